import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/partners";
import { listPartners } from "../../../core/partners/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { useT } from "../../i18n/i18n.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Partners | Sellback back office" }];

/** Every partner with its kind, origins, stores and active API keys (admin): the same core call as GET /api/backoffice/partners. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "admin");
  const partners = await listPartners(page.ctx.deps.database.db);
  return {
    partners: partners.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      active: p.active,
      origins: p.origins,
      stores: p.stores,
      activeKeys: p.activeKeys,
    })),
  };
}

export default function Partners() {
  const t = useT();
  const { partners } = useLoaderData<typeof loader>();
  return (
    <div className="bo-page">
      <div className="bo-title-row">
        <h1>{t("backoffice.partners.title")}</h1>
        <Link to="/partners/new" className="button">
          {t("backoffice.partners.new")}
        </Link>
      </div>
      <p className="bo-hint">{t("backoffice.partners.intro")}</p>
      {partners.length === 0 ? (
        <p className="bo-empty">{t("backoffice.partners.empty")}</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0}>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("backoffice.partners.col.name")}</th>
                <th scope="col">{t("backoffice.partners.col.kind")}</th>
                <th scope="col">{t("backoffice.partners.col.origins")}</th>
                <th scope="col" className="bo-num">
                  {t("backoffice.partners.col.stores")}
                </th>
                <th scope="col" className="bo-num">
                  {t("backoffice.partners.col.keys")}
                </th>
                <th scope="col">{t("backoffice.partners.col.status")}</th>
              </tr>
            </thead>
            <tbody>
              {partners.map((p) => (
                <tr key={p.id} data-partner-id={p.id}>
                  <th scope="row">
                    <Link to={`/partners/${p.id}`}>{p.name}</Link>
                  </th>
                  <td>{t(`backoffice.partners.kind.${p.kind}`)}</td>
                  <td className="bo-mono">{p.origins.length ? p.origins.join(", ") : "–"}</td>
                  <td className="bo-num">{p.stores}</td>
                  <td className="bo-num">{p.activeKeys}</td>
                  <td>
                    <span className="bo-badge" data-state={p.active ? "paid" : "cancelled"}>
                      {t(p.active ? "backoffice.partners.active" : "backoffice.partners.inactive")}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/catalog-manufacturers";
import { listEditorManufacturers } from "../../../core/catalog-admin/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { CatalogNav } from "../../features/backoffice/catalog-bits.tsx";
import { useT } from "../../i18n/i18n.tsx";
import catalogStyles from "../../ui/backoffice-catalog.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Manufacturers | Sellback back office" }];

/** Every manufacturer with its series and device counts (catalog or admin). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "catalog");
  const list = await listEditorManufacturers(page.ctx.deps.database.db);
  return {
    manufacturers: list.map((m) => ({ id: m.id, name: m.name, slug: m.slug, seriesCount: m.seriesCount, deviceCount: m.deviceCount })),
  };
}

export default function CatalogManufacturers() {
  const t = useT();
  const { manufacturers } = useLoaderData<typeof loader>();
  return (
    <div className="bo-page">
      <h1>{t("backoffice.catalog.manufacturers")}</h1>
      <CatalogNav />
      <p>
        <Link className="button secondary" to="/catalog/manufacturers/new">
          {t("backoffice.catalog.newManufacturer")}
        </Link>
      </p>
      <div className="bo-table-wrap" tabIndex={0}>
        <table className="bo-table">
          <caption className="visually-hidden">{t("backoffice.catalog.manufacturers")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("backoffice.catalog.manufacturer")}</th>
              <th scope="col">{t("backoffice.catalog.slug")}</th>
              <th scope="col" className="bo-num">
                {t("backoffice.catalog.col.series")}
              </th>
              <th scope="col" className="bo-num">
                {t("backoffice.catalog.col.devices")}
              </th>
            </tr>
          </thead>
          <tbody>
            {manufacturers.map((m) => (
              <tr key={m.id}>
                <th scope="row">
                  <Link to={`/catalog/manufacturers/${m.id}`}>{m.name}</Link>
                </th>
                <td className="bo-mono">{m.slug}</td>
                <td className="bo-num">{m.seriesCount}</td>
                <td className="bo-num">
                  <Link className="bo-link" to={`/catalog?manufacturer=${m.id}`}>
                    {m.deviceCount}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/partners";
import { listPartners } from "../../../core/partners/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { ListPage } from "../../ui/list-page.tsx";
import { StatusBadge } from "../../ui/status-badge.tsx";

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
    <ListPage
      title={t("backoffice.partners.title")}
      actions={
        <Link to="/partners/new" className="button">
          {t("backoffice.partners.new")}
        </Link>
      }
      intro={<p className="bo-hint">{t("backoffice.partners.intro")}</p>}
      empty={t("backoffice.partners.empty")}
      count={partners.length}
    >
      <DataTable
        rows={partners}
        rowKey={(p) => p.id}
        rowAttributes={(p) => ({ "data-partner-id": String(p.id) })}
        columns={[
          { header: t("backoffice.partners.col.name"), rowHeader: true, cell: (p) => <Link to={`/partners/${p.id}`}>{p.name}</Link> },
          { header: t("backoffice.partners.col.kind"), cell: (p) => t(`backoffice.partners.kind.${p.kind}`) },
          {
            header: t("backoffice.partners.col.origins"),
            cellClassName: "bo-mono",
            cell: (p) => (p.origins.length ? p.origins.join(", ") : "–"),
          },
          { header: t("backoffice.partners.col.stores"), numeric: true, cell: (p) => p.stores },
          { header: t("backoffice.partners.col.keys"), numeric: true, cell: (p) => p.activeKeys },
          {
            header: t("backoffice.partners.col.status"),
            cell: (p) => (
              <StatusBadge
                state={p.active ? "paid" : "cancelled"}
                label={t(p.active ? "backoffice.partners.active" : "backoffice.partners.inactive")}
              />
            ),
          },
        ]}
      />
    </ListPage>
  );
}

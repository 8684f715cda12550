import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/catalog-manufacturers";
import { listEditorManufacturers } from "../../../core/catalog-admin/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { CatalogNav } from "../../features/backoffice/catalog-bits.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { ListPage } from "../../ui/list-page.tsx";
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
    <ListPage
      title={t("backoffice.catalog.manufacturers")}
      intro={
        <>
          <CatalogNav />
          <p>
            <Link className="button secondary" to="/catalog/manufacturers/new">
              {t("backoffice.catalog.newManufacturer")}
            </Link>
          </p>
        </>
      }
    >
      <DataTable
        caption={t("backoffice.catalog.manufacturers")}
        rows={manufacturers}
        rowKey={(m) => m.id}
        columns={[
          {
            header: t("backoffice.catalog.manufacturer"),
            rowHeader: true,
            cell: (m) => <Link to={`/catalog/manufacturers/${m.id}`}>{m.name}</Link>,
          },
          { header: t("backoffice.catalog.slug"), cellClassName: "bo-mono", cell: (m) => m.slug },
          { header: t("backoffice.catalog.col.series"), numeric: true, cell: (m) => m.seriesCount },
          {
            header: t("backoffice.catalog.col.devices"),
            numeric: true,
            cell: (m) => (
              <Link className="bo-link" to={`/catalog?manufacturer=${m.id}`}>
                {m.deviceCount}
              </Link>
            ),
          },
        ]}
      />
    </ListPage>
  );
}

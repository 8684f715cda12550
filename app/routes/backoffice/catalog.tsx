import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/catalog";
import { listEditorCategories, listEditorDevices, listEditorManufacturers } from "../../../core/catalog-admin/index.server.ts";
import { deviceListQuerySchema } from "../../../core/catalog-admin/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { CatalogNav } from "../../features/backoffice/catalog-bits.tsx";
import { useT } from "../../i18n/i18n.tsx";
import catalogStyles from "../../ui/backoffice-catalog.css?url";
import { DataTable } from "../../ui/data-table.tsx";
import { FilterBar, FilterSearch, FilterSelect, ListPage, useCurrentParam } from "../../ui/list-page.tsx";
import { usePageHref } from "../../ui/pager.tsx";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Catalog | Sellback back office" }];

/** The catalog's devices (catalog or admin): the same query and core function as GET /api/backoffice/catalog/devices. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "catalog");
  const db = page.ctx.deps.database.db;
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ""));
  const parsed = deviceListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  const [devices, categories, manufacturers] = await Promise.all([
    listEditorDevices(db, query),
    listEditorCategories(db),
    listEditorManufacturers(db),
  ]);
  return {
    devices,
    categories: categories.map((c) => ({ id: c.id, name: c.texts[page.language]?.name ?? c.id, deviceCount: c.deviceCount })),
    manufacturers: manufacturers.map((m) => ({ id: m.id, name: m.name })),
  };
}

export default function Catalog() {
  const t = useT();
  const { devices, categories, manufacturers } = useLoaderData<typeof loader>();
  const current = useCurrentParam();
  const series = current("series");
  return (
    <ListPage
      title={t("backoffice.catalog.title")}
      intro={
        <>
          <CatalogNav />
          <nav aria-label={t("backoffice.catalog.categories")} className="bo-states">
            <ul>
              {categories.map((c) => (
                <li key={c.id}>
                  <Link to={`/catalog/categories/${c.id}`}>
                    {c.name} <span className="bo-count">{c.deviceCount}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      }
      filters={
        <>
          <FilterBar label={t("backoffice.catalog.filters")} reset="/catalog">
            <FilterSearch label={t("backoffice.catalog.search")} hint={t("backoffice.catalog.searchHint")} />
            <FilterSelect
              name="category"
              label={t("backoffice.catalog.category")}
              any={t("backoffice.queue.any")}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
            />
            <FilterSelect
              name="manufacturer"
              label={t("backoffice.catalog.manufacturer")}
              any={t("backoffice.queue.any")}
              options={manufacturers.map((m) => ({ value: m.id, label: m.name }))}
            />
            {series ? <input type="hidden" name="series" value={series} /> : null}
            <FilterSelect
              name="hidden"
              label={t("backoffice.catalog.visibility")}
              any={t("backoffice.queue.any")}
              options={[
                { value: "exclude", label: t("backoffice.catalog.visibleOnly") },
                { value: "only", label: t("backoffice.catalog.hiddenOnly") },
              ]}
            />
          </FilterBar>
          {series ? (
            <p>
              {t("backoffice.catalog.inSeries")}{" "}
              <Link className="bo-link" to={`/catalog/series/${series}`}>
                {series}
              </Link>
            </p>
          ) : null}
        </>
      }
      summary={t("backoffice.catalog.summary", { total: devices.total })}
      empty={t("backoffice.catalog.empty")}
      count={devices.items.length}
      pager={{ page: devices.page, pages: devices.pages, href: usePageHref("/catalog", { firstPlain: true }) }}
    >
      <DataTable
        caption={t("backoffice.catalog.devices")}
        rows={devices.items}
        rowKey={(d) => d.id}
        columns={[
          {
            header: t("backoffice.catalog.col.device"),
            rowHeader: true,
            cell: (d) => (
              <>
                <Link to={`/catalog/devices/${d.id}`}>{d.name}</Link>
                <span className="bo-sub bo-mono">{d.slug}</span>
              </>
            ),
          },
          { header: t("backoffice.catalog.category"), className: "bo-wide", cell: (d) => d.category },
          {
            header: t("backoffice.catalog.series"),
            cell: (d) => (
              <>
                <Link className="bo-link" to={`/catalog/series/${d.seriesId}`}>
                  {d.series}
                </Link>
                <span className="bo-sub">{d.manufacturer}</span>
              </>
            ),
          },
          {
            header: t("backoffice.catalog.col.released"),
            numeric: true,
            className: "bo-wide",
            cell: (d) => `${d.releaseYear}-${String(d.releaseMonth).padStart(2, "0")}`,
          },
          {
            header: t("backoffice.catalog.col.status"),
            cell: (d) => (
              <span className="bo-badge" data-visibility={d.hidden ? "hidden" : "shown"}>
                {t(d.hidden ? "backoffice.catalog.hidden" : "backoffice.catalog.shown")}
              </span>
            ),
          },
        ]}
      />
    </ListPage>
  );
}

import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/catalog";
import { listEditorCategories, listEditorDevices, listEditorManufacturers } from "../../../core/catalog-admin/index.server.ts";
import { deviceListQuerySchema } from "../../../core/catalog-admin/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { Pager } from "../../features/backoffice/bits.tsx";
import { CatalogNav } from "../../features/backoffice/catalog-bits.tsx";
import { useT } from "../../i18n/i18n.tsx";
import catalogStyles from "../../ui/backoffice-catalog.css?url";
import { FilterActions } from "../../features/backoffice/list-bits.tsx";

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
  const [params] = useSearchParams();
  const current = (name: string) => params.get(name) ?? "";
  const withPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete("page");
    else next.set("page", String(p));
    const s = next.toString();
    return `/catalog${s ? `?${s}` : ""}`;
  };
  return (
    <div className="bo-page">
      <h1>{t("backoffice.catalog.title")}</h1>
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
      <Form method="get" className="bo-filters" aria-label={t("backoffice.catalog.filters")} key={params.toString()}>
        <div className="field bo-search">
          <label htmlFor="q">{t("backoffice.catalog.search")}</label>
          <input id="q" name="q" type="search" defaultValue={current("q")} aria-describedby="q-hint" />
          <span id="q-hint" className="bo-hint">
            {t("backoffice.catalog.searchHint")}
          </span>
        </div>
        <div className="field">
          <label htmlFor="category">{t("backoffice.catalog.category")}</label>
          <select id="category" name="category" defaultValue={current("category")}>
            <option value="">{t("backoffice.queue.any")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="manufacturer">{t("backoffice.catalog.manufacturer")}</label>
          <select id="manufacturer" name="manufacturer" defaultValue={current("manufacturer")}>
            <option value="">{t("backoffice.queue.any")}</option>
            {manufacturers.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
        {current("series") ? <input type="hidden" name="series" value={current("series")} /> : null}
        <div className="field">
          <label htmlFor="hidden">{t("backoffice.catalog.visibility")}</label>
          <select id="hidden" name="hidden" defaultValue={current("hidden")}>
            <option value="">{t("backoffice.queue.any")}</option>
            <option value="exclude">{t("backoffice.catalog.visibleOnly")}</option>
            <option value="only">{t("backoffice.catalog.hiddenOnly")}</option>
          </select>
        </div>
        <FilterActions reset="/catalog" />
      </Form>
      {current("series") ? (
        <p>
          {t("backoffice.catalog.inSeries")}{" "}
          <Link className="bo-link" to={`/catalog/series/${current("series")}`}>
            {current("series")}
          </Link>
        </p>
      ) : null}
      <p className="bo-summary" role="status">
        {t("backoffice.catalog.summary", { total: devices.total })}
      </p>
      {devices.items.length === 0 ? (
        <p className="bo-empty">{t("backoffice.catalog.empty")}</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0}>
          <table className="bo-table">
            <caption className="visually-hidden">{t("backoffice.catalog.devices")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("backoffice.catalog.col.device")}</th>
                <th scope="col" className="bo-wide">
                  {t("backoffice.catalog.category")}
                </th>
                <th scope="col">{t("backoffice.catalog.series")}</th>
                <th scope="col" className="bo-num bo-wide">
                  {t("backoffice.catalog.col.released")}
                </th>
                <th scope="col">{t("backoffice.catalog.col.status")}</th>
              </tr>
            </thead>
            <tbody>
              {devices.items.map((d) => (
                <tr key={d.id}>
                  <th scope="row">
                    <Link to={`/catalog/devices/${d.id}`}>{d.name}</Link>
                    <span className="bo-sub bo-mono">{d.slug}</span>
                  </th>
                  <td className="bo-wide">{d.category}</td>
                  <td>
                    <Link className="bo-link" to={`/catalog/series/${d.seriesId}`}>
                      {d.series}
                    </Link>
                    <span className="bo-sub">{d.manufacturer}</span>
                  </td>
                  <td className="bo-num bo-wide">
                    {d.releaseYear}-{String(d.releaseMonth).padStart(2, "0")}
                  </td>
                  <td>
                    <span className="bo-badge" data-visibility={d.hidden ? "hidden" : "shown"}>
                      {t(d.hidden ? "backoffice.catalog.hidden" : "backoffice.catalog.shown")}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={devices.page} pages={devices.pages} href={withPage} />
    </div>
  );
}

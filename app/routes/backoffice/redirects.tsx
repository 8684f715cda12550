import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/redirects";
import { listRedirects } from "../../../core/redirects/index.server.ts";
import { redirectListQuerySchema } from "../../../core/redirects/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { Pager } from "../../features/backoffice/bits.tsx";
import { SiteNav } from "../../features/backoffice/site-nav.tsx";
import { useT } from "../../i18n/i18n.tsx";
import siteStyles from "../../ui/backoffice-site.css?url";
import { EditionOptions, FilterActions, usePageHref } from "../../features/backoffice/list-bits.tsx";
import { SITE_ROLES } from "../../../core/staff/index.ts";
import { queryOf } from "../../../core/shared/index.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Redirects | Sellback back office" }];

/** The shop's redirects (catalog or admin): the same query and core function as GET /api/backoffice/redirects. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...SITE_ROLES);
  const parsed = redirectListQuerySchema.safeParse(queryOf(url.searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  return {
    list: await listRedirects(page.ctx.deps.database.db, query),
    done: url.searchParams.get("done"),
  };
}

export default function Redirects() {
  const t = useT();
  const { list, done } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const current = (name: string) => params.get(name) ?? "";
  const pageHref = usePageHref("/redirects");
  return (
    <div className="bo-page">
      <SiteNav />
      <div className="bo-title-row">
        <h1>{t("backoffice.redirects.title")}</h1>
        <Link to="/redirects/new" className="button">
          {t("backoffice.redirects.new")}
        </Link>
      </div>
      {done === "deleted" ? (
        <p className="bo-notice" role="status">
          {t("backoffice.redirects.deleted")}
        </p>
      ) : null}
      <Form method="get" className="bo-filters" aria-label={t("backoffice.redirects.filters")} key={params.toString()}>
        <div className="field">
          <label htmlFor="edition">{t("backoffice.site.edition")}</label>
          <select id="edition" name="edition" defaultValue={current("edition")}>
            <option value="">{t("backoffice.site.allEditions")}</option>
            <EditionOptions />
          </select>
        </div>
        <div className="field bo-search">
          <label htmlFor="q">{t("backoffice.redirects.search")}</label>
          <input id="q" name="q" type="search" defaultValue={current("q")} maxLength={200} />
        </div>
        <FilterActions reset="/redirects" />
      </Form>
      <p className="bo-summary" role="status">
        {t("backoffice.redirects.summary", { total: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="bo-empty">{t("backoffice.redirects.empty")}</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0}>
          <table className="bo-table">
            <caption className="visually-hidden">{t("backoffice.redirects.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("backoffice.redirects.col.source")}</th>
                <th scope="col">{t("backoffice.redirects.col.target")}</th>
                <th scope="col">{t("backoffice.site.edition")}</th>
                <th scope="col" className="bo-num">
                  {t("backoffice.redirects.col.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((r) => (
                <tr key={r.id}>
                  <th scope="row" className="bo-mono bo-break">
                    <Link to={`/redirects/${r.id}`}>{r.sourcePath}</Link>
                  </th>
                  <td className="bo-mono bo-break">
                    {r.target}
                    {r.external ? (
                      <>
                        {" "}
                        <span className="bo-flag">{t("backoffice.redirects.externalFlag")}</span>
                      </>
                    ) : null}
                  </td>
                  <td>{r.edition.toUpperCase()}</td>
                  <td className="bo-num">{r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.page} pages={list.pages} href={pageHref} />
    </div>
  );
}

import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/pages";
import { listContentPages } from "../../../core/content/index.server.ts";
import { isEditionId } from "../../../core/editions/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { SiteNav } from "../../features/backoffice/site-nav.tsx";
import { useT } from "../../i18n/i18n.tsx";
import siteStyles from "../../ui/backoffice-site.css?url";
import { EditionOptions } from "../../features/backoffice/list-bits.tsx";
import { SITE_ROLES } from "../../../core/staff/index.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Content pages | Sellback back office" }];

/** The content pages of one edition (catalog or admin); the same core call as GET /api/backoffice/content. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...SITE_ROLES);
  const raw = url.searchParams.get("edition");
  const edition = isEditionId(raw) ? raw : "de";
  const pages = await listContentPages(page.ctx.deps.database.db, edition);
  return { edition, pages: pages.sort((a, b) => a.title.localeCompare(b.title, edition === "en" ? "en" : edition)) };
}

export default function Pages() {
  const t = useT();
  const { edition, pages } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="bo-page">
      <SiteNav />
      <h1>{t("backoffice.pages.title")}</h1>
      <p className="bo-hint">{t("backoffice.pages.intro")}</p>
      <Form method="get" className="bo-filters" aria-label={t("backoffice.pages.filters")} key={params.toString()}>
        <div className="field">
          <label htmlFor="edition">{t("backoffice.site.edition")}</label>
          <select id="edition" name="edition" defaultValue={edition}>
            <EditionOptions />
          </select>
        </div>
        <div className="bo-filter-actions">
          <button type="submit">{t("backoffice.pages.show")}</button>
        </div>
      </Form>
      <div className="bo-table-wrap" tabIndex={0}>
        <table className="bo-table">
          <caption className="visually-hidden">{t("backoffice.pages.caption", { edition: edition.toUpperCase() })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("backoffice.pages.col.title")}</th>
              <th scope="col">{t("backoffice.pages.col.path")}</th>
              <th scope="col">{t("backoffice.pages.col.edited")}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.key}>
                <th scope="row">
                  <Link to={`/pages/${p.edition}/${p.key}`}>{p.title}</Link>
                </th>
                <td className="bo-mono bo-nowrap">{p.url}</td>
                <td className="bo-nowrap">{p.editedAt ? p.editedAt.slice(0, 10) : t("backoffice.pages.notEdited")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

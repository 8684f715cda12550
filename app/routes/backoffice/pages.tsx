import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/pages";
import { openSitePage } from "./site-forms.server.ts";
import { listContentPages } from "../../../core/content/index.server.ts";
import { isEditionId } from "../../../core/editions/index.ts";
import { SiteNav, siteLinks } from "../../features/backoffice/site-nav.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { EditionOptions, FilterBar, ListPage } from "../../ui/list-page.tsx";

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = () => [{ title: "Content pages | Sellback back office" }];

/** The content pages of one edition (catalog or admin); the same core call as GET /api/backoffice/content. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = openSitePage({ context, url });
  const raw = url.searchParams.get("edition");
  const edition = isEditionId(raw) ? raw : "de";
  const pages = await listContentPages(db, edition);
  return { edition, pages: pages.sort((a, b) => a.title.localeCompare(b.title, edition === "en" ? "en" : edition)) };
}

export default function Pages() {
  const t = useT();
  const { edition, pages } = useLoaderData<typeof loader>();
  return (
    <ListPage
      before={<SiteNav />}
      title={t("backoffice.pages.title")}
      intro={<p className="bo-hint">{t("backoffice.pages.intro")}</p>}
      filters={
        <FilterBar label={t("backoffice.pages.filters")} actions={<button type="submit">{t("backoffice.pages.show")}</button>}>
          <div className="field">
            <label htmlFor="edition">{t("backoffice.site.edition")}</label>
            <select id="edition" name="edition" defaultValue={edition}>
              <EditionOptions />
            </select>
          </div>
        </FilterBar>
      }
    >
      <DataTable
        caption={t("backoffice.pages.caption", { edition: edition.toUpperCase() })}
        rows={pages}
        rowKey={(p) => p.key}
        columns={[
          {
            header: t("backoffice.pages.col.title"),
            rowHeader: true,
            cell: (p) => <Link to={`/pages/${p.edition}/${p.key}`}>{p.title}</Link>,
          },
          { header: t("backoffice.pages.col.path"), cellClassName: "bo-mono bo-nowrap", cell: (p) => p.url },
          {
            header: t("backoffice.pages.col.edited"),
            cellClassName: "bo-nowrap",
            cell: (p) => (p.editedAt ? p.editedAt.slice(0, 10) : t("backoffice.pages.notEdited")),
          },
        ]}
      />
    </ListPage>
  );
}

import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/redirects";
import { listRedirects } from "../../../core/redirects/index.server.ts";
import { redirectListQuerySchema } from "../../../core/redirects/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { SiteNav } from "../../features/backoffice/site-nav.tsx";
import { useT } from "../../i18n/i18n.tsx";
import siteStyles from "../../ui/backoffice-site.css?url";
import { DataTable } from "../../ui/data-table.tsx";
import { EditionOptions, FilterBar, FilterSearch, FilterSelect, ListPage } from "../../ui/list-page.tsx";
import { usePageHref } from "../../ui/pager.tsx";
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
  return (
    <ListPage
      before={<SiteNav />}
      title={t("backoffice.redirects.title")}
      actions={
        <Link to="/redirects/new" className="button">
          {t("backoffice.redirects.new")}
        </Link>
      }
      notice={done === "deleted" ? t("backoffice.redirects.deleted") : null}
      filters={
        <FilterBar label={t("backoffice.redirects.filters")} reset="/redirects">
          <FilterSelect name="edition" label={t("backoffice.site.edition")} any={t("backoffice.site.allEditions")}>
            <EditionOptions />
          </FilterSelect>
          <FilterSearch label={t("backoffice.redirects.search")} maxLength={200} />
        </FilterBar>
      }
      summary={t("backoffice.redirects.summary", { total: list.total })}
      empty={t("backoffice.redirects.empty")}
      count={list.items.length}
      pager={{ page: list.page, pages: list.pages, href: usePageHref("/redirects") }}
    >
      <DataTable
        caption={t("backoffice.redirects.title")}
        rows={list.items}
        rowKey={(r) => r.id}
        columns={[
          {
            header: t("backoffice.redirects.col.source"),
            rowHeader: true,
            cellClassName: "bo-mono bo-break",
            cell: (r) => <Link to={`/redirects/${r.id}`}>{r.sourcePath}</Link>,
          },
          {
            header: t("backoffice.redirects.col.target"),
            cellClassName: "bo-mono bo-break",
            cell: (r) => (
              <>
                {r.target}
                {r.external ? (
                  <>
                    {" "}
                    <span className="bo-flag">{t("backoffice.redirects.externalFlag")}</span>
                  </>
                ) : null}
              </>
            ),
          },
          { header: t("backoffice.site.edition"), cell: (r) => r.edition.toUpperCase() },
          { header: t("backoffice.redirects.col.status"), numeric: true, cell: (r) => r.status },
        ]}
      />
    </ListPage>
  );
}

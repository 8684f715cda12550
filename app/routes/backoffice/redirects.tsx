import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/redirects";
import { openSitePage, siteListQuery } from "./site-forms.server.ts";
import { listRedirects } from "../../../core/redirects/index.server.ts";
import { redirectListQuerySchema } from "../../../core/redirects/index.ts";
import { SiteListPage, siteLinks } from "../../features/backoffice/site-nav.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = () => [{ title: "Redirects | Sellback back office" }];

/** The shop's redirects (catalog or admin): the same query and core function as GET /api/backoffice/redirects. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = openSitePage({ context, url });
  return { list: await listRedirects(db, siteListQuery(redirectListQuerySchema, url)), done: url.searchParams.get("done") };
}

export default function Redirects() {
  const t = useT();
  const { list, done } = useLoaderData<typeof loader>();
  return (
    <SiteListPage area="redirects" list={list} done={done} searchMaxLength={200}>
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
    </SiteListPage>
  );
}

import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/inbox";
import { contactSubjectLabel, isContactSubjectKey } from "../../../core/editions/index.ts";
import { listInbox } from "../../../core/support/index.server.ts";
import { CONTACT_STATUSES, inboxQuery } from "../../../core/support/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import supportStyles from "../../ui/backoffice-support.css?url";
import { DataTable } from "../../ui/data-table.tsx";
import { CountNav, EditionOptions, FilterBar, FilterSelect, ListPage } from "../../ui/list-page.tsx";
import { queryOf } from "../../../core/shared/index.ts";
import { useQueryAddress } from "../../ui/query-address.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: supportStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Inbox | Sellback back office" }];

/** The contact inbox (support or admin, decision 0041): open messages first by default; the same query and core function as GET /api/backoffice/support/inbox. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "support");
  const parsed = inboxQuery.safeParse(queryOf(url.searchParams));
  const filter = parsed.success ? parsed.data : {};
  const status = url.searchParams.has("status") ? filter.status : "open";
  const inbox = await listInbox(page.ctx.deps.database.db, { ...filter, status });
  // the subject in the staff's language (the message view shows it as the customer saw it)
  const labelIn = page.language === "de" ? "de" : "en";
  const items = inbox.items.map((m) => ({
    ...m,
    subjectLabel: isContactSubjectKey(m.subject) ? contactSubjectLabel(labelIn, m.subject) : m.subject,
  }));
  return { inbox: { ...inbox, items }, status: status ?? "" };
}

export default function Inbox() {
  const t = useT();
  const f = useFormat();
  const { inbox, status } = useLoaderData<typeof loader>();
  const withParams = useQueryAddress("/inbox");
  return (
    <ListPage
      title={t("backoffice.inbox.title")}
      intro={
        <CountNav
          label={t("backoffice.inbox.statusLabel")}
          items={[
            ...CONTACT_STATUSES.map((s) => ({
              key: s,
              to: withParams({ status: s, page: null }),
              label: t(`backoffice.inbox.status.${s}`),
              count: inbox.counts[s],
              current: status === s,
            })),
            {
              key: "",
              to: withParams({ status: "", page: null }),
              label: t("backoffice.inbox.all"),
              count: inbox.counts.open + inbox.counts.answered,
              current: status === "",
            },
          ]}
        />
      }
      filters={
        <FilterBar label={t("backoffice.inbox.filters")}>
          <input type="hidden" name="status" value={status} />
          <FilterSelect name="edition" label={t("backoffice.queue.edition")} any={t("backoffice.queue.any")}>
            <EditionOptions />
          </FilterSelect>
        </FilterBar>
      }
      summary={t("backoffice.inbox.summary", { total: inbox.total })}
      empty={t("backoffice.inbox.empty")}
      count={inbox.items.length}
      pager={{ page: inbox.page, pages: inbox.pages, href: (p) => withParams({ page: p === 1 ? null : String(p) }) }}
    >
      <DataTable
        caption={t("backoffice.inbox.title")}
        rows={inbox.items}
        rowKey={(m) => m.id}
        columns={[
          {
            header: t("backoffice.inbox.col.from"),
            rowHeader: true,
            cell: (m) => (
              <>
                <Link to={`/inbox/${m.id}`} className="bo-name">
                  {m.name}
                </Link>
                <span className="bo-sub">{m.email}</span>
              </>
            ),
          },
          {
            header: t("backoffice.inbox.col.status"),
            cell: (m) => (
              <span className="bo-badge" data-status={m.status}>
                {t(`backoffice.inbox.status.${m.status}`)}
              </span>
            ),
          },
          {
            header: t("backoffice.inbox.col.subject"),
            cell: (m) => (
              <>
                {m.subjectLabel}
                {m.tradeNumber ? <span className="bo-sub">{m.tradeNumber}</span> : null}
              </>
            ),
          },
          { header: t("backoffice.queue.col.edition"), className: "bo-wide", cell: (m) => m.edition.toUpperCase() },
          { header: t("backoffice.inbox.col.received"), className: "bo-wide", cell: (m) => f.date(m.createdAt) },
        ]}
      />
    </ListPage>
  );
}

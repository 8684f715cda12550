import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/audit";
import { listAudit } from "../../../core/audit/index.server.ts";
import { AUDIT_PAGE_SIZE } from "../../../core/staff/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { DataTable } from "../../ui/data-table.tsx";
import { DateTime } from "../../ui/date-time.tsx";
import { FilterBar, ListPage, useCurrentParam } from "../../ui/list-page.tsx";
import { usePageHref } from "../../ui/pager.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { auditActionKey, auditQuerySchema } from "../../../core/audit/index.ts";
import { queryOf } from "../../../core/shared/index.ts";
import { Field } from "../../ui/form.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Sellback back office" }];

/** Admin only: the same filter and core function as GET /api/backoffice/audit. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "admin");
  let filter: Record<string, string | number | undefined> = {};
  try {
    filter = parseWith(auditQuerySchema, queryOf(url.searchParams));
  } catch {
    filter = {};
  }
  const {
    page: n = 1,
    format: _f,
    ...rest
  } = filter as { page?: number; format?: string; staff?: string; action?: string; from?: string; to?: string };
  const { entries, total } = await listAudit(page.ctx.deps.database.db, rest, n, AUDIT_PAGE_SIZE);
  return { entries, total, page: n, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}

const show = (v: unknown) => (v === null || v === undefined ? "–" : JSON.stringify(v));

export default function Audit() {
  const t = useT();
  const { entries, total, page, pages } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const current = useCurrentParam();
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");
  return (
    <ListPage
      title={t("backoffice.audit.title")}
      filters={
        <FilterBar
          label={t("backoffice.audit.filters")}
          actions={
            <>
              <button type="submit">{t("backoffice.queue.apply")}</button>
              <a href={`/audit/export?${exportParams}`} className="button secondary" download>
                {t("backoffice.audit.export")}
              </a>
            </>
          }
        >
          <Field id="staff" label={t("backoffice.audit.staff")}>
            {(a) => <input {...a} type="email" defaultValue={current("staff")} />}
          </Field>
          <Field id="action" label={t("backoffice.audit.action")} hint={t("backoffice.audit.actionHint")} hintClass="visually-hidden">
            {(a) => <input {...a} defaultValue={current("action")} placeholder="auth." />}
          </Field>
          {(["from", "to"] as const).map((name) => (
            <Field key={name} id={name} label={t(`backoffice.audit.${name}`)}>
              {(a) => <input {...a} type="date" defaultValue={current(name)} />}
            </Field>
          ))}
        </FilterBar>
      }
      summary={t("backoffice.audit.summary", { total })}
      empty={t("backoffice.audit.empty")}
      count={entries.length}
      pager={{ page, pages, href: usePageHref("/audit", { firstPlain: true }) }}
      after={
        <p>
          <Link to="/trades" className="bo-link">
            {t("backoffice.trade.back")}
          </Link>
        </p>
      }
    >
      <DataTable
        caption={t("backoffice.audit.title")}
        rows={entries}
        rowKey={(e) => e.id}
        columns={[
          { header: t("backoffice.audit.col.at"), cell: (e) => <DateTime value={e.at} seconds /> },
          { header: t("backoffice.audit.col.staff"), cell: (e) => e.staffEmail ?? "–" },
          {
            header: t("backoffice.audit.col.action"),
            // in words, with the stored name (what the filter above takes) beside it as data
            cell: (e) => {
              const key = auditActionKey(e.action);
              return (
                <>
                  {key ? <span className="bo-audit-action">{t(key)}</span> : null}{" "}
                  <code className="bo-mono bo-sub" translate="no">
                    {e.action}
                  </code>
                </>
              );
            },
          },
          {
            header: t("backoffice.audit.col.target"),
            cellClassName: "bo-mono",
            cell: (e) => <span translate="no">{e.target ?? "–"}</span>,
          },
          {
            header: t("backoffice.audit.col.change"),
            cellClassName: "bo-mono bo-change",
            cell: (e) => (
              // the stored before and after, as recorded: data, not words
              <span translate="no">
                {show(e.before)} → {show(e.after)}
              </span>
            ),
          },
        ]}
      />
    </ListPage>
  );
}

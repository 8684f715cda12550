import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/audit";
import { listAudit } from "../../../core/audit/index.server.ts";
import { AUDIT_PAGE_SIZE } from "../../../core/staff/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { Pager } from "../../features/backoffice/bits.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { auditQuerySchema } from "../../../core/audit/index.ts";
import { queryOf } from "../../../core/shared/index.ts";

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
  const current = (name: string) => params.get(name) ?? "";
  const withPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete("page");
    else next.set("page", String(p));
    return `/audit?${next}`;
  };
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");
  return (
    <div className="bo-page">
      <h1>{t("backoffice.audit.title")}</h1>
      <Form method="get" className="bo-filters" aria-label={t("backoffice.audit.filters")} key={params.toString()}>
        <div className="field">
          <label htmlFor="staff">{t("backoffice.audit.staff")}</label>
          <input id="staff" name="staff" type="email" defaultValue={current("staff")} />
        </div>
        <div className="field">
          <label htmlFor="action">{t("backoffice.audit.action")}</label>
          <input id="action" name="action" defaultValue={current("action")} aria-describedby="action-hint" placeholder="auth." />
          <p id="action-hint" className="visually-hidden">
            {t("backoffice.audit.actionHint")}
          </p>
        </div>
        <div className="field">
          <label htmlFor="from">{t("backoffice.audit.from")}</label>
          <input id="from" name="from" type="date" defaultValue={current("from")} />
        </div>
        <div className="field">
          <label htmlFor="to">{t("backoffice.audit.to")}</label>
          <input id="to" name="to" type="date" defaultValue={current("to")} />
        </div>
        <div className="bo-filter-actions">
          <button type="submit">{t("backoffice.queue.apply")}</button>
          <a href={`/audit/export?${exportParams}`} className="button secondary" download>
            {t("backoffice.audit.export")}
          </a>
        </div>
      </Form>
      <p className="bo-summary" role="status">
        {t("backoffice.audit.summary", { total })}
      </p>
      {entries.length === 0 ? (
        <p className="bo-empty">{t("backoffice.audit.empty")}</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0}>
          <table className="bo-table">
            <caption className="visually-hidden">{t("backoffice.audit.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("backoffice.audit.col.at")}</th>
                <th scope="col">{t("backoffice.audit.col.staff")}</th>
                <th scope="col">{t("backoffice.audit.col.action")}</th>
                <th scope="col">{t("backoffice.audit.col.target")}</th>
                <th scope="col">{t("backoffice.audit.col.change")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{e.at.replace("T", " ").slice(0, 19)}</time>
                  </td>
                  <td>{e.staffEmail ?? "–"}</td>
                  <td className="bo-mono">{e.action}</td>
                  <td className="bo-mono">{e.target ?? "–"}</td>
                  <td className="bo-mono bo-change">
                    {show(e.before)} → {show(e.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} href={withPage} />
      <p>
        <Link to="/trades" className="bo-link">
          {t("backoffice.trade.back")}
        </Link>
      </p>
    </div>
  );
}

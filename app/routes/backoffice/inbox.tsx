import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/inbox";
import { contactSubjectLabel, isContactSubjectKey } from "../../../core/editions/index.ts";
import { listInbox } from "../../../core/support/index.server.ts";
import { CONTACT_STATUSES } from "../../../core/support/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { Pager } from "../../features/backoffice/bits.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import supportStyles from "../../ui/backoffice-support.css?url";
import { EditionOptions, FilterActions } from "../../features/backoffice/list-bits.tsx";
import { inboxQuery } from "../../../core/support/index.ts";
import { queryOf } from "../../../core/shared/index.ts";

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
  const [params] = useSearchParams();
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const s = next.toString();
    return `/inbox${s ? `?${s}` : ""}`;
  };
  const edition = params.get("edition") ?? "";
  return (
    <div className="bo-page">
      <h1>{t("backoffice.inbox.title")}</h1>
      <nav aria-label={t("backoffice.inbox.statusLabel")} className="bo-states">
        <ul>
          {CONTACT_STATUSES.map((s) => (
            <li key={s}>
              <Link to={withParams({ status: s, page: null })} aria-current={status === s ? "page" : undefined}>
                {t(`backoffice.inbox.status.${s}`)} <span className="bo-count">{inbox.counts[s]}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={withParams({ status: "", page: null })} aria-current={status === "" ? "page" : undefined}>
              {t("backoffice.inbox.all")} <span className="bo-count">{inbox.counts.open + inbox.counts.answered}</span>
            </Link>
          </li>
        </ul>
      </nav>
      <Form method="get" className="bo-filters" aria-label={t("backoffice.inbox.filters")} key={params.toString()}>
        <input type="hidden" name="status" value={status} />
        <div className="field">
          <label htmlFor="edition">{t("backoffice.queue.edition")}</label>
          <select id="edition" name="edition" defaultValue={edition}>
            <option value="">{t("backoffice.queue.any")}</option>
            <EditionOptions />
          </select>
        </div>
        <FilterActions />
      </Form>
      <p className="bo-summary" role="status">
        {t("backoffice.inbox.summary", { total: inbox.total })}
      </p>
      {inbox.items.length === 0 ? (
        <p className="bo-empty">{t("backoffice.inbox.empty")}</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0}>
          <table className="bo-table">
            <caption className="visually-hidden">{t("backoffice.inbox.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("backoffice.inbox.col.from")}</th>
                <th scope="col">{t("backoffice.inbox.col.status")}</th>
                <th scope="col">{t("backoffice.inbox.col.subject")}</th>
                <th scope="col" className="bo-wide">
                  {t("backoffice.queue.col.edition")}
                </th>
                <th scope="col" className="bo-wide">
                  {t("backoffice.inbox.col.received")}
                </th>
              </tr>
            </thead>
            <tbody>
              {inbox.items.map((m) => (
                <tr key={m.id}>
                  <th scope="row">
                    <Link to={`/inbox/${m.id}`} className="bo-name">
                      {m.name}
                    </Link>
                    <span className="bo-sub">{m.email}</span>
                  </th>
                  <td>
                    <span className="bo-badge" data-status={m.status}>
                      {t(`backoffice.inbox.status.${m.status}`)}
                    </span>
                  </td>
                  <td>
                    {m.subjectLabel}
                    {m.tradeNumber ? <span className="bo-sub">{m.tradeNumber}</span> : null}
                  </td>
                  <td className="bo-wide">{m.edition.toUpperCase()}</td>
                  <td className="bo-wide">{f.date(m.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={inbox.page} pages={inbox.pages} href={(p) => withParams({ page: p === 1 ? null : String(p) })} />
    </div>
  );
}

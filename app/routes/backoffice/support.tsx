import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/support";
import { searchSupport } from "../../../core/support/index.server.ts";
import { parseSupportQuery, SEARCH_KEYS, type SearchKey } from "../../../core/support/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { TradeTable } from "../../features/backoffice/support-bits.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { Field } from "../../ui/form.tsx";

import supportStyles from "../../ui/backoffice-support.css?url";
import { Notice } from "../../ui/notice.tsx";
import { Options } from "../../ui/options.tsx";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: supportStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Customers | Sellback back office" }];

const ROLES = ["support"] as const;

/** Customer service's search (support or admin, decision 0041): the same core function as GET /api/backoffice/support/search. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...ROLES);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const rawBy = url.searchParams.get("by") ?? "auto";
  const by: SearchKey = (SEARCH_KEYS as readonly string[]).includes(rawBy) ? (rawBy as SearchKey) : "auto";
  const erased = url.searchParams.get("erased") === "1";
  if (!q) return { q, by, erased, error: null, result: null };
  const query = parseSupportQuery(q, by);
  if (typeof query === "string") return { q, by, erased, error: `backoffice.support.error.${query}`, result: null };
  return { q, by, erased, error: null, result: await searchSupport(page.ctx.deps.database.db, query) };
}

export default function Support() {
  const t = useT();
  const f = useFormat();
  const { q, by, erased, error, result } = useLoaderData<typeof loader>();
  const none = result && result.customers.length === 0 && result.trades.length === 0;
  return (
    <div className="bo-page">
      <h1>{t("backoffice.support.title")}</h1>
      <Notice>{erased ? t("backoffice.support.erased") : null}</Notice>
      <Form method="get" className="bo-filters" role="search" aria-label={t("backoffice.support.title")} key={`${q}|${by}`}>
        <Field
          id="q"
          className="bo-search"
          label={t("backoffice.support.query")}
          hint={t("backoffice.support.queryHint")}
          error={error ? t(error) : undefined}
        >
          {(control) => <input {...control} type="search" defaultValue={q} maxLength={100} />}
        </Field>
        <div className="field">
          <label htmlFor="by">{t("backoffice.support.by")}</label>
          <select id="by" name="by" defaultValue={by}>
            <Options values={SEARCH_KEYS} label={(k) => t(`backoffice.support.by.${k}`)} />
          </select>
        </div>
        <div className="bo-filter-actions">
          <button type="submit">{t("backoffice.support.search")}</button>
        </div>
      </Form>
      {result ? (
        <p className="bo-summary" role="status">
          {t("backoffice.support.summary", { customers: result.customers.length, trades: result.trades.length })}
        </p>
      ) : null}
      {none ? <p className="bo-empty">{t("backoffice.support.empty")}</p> : null}
      {result && result.customers.length > 0 ? (
        <section aria-labelledby="bo-customers">
          <h2 id="bo-customers">{t("backoffice.support.customers")}</h2>
          <DataTable
            rows={result.customers}
            rowKey={(c) => c.customerId}
            columns={[
              {
                header: t("backoffice.support.col.customer"),
                rowHeader: true,
                cell: (c) => <Link to={`/support/customers/${c.customerId}`}>{c.name}</Link>,
              },
              { header: t("backoffice.support.col.email"), cellClassName: "bo-change", cell: (c) => c.email },
              { header: t("backoffice.support.col.number"), className: "bo-wide", cell: (c) => c.customerNumber },
              { header: t("backoffice.queue.col.edition"), className: "bo-wide", cell: (c) => c.edition.toUpperCase() },
              { header: t("backoffice.support.col.since"), className: "bo-wide", cell: (c) => f.date(c.createdAt) },
            ]}
          />
        </section>
      ) : null}
      {result && result.trades.length > 0 ? (
        <section aria-labelledby="bo-trades">
          <h2 id="bo-trades">{t("backoffice.support.trades")}</h2>
          <TradeTable trades={result.trades} withPerson />
        </section>
      ) : null}
    </div>
  );
}

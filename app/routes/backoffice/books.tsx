import { useMemo } from "react";
import { Form, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/books";
import { DATEV_REQUIRED_SETTINGS, dayText, journalPeriod, journalQuerySchema, type JournalQueryInput } from "../../../core/books/index.ts";
import { previewDatevJournal } from "../../../core/books/index.server.ts";
import { localDate } from "../../../core/editions/index.ts";
import { nowFrom, ProblemError, queryOf } from "../../../core/shared/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { useFormErrors } from "../../i18n/form-errors.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { EditionOptions } from "../../ui/list-page.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

import booksStyles from "../../ui/backoffice-books.css?url";
import payoutStyles from "../../ui/backoffice-payouts.css?url";

// the payout pages' styles (filters, lists), then this page's own
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: payoutStyles },
  { rel: "stylesheet", href: booksStyles },
];

export const meta: Route.MetaFunction = () => [{ title: "Books | Sellback back office" }];

const KINDS = ["payout", "return", "voucher"] as const;

/**
 * The DATEV payout journal (payout or admin; decision 0114): a period and an edition, the count and
 * sums of its bookings, and the download link of the DATEV file (the same core export as the API's).
 * Without the consultant and client numbers the page names the missing settings and offers no file.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "payout");
  const config = page.ctx.deps.config;
  const today = localDate(nowFrom(page.ctx.deps), config.OPERATOR_TIME_ZONE);
  const defaults = { from: dayText({ ...today, day: 1 }), to: dayText(today), edition: "all" };
  const missing = DATEV_REQUIRED_SETTINGS.filter((k) => config[k] === undefined);
  const accounts = {
    purchases: config.DATEV_ACCOUNT_PURCHASES,
    bank: config.DATEV_ACCOUNT_BANK,
    paypal: config.DATEV_ACCOUNT_PAYPAL,
    vouchers: config.DATEV_ACCOUNT_VOUCHERS,
    fiscalYearStart: config.DATEV_FISCAL_YEAR_START,
  };
  const base = { defaults, missing, accounts, summary: null, errors: null, query: null };
  if (!url.searchParams.has("from") && !url.searchParams.has("to")) return base;
  const parsed = journalQuerySchema.safeParse(queryOf(url.searchParams));
  if (!parsed.success)
    return { ...base, errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "from"), i.message])) };
  try {
    const period = journalPeriod(parsed.data, config.DATEV_FISCAL_YEAR_START);
    const summary = await previewDatevJournal(page.ctx.deps.database.db, { ...period, timeZone: config.OPERATOR_TIME_ZONE }, config);
    return { ...base, summary, query: parsed.data as JournalQueryInput };
  } catch (err) {
    if (!(err instanceof ProblemError) || err.status !== 422) throw err;
    return { ...base, errors: Object.fromEntries((err.errors ?? []).map((e) => [e.field, e.message])) };
  }
}

export default function Books() {
  const t = useT();
  const f = useFormat();
  const { defaults, missing, accounts, summary, errors: loadedErrors, query } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const errors: FormErrors | undefined = useFormErrors(
    useMemo(() => (loadedErrors ? { fields: loadedErrors } : undefined), [loadedErrors]),
  );
  const labels = { from: t("backoffice.books.from"), to: t("backoffice.books.to"), edition: t("backoffice.books.edition") };
  const current = (name: keyof typeof defaults) => params.get(name) ?? defaults[name];
  const download = query
    ? `/payouts/books/datev.csv?${new URLSearchParams({ from: query.from, to: query.to, edition: query.edition ?? "all" }).toString()}`
    : null;
  return (
    <div className="bo-page">
      <PageHeader back={{ to: "/payouts", label: t("backoffice.payouts.title") }} title={t("backoffice.books.title")} />
      <p className="bo-hint bo-books-intro">{t("backoffice.books.intro")}</p>
      <Notice tone="warn" data-testid="books-settings-missing">
        {missing.length ? t("backoffice.books.settingsMissing", { settings: missing.join(", ") }) : null}
      </Notice>
      <ErrorSummary errors={errors} labels={labels} />
      <section className="bo-card" aria-labelledby="books-period">
        <h2 id="books-period">{t("backoffice.books.period")}</h2>
        <p className="bo-hint">{t("backoffice.books.periodHint")}</p>
        <Form method="get" className="bo-filters bo-books-filters" key={params.toString()}>
          <Field id="from" label={labels.from} error={errors?.fields?.from}>
            {(a) => <input {...a} type="date" required defaultValue={current("from")} />}
          </Field>
          <Field id="to" label={labels.to} error={errors?.fields?.to}>
            {(a) => <input {...a} type="date" required defaultValue={current("to")} />}
          </Field>
          <Field id="edition" label={labels.edition} error={errors?.fields?.edition}>
            {(a) => (
              <select {...a} defaultValue={current("edition")}>
                <option value="all">{t("backoffice.books.allEditions")}</option>
                <EditionOptions />
              </select>
            )}
          </Field>
          <div className="bo-filter-actions">
            <button type="submit">{t("backoffice.books.show")}</button>
          </div>
        </Form>
        {summary && query ? (
          <div data-testid="books-summary" className="bo-books-summary">
            <p>
              {t("backoffice.books.result", {
                bookings: summary.bookings,
                from: query.from,
                to: query.to,
                total: f.money(summary.totalCents),
              })}
            </p>
            <DataTable
              caption={t("backoffice.books.kinds")}
              rows={KINDS.map((kind) => ({ kind, ...summary.byKind[kind] }))}
              rowKey={(r) => r.kind}
              columns={[
                { header: t("backoffice.books.kind"), rowHeader: true, cell: (r) => t(`backoffice.books.kind.${r.kind}`) },
                { header: t("backoffice.books.count"), numeric: true, cell: (r) => r.bookings },
                { header: t("backoffice.books.sum"), numeric: true, cell: (r) => f.money(r.totalCents) },
              ]}
            />
            {download && missing.length === 0 ? (
              <p>
                <a href={download} className="button bo-books-download" download data-testid="books-download">
                  {t("backoffice.books.download")}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        <p className="bo-hint">{t("backoffice.books.accounts", accounts)}</p>
      </section>
    </div>
  );
}

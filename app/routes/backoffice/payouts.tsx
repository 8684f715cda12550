import { useMemo } from "react";
import { Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/payouts";
import { createPayoutRun, listPayoutRuns, payoutsWaiting, previewPayoutRun } from "../../../core/payout/index.server.ts";
import {
  instantLimitCents,
  PAYOUT_METHODS,
  payoutRunRequestSchema,
  runRequestParts,
  type PayoutRunFilter,
  nextProposal,
  payoutSchedule,
} from "../../../core/payout/index.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { staffActor } from "../../../core/trade/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords, useFormErrors } from "../../i18n/form-errors.ts";
import { payoutFormAction } from "./payout-form.server.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";

import payoutStyles from "../../ui/backoffice-payouts.css?url";
import scheduleStyles from "../../ui/backoffice-payout-schedule.css?url";
import {
  ProposedRuns,
  runBadgeState,
  useMakerText,
  useRunStateText,
  WaitingPanel,
} from "../../features/backoffice/payout-schedule-bits.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { EditionOptions } from "../../ui/list-page.tsx";
import { StatusBadge } from "../../ui/status-badge.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Options } from "../../ui/options.tsx";
import { staffFormPost } from "./staff-form.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: payoutStyles },
  { rel: "stylesheet", href: scheduleStyles },
];

export const meta: Route.MetaFunction = () => [{ title: "Payouts | Sellback back office" }];

/** The form's fields as the run's filters (empty = all) and whether it is instant (decision 0111); errors as field → message key. */
function filterOf(fields: Record<string, string | undefined>): {
  filter: PayoutRunFilter | null;
  instant: boolean;
  errors: Record<string, string>;
} {
  const days = (fields.olderThanDays ?? "").trim();
  const parsed = payoutRunRequestSchema.safeParse({
    ...(fields.edition ? { edition: fields.edition } : {}),
    ...(fields.method ? { method: fields.method } : {}),
    ...(days ? { olderThanDays: /^\d+$/.test(days) ? Number(days) : Number.NaN } : {}),
    ...(fields.instant === "1" ? { instant: true } : {}),
  });
  if (parsed.success) return { ...runRequestParts(parsed.data), errors: {} };
  return {
    filter: null,
    instant: false,
    errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "olderThanDays"), i.message])),
  };
}

/** Payout runs (payout or admin): the preview of a new run's count and sum, and the runs so far. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "payout");
  const deps = page.ctx.deps;
  const now = nowFrom(deps);
  // proposals first (the schedule's runs waiting for a clerk's review), then the newest runs
  const runs = (await listPayoutRuns(deps.database.db)).sort((a, b) => Number(b.state === "proposed") - Number(a.state === "proposed"));
  // what waits, since when, its age against the customers' promise (decision 0110; it replaces the overdue notice of 0098)
  const waiting = await payoutsWaiting(deps.database.db, now);
  // the schedule's next slot (decision 0110): when the next proposal comes
  const next = nextProposal(
    now,
    payoutSchedule(deps.config.PAYOUT_RUN_TIMES, deps.config.PAYOUT_RUN_TIMES_BY_EDITION),
    deps.config.OPERATOR_TIME_ZONE,
  );
  const instantLimit = instantLimitCents(deps.config.SEPA_INSTANT_LIMIT_EUR);
  if (!url.searchParams.has("preview")) return { runs, waiting, next, instantLimit, preview: null, previewErrors: null };
  const { filter, instant, errors } = filterOf(Object.fromEntries(url.searchParams));
  if (!filter) return { runs, waiting, next, instantLimit, preview: null, previewErrors: errors };
  const preview = await previewPayoutRun(deps.database.db, filter, now, { instant, instantLimitCents: instantLimit });
  return { runs, waiting, next, instantLimit, preview: { filter, instant, ...preview }, previewErrors: null };
}

/** Makes the run (the same core call as POST /api/backoffice/payout-runs) and opens it. */
export async function action(args: Route.ActionArgs) {
  const { page, staff, form } = await staffFormPost(args, "payout");
  const deps = page.ctx.deps;
  return payoutFormAction(async () => {
    const { filter, instant, errors } = filterOf(form);
    if (!filter) return { errors: { fields: errors } };
    const run = await createPayoutRun(deps.database.db, {
      filter,
      instant,
      instantLimitCents: instantLimitCents(deps.config.SEPA_INSTANT_LIMIT_EUR),
      staff: staffActor(staff, "payout", page.ctx.clientKey),
      now: nowFrom(deps),
    });
    return redirect(`/payouts/${run.runId}?created=1`);
  });
}

export default function Payouts() {
  const t = useT();
  const f = useFormat();
  const stateText = useRunStateText();
  const makerText = useMakerText();
  const { runs, waiting, next, instantLimit, preview, previewErrors } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors } | undefined);
  const [params] = useSearchParams();
  const loaded = useFormErrors(useMemo(() => (previewErrors ? { fields: previewErrors } : undefined), [previewErrors]));
  const errors: FormErrors | undefined = loaded ?? result?.errors;
  const labels = {
    edition: t("backoffice.payouts.edition"),
    method: t("backoffice.payouts.method"),
    olderThanDays: t("backoffice.payouts.days"),
  };
  const current = (name: string) => params.get(name) ?? "";
  const filterText = (filter: PayoutRunFilter) =>
    [
      filter.edition ? filter.edition.toUpperCase() : t("backoffice.payouts.allEditions"),
      filter.method ? t(`backoffice.payouts.method.${filter.method}`) : t("backoffice.payouts.allMethods"),
      ...(filter.olderThanDays ? [`≥ ${filter.olderThanDays} d`] : []),
    ].join(", ");
  return (
    <div className="bo-page">
      <h1>{t("backoffice.payouts.title")}</h1>
      <p>
        <Link to="/payouts/bank-files" className="bo-link" data-testid="bank-files-link">
          {t("backoffice.bankPage.link")}
        </Link>
        {" · "}
        <Link to="/payouts/books" className="bo-link" data-testid="books-link">
          {t("backoffice.books.link")}
        </Link>
      </p>
      <WaitingPanel waiting={waiting} next={next} />
      <ProposedRuns runs={runs.filter((r) => r.state === "proposed")} />
      <Notice>{params.get("discarded") ? t("backoffice.payouts.discarded", { runId: params.get("discarded") ?? "" }) : null}</Notice>
      <ErrorSummary errors={errors} labels={labels} />
      <section className="bo-card" aria-labelledby="payout-new">
        <h2 id="payout-new">{t("backoffice.payouts.new")}</h2>
        <Form method="get" className="bo-filters bo-payout-filters" key={params.toString()}>
          <input type="hidden" name="preview" value="1" />
          <Field id="edition" label={labels.edition} error={errors?.fields?.edition}>
            {(a) => (
              <select {...a} defaultValue={current("edition")}>
                <option value="">{t("backoffice.payouts.allEditions")}</option>
                <EditionOptions />
              </select>
            )}
          </Field>
          <Field id="method" label={labels.method} error={errors?.fields?.method}>
            {(a) => (
              <select {...a} defaultValue={current("method")}>
                <option value="">{t("backoffice.payouts.allMethods")}</option>
                <Options values={PAYOUT_METHODS} label={(m) => t(`backoffice.payouts.method.${m}`)} />
              </select>
            )}
          </Field>
          <Field
            id="olderThanDays"
            label={labels.olderThanDays}
            hint={t("backoffice.payouts.daysHint")}
            error={errors?.fields?.olderThanDays}
          >
            {(a) => (
              <input
                {...a}
                type="text"
                inputMode="numeric"
                className="bo-short"
                defaultValue={current("olderThanDays")}
                autoComplete="off"
              />
            )}
          </Field>
          <div className="bo-payout-instant">
            <input
              id="instant"
              name="instant"
              type="checkbox"
              value="1"
              defaultChecked={current("instant") === "1"}
              aria-describedby="instant-hint"
            />
            <div>
              <label htmlFor="instant">{t("backoffice.payoutInstant.label")}</label>
              <p className="bo-hint" id="instant-hint">
                {t("backoffice.payoutInstant.hint", { limit: f.money(instantLimit) })}
              </p>
            </div>
          </div>
          <div className="bo-filter-actions">
            <button type="submit">{t("backoffice.payouts.preview")}</button>
          </div>
        </Form>
        {preview ? (
          <div data-testid="payout-preview">
            <Notice>
              {t("backoffice.payouts.previewResult", {
                trades: preview.trades,
                total: f.money(preview.totalCents),
                sepa: preview.sepa,
                paypal: preview.paypal,
              })}
            </Notice>
            {preview.held || preview.invalidAccount ? (
              <p className="bo-hint">{t("backoffice.payouts.leftOut", { held: preview.held, invalid: preview.invalidAccount })}</p>
            ) : null}
            {preview.aboveInstantLimit ? (
              <p className="bo-hint" data-testid="payout-above-instant-limit">
                {t("backoffice.payoutInstant.aboveLimit", { count: preview.aboveInstantLimit, limit: f.money(instantLimit) })}
              </p>
            ) : null}
            {preview.invalidAccounts.length ? (
              <div data-testid="payout-invalid">
                <p className="bo-hint">{t("backoffice.payouts.invalidList")}</p>
                <ul className="bo-payout-list">
                  {preview.invalidAccounts.map((i) => (
                    <li key={i.tradeNumber}>
                      <Link to={`/trades/${i.tradeNumber}`}>{i.tradeNumber}</Link>: {t(`backoffice.payouts.invalidReason.${i.reason}`)}
                    </li>
                  ))}
                </ul>
                {preview.invalidAccount > preview.invalidAccounts.length ? (
                  <p className="bo-hint">
                    {t("backoffice.payouts.invalidMore", { count: preview.invalidAccount - preview.invalidAccounts.length })}
                  </p>
                ) : null}
              </div>
            ) : null}
            {preview.trades > 0 ? (
              <Form method="post">
                {preview.filter.edition ? <input type="hidden" name="edition" value={preview.filter.edition} /> : null}
                {preview.filter.method ? <input type="hidden" name="method" value={preview.filter.method} /> : null}
                {preview.filter.olderThanDays ? <input type="hidden" name="olderThanDays" value={preview.filter.olderThanDays} /> : null}
                {preview.instant ? <input type="hidden" name="instant" value="1" /> : null}
                <button type="submit">{t("backoffice.payouts.create")}</button>
              </Form>
            ) : null}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="payout-runs">
        <h2 id="payout-runs" className="bo-payout-heading">
          {t("backoffice.payouts.runs")}
        </h2>
        {runs.length === 0 ? (
          <p className="bo-empty">{t("backoffice.payouts.none")}</p>
        ) : (
          <DataTable
            caption={t("backoffice.payouts.runs")}
            rows={runs}
            rowKey={(r) => r.runId}
            columns={[
              { header: t("backoffice.payouts.run"), rowHeader: true, cell: (r) => <Link to={`/payouts/${r.runId}`}>{r.runId}</Link> },
              {
                header: t("backoffice.payouts.state"),
                cell: (r) => <StatusBadge state={runBadgeState(r.state)} label={stateText(r.state)} />,
              },
              { header: t("backoffice.payouts.trades"), numeric: true, cell: (r) => r.trades },
              { header: t("backoffice.payouts.total"), numeric: true, cell: (r) => f.money(r.totalCents) },
              {
                header: t("backoffice.payouts.filters"),
                className: "bo-wide",
                cell: (r) => [filterText(r.filters), ...(r.instant ? [t("backoffice.payoutInstant.instant")] : [])].join(", "),
              },
              {
                header: t("backoffice.payouts.createdBy"),
                cell: (r) => (
                  <>
                    <span className="bo-name">{makerText(r)}</span>
                    <span className="bo-sub">{f.date(r.createdAt)}</span>
                  </>
                ),
              },
              { header: t("backoffice.payouts.confirmedBy"), className: "bo-wide", cell: (r) => r.confirmedBy ?? "–" },
            ]}
          />
        )}
      </section>
    </div>
  );
}

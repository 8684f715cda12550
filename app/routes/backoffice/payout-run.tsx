import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/payout-run";
import { payoutStep, returnedTransferSchema, runIdOf, staffReasonMessage } from "../../../core/payout/index.ts";
import {
  confirmPayoutRun,
  discardPayoutRun,
  getPayoutRun,
  markTransferReturned,
  releasePayoutRun,
  payoutRunPaypalView,
  paypalApiOn,
  type PaypalRunView,
  type PayoutRunItemView,
} from "../../../core/payout/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { staffActor } from "../../../core/trade/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { ConfirmPanel, isConfirmed } from "../../ui/confirm-step.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import { payoutFormAction } from "./payout-form.server.ts";

import { DataTable } from "../../ui/data-table.tsx";
import payoutStyles from "../../ui/backoffice-payouts.css?url";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { staffFormPost } from "./staff-form.server.ts";
import { useDateTimeText } from "../../ui/date-time.tsx";
import scheduleStyles from "../../ui/backoffice-payout-schedule.css?url";
import {
  ReleasedNote,
  ReleasePanel,
  runBadgeState,
  useMakerText,
  useRunStateText,
} from "../../features/backoffice/payout-schedule-bits.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: payoutStyles },
  { rel: "stylesheet", href: scheduleStyles },
];

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Payout run ${params.runId} | Sellback back office` }];

/** At most this many transfers are listed on the page (the files and the API have them all). */
const SHOWN = 1000;

async function runOf(db: Parameters<typeof getPayoutRun>[0], raw: string | undefined, url: URL) {
  const runId = runIdOf(raw);
  const found = runId ? await getPayoutRun(db, runId) : null;
  if (!found) throw pageNotFound(url.pathname, "noEntity");
  return found;
}

/**
 * One run (payout or admin): its transfers, sums and files; confirm as sent; mark a transfer
 * returned. `?step=confirm|discard|returned&trade=…` shows that action's confirmation step with what
 * it moves (decision 0085), when the action applies to the run as it is.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "payout");
  const { run, items } = await runOf(page.ctx.deps.database.db, params.runId, url);
  // four eyes: neither the maker nor the releaser of a proposal confirms it (decision 0110)
  const ownRun = run.createdByStaffId === staff.staff.id || run.releasedByStaffId === staff.staff.id;
  const step = payoutStep({ state: run.state, ownRun }, items, url.searchParams.get("step"), url.searchParams.get("trade"));
  // PayPal's API on (decision 0112): the batch and each item's PayPal status instead of the CSV
  const paypal = paypalApiOn(page.ctx.deps.config) ? await payoutRunPaypalView(page.ctx.deps.database.db, run.runId) : null;
  return {
    run,
    items: items.slice(0, SHOWN),
    more: Math.max(0, items.length - SHOWN),
    ownRun,
    ownRelease: run.releasedByStaffId === staff.staff.id,
    step,
    paypal,
  };
}

/**
 * The same core calls as POST …/confirm, …/discard and …/items/{n}/returned, but only from the
 * confirmation step: a post without `confirm=yes` changes nothing and answers 422 (decision 0085).
 */
export async function action(args: Route.ActionArgs) {
  const { params, url } = args;
  const { page, staff, form } = await staffFormPost(args, "payout");
  const deps = page.ctx.deps;
  const { run } = await runOf(deps.database.db, params.runId, url);
  const actor = staffActor(staff, "payout", page.ctx.clientKey);
  // releasing a proposal is the review's own button (the page is the step; decision 0110), the same core call as POST …/release
  if (form.intent === "release")
    return payoutFormAction(async () => {
      await releasePayoutRun(deps.database.db, { runId: run.runId, staff: actor, now: nowFrom(deps) });
      return redirect(`/payouts/${run.runId}?released=1`);
    });
  if (!isConfirmed(form)) return data({ errors: { form: "backoffice.payouts.error.confirmMissing" } }, { status: 422 });
  return payoutFormAction(async () => {
    if (form.intent === "confirm") {
      await confirmPayoutRun(deps.database.db, {
        runId: run.runId,
        staff: actor,
        now: nowFrom(deps),
        locale: page.language,
        paypalApi: paypalApiOn(deps.config),
      });
      return redirect(`/payouts/${run.runId}?confirmed=1`);
    }
    if (form.intent === "discard") {
      await discardPayoutRun(deps.database.db, { runId: run.runId, staff: actor, now: nowFrom(deps) });
      return redirect(`/payouts?discarded=${run.runId}`);
    }
    const tradeNumber = form.tradeNumber ?? "";
    const parsed = returnedTransferSchema.safeParse({ reason: form.reason ?? "" });
    if (!parsed.success) return { errors: { fields: { [`reason-${tradeNumber}`]: parsed.error.issues[0]!.message } } };
    await markTransferReturned(deps.database.db, {
      runId: run.runId,
      tradeNumber,
      reason: parsed.data.reason,
      staff: actor,
      now: nowFrom(deps),
      locale: page.language,
    });
    return redirect(`/payouts/${run.runId}?returned=${encodeURIComponent(tradeNumber)}`);
  });
}

export default function PayoutRun() {
  const t = useT();
  const f = useFormat();
  const { run, items, more, ownRun, ownRelease, step, paypal } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors } | undefined);
  const [params] = useSearchParams();
  const returned = params.get("returned");
  const labels = Object.fromEntries(
    items.map((i) => [`reason-${i.tradeNumber}`, `${i.tradeNumber}: ${t("backoffice.payouts.returnReason")}`]),
  );
  const dateTime = useDateTimeText();
  const stateText = useRunStateText();
  const makerText = useMakerText();
  const files = [
    { name: "sepa.xml", label: "backoffice.payouts.sepaFile", count: run.sepaCount },
    { name: "paypal.csv", label: "backoffice.payouts.paypalFile", count: paypal ? 0 : run.paypalCount },
  ];
  return (
    <div className="bo-page bo-payout-run">
      <PageHeader
        back={{ to: "/payouts", label: t("backoffice.payouts.back") }}
        title={t("backoffice.payouts.runTitle", { runId: run.runId })}
      >
        <span className="bo-badge" data-state={runBadgeState(run.state)} data-testid="run-state">
          {stateText(run.state)}
        </span>
        <p className="bo-amount">{f.money(run.totalCents)}</p>
      </PageHeader>
      <Notice>{params.has("created") && !result ? t("backoffice.payouts.created", { runId: run.runId }) : null}</Notice>
      <Notice>{params.has("confirmed") && !result ? t("backoffice.payouts.confirmed") : null}</Notice>
      <Notice>{params.has("released") && !result ? t("backoffice.payoutSchedule.run.released") : null}</Notice>
      <Notice>{returned && !result ? t("backoffice.payouts.returned", { tradeNumber: returned }) : null}</Notice>
      <ErrorSummary errors={result?.errors} labels={labels} />
      {step ? (
        <ConfirmPanel
          key={`${step.kind}-${step.tradeNumber ?? ""}`}
          id={`step-${step.kind}`}
          title={t(`backoffice.payouts.step.${step.kind}.title`, { runId: run.runId, tradeNumber: step.tradeNumber ?? "" })}
          text={t(`backoffice.payouts.step.${step.kind}.text`, {
            runId: run.runId,
            count: step.count,
            total: f.money(step.totalCents),
            tradeNumber: step.tradeNumber ?? "",
            amount: f.money(step.totalCents),
          })}
          intent={step.kind}
          button={t(`backoffice.payouts.step.${step.kind}.button`)}
          cancel={{ to: `/payouts/${run.runId}`, label: t("backoffice.payouts.step.cancel") }}
        >
          {step.tradeNumber ? (
            <>
              <input type="hidden" name="tradeNumber" value={step.tradeNumber} />
              <Field
                id={`reason-${step.tradeNumber}`}
                name="reason"
                label={t("backoffice.payouts.returnReason")}
                error={result?.errors?.fields?.[`reason-${step.tradeNumber}`]}
              >
                {(a) => <input {...a} type="text" maxLength={200} />}
              </Field>
            </>
          ) : null}
        </ConfirmPanel>
      ) : null}
      {run.state === "proposed" ? <ReleasePanel proposedAt={run.createdAt} /> : null}
      <div className="bo-detail">
        <section className="bo-card" aria-labelledby="run-facts">
          <h2 id="run-facts">{t("backoffice.payouts.run")}</h2>
          <dl className="bo-facts">
            <dt>{t("backoffice.payouts.trades")}</dt>
            <dd>{run.trades}</dd>
            {run.sepaCount > 0 ? (
              <>
                <dt>{t("backoffice.payoutInstant.kind")}</dt>
                <dd data-testid="run-instant">
                  {t(run.instant ? "backoffice.payoutInstant.instant" : "backoffice.payoutInstant.standard")}
                </dd>
              </>
            ) : null}
            <dt>{t("backoffice.payouts.total")}</dt>
            <dd>{f.money(run.totalCents)}</dd>
            <dt>{t("backoffice.payouts.createdBy")}</dt>
            <dd>
              {makerText(run)}, {dateTime(run.createdAt)}
            </dd>
            {run.releasedBy && run.releasedAt ? (
              <>
                <dt>{t("backoffice.payoutSchedule.run.releasedLabel")}</dt>
                <dd>
                  {run.releasedBy}, {dateTime(run.releasedAt)}
                </dd>
              </>
            ) : null}
            <dt>{t("backoffice.payouts.confirmedBy")}</dt>
            <dd>{run.confirmedBy && run.confirmedAt ? `${run.confirmedBy}, ${dateTime(run.confirmedAt)}` : "–"}</dd>
            {run.state === "confirmed" && run.sepaCount > 0 ? (
              <>
                <dt>{t("backoffice.bankPage.run.executed")}</dt>
                <dd data-testid="run-executed">
                  {run.executedAt
                    ? t("backoffice.bankPage.run.executedAt", { date: dateTime(run.executedAt) })
                    : t("backoffice.bankPage.run.notExecuted")}
                </dd>
              </>
            ) : null}
            <dt>{t("backoffice.payouts.messageId")}</dt>
            <dd className="bo-mono">{run.sepaMessageId}</dd>
          </dl>
        </section>
        <section className="bo-card" aria-labelledby="run-files">
          <h2 id="run-files">{t("backoffice.payouts.files")}</h2>
          {run.sepaCount === 0 && run.paypalCount === 0 ? <p>{t("backoffice.payouts.noFile")}</p> : null}
          {/* no `download` attribute: the files come as attachments, and a file the run's values no longer pass answers 409 with its reason, shown in the tab (decision 0067) */}
          <ul className="bo-payout-list">
            {files
              .filter((file) => file.count > 0)
              .map((file) => (
                <li key={file.name}>
                  <a className="bo-link" href={`/payouts/${run.runId}/${file.name}`}>
                    {t(file.label, { count: file.count })}
                  </a>
                </li>
              ))}
          </ul>
          {paypal && run.paypalCount > 0 ? <PaypalBatch view={paypal} count={run.paypalCount} /> : null}
          {run.state === "open" && run.releasedBy && run.releasedAt ? <ReleasedNote by={run.releasedBy} at={run.releasedAt} /> : null}
          {run.state === "open" ? (
            ownRun ? (
              <p className="bo-notice bo-notice--warn" data-testid="own-run">
                {t(ownRelease ? "backoffice.payoutSchedule.run.ownRelease" : "backoffice.payouts.ownRun")}
              </p>
            ) : (
              <StepButton id="confirm" step="confirm" hint={t("backoffice.payouts.confirmHint")} label={t("backoffice.payouts.confirm")} />
            )
          ) : null}
          {run.state === "open" ? (
            <StepButton
              className="bo-payout-discard"
              id="discard"
              step="discard"
              hint={t("backoffice.payouts.discardHint")}
              label={t("backoffice.payouts.discard")}
            />
          ) : null}
        </section>
      </div>
      <section aria-labelledby="run-items">
        <h2 id="run-items" className="bo-payout-heading">
          {t("backoffice.payouts.items")}
        </h2>
        <DataTable
          caption={t("backoffice.payouts.items")}
          stacked
          rows={items}
          rowKey={(i) => i.tradeNumber}
          rowAttributes={() => ({ "data-testid": "payout-item" })}
          columns={[
            {
              header: t("backoffice.payouts.trade"),
              rowHeader: true,
              cell: (i) => <Link to={`/trades/${i.tradeNumber}`}>{i.tradeNumber}</Link>,
            },
            { header: t("backoffice.payouts.amount"), numeric: true, cell: (i) => f.money(i.amountCents) },
            {
              header: t("backoffice.payouts.account"),
              // one block per cell: stacked on a phone, the cell is a grid of its label and one value
              cell: (i) => (
                <div>
                  <span className="bo-name">{t(`backoffice.payouts.method.${i.method}`)}</span>
                  <span className="bo-sub bo-mono bo-payout-account">{i.account}</span>
                  {i.creditorName ? <span className="bo-sub">{i.creditorName}</span> : null}
                </div>
              ),
            },
            {
              header: t("backoffice.payouts.endToEnd"),
              className: "bo-wide",
              // the value in the monospace face, not the cell: stacked on a phone, the cell also shows its label
              cell: (i) => <span className="bo-mono">{i.endToEndId}</span>,
            },
            {
              header: t("backoffice.payouts.itemState"),
              cellClassName: "bo-payout-state",
              cell: (i) => (
                <div>
                  <span className="bo-name">{t(`backoffice.payouts.itemState.${i.state}`)}</span>
                  <ReturnFacts item={i} />
                  {paypal && i.method === "paypal" ? <PaypalItemStatus status={paypal.items[i.tradeNumber] ?? null} /> : null}
                  {run.state === "confirmed" && i.state === "paid" ? (
                    <StepButton
                      className="bo-inline-form"
                      step="returned"
                      trade={i.tradeNumber}
                      label={t("backoffice.payouts.markReturned")}
                    />
                  ) : null}
                </div>
              ),
            },
          ]}
        />
        {more > 0 ? <p className="bo-hint">+ {more}</p> : null}
      </section>
    </div>
  );
}

/** The first step of a money action: opens the page with its confirmation step (a GET form, no script needed). */
function StepButton(props: { step: string; label: string; hint?: string; id?: string; trade?: string; className?: string }) {
  const hintId = props.id && props.hint ? `${props.id}-hint` : undefined;
  return (
    <Form method="get" className={props.className}>
      {props.trade ? <input type="hidden" name="trade" value={props.trade} /> : null}
      {hintId ? (
        <p className="bo-hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      <button type="submit" name="step" value={props.step} aria-describedby={hintId}>
        {props.label}
      </button>
    </Form>
  );
}

/** A returned transfer: the reason in words (by its code) or as staff typed it, who found it, and whether the customer answered. */
function ReturnFacts({ item }: { item: PayoutRunItemView }) {
  const t = useT();
  if (item.state !== "returned") return null;
  return (
    <>
      {/* by its code in the reader's language; a reason staff typed as they typed it */}
      {item.returnCode ? (
        <span className="bo-sub" data-testid="return-code">
          {item.returnCode}: {t(staffReasonMessage(item.returnCode))}
        </span>
      ) : item.returnReason ? (
        <span className="bo-sub">{item.returnReason}</span>
      ) : null}
      {item.returnSource ? <span className="bo-sub">{t(`backoffice.bankPage.run.source.${item.returnSource}`)}</span> : null}
      <span className="bo-sub">{t(item.correctedAt ? "backoffice.bankPage.run.corrected" : "backoffice.bankPage.run.waiting")}</span>
    </>
  );
}

/** The run's PayPal batch with PayPal's API on (decision 0112): before confirming, what will happen; after, its id and status. */
function PaypalBatch({ view, count }: { view: PaypalRunView; count: number }) {
  const t = useT();
  const dateTime = useDateTimeText();
  if (!view.batchStatus) return <p data-testid="paypal-api">{t("backoffice.paypal.viaApi", { count })}</p>;
  const known = ["QUEUED", "NEEDS_CHECK", "REFUSED", "PENDING", "PROCESSING", "SUCCESS", "DENIED", "CANCELED"];
  return (
    <div data-testid="paypal-batch">
      <h3>{t("backoffice.paypal.batch")}</h3>
      <dl className="bo-facts">
        <dt>{t("backoffice.paypal.batchStatus")}</dt>
        <dd data-testid="paypal-batch-status">
          {known.includes(view.batchStatus) ? t(`backoffice.paypal.batchState.${view.batchStatus}`) : view.batchStatus}
        </dd>
        <dt>{t("backoffice.paypal.batchId")}</dt>
        <dd className="bo-mono">{view.batchId ?? "–"}</dd>
        <dt>{t("backoffice.paypal.submittedAt")}</dt>
        <dd>{view.submittedAt ? dateTime(view.submittedAt) : "–"}</dd>
        <dt>{t("backoffice.paypal.checkedAt")}</dt>
        <dd>{view.checkedAt ? dateTime(view.checkedAt) : "–"}</dd>
      </dl>
    </div>
  );
}

const PAYPAL_ITEM_STATUSES = [
  "SUCCESS",
  "PENDING",
  "ONHOLD",
  "UNCLAIMED",
  "RETURNED",
  "FAILED",
  "BLOCKED",
  "DENIED",
  "REFUNDED",
  "REVERSED",
];

/** A PayPal item's status as PayPal last reported it. */
function PaypalItemStatus({ status }: { status: string | null }) {
  const t = useT();
  const words =
    status && PAYPAL_ITEM_STATUSES.includes(status) ? t(`backoffice.paypal.item.${status}`) : (status ?? t("backoffice.paypal.notYet"));
  return (
    <span className="bo-sub" data-testid="paypal-item-status">
      {t("backoffice.paypal.itemStatus")}: {words}
    </span>
  );
}

import { Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/payout-run";
import { returnedTransferSchema, runIdOf } from "../../../core/payout/index.ts";
import { confirmPayoutRun, discardPayoutRun, getPayoutRun, markTransferReturned } from "../../../core/payout/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { staffActor } from "../../../core/trade/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { ConfirmStep } from "../../ui/confirm-step.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import { payoutFormAction } from "./payout-form.server.ts";

import { DataTable } from "../../ui/data-table.tsx";
import payoutStyles from "../../ui/backoffice-payouts.css?url";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { staffFormPost } from "./staff-form.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: payoutStyles }];

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Payout run ${params.runId} | Sellback back office` }];

/** At most this many transfers are listed on the page (the files and the API have them all). */
const SHOWN = 1000;

async function runOf(db: Parameters<typeof getPayoutRun>[0], raw: string | undefined, url: URL) {
  const runId = runIdOf(raw);
  const found = runId ? await getPayoutRun(db, runId) : null;
  if (!found) throw pageNotFound(url.pathname, "noEntity");
  return found;
}

/** One run (payout or admin): its transfers, sums and files; confirm as sent; mark a transfer returned. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "payout");
  const { run, items } = await runOf(page.ctx.deps.database.db, params.runId, url);
  return { run, items: items.slice(0, SHOWN), more: Math.max(0, items.length - SHOWN), ownRun: run.createdByStaffId === staff.staff.id };
}

/** The same core calls as POST …/confirm and …/items/{n}/returned. */
export async function action(args: Route.ActionArgs) {
  const { params, url } = args;
  const { page, staff, form } = await staffFormPost(args, "payout");
  const deps = page.ctx.deps;
  const { run } = await runOf(deps.database.db, params.runId, url);
  const actor = staffActor(staff, "payout", page.ctx.clientKey);
  return payoutFormAction(async () => {
    if (form.intent === "confirm") {
      await confirmPayoutRun(deps.database.db, { runId: run.runId, staff: actor, now: nowFrom(deps), locale: page.language });
      return { done: "confirmed" as const };
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
    return { done: "returned" as const, tradeNumber };
  });
}

export default function PayoutRun() {
  const t = useT();
  const f = useFormat();
  const { run, items, more, ownRun } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(
    useActionData<typeof action>() as { errors?: FormErrors; done?: "confirmed" | "returned"; tradeNumber?: string } | undefined,
  );
  const [params] = useSearchParams();
  const labels = Object.fromEntries(
    items.map((i) => [`reason-${i.tradeNumber}`, `${i.tradeNumber}: ${t("backoffice.payouts.returnReason")}`]),
  );
  const dateTime = (iso: string) => `${f.date(iso)} ${iso.slice(11, 16)} UTC`;
  const files = [
    { name: "sepa.xml", label: "backoffice.payouts.sepaFile", count: run.sepaCount },
    { name: "paypal.csv", label: "backoffice.payouts.paypalFile", count: run.paypalCount },
  ];
  return (
    <div className="bo-page bo-payout-run">
      <PageHeader
        back={{ to: "/payouts", label: t("backoffice.payouts.back") }}
        title={t("backoffice.payouts.runTitle", { runId: run.runId })}
      >
        <span className="bo-badge" data-state={run.state === "confirmed" ? "paid" : "payout_pending"} data-testid="run-state">
          {t(`backoffice.payouts.state.${run.state}`)}
        </span>
        <p className="bo-amount">{f.money(run.totalCents)}</p>
      </PageHeader>
      <Notice>{params.has("created") && !result ? t("backoffice.payouts.created", { runId: run.runId }) : null}</Notice>
      <Notice>{result?.done === "confirmed" ? t("backoffice.payouts.confirmed") : null}</Notice>
      <Notice>{result?.done === "returned" ? t("backoffice.payouts.returned", { tradeNumber: result.tradeNumber ?? "" }) : null}</Notice>
      <ErrorSummary errors={result?.errors} labels={labels} />
      <div className="bo-detail">
        <section className="bo-card" aria-labelledby="run-facts">
          <h2 id="run-facts">{t("backoffice.payouts.run")}</h2>
          <dl className="bo-facts">
            <dt>{t("backoffice.payouts.trades")}</dt>
            <dd>{run.trades}</dd>
            <dt>{t("backoffice.payouts.total")}</dt>
            <dd>{f.money(run.totalCents)}</dd>
            <dt>{t("backoffice.payouts.createdBy")}</dt>
            <dd>
              {run.createdBy}, {dateTime(run.createdAt)}
            </dd>
            <dt>{t("backoffice.payouts.confirmedBy")}</dt>
            <dd>{run.confirmedBy && run.confirmedAt ? `${run.confirmedBy}, ${dateTime(run.confirmedAt)}` : "–"}</dd>
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
          {run.state === "open" ? (
            ownRun ? (
              <p className="bo-notice bo-notice--warn" data-testid="own-run">
                {t("backoffice.payouts.ownRun")}
              </p>
            ) : (
              <ConfirmStep
                id="confirm"
                text={t("backoffice.payouts.confirmHint")}
                intent="confirm"
                button={t("backoffice.payouts.confirm")}
              />
            )
          ) : null}
          {run.state === "open" ? (
            <ConfirmStep
              className="bo-payout-discard"
              id="discard"
              text={t("backoffice.payouts.discardHint")}
              intent="discard"
              button={t("backoffice.payouts.discard")}
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
              cell: (i) => (
                <>
                  <span className="bo-name">{t(`backoffice.payouts.method.${i.method}`)}</span>
                  <span className="bo-sub bo-mono bo-payout-account">{i.account}</span>
                  {i.creditorName ? <span className="bo-sub">{i.creditorName}</span> : null}
                </>
              ),
            },
            { header: t("backoffice.payouts.endToEnd"), className: "bo-wide", cellClassName: "bo-mono", cell: (i) => i.endToEndId },
            {
              header: t("backoffice.payouts.itemState"),
              cellClassName: "bo-payout-state",
              cell: (i) => (
                <>
                  <span className="bo-name">{t(`backoffice.payouts.itemState.${i.state}`)}</span>
                  {i.returnReason ? <span className="bo-sub">{i.returnReason}</span> : null}
                  {run.state === "confirmed" && i.state === "paid" ? (
                    <Form method="post" className="bo-inline-form">
                      <input type="hidden" name="tradeNumber" value={i.tradeNumber} />
                      <Field
                        id={`reason-${i.tradeNumber}`}
                        name="reason"
                        label={<span className="visually-hidden">{labels[`reason-${i.tradeNumber}`]}</span>}
                        error={result?.errors?.fields?.[`reason-${i.tradeNumber}`]}
                        errorAfter
                      >
                        {(a) => <input {...a} type="text" maxLength={200} placeholder={t("backoffice.payouts.returnReason")} />}
                      </Field>
                      <button type="submit" name="intent" value="returned">
                        {t("backoffice.payouts.markReturned")}
                      </button>
                    </Form>
                  ) : null}
                </>
              ),
            },
          ]}
        />
        {more > 0 ? <p className="bo-hint">+ {more}</p> : null}
      </section>
    </div>
  );
}

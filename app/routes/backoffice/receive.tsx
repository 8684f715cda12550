import { useEffect, useRef } from "react";
import { Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/receive";
import {
  devicesFoundSchema,
  receiveShipment,
  receiveTrade,
  receivingShipment,
  receivingTrade,
  scannedCode,
  staffActor,
  type ReceiveRefusal,
  type ReceivingTrade,
  type ShipmentReceipt,
} from "../../../core/trade/index.server.ts";
import { shipmentNumber } from "../../../core/partner-users/index.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { formAction } from "../../../server/http/form-action.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { StateBadge } from "../../features/backoffice/bits.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { Notice } from "../../ui/notice.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { ConfirmPanel, isConfirmed } from "../../ui/confirm-step.tsx";
import { DateTime, useDateTimeText } from "../../ui/date-time.tsx";
import { StatusBadge } from "../../ui/status-badge.tsx";
import { staffFormPost } from "./staff-form.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Receive a parcel | Sellback back office" }];

/**
 * The scanned parcel (inspector or admin; issue 29, decision 0088): `?number=` holds what the scanner
 * typed. A trade number shows the trade's models, customer and city, and why it cannot be received
 * when it cannot; a store shipment's number ("SS-000042") shows its packing list, and `step=receive`
 * the step that receives all of it. Any other text searches the trades still waiting for their parcel.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "inspector");
  const raw = (url.searchParams.get("number") ?? "").trim();
  const code = scannedCode(raw);
  if (raw && !code) throw redirect(`/trades?state=created&q=${encodeURIComponent(raw)}`);
  const db = page.ctx.deps.database.db;
  if (code?.kind === "trade")
    return { number: code.tradeNumber, trade: await receivingTrade(db, code.tradeNumber), shipment: null, step: false };
  if (code?.kind === "shipment")
    return {
      number: shipmentNumber(code.shipmentId),
      trade: null,
      shipment: await receivingShipment(db, code.shipmentId),
      step: url.searchParams.get("step") === "receive",
    };
  return { number: "", trade: null, shipment: null, step: false };
}

type ActionResult = {
  errors?: FormErrors;
  done?: { number: string; count: number };
  shipmentDone?: ShipmentReceipt & { number: string };
};

/** Receives the scanned trade (the same core call as POST /api/backoffice/trades/{n}/receive) or, with `intent=receiveShipment`, the whole shipment. */
export async function action(args: Route.ActionArgs) {
  const { page, staff, form } = await staffFormPost(args, "inspector");
  const deps = page.ctx.deps;
  const common = {
    db: deps.database.db,
    mailer: deps.mailer,
    originFor: (t: { edition: Parameters<typeof mailOrigin>[1] }) => mailOrigin(deps.config, t.edition),
    staff: staffActor(staff, "inspector", page.ctx.clientKey),
    now: nowFrom(deps),
    locale: page.language,
  };
  return formAction(async (): Promise<ActionResult> => {
    const code = scannedCode(form.number);
    if (form.intent === "receiveShipment") {
      if (code?.kind !== "shipment")
        throw new ProblemError(422, "validation", undefined, [{ field: "number", message: "backoffice.receive.shipment.invalid" }]);
      if (!isConfirmed(form)) throw new ProblemError(422, "validation", "backoffice.receive.shipment.unconfirmed");
      const receipt = await receiveShipment({ ...common, shipmentId: code.shipmentId });
      return { shipmentDone: { ...receipt, number: shipmentNumber(code.shipmentId) } };
    }
    if (code?.kind !== "trade") return { errors: { fields: { number: "backoffice.receive.numberMissing" } } };
    const parsed = devicesFoundSchema.safeParse((form.devicesFound ?? "").trim() === "" ? undefined : form.devicesFound);
    if (!parsed.success) return { errors: { fields: { devicesFound: "backoffice.receive.devicesMissing" } } };
    const trade = await receiveTrade({ ...common, tradeNumber: code.tradeNumber, devicesFound: parsed.data });
    return { done: { number: trade.tradeNumber, count: parsed.data } };
  });
}

/** Why a trade cannot be received, in words: "Already received on …", "Cancelled on …", "Expired on …". */
function useRefusalWords() {
  const t = useT();
  const time = useDateTimeText();
  return (refusal: ReceiveRefusal) =>
    t(`backoffice.receive.why.${refusal.why}${refusal.at ? "" : "Undated"}`, {
      at: refusal.at ? time(refusal.at) : "",
      state: t(`backoffice.state.${refusal.state}`),
    });
}

/** The models of a trade, each with its quantity: "2 × iPhone 13, 1 × Galaxy S21". */
function Models({ trade }: { trade: ReceivingTrade }) {
  return <>{trade.models.map((m) => `${m.quantity} × ${m.name}`).join(", ")}</>;
}

export default function Receive() {
  const t = useT();
  const why = useRefusalWords();
  const { number, trade, shipment, step } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as ActionResult | undefined);
  const done = Boolean(result?.done || result?.shipmentDone);
  // After a lookup the scan field is empty again, ready for the next parcel; it keeps the focus unless a receive button waits for Enter.
  const found = Boolean(trade || shipment);
  const receivable = shipment?.state === "closed" ? shipment.trades.filter((x) => !x.refusal) : [];
  const waiting = !done && ((trade && !trade.refusal) || receivable.length > 0);
  const here = `/receive?number=${encodeURIComponent(number)}`;
  // After a receive the scan field takes the focus for the next parcel (also when the focused button went away with its panel).
  const scanField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (done) scanField.current?.focus();
  }, [result, done]);
  return (
    <div className={shipment ? "bo-page" : "bo-page bo-narrow"}>
      <h1>{t("backoffice.receive.title")}</h1>
      {result?.done ? (
        <div className="bo-notice" role="status">
          <p>{t("backoffice.receive.done", { number: result.done.number, count: result.done.count })}</p>
          <p>
            <Link to={`/trades/${result.done.number}/inspection`} className="bo-link">
              {t("backoffice.receive.inspect")}
            </Link>
          </p>
        </div>
      ) : null}
      {result?.shipmentDone ? (
        <div className="bo-notice" role="status" data-testid="shipment-receipt">
          <p>
            {t("backoffice.receive.shipment.done", {
              number: result.shipmentDone.number,
              count: result.shipmentDone.received.length,
              trades: result.shipmentDone.received.map((r) => r.tradeNumber).join(", "),
            })}
          </p>
          {result.shipmentDone.skipped.length ? (
            <>
              <p>{t("backoffice.receive.shipment.skipped", { count: result.shipmentDone.skipped.length })}</p>
              <ul>
                {result.shipmentDone.skipped.map((s) => (
                  <li key={s.tradeNumber}>
                    {s.tradeNumber}: {why(s.refusal)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <ErrorSummary
        errors={result?.errors}
        labels={{ devicesFound: t("backoffice.receive.devicesFound"), number: t("backoffice.receive.number") }}
      />
      <Form method="get" className="bo-card" noValidate>
        <Field id="number" label={t("backoffice.receive.number")} hint={t("backoffice.receive.numberHint")}>
          {(a) => (
            <input
              {...a}
              type="text"
              defaultValue={done || found ? "" : number}
              key={`${done ? "next" : "scan"}-${number}`}
              autoComplete="off"
              spellCheck={false}
              autoFocus={!waiting}
              ref={scanField}
              className="bo-mono"
            />
          )}
        </Field>
        <button type="submit">{t("backoffice.receive.find")}</button>
      </Form>
      <Notice tone="warn">
        {number && !found
          ? t(number.startsWith("SS-") ? "backoffice.receive.shipment.notFound" : "backoffice.receive.notFound", { number })
          : null}
      </Notice>
      {trade && !result?.done ? (
        <section className="bo-card" aria-labelledby="bo-receive-trade" data-testid="receive-trade">
          <h2 id="bo-receive-trade">
            <Link to={`/trades/${trade.tradeNumber}`} className="bo-link">
              {t("backoffice.trade.title", { number: trade.tradeNumber })}
            </Link>{" "}
            <StateBadge state={trade.state} />
          </h2>
          <dl className="bo-facts">
            <dt>{t("backoffice.receive.models")}</dt>
            <dd>
              <Models trade={trade} />
            </dd>
            <dt>{t("backoffice.receive.customer")}</dt>
            <dd>{trade.customer.name}</dd>
            <dt>{t("backoffice.receive.city")}</dt>
            <dd>{trade.customer.city || "—"}</dd>
          </dl>
          {trade.refusal ? (
            <Notice tone="warn" data-testid="receive-refusal">
              {t("backoffice.receive.cannot", { reason: why(trade.refusal) })}
            </Notice>
          ) : (
            <>
              <p>{t("backoffice.receive.expected", { count: trade.devices })}</p>
              <Form method="post" noValidate>
                <input type="hidden" name="number" value={trade.tradeNumber} />
                <Field
                  id="devicesFound"
                  label={t("backoffice.receive.devicesFound")}
                  hint={t("backoffice.receive.devicesHint")}
                  error={result?.errors?.fields?.devicesFound}
                >
                  {(a) => <input {...a} type="number" min={0} max={100} inputMode="numeric" defaultValue={trade.devices} autoFocus />}
                </Field>
                <button type="submit">{t("backoffice.receive.confirm")}</button>
              </Form>
            </>
          )}
        </section>
      ) : null}
      {shipment ? (
        <section className="bo-card" aria-labelledby="bo-receive-shipment" data-testid="receive-shipment">
          <h2 id="bo-receive-shipment">
            {t("backoffice.receive.shipment.title", { number })}{" "}
            <StatusBadge state={shipment.state} label={t(`backoffice.receive.shipment.state.${shipment.state}`)} />
          </h2>
          <p>
            {t("backoffice.receive.shipment.from", { partner: shipment.partnerName, store: shipment.storeName, city: shipment.storeCity })}
            {shipment.closedAt ? (
              <>
                {" "}
                {t("backoffice.receive.shipment.closedAt")} <DateTime value={shipment.closedAt} />
              </>
            ) : null}
          </p>
          <DataTable
            caption={t("backoffice.receive.shipment.list", { number })}
            rows={shipment.trades}
            rowKey={(x) => x.tradeNumber}
            columns={[
              {
                header: t("backoffice.receive.shipment.trade"),
                rowHeader: true,
                cell: (x) => (
                  <Link to={`/trades/${x.tradeNumber}`} className="bo-link bo-mono">
                    {x.tradeNumber}
                  </Link>
                ),
              },
              { header: t("backoffice.receive.models"), cell: (x) => <Models trade={x} /> },
              { header: t("backoffice.receive.customer"), cell: (x) => x.customer.name },
              { header: t("backoffice.receive.shipment.stateColumn"), cell: (x) => <StateBadge state={x.state} /> },
              {
                header: t("backoffice.receive.shipment.receivable"),
                cell: (x) => (x.refusal ? why(x.refusal) : t("backoffice.receive.shipment.ready")),
              },
            ]}
          />
          {shipment.state === "open" ? (
            <Notice tone="warn">{t("backoffice.receive.shipment.open")}</Notice>
          ) : !receivable.length ? (
            <Notice>{done ? null : t("backoffice.receive.shipment.nothing")}</Notice>
          ) : step && !done ? null : (
            <Form method="get" className="bo-apply" noValidate>
              <input type="hidden" name="number" value={number} />
              <input type="hidden" name="step" value="receive" />
              <button type="submit" autoFocus>
                {t("backoffice.receive.shipment.receiveAll", { count: receivable.length })}
              </button>
            </Form>
          )}
        </section>
      ) : null}
      {shipment && shipment.state === "closed" && step && receivable.length > 0 && !done ? (
        <ConfirmPanel
          id="bo-receive-all"
          title={t("backoffice.receive.shipment.confirmTitle", { count: receivable.length, number })}
          text={t("backoffice.receive.shipment.confirmText", {
            count: receivable.length,
            devices: receivable.reduce((n, x) => n + x.devices, 0),
            skipped: shipment.trades.length - receivable.length,
          })}
          intent="receiveShipment"
          button={t("backoffice.receive.shipment.confirm", { count: receivable.length })}
          cancel={{ to: here, label: t("backoffice.receive.shipment.cancel") }}
        >
          <input type="hidden" name="number" value={number} />
        </ConfirmPanel>
      ) : null}
    </div>
  );
}

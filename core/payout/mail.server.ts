/**
 * The payout mails (decision 0037), composed without I/O in the trade's edition language for the
 * one mail template (decision 0032): "your payout is on its way" with the amount and the masked
 * account when a run is confirmed, and "your bank returned the payout, please correct your payout
 * account" (a registered customer in the account, a guest on the tracking page) when a transfer
 * comes back. Both are jobs (PAYOUT_PAID_MAIL_JOB, PAYOUT_RETURNED_MAIL_JOB), so a restart loses none.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { payoutRunItems, trades } from "../../db/schema/index.ts";
import { BRAND_NAME, editions, formatMoney, pathFor, type EditionId } from "../editions/index.ts";
import type { ClaimedJob } from "../jobs/index.server.ts";
import type { Mailer } from "../mail/index.server.ts";
import type { MailBlock, MailContent } from "../mail/index.ts";
import { customerMail, mailMessage } from "../mail/index.server.ts";
import { maskIban, maskEmail } from "../shared/index.ts";
import { translator } from "../shared/index.server.ts";
import { trackingUrl, PAYOUT_CHANGE_HOLD_HOURS } from "../trade/index.server.ts";
import { customerReasonMessage } from "./return-reasons.ts";
import { PAYOUT_RETURNED_MAIL_JOB } from "./returns.server.ts";
import type { PaypalPayouts } from "./paypal-api.server.ts";
import { paypalJobHandlers } from "./paypal-payouts.server.ts";
import { PAYOUT_CORRECTED_MAIL_JOB, PAYOUT_PAID_MAIL_JOB } from "./runs.server.ts";
import type { PayoutMethod } from "./rules.ts";
import { proposalJobHandlers } from "./proposals.server.ts";

export interface PayoutMailArgs {
  edition: EditionId;
  origin: string;
  firstName: string;
  tradeNumber: string;
  amountCents: number;
  method: PayoutMethod;
  /** Masked: "DE89 •••• •••• •••• •••• 00" or "e***@example.com". */
  account: string;
  /** The tracking page (with its token). */
  trackingLink: string;
}

function base(args: PayoutMailArgs) {
  const t = translator(editions[args.edition].messagesLocale);
  const vars = {
    tradeNumber: args.tradeNumber,
    amount: formatMoney(args.amountCents, args.edition),
    account: args.account,
    brand: BRAND_NAME,
  };
  return { t, vars };
}

/** A payout mail to the trade's customer: its subject, its body, then `more`. */
function payoutMail(
  args: Pick<PayoutMailArgs, "edition" | "origin" | "firstName">,
  subject: string,
  body: string,
  more: MailBlock[],
): MailContent {
  return { ...customerMail(args.edition, args.origin, args.firstName), subject, blocks: [{ kind: "text", text: body }, ...more] };
}

export function composePayoutPaidMail(args: PayoutMailArgs): MailContent {
  const { t, vars } = base(args);
  return payoutMail(args, t("payout.mail.paid.subject", vars), t(`payout.mail.paid.body.${args.method}`, vars), [
    { kind: "link", label: t("trade.mail.tracking"), href: args.trackingLink },
  ]);
}

/**
 * `correctLink`: the account's payout-account page for a registered customer, else the tracking page (its form).
 * `returnCode`: the bank's or PayPal's reason code (decision 0113), said in the customer's words with what to check.
 */
export function composePayoutReturnedMail(args: PayoutMailArgs & { correctLink: string; returnCode?: string | null }): MailContent {
  const { t, vars } = base(args);
  // PayPal's returns (decision 0112) are not a bank's: the body says what PayPal did and asks for the address
  const body = args.method === "paypal" ? "payout.mail.returned.bodyPaypal" : "payout.mail.returned.body";
  return payoutMail(args, t("payout.mail.returned.subject", vars), t(body, vars), [
    ...(args.returnCode
      ? [{ kind: "text" as const, text: t("payout.returnReason.line", { reason: t(customerReasonMessage(args.returnCode)) }) }]
      : []),
    { kind: "button", label: t("payout.mail.returned.cta"), href: args.correctLink },
    ...(args.correctLink === args.trackingLink
      ? []
      : [{ kind: "link" as const, label: t("trade.mail.tracking"), href: args.trackingLink }]),
  ]);
}

/** To the trade's address after a guest gave a corrected account on the tracking page: the new account, masked. */
export function composePayoutCorrectedMail(args: Omit<PayoutMailArgs, "amountCents">): MailContent {
  const t = translator(editions[args.edition].messagesLocale);
  const vars = { tradeNumber: args.tradeNumber, account: args.account, brand: BRAND_NAME, hours: PAYOUT_CHANGE_HOLD_HOURS };
  return payoutMail(args, t("payout.mail.corrected.subject", vars), t("payout.mail.corrected.body", vars), [
    { kind: "link", label: t("trade.mail.tracking"), href: args.trackingLink },
  ]);
}

export interface PayoutJobContext {
  db: Db;
  mailer: Mailer;
  originFor: (edition: EditionId) => string;
  now: Date;
  /** PayPal's Payouts API (decision 0112); null or absent when its credentials are not set. */
  paypal?: PaypalPayouts | null;
}

async function mailArgs(ctx: PayoutJobContext, itemId: number) {
  const [row] = await ctx.db
    .select({
      item: payoutRunItems,
      edition: trades.edition,
      firstName: trades.firstName,
      email: trades.email,
      token: trades.trackingToken,
      customerId: trades.customerId,
    })
    .from(payoutRunItems)
    .innerJoin(trades, eq(trades.id, payoutRunItems.tradeId))
    .where(eq(payoutRunItems.id, itemId));
  if (!row || !row.email.includes("@")) return null;
  const edition = row.edition as EditionId;
  const origin = ctx.originFor(edition);
  const args: PayoutMailArgs = {
    edition,
    origin,
    firstName: row.firstName,
    tradeNumber: row.item.tradeNumber,
    amountCents: Number(row.item.amountCents),
    method: row.item.method as PayoutMethod,
    account: row.item.method === "paypal" ? (maskEmail(row.item.paypalEmail) ?? "") : maskIban(row.item.iban ?? ""),
    trackingLink: trackingUrl({ edition, tradeNumber: row.item.tradeNumber, trackingToken: row.token }, origin),
  };
  return { args, email: row.email, registered: Boolean(row.customerId), state: row.item.state, returnCode: row.item.returnCode };
}

export const payoutJobHandlers: Record<string, (job: ClaimedJob, ctx: PayoutJobContext) => Promise<void>> = {
  ...paypalJobHandlers,
  ...proposalJobHandlers,
  async [PAYOUT_PAID_MAIL_JOB](job, ctx) {
    const found = await mailArgs(ctx, Number(job.payload.itemId));
    if (!found) return;
    await ctx.mailer.send(
      mailMessage({ from: editions[found.args.edition].contactSender, to: found.email }, composePayoutPaidMail(found.args), {
        kind: "payout.paid",
        tradeNumber: found.args.tradeNumber,
      }),
    );
  },
  async [PAYOUT_CORRECTED_MAIL_JOB](job, ctx) {
    const [trade] = await ctx.db
      .select()
      .from(trades)
      .where(eq(trades.id, Number(job.payload.tradeId)));
    if (!trade || !trade.email.includes("@")) return;
    const edition = trade.edition as EditionId;
    const origin = ctx.originFor(edition);
    const method = trade.paymentMethod as PayoutMethod;
    const mail = composePayoutCorrectedMail({
      edition,
      origin,
      firstName: trade.firstName,
      tradeNumber: trade.tradeNumber,
      method,
      account: method === "paypal" ? (maskEmail(trade.paypalEmail) ?? "") : maskIban(trade.iban ?? ""),
      trackingLink: trackingUrl({ edition, tradeNumber: trade.tradeNumber, trackingToken: trade.trackingToken }, origin),
    });
    await ctx.mailer.send(
      mailMessage({ from: editions[edition].contactSender, to: trade.email }, mail, {
        kind: "payout.corrected",
        tradeNumber: trade.tradeNumber,
      }),
    );
  },
  async [PAYOUT_RETURNED_MAIL_JOB](job, ctx) {
    const found = await mailArgs(ctx, Number(job.payload.itemId));
    if (!found || found.state !== "returned") return;
    const correctLink = found.registered
      ? `${found.args.origin.replace(/\/$/, "")}${pathFor(found.args.edition, "accountPaymentChange")}`
      : found.args.trackingLink;
    await ctx.mailer.send(
      mailMessage(
        { from: editions[found.args.edition].contactSender, to: found.email },
        composePayoutReturnedMail({ ...found.args, correctLink, returnCode: found.returnCode }),
        { kind: "payout.returned", tradeNumber: found.args.tradeNumber },
      ),
    );
  },
};

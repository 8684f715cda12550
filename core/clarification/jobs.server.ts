/**
 * The clarification's jobs (decision 0026), registered in server/jobs: the mails, the day-10
 * reminder (only while a device is open, and not more than a day late) and the day-14 deadline
 * (undecided devices go back; nothing is accepted silently). Each does nothing once moot.
 */
import { eq } from "drizzle-orm";
import { clarifications, partnerStores, tradeLines, tradeReturns, trades } from "../../db/schema/index.ts";
import type { ClaimedJob } from "../jobs/index.server.ts";
import { editions } from "../editions/index.ts";
import { mailMessage } from "../mail/index.server.ts";
import { getTradeById, type TradeJobContext, REMINDER_STALE_MS } from "../trade/index.server.ts";
import { CLARIFICATION_JOBS } from "./jobs-keys.ts";
import { composeClarificationMail, composeReturnSentMail, type ClarificationNotice } from "./mail.server.ts";
import { expireClarification, getClarification } from "./service.server.ts";

/**
 * Who a clarification's mails go to: the trade's e-mail, except for an agan store trade (decision
 * 0046), where the store decides with its walk-in customer: the store's address (partner_stores).
 */
async function clarificationRecipient(db: TradeJobContext["db"], tradeId: number, customerEmail: string): Promise<string> {
  const [store] = await db
    .select({ email: partnerStores.email })
    .from(trades)
    .innerJoin(partnerStores, eq(partnerStores.id, trades.storeId))
    .where(eq(trades.id, tradeId))
    .limit(1);
  return store?.email ?? customerEmail;
}

const idOf = (job: ClaimedJob): string => {
  const id = job.payload.clarificationId;
  if (typeof id !== "string") throw new Error(`job ${job.id}: no clarificationId`);
  return id;
};

async function sendMail(ctx: TradeJobContext, clarificationId: string, notice: ClarificationNotice): Promise<void> {
  const [row] = await ctx.db
    .select({ tradeNumber: trades.tradeNumber, tradeId: trades.id })
    .from(clarifications)
    .innerJoin(trades, eq(trades.id, clarifications.tradeId))
    .where(eq(clarifications.id, clarificationId))
    .limit(1);
  if (!row) return;
  const view = await getClarification(ctx.db, clarificationId, row.tradeNumber, ctx.now);
  const trade = await getTradeById(ctx.db, row.tradeId);
  if (!view || !trade) return;
  if (notice === "reminder" && (view.state !== "open" || view.open.length === 0)) return;
  const to = await clarificationRecipient(ctx.db, trade.tradeId, trade.customer.email);
  await ctx.mailer.send(
    mailMessage(
      { from: editions[trade.edition].contactSender, to },
      composeClarificationMail(view, trade, notice, ctx.originFor(trade.edition)),
      {
        kind: `clarification.${notice}`,
        tradeNumber: trade.tradeNumber,
        customerId: trade.customer.customerId,
      },
    ),
  );
}

/** The device is on its way back: the carrier's tracking number. */
async function sendReturnMail(ctx: TradeJobContext, tradeId: number, returnId: number): Promise<void> {
  const trade = await getTradeById(ctx.db, tradeId);
  const [row] = await ctx.db
    .select({ trackingNumber: tradeReturns.trackingNumber, device: tradeLines.deviceName })
    .from(tradeReturns)
    .innerJoin(tradeLines, eq(tradeLines.id, tradeReturns.tradeLineId))
    .where(eq(tradeReturns.id, returnId));
  if (!trade || !row?.trackingNumber) return;
  const mail = composeReturnSentMail(trade, row.device, row.trackingNumber, ctx.originFor(trade.edition));
  await ctx.mailer.send(
    mailMessage({ from: editions[trade.edition].contactSender, to: trade.customer.email }, mail, {
      kind: "return.sent",
      tradeNumber: trade.tradeNumber,
      customerId: trade.customer.customerId,
    }),
  );
}

export const clarificationJobHandlers: Record<string, (job: ClaimedJob, ctx: TradeJobContext) => Promise<void>> = {
  async [CLARIFICATION_JOBS.mail](job, ctx) {
    const notice = job.payload.notice;
    if (notice === "returnSent") return sendReturnMail(ctx, Number(job.payload.tradeId), Number(job.payload.returnId));
    if (notice !== "opened" && notice !== "outcome") return;
    await sendMail(ctx, idOf(job), notice);
  },
  async [CLARIFICATION_JOBS.reminder](job, ctx) {
    if (ctx.now.getTime() - job.runAt.getTime() > REMINDER_STALE_MS) return;
    await sendMail(ctx, idOf(job), "reminder");
  },
  async [CLARIFICATION_JOBS.deadline](job, ctx) {
    await expireClarification(ctx.db, idOf(job), ctx.now);
  },
};

/**
 * The trade's life after checkout that needs no staff (decision 0024): the customer's cancel and
 * the deadline jobs (parcel reminder, expiry). State changes go through changeTradeState; mails
 * go out after the change has committed.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import type { EditionId, MessagesLocale } from "../editions/index.ts";
import { enqueueJob, type ClaimedJob } from "../jobs/index.server.ts";
import type { Mailer } from "../mail/index.server.ts";
import { rows } from "../shared/index.server.ts";
import { describeError, ProblemError } from "../shared/index.ts";
import { sendTradeNotice } from "./notice-mail.server.ts";
import { getTradeById } from "./queries.server.ts";
import { REMINDER_STALE_MS, TRADE_JOBS } from "./schedule.server.ts";
import { changeTradeState, type TradeActor } from "./transitions.server.ts";
import type { TradeView } from "./types.ts";

/** What the trade jobs need: the database, the mailer, the shop's origin per edition, the clock's now. */
export interface TradeJobContext {
  db: Db;
  mailer: Mailer;
  originFor: (edition: EditionId) => string;
  now: Date;
}

const NOTICE_MAIL_JOB = "trade.noticeMail";

/**
 * The customer cancels a `created` trade (owner or tracking-link holder; the caller checks that).
 * 409 `trade_state_conflict` in any other state, nothing changed; 409 `parcel_delivered` once the
 * carrier reports the parcel delivered to us (decision 0094). The confirmation mail goes out
 * after the change has committed; a failing mailer is logged and does not undo the cancel.
 * The trade's offers stay used (decision 0024).
 */
export async function cancelTrade(args: {
  db: Db;
  mailer: Mailer;
  origin: string;
  trade: TradeView;
  actor: TradeActor;
  now: Date;
  locale?: MessagesLocale;
}): Promise<TradeView> {
  const { db, trade } = args;
  // The carrier has delivered the parcel to us (imported tracking, decision 0093): received, for the
  // customer, even before staff unpack it, so no longer theirs to cancel.
  if (trade.state === "created" && (await parcelDelivered(db, trade.tradeId))) {
    throw new ProblemError(409, "parcel_delivered", "tracking.cancel.delivered");
  }
  await changeTradeState(db, {
    tradeId: trade.tradeId,
    to: "cancelled",
    expectFrom: "created",
    actor: args.actor,
    reason: "cancelledByCustomer",
    now: args.now,
    locale: args.locale,
  });
  const updated = (await getTradeById(db, trade.tradeId))!;
  void sendTradeNotice(args.mailer, updated, "cancelled", args.origin).catch((err: unknown) => {
    console.error(
      JSON.stringify({ level: "error", msg: "trade cancellation mail failed", tradeNumber: trade.tradeNumber, err: describeError(err) }),
    );
  });
  return updated;
}

const tradeIdOf = (job: ClaimedJob): number => {
  const id = Number(job.payload.tradeId);
  if (!Number.isSafeInteger(id)) throw new Error(`job ${job.id}: no tradeId`);
  return id;
};

/** The tracking statuses that mean the carrier has (or had) the parcel: no "please send your parcel" reminder then. */
const CARRIER_HAS_PARCEL = ["handed_over", "in_transit", "delivered", "problem"] as const;

/**
 * Whether the trade's shipping label has a tracking status that says the carrier has (or had) the
 * parcel: handed_over, in_transit, delivered or problem (the tracking job's import, decision 0093).
 */
export function parcelWithCarrier(db: Db, tradeId: number): Promise<boolean> {
  return shippingLabelIn(db, tradeId, CARRIER_HAS_PARCEL);
}

/** Whether the carrier reports the trade's parcel delivered to us. */
export function parcelDelivered(db: Db, tradeId: number): Promise<boolean> {
  return shippingLabelIn(db, tradeId, ["delivered"]);
}

async function shippingLabelIn(db: Db, tradeId: number, statuses: readonly string[]): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from shipments where trade_id = ${tradeId}::int and kind = 'shipping'
      and tracking_status = any(${`{${statuses.join(",")}}`}::text[]) limit 1`,
  );
  return found.length > 0;
}

/** Job handlers by kind: each does nothing when the trade has moved on (cancelled, received, …). */
export const tradeJobHandlers: Record<string, (job: ClaimedJob, ctx: TradeJobContext) => Promise<void>> = {
  /**
   * Day 7: reminds the customer to send the parcel, only while the trade is still `created` and
   * the reminder is not stale (more than a day late, e.g. after the shop was down): one reminder
   * on day 7 or none, never one next to the expiry notice.
   */
  async [TRADE_JOBS.parcelReminder](job, ctx) {
    if (ctx.now.getTime() - job.runAt.getTime() > REMINDER_STALE_MS) return;
    const trade = await getTradeById(ctx.db, tradeIdOf(job));
    if (!trade || trade.state !== "created") return;
    // The carrier has had the parcel already (imported tracking, decision 0093): nothing to remind of.
    if (await parcelWithCarrier(ctx.db, trade.tradeId)) return;
    await sendTradeNotice(ctx.mailer, trade, "parcelReminder", ctx.originFor(trade.edition));
  },
  /**
   * End of day 30: `created` → `expired` by the system; the notice mail is a job of its own,
   * enqueued in the same transaction, so it is neither lost nor sent twice when this job is retried.
   */
  async [TRADE_JOBS.expire](job, ctx) {
    const tradeId = tradeIdOf(job);
    try {
      await changeTradeState(ctx.db, {
        tradeId,
        to: "expired",
        expectFrom: "created",
        actor: { kind: "system" },
        reason: "noParcel",
        now: ctx.now,
        onChanged: async (tx) => {
          await enqueueJob(tx, {
            kind: NOTICE_MAIL_JOB,
            payload: { tradeId, notice: "expired" },
            runAt: ctx.now,
            uniqueKey: `trade:${tradeId}:mail:expired`,
          });
        },
      });
    } catch (err) {
      // Already received, cancelled or expired (or gone): nothing to do.
      if (err instanceof ProblemError && (err.status === 409 || err.status === 404)) return;
      throw err;
    }
  },
  async [NOTICE_MAIL_JOB](job, ctx) {
    const trade = await getTradeById(ctx.db, tradeIdOf(job));
    const notice = job.payload.notice;
    if (!trade || notice !== "expired") return;
    await sendTradeNotice(ctx.mailer, trade, notice, ctx.originFor(trade.edition));
  },
};

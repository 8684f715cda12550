/**
 * Reading and answering a clarification (decision 0026). The link's id is the secret; the trade
 * number in the link must belong to it. A device is answered once: the item row is updated only
 * while its answer is null, under a lock on the clarification's row, so of two concurrent answers
 * exactly one wins and the last answer closes the clarification exactly once (finalize).
 */
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { clarificationItems, clarifications, tradeLines, tradeReturns, trades } from "../../db/schema/index.ts";
import type { EditionId } from "../editions/index.ts";
import { enqueueJob } from "../jobs/index.server.ts";
import { type OfferView } from "../offer/index.ts";
import { offersByIds } from "../offer/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { changeTradeState, type TradeActor, type TradeTx } from "../trade/index.server.ts";
import { isClarificationExpired } from "./deadlines.ts";
import { CLARIFICATION_JOBS, clarificationJobKey } from "./jobs-keys.ts";
import { clarificationOutcome, totalWithVoucher, type ClarificationAnswer } from "./outcome.ts";
import type { ClarificationFindings, ClarificationState } from "./types.ts";

const ID_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

export interface ClarificationDeviceView {
  itemId: number;
  tradeLineId: number;
  deviceName: string;
  quantity: number;
  oldOffer: OfferView | null;
  /** Null: the device cannot be bought, it goes back. */
  newOffer: OfferView | null;
  findings: ClarificationFindings;
  answer: ClarificationAnswer | null;
  answeredAt: string | null;
}

export interface ClarificationView {
  clarificationId: string;
  tradeId: number;
  tradeNumber: string;
  edition: EditionId;
  customerId: string | null;
  /** The trade's tracking token: server only (photo URLs), never in an answer as such. */
  trackingToken: string;
  /** open | answered | expired; "expired" also once the deadline has passed, before the job ran. */
  state: ClarificationState;
  createdAt: string;
  deadline: string;
  devices: ClarificationDeviceView[];
  /** The new offer ids still waiting for an answer. */
  open: string[];
}

async function loadRow(db: Db | TradeTx, clarificationId: string, tradeNumber: string, lock: boolean) {
  if (!ID_PATTERN.test(clarificationId)) return null;
  const query = db
    .select({
      c: clarifications,
      tradeNumber: trades.tradeNumber,
      edition: trades.edition,
      customerId: trades.customerId,
      trackingToken: trades.trackingToken,
    })
    .from(clarifications)
    .innerJoin(trades, eq(trades.id, clarifications.tradeId))
    .where(and(eq(clarifications.id, clarificationId), eq(trades.tradeNumber, tradeNumber)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: clarifications }) : await query;
  return row ?? null;
}

/** The clarification behind a link, or null (unknown id, or the trade number does not match). */
export async function getClarification(db: Db, clarificationId: string, tradeNumber: string, now: Date): Promise<ClarificationView | null> {
  const row = await loadRow(db, clarificationId, tradeNumber, false);
  if (!row) return null;
  const items = await db
    .select({ item: clarificationItems, deviceName: tradeLines.deviceName, quantity: tradeLines.quantity })
    .from(clarificationItems)
    .innerJoin(tradeLines, eq(tradeLines.id, clarificationItems.tradeLineId))
    .where(eq(clarificationItems.clarificationId, clarificationId))
    .orderBy(asc(tradeLines.position), asc(clarificationItems.id));
  const offerIds = items.flatMap(({ item }) => [item.oldOfferId, ...(item.newOfferId ? [item.newOfferId] : [])]);
  const offerMap = await offersByIds(db, offerIds);
  const state: ClarificationState =
    row.c.state === "open" && isClarificationExpired(row.c.deadlineAt, now) ? "expired" : (row.c.state as ClarificationState);
  const devices = items.map(({ item, deviceName, quantity }) => ({
    itemId: item.id,
    tradeLineId: item.tradeLineId,
    deviceName,
    quantity,
    oldOffer: offerMap.get(item.oldOfferId) ?? null,
    newOffer: item.newOfferId ? (offerMap.get(item.newOfferId) ?? null) : null,
    findings: item.findings as ClarificationFindings,
    answer: item.answer as ClarificationAnswer | null,
    answeredAt: item.answeredAt?.toISOString() ?? null,
  }));
  return {
    clarificationId: row.c.id,
    tradeId: row.c.tradeId,
    tradeNumber: row.tradeNumber,
    edition: row.edition as EditionId,
    customerId: row.customerId,
    trackingToken: row.trackingToken,
    state,
    createdAt: row.c.createdAt.toISOString(),
    deadline: row.c.deadlineAt.toISOString(),
    devices,
    open: state === "open" ? devices.filter((d) => d.answer === null && d.newOffer).map((d) => d.newOffer!.offerId) : [],
  };
}

export interface AnswerArgs {
  clarificationId: string;
  tradeNumber: string;
  offerId: string;
  answer: ClarificationAnswer;
  /** customer (signed in as the owner) or link (the link holder). */
  by: "customer" | "link";
  customerId?: string | null;
  now: Date;
}

/**
 * One device's answer. 404 unknown link or offer, 410 expired or closed, 409 already answered.
 * Returns whether this answer closed the clarification and the trade's next state then.
 */
export async function answerClarification(db: Db, args: AnswerArgs): Promise<{ closed: boolean; tradeState: string | null }> {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, args.clarificationId, args.tradeNumber, true);
    if (!row) throw new ProblemError(404, "not_found", "clarification.error.notFound");
    const [item] = await tx
      .select()
      .from(clarificationItems)
      .where(and(eq(clarificationItems.clarificationId, row.c.id), eq(clarificationItems.newOfferId, args.offerId)))
      .limit(1);
    if (!item) throw new ProblemError(404, "not_found", "clarification.error.noOffer");
    if (item.answer !== null) throw new ProblemError(409, "clarification_answered", "clarification.error.answered");
    if (row.c.state !== "open" || isClarificationExpired(row.c.deadlineAt, args.now))
      throw new ProblemError(410, "clarification_expired", "clarification.error.expired");
    const updated = await tx
      .update(clarificationItems)
      .set({ answer: args.answer, answeredAt: args.now, answeredBy: args.by })
      .where(and(eq(clarificationItems.id, item.id), isNull(clarificationItems.answer)))
      .returning({ id: clarificationItems.id });
    if (!updated.length) throw new ProblemError(409, "clarification_answered", "clarification.error.answered");
    const actor: TradeActor = args.customerId ? { kind: "customer", id: args.customerId } : { kind: "customer" };
    const next = await finalizeIfDecided(tx, {
      clarificationId: row.c.id,
      tradeId: row.c.tradeId,
      actor,
      now: args.now,
      closedState: "answered",
    });
    return { closed: next !== null, tradeState: next };
  });
}

export type AcceptAllArgs = Omit<AnswerArgs, "offerId" | "answer">;

/**
 * "Accept all new prices" (decision 0119): every device still open that has a new offer is
 * accepted at once, in one transaction under the clarification's lock; devices that can only go
 * back keep their `return`. The same rows, event and outcome mail as answering them one by one
 * (the clarification closes, the trade moves on). 404 unknown link, 410 expired or closed, 409
 * when no device is open any more.
 */
export async function acceptAllClarification(
  db: Db,
  args: AcceptAllArgs,
): Promise<{ accepted: number; closed: boolean; tradeState: string | null }> {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, args.clarificationId, args.tradeNumber, true);
    if (!row) throw new ProblemError(404, "not_found", "clarification.error.notFound");
    if (row.c.state !== "open" || isClarificationExpired(row.c.deadlineAt, args.now))
      throw new ProblemError(410, "clarification_expired", "clarification.error.expired");
    const accepted = await tx
      .update(clarificationItems)
      .set({ answer: "accept", answeredAt: args.now, answeredBy: args.by })
      .where(
        and(eq(clarificationItems.clarificationId, row.c.id), isNull(clarificationItems.answer), isNotNull(clarificationItems.newOfferId)),
      )
      .returning({ id: clarificationItems.id });
    if (!accepted.length) throw new ProblemError(409, "clarification_answered", "clarification.error.answered");
    const actor: TradeActor = args.customerId ? { kind: "customer", id: args.customerId } : { kind: "customer" };
    const next = await finalizeIfDecided(tx, {
      clarificationId: row.c.id,
      tradeId: row.c.tradeId,
      actor,
      now: args.now,
      closedState: "answered",
    });
    return { accepted: accepted.length, closed: next !== null, tradeState: next };
  });
}

/**
 * Closes the clarification when no device is open any more: the trade goes to `payout_pending`
 * (something is bought; returned devices become returns of the trade) or `return_requested`
 * (nothing is bought), its totals become the accepted prices, and the outcome mail is queued.
 * Returns the trade's new state, or null while a device is open. Call under the clarification's row lock.
 */
export async function finalizeIfDecided(
  tx: TradeTx,
  args: { clarificationId: string; tradeId: number; actor: TradeActor; now: Date; closedState: "answered" | "expired" },
): Promise<"payout_pending" | "return_requested" | null> {
  const [trade] = await tx.select().from(trades).where(eq(trades.id, args.tradeId)).limit(1);
  if (!trade) return null;
  const lines = await tx.select().from(tradeLines).where(eq(tradeLines.tradeId, args.tradeId));
  const items = await tx.select().from(clarificationItems).where(eq(clarificationItems.clarificationId, args.clarificationId));
  const newIds = items.flatMap((i) => (i.newOfferId ? [i.newOfferId] : []));
  const newOffers = await offersByIds(tx as unknown as Db, newIds);
  const byLine = new Map(items.map((i) => [i.tradeLineId, i]));
  const outcome = clarificationOutcome(
    lines.map((l) => {
      const i = byLine.get(l.id);
      return {
        tradeLineId: l.id,
        lineTotalCents: l.lineTotalCents,
        quantity: l.quantity,
        // The new offer's total: its price and the campaign bonus it kept (decision 0028).
        item: i
          ? {
              answer: i.answer as ClarificationAnswer | null,
              newPriceCents: i.newOfferId ? (newOffers.get(i.newOfferId)?.totalCents ?? null) : null,
            }
          : undefined,
      };
    }),
  );
  if (!outcome.nextState) return null;
  const to = outcome.nextState;
  const reason =
    args.closedState === "expired" ? "clarificationDeadline" : to === "payout_pending" ? "clarificationAnswered" : "devicesReturned";
  await changeTradeState(tx as unknown as Db, {
    tradeId: args.tradeId,
    to,
    expectFrom: "clarification",
    actor: args.closedState === "expired" ? { kind: "system" } : args.actor,
    reason,
    now: args.now,
    onChanged: async (inner) => {
      for (const i of items) {
        if (i.answer === "accept" && i.newOfferId) {
          const offer = newOffers.get(i.newOfferId);
          const line = lines.find((l) => l.id === i.tradeLineId);
          if (offer && line) {
            const bonus = offer.campaign?.bonusCents ?? 0;
            await inner
              .update(tradeLines)
              .set({ priceCents: offer.priceCents, campaignBonusCents: bonus, lineTotalCents: (offer.priceCents + bonus) * line.quantity })
              .where(eq(tradeLines.id, line.id));
          }
        }
      }
      const { bonusCents, totalCents } = totalWithVoucher(
        outcome.subtotalCents,
        trade.voucherCode ? { bonusCents: trade.voucherBonusCents, originalSubtotalCents: trade.subtotalCents } : null,
      );
      await inner
        .update(trades)
        .set({ subtotalCents: outcome.subtotalCents, voucherBonusCents: bonusCents, totalCents })
        .where(eq(trades.id, args.tradeId));
      if (outcome.returnedLineIds.length) {
        await inner
          .insert(tradeReturns)
          .values(
            outcome.returnedLineIds.map((lineId) => {
              const i = byLine.get(lineId)!;
              const why = i.newOfferId === null ? "no_offer" : i.answeredBy === "system" ? "deadline" : "declined";
              return { tradeId: args.tradeId, tradeLineId: lineId, reason: why, createdAt: args.now };
            }),
          )
          .onConflictDoNothing();
      }
      await inner
        .update(clarifications)
        .set({ state: args.closedState, closedAt: args.now })
        .where(eq(clarifications.id, args.clarificationId));
      await enqueueJob(inner, {
        kind: CLARIFICATION_JOBS.mail,
        payload: { clarificationId: args.clarificationId, notice: "outcome" },
        runAt: args.now,
        uniqueKey: clarificationJobKey(args.clarificationId, "mail:outcome"),
      });
    },
  });
  return to;
}

/** End of day 14: every open device goes back (answered `return` by the system), then the clarification closes. */
export async function expireClarification(db: Db, clarificationId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [c] = await tx.select().from(clarifications).where(eq(clarifications.id, clarificationId)).for("update").limit(1);
    if (!c || c.state !== "open" || !isClarificationExpired(c.deadlineAt, now)) return false;
    await tx
      .update(clarificationItems)
      .set({ answer: "return", answeredAt: now, answeredBy: "system" })
      .where(and(eq(clarificationItems.clarificationId, clarificationId), isNull(clarificationItems.answer)));
    const next = await finalizeIfDecided(tx, {
      clarificationId,
      tradeId: c.tradeId,
      actor: { kind: "system" },
      now,
      closedState: "expired",
    });
    if (!next) await tx.update(clarifications).set({ state: "expired", closedAt: now }).where(eq(clarifications.id, clarificationId));
    return true;
  });
}

/** The open clarifications of these trades by trade number (the link on the tracking page and in the account's trade history). */
export async function openClarificationsOf(
  db: Db,
  tradeNumbers: readonly string[],
): Promise<Map<string, { id: string; deadlineAt: Date }>> {
  const found = new Map<string, { id: string; deadlineAt: Date }>();
  if (!tradeNumbers.length) return found;
  const list = await db
    .select({ tradeNumber: trades.tradeNumber, id: clarifications.id, deadlineAt: clarifications.deadlineAt })
    .from(clarifications)
    .innerJoin(trades, eq(trades.id, clarifications.tradeId))
    .where(and(inArray(trades.tradeNumber, [...tradeNumbers]), eq(clarifications.state, "open")));
  for (const { tradeNumber, ...open } of list) found.set(tradeNumber, open);
  return found;
}

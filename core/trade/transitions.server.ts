/**
 * The one way to change a trade's state (decision 0024). Every caller (customer cancel, the
 * deadline jobs, the back office, partners) goes through changeTradeState: it checks the state
 * machine (states.ts), updates with an optimistic guard (`where state = from`, so of two
 * concurrent changes only one wins) and writes the trade event (time, actor, reason) in the same
 * transaction. A change that is not allowed is a localized 409 problem and changes nothing.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { tradeEvents, trades } from "../../db/schema/index.ts";
import { editions, type EditionId, type MessagesLocale } from "../editions/index.ts";
import { enqueueJob } from "../jobs/index.ts";
import { REVIEW_INVITE_JOB } from "../reviews/rules.ts";
import { VOUCHER_PAYMENT_METHOD } from "./constants.ts";
import { translator } from "../shared/messages.server.ts";
import { ProblemError } from "../shared/problem.ts";
import { canTransition, isTradeState, type TradeState } from "./states.ts";

export const TRADE_ACTOR_KINDS = ["customer", "staff", "system", "business_partner"] as const;
export type TradeActorKind = (typeof TRADE_ACTOR_KINDS)[number];

/** Who changes a trade: the kind, and for staff and business partners their role and user id. */
export interface TradeActor {
  kind: TradeActorKind;
  /** Staff user, business partner user or customer id (kept in the event, never shown to the customer). */
  id?: string | null;
  /** Staff role (inspector, payout, catalog, support, admin) or business partner role. */
  role?: string | null;
}

/** The transaction handed to `onChanged`, to write what belongs to the change (mail jobs, audit rows). */
export type TradeTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface ChangedTrade {
  tradeId: number;
  tradeNumber: string;
  edition: EditionId;
  from: TradeState;
  to: TradeState;
  at: Date;
}

export interface ChangeTradeStateArgs {
  /** The trade, by id or by number. */
  tradeId?: number;
  tradeNumber?: string;
  to: TradeState;
  actor: TradeActor;
  /** A reason key (shown as `tracking.reason.{reason}` when translated) or a short text. */
  reason: string;
  now: Date;
  /** Refuse unless the trade is in (one of) these states now, even if the machine allows the change. */
  expectFrom?: TradeState | readonly TradeState[];
  /** Language of the refusal (default: the trade's edition's). */
  locale?: MessagesLocale;
  /** Runs inside the transaction after the change (e.g. enqueue the mail); a throw undoes the change. */
  onChanged?: (tx: TradeTx, changed: ChangedTrade) => Promise<void>;
}

/** The 409 of a change the trade's state does not allow, in words the reader understands. */
function stateConflict(locale: MessagesLocale, tradeNumber: string, state: TradeState, to: TradeState): ProblemError {
  const t = translator(locale);
  return new ProblemError(
    409,
    "trade_state_conflict",
    t("trade.error.stateChange", { tradeNumber, state: t(`tracking.state.${state}`), target: t(`tracking.state.${to}`) }),
    undefined,
    { state, target: to },
  );
}

/**
 * Changes a trade's state from its current one to `to`, or throws: 404 `not_found` (no such
 * trade), 422 `validation` (not a state), 409 `trade_state_conflict` (the current state does not
 * allow it, or another change won meanwhile). Nothing is changed when it throws.
 */
export async function changeTradeState(db: Db, args: ChangeTradeStateArgs): Promise<ChangedTrade> {
  if (!isTradeState(args.to))
    throw new ProblemError(422, "validation", "trade.error.unknownState", [{ field: "to", message: "trade.error.unknownState" }]);
  if (!TRADE_ACTOR_KINDS.includes(args.actor.kind))
    throw new ProblemError(422, "validation", "trade.error.unknownActor", [{ field: "actor", message: "trade.error.unknownActor" }]);
  const where =
    args.tradeId !== undefined
      ? eq(trades.id, args.tradeId)
      : args.tradeNumber !== undefined
        ? eq(trades.tradeNumber, args.tradeNumber)
        : null;
  if (!where) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  const expected = args.expectFrom === undefined ? null : ([] as TradeState[]).concat(args.expectFrom);
  return db.transaction(async (tx) => {
    const [trade] = await tx
      .select({
        id: trades.id,
        tradeNumber: trades.tradeNumber,
        edition: trades.edition,
        state: trades.state,
        paymentMethod: trades.paymentMethod,
      })
      .from(trades)
      .where(where)
      .limit(1);
    if (!trade) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
    const edition = trade.edition as EditionId;
    const locale = args.locale ?? editions[edition].messagesLocale;
    const from = trade.state as TradeState;
    if ((expected && !expected.includes(from)) || !canTransition(from, args.to, args.reason))
      throw stateConflict(locale, trade.tradeNumber, from, args.to);
    // The guard: a concurrent change that committed first leaves no row to update here.
    const updated = await tx
      .update(trades)
      .set({ state: args.to })
      .where(and(eq(trades.id, trade.id), eq(trades.state, from)))
      .returning({ id: trades.id });
    if (!updated.length) {
      const [now] = await tx.select({ state: trades.state }).from(trades).where(eq(trades.id, trade.id));
      throw stateConflict(locale, trade.tradeNumber, (now?.state ?? from) as TradeState, args.to);
    }
    await tx.insert(tradeEvents).values({
      tradeId: trade.id,
      state: args.to,
      at: args.now,
      actor: args.actor.kind,
      actorRole: args.actor.role ?? null,
      actorId: args.actor.id ?? null,
      reason: args.reason,
    });
    const changed: ChangedTrade = { tradeId: trade.id, tradeNumber: trade.tradeNumber, edition, from, to: args.to, at: args.now };
    // Paid, whoever paid it: the customer is invited to review the trade (decision 0034), once.
    if (args.to === "paid")
      await enqueueJob(tx, {
        kind: REVIEW_INVITE_JOB,
        payload: { tradeId: trade.id },
        runAt: args.now,
        uniqueKey: `${REVIEW_INVITE_JOB}:${trade.id}`,
      });
    if (args.onChanged) await args.onChanged(tx, changed);
    // A store trade (decision 0046) was paid with the partner's voucher when the customer handed the
    // device in: ready for payout means settled, so it is paid at once and never waits for a run.
    if (args.to === "payout_pending" && trade.paymentMethod === VOUCHER_PAYMENT_METHOD) {
      await tx
        .update(trades)
        .set({ state: "paid" })
        .where(and(eq(trades.id, trade.id), eq(trades.state, "payout_pending")));
      await tx
        .insert(tradeEvents)
        .values({
          tradeId: trade.id,
          state: "paid",
          at: args.now,
          actor: "system",
          actorRole: null,
          actorId: null,
          reason: "voucherIssued",
        });
    }
    return changed;
  });
}

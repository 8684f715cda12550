/**
 * The one way to change a trade's state (decision 0024). Every caller (customer cancel, the
 * deadline jobs, the back office, partners) goes through changeTradeState: it checks the state
 * machine (states.ts), updates with an optimistic guard (`where state = from`, so of two
 * concurrent changes only one wins) and writes the trade event (time, actor, reason) in the same
 * transaction. A change that is not allowed is a localized 409 problem and changes nothing.
 * What follows a change (the review invitation, a store trade's settlement) is not written here:
 * it is registered in change-hooks.server.ts and runs in the same transaction (decision 0078).
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { tradeEvents, trades } from "../../db/schema/index.ts";
import { editions, type EditionId, type MessagesLocale } from "../editions/index.ts";
import { translator } from "../shared/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { TRADE_CHANGE_HOOKS } from "./change-hooks.server.ts";
import { type ChangedTrade, hooksFor, TRADE_ACTOR_KINDS, type TradeActor, type TradeChangeHook, type TradeTx } from "./change-types.ts";
import { canTransition, isTradeState, type TradeState } from "./states.ts";

export {
  TRADE_ACTOR_KINDS,
  type ChangedTrade,
  type TradeActor,
  type TradeActorKind,
  type TradeChangeHook,
  type TradeHookContext,
  type TradeTx,
} from "./change-types.ts";

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
  /** What follows a change (decision 0078): the registered TRADE_CHANGE_HOOKS unless given (tests give their own). */
  hooks?: readonly TradeChangeHook[];
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
  return db.transaction((tx) => applyChange(tx, where, args));
}

/** The change inside `tx`: the machine's check, the guarded update, the event, `onChanged`, then the hooks. */
async function applyChange(tx: TradeTx, where: SQL, args: ChangeTradeStateArgs): Promise<ChangedTrade> {
  const expected = args.expectFrom === undefined ? null : ([] as TradeState[]).concat(args.expectFrom);
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
  const changed: ChangedTrade = {
    tradeId: trade.id,
    tradeNumber: trade.tradeNumber,
    edition,
    paymentMethod: trade.paymentMethod,
    from,
    to: args.to,
    at: args.now,
  };
  if (args.onChanged) await args.onChanged(tx, changed);
  // What follows the change (decision 0078), in the same transaction; a hook's own change goes through here again.
  const hooks = args.hooks ?? TRADE_CHANGE_HOOKS;
  for (const hook of hooksFor(changed, hooks))
    await hook.run({
      tx,
      changed,
      change: (next) =>
        applyChange(tx, eq(trades.id, trade.id), { ...next, expectFrom: args.to, now: args.now, locale: args.locale, hooks }),
    });
  return changed;
}

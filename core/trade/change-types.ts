/**
 * The shapes of a trade's change of state (decision 0024) and of what follows it (decision 0078),
 * apart from changeTradeState so the hooks (change-hooks.server.ts) and the machine share them
 * without importing each other.
 */
import type { Db } from "../../db/client.server.ts";
import type { EditionId } from "../editions/index.ts";
import type { TradeState } from "./states.ts";

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

/** The transaction handed to `onChanged` and the hooks, to write what belongs to the change (mail jobs, audit rows). */
export type TradeTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface ChangedTrade {
  tradeId: number;
  tradeNumber: string;
  edition: EditionId;
  /** `sepa`, `paypal` or `voucher` (a store trade, decision 0046). */
  paymentMethod: string;
  from: TradeState;
  to: TradeState;
  at: Date;
}

/** A further change of the same trade, made by a hook through the machine (same transaction, own event and hooks). */
export interface FollowingChange {
  to: TradeState;
  actor: TradeActor;
  reason: string;
}

export interface TradeHookContext {
  tx: TradeTx;
  changed: ChangedTrade;
  /** Changes the trade again, from `changed.to`, through the machine; refused (409) like any other change. */
  change: (next: FollowingChange) => Promise<ChangedTrade>;
}

/**
 * Something that follows a change of state: it runs inside the change's transaction, after its
 * event and the caller's `onChanged`; a throw undoes the change. Slow or outside work (mail) is
 * enqueued as a job here, never done here.
 */
export interface TradeChangeHook {
  /** Names the hook in tests and in the decision record. */
  name: string;
  /** The state the change goes to. */
  to: TradeState;
  /** Only after a change from one of these states (default: from any). */
  from?: readonly TradeState[];
  /** Only for the trades this accepts (default: every trade). */
  when?: (changed: ChangedTrade) => boolean;
  run: (ctx: TradeHookContext) => Promise<void>;
}

/** The hooks that follow `changed`, in their registered order. */
export function hooksFor(changed: ChangedTrade, hooks: readonly TradeChangeHook[]): TradeChangeHook[] {
  return hooks.filter((h) => h.to === changed.to && (!h.from || h.from.includes(changed.from)) && (!h.when || h.when(changed)));
}

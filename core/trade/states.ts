/** Trade states and the allowed changes (decisions.md "Trades"), as data. */
export const TRADE_STATES = [
  "created",
  "received",
  "inspected",
  "payout_pending",
  "paid",
  "clarification",
  "return_requested",
  "returned",
  "cancelled",
  "expired",
] as const;

export type TradeState = (typeof TRADE_STATES)[number];

/**
 * created → received → inspected → payout_pending → paid; inspected → clarification when the
 * condition differs; clarification → payout_pending (new offer accepted) or return_requested →
 * returned; created → cancelled; created → expired when nothing arrives within 30 days.
 * paid, returned, cancelled and expired are final.
 */
export const TRADE_TRANSITIONS: Readonly<Record<TradeState, readonly TradeState[]>> = Object.freeze({
  created: ["received", "cancelled", "expired"],
  received: ["inspected"],
  inspected: ["payout_pending", "clarification"],
  payout_pending: ["paid"],
  paid: [],
  clarification: ["payout_pending", "return_requested"],
  return_requested: ["returned"],
  returned: [],
  cancelled: [],
  expired: [],
});

/**
 * Corrections: a change back out of a final state that only one reason allows (decision 0037).
 * A transfer the bank returned takes a paid trade back to payout_pending, to be paid again to a
 * corrected account. `paid` stays final for everything else (isFinalState, account deletion).
 */
export const TRADE_CORRECTIONS: readonly { from: TradeState; to: TradeState; reason: string }[] = Object.freeze([
  { from: "paid", to: "payout_pending", reason: "payoutReturned" },
]);

/** Days after creation without the parcel arriving before a trade expires. */
export const TRADE_EXPIRY_DAYS = 30;

export function isTradeState(value: unknown): value is TradeState {
  return typeof value === "string" && (TRADE_STATES as readonly string[]).includes(value);
}

/** True when a trade may change from `from` to `to` (with `reason`, a correction of TRADE_CORRECTIONS too). */
export function canTransition(from: TradeState, to: TradeState, reason?: string): boolean {
  if (TRADE_TRANSITIONS[from]?.includes(to)) return true;
  return reason !== undefined && TRADE_CORRECTIONS.some((c) => c.from === from && c.to === to && c.reason === reason);
}

export function isFinalState(state: TradeState): boolean {
  return TRADE_TRANSITIONS[state].length === 0;
}

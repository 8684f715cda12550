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

/** Days after creation without the parcel arriving before a trade expires. */
export const TRADE_EXPIRY_DAYS = 30;

export function isTradeState(value: unknown): value is TradeState {
  return typeof value === "string" && (TRADE_STATES as readonly string[]).includes(value);
}

/** True when a trade may change from `from` to `to`. */
export function canTransition(from: TradeState, to: TradeState): boolean {
  return TRADE_TRANSITIONS[from]?.includes(to) ?? false;
}

export function isFinalState(state: TradeState): boolean {
  return TRADE_TRANSITIONS[state].length === 0;
}

import type { TradeState } from "./states.ts";

/**
 * What a trade asks of its seller now, read from its state alone (the account's "at a glance"
 * list, decision 0103): send the parcel while it is created, answer the new offer while it waits
 * for a clarification, wait while we have the device or the money is on its way, nothing once it
 * has ended.
 */
export type TradeNextStep = "send" | "answer" | "wait" | "none";

const NEXT_STEP: Readonly<Record<TradeState, TradeNextStep>> = Object.freeze({
  created: "send",
  clarification: "answer",
  received: "wait",
  inspected: "wait",
  payout_pending: "wait",
  return_requested: "wait",
  paid: "none",
  returned: "none",
  cancelled: "none",
  expired: "none",
});

/** A state this code does not know yet (a row newer than the page) reads as "wait": never a wrong call to act. */
export function tradeNextStep(state: TradeState | (string & {})): TradeNextStep {
  return Object.hasOwn(NEXT_STEP, state) ? NEXT_STEP[state as TradeState] : "wait";
}

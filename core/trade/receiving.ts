/**
 * Receiving parcels (issue 29, decision 0088), pure: what the scan field holds (a trade number or
 * a store shipment's number), and whether a trade can be received now, or why not in words the
 * page and the bulk receive report alike.
 */
import type { TradeState } from "./states.ts";

/** A trade is received from one state only: waiting for its parcel. */
export const RECEIVABLE_STATE: TradeState = "created";

/**
 * Why a trade cannot be received: `received` (it was received already, on `at`, and is now in
 * `state`), `cancelled` or `expired` (on `at`). `at` is null when the history has no such event.
 */
export type ReceiveRefusal = { why: "received" | "cancelled" | "expired"; state: TradeState; at: string | null };

/** null when the trade can be received now, else the reason from its state and its events. */
export function receiveRefusal(state: TradeState, events: readonly { state: string; at: string }[]): ReceiveRefusal | null {
  if (state === RECEIVABLE_STATE) return null;
  const firstAt = (s: string) => events.find((e) => e.state === s)?.at ?? null;
  if (state === "cancelled" || state === "expired") return { why: state, state, at: firstAt(state) };
  return { why: "received", state, at: firstAt("received") };
}

/** A store shipment's number as printed on its label and packing list: "SS-000042"; `scannedCode` reads it back. */
export const shipmentNumber = (id: number) => `SS-${String(id).padStart(6, "0")}`;

/** What was scanned: a trade number ("SB-1234567", "sb1234567", "1234567"), a shipment ("SS-000042", "ss42"), or neither. */
export type ScannedCode = { kind: "trade"; tradeNumber: string } | { kind: "shipment"; shipmentId: number } | null;

/** Reads the scan field: case, spaces and the dash do not matter. */
export function scannedCode(raw: string | null | undefined): ScannedCode {
  const text = (raw ?? "").replace(/\s+/g, "").toUpperCase();
  const trade = /^(?:SB-?)?(\d{7})$/.exec(text);
  if (trade) return { kind: "trade", tradeNumber: `SB-${trade[1]}` };
  const shipment = /^SS-?(\d{1,9})$/.exec(text);
  if (shipment && Number(shipment[1]) > 0) return { kind: "shipment", shipmentId: Number(shipment[1]) };
  return null;
}

import type { PriceAlertResult } from "./types.ts";

/** A price alert on this model (issue 34): placeholder until built. */
export function PriceAlertForm(_props: { deviceId: number; action: string; priceCents: number; result?: PriceAlertResult | null }) {
  return null;
}

import type { PriceHistoryView } from "../../../core/model-facts/index.ts";

/** The model's last 90 days of price as a small server-drawn chart (issue 34): placeholder until built. */
export function PriceHistoryChart(_props: { history: PriceHistoryView | null }) {
  return null;
}

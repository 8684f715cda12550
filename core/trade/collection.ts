import { formatDate } from "../editions/index.ts";
import type { MessageVars } from "../shared/index.ts";
import type { TradeView } from "./types.ts";

/** What happens to a collected trade's devices: the carrier's day and window, or the seller's own freight (decision 0120). */
export function collectionText(
  trade: Pick<TradeView, "edition" | "collection">,
  t: (key: string, vars?: MessageVars) => string,
): string | null {
  const c = trade.collection;
  if (!c) return null;
  if (c.ownFreight) return t("trade.collection.ownFreight");
  return t("trade.collection.window", {
    date: formatDate(new Date(`${c.day}T12:00:00Z`), trade.edition),
    from: c.windowFrom,
    to: c.windowTo,
  });
}

/**
 * The quote page's reading of a quote (decision 0124): its rows in the three groups the page shows
 * (priced, waiting for the seller's choice, priced by us on request) and the money in named parts
 * that add up to the total (prices by grade + volume bonus = total). Pure.
 */
import type { QuoteRowView, QuoteView } from "../../../core/b2b-quote/index.ts";

/** The order a row's own cells are shown in ("Your entry"). */
const INPUT_ORDER = ["model", "storage", "colour", "condition", "quantity", "imei", "serial"] as const;

/** What the seller wrote to name the device, as one line: model, storage, colour (the grade and quantity have their own columns). */
export function inputText(row: Pick<QuoteRowView, "input" | "name">): string {
  const input = row.input ?? {};
  const known = INPUT_ORDER.filter((k) => k === "model" || k === "storage" || k === "colour").map((k) => input[k]?.trim() ?? "");
  const text = known.filter(Boolean).join(" · ");
  if (text) return text;
  // a row read from JSON or with other cells only: whatever it holds
  const rest = Object.entries(input)
    .filter(([k]) => !INPUT_ORDER.includes(k as (typeof INPUT_ORDER)[number]))
    .map(([, v]) => v)
    .map((v) => String(v).trim())
    .filter(Boolean)
    .join(" · ");
  return rest || (row.name ?? "");
}

export interface QuoteParts {
  priced: QuoteRowView[];
  ask: QuoteRowView[];
  unpriced: QuoteRowView[];
  /** Σ base price × quantity over the priced rows: the prices by grade before the volume rule. */
  gradeCents: number;
  /** What the volume rule adds: total − prices by grade (never negative). */
  bonusCents: number;
  totalCents: number;
}

export function quoteParts(view: Pick<QuoteView, "rows" | "totalCents">): QuoteParts {
  const priced = view.rows.filter((r) => r.status === "matched" && r.unitPriceCents !== null);
  const ask = view.rows.filter((r) => r.status === "ask");
  const unpriced = view.rows.filter((r) => r.status === "unpriced" || (r.status === "matched" && r.unitPriceCents === null));
  const bonusCents = Math.max(
    0,
    priced.reduce((sum, r) => sum + ((r.unitPriceCents ?? 0) - (r.basePriceCents ?? r.unitPriceCents ?? 0)) * r.quantity, 0),
  );
  // the named parts add up to the total the quote binds: prices by grade are the total less the bonus
  return { priced, ask, unpriced, gradeCents: view.totalCents - bonusCents, bonusCents, totalCents: view.totalCents };
}

/** Why accepting is not possible now (a message key under business.seller.accept.blocked.*), or null. */
export function acceptBlocked(view: Pick<QuoteView, "state" | "rows" | "unitCount">): "expired" | "accepted" | "ask" | "nothing" | null {
  if (view.state === "expired") return "expired";
  if (view.state === "accepted") return "accepted";
  if (view.rows.some((r) => r.status === "ask")) return "ask";
  if (view.unitCount <= 0) return "nothing";
  return null;
}

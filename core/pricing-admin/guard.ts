/**
 * Guarded price changes (issue 29, decision 0087), pure: no database. A base price change is
 * guarded when it moves the price by more than the allowed step (a setting, default 30 %) or sets
 * it above the ceiling (a setting, default 5,000 EUR, the same for every device). A guarded change
 * is only written with a confirmation and a reason; the reason goes into the price history. The
 * page, the JSON API and the bulk change all ask `priceGuard`.
 */
import { PRICE_MAX_CENTS } from "./csv.ts";

export interface PriceGuardSettings {
  /** The largest change in percent of the old price that needs no reason (exactly this much passes). */
  stepPercent: number;
  /** The highest price that needs no reason, in cents (exactly this much passes). */
  ceilingCents: number;
}

export const PRICE_STEP_PERCENT_DEFAULT = 30;
export const PRICE_CEILING_EUR_DEFAULT = 5_000;
export const DEFAULT_PRICE_GUARD: PriceGuardSettings = {
  stepPercent: PRICE_STEP_PERCENT_DEFAULT,
  ceilingCents: PRICE_CEILING_EUR_DEFAULT * 100,
};

/** Why a change is guarded: `step` (beyond the allowed change) and/or `ceiling` (above it). */
export type GuardReason = "step" | "ceiling";

export interface PriceGuard {
  guarded: boolean;
  reasons: GuardReason[];
  oldCents: number | null;
  newCents: number;
  /** The change in percent of the old price, one decimal (null without an old price). */
  changePercent: number | null;
  stepPercent: number;
  ceilingCents: number;
}

/**
 * Whether changing a price from `oldCents` (null: none yet) to `newCents` needs a confirmation
 * with a reason. A first price has no step to compare with: only the ceiling guards it.
 */
export function priceGuard(oldCents: number | null, newCents: number, settings: PriceGuardSettings): PriceGuard {
  const reasons: GuardReason[] = [];
  let changePercent: number | null = null;
  if (oldCents !== null && oldCents > 0) {
    const diff = Math.abs(newCents - oldCents);
    // integers: |new − old| · 100 > step · old, so 30 % of 1,000 cents is exactly 300 and passes
    if (diff * 100 > settings.stepPercent * oldCents) reasons.push("step");
    changePercent = Math.round(((newCents - oldCents) * 1000) / oldCents) / 10;
  }
  if (newCents > settings.ceilingCents) reasons.push("ceiling");
  return {
    guarded: reasons.length > 0,
    reasons,
    oldCents,
    newCents,
    changePercent,
    stepPercent: settings.stepPercent,
    ceilingCents: settings.ceilingCents,
  };
}

/** The longest reason kept. */
export const PRICE_REASON_MAX = 500;

/** A reason as stored: control characters dropped, spaces collapsed, trimmed; null when empty or not text. */
export function cleanReason(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const text = raw
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text === "" ? null : text;
}

/** What a guarded change lacks: the confirmation and/or the reason (empty when it may be written). */
export function missingForGuard(guard: Pick<PriceGuard, "guarded">, confirmed: boolean, reason: string | null): ("confirm" | "reason")[] {
  if (!guard.guarded) return [];
  return [...(confirmed ? [] : (["confirm"] as const)), ...(reason ? [] : (["reason"] as const))];
}

/** Bulk changes: the percentage's limits (the price may at most triple, or drop to a tenth). */
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 200;

export type PercentProblem = "percent" | "percentZero" | "percentRange";

/**
 * A bulk change's percentage as typed ("10", "-5", "+2.5", "−7,5", "10 %"): hundredths of a
 * percent (basis points), at most two decimals, not 0, from −90 % to +200 %.
 */
export function parsePercent(raw: unknown): { ok: true; basisPoints: number } | { ok: false; reason: PercentProblem } {
  if (typeof raw !== "string" && typeof raw !== "number") return { ok: false, reason: "percent" };
  const text = String(raw).trim().replace(/\s*%$/, "").replace("−", "-").replace(",", ".");
  const m = /^([+-]?)(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return { ok: false, reason: "percent" };
  const basisPoints = (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0")));
  if (basisPoints === 0) return { ok: false, reason: "percentZero" };
  if (basisPoints < BULK_PERCENT_MIN * 100 || basisPoints > BULK_PERCENT_MAX * 100) return { ok: false, reason: "percentRange" };
  return { ok: true, basisPoints };
}

/** A price changed by a percentage: rounded to whole cents (half up). */
export function applyPercent(oldCents: number, basisPoints: number): number {
  return Math.round((oldCents * (10_000 + basisPoints)) / 10_000);
}

export interface BulkDevice {
  deviceId: number;
  slug: string;
  name: string;
  oldCents: number;
}

export interface BulkRow extends BulkDevice {
  newCents: number;
  /** Why the change needs the reason ([] when it needs none). */
  guards: GuardReason[];
  /** Set when the new price is not a price the shop accepts (above 50,000 EUR or below 1 cent): the apply is refused. */
  refused?: "tooHigh" | "zero";
}

export interface BulkCounts {
  rows: number;
  guarded: number;
  refused: number;
  /** Devices of the filter whose price the percentage leaves as it is (rounding): not listed. */
  unchanged: number;
}

/** Every device of a bulk change with its new price, guards and refusal; devices the rounding leaves alone are left out. */
export function bulkRows(
  devices: readonly BulkDevice[],
  basisPoints: number,
  settings: PriceGuardSettings,
): { rows: BulkRow[]; counts: BulkCounts } {
  const rows: BulkRow[] = [];
  let unchanged = 0;
  for (const d of devices) {
    const newCents = applyPercent(d.oldCents, basisPoints);
    if (newCents === d.oldCents) {
      unchanged++;
      continue;
    }
    const refused = newCents > PRICE_MAX_CENTS ? "tooHigh" : newCents < 1 ? "zero" : undefined;
    rows.push({ ...d, newCents, guards: priceGuard(d.oldCents, newCents, settings).reasons, ...(refused ? { refused } : {}) });
  }
  return {
    rows,
    counts: {
      rows: rows.length,
      guarded: rows.filter((r) => r.guards.length).length,
      refused: rows.filter((r) => r.refused).length,
      unchanged,
    },
  };
}

/** The volume rule (decision 0118): tiers of percent on top from a number of priced units. Pure. */
import { BUSINESS_VOLUME_MIN_UNITS, EDITIONS, isBusinessEdition, type EditionId } from "../editions/index.ts";
import { applyVoucher } from "../shared/index.ts";
import type { VolumeTier } from "./types.ts";

/** The default tiers (setting BUSINESS_VOLUME_TIERS): +2 % from 10 units, +4 % from 50, +6 % from 200. */
export const DEFAULT_VOLUME_TIERS = `${BUSINESS_VOLUME_MIN_UNITS}:2,50:4,200:6`;

/**
 * "10:2,50:4,200:6" → tiers, ascending by units ("off": none); percents between 0 and 100 with at most two
 * decimals. Throws (RangeError) on anything else, so a wrong setting stops the start.
 */
export function parseVolumeTiers(value: string): VolumeTier[] {
  const text = value.trim();
  if (!text || text === "off") return [];
  const tiers = text.split(",").map((part) => {
    const m = /^\s*(\d+)\s*:\s*(\d+(?:\.\d{1,2})?)\s*$/.exec(part);
    if (!m) throw new RangeError(`volume tier "${part}" is not "units:percent"`);
    const tier = { minUnits: Number(m[1]), percent: Number(m[2]) };
    if (tier.minUnits < 1 || tier.percent > 100) throw new RangeError(`volume tier "${part}" is out of range`);
    return tier;
  });
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i]!.minUnits <= tiers[i - 1]!.minUnits) throw new RangeError("volume tiers must ascend by units");
  }
  return tiers;
}

/**
 * Tiers per edition: JSON `{"de": "10:2,50:4", "en": "…"}` or `de=10:2,50:4;en=…`; an edition
 * not named uses the shop-wide tiers.
 */
export function parseVolumeTiersByEdition(value: string): Partial<Record<EditionId, VolumeTier[]>> {
  const text = value.trim();
  if (!text) return {};
  const entries: [string, string][] = text.startsWith("{")
    ? Object.entries(JSON.parse(text) as Record<string, string>)
    : text
        .split(";")
        .filter((p) => p.trim())
        .map((p) => {
          const i = p.indexOf("=");
          if (i < 0) throw new RangeError(`"${p}" is not "edition=tiers"`);
          return [p.slice(0, i).trim(), p.slice(i + 1)];
        });
  const out: Partial<Record<EditionId, VolumeTier[]>> = {};
  for (const [edition, tiers] of entries) {
    if (!(EDITIONS as readonly string[]).includes(edition) || !isBusinessEdition(edition as EditionId)) {
      throw new RangeError(`"${edition}" is not a business edition`);
    }
    if (out[edition as EditionId]) throw new RangeError(`${edition} is named twice`);
    out[edition as EditionId] = parseVolumeTiers(String(tiers));
  }
  return out;
}

/** The percent of the highest tier `units` reaches (0 below the first). */
export function volumePercent(units: number, tiers: readonly VolumeTier[]): number {
  let percent = 0;
  for (const tier of tiers) if (units >= tier.minUnits && tier.percent > percent) percent = tier.percent;
  return percent;
}

/** One unit's price with the volume percent on top, truncated to whole cents (money rule). */
export function volumeUnitPrice(baseCents: number, percent: number): number {
  return percent > 0 ? applyVoucher(baseCents, { kind: "percent", percent }).totalCents : baseCents;
}

/** The tiers an edition's quotes use: its own (BUSINESS_VOLUME_TIERS_BY_EDITION) or the shop-wide ones (the parsed settings). */
export function volumeTiersFor(
  settings: {
    BUSINESS_VOLUME_TIERS: VolumeTier[];
    BUSINESS_VOLUME_TIERS_BY_EDITION?: Partial<Record<EditionId, VolumeTier[]>> | undefined;
  },
  edition: EditionId,
): VolumeTier[] {
  return settings.BUSINESS_VOLUME_TIERS_BY_EDITION?.[edition] ?? settings.BUSINESS_VOLUME_TIERS;
}

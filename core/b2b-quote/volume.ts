/** The volume rule (decision 0118): tiers of percent on top from a number of priced units. Pure. */
import type { VolumeTier } from "./types.ts";

/** The percent of the highest tier `units` reaches (0 below the first). */
export function volumePercent(units: number, tiers: readonly VolumeTier[]): number {
  let percent = 0;
  for (const tier of tiers) if (units >= tier.minUnits && tier.percent > percent) percent = tier.percent;
  return percent;
}

/**
 * The dashboard's one figure of what waits for its payout (decision 0110): of the waiting groups
 * (`payoutsWaiting`, per edition and method), the one whose oldest trade is furthest past its
 * promise (or closest to it), so a late payout is never hidden behind an older one that an
 * edition's holiday keeps within its promise; with one calendar and one promise that is simply
 * the oldest trade. Pure.
 */
import type { EditionId } from "../editions/index.ts";

/** One group as `payoutsWaiting` gives it (only what this needs). */
export interface WaitingGroup {
  edition: EditionId;
  since: string;
  ageWorkingHours: number;
  promiseWorkingDays: number;
  overPromise: boolean;
}

export interface OldestWaiting {
  edition: EditionId;
  /** When the trade became ready for its payout (ISO instant). */
  since: string;
  ageWorkingHours: number;
  promiseWorkingDays: number;
  overPromise: boolean;
}

/** Of `groups` (those of `edition` when given), the oldest waiting trade against its promise; none waiting: null. */
export function oldestWaiting(groups: readonly WaitingGroup[], edition: EditionId | null = null): OldestWaiting | null {
  let best: WaitingGroup | null = null;
  const excess = (g: WaitingGroup) => g.ageWorkingHours - g.promiseWorkingDays * 24;
  for (const g of groups) {
    if (edition && g.edition !== edition) continue;
    if (!best || excess(g) > excess(best) || (excess(g) === excess(best) && g.since < best.since)) best = g;
  }
  if (!best) return null;
  const { since, ageWorkingHours, promiseWorkingDays, overPromise } = best;
  return { edition: best.edition, since, ageWorkingHours, promiseWorkingDays, overPromise };
}

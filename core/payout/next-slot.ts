/**
 * When the payout schedule proposes next (decision 0110), for the payout page: the earliest slot
 * of any edition after `now` (with every edition whose slot it is) (today's or the next working day's, schedule.ts), and whether it is
 * today, tomorrow or later in the operator's zone. Pure.
 */
import { EDITIONS, localDate, type EditionId } from "../editions/index.ts";
import { upcomingSlots, type PayoutSchedule } from "./schedule.ts";

export interface NextProposal {
  /** The slot's instant (ISO). */
  at: string;
  /** The editions whose slot it is (several share one instant when their zones and times agree). */
  editions: EditionId[];
  /** Its calendar day in the operator's zone, seen from `now`'s. */
  day: "today" | "tomorrow" | "later";
}

const dayNumber = (at: Date, timeZone: string) => {
  const d = localDate(at, timeZone);
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
};

/** The next slot after `now` of any edition; null when no edition has a slot (every run made by hand). */
export function nextProposal(now: Date, schedule: PayoutSchedule, timeZone: string): NextProposal | null {
  let best: { at: Date; editions: EditionId[] } | null = null;
  for (const edition of EDITIONS) {
    const slot = upcomingSlots(edition, now, schedule).find((s) => s.at.getTime() > now.getTime());
    if (!slot) continue;
    if (!best || slot.at < best.at) best = { at: slot.at, editions: [edition] };
    else if (slot.at.getTime() === best.at.getTime()) best.editions.push(edition);
  }
  if (!best) return null;
  const days = dayNumber(best.at, timeZone) - dayNumber(now, timeZone);
  return { at: best.at.toISOString(), editions: best.editions, day: days === 0 ? "today" : days === 1 ? "tomorrow" : "later" };
}

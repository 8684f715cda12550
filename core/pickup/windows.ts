/**
 * Collection windows (issue 33, decision 0120): the days and times a business seller may pick for
 * the carrier to collect the devices. The next working days of the edition (the payout calendar's:
 * Monday to Friday without the edition's public holidays and the TARGET2 closing days), starting
 * the working day after `now` in the edition's zone, two windows a day. Pure.
 */
import { DEADLINE_TIME_ZONES, localDate, type EditionId } from "../editions/index.ts";
import { isoDate, nextWorkingDay } from "../payout/index.ts";

export interface PickupWindow {
  /** YYYY-MM-DD, the edition's calendar. */
  day: string;
  /** HH:MM, the edition's zone. */
  windowFrom: string;
  windowTo: string;
}

/** The two windows of each collection day: morning and afternoon (the carriers' usual pickup hours). */
export const PICKUP_DAY_WINDOWS: readonly { windowFrom: string; windowTo: string }[] = Object.freeze([
  { windowFrom: "09:00", windowTo: "13:00" },
  { windowFrom: "13:00", windowTo: "17:00" },
]);

/** How many working days ahead a seller may pick (the carriers book up to about two weeks ahead). */
export const PICKUP_DAYS_AHEAD = 10;

/** The windows of the next `days` working days of the edition after `now`'s day. */
export function pickupWindows(edition: EditionId, now: Date, days: number = PICKUP_DAYS_AHEAD): PickupWindow[] {
  const out: PickupWindow[] = [];
  let day = localDate(now, DEADLINE_TIME_ZONES[edition]);
  for (let i = 0; i < days; i++) {
    day = nextWorkingDay(edition, day);
    for (const w of PICKUP_DAY_WINDOWS) out.push({ day: isoDate(day), ...w });
  }
  return out;
}

/** True when `window` is one of the windows offered at `now` (a seller cannot pick another). */
export function isOfferedWindow(edition: EditionId, now: Date, window: PickupWindow): boolean {
  return pickupWindows(edition, now).some(
    (w) => w.day === window.day && w.windowFrom === window.windowFrom && w.windowTo === window.windowTo,
  );
}

/**
 * The payout schedule (issue 32, decision 0110): the times of day at which the daily runs are
 * proposed, per edition, as wall-clock times in the edition's zone (DEADLINE_TIME_ZONES), on its
 * working days (calendar.ts). Settings: PAYOUT_RUN_TIMES for every edition ("10:00,15:00") and
 * PAYOUT_RUN_TIMES_BY_EDITION to override some ("de=09:30 14:00,fr=11:00"). The promise the shop
 * makes (`payoutDays`, a company fact) follows from it: with at least one slot on each working day,
 * a trade ready after the day's last slot is proposed at the next working day's first slot, never
 * more than one working day later. Pure.
 */
import { DEADLINE_TIME_ZONES, EDITIONS, localDate, zonedTime, type EditionId, type LocalDate } from "../editions/index.ts";
import { isoDate, isWorkingDay, nextWorkingDay } from "./calendar.ts";

/** The slot times per edition, "HH:MM" in the edition's zone, sorted, each once. */
export type PayoutSchedule = Readonly<Record<EditionId, readonly string[]>>;

/** PAYOUT_RUN_TIMES' default. */
export const PAYOUT_RUN_TIMES_DEFAULT = "10:00,15:00";

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * One list of times ("10:00,15:00" or "09:30 14:00"): sorted, each once; throws naming the bad
 * part. "off": no slot (runs are made by hand only; the schedule then promises nothing).
 */
export function parseRunTimes(value: string): string[] {
  if (value.trim().toLowerCase() === "off") return [];
  const parts = value
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) throw new Error('needs at least one time of day (HH:MM), e.g. 10:00,15:00, or "off"');
  for (const p of parts) if (!TIME.test(p)) throw new Error(`"${p}" is not a time of day (HH:MM, 00:00 to 23:59)`);
  return [...new Set(parts)].sort();
}

/** "de=09:30 14:00,fr=11:00": the editions named, each with its own times; throws naming the bad part. */
export function parseRunTimesByEdition(value: string): Partial<Record<EditionId, string[]>> {
  const out: Partial<Record<EditionId, string[]>> = {};
  for (const entry of value.split(",").map((e) => e.trim())) {
    if (!entry) continue;
    const eq = entry.indexOf("=");
    const edition = (eq < 0 ? entry : entry.slice(0, eq)).trim();
    if (eq < 0) throw new Error(`"${entry}" needs edition=times, e.g. de=09:30 14:00`);
    if (!(EDITIONS as readonly string[]).includes(edition)) throw new Error(`"${edition}" is not an edition (${EDITIONS.join(", ")})`);
    if (out[edition as EditionId]) throw new Error(`${edition} is named twice`);
    try {
      out[edition as EditionId] = parseRunTimes(entry.slice(eq + 1));
    } catch (err) {
      throw new Error(`${edition}: ${(err as Error).message}`);
    }
  }
  return out;
}

/** The schedule of the two settings: every edition the common times unless it has its own. */
export function payoutSchedule(times: readonly string[], byEdition: Partial<Record<EditionId, readonly string[]>> = {}): PayoutSchedule {
  return Object.freeze(Object.fromEntries(EDITIONS.map((e) => [e, Object.freeze([...(byEdition[e] ?? times)])]))) as PayoutSchedule;
}

/** The default schedule (10:00 and 15:00 in every edition's zone). */
export const DEFAULT_PAYOUT_SCHEDULE: PayoutSchedule = payoutSchedule(parseRunTimes(PAYOUT_RUN_TIMES_DEFAULT));

/** A slot: the instant, and its wall-clock time in the edition's zone. */
export interface PayoutSlot {
  at: Date;
  /** "HH:MM" in the edition's zone. */
  time: string;
}

/** The edition's slots on a calendar day of its zone, earliest first; none on a day that is not a working day. */
export function slotsOn(edition: EditionId, date: LocalDate, schedule: PayoutSchedule): PayoutSlot[] {
  if (!isWorkingDay(edition, date)) return [];
  return schedule[edition].map((time) => {
    const [h, m] = time.split(":").map(Number);
    return { at: new Date(zonedTime(date, h!, DEADLINE_TIME_ZONES[edition]).getTime() + m! * 60_000), time };
  });
}

/**
 * The working days the schedule can promise from a passed inspection to the payout run: 1 when
 * every edition has at least one slot on each working day (a trade ready after the last slot
 * waits for the next working day's first one, which comes no later than the same time of day);
 * null when some edition has none (its runs are made by hand: the schedule promises nothing).
 */
export function promisedPayoutWorkingDays(schedule: PayoutSchedule): number | null {
  return EDITIONS.every((e) => schedule[e].length > 0) ? 1 : null;
}

/** A slot of a given calendar day of the edition's zone. */
export interface DatedPayoutSlot extends PayoutSlot {
  date: LocalDate;
}

/**
 * The slot whose runs are due at `now`: today's latest slot (in the edition's zone) that has come;
 * null on a day that is not a working day or before its first slot. A later slot of the same day
 * takes over from an earlier one, so a job that runs late proposes once, for the slot it is in.
 */
export function dueSlot(edition: EditionId, now: Date, schedule: PayoutSchedule): DatedPayoutSlot | null {
  const date = localDate(now, DEADLINE_TIME_ZONES[edition]);
  const come = slotsOn(edition, date, schedule).filter((s) => s.at.getTime() <= now.getTime());
  const last = come.at(-1);
  return last ? { ...last, date } : null;
}

/**
 * The slots of today and of the edition's next working day: when the proposal jobs run (a slot
 * of today that has passed too: its job runs at once and proposes for the slot it is in).
 */
export function upcomingSlots(edition: EditionId, now: Date, schedule: PayoutSchedule): DatedPayoutSlot[] {
  const today = localDate(now, DEADLINE_TIME_ZONES[edition]);
  const next = nextWorkingDay(edition, today);
  return [
    ...slotsOn(edition, today, schedule).map((s) => ({ ...s, date: today })),
    ...slotsOn(edition, next, schedule).map((s) => ({ ...s, date: next })),
  ];
}

/** The proposal key of a slot's run: "2026-11-30T10:00 de sepa" (" instant" for an instant run). */
export function proposalKey(slot: Pick<DatedPayoutSlot, "date" | "time">, edition: EditionId, method: string, instant = false): string {
  return `${isoDate(slot.date)}T${slot.time} ${edition} ${method}${instant ? " instant" : ""}`;
}

/**
 * When the tracking job asks a carrier next about a parcel (decision 0093), pure:
 * - label only (the carrier has not had it yet): every LABEL_POLL_MS;
 * - handed over or in transit: every MOVING_POLL_MS; problem: every PROBLEM_POLL_MS;
 * - delivered: never again (null);
 * - after failed calls: exponential back-off from FAILURE_BASE_MS, at most FAILURE_CAP_MS; a
 *   Retry-After from the carrier wins over the back-off (at least MIN_RETRY_MS);
 * - GIVE_UP_DAYS after the label: never again (null); no poll is planned past that day.
 * And how many calls one run may make per carrier within its published limit per day.
 */
import type { TrackingStatus } from "./tracking.ts";
import type { CarrierName } from "./types.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LABEL_POLL_MS = 4 * HOUR;
export const MOVING_POLL_MS = 1 * HOUR;
export const PROBLEM_POLL_MS = 2 * HOUR;
export const FAILURE_BASE_MS = 15 * MINUTE;
export const FAILURE_CAP_MS = 12 * HOUR;
export const MIN_RETRY_MS = MINUTE;
/**
 * Days after the label when polling stops: a trade expires after 30 days without a parcel
 * (decision 0024), and a parcel is on its way for a few days; 35 covers a label used on day 30.
 */
export const GIVE_UP_DAYS = 35;

/**
 * The carriers' published limits per day for their tracking APIs: DHL's Unified Tracking gives a
 * new app 250 calls a day (more on request; over the limit it answers 429 until the next day);
 * UPS names no number and answers 429 when too many come.
 */
export const CALLS_PER_DAY_DEFAULT: Readonly<Record<CarrierName, number>> = { DHL: 250, UPS: 10_000 };
/** Time between two calls to one carrier within a run (DHL allows about one call per 5 s on a new app). */
export const CALL_SPACING_MS: Readonly<Record<CarrierName, number>> = { DHL: 5_000, UPS: 0 };

export interface PollState {
  status: TrackingStatus;
  /** When the label was made (shipments.created_at). */
  labelAt: Date;
  now: Date;
  /** Failed calls in a row, this one included (0 after an answer). */
  failures: number;
  /** The wait the carrier asked for (Retry-After), if it did. */
  retryAfterMs?: number | null;
}

/** The instant polling stops for a label made at `labelAt`. */
export function giveUpAt(labelAt: Date): Date {
  return new Date(labelAt.getTime() + GIVE_UP_DAYS * DAY);
}

/** The back-off after `failures` failed calls in a row (1 → 15 min, 2 → 30 min … at most 12 h). */
export function failureDelayMs(failures: number): number {
  return Math.min(FAILURE_CAP_MS, FAILURE_BASE_MS * 2 ** Math.max(0, failures - 1));
}

/** The next poll, or null: delivered, or given up. */
export function nextPollAt(s: PollState): Date | null {
  if (s.status === "delivered") return null;
  const end = giveUpAt(s.labelAt).getTime();
  if (s.now.getTime() >= end) return null;
  let delay: number;
  if (s.retryAfterMs != null) delay = Math.max(MIN_RETRY_MS, s.retryAfterMs);
  else if (s.failures > 0) delay = failureDelayMs(s.failures);
  else delay = s.status === "label" ? LABEL_POLL_MS : s.status === "problem" ? PROBLEM_POLL_MS : MOVING_POLL_MS;
  const at = s.now.getTime() + delay;
  return at >= end ? null : new Date(at);
}

/** Calls one run may make to a carrier: its calls per day spread over the runs of a day (at least 1). */
export function callsPerRun(callsPerDay: number, pollMinutes: number): number {
  const runsPerDay = Math.max(1, Math.floor((24 * 60) / Math.max(1, pollMinutes)));
  return Math.max(1, Math.floor(callsPerDay / runsPerDay));
}

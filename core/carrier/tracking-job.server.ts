/**
 * The tracking job (issue 30, decision 0093): a recurring job in the jobs table that asks the
 * carriers about the parcels whose next poll is due and imports what they answer. Each run claims
 * one due shipment at a time (`FOR UPDATE SKIP LOCKED`, and the claim moves its next_poll_at a
 * lease ahead, so two instances never poll the same parcel and a dead instance's claim runs out),
 * calls the carrier outside any transaction, then in one transaction inserts the new events (the
 * same event twice is one row) and sets the shipment's tracking status, times and next poll.
 * Shipping labels and our return labels alike; only carriers with tracking credentials are asked,
 * and no more often per run than their limits allow. No request ever waits for a carrier here.
 * Logs name the shipment id, carrier and the carrier's error, never a tracking number or a person.
 *
 * A label gets no next_poll_at when it is made (labels.server.ts sets none): a `created` row with
 * status `label`, no next_poll_at and a label younger than GIVE_UP_DAYS counts as due, so a new
 * label is polled on the next run without a write in the label code.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { editions, type EditionConfig, type EditionId } from "../editions/index.ts";
import { shipmentEvents, shipments } from "../../db/schema/index.ts";
import { enqueueJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { rows } from "../shared/index.server.ts";
import { DHL_TRACKING_DEFAULT_BASE_URL, dhlTracking } from "./dhl-tracking.server.ts";
import type { CarrierHttp } from "./http.server.ts";
import { CALL_SPACING_MS, CALLS_PER_DAY_DEFAULT, callsPerRun, GIVE_UP_DAYS, nextPollAt } from "./tracking-schedule.ts";
import { isShipmentTrackingStatus } from "./journey.ts";
import { trackingStatusOf, TrackingRateLimited, type TrackingAdapter, type TrackingEvent, type TrackingStatus } from "./tracking.ts";
import { CarrierError, type CarrierName } from "./types.ts";
import { upsTracking } from "./ups-tracking.server.ts";

export { DHL_TRACKING_DEFAULT_BASE_URL };
export const TRACKING_JOB = "carrier.tracking";
export const TRACKING_POLL_MINUTES_DEFAULT = 30;
const DAY_MS = 86_400_000;

/** The settings the tracking job reads (server/config: AppConfig has them all). */
export interface TrackingSettings {
  DHL_TRACKING_API_KEY?: string;
  DHL_TRACKING_BASE_URL: string;
  DHL_TRACKING_CALLS_PER_DAY: number;
  UPS_CLIENT_ID?: string;
  UPS_CLIENT_SECRET?: string;
  UPS_ACCOUNT_NUMBER?: string;
  UPS_BASE_URL: string;
  UPS_TRACKING_CALLS_PER_DAY: number;
  CARRIER_TIMEOUT_MS: number;
  TRACKING_POLL_MINUTES: number;
}

export type TrackingLog = (level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) => void;

export interface TrackingSetup {
  /** The carriers we may ask (those with credentials). */
  adapters: Partial<Record<CarrierName, TrackingAdapter>>;
  pollMinutes: number;
  callsPerRun: Record<CarrierName, number>;
  spacingMs: Record<CarrierName, number>;
  /** How long a claim keeps other instances off a shipment (longer than a call may take). */
  leaseMs: number;
  /** Waits between two calls to one carrier (tests pass one that only records). */
  sleep: (ms: number) => Promise<void>;
  log: TrackingLog;
  /** Per carrier: no calls before this instant (after a 429 with Retry-After; this instance only). */
  pausedUntil: Map<CarrierName, number>;
}

const setups = new WeakMap<TrackingSettings, TrackingSetup>();
const defaultLog: TrackingLog = (level, msg, fields) => process.stderr.write(`${JSON.stringify({ level, msg, ...fields })}\n`);

/**
 * The tracking setup for these settings (kept per settings object, so the UPS token is reused
 * between runs): DHL when DHL_TRACKING_API_KEY is set, UPS when its three credentials are.
 */
export function trackingSetupFor(
  settings: TrackingSettings,
  opts: { http?: Omit<CarrierHttp, "timeoutMs">; log?: TrackingLog; sleep?: (ms: number) => Promise<void> } = {},
): TrackingSetup {
  const known = setups.get(settings);
  if (known) return known;
  const http: CarrierHttp = { ...opts.http, timeoutMs: settings.CARRIER_TIMEOUT_MS };
  const s = settings;
  const adapters: TrackingSetup["adapters"] = {};
  if (s.DHL_TRACKING_API_KEY) adapters.DHL = dhlTracking({ apiKey: s.DHL_TRACKING_API_KEY, baseUrl: s.DHL_TRACKING_BASE_URL }, http);
  if (s.UPS_CLIENT_ID && s.UPS_CLIENT_SECRET && s.UPS_ACCOUNT_NUMBER) {
    adapters.UPS = upsTracking(
      { clientId: s.UPS_CLIENT_ID, clientSecret: s.UPS_CLIENT_SECRET, accountNumber: s.UPS_ACCOUNT_NUMBER, baseUrl: s.UPS_BASE_URL },
      http,
    );
  }
  const setup: TrackingSetup = {
    adapters,
    pollMinutes: s.TRACKING_POLL_MINUTES,
    callsPerRun: {
      DHL: callsPerRun(s.DHL_TRACKING_CALLS_PER_DAY ?? CALLS_PER_DAY_DEFAULT.DHL, s.TRACKING_POLL_MINUTES),
      UPS: callsPerRun(s.UPS_TRACKING_CALLS_PER_DAY ?? CALLS_PER_DAY_DEFAULT.UPS, s.TRACKING_POLL_MINUTES),
    },
    spacingMs: { ...CALL_SPACING_MS },
    leaseMs: 2 * s.CARRIER_TIMEOUT_MS + 60_000,
    sleep: opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    log: opts.log ?? defaultLog,
    pausedUntil: new Map(),
  };
  setups.set(settings, setup);
  return setup;
}

const slotStart = (now: Date, minutes: number) => {
  const ms = Math.max(1, minutes) * 60_000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
};
const slotKey = (start: Date) => `${TRACKING_JOB}:${start.toISOString()}`;

/**
 * Schedules the run of the current slot (every TRACKING_POLL_MINUTES; once per slot, whoever asks
 * first). False when no carrier may be asked (then nothing is scheduled).
 */
export function scheduleTrackingRun(db: JobExecutor, setup: TrackingSetup, now: Date): Promise<boolean> {
  if (!Object.keys(setup.adapters).length) return Promise.resolve(false);
  return enqueueJob(db, { kind: TRACKING_JOB, runAt: now, uniqueKey: slotKey(slotStart(now, setup.pollMinutes)) });
}

interface Claimed {
  id: number;
  edition: string;
  tracking_number: string;
  tracking_status: string;
  label_at: string | Date;
  poll_failures: number;
}

/**
 * Claims one due shipment of this carrier (the longest due first): a created label whose
 * next_poll_at has come, or a new one (status label, never polled, label younger than
 * GIVE_UP_DAYS). The claim moves next_poll_at `leaseMs` ahead.
 */
export async function claimDueShipment(db: Db, carrier: CarrierName, now: Date, leaseMs: number): Promise<Claimed | null> {
  const cutoff = new Date(now.getTime() - GIVE_UP_DAYS * DAY_MS).toISOString();
  const [row] = await rows<Claimed>(
    db,
    sql`update shipments s set next_poll_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
      from trades t
      where t.id = s.trade_id and s.id = (
        select id from shipments
        where state = 'created' and carrier = ${carrier}::text and tracking_number is not null
          and (next_poll_at <= ${now.toISOString()}::timestamptz
            or (next_poll_at is null and tracking_status = 'label' and coalesce(created_at, attempted_at) > ${cutoff}::timestamptz))
        order by coalesce(next_poll_at, created_at, attempted_at), id
        limit 1
        for update skip locked
      )
      returning s.id, t.edition, s.tracking_number, s.tracking_status, coalesce(s.created_at, s.attempted_at) as label_at, s.poll_failures`,
  );
  return row ?? null;
}

/**
 * Stores a carrier's answer for one shipment in one transaction: the events not yet stored
 * (on conflict do nothing), then the status from all its events, the latest event's time, the
 * delivery time, no failures, and the next poll. Answers the new status.
 */
export async function importTrackingEvents(
  db: Db,
  shipment: { id: number; labelAt: Date },
  events: readonly TrackingEvent[],
  now: Date,
): Promise<TrackingStatus> {
  return db.transaction(async (tx) => {
    if (events.length) {
      await tx
        .insert(shipmentEvents)
        .values(
          events.map((e) => ({
            shipmentId: shipment.id,
            occurredAt: e.occurredAt,
            status: e.status,
            code: e.code,
            description: e.description,
            location: e.location,
            importedAt: now,
          })),
        )
        .onConflictDoNothing();
    }
    const all = await tx
      .select({ occurredAt: shipmentEvents.occurredAt, status: shipmentEvents.status })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, shipment.id));
    const mapped = all.map((e) => ({ occurredAt: e.occurredAt, status: e.status as TrackingEvent["status"] }));
    const status = trackingStatusOf(mapped);
    const latest = mapped.reduce<Date | null>((m, e) => (!m || e.occurredAt > m ? e.occurredAt : m), null);
    const delivered = mapped
      .filter((e) => e.status === "delivered")
      .reduce<Date | null>((m, e) => (!m || e.occurredAt < m ? e.occurredAt : m), null);
    await tx
      .update(shipments)
      .set({
        trackingStatus: status,
        trackingEventAt: latest,
        deliveredAt: delivered,
        pollFailures: 0,
        nextPollAt: nextPollAt({ status, labelAt: shipment.labelAt, now, failures: 0 }),
      })
      .where(eq(shipments.id, shipment.id));
    return status;
  });
}

export type PollOutcome = "imported" | "failed" | "rate_limited" | "unauthorized";

/** Asks the carrier about one claimed shipment and stores the answer, or the failure and its back-off. */
async function pollShipment(db: Db, setup: TrackingSetup, adapter: TrackingAdapter, row: Claimed, now: Date): Promise<PollOutcome> {
  const labelAt = new Date(row.label_at);
  let events: TrackingEvent[];
  try {
    const edition = editions[row.edition as EditionId] as EditionConfig | undefined;
    events = await adapter.track(row.tracking_number, now, edition?.localeCode);
  } catch (err) {
    const failures = Number(row.poll_failures) + 1;
    const status = isShipmentTrackingStatus(row.tracking_status) ? row.tracking_status : "label";
    const retryAfterMs = err instanceof TrackingRateLimited ? err.retryAfterMs : null;
    const next = nextPollAt({ status, labelAt, now, failures, retryAfterMs });
    await db.update(shipments).set({ pollFailures: failures, nextPollAt: next }).where(eq(shipments.id, row.id));
    const carrierError = err instanceof CarrierError ? err : null;
    setup.log(carrierError?.failure === "unauthorized" ? "error" : "warn", "carrier tracking call failed", {
      shipmentId: row.id,
      carrier: adapter.name,
      failure: carrierError?.failure ?? "error",
      httpStatus: carrierError?.httpStatus ?? null,
      // the carrier's error text (no request data in it) or the error's kind, never the tracking number
      error: carrierError ? carrierError.message : err instanceof Error ? err.name : "unknown",
      failures,
      nextPollAt: next?.toISOString() ?? null,
    });
    if (err instanceof TrackingRateLimited) {
      setup.pausedUntil.set(adapter.name, now.getTime() + Math.max(60_000, retryAfterMs ?? 0));
      return "rate_limited";
    }
    return carrierError?.failure === "unauthorized" ? "unauthorized" : "failed";
  }
  await importTrackingEvents(db, { id: row.id, labelAt }, events, now);
  return "imported";
}

export interface TrackingRunResult {
  carrier: CarrierName;
  polled: number;
  imported: number;
  failed: number;
}

/**
 * One run: per carrier that may be asked (and is not paused by its Retry-After), up to its calls
 * per run, one due shipment after the other. A 429 or a refused key ends that carrier's run.
 */
export async function runTracking(db: Db, setup: TrackingSetup, now: Date): Promise<TrackingRunResult[]> {
  const results: TrackingRunResult[] = [];
  for (const [carrier, adapter] of Object.entries(setup.adapters) as [CarrierName, TrackingAdapter][]) {
    const result: TrackingRunResult = { carrier, polled: 0, imported: 0, failed: 0 };
    results.push(result);
    if ((setup.pausedUntil.get(carrier) ?? 0) > now.getTime()) continue;
    for (let i = 0; i < setup.callsPerRun[carrier]; i++) {
      const row = await claimDueShipment(db, carrier, now, setup.leaseMs);
      if (!row) break;
      if (i > 0 && setup.spacingMs[carrier] > 0) await setup.sleep(setup.spacingMs[carrier]);
      result.polled++;
      const outcome = await pollShipment(db, setup, adapter, row, now);
      if (outcome === "imported") result.imported++;
      else result.failed++;
      if (outcome === "rate_limited" || outcome === "unauthorized") break;
    }
  }
  return results;
}

export const trackingJobHandlers: Record<string, (job: ClaimedJob, ctx: { db: Db; now: Date; tracking?: TrackingSetup }) => Promise<void>> =
  {
    /** Runs the due polls, then schedules the next slot's run (the worker's sweep restarts the chain if it breaks). */
    async [TRACKING_JOB](job, ctx) {
      const setup = ctx.tracking;
      if (!setup || !Object.keys(setup.adapters).length) return;
      const results = await runTracking(ctx.db, setup, ctx.now);
      const polled = results.filter((r) => r.polled);
      if (polled.length) setup.log("info", "carrier tracking run", { jobId: job.id, results: polled });
      const next = new Date(slotStart(ctx.now, setup.pollMinutes).getTime() + setup.pollMinutes * 60_000);
      await enqueueJob(ctx.db, { kind: TRACKING_JOB, runAt: next, uniqueKey: slotKey(next) });
    },
  };

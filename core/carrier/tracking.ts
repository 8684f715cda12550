/**
 * Carrier tracking (issue 30, decision 0093), the pure part: our statuses, one interface for the
 * carriers' tracking adapters, and the rules that turn a carrier's events into a shipment's status.
 * A shipment's status (shipments.tracking_status) is `label` until the carrier has the parcel, then
 * handed_over, in_transit, delivered or problem; an imported event (shipment_events.status) is one
 * of handed_over, in_transit, delivered, problem or other (news without a move: label data received,
 * a delivery date announced).
 */
import type { ShipmentEventStatus, ShipmentTrackingStatus } from "./journey.ts";
import { CarrierError, type CarrierName } from "./types.ts";

/** The statuses as the read model names them (journey.ts). */
export type TrackingStatus = ShipmentTrackingStatus;
export type TrackingEventStatus = ShipmentEventStatus;

/** One carrier event, mapped: when, our status, the carrier's code and words, where (city, country). */
export interface TrackingEvent {
  occurredAt: Date;
  status: TrackingEventStatus;
  /** The carrier's code (DHL statusCode, UPS status type + code); with occurredAt the event's identity. */
  code: string;
  description: string | null;
  location: string | null;
}

export interface TrackingAdapter {
  readonly name: CarrierName;
  /**
   * The parcel's events, oldest first; an empty list when the carrier does not know the number yet
   * (a fresh label). Throws CarrierError (TrackingRateLimited on 429 with the carrier's Retry-After,
   * an HTTP date in it read against `now`, the app's clock). `locale` (BCP-47, "fr-FR") asks for the
   * carrier's texts in the trade's language.
   */
  track(trackingNumber: string, now: Date, locale?: string): Promise<TrackingEvent[]>;
}

/**
 * Marks the first event at which the carrier had the parcel (its first scan, the pickup, the drop-off
 * at a shop) as handed_over; events come oldest first. A carrier that says so itself (UPS pickup)
 * keeps its handed_over, and later moves stay in_transit.
 */
export function markHandover(events: TrackingEvent[]): TrackingEvent[] {
  const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const first = sorted.findIndex((e) => e.status !== "other");
  return sorted.map((e, i) =>
    i === first && e.status === "in_transit"
      ? { ...e, status: "handed_over" }
      : i > first && first >= 0 && e.status === "handed_over"
        ? { ...e, status: "in_transit" }
        : e,
  );
}

/**
 * A shipment's status from all its events: delivered once any event says so; else the status of
 * the latest event that is not `other`; `label` while there is none.
 */
export function trackingStatusOf(events: readonly Pick<TrackingEvent, "occurredAt" | "status">[]): TrackingStatus {
  if (events.some((e) => e.status === "delivered")) return "delivered";
  let latest: Pick<TrackingEvent, "occurredAt" | "status"> | null = null;
  for (const e of events) if (e.status !== "other" && (!latest || e.occurredAt.getTime() >= latest.occurredAt.getTime())) latest = e;
  return latest ? (latest.status as TrackingStatus) : "label";
}

/** "Leipzig, DE" from a city and a country (either may be missing); null when both are. */
export function placeText(city: unknown, country: unknown): string | null {
  const parts = [city, country].filter((p): p is string => typeof p === "string" && p.trim() !== "").map((p) => p.trim());
  return parts.length ? parts.join(", ").slice(0, 120) : null;
}

/**
 * A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; null when absent or
 * unreadable. Never negative.
 */
export function retryAfterMs(header: string | null | undefined, now: Date): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/**
 * A carrier call that failed with a wait the carrier asked for (429, or a 503 with Retry-After):
 * the tracking job polls this shipment again no sooner than `retryAfterMs` (null: the carrier
 * named no time, the back-off decides).
 */
export class TrackingRateLimited extends CarrierError {
  constructor(
    carrier: CarrierName,
    httpStatus: number,
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super(carrier, "unavailable", httpStatus, message);
    this.name = "TrackingRateLimited";
  }
}

/** Throws the CarrierError for a tracking answer that is no success (`text`: the carrier's error, no request data). */
export function trackingFailure(carrier: CarrierName, status: number, text: string, retryAfter: number | null): never {
  if (status === 429 || (status === 503 && retryAfter !== null)) throw new TrackingRateLimited(carrier, status, text, retryAfter);
  if (status === 401 || status === 403) throw new CarrierError(carrier, "unauthorized", status, text);
  if (status === 400 || status === 422) throw new CarrierError(carrier, "rejected", status, text);
  if (status >= 500) throw new CarrierError(carrier, "unavailable", status, text);
  throw new CarrierError(carrier, "invalid_response", status, text);
}

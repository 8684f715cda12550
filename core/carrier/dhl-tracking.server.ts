/**
 * DHL Shipment Tracking – Unified API (decision 0093): `GET {base}/shipments?trackingNumber=…`
 * with the `DHL-API-Key` header of an app that has this API (its own subscription on the DHL
 * developer portal; the key may be the same app's as for shipping). The answer is
 * `{shipments: [{id, status, events: [{timestamp, statusCode, status, description,
 * location: {address: {addressLocality, countryCode}}}]}]}`, events newest first; statusCode is
 * pre-transit | transit | delivered | failure | unknown. Errors are problem JSON (`title`,
 * `status`, `detail`); 404 means DHL does not know the number (yet); 429 carries Retry-After
 * (the app's calls per day are used up, or too many per second).
 */
import { carrierCall, shortText, type CarrierHttp } from "./http.server.ts";
import {
  markHandover,
  placeText,
  retryAfterMs,
  trackingFailure,
  type TrackingAdapter,
  type TrackingEvent,
  type TrackingEventStatus,
} from "./tracking.ts";
import { CarrierError } from "./types.ts";

export const DHL_TRACKING_DEFAULT_BASE_URL = "https://api-eu.dhl.com/track";

export interface DhlTrackingSettings {
  apiKey: string;
  baseUrl: string;
}

interface DhlEvent {
  timestamp?: unknown;
  statusCode?: unknown;
  status?: unknown;
  description?: unknown;
  location?: { address?: { addressLocality?: unknown; countryCode?: unknown } };
}

const STATUS: Readonly<Record<string, TrackingEventStatus>> = {
  "pre-transit": "other",
  transit: "in_transit",
  delivered: "delivered",
  failure: "problem",
};

/** DHL's events of the shipment with this number, mapped and oldest first (exported for tests). */
export function dhlTrackingEvents(json: unknown, trackingNumber: string): TrackingEvent[] {
  const shipments = (json as { shipments?: unknown } | null)?.shipments;
  if (!Array.isArray(shipments)) throw new CarrierError("DHL", "invalid_response", 200, "answer without shipments");
  const shipment = (shipments.find((s: { id?: unknown }) => s?.id === trackingNumber) ?? shipments[0]) as { events?: unknown } | undefined;
  const events = Array.isArray(shipment?.events) ? (shipment.events as DhlEvent[]) : [];
  const mapped: TrackingEvent[] = [];
  for (const e of events) {
    const at = typeof e.timestamp === "string" ? new Date(e.timestamp) : null;
    if (!at || Number.isNaN(at.getTime())) continue;
    const code = shortText(e.statusCode, 40) || "unknown";
    const description = shortText(e.description, 300) || shortText(e.status, 300) || null;
    mapped.push({
      occurredAt: at,
      status: STATUS[code] ?? "other",
      code,
      description,
      location: placeText(e.location?.address?.addressLocality, e.location?.address?.countryCode),
    });
  }
  return markHandover(mapped);
}

function problemText(json: unknown, status: number): string {
  const p = json as { title?: unknown; detail?: unknown } | null;
  const text = [shortText(p?.title, 80), shortText(p?.detail)].filter(Boolean).join(": ");
  return `HTTP ${status}${text ? `: ${text}` : ""}`;
}

export function dhlTracking(settings: DhlTrackingSettings, http: CarrierHttp = {}): TrackingAdapter {
  const base = settings.baseUrl.replace(/\/+$/, "");
  return {
    name: "DHL",
    async track(trackingNumber, now, locale) {
      // `language`: ISO 639-1 code of the texts (DHL's default is English)
      const query = { trackingNumber, ...(locale ? { language: locale.slice(0, 2).toLowerCase() } : {}) };
      const { status, json, retryAfter } = await carrierCall(
        "DHL",
        `${base}/shipments?${new URLSearchParams(query).toString()}`,
        { method: "GET", headers: { accept: "application/json", "DHL-API-Key": settings.apiKey } },
        http,
        false,
      );
      if (status === 404) return [];
      if (status !== 200) trackingFailure("DHL", status, problemText(json, status), retryAfterMs(retryAfter, now));
      return dhlTrackingEvents(json, trackingNumber);
    },
  };
}

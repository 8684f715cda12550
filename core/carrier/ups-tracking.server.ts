/**
 * UPS Track API (decision 0093): `GET {base}/api/track/v1/details/{inquiryNumber}` with the bearer
 * token of the same OAuth client credentials as shipping (ups-token.server.ts) and the headers
 * `transId` (unique per request) and `transactionSrc`. The answer is
 * `{trackResponse: {shipment: [{package: [{trackingNumber, activity: [{date, time, gmtDate,
 * gmtTime, gmtOffset, status: {type, code, description}, location: {address: {city,
 * countryCode}}}]}]}]}`, activities newest first. status.type: M manifest (label data), P pickup,
 * I in transit (O out for delivery, W warehousing), D delivered, X exception, RS returned to
 * shipper. Errors `{response: {errors: [{code, message}]}}`; 404 = number not known (yet).
 */
import { randomUUID } from "node:crypto";
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
import { upsErrorText, upsToken, type UpsCredentials } from "./ups-token.server.ts";

interface UpsActivity {
  date?: unknown;
  time?: unknown;
  gmtDate?: unknown;
  gmtTime?: unknown;
  gmtOffset?: unknown;
  status?: { type?: unknown; code?: unknown; description?: unknown };
  location?: { address?: { city?: unknown; countryCode?: unknown; country?: unknown } };
}

const STATUS: Readonly<Record<string, TrackingEventStatus>> = {
  M: "other",
  MV: "other",
  NA: "other",
  P: "handed_over",
  I: "in_transit",
  O: "in_transit",
  W: "in_transit",
  D: "delivered",
  X: "problem",
  RS: "problem",
};

const digits = (v: unknown, length: number) => (typeof v === "string" && /^\d+$/.test(v) ? v.padStart(length, "0") : null);

/** An activity's instant: gmtDate + gmtTime (UTC) where given, else the local date and time with gmtOffset (else as UTC). */
function activityTime(a: UpsActivity): Date | null {
  const iso = (date: string, time: string, offset: string) =>
    new Date(
      `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}${offset}`,
    );
  const gmtDate = digits(a.gmtDate, 8);
  const gmtTime = digits(a.gmtTime, 6);
  const date = digits(a.date, 8);
  const time = digits(a.time, 6);
  const offset = typeof a.gmtOffset === "string" && /^[+-]\d{2}:\d{2}$/.test(a.gmtOffset) ? a.gmtOffset : "Z";
  const at =
    gmtDate?.length === 8 && gmtTime?.length === 6
      ? iso(gmtDate, gmtTime, "Z")
      : date?.length === 8
        ? iso(date, time ?? "000000", offset)
        : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/** UPS's activities of the package with this number, mapped and oldest first (exported for tests). */
export function upsTrackingEvents(json: unknown, trackingNumber: string): TrackingEvent[] {
  const shipments = (json as { trackResponse?: { shipment?: unknown } } | null)?.trackResponse?.shipment;
  if (!Array.isArray(shipments)) throw new CarrierError("UPS", "invalid_response", 200, "answer without trackResponse.shipment");
  const packages = shipments.flatMap((s: { package?: unknown }) =>
    Array.isArray(s?.package) ? (s.package as { trackingNumber?: unknown; activity?: unknown }[]) : [],
  );
  const pkg = packages.find((p) => p?.trackingNumber === trackingNumber) ?? packages[0];
  const activities = Array.isArray(pkg?.activity) ? (pkg.activity as UpsActivity[]) : [];
  const mapped: TrackingEvent[] = [];
  for (const a of activities) {
    const at = activityTime(a);
    if (!at) continue;
    const type = shortText(a.status?.type, 4).toUpperCase();
    const code = shortText(a.status?.code, 10);
    mapped.push({
      occurredAt: at,
      status: STATUS[type] ?? "other",
      code: `${type || "?"}${code ? `:${code}` : ""}`,
      description: shortText(a.status?.description, 300) || null,
      location: placeText(a.location?.address?.city, a.location?.address?.countryCode ?? a.location?.address?.country),
    });
  }
  return markHandover(mapped);
}

export function upsTracking(settings: UpsCredentials, http: CarrierHttp = {}): TrackingAdapter {
  const base = settings.baseUrl.replace(/\/+$/, "");
  const token = upsToken(settings, http);

  async function call(trackingNumber: string, locale: string | undefined) {
    // `locale`: language and country of the texts, "fr_FR" (UPS's default is en_US)
    const query = locale ? `?${new URLSearchParams({ locale: locale.replace("-", "_") }).toString()}` : "";
    return carrierCall(
      "UPS",
      `${base}/api/track/v1/details/${encodeURIComponent(trackingNumber)}${query}`,
      {
        method: "GET",
        headers: {
          accept: "application/json",
          authorization: `Bearer ${await token.get()}`,
          transId: randomUUID().replaceAll("-", ""),
          transactionSrc: "sellback",
        },
      },
      http,
      false,
    );
  }

  return {
    name: "UPS",
    async track(trackingNumber, now, locale) {
      let answer = await call(trackingNumber, locale);
      if (answer.status === 401) {
        // The token was refused (expired early, revoked): one new token, one more try.
        token.reset();
        answer = await call(trackingNumber, locale);
      }
      const { status, json, retryAfter } = answer;
      if (status === 404) return [];
      if (status !== 200) trackingFailure("UPS", status, upsErrorText(json, status), retryAfterMs(retryAfter, now));
      return upsTrackingEvents(json, trackingNumber);
    },
  };
}

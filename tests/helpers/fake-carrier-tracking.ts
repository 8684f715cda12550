/**
 * The tracking routes of the fake carrier (decision 0093), in the carriers' documented shapes:
 * - DHL Shipment Tracking – Unified: `GET /track/shipments?trackingNumber=…` with `DHL-API-Key`;
 *   `{shipments: [{id, service, status, events}]}` with events newest first (`timestamp`,
 *   `statusCode` pre-transit | transit | delivered | failure, `status`, `description`,
 *   `location.address`); unknown number → 404 problem JSON; 401 problem JSON for a wrong key;
 *   429 with Retry-After.
 * - UPS Track API: `GET /api/track/v1/details/{inquiryNumber}` with a bearer token of the fake's
 *   OAuth and `transId`/`transactionSrc`; `{trackResponse: {shipment: [{inquiryNumber, package:
 *   [{trackingNumber, activity}]}]}}` with activities newest first (`date`, `time`, `gmtDate`,
 *   `gmtTime`, `gmtOffset`, `status.type/code/description`, `location.address`); errors
 *   `{response: {errors: [{code, message}]}}`.
 * A test sets each tracking number's scans (carrier-neutral) and a mode for the tracking routes:
 * ok, 401, 429 (with `retryAfter`), 500 or timeout (never answers).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export const FAKE_DHL_TRACKING_KEY = "fake-dhl-tracking-key";
export const DHL_TRACKING_PATH = "/track";

/** One scan as a test writes it; the fake renders it in each carrier's words. */
export interface FakeScan {
  at: Date;
  kind: "label" | "pickup" | "transit" | "delivered" | "failure";
  description: string;
  city?: string;
  country?: string;
}

export type FakeTrackingMode = "ok" | "401" | "429" | "500" | "timeout";

export interface FakeTracking {
  scans: Map<string, FakeScan[]>;
  mode: FakeTrackingMode;
  /** The Retry-After header of a 429 (seconds or an HTTP date). */
  retryAfter: string;
  /** Tracking numbers asked for, in order, per carrier, with the language asked for (DHL `language`, UPS `locale`). */
  asked: { carrier: "DHL" | "UPS"; trackingNumber: string; language: string | null }[];
}

export function createFakeTracking(): FakeTracking {
  return { scans: new Map(), mode: "ok", retryAfter: "120", asked: [] };
}

const DHL_CODE: Record<FakeScan["kind"], string> = {
  label: "pre-transit",
  pickup: "transit",
  transit: "transit",
  delivered: "delivered",
  failure: "failure",
};
const UPS_TYPE: Record<FakeScan["kind"], [string, string]> = {
  label: ["M", "MP"],
  pickup: ["P", "PU"],
  transit: ["I", "AR"],
  delivered: ["D", "KB"],
  failure: ["X", "U2"],
};

const newestFirst = (scans: FakeScan[]) => [...scans].sort((a, b) => b.at.getTime() - a.at.getTime());

function dhlAnswer(trackingNumber: string, scans: FakeScan[]) {
  const events = newestFirst(scans).map((s) => ({
    timestamp: s.at.toISOString().replace(/\.\d{3}Z$/, "Z"),
    statusCode: DHL_CODE[s.kind],
    status: s.kind,
    description: s.description,
    location: { address: { addressLocality: s.city ?? "", countryCode: s.country ?? "DE" } },
  }));
  return {
    shipments: [{ id: trackingNumber, service: "parcel-de", status: events[0] ?? {}, details: {}, events }],
    possibleAdditionalShipmentsUrl: [],
  };
}

const ymd = (d: Date) => d.toISOString().slice(0, 10).replaceAll("-", "");
const hms = (d: Date) => d.toISOString().slice(11, 19).replaceAll(":", "");

function upsAnswer(trackingNumber: string, scans: FakeScan[]) {
  // local time one hour ahead of UTC (CET), as UPS writes date/time in the place's time
  const activity = newestFirst(scans).map((s) => {
    const local = new Date(s.at.getTime() + 3_600_000);
    return {
      location: { address: { city: s.city ?? "", countryCode: s.country ?? "FR", country: s.country ?? "FR" }, slic: "8566" },
      status: { type: UPS_TYPE[s.kind][0], code: UPS_TYPE[s.kind][1], description: s.description, statusCode: "005" },
      date: ymd(local),
      time: hms(local),
      gmtDate: ymd(s.at),
      gmtTime: String(Number(hms(s.at))), // UPS leaves out a leading zero ("74700")
      gmtOffset: "+01:00",
    };
  });
  return { trackResponse: { shipment: [{ inquiryNumber: trackingNumber, package: [{ trackingNumber, activity }] }] } };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Answers a tracking request; false when the path is none of the tracking routes. `upsTokens` are
 * the bearer tokens the fake's OAuth route gave out; `hang` keeps a response open (time-out mode).
 */
export function answerTracking(
  state: FakeTracking,
  req: IncomingMessage,
  res: ServerResponse,
  opts: { upsTokens: ReadonlySet<string>; hang: (res: ServerResponse) => void },
): boolean {
  if (req.method !== "GET") return false;
  const url = new URL(req.url ?? "/", "http://fake");
  const ups = /^\/api\/track\/v1\/details\/([^/]+)$/.exec(url.pathname);
  const dhl = url.pathname === `${DHL_TRACKING_PATH}/shipments`;
  if (!ups && !dhl) return false;
  const carrier = dhl ? "DHL" : "UPS";
  const trackingNumber = dhl ? (url.searchParams.get("trackingNumber") ?? "") : decodeURIComponent(ups![1]!);
  state.asked.push({ carrier, trackingNumber, language: url.searchParams.get(dhl ? "language" : "locale") });
  if (state.mode === "timeout") {
    opts.hang(res);
    return true;
  }
  if (carrier === "DHL") {
    if (state.mode === "401" || req.headers["dhl-api-key"] !== FAKE_DHL_TRACKING_KEY) {
      send(res, 401, { status: 401, title: "Unauthorized", detail: "Invalid API key." }, { "content-type": "application/problem+json" });
      return true;
    }
    if (state.mode === "429") {
      send(res, 429, { status: 429, title: "Too many requests", detail: "Rate limit exceeded." }, { "retry-after": state.retryAfter });
      return true;
    }
    if (state.mode === "500") {
      send(res, 500, { status: 500, title: "Internal Server Error", detail: "Please try again later." });
      return true;
    }
    const scans = state.scans.get(trackingNumber);
    if (!scans) {
      send(res, 404, { status: 404, title: "No result found", detail: "No shipment with given tracking number found." });
      return true;
    }
    send(res, 200, dhlAnswer(trackingNumber, scans));
    return true;
  }
  const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
  if (state.mode === "401" || !opts.upsTokens.has(bearer)) {
    send(res, 401, { response: { errors: [{ code: "250002", message: "Invalid Authentication Information." }] } });
    return true;
  }
  if (!req.headers.transid || !req.headers.transactionsrc) {
    send(res, 400, { response: { errors: [{ code: "TV0001", message: "Missing transId or transactionSrc" }] } });
    return true;
  }
  if (state.mode === "429") {
    send(res, 429, { response: { errors: [{ code: "429", message: "Rate Limit Exceeded" }] } }, { "retry-after": state.retryAfter });
    return true;
  }
  if (state.mode === "500") {
    send(res, 500, { response: { errors: [{ code: "TE0001", message: "Internal server error" }] } });
    return true;
  }
  const scans = state.scans.get(trackingNumber);
  if (!scans) {
    send(res, 404, { response: { errors: [{ code: "TW0001", message: "Tracking Information Not Found" }] } });
    return true;
  }
  send(res, 200, upsAnswer(trackingNumber, scans));
  return true;
}

/**
 * One HTTP call to a carrier with a time-out (AbortSignal.timeout) and a size limit, mapped to
 * CarrierError. No retries here: whether a call may be repeated is the caller's decision
 * (a shipment create may not, decision 0042).
 */
import { CarrierError, type CarrierName } from "./types.ts";

/** The most we read of a carrier's answer (a label PDF is about 50–200 KB, base64 in JSON). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export interface CarrierHttp {
  /** fetch (tests may pass their own). */
  fetch?: typeof fetch;
  /** Milliseconds until a call is given up (default 10 s). */
  timeoutMs?: number;
}

export interface CarrierAnswer {
  status: number;
  /** The parsed JSON body, or null when the body was empty or not JSON. */
  json: unknown;
  /** The answer's Retry-After header (a 429 or 503 may carry one), or null. */
  retryAfter: string | null;
}

/** Connection errors that mean the request never reached the carrier (safe to try again). */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function causeCode(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === "string" ? cause.code : "";
}

/**
 * Sends the request; answers status and JSON, or throws CarrierError(timeout | unavailable).
 * `creates` says whether the call creates something at the carrier (then a time-out or a broken
 * connection leaves `maybeCreated` set).
 */
export async function carrierCall(
  carrier: CarrierName,
  url: string,
  init: RequestInit,
  http: CarrierHttp,
  creates: boolean,
): Promise<CarrierAnswer> {
  const timeoutMs = http.timeoutMs ?? 10_000;
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  let status: number;
  let retryAfter: string | null;
  try {
    const response = await (http.fetch ?? fetch)(url, { ...init, signal, redirect: "error" });
    status = response.status;
    retryAfter = response.headers.get("retry-after");
    const length = Number(response.headers.get("content-length") ?? "0");
    if (length > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new CarrierError(carrier, "invalid_response", status, `answer of ${length} bytes is too large`, creates);
    }
    text = await response.text();
  } catch (err) {
    if (err instanceof CarrierError) throw err;
    if (signal.aborted) throw new CarrierError(carrier, "timeout", null, `no answer within ${timeoutMs} ms`, creates);
    const code = causeCode(err);
    throw new CarrierError(carrier, "unavailable", null, `connection failed${code ? ` (${code})` : ""}`, creates && !NOT_SENT.has(code));
  }
  if (text.length > MAX_ANSWER_BYTES) throw new CarrierError(carrier, "invalid_response", status, "answer is too large", creates);
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status, json, retryAfter };
}

/** Trims a carrier's error text for a log line or a message (no request data is ever in it). */
export function shortText(value: unknown, max = 200): string {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, max) : "";
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}`;
}

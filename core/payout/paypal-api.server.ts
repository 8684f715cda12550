/**
 * The PayPal Payouts REST API (v1) adapter (issue 32, decision 0112), as PayPal's reference
 * documents it:
 * - `POST {base}/v1/oauth2/token` with basic auth of client id and secret and the form body
 *   `grant_type=client_credentials` → `{access_token, token_type, expires_in}` (seconds); the token
 *   is kept (per base URL and client id) until a minute before it expires;
 * - `POST /v1/payments/payouts` `{sender_batch_header: {sender_batch_id, email_subject,
 *   email_message}, items: [{recipient_type: "EMAIL", amount: {value, currency}, receiver, note,
 *   sender_item_id}]}` → 201 `{batch_header: {payout_batch_id, batch_status}}`. PayPal pays a
 *   sender_batch_id once within 30 days: a repeat is refused with an error that names the
 *   sender_batch_id and carries a HATEOAS link to the original batch;
 * - `GET /v1/payments/payouts/{payout_batch_id}` → `{batch_header, items: [{payout_item_id,
 *   transaction_status, payout_item: {sender_item_id}, errors: {name, message}}]}`;
 * - `POST /v1/payments/payouts-item/{payout_item_id}/cancel` (an UNCLAIMED item only) → the item,
 *   `transaction_status` RETURNED;
 * - `POST /v1/notifications/verify-webhook-signature` `{auth_algo, cert_url, transmission_id,
 *   transmission_sig, transmission_time, webhook_id, webhook_event}` → `{verification_status:
 *   SUCCESS | FAILURE}`.
 * Errors are `{name, message, debug_id, details: [{field, issue}], links}`. Every call has a
 * time-out; a 401 forgets the token and tries once more with a new one; 429, 5xx, time-outs and
 * broken connections are a PaypalError the caller may retry. No e-mail address or amount ever goes
 * into an error message or a log line: only PayPal's error name, its message and debug id.
 */
import { createHash } from "node:crypto";

/** PayPal's words trimmed to one line for a log line or a reason (never request data). */
const shortText = (value: unknown, max = 200): string => (typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, max) : "");

/** The most we read of an answer (a batch of 1,000 items is about 1 MB). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * Why a call failed:
 * - unauthorized: PayPal refused our credentials (401/403 also after a fresh token);
 * - unavailable: 429 (with Retry-After), 5xx, a connection that failed;
 * - timeout: no answer within the time-out (a batch may have been made: retry with the same sender_batch_id);
 * - duplicate: the sender_batch_id was used before (`duplicateBatchId` when PayPal named the batch);
 * - rejected: PayPal refused the request (400/404/422 other than a duplicate); nothing was paid;
 * - invalid: an answer we cannot read.
 */
export type PaypalFailure = "unauthorized" | "unavailable" | "timeout" | "duplicate" | "rejected" | "invalid";

export class PaypalError extends Error {
  constructor(
    readonly failure: PaypalFailure,
    readonly httpStatus: number | null,
    message: string,
    /** PayPal's error name (VALIDATION_ERROR, INSUFFICIENT_FUNDS, USER_BUSINESS_ERROR, …). */
    readonly errorName: string | null = null,
    readonly retryAfterSeconds: number | null = null,
    readonly duplicateBatchId: string | null = null,
  ) {
    super(`PayPal: ${message}`);
    this.name = "PaypalError";
  }
}

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string | null;
  baseUrl: string;
  timeoutMs: number;
  /** fetch (tests may pass their own). */
  fetch?: typeof fetch;
}

export interface PaypalBatchItem {
  /** Our trade number (unique per batch). */
  senderItemId: string;
  receiver: string;
  amountCents: number;
  note: string;
}

export interface PaypalItemStatus {
  payoutItemId: string;
  senderItemId: string | null;
  transactionStatus: string;
  /** PayPal's words for a failed item ("RECEIVER_UNREGISTERED: Receiver is unregistered"), or null. */
  errorText: string | null;
}

export interface PaypalBatch {
  payoutBatchId: string;
  batchStatus: string;
  items: PaypalItemStatus[];
}

/** The PayPal-… headers of a webhook delivery, lower-case names. */
export interface PaypalWebhookHeaders {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

export interface PaypalPayouts {
  createBatch(args: { senderBatchId: string; emailSubject: string; emailMessage: string; items: PaypalBatchItem[] }): Promise<{
    payoutBatchId: string;
    batchStatus: string;
  }>;
  getBatch(payoutBatchId: string): Promise<PaypalBatch>;
  /** Cancels an UNCLAIMED item (the money goes back to our balance); answers the item's new status. */
  cancelItem(payoutItemId: string): Promise<string>;
  /** True when PayPal says the delivery's signature is good (`rawEvent`: the body exactly as received). */
  verifyWebhook(headers: PaypalWebhookHeaders, rawEvent: string): Promise<boolean>;
}

interface PaypalErrorBody {
  name?: unknown;
  message?: unknown;
  debug_id?: unknown;
  error?: unknown;
  error_description?: unknown;
  details?: { field?: unknown; issue?: unknown }[];
  links?: { href?: unknown; rel?: unknown }[];
}

/** "HTTP 422 INSUFFICIENT_FUNDS: Sender does not have sufficient funds (debug 8a1b…)": PayPal's words, never our data. */
export function paypalErrorText(json: unknown, status: number): string {
  const e = (json ?? {}) as PaypalErrorBody;
  const name = shortText(e.name, 60) || shortText(e.error, 60);
  const message = shortText(e.message) || shortText(e.error_description);
  const issues = (Array.isArray(e.details) ? e.details : [])
    .map((d) => shortText(d?.issue, 120))
    .filter(Boolean)
    .slice(0, 3);
  const debug = shortText(e.debug_id, 40);
  return `HTTP ${status}${name ? ` ${name}` : ""}${message ? `: ${message}` : ""}${issues.length ? ` (${issues.join("; ")})` : ""}${debug ? ` [debug ${debug}]` : ""}`;
}

const DUPLICATE_NAMES = new Set(["SENDER_BATCH_ID_ALREADY_USED", "DUPLICATE_REQUEST_ID", "DUPLICATE_SENDER_BATCH_ID"]);

/** The batch id a duplicate refusal names through its HATEOAS link to the original payout, or null. */
function linkedBatchId(e: PaypalErrorBody): string | null {
  for (const link of Array.isArray(e.links) ? e.links : []) {
    const m = typeof link?.href === "string" ? /\/v1\/payments\/payouts\/([A-Za-z0-9]+)\/?(?:\?.*)?$/.exec(link.href) : null;
    if (m) return m[1]!;
  }
  return null;
}

/** True for PayPal's refusal of a sender_batch_id used before (USER_BUSINESS_ERROR about SENDER_BATCH_ID, or a duplicate name). */
export function isDuplicateBatch(json: unknown): boolean {
  const e = (json ?? {}) as PaypalErrorBody;
  const name = typeof e.name === "string" ? e.name : "";
  if (DUPLICATE_NAMES.has(name)) return true;
  if (name !== "USER_BUSINESS_ERROR") return false;
  const details = Array.isArray(e.details) ? e.details : [];
  return details.some((d) => /sender_batch_id/i.test(String(d?.field ?? "")) || /duplicate|already/i.test(String(d?.issue ?? "")));
}

function retryAfterOf(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.min(86_400, Math.round(n)) : null;
}

/** Throws the PaypalError for an answer that is not a success. */
function fail(status: number, json: unknown, retryAfter: string | null): never {
  const e = (json ?? {}) as PaypalErrorBody;
  const name = shortText(e.name, 60) || shortText(e.error, 60) || null;
  const text = paypalErrorText(json, status);
  if (status === 401 || status === 403) throw new PaypalError("unauthorized", status, text, name);
  if ((status === 400 || status === 409 || status === 422) && isDuplicateBatch(json))
    throw new PaypalError("duplicate", status, text, name, null, linkedBatchId(e));
  if (status === 429 || status >= 500) throw new PaypalError("unavailable", status, text, name, retryAfterOf(retryAfter));
  if (status >= 400 && status < 500) throw new PaypalError("rejected", status, text, name);
  throw new PaypalError("invalid", status, text, name);
}

const tokens = new Map<string, { value: string; until: number }>();

/** Cents as PayPal's decimal string ("12.34"). */
export const paypalAmount = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

const str = (v: unknown, max = 100): string => (typeof v === "string" ? v.slice(0, max) : "");

export function paypalPayouts(settings: PaypalSettings): PaypalPayouts {
  const base = settings.baseUrl.replace(/\/+$/, "");
  // a changed secret is another key: a token fetched with the old one is not reused
  const tokenKey = `${base}|${settings.clientId}|${createHash("sha256").update(settings.clientSecret).digest("hex").slice(0, 16)}`;

  async function call(path: string, init: RequestInit): Promise<{ status: number; json: unknown; retryAfter: string | null }> {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    try {
      const response = await (settings.fetch ?? fetch)(`${base}${path}`, { ...init, signal, redirect: "error" });
      const length = Number(response.headers.get("content-length") ?? "0");
      if (length > MAX_ANSWER_BYTES) {
        await response.body?.cancel();
        throw new PaypalError("invalid", response.status, `answer of ${length} bytes is too large`);
      }
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: response.status, json, retryAfter: response.headers.get("retry-after") };
    } catch (err) {
      if (err instanceof PaypalError) throw err;
      if (signal.aborted) throw new PaypalError("timeout", null, `no answer within ${settings.timeoutMs} ms`);
      const code = (err as { cause?: { code?: unknown } })?.cause?.code;
      throw new PaypalError("unavailable", null, `connection failed${typeof code === "string" ? ` (${code})` : ""}`);
    }
  }

  async function token(): Promise<string> {
    const kept = tokens.get(tokenKey);
    if (kept && kept.until > Date.now()) return kept.value;
    const { status, json, retryAfter } = await call("/v1/oauth2/token", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`, "utf8").toString("base64")}`,
      },
      body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
    });
    if (status !== 200) fail(status, json, retryAfter);
    const answer = json as { access_token?: unknown; expires_in?: unknown } | null;
    const value = typeof answer?.access_token === "string" ? answer.access_token : "";
    if (!value) throw new PaypalError("invalid", status, "token answer without access_token");
    const seconds = Number(answer?.expires_in ?? 0);
    tokens.set(tokenKey, { value, until: Date.now() + Math.max(0, (Number.isFinite(seconds) ? seconds : 0) - 60) * 1000 });
    return value;
  }

  /** A call with the bearer token; a 401 forgets the token and tries once more. */
  async function authorized(path: string, method: "GET" | "POST", body?: string) {
    for (let attempt = 1; ; attempt++) {
      const answer = await call(path, {
        method,
        headers: {
          authorization: `Bearer ${await token()}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body }),
      });
      if (answer.status === 401 && attempt === 1) {
        tokens.delete(tokenKey);
        continue;
      }
      return answer;
    }
  }

  return {
    async createBatch(args) {
      const body = JSON.stringify({
        sender_batch_header: {
          sender_batch_id: args.senderBatchId,
          email_subject: args.emailSubject,
          email_message: args.emailMessage,
        },
        items: args.items.map((i) => ({
          recipient_type: "EMAIL",
          amount: { value: paypalAmount(i.amountCents), currency: "EUR" },
          receiver: i.receiver,
          note: i.note,
          sender_item_id: i.senderItemId,
        })),
      });
      const { status, json, retryAfter } = await authorized("/v1/payments/payouts", "POST", body);
      if (status !== 201 && status !== 200) fail(status, json, retryAfter);
      const header = (json as { batch_header?: { payout_batch_id?: unknown; batch_status?: unknown } } | null)?.batch_header;
      const payoutBatchId = str(header?.payout_batch_id);
      if (!payoutBatchId) throw new PaypalError("invalid", status, "answer without batch_header.payout_batch_id");
      return { payoutBatchId, batchStatus: str(header?.batch_status, 40) || "PENDING" };
    },

    async getBatch(payoutBatchId) {
      const { status, json, retryAfter } = await authorized(`/v1/payments/payouts/${encodeURIComponent(payoutBatchId)}`, "GET");
      if (status !== 200) fail(status, json, retryAfter);
      const answer = (json ?? {}) as {
        batch_header?: { payout_batch_id?: unknown; batch_status?: unknown };
        items?: {
          payout_item_id?: unknown;
          transaction_status?: unknown;
          payout_item?: { sender_item_id?: unknown };
          errors?: { name?: unknown; message?: unknown };
        }[];
      };
      if (!answer.batch_header) throw new PaypalError("invalid", status, "answer without batch_header");
      return {
        payoutBatchId: str(answer.batch_header.payout_batch_id) || payoutBatchId,
        batchStatus: str(answer.batch_header.batch_status, 40),
        items: (Array.isArray(answer.items) ? answer.items : []).map((i) => ({
          payoutItemId: str(i.payout_item_id),
          senderItemId: str(i.payout_item?.sender_item_id) || null,
          transactionStatus: str(i.transaction_status, 40),
          errorText: itemErrorText(i.errors),
        })),
      };
    },

    async cancelItem(payoutItemId) {
      const { status, json, retryAfter } = await authorized(
        `/v1/payments/payouts-item/${encodeURIComponent(payoutItemId)}/cancel`,
        "POST",
        "{}",
      );
      if (status !== 200) fail(status, json, retryAfter);
      return str((json as { transaction_status?: unknown } | null)?.transaction_status, 40);
    },

    async verifyWebhook(headers, rawEvent) {
      if (!settings.webhookId) return false;
      // the event exactly as delivered: PayPal checks the signature over the body it sent
      const body = `{"auth_algo":${JSON.stringify(headers.authAlgo)},"cert_url":${JSON.stringify(headers.certUrl)},"transmission_id":${JSON.stringify(
        headers.transmissionId,
      )},"transmission_sig":${JSON.stringify(headers.transmissionSig)},"transmission_time":${JSON.stringify(
        headers.transmissionTime,
      )},"webhook_id":${JSON.stringify(settings.webhookId)},"webhook_event":${rawEvent}}`;
      const { status, json, retryAfter } = await authorized("/v1/notifications/verify-webhook-signature", "POST", body);
      if (status !== 200) fail(status, json, retryAfter);
      return (json as { verification_status?: unknown } | null)?.verification_status === "SUCCESS";
    },
  };
}

/** PayPal's words for an item's failure ({name, message}), trimmed; null when it gave none. */
export function itemErrorText(errors: unknown): string | null {
  const e = (errors ?? {}) as { name?: unknown; message?: unknown };
  const text = [shortText(e.name, 60), shortText(e.message)].filter(Boolean).join(": ");
  return text || null;
}

/** Forgets every kept token (tests that swap credentials). */
export function forgetPaypalTokens(): void {
  tokens.clear();
}

export interface PaypalConfig {
  PAYPAL_CLIENT_ID?: string | undefined;
  PAYPAL_CLIENT_SECRET?: string | undefined;
  PAYPAL_WEBHOOK_ID?: string | undefined;
  PAYPAL_BASE_URL: string;
  PAYPAL_TIMEOUT_MS: number;
}

/** PayPal's API pays the runs' PayPal items when client id and secret are set; else the CSV does. */
export const paypalApiOn = (config: PaypalConfig): boolean => Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET);

/** The adapter of these settings, or null without credentials. Cheap (the token is kept per base URL and client): made per use. */
export function paypalPayoutsFor(config: PaypalConfig): PaypalPayouts | null {
  if (!paypalApiOn(config)) return null;
  return paypalPayouts({
    clientId: config.PAYPAL_CLIENT_ID!,
    clientSecret: config.PAYPAL_CLIENT_SECRET!,
    webhookId: config.PAYPAL_WEBHOOK_ID ?? null,
    baseUrl: config.PAYPAL_BASE_URL,
    timeoutMs: config.PAYPAL_TIMEOUT_MS,
  });
}

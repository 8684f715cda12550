/**
 * `POST /api/webhooks/paypal` (decision 0112): PayPal's deliveries of PAYMENT.PAYOUTS-ITEM.*
 * events. Public (no session: PayPal calls it), so nothing is trusted before PayPal's own
 * verification endpoint says the signature is good for our webhook id: the body (at most 64 KB) is
 * passed on exactly as received with the paypal-auth-algo, -cert-url, -transmission-id,
 * -transmission-sig and -transmission-time headers. Missing headers or FAILURE → 400, nothing
 * changed; an event id seen before → 200, nothing changed; a verified item event applies the same
 * status handling as the poll. 503 when PayPal's verification cannot be reached (PayPal delivers
 * again). Without the PayPal settings (credentials and webhook id) the route is 404. Rate-limited
 * per client like the other public endpoints.
 */
import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { paypalWebhookEvents } from "../../db/schema/index.ts";
import {
  applyPaypalItemStatus,
  itemErrorText,
  PaypalError,
  paypalPayoutsFor,
  runOfPaypalItem,
  statusOfPaypalEvent,
  type PaypalWebhookHeaders,
} from "../../core/payout/index.server.ts";
import { enforceRateLimit, type RateLimitRule } from "../../core/rate-limit/index.server.ts";
import { nowFrom, ProblemError } from "../../core/shared/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { log } from "../middleware/logging.server.ts";

/** The largest delivery we read (an item event is 2–3 KB). */
export const PAYPAL_WEBHOOK_MAX_BYTES = 64 * 1024;

/** Deliveries per client address: PayPal retries and bursts stay far below this. */
const PAYPAL_WEBHOOK_LIMIT: RateLimitRule = { perWindow: 300, windowSeconds: 60 };

const HEADERS = {
  authAlgo: "paypal-auth-algo",
  certUrl: "paypal-cert-url",
  transmissionId: "paypal-transmission-id",
  transmissionSig: "paypal-transmission-sig",
  transmissionTime: "paypal-transmission-time",
} as const;

const refused = (detail: string) => new ProblemError(400, "paypal_webhook_refused", undefined, undefined, { reason: detail });

interface PaypalEvent {
  id: string;
  event_type: string;
  resource?: {
    payout_item_id?: unknown;
    payout_batch_id?: unknown;
    sender_batch_id?: unknown;
    transaction_status?: unknown;
    payout_item?: { sender_item_id?: unknown };
    errors?: { name?: unknown; message?: unknown };
  };
}

const text = (v: unknown, max = 100) => (typeof v === "string" && v ? v.slice(0, max) : null);

/** Records the event id; false when it was recorded before (PayPal delivered it again). */
async function firstDelivery(db: Db, event: PaypalEvent, resourceId: string | null, now: Date): Promise<boolean> {
  const inserted = await rows<{ event_id: string }>(
    db,
    sql`insert into paypal_webhook_events (event_id, event_type, resource_id, received_at)
      values (${event.id}, ${event.event_type.slice(0, 100)}, ${resourceId}, ${now.toISOString()}::timestamptz)
      on conflict (event_id) do nothing returning event_id`,
  );
  return inserted.length > 0;
}

export const paypalWebhookApi = new Hono<AppEnv>().post("/", async (c) => {
  const deps = c.get("deps");
  const paypal = paypalPayoutsFor(deps.config);
  if (!paypal || !deps.config.PAYPAL_WEBHOOK_ID) throw new ProblemError(404, "not_found", "problem.detail.noApiRoute");
  const db = deps.database.db;
  const now = nowFrom(deps);
  await enforceRateLimit(db, `paypal-webhook:${c.get("clientKey")}`, PAYPAL_WEBHOOK_LIMIT, now);
  if (Number(c.req.header("content-length") ?? "0") > PAYPAL_WEBHOOK_MAX_BYTES)
    throw new ProblemError(413, "payload_too_large", "problem.detail.payloadTooLarge", undefined, { maxBytes: PAYPAL_WEBHOOK_MAX_BYTES });
  const raw = await c.req.text();
  if (Buffer.byteLength(raw, "utf8") > PAYPAL_WEBHOOK_MAX_BYTES)
    throw new ProblemError(413, "payload_too_large", "problem.detail.payloadTooLarge", undefined, { maxBytes: PAYPAL_WEBHOOK_MAX_BYTES });
  const headers = Object.fromEntries(
    Object.entries(HEADERS).map(([k, h]) => [k, c.req.header(h)?.trim() ?? ""]),
  ) as unknown as PaypalWebhookHeaders;
  if (Object.values(headers).some((v) => !v || v.length > 500)) throw refused("signature headers missing");
  let event: PaypalEvent;
  try {
    event = JSON.parse(raw) as PaypalEvent;
  } catch {
    throw new ProblemError(400, "bad_request", "problem.detail.invalidJson");
  }
  if (!event || typeof event !== "object" || typeof event.id !== "string" || !event.id || typeof event.event_type !== "string")
    throw refused("not a PayPal event");
  let verified: boolean;
  try {
    verified = await paypal.verifyWebhook(headers, raw);
  } catch (err) {
    if (!(err instanceof PaypalError)) throw err;
    log("warn", "paypal webhook verification unavailable", { failure: err.failure, status: err.httpStatus, err: err.message });
    throw new ProblemError(503, "paypal_unavailable", undefined, undefined, { retryAfter: 60 });
  }
  if (!verified) {
    log("warn", "paypal webhook signature refused", { eventType: event.event_type.slice(0, 60) });
    throw refused("signature not verified");
  }
  const r = event.resource ?? {};
  const status = text(r.transaction_status, 40) ?? statusOfPaypalEvent(event.event_type);
  const [seen] = await db.select({ id: paypalWebhookEvents.eventId }).from(paypalWebhookEvents).where(sql`event_id = ${event.id}`);
  if (seen) return c.json({ received: true, duplicate: true }, 200, { "Cache-Control": "private, no-store" });
  let outcome = "ignored";
  if (status && statusOfPaypalEvent(event.event_type) !== null) {
    const runId = await runOfPaypalItem(db, text(r.payout_batch_id), text(r.sender_batch_id));
    outcome = runId
      ? await applyPaypalItemStatus(
          { db, now, paypal },
          {
            runId,
            payoutItemId: text(r.payout_item_id),
            senderItemId: text(r.payout_item?.sender_item_id),
            status,
            errorText: itemErrorText(r.errors),
          },
        )
      : "unknown";
  }
  // recorded after it was applied: a delivery that failed half-way is applied again when PayPal retries (the status path is idempotent)
  await firstDelivery(db, event, text(r.payout_item_id), now);
  log("info", "paypal webhook", { eventType: event.event_type.slice(0, 60), outcome });
  return c.json({ received: true, outcome }, 200, { "Cache-Control": "private, no-store" });
});

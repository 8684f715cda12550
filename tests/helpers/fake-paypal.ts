/**
 * A local stand-in for PayPal's Payouts REST API v1 (decision 0112), answering in its documented
 * shapes so adapter, DB/API and browser tests never reach PayPal:
 * - `POST /v1/oauth2/token` (basic auth of client id and secret, `grant_type=client_credentials`)
 *   → `{scope, access_token, token_type: "Bearer", app_id, expires_in, nonce}`; bad credentials →
 *   401 `{error: "invalid_client", error_description}`;
 * - a missing or unknown bearer token → 401 `{name: "AUTHENTICATION_FAILURE", message, links}`;
 * - `POST /v1/payments/payouts` → 201 `{batch_header: {payout_batch_id, batch_status: "PENDING",
 *   sender_batch_header}, links}`; a malformed item → 400 `{name: "VALIDATION_ERROR", message:
 *   "Invalid request - see details", details: [{field: "items[0].receiver", location, issue}]}`;
 *   a sender_batch_id seen before → 422 `{name: "USER_BUSINESS_ERROR", details: [{field:
 *   "SENDER_BATCH_ID", issue}], links: [the original batch]}` (no link with `duplicateLink` off);
 *   `insufficient_funds` mode → 422 INSUFFICIENT_FUNDS;
 * - `GET /v1/payments/payouts/{id}` → `{batch_header, items: [{payout_item_id, transaction_status,
 *   payout_batch_id, payout_item: {…, sender_item_id}, errors?}]}` with the statuses a test sets
 *   (`setItemStatus`), unknown id → 404 RESOURCE_NOT_FOUND;
 * - `POST /v1/payments/payouts-item/{id}/cancel`: an UNCLAIMED item becomes RETURNED (200, the
 *   item); any other → 422 (our name for it; PayPal's is not documented in what we could read);
 * - `POST /v1/notifications/verify-webhook-signature` → `{verification_status}`: SUCCESS only for a
 *   transmission_sig the test marked good (`goodSignatures`) and the configured webhook id.
 * `mode` makes the next payout, batch and cancel calls a 429 with Retry-After, a 500, a time-out
 * (the batch is made, then no answer: what a lost answer looks like), or normal.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_PAYPAL = {
  clientId: "fake-paypal-client",
  clientSecret: "fake-paypal-secret",
  webhookId: "8PT597110X687430LKGECATA",
} as const;

export type FakePaypalMode = "ok" | "rate_limited" | "server_error" | "timeout" | "insufficient_funds";

export interface FakePaypalItem {
  payoutItemId: string;
  batchId: string;
  senderItemId: string;
  receiver: string;
  amount: { value: string; currency: string };
  note: string;
  status: string;
  errors: { name: string; message: string } | null;
}

export interface FakePaypal {
  baseUrl: string;
  mode: FakePaypalMode;
  retryAfter: number;
  /** Duplicate refusals carry the HATEOAS link to the original batch (PayPal's documented behaviour). */
  duplicateLink: boolean;
  /** Batches made, by payout_batch_id, with their sender_batch_id. */
  batches: Map<string, { senderBatchId: string; items: FakePaypalItem[] }>;
  /** Item ids cancelled through the API. */
  cancelled: string[];
  /** transmission_sig values the verification endpoint calls good. */
  goodSignatures: Set<string>;
  requests: { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: unknown }[];
  /** Sets the status (and PayPal's error words) of the item with this sender_item_id in every batch. */
  setItemStatus(senderItemId: string, status: string, errors?: { name: string; message: string } | null): void;
  item(senderItemId: string): FakePaypalItem | undefined;
  /** Forgets every token handed out (the next call with an old token gets 401). */
  revokeTokens(): void;
  /** A webhook event for the item as PayPal sends it (PAYMENT.PAYOUTS-ITEM.…, resource = the item). */
  itemEvent(senderItemId: string, eventType: string, id?: string): Record<string, unknown>;
  /** The PayPal-… headers of a delivery with this signature. */
  webhookHeaders(signature: string): Record<string, string>;
  settings(): { PAYPAL_CLIENT_ID: string; PAYPAL_CLIENT_SECRET: string; PAYPAL_WEBHOOK_ID: string; PAYPAL_BASE_URL: string };
  close(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (data += c));
    req.on("end", () => resolve(data));
  });

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

let serial = 0;
const paypalId = (prefix: string) => `${prefix}${String(++serial).padStart(8, "0")}X${Date.now().toString(36).toUpperCase().slice(-4)}`;
const debugId = () => Math.random().toString(16).slice(2, 15);

export async function startFakePaypal(): Promise<FakePaypal> {
  const tokens = new Set<string>();
  const hanging = new Set<ServerResponse>();
  let baseUrl = "";

  const itemJson = (i: FakePaypalItem) => ({
    payout_item_id: i.payoutItemId,
    transaction_status: i.status,
    payout_batch_id: i.batchId,
    payout_item: { recipient_type: "EMAIL", amount: i.amount, note: i.note, receiver: i.receiver, sender_item_id: i.senderItemId },
    ...(i.errors ? { errors: i.errors } : {}),
    links: [{ href: `${baseUrl}/v1/payments/payouts-item/${i.payoutItemId}`, rel: "item", method: "GET" }],
  });

  const fake: FakePaypal = {
    baseUrl: "",
    mode: "ok",
    retryAfter: 30,
    duplicateLink: true,
    batches: new Map(),
    cancelled: [],
    goodSignatures: new Set(),
    requests: [],
    setItemStatus(senderItemId, status, errors = null) {
      for (const b of fake.batches.values())
        for (const i of b.items)
          if (i.senderItemId === senderItemId) {
            i.status = status;
            i.errors = errors;
          }
    },
    item: (senderItemId) => [...fake.batches.values()].flatMap((b) => b.items).find((i) => i.senderItemId === senderItemId),
    revokeTokens: () => tokens.clear(),
    itemEvent(senderItemId, eventType, id) {
      const item = fake.item(senderItemId);
      if (!item) throw new Error(`no item ${senderItemId}`);
      const batch = fake.batches.get(item.batchId)!;
      return {
        id: id ?? `WH-${paypalId("EV")}`,
        create_time: new Date().toISOString(),
        resource_type: "payouts_item",
        event_type: eventType,
        summary: `Payout item ${eventType.split(".").pop()!.toLowerCase()}`,
        resource: { ...itemJson(item), sender_batch_id: batch.senderBatchId },
        links: [],
        event_version: "1.0",
      };
    },
    webhookHeaders: (signature) => ({
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": "https://api-m.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270",
      "paypal-transmission-id": `tx-${signature.slice(0, 20)}`,
      "paypal-transmission-sig": signature,
      "paypal-transmission-time": new Date().toISOString(),
    }),
    settings: () => ({
      PAYPAL_CLIENT_ID: FAKE_PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: FAKE_PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: FAKE_PAYPAL.webhookId,
      PAYPAL_BASE_URL: fake.baseUrl,
    }),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** The mode's answer for a payouts call; true when it answered (or hangs). */
  function modeAnswer(res: ServerResponse): boolean {
    if (fake.mode === "rate_limited") {
      send(
        res,
        429,
        { name: "RATE_LIMIT_REACHED", message: "Too many requests. Blocked due to rate limiting.", debug_id: debugId() },
        {
          "retry-after": String(fake.retryAfter),
        },
      );
      return true;
    }
    if (fake.mode === "server_error") {
      send(res, 500, { name: "INTERNAL_SERVER_ERROR", message: "An internal server error occurred.", debug_id: debugId() });
      return true;
    }
    return false;
  }

  function createPayout(res: ServerResponse, body: unknown) {
    const b = (body ?? {}) as {
      sender_batch_header?: { sender_batch_id?: unknown; email_subject?: unknown };
      items?: {
        recipient_type?: unknown;
        amount?: { value?: unknown; currency?: unknown };
        receiver?: unknown;
        note?: unknown;
        sender_item_id?: unknown;
      }[];
    };
    const senderBatchId = b.sender_batch_header?.sender_batch_id;
    const items = Array.isArray(b.items) ? b.items : [];
    const details: { field: string; location: string; issue: string }[] = [];
    if (typeof senderBatchId !== "string" || !senderBatchId)
      details.push({ field: "sender_batch_header.sender_batch_id", location: "body", issue: "Required field is missing" });
    if (!items.length) details.push({ field: "items", location: "body", issue: "Required field is missing" });
    const ids = new Set<string>();
    items.forEach((item, n) => {
      if (item.recipient_type !== "EMAIL" || typeof item.receiver !== "string" || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(item.receiver))
        details.push({ field: `items[${n}].receiver`, location: "body", issue: "Receiver is invalid or does not match with type" });
      if (typeof item.amount?.value !== "string" || !/^\d+\.\d{2}$/.test(item.amount.value) || item.amount.currency !== "EUR")
        details.push({ field: `items[${n}].amount`, location: "body", issue: "Invalid amount" });
      if (typeof item.sender_item_id !== "string" || ids.has(item.sender_item_id))
        details.push({ field: `items[${n}].sender_item_id`, location: "body", issue: "Duplicate or missing sender_item_id" });
      else ids.add(item.sender_item_id);
    });
    if (details.length)
      return send(res, 400, {
        name: "VALIDATION_ERROR",
        message: "Invalid request - see details",
        debug_id: debugId(),
        details,
        links: [],
      });
    if (fake.mode === "insufficient_funds")
      return send(res, 422, {
        name: "INSUFFICIENT_FUNDS",
        message: "Sender does not have sufficient funds. Please add funds and retry.",
        debug_id: debugId(),
      });
    const existing = [...fake.batches.entries()].find(([, v]) => v.senderBatchId === senderBatchId);
    if (existing)
      return send(res, 422, {
        name: "USER_BUSINESS_ERROR",
        message: "User business error.",
        debug_id: debugId(),
        information_link: "https://developer.paypal.com/docs/api/payments.payouts-batch/#errors",
        details: [{ field: "SENDER_BATCH_ID", location: "body", issue: `Batch with given sender_batch_id already exists` }],
        links: fake.duplicateLink
          ? [{ href: `${baseUrl}/v1/payments/payouts/${existing[0]}`, rel: "self", method: "GET", encType: "application/json" }]
          : [],
      });
    const batchId = paypalId("B");
    fake.batches.set(batchId, {
      senderBatchId: senderBatchId as string,
      items: items.map((i) => ({
        payoutItemId: paypalId("I"),
        batchId,
        senderItemId: i.sender_item_id as string,
        receiver: i.receiver as string,
        amount: { value: i.amount!.value as string, currency: "EUR" },
        note: typeof i.note === "string" ? i.note : "",
        status: "PENDING",
        errors: null,
      })),
    });
    if (fake.mode === "timeout") return void hanging.add(res); // made, but the answer never comes
    send(res, 201, {
      batch_header: { payout_batch_id: batchId, batch_status: "PENDING", sender_batch_header: b.sender_batch_header },
      links: [{ href: `${baseUrl}/v1/payments/payouts/${batchId}`, rel: "self", method: "GET", encType: "application/json" }],
    });
  }

  function getBatch(res: ServerResponse, batchId: string) {
    const batch = fake.batches.get(batchId);
    if (!batch)
      return send(res, 404, { name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist.", debug_id: debugId() });
    const done = batch.items.every((i) => !["PENDING", "ONHOLD", "UNPROCESSED"].includes(i.status));
    send(res, 200, {
      batch_header: {
        payout_batch_id: batchId,
        batch_status: done ? "SUCCESS" : "PROCESSING",
        sender_batch_header: { sender_batch_id: batch.senderBatchId },
      },
      items: batch.items.map(itemJson),
      links: [{ href: `${baseUrl}/v1/payments/payouts/${batchId}`, rel: "self", method: "GET" }],
    });
  }

  function cancelItem(res: ServerResponse, itemId: string) {
    const item = [...fake.batches.values()].flatMap((b) => b.items).find((i) => i.payoutItemId === itemId);
    if (!item)
      return send(res, 404, { name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist.", debug_id: debugId() });
    if (item.status !== "UNCLAIMED")
      return send(res, 422, {
        name: "UNPROCESSABLE_ENTITY",
        message: "Only an unclaimed payout item can be cancelled.",
        debug_id: debugId(),
      });
    item.status = "RETURNED";
    fake.cancelled.push(itemId);
    send(res, 200, itemJson(item));
  }

  const server: Server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const path = (req.url ?? "").split("?")[0]!;
      fake.requests.push({ method: req.method ?? "", path, headers: req.headers, body });
      if (req.method === "POST" && path === "/v1/oauth2/token") {
        if (req.headers.authorization !== basic(FAKE_PAYPAL.clientId, FAKE_PAYPAL.clientSecret))
          return send(res, 401, { error: "invalid_client", error_description: "Client Authentication failed" });
        if (new URLSearchParams(raw).get("grant_type") !== "client_credentials")
          return send(res, 400, { error: "unsupported_grant_type", error_description: "Grant Type is NULL" });
        const token = `A21AA${paypalId("T")}`;
        tokens.add(token);
        return send(res, 200, {
          scope: "https://uri.paypal.com/services/payments/payouts",
          access_token: token,
          token_type: "Bearer",
          app_id: "APP-80W284485P519543T",
          expires_in: 32400,
          nonce: `${new Date().toISOString()}nonce`,
        });
      }
      const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
      if (!bearer || !tokens.has(bearer))
        return send(res, 401, {
          name: "AUTHENTICATION_FAILURE",
          message: "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
          links: [{ href: "https://developer.paypal.com/docs/api/overview/#error", rel: "information_link" }],
        });
      if (req.method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
        const b = (body ?? {}) as { transmission_sig?: unknown; webhook_id?: unknown; webhook_event?: unknown };
        const good =
          typeof b.transmission_sig === "string" &&
          fake.goodSignatures.has(b.transmission_sig) &&
          b.webhook_id === FAKE_PAYPAL.webhookId &&
          typeof b.webhook_event === "object";
        return send(res, 200, { verification_status: good ? "SUCCESS" : "FAILURE" });
      }
      if (fake.mode === "timeout" && !(req.method === "POST" && path === "/v1/payments/payouts")) return void hanging.add(res);
      if (modeAnswer(res)) return;
      if (req.method === "POST" && path === "/v1/payments/payouts") return createPayout(res, body);
      let m = /^\/v1\/payments\/payouts\/([A-Za-z0-9]+)$/.exec(path);
      if (req.method === "GET" && m) return getBatch(res, m[1]!);
      m = /^\/v1\/payments\/payouts-item\/([A-Za-z0-9]+)\/cancel$/.exec(path);
      if (req.method === "POST" && m) return cancelItem(res, m[1]!);
      send(res, 404, { name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist." });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.baseUrl = baseUrl;
  return fake;
}

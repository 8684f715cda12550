import { Hono } from "hono";
import { CONTACT_SUBJECT_KEYS } from "../../core/editions/index.ts";
import type { AppEnv } from "../env.server.ts";
import { accountOpenApiPaths } from "./account-openapi.server.ts";
import { backofficeOpenApiPaths } from "./backoffice/openapi.server.ts";
import { newsletterOpenApiPaths } from "./newsletter-openapi.server.ts";

const problem = { $ref: "#/components/schemas/Problem" };
const problemResponses = {
  "400": { description: "Malformed request", content: { "application/problem+json": { schema: problem } } },
  "422": { description: "Invalid fields", content: { "application/problem+json": { schema: problem } } },
};

const jsonBody = (schema: unknown) => ({ required: true, content: { "application/json": { schema } } });

/** The API description; each resource adds its paths here. */
export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Sellback API",
    version: "1.0.0",
    description: "The edition (de, at, es, fr, it, en) comes from the Host header, as for pages. Amounts are EUR decimals. Errors are RFC 9457 problem details.",
  },
  paths: {
    "/api/health": {
      get: { summary: "Liveness and database check", responses: { "200": { description: "Healthy" }, "503": { description: "Database unavailable" } } },
    },
    "/api/contact": {
      post: {
        summary: "A message to the edition's customer service; acknowledged to the sender by e-mail",
        requestBody: jsonBody({
          type: "object",
          required: ["subject", "name", "email", "message"],
          properties: {
            subject: { enum: [...CONTACT_SUBJECT_KEYS], description: "One of the edition's ten subjects" },
            name: { type: "string", minLength: 1, maxLength: 100 },
            email: { type: "string", format: "email", maxLength: 254 },
            tradeNumber: { type: "string", pattern: "^[A-Za-z0-9-]{4,40}$" },
            message: { type: "string", minLength: 10, maxLength: 5000 },
          },
        }),
        responses: {
          "201": { description: "{id} of the stored message" },
          "429": { description: "5 messages per client address in 15 minutes (Retry-After)", content: { "application/problem+json": { schema: problem } } },
          ...problemResponses,
        },
      },
    },
    "/api/redirects": {
      get: {
        summary: "Look up a legacy redirect for a path",
        parameters: [{ name: "path", in: "query", required: true, schema: { type: "string", pattern: "^/" } }],
        responses: {
          "200": {
            description: "Redirect target",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { target: { type: "string" }, status: { type: "integer" }, external: { type: "boolean" } },
                },
              },
            },
          },
          "404": { description: "No redirect", content: { "application/problem+json": { schema: problem } } },
          ...problemResponses,
        },
      },
    },
    "/api/trade/searches": {
      post: {
        summary: "Search devices (deviceByUrl, devicesBySeries, devicesText) or categories with manufacturer counts",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["search", "application", "resultSize"],
                properties: {
                  search: {
                    oneOf: [
                      { type: "object", required: ["type", "url"], properties: { type: { const: "deviceByUrl" }, url: { type: "string" } } },
                      { type: "object", required: ["type", "seriesId"], properties: { type: { const: "devicesBySeries" }, seriesId: { type: "string" } } },
                      { type: "object", required: ["type", "text"], properties: { type: { const: "devicesText" }, text: { type: "string", maxLength: 200 } } },
                      { type: "object", required: ["type"], properties: { type: { const: "categories" } } },
                    ],
                  },
                  application: { type: "string", description: "devices-{edition} or manufacturers-{edition}" },
                  resultSize: { type: "integer", minimum: 1, maximum: 100 },
                },
              },
            },
          },
        },
        responses: { "200": { description: "{total, hits}" }, ...problemResponses },
      },
    },
    "/api/trade/offers": {
      post: {
        summary: "Make an offer for a device from its condition answers (valid 14 days)",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["deviceId", "answers"],
                properties: {
                  deviceId: { type: "integer", minimum: 1 },
                  answers: {
                    type: "array",
                    maxItems: 50,
                    items: { type: "object", required: ["questionId", "answerId"], properties: { questionId: { type: "integer" }, answerId: { type: "integer" } } },
                  },
                },
              },
            },
          },
        },
        responses: {
          "201": { description: "{offerId, deviceId, price, currency, validUntil, createdAt, answers, breakdown {basePriceCents, lines}, noOffer, condition, variant, device, used (a trade has used it: it cannot be used again)}" },
          "404": { description: "Unknown device", content: { "application/problem+json": { schema: problem } } },
          ...problemResponses,
        },
      },
    },
    "/api/trade/offers/{offerId}": {
      get: {
        summary: "Read an offer of this edition back",
        parameters: [{ name: "offerId", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "The offer (as POST)" }, "404": { description: "Unknown offer or another edition's", content: { "application/problem+json": { schema: problem } } } },
      },
    },
    "/api/controlling/controlling": {
      post: {
        summary: "Store a controlling event (marketing_touchpoint, offer_add_to_cart, offer_generated, trade_created)",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                additionalProperties: false,
                required: ["clientId", "applicationId", "url", "eventName"],
                properties: {
                  clientId: { type: ["string", "null"], pattern: "^[A-Za-z0-9_-]{16,128}$", description: "From GET /api/client-id; null before consent" },
                  applicationId: { type: "string", enum: ["sellback-en", "sellback-de", "sellback-at", "sellback-es", "sellback-fr", "sellback-it"] },
                  url: { type: "string", format: "uri", maxLength: 2048 },
                  eventName: { type: "string", enum: ["marketing_touchpoint", "offer_add_to_cart", "offer_generated", "trade_created"] },
                  conditionId: { type: ["string", "integer", "null"], maxLength: 64 },
                  currency: { type: ["string", "null"], pattern: "^[A-Z]{3}$" },
                  deviceId: { type: ["string", "integer", "null"], maxLength: 64 },
                  revenue: { type: ["number", "null"], minimum: 0, maximum: 10000000, description: "EUR, at most two decimals" },
                  productName: { type: ["string", "null"], maxLength: 1000 },
                  offerId: { type: ["string", "null"], maxLength: 64 },
                  tradeId: { type: ["string", "null"], maxLength: 64 },
                  category: { type: ["string", "null"], maxLength: 100 },
                  voucherCode: { type: ["string", "null"], maxLength: 64 },
                  voucherValue: { type: ["number", "null"], minimum: 0, maximum: 10000000, description: "EUR, at most two decimals" },
                  params: {
                    type: "object",
                    additionalProperties: false,
                    description: "Only (and required) for marketing_touchpoint: the tracked landing-URL parameters",
                    properties: Object.fromEntries(
                      ["gclid", "msclkid", "fbclid", "dyntr", "ctb", "utm_source", "utm_medium", "utm_campaign", "utm_id", "belboon", "awc"].map((p) => [p, { type: "string", maxLength: 500 }]),
                    ),
                  },
                },
              },
            },
          },
        },
        responses: {
          "201": { description: "{id}" },
          "415": { description: "Not JSON", content: { "application/problem+json": { schema: problem } } },
          "429": { description: "Too many events from this address", content: { "application/problem+json": { schema: problem } } },
          ...problemResponses,
        },
      },
    },
    "/api/client-id": {
      get: {
        summary: "The affiliate client id: {hash}; sets the cookie clientId (Max-Age 31536000, Path=/, SameSite=Lax); an existing stored id is returned again",
        responses: {
          "200": { description: "{hash}", content: { "application/json": { schema: { type: "object", required: ["hash"], properties: { hash: { type: "string", pattern: "^[0-9a-f]{64}$" } } } } } },
          "429": { description: "Too many new ids from this address", content: { "application/problem+json": { schema: problem } } },
        },
      },
    },
    "/api/trade/trades": {
      post: {
        summary:
          "Create a trade from stored offers (prices re-read from the offers; each offer is used by one trade). The Idempotency-Key belongs to its caller (the bearer's customer, or a guest with the body's fingerprint): the same key and body answer the same trade (200), another body is 422 idempotency_key_reused. At most 20 trades per client address an hour and 5 per recipient e-mail a day (429 with Retry-After).",
        parameters: [{ name: "Idempotency-Key", in: "header", required: true, schema: { type: "string", minLength: 1, maxLength: 200 } }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["offers", "customer", "address", "payment"],
                properties: {
                  offers: {
                    type: "array",
                    minItems: 1,
                    maxItems: 20,
                    items: { type: "object", required: ["offerId", "quantity"], properties: { offerId: { type: "string" }, quantity: { type: "integer", minimum: 1, maximum: 10 } } },
                  },
                  voucher: { type: ["string", "null"], maxLength: 40 },
                  customer: {
                    type: "object",
                    required: ["email", "firstName", "lastName"],
                    properties: { email: { type: "string", format: "email" }, firstName: { type: "string" }, lastName: { type: "string" }, phone: { type: ["string", "null"] } },
                  },
                  address: {
                    type: "object",
                    required: ["street", "houseNumber", "zip", "city", "country"],
                    properties: {
                      street: { type: "string" },
                      houseNumber: { type: "string" },
                      zip: { type: "string", description: "The postal-code rule of the country" },
                      city: { type: "string" },
                      country: { type: "string", description: "ISO 3166-1 alpha-2, one the edition ships from (its own country; English edition GB or IE)" },
                    },
                  },
                  payment: {
                    type: "object",
                    properties: {
                      paymentType: { type: "integer", enum: [13, 2], default: 13, description: "13 SEPA transfer (iban + accountHolder), 2 PayPal (paypalEmail)" },
                      iban: { type: "string" },
                      bic: { type: "string" },
                      accountHolder: { type: "string" },
                      paypalEmail: { type: "string", format: "email" },
                    },
                  },
                },
              },
            },
          },
        },
        responses: {
          "201": { description: "{tradeId, tradeNumber, total, labelUrl, state, trackingToken}" },
          "200": { description: "The same key and body again, by the same caller: the same trade" },
          "429": { description: "Too many trades from this address or for this e-mail (Retry-After)", content: { "application/problem+json": { schema: problem } } },
          ...problemResponses,
        },
      },
    },
    "/api/trade/trades/{tradeNumber}": {
      get: {
        summary: "A trade with its lines and timeline, for its owner or with its tracking token (?token= or Tracking-Token header)",
        parameters: [
          { name: "tradeNumber", in: "path", required: true, schema: { type: "string" } },
          { name: "token", in: "query", required: false, schema: { type: "string" } },
          { name: "Tracking-Token", in: "header", required: false, schema: { type: "string" } },
        ],
        responses: { "200": { description: "The trade (IBAN masked)" }, "404": { description: "Unknown trade or wrong token", content: { "application/problem+json": { schema: problem } } } },
      },
    },
    "/api/trade/trades/{tradeNumber}/cancel": {
      post: {
        summary: "The customer cancels the trade while it is created (owner's bearer or the tracking token, as for GET); answers the trade (decision 0024)",
        parameters: [
          { name: "tradeNumber", in: "path", required: true, schema: { type: "string" } },
          { name: "token", in: "query", required: false, schema: { type: "string" } },
          { name: "Tracking-Token", in: "header", required: false, schema: { type: "string" } },
        ],
        responses: {
          "200": { description: "The cancelled trade, its timeline ending with the cancel" },
          "404": { description: "Unknown trade or wrong token", content: { "application/problem+json": { schema: problem } } },
          "409": { description: "trade_state_conflict: the trade is no longer created; nothing changed", content: { "application/problem+json": { schema: problem } } },
          "429": { description: "Too many cancel attempts from this address", content: { "application/problem+json": { schema: problem } } },
        },
      },
    },
    "/api/trade/trades/{tradeNumber}/label": {
      get: {
        summary: "The shipping label as PDF (same access rule as the trade)",
        parameters: [
          { name: "tradeNumber", in: "path", required: true, schema: { type: "string" } },
          { name: "token", in: "query", required: false, schema: { type: "string" } },
        ],
        responses: { "200": { description: "PDF", content: { "application/pdf": {} } }, "404": { description: "Unknown trade or wrong token", content: { "application/problem+json": { schema: problem } } } },
      },
    },
    "/api/customers/guest_account_number": {
      post: { summary: "Make a guest account number", responses: { "201": { description: "{guestAccountNumber}" }, "429": { description: "Rate limited" } } },
    },
    ...accountOpenApiPaths,
    ...newsletterOpenApiPaths,
    ...backofficeOpenApiPaths,
    "/api/content/{slug}": {
      get: {
        summary: "A content page of the edition (title, description, sanitized HTML, sister-edition paths)",
        parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "The page" }, "404": { description: "No such page", content: { "application/problem+json": { schema: problem } } } },
      },
    },
  } as Record<string, unknown>,
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    schemas: {
      Problem: {
        type: "object",
        required: ["type", "title", "status"],
        properties: {
          type: { type: "string" },
          title: { type: "string" },
          status: { type: "integer" },
          detail: { type: "string" },
          errors: { type: "array", items: { type: "object", properties: { field: { type: "string" }, message: { type: "string" } } } },
        },
      },
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

export const openApi = new Hono<AppEnv>()
  .get("/openapi.json", (c) => c.json(openApiDocument))
  .get("/docs", (c) => {
    const rows = Object.entries(openApiDocument.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops as Record<string, { summary?: string }>).map(
          ([method, op]) =>
            `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? "")}</td></tr>`,
        ),
      )
      .join("");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sellback API reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}</style></head>
<body><main><h1>Sellback API reference</h1><p>${escapeHtml(openApiDocument.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`);
  });

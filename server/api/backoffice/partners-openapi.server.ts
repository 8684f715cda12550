/**
 * OpenAPI entries of the partners (decision 0044): the back office's partner administration
 * (admin) and the partner tills' voucher API on the agan hosts (a partner API key as bearer).
 */
import { partnerInputSchema, storeInputSchema } from "../../../core/partners/index.ts";
import { pathsFromZod } from "../../http/openapi-zod.server.ts";
import { redeemBody, voucherCodeParams } from "../partners.server.ts";
import { apiKeyParams, partnerIdParams, storeParams } from "./partners.server.ts";

const tags = ["back office"];
const denied = { "401": "No staff token", "403": "Not admin" } as const;
const partner =
  "{id, key, name, kind (retail|agan), origins, active, contactName, contactEmail, contactPhone, voucherValidityDays, voucherPrefix, createdAt, updatedAt}";
const store = "{id, partnerId, name, street, houseNumber, zip, city, email, active, createdAt}";
const apiKey = "{id, keyPrefix, createdAt, createdBy, revokedAt}";
const newKey =
  "{id, keyPrefix, createdAt, createdBy, revokedAt: null, secret} — the secret is in this answer only (never stored: the key's sha-256 is)";

const backoffice = pathsFromZod({
  "/api/backoffice/partners": {
    get: {
      summary: "Partners by name with their store and active API key counts (admin; back-office host)",
      tags,
      auth: "staff",
      responses: { "200": `{partners [${partner} + stores, activeKeys]}`, ...denied },
    },
    post: {
      summary:
        "Create a partner with a new public key; origins are exact https://host[:port] (http:// for localhost hosts in development only), no path or wildcard (audited)",
      tags,
      auth: "staff",
      body: partnerInputSchema,
      responses: { "201": partner, ...denied, "422": "Invalid field; a broken origin is named as origins.{index}" },
    },
  },
  "/api/backoffice/partners/{id}": {
    get: {
      summary: "One partner with its stores and API keys (prefixes only)",
      tags,
      auth: "staff",
      params: partnerIdParams,
      responses: {
        "200": `${partner} + {stores [${store}], apiKeys [${apiKey}]}`,
        ...denied,
        "404": "Unknown partner",
        "422": "Invalid id",
      },
    },
    put: {
      summary: "Change a partner (its key stays; audited, every instance drops cached partners)",
      tags,
      auth: "staff",
      params: partnerIdParams,
      body: partnerInputSchema,
      responses: { "200": partner, ...denied, "404": "Unknown partner", "422": "Invalid field or origin" },
    },
  },
  "/api/backoffice/partners/{id}/stores": {
    post: {
      summary: "Add a store to the partner (audited)",
      tags,
      auth: "staff",
      params: partnerIdParams,
      body: storeInputSchema,
      responses: { "201": store, ...denied, "404": "Unknown partner", "409": "Too many stores" },
    },
  },
  "/api/backoffice/partners/{id}/stores/{storeId}": {
    put: {
      summary: "Change or deactivate (active false) a store; stores are never deleted (audited)",
      tags,
      auth: "staff",
      params: storeParams,
      body: storeInputSchema,
      responses: { "200": store, ...denied, "404": "Unknown partner or store", "422": "Invalid field" },
    },
  },
  "/api/backoffice/partners/{id}/api-keys": {
    post: {
      summary: "Create an API key for the partner's tills (audited by prefix)",
      tags,
      auth: "staff",
      params: partnerIdParams,
      responses: {
        "201": newKey,
        ...denied,
        "404": "Unknown partner",
        "409": "The partner already has the most active keys",
        "422": "Invalid id",
      },
    },
  },
  "/api/backoffice/partners/{id}/api-keys/{keyId}/rotate": {
    post: {
      summary:
        "Rotate a key: a new key (secret in this answer only) and the old one revoked in the same transaction: it stops working at once (audited)",
      tags,
      auth: "staff",
      params: apiKeyParams,
      responses: { "201": newKey, ...denied, "404": "Unknown partner or key", "409": "The key is revoked already", "422": "Invalid id" },
    },
  },
  "/api/backoffice/partners/{id}/api-keys/{keyId}/revoke": {
    post: {
      summary: "Revoke a key: it stops working at once (audited)",
      tags,
      auth: "staff",
      params: apiKeyParams,
      responses: { "200": apiKey, ...denied, "404": "Unknown partner or key", "409": "The key is revoked already", "422": "Invalid id" },
    },
  },
});

const tillTags = ["partners"];
const tillDenied = {
  "401": "No, an unknown or a revoked API key (or the partner is inactive)",
  "404": "Unknown code, another partner's code, or not an agan host",
  "429": "Too many calls for this key, or too many codes not found from this address or for this code (Retry-After; decision 0068)",
} as const;
const till = pathsFromZod({
  "/api/partners/vouchers/{code}": {
    get: {
      summary: "Check a voucher of the key's partner (agan hosts; Authorization: Bearer <partner API key>)",
      tags: tillTags,
      params: voucherCodeParams,
      responses: {
        "200": "{code, amountCents, amount, state (issued|redeemed|void), issuedAt, expiresAt, expired, redeemedAt, reference}",
        ...tillDenied,
        "422": "Invalid code",
      },
    },
  },
  "/api/partners/vouchers/{code}/redeem": {
    post: {
      summary:
        "Redeem a voucher of the key's partner once (agan hosts; Authorization: Bearer <partner API key>). The same reference again answers the first redemption",
      tags: tillTags,
      params: voucherCodeParams,
      body: redeemBody,
      responses: {
        "200": "{code, amountCents, amount, redeemedAt, reference}",
        ...tillDenied,
        "409": "Redeemed already with another reference",
        "410": "Expired or void",
      },
    },
  },
});
for (const ops of Object.values(till)) for (const op of Object.values(ops)) (op as Record<string, unknown>).security = [{ partnerKey: [] }];

export const partnersOpenApiPaths = { ...backoffice, ...till };

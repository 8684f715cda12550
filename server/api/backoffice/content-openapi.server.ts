/**
 * OpenAPI entries of the back office's redirects, content pages and vouchers (decision 0040), from
 * the zod schemas their handlers validate with. Catalog staff and admins only (401 without a staff
 * bearer, 403 with another role); back-office host only.
 */
import { contentListQuery, contentPageParams, contentPreviewSchema, contentUpdateSchema } from "../../../core/content/index.ts";
import { redirectIdParams, redirectInputSchema, redirectListQuerySchema } from "../../../core/redirects/index.ts";
import { voucherCreateSchema, voucherListQuery, voucherParams, voucherUpdateSchema } from "../../../core/vouchers/index.ts";
import { pathsFromZod } from "../../http/openapi-zod.server.ts";

const tags = ["back office"];
const staff = { auth: "staff" as const, tags };
const denied = {
  "401": "No valid staff bearer token",
  "403": "Not a catalog or admin user, or a step (TOTP set-up, password change) is pending",
};
const redirect = "{id, edition, sourcePath, target, status, external, updatedAt}";
const voucher = "{code, edition, kind, percent, bonusCents, validFrom, validUntil, active, maxUsesPerCustomer, maxUses, uses}";
const page = "{edition, key, slug, title, description, markdown, url, updatedAt, editedAt}";

export const contentOpenApiPaths = pathsFromZod({
  "/api/backoffice/redirects": {
    get: {
      summary: "The shop's redirects: filter by edition, search source and target; pages of 50",
      ...staff,
      query: redirectListQuerySchema,
      responses: { "200": `{items: [${redirect}], total, page, pages, pageSize}`, ...denied, "422": "Invalid filter" },
    },
    post: {
      summary:
        "Create a redirect. The source must be a path of the edition that is no page of the shop; the target a path on the same host, or (external: true) an absolute https URL on another host; no loops, at most three redirects in a row. Works in the shop at once",
      ...staff,
      body: redirectInputSchema,
      responses: { "201": redirect, ...denied, "422": "Invalid fields; a loop or too long a chain names the paths in `chain`" },
    },
  },
  "/api/backoffice/redirects/{id}": {
    get: {
      summary: "One redirect",
      ...staff,
      params: redirectIdParams,
      responses: { "200": redirect, ...denied, "404": "No such redirect", "422": "Invalid id" },
    },
    put: {
      summary: "Change a redirect (the same checks as creating one)",
      ...staff,
      params: redirectIdParams,
      body: redirectInputSchema,
      responses: { "200": redirect, ...denied, "404": "No such redirect", "422": "Invalid fields, loop or too long a chain" },
    },
    delete: {
      summary: "Delete a redirect",
      ...staff,
      params: redirectIdParams,
      responses: { "200": "{id, deleted: true}", ...denied, "404": "No such redirect", "422": "Invalid id" },
    },
  },
  "/api/backoffice/content": {
    get: {
      summary: "The content pages (every edition, or one), without their texts",
      ...staff,
      query: contentListQuery,
      responses: { "200": "{pages: [{edition, key, slug, title, url, updatedAt, editedAt}]}", ...denied, "422": "Invalid edition" },
    },
  },
  "/api/backoffice/content/preview": {
    post: {
      summary:
        "Render title, description and Markdown exactly as the shop would (fact tokens, Markdown, the shop's sanitizer); stores nothing",
      ...staff,
      body: contentPreviewSchema,
      responses: { "200": "{title, description, html}", ...denied },
    },
  },
  "/api/backoffice/content/{edition}/{key}": {
    get: {
      summary: "One content page as stored (tokens unfilled, Markdown)",
      ...staff,
      params: contentPageParams,
      responses: { "200": page, ...denied, "404": "No such page", "422": "Invalid edition or key" },
    },
    put: {
      summary: "Change a content page's title, description and Markdown; the shop shows it at once",
      ...staff,
      params: contentPageParams,
      body: contentUpdateSchema,
      responses: { "200": page, ...denied, "404": "No such page" },
    },
  },
  "/api/backoffice/vouchers": {
    get: {
      summary: "Vouchers with their usage count (trades that used the code): filter by edition, search the code; pages of 50",
      ...staff,
      query: voucherListQuery,
      responses: { "200": `{items: [${voucher}], total, page, pages, pageSize}`, ...denied, "422": "Invalid filter" },
    },
    post: {
      summary:
        "Create a voucher (code new in its edition; percent more than 0 and less than 100, or a fixed bonus in cents; valid until after valid from; limits at least 1 or null)",
      ...staff,
      body: voucherCreateSchema,
      responses: { "201": voucher, ...denied },
    },
  },
  "/api/backoffice/vouchers/{edition}/{code}": {
    get: {
      summary: "One voucher with its usage count",
      ...staff,
      params: voucherParams,
      responses: { "200": voucher, ...denied, "404": "No such voucher", "422": "Invalid edition" },
    },
    put: {
      summary: "Change a voucher (everything but code and edition); active: false deactivates it",
      ...staff,
      params: voucherParams,
      body: voucherUpdateSchema,
      responses: { "200": voucher, ...denied, "404": "No such voucher" },
    },
    delete: {
      summary: "Delete an unused voucher; a used one is refused (deactivate it instead)",
      ...staff,
      params: voucherParams,
      responses: {
        "200": "{edition, code, deleted: true}",
        ...denied,
        "404": "No such voucher",
        "409": "The voucher was used: deactivate it",
        "422": "Invalid edition",
      },
    },
  },
});

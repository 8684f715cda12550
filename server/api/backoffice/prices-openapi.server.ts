/** OpenAPI entries of the back office's prices (decision 0038), from the schemas the handlers validate with. */
import { pathsFromZod } from "../../http/openapi-zod.server.ts";
import {
  bulkBody,
  bulkQuery,
  devicePriceBody,
  devicePriceParams,
  deviceParams,
  editionQuery,
  importParams,
  importQuery,
} from "./prices.server.ts";

const tags = ["back office"];
const staff = { auth: "staff", tags } as const;
const guarded =
  "A guarded change (beyond PRICE_STEP_PERCENT of the old price or above PRICE_CEILING_EUR) without confirm: true and a reason: code price_guarded, missing: [confirm, reason], guard: {reasons, oldCents, newCents, changePercent, stepPercent, ceilingCents}";
const denied = { "401": "No valid staff bearer token", "403": "Not a catalog or admin user" } as const;
const diff =
  "{id, edition, fileName, createdAt, staffEmail, appliedAt, counts: {total, changed, new, unchanged, unknown, blank, rejected}, rows: [{kind, line, deviceId, deviceIdText, slug, name, oldCents, newCents, reason?}], page, pages, shown}";

export const pricesOpenApiPaths = pathsFromZod({
  "/api/backoffice/prices/export": {
    get: {
      summary:
        "An edition's base prices as CSV (device_id, slug, name, edition, price_eur; every device, empty price where it has none); catalog or admin",
      ...staff,
      query: editionQuery,
      responses: { "200": { description: "UTF-8 CSV, private, no-store", media: "text/csv" }, ...denied, "422": "Unknown edition" },
    },
  },
  "/api/backoffice/prices/imports": {
    post: {
      summary:
        "Upload a price CSV for one edition (text/csv body, or multipart part `file`; at most 2 MB and 20,000 rows): answers the diff (changed, new, unchanged, unknown, blank, rejected with reasons) with the import id; nothing changes yet",
      ...staff,
      query: editionQuery,
      upload: { field: "file", description: "The CSV (or send it as the whole body with Content-Type text/csv)" },
      responses: {
        "201": diff,
        ...denied,
        "413": "Over 2 MB",
        "429": "30 previews by this staff user in the last hour (Retry-After)",
        "415": "Neither text/csv nor multipart",
        "422": "Unknown edition, or a file that cannot be read (empty, too many rows, missing column, broken quoting, not UTF-8)",
      },
    },
  },
  "/api/backoffice/prices/imports/{id}": {
    get: {
      summary: "A stored import's diff, 100 rows a page, optionally of one kind",
      ...staff,
      params: importParams,
      query: importQuery,
      responses: { "200": diff, ...denied, "404": "No such import" },
    },
  },
  "/api/backoffice/prices/imports/{id}/apply": {
    post: {
      summary:
        "Apply a previewed import in one transaction (prices, history, audit); refused while any row is rejected, when already applied, or when the edition's prices changed since the preview",
      ...staff,
      params: importParams,
      responses: {
        "200": "The import with appliedAt and applied (rows written)",
        ...denied,
        "404": "No such import",
        "409": "Already applied, or prices changed since the preview (upload again)",
        "422": "The import has rejected rows",
      },
    },
  },
  "/api/backoffice/devices/{deviceId}/prices": {
    get: {
      summary: "A device's base price in every edition (cents, null where none) and its price history, newest first",
      ...staff,
      params: deviceParams,
      responses: {
        "200": "{device, prices: [{edition, cents}], history: [{edition, oldCents, newCents, source, importId, staffEmail, at}]}",
        ...denied,
        "404": "No such device",
      },
    },
  },
  "/api/backoffice/devices/{deviceId}/prices/{edition}": {
    put: {
      summary: "Set a device's base price in one edition (history and audit); offers already made keep their price",
      ...staff,
      params: devicePriceParams,
      body: devicePriceBody,
      responses: {
        "200": "{deviceId, edition, oldCents, newCents, changed, reason}",
        ...denied,
        "404": "No such device",
        "409": guarded,
        "422": "Invalid price (not a number, more than two decimals, zero or negative, above 50,000)",
      },
    },
  },
  "/api/backoffice/prices/bulk": {
    get: {
      summary:
        "Preview a bulk change of one edition's base prices by a percentage, for a filter (category, manufacturer, release year): every device whose price changes, with its guards; nothing changes",
      ...staff,
      query: bulkQuery,
      responses: {
        "200":
          "{filter, percent, basisPoints, rows: [{deviceId, slug, name, oldCents, newCents, guards: [step|ceiling], refused?: tooHigh|zero}], counts: {rows, guarded, refused, unchanged}, basis, stepPercent, ceilingCents}",
        ...denied,
        "422": "Bad edition, percentage or filter (errors name the field), or more than 5,000 devices match (reason too_many)",
      },
    },
    post: {
      summary:
        "Apply a previewed bulk change in one transaction (prices, history rows with source bulk and the reason, audit); when any row is guarded, confirm and reason are required",
      ...staff,
      body: bulkBody,
      responses: {
        "200": "{edition, percent, applied, guarded, reason}",
        ...denied,
        "409": `${guarded}; or the rows changed since the preview (reason stale: preview again)`,
        "422": "Bad input, a row whose new price is refused (reason refused_rows), or nothing to change (reason nothing)",
      },
    },
  },
});

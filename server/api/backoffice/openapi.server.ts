/**
 * The back office's OpenAPI entries (decision 0027), from the zod schemas its handlers validate
 * with. Every call answers on the back-office host only (any other host: 404) and needs a staff
 * bearer of the back office's own audience (401 without, 403 with the wrong role).
 */
import { inputString, z } from "../../../core/shared/index.ts";
import { pathsFromZod, type ZodOperation } from "../../http/openapi-zod.server.ts";
import { trackingNumberSchema } from "../../../core/clarification/index.server.ts";
import { codeSchema, passwordSchema, refreshSchema } from "./auth.server.ts";
import { inspectionInputSchema } from "../../../core/inspection/index.server.ts";
import { receiveSchema } from "./trades.server.ts";
import { auditQuerySchema } from "../../../core/audit/index.ts";
import { staffLoginSchema } from "../../../core/staff/index.ts";
import { queueQuerySchema } from "../../../core/trade/index.ts";

const tags = ["back office"];
const staff = { auth: "staff", tags } as const;
const denied = {
  "401": "No valid staff bearer token",
  "403": "The staff role does not allow this, or a step (TOTP set-up, password change) is pending",
};
const tokens = "{accessToken, refreshToken, tokenType, expiresIn, refreshIdleSeconds?, sessionSeconds?, staff?}";
const tradeParams = z.object({ tradeNumber: inputString().max(40).describe("SB-1234567, sb1234567 or the seven digits") });
const photoParams = tradeParams.extend({ photoId: inputString().max(9).describe("The photo's id (a positive integer)") });
export const photoQuery = z.object({ size: z.enum(["web", "thumb"]).optional().describe("thumb: 320 px; otherwise 1600 px") });
const itemParams = tradeParams.extend({ itemId: inputString().max(9).describe("The trade line's item id (a positive integer)") });

const shipmentParams = z.object({ shipment: inputString().max(20).describe("SS-000042, ss42 or the digits") });
const returnItemParams = tradeParams.extend({ itemId: inputString().max(12).describe("The device (trade line) id") });

const auth: Record<string, Partial<Record<"get" | "post", ZodOperation>>> = {
  "/api/backoffice/auth/login": {
    post: {
      summary: "Staff login with e-mail, password and (once enrolled) a TOTP or recovery code",
      tags,
      body: staffLoginSchema,
      responses: { "200": tokens, "401": "Wrong e-mail, password or code (identical)", "429": "Too many failures (Retry-After)" },
    },
  },
  "/api/backoffice/auth/refresh": {
    post: {
      summary: "Rotate the staff refresh token (header Refresh-Token or body)",
      tags,
      body: refreshSchema,
      headers: { "Refresh-Token": { description: "The refresh token (instead of the body)" } },
      responses: { "200": tokens, "401": "Invalid, expired or ended session" },
    },
  },
  "/api/backoffice/auth/logout": {
    post: { summary: "End the staff session", ...staff, responses: { "200": "{loggedOut: true}", "401": denied["401"] } },
  },
  "/api/backoffice/auth/me": {
    get: {
      summary: "The caller: id, e-mail, name, roles, language, TOTP state, pending steps",
      ...staff,
      responses: { "200": "The staff user", "401": denied["401"] },
    },
  },
  "/api/backoffice/auth/totp/enrol": {
    post: {
      summary: "Start TOTP enrolment: secret, otpauth URI and QR code (SVG)",
      ...staff,
      responses: { "200": "{secret, otpauthUri, qrSvg}", "401": denied["401"] },
    },
  },
  "/api/backoffice/auth/totp/confirm": {
    post: {
      summary: "Confirm TOTP enrolment with a code; answers the ten recovery codes once",
      ...staff,
      body: codeSchema,
      responses: { "200": "{recoveryCodes}", "401": denied["401"] },
    },
  },
  "/api/backoffice/auth/password": {
    post: {
      summary:
        "Change the staff password (the current one and a new one); every other session and bearer token of the user ends, the caller's stays",
      ...staff,
      body: passwordSchema,
      responses: {
        "200": "{changed: true}",
        "401": denied["401"],
        "422": "Invalid fields, or a wrong current password (counts as a failed login)",
        "429": "Too many failed logins or wrong current passwords (Retry-After)",
      },
    },
  },
};

export const backofficeOpenApiPaths = pathsFromZod({
  ...auth,
  "/api/backoffice/trades": {
    get: {
      summary:
        "The trade queue of every edition: filter by state, edition, partner, minimum age in days; search by trade number, e-mail or name; oldest first; pages of 50 with counts per state (with an age filter or a search counted up to 1,000: the states listed in capped, and totalCapped, are at least that many)",
      ...staff,
      query: queueQuerySchema,
      responses: { "200": "{items, total, page, pageSize, pages, counts, capped, totalCapped}", ...denied, "422": "Invalid filter" },
    },
  },
  "/api/backoffice/trades/{tradeNumber}": {
    get: {
      summary:
        "One trade for staff: lines with answers, masked IBAN, timeline (no tracking token), payoutHold {changedAt, until} while the customer's payout account changed less than 24 hours ago (else null)",
      ...staff,
      params: tradeParams,
      responses: { "200": "The trade", ...denied, "404": "No such trade" },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/receive": {
    post: {
      summary: "Mark the parcel received with the number of devices found; mails the customer (inspector or admin)",
      ...staff,
      params: tradeParams,
      body: receiveSchema,
      responses: {
        "200": "The trade",
        ...denied,
        "404": "No such trade",
        "409": "trade_state_conflict: the trade is not waiting for its parcel; nothing changed",
      },
    },
  },
  "/api/backoffice/store-shipments/{shipment}": {
    get: {
      summary:
        "A partner store's shipment for receiving (inspector or admin): partner, store, open or closed, and its packing list (each trade's models, customer name and city, state, and the refusal {why, state, at} when it cannot be received)",
      ...staff,
      params: shipmentParams,
      responses: { "200": "The shipment", ...denied, "404": "No such shipment", "422": "Not a shipment number" },
    },
  },
  "/api/backoffice/store-shipments/{shipment}/receive": {
    post: {
      summary:
        "Receive every trade of the closed shipment still waiting for its parcel, in one transaction, each audited like a single receive; mails the customers (inspector or admin)",
      ...staff,
      params: shipmentParams,
      responses: {
        "200": "{shipmentId, received: [{tradeNumber, devices}], skipped: [{tradeNumber, refusal}]}",
        ...denied,
        "404": "No such shipment",
        "409": "shipment_open: the store has not closed (sent) the shipment yet; nothing changed",
        "422": "Not a shipment number",
      },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/inspection": {
    get: {
      summary: "Each device's inspection so far",
      ...staff,
      params: tradeParams,
      responses: { "200": "{tradeNumber, state, items}", ...denied, "404": "No such trade" },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/items/{itemId}/inspection": {
    post: {
      summary:
        "Inspect one device (inspector or admin): the condition answers again (re-priced on the trade's locked offer), IMEI (Luhn) or serial, notes, data erasure",
      ...staff,
      params: itemParams,
      body: inspectionInputSchema,
      responses: {
        "200": "The device's inspection: outcome, old and new price, differing answers",
        ...denied,
        "404": "No such trade or device",
        "409": "The trade is not being inspected",
      },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/inspection/complete": {
    post: {
      summary: "Finish the inspection (inspector or admin): every device as described → payout_pending (mail), else a clarification (mail)",
      ...staff,
      params: tradeParams,
      responses: {
        "200": "The outcome",
        ...denied,
        "404": "No such trade",
        "409": "Not every device inspected, or the trade is not being inspected",
      },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/items/{itemId}/photos": {
    post: {
      summary: "Add a photo to a device's inspection (inspector or admin): stored as WebP 1600 px and 320 px without EXIF/GPS",
      ...staff,
      params: itemParams,
      upload: { field: "photo", description: "JPEG, PNG, WebP or HEIC up to 10 MB and 25 megapixels, recognized by its content" },
      responses: {
        "201": "The stored photo",
        ...denied,
        "404": "No such trade or device",
        "413": "Over 10 MB or over 25 megapixels (from the header, before decoding)",
        "415": "Not an image, or a content type that does not match the content",
        "503": "photo_busy: this instance's photo decodes and their line are full (Retry-After)",
      },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/photos/{photoId}": {
    get: {
      summary: "An inspection photo (web size, or ?size=thumb)",
      ...staff,
      params: photoParams,
      query: photoQuery,
      responses: { "200": { description: "WebP", media: "image/webp" }, ...denied, "404": "No such trade or photo" },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/items/{itemId}/certificate": {
    get: {
      summary: "A device's erasure certificate (PDF)",
      ...staff,
      params: itemParams,
      responses: { "200": { description: "PDF", media: "application/pdf" }, ...denied, "404": "No such trade, device or certificate" },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/purchase-record.pdf": {
    get: {
      summary: "The trade's purchase record (PDF, decision 0115): payout, support, admin",
      ...staff,
      params: tradeParams,
      responses: { "200": { description: "PDF", media: "application/pdf" }, ...denied, "404": "No such trade, or no purchase record yet" },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/returns": {
    get: {
      summary:
        "The devices going back to the trade's customer (declined, no offer, undecided at the deadline) and whether each is sent (inspector, support, admin)",
      ...staff,
      params: tradeParams,
      responses: {
        "200": "{tradeNumber, state, returns: [{itemId, deviceName, reason, trackingNumber, returnedAt}]}",
        ...denied,
        "404": "No such trade",
      },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/items/{itemId}/return-label": {
    get: {
      summary: "The return label (PDF) from the warehouse to the customer's address (inspector, support, admin)",
      ...staff,
      params: returnItemParams,
      responses: { "200": { description: "application/pdf" }, ...denied, "404": "No such trade, or the device is no return" },
    },
  },
  "/api/backoffice/trades/{tradeNumber}/items/{itemId}/returned": {
    post: {
      summary:
        "The device is sent back with the carrier's tracking number (inspector, support, admin; audited); the trade becomes returned when every returned device is sent",
      ...staff,
      params: returnItemParams,
      body: trackingNumberSchema,
      responses: {
        "200": "{tradeNumber, state, returns}",
        ...denied,
        "404": "No such trade, or the device is no return",
        "409": "Already sent",
        "422": "Invalid tracking number",
      },
    },
  },
  "/api/backoffice/audit": {
    get: {
      summary: "The audit log (admin): filter by staff, action, from/to day; JSON pages or CSV (format=csv)",
      ...staff,
      query: auditQuerySchema,
      responses: { "200": { description: "{entries, total, page, pageSize, pages}, or text/csv" }, ...denied, "422": "Invalid filter" },
    },
  },
});

/**
 * The shop's OpenAPI entries generated from the zod schemas its handlers validate with
 * (decision 0027; spread into openapi.server.ts). The entries still written by hand there move
 * here as their route modules export their schemas.
 */
import { contactSchema } from "../../core/contact/index.ts";
import { controllingEventSchema } from "../../core/marketing/index.ts";
import { offerInputSchema } from "../../core/offer/index.ts";
import { tradeInputSchema, tradeLookupSchema } from "../../core/trade/index.ts";
import { contentParams } from "./content.server.ts";
import { offerParams } from "./offers.server.ts";
import { inputString, z } from "../../core/shared/index.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";
import { redirectQuery } from "./redirects.server.ts";
import { searchBody } from "./search.server.ts";
import { suggestionQuery, suggestionsAnswer } from "../../core/search/index.ts";
import { photoQuery } from "./backoffice/openapi.server.ts";
import { tradeParams } from "./trades.server.ts";

/*
 * Until clarifications.server.ts exports the path and body schemas its handlers parse, these
 * copies describe them (same limits); replace them by the imports then. The certificate's item id
 * and the tracking token are read without a schema (an unknown one is the trade's 404).
 */
const clarificationParams = z.object({ id: inputString().min(1).max(100), trade: inputString().min(1).max(40) });
const clarificationAnswer = z.object({ offerId: inputString().min(1).max(100), answer: z.enum(["accept", "return"]) });
const tokenQuery = z.object({ token: inputString().max(200).optional().describe("The tracking token (or the Tracking-Token header)") });
const tokenHeader = { "Tracking-Token": { description: "The tracking token (instead of ?token=)" } };
const certificateParams = tradeParams.extend({ itemId: inputString().max(9) });

const clientIdAnswer = z.object({ hash: inputString().regex(/^[0-9a-f]{64}$/) });

export const shopOpenApiPaths = pathsFromZod({
  "/api/health": {
    get: {
      summary: "Liveness and database check",
      responses: { "200": "Healthy", "503": { description: "Database unavailable", problem: false } },
    },
  },
  "/api/ready": {
    get: {
      summary: "Readiness (decision 0053): the database answers and every migration is applied; 503 while shutting down",
      responses: { "200": "{status: ready}", "503": "Not ready (no detail)" },
    },
  },
  "/api/client-id": {
    get: {
      summary:
        "The affiliate client id: {hash}; sets the cookie clientId (Max-Age 31536000, Path=/, SameSite=Lax); an existing stored id is returned again",
      responses: { "200": { description: "{hash}", json: clientIdAnswer }, "429": "Too many new ids from this address" },
    },
  },
  "/api/customers/guest_account_number": {
    post: { summary: "Make a guest account number", responses: { "201": "{guestAccountNumber}", "429": "Rate limited" } },
  },
  "/api/contact": {
    post: {
      summary: "A message to the edition's customer service; acknowledged to the sender by e-mail",
      body: contactSchema,
      responses: {
        "201": "{id} of the stored message",
        "400": "Malformed request",
        "429": "5 messages per client address in 15 minutes (Retry-After)",
      },
    },
  },
  "/api/redirects": {
    get: {
      summary: "Look up a legacy redirect for a path",
      query: redirectQuery,
      responses: { "200": "Redirect target: {target, status, external}", "404": "No redirect", "422": "Invalid path" },
    },
  },
  "/api/trade/searches": {
    post: {
      summary:
        "Search devices (deviceByUrl, devicesBySeries, devicesText) or categories with manufacturer counts; application is devices-{edition} or manufacturers-{edition}",
      body: searchBody,
      responses: { "200": "{total, hits}", "400": "Malformed request" },
    },
  },
  "/api/trade/suggestions": {
    get: {
      summary:
        "The search box's suggestions: the best 8 devices for q (2 to 100 characters), each with its picture (a photo's WebP or the drawing) and its \"up to\" figure (price and a running campaign's bonus in cents, and the result cards' text for them); public, cached 5 minutes (no personal data)",
      query: suggestionQuery,
      responses: { "200": { description: "{hits}", json: suggestionsAnswer }, "422": "q missing, too short or too long" },
    },
  },
  "/api/trade/offers": {
    post: {
      summary:
        "Make an offer for a device from its condition answers (valid 14 days); optional `selfTest`: the token of POST /api/self-test for this device, kept with the offer (decision 0125)",
      body: offerInputSchema,
      responses: {
        "201":
          "{offerId, deviceId, price (the condition price), campaign ({id, name, kind percent|fixed, percent, fixedCents, endsAt, bonusCents}: the bonus of the campaign running when the offer was made, or null; decision 0028), total (price + campaign bonus: what one device pays), currency, validUntil, createdAt, answers, breakdown {basePriceCents, lines}, noOffer, condition, variant, device, used (a trade has used it: it cannot be used again)}",
        "400": "Malformed request",
        "404": "Unknown device",
        "422":
          "Missing, foreign or duplicate answers; or `self_test_refused`: the self-test token was changed, is another device's or older than two hours (no offer is made)",
        "429": "More than 60 offers from this address in ten minutes (Retry-After; decision 0068)",
      },
    },
  },
  "/api/trade/offers/{offerId}": {
    get: {
      summary: "Read an offer of this edition back",
      params: offerParams,
      responses: { "200": "The offer (as POST)", "404": "Unknown offer or another edition's" },
    },
  },
  "/api/controlling/controlling": {
    post: {
      summary:
        "Store a controlling event (marketing_touchpoint, offer_add_to_cart, offer_generated, trade_created); clientId from GET /api/client-id, null before consent; amounts in EUR with at most two decimals; params only (and required) for marketing_touchpoint",
      body: controllingEventSchema,
      responses: { "201": "{id}", "400": "Malformed request", "415": "Not JSON", "429": "Too many events from this address" },
    },
  },
  "/api/trade/trades": {
    post: {
      summary:
        "Create a trade from stored offers (prices re-read from the offers; each offer is used by one trade). The Idempotency-Key belongs to its caller (the bearer's customer, or a guest with the body's fingerprint): the same key and body answer the same trade (200), another body is 422 idempotency_key_reused. At most 30 attempts per client address an hour (refused ones count too) and 5 trades per recipient e-mail a day (429 with Retry-After). The offers are checked before the voucher; voucher look-ups are limited to 20 an hour per address and 50 refused ones an hour per code (429 at the voucher field; decision 0068). The zip follows the country's postal-code rule; the country is one the edition ships from; paymentType 13 is a SEPA transfer (iban + accountHolder), 2 PayPal (paypalEmail).",
      auth: "optional",
      headers: { "Idempotency-Key": { description: "1 to 200 characters, one per intended trade", required: true } },
      body: tradeInputSchema,
      responses: {
        "201": "{tradeId, tradeNumber, total, labelUrl, state, trackingToken}",
        "200": "The same key and body again, by the same caller: the same trade",
        "400": "Malformed request or no Idempotency-Key",
        "429": "Too many trade attempts from this address, trades for this e-mail, or voucher look-ups (Retry-After)",
      },
    },
  },
  "/api/trade/trades/lookup": {
    post: {
      summary:
        "Trade lookup: when tradeNumber and email belong to one trade, its tracking link is mailed to that address. The answer is the same whether or not they do; at most 10 lookups per client address, and 5 per e-mail and per trade number, an hour.",
      body: tradeLookupSchema,
      responses: {
        "202": "{accepted: true}, whether or not the pair exists",
        "422": "Invalid fields",
        "429": "Too many lookups (Retry-After)",
      },
    },
  },
  "/api/trade/trades/{tradeNumber}": {
    get: {
      summary: "A trade with its lines and timeline, for its owner or with its tracking token (?token= or Tracking-Token header)",
      auth: "optional",
      params: tradeParams,
      query: tokenQuery,
      headers: tokenHeader,
      responses: {
        "200":
          "The trade (IBAN masked); each line's campaign {id, name, bonusCents per device} or null, campaignBonusCents in all (part of subtotalCents and totalCents)",
        "404": "Unknown trade or wrong token",
      },
    },
  },
  "/api/trade/trades/{tradeNumber}/cancel": {
    post: {
      summary:
        "The customer cancels the trade while it is created (owner's bearer or the tracking token, as for GET); answers the trade (decision 0024)",
      auth: "optional",
      params: tradeParams,
      query: tokenQuery,
      headers: tokenHeader,
      responses: {
        "200": "The cancelled trade, its timeline ending with the cancel",
        "404": "Unknown trade or wrong token",
        "409": "trade_state_conflict: the trade is no longer created; nothing changed",
        "429": "Too many cancel attempts from this address",
      },
    },
  },
  "/api/trade/trades/{tradeNumber}/label": {
    get: {
      summary:
        "The shipping label as PDF (same access rule as the trade): the edition's carrier's, made on the first request and kept, or without carrier settings the development shipping note (decision 0042)",
      auth: "optional",
      params: tradeParams,
      query: tokenQuery,
      headers: tokenHeader,
      responses: {
        "200": { description: "PDF", media: "application/pdf" },
        "404": "Unknown trade or wrong token",
        "409": "label_closed: no label was made and the trade no longer waits for its parcel",
        "502": "carrier_refused: the carrier refused the shipment (credentials, address)",
        "503": "label_pending or carrier_unavailable: the label is being made or the carrier is unreachable; Retry-After",
      },
    },
  },
  "/api/trade/trades/{tradeNumber}/tracking": {
    get: {
      summary:
        "The parcels' journeys (decision 0094), same access rule as the trade: per made label (the parcel to us, each device sent back) its carrier, tracking number, the carrier's tracking page, the status the carrier reported last and the steps oldest first (handed over, in transit, delivered, problem with the carrier's reason; never a place)",
      auth: "optional",
      params: tradeParams,
      query: tokenQuery,
      headers: tokenHeader,
      responses: {
        "200":
          "{tradeNumber, parcels: [{kind: shipping|return, itemId, deviceName, carrier, trackingNumber, url, status: label|handed_over|in_transit|delivered|problem, statusAt, steps: [{at, status, reason}]}]}",
        "404": "Unknown trade or wrong token",
      },
    },
  },
  "/api/trade/trades/{tradeNumber}/items/{itemId}/certificate": {
    get: {
      summary: "A device's erasure certificate (PDF) for the trade's owner or with its tracking token (?token= or Tracking-Token header)",
      auth: "optional",
      params: certificateParams,
      query: tokenQuery,
      headers: tokenHeader,
      responses: { "200": { description: "PDF", media: "application/pdf" }, "404": "Unknown trade, device or certificate, or wrong token" },
    },
  },
  "/api/trade/trades/{tradeNumber}/purchase-record.pdf": {
    get: {
      summary:
        "The purchase record (PDF, decision 0115) of a paid trade for the trade's owner or with its tracking token (?token= or Tracking-Token header); private, no-store",
      auth: "optional",
      params: tradeParams,
      query: tokenQuery,
      headers: tokenHeader,
      responses: {
        "200": { description: "PDF", media: "application/pdf" },
        "404": "Unknown trade or wrong token, or no purchase record yet (problem noPurchaseRecord)",
      },
    },
  },
  "/api/account/trades/{tradeNumber}/purchase-record.pdf": {
    get: {
      summary: "The purchase record (PDF, decision 0115) of one of the bearer's own paid trades in this edition; private, no-store",
      auth: "customer",
      params: tradeParams,
      responses: {
        "200": { description: "PDF", media: "application/pdf" },
        "401": "Missing, expired or invalid bearer token",
        "404": "Not the bearer's trade (or none), or no purchase record yet (problem noPurchaseRecord)",
      },
    },
  },
  "/api/trade/trades/{tradeNumber}/photos/{photoId}": {
    get: {
      summary: "A photo of the trade's inspection for the trade's owner or with its tracking token (private, no-store)",
      auth: "optional",
      params: tradeParams.extend({ photoId: inputString().max(9) }),
      query: photoQuery.extend(tokenQuery.shape),
      headers: tokenHeader,
      responses: { "200": { description: "WebP", media: "image/webp" }, "404": "Unknown trade or photo, or wrong token" },
    },
  },
  "/api/clarifications/{id}/{trade}": {
    get: {
      summary:
        "A clarification for the link holder or the trade's owner: per device old and new offer, the inspector's findings and photos, the deadline",
      auth: "optional",
      params: clarificationParams,
      responses: {
        "200": "{clarificationId, tradeNumber, state, createdAt, deadline, open, devices}",
        "404": "Unknown link (or another customer's)",
        "410": "Expired",
      },
    },
    post: {
      summary: "Answer for one device: accept its new offer or ask for it back free of charge; a device is answered once",
      auth: "optional",
      params: clarificationParams,
      body: clarificationAnswer,
      responses: {
        "200": "The clarification after the answer, with tradeState",
        "404": "Unknown link (or another customer's)",
        "409": "Already answered",
        "410": "Expired",
        "429": "Too many answers from this address",
      },
    },
  },
  "/api/clarifications/{id}/{trade}/accept-all": {
    post: {
      summary:
        "Accept every open device's new offer at once (decision 0119); devices without a new offer stay returned. Same access and limit as one answer",
      auth: "optional",
      params: clarificationParams,
      responses: {
        "200": "The clarification after the answers, with accepted (how many) and tradeState",
        "404": "Unknown link (or another customer's)",
        "409": "No device is open any more",
        "410": "Expired",
        "429": "Too many answers from this address",
      },
    },
  },
  "/api/content/{slug}": {
    get: {
      summary: "A content page of the edition (title, description, sanitized HTML, sister-edition paths)",
      params: contentParams,
      responses: { "200": "The page", "404": "No such page" },
    },
  },
});

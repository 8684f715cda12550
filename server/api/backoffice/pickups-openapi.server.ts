/**
 * OpenAPI entries of the back office's collections (decision 0120), from the schemas the handlers
 * validate with (decision 0027); spread into server/api/openapi.server.ts.
 */
import { pathsFromZod } from "../../http/openapi-zod.server.ts";
import { pickupBookBody, pickupListQuery, pickupParams } from "./pickups.server.ts";

const who = "account_manager, inspector or admin; private, no-store";

export const pickupsOpenApiPaths = pathsFromZod({
  "/api/backoffice/pickups": {
    get: {
      summary: `The collections business sellers asked for (default: requested and failed), oldest first: trade number, company, day and window, parcels, units, address and contact, state, carrier and its reference or error; and per carrier (DHL, UPS) whether it can be booked or which settings are missing. ${who}`,
      auth: "staff",
      tags: ["back office"],
      query: pickupListQuery,
      responses: {
        "200": "{pickups, carriers}",
        "401": "No valid staff bearer token",
        "403": "Not an account manager, inspector or admin",
        "422": "An unknown state",
        "429": "Too many calls of this staff member",
      },
    },
  },
  "/api/backoffice/pickups/{id}/book": {
    post: {
      summary: `Books the collection with DHL (Parcel DE Pickup API v3) or UPS (Pickup API, Pickup Creation). A carrier's refusal, its 429 or no answer in time leaves the pickup failed with the carrier's reason (200: the pickup as it is now); audited (pickup.book, pickup.book_failed). ${who}`,
      auth: "staff",
      tags: ["back office"],
      params: pickupParams,
      body: pickupBookBody,
      responses: {
        "200": "{pickup}: booked with the carrier's reference, or failed with its reason",
        "401": "No valid staff bearer token",
        "403": "Not an account manager, inspector or admin",
        "404": "No such pickup",
        "409": "Not open (booked, own freight, cancelled), being booked right now, or the carrier's settings are missing (named)",
        "422": "An unknown carrier or id",
        "429": "Too many calls of this staff member",
      },
    },
  },
  "/api/backoffice/pickups/{id}/own-freight": {
    post: {
      summary: `The seller brings or sends the devices themselves: the collection is closed as own freight, no carrier is called; audited (pickup.own_freight). ${who}`,
      auth: "staff",
      tags: ["back office"],
      params: pickupParams,
      responses: {
        "200": "{pickup}",
        "401": "No valid staff bearer token",
        "403": "Not an account manager, inspector or admin",
        "404": "No such pickup",
        "409": "Not open any more",
        "429": "Too many calls of this staff member",
      },
    },
  },
});

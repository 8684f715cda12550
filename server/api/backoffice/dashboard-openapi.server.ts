/** The dashboard's OpenAPI entry (decision 0043), from the zod schema its handler validates with. */
import { pathsFromZod } from "../../http/openapi-zod.server.ts";
import { dashboardQuerySchema } from "../../../core/dashboard/index.ts";

export const dashboardOpenApiPaths = pathsFromZod({
  "/api/backoffice/dashboard": {
    get: {
      summary:
        "The dashboard's figures (any staff role), from the database at the call, private and not stored: per day of the last 30 (Europe/Berlin) the trades that reached each state, by state and by edition; trades and devices received today; the share of trades inspected in the 30 days that went to clarification; the median days from received to paid of the trades paid in the 30 days; the trades waiting for their payout and their sum in cents, with the oldest of those a run could pay (since when, its age in working hours of its edition, the promise in working days, whether it is over the promise; null when none; decision 0110); the parcels the carrier delivered to us more than two working days ago whose trade is still created (decision 0094)",
      auth: "staff",
      tags: ["back office"],
      query: dashboardQuerySchema,
      responses: {
        "200":
          "{edition, timeZone, today, from, to, days: [{day, total, byState, byEdition}], receivedToday: {trades, devices}, clarification: {inspected, clarified, rate}, receivedToPaid: {paid, medianDays}, payoutsWaiting: {trades, totalCents, oldest: {edition, since, ageWorkingHours, promiseWorkingDays, overPromise} | null}, lateParcels: {workingDays, deliveredBefore, count, parcels: [{tradeNumber, edition, carrier, trackingNumber, deliveredAt}] (oldest first, at most 50)}}",
        "401": "No valid staff bearer token",
        "403": "A step (TOTP set-up, password change) is pending",
        "422": "Unknown edition",
      },
    },
  },
});

/** OpenAPI paths: a model's price history and open figures (issue 34, decision 0129); spread into openapi.server.ts. */
import { pathsFromZod } from "../http/openapi-zod.server.ts";
import { deviceFactsParams } from "./device-facts.server.ts";

export const deviceFactsOpenApiPaths = pathsFromZod({
  "/api/trade/devices/{id}/facts": {
    get: {
      summary:
        "A device's price history and open figures in the host's edition, as its device page shows them: {deviceId, priceHistory: {fromDay, toDay, points [{day, price}]} (the base price for a flawless device at the end of each of the last 90 days; null without a price), figures: {paidCount, atOfferShare, medianDaysToMoney, topDeduction {question, answer, count}, computedAt} (null below MODEL_FIGURES_MIN_PAID paid devices)}. Public, cacheable.",
      params: deviceFactsParams,
      responses: {
        "200": "The facts",
        "422": "Not a device id",
        "404": "No such device (or hidden)",
      },
    },
  },
});

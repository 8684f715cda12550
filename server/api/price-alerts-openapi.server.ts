/** OpenAPI paths of the price alerts (decision 0128); spread into openapi.server.ts. */
import { PRICE_ALERT_CONFIRM_DAYS, priceAlertSchema } from "../../core/price-alert/index.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";
import { unsubscribeParams } from "./price-alerts.server.ts";

const common = { "400": "Malformed JSON", "415": "Not JSON", "422": "Invalid fields (per-field messages in the caller's language)" };

export const priceAlertsOpenApiPaths = pathsFromZod({
  "/api/price-alerts": {
    post: {
      summary: `A price alert on a device of this edition: target "any" (any rise above today's price) or an amount in euros above today's price (the device's base price). Double opt-in: a confirmation link is mailed (valid ${PRICE_ALERT_CONFIRM_DAYS} days); once confirmed, one mail goes when today's price reaches the target. The answer is the same whether or not the address already has an alert on the device. Private, no-store`,
      body: priceAlertSchema,
      responses: {
        "202": '{status: "pending"} (check the mail)',
        "404": "No such device in this edition's shop",
        "429": "Too many requests from this client (Retry-After)",
        ...common,
        "422":
          "Invalid fields; also `target` already reached or no price today, and `email` holding PRICE_ALERTS_PER_ADDRESS open alerts already",
      },
    },
  },
  "/api/price-alerts/unsubscribe/{token}": {
    post: {
      summary:
        "One-click unsubscribe of one alert (RFC 8058: the List-Unsubscribe-Post target of the alert's mails; any body). The token from the mail is the only proof; repeating it is fine. Private, no-store",
      params: unsubscribeParams,
      responses: {
        "200": '{status: "unsubscribed"}',
        "404": "Unknown link",
        "422": "Not a token",
        "429": "Too many link look-ups from this client (Retry-After)",
      },
    },
  },
});

/**
 * OpenAPI path of PayPal's webhook deliveries (spread into openapi.server.ts; decision 0112). The
 * body is PayPal's event; only what the handler reads is described.
 */
import { inputString, z } from "../../core/shared/index.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";

const paypalEventSchema = z.object({
  id: inputString().describe("PayPal's event id (a delivery of an id seen before changes nothing)"),
  event_type: inputString().describe(
    "PAYMENT.PAYOUTS-ITEM.SUCCEEDED | UNCLAIMED | RETURNED | FAILED | BLOCKED | DENIED | REFUNDED | HELD | CANCELED",
  ),
  resource: z
    .object({
      payout_item_id: inputString().optional(),
      payout_batch_id: inputString().optional(),
      sender_batch_id: inputString().optional(),
      transaction_status: inputString().optional(),
    })
    .optional()
    .describe("The payout item as PayPal's Show payout item details answers it"),
});

const signature = (description: string) => ({ required: true, description });

export const paypalWebhookOpenApiPaths = pathsFromZod({
  "/api/webhooks/paypal": {
    post: {
      summary:
        "PayPal's payout item events (no session: PayPal calls it). Verified through PayPal's verify-webhook-signature endpoint with PAYPAL_WEBHOOK_ID; the item's status is applied as the poll applies it. Body at most 64 KB.",
      body: paypalEventSchema,
      headers: {
        "paypal-auth-algo": signature("The signature's algorithm"),
        "paypal-cert-url": signature("PayPal's certificate URL"),
        "paypal-transmission-id": signature("The delivery's id"),
        "paypal-transmission-sig": signature("The delivery's signature"),
        "paypal-transmission-time": signature("The delivery's time"),
      },
      responses: {
        "200": "{received: true, outcome} or {received: true, duplicate: true} for an event handled before",
        "400": "Signature headers missing, not a PayPal event, or PayPal did not verify the signature (nothing changed)",
        "404": "PayPal's API or webhook id is not set up",
        "413": "Body above 64 KB",
        "429": "Too many deliveries from one address (Retry-After)",
        "503": "PayPal's verification could not be reached (PayPal delivers again)",
      },
    },
  },
});

import { emailField, inputString, z } from "../shared/index.ts";
import { parseEuros } from "./rules.ts";

/**
 * A price alert's target as sent: "any" (any rise) or an amount in euros, as a number (the API) or
 * as typed (the form: "450", "450,50"). Answers cents, or null for "any".
 */
export const targetField = z
  .union([
    z.number({ error: "priceAlert.error.target" }).positive("priceAlert.error.target"),
    inputString({ error: "priceAlert.error.target" }).trim().max(20, "priceAlert.error.target"),
  ])
  .transform((value, ctx) => {
    if (value === "any") return null;
    const cents = typeof value === "number" ? Math.round(value * 100) : parseEuros(value);
    if (
      cents === null ||
      cents <= 0 ||
      !Number.isSafeInteger(cents) ||
      (typeof value === "number" && Math.abs(value * 100 - cents) > 1e-6)
    ) {
      ctx.addIssue({ code: "custom", message: "priceAlert.error.target" });
      return z.NEVER;
    }
    return cents;
  });

/** `POST /api/price-alerts` and the device page's form. */
export const priceAlertSchema = z.object({
  deviceId: z.coerce
    .number({ error: "priceAlert.error.device" })
    .int("priceAlert.error.device")
    .positive("priceAlert.error.device")
    .max(2_147_483_647, "priceAlert.error.device"),
  email: emailField("priceAlert.error.email"),
  target: targetField,
});
export type PriceAlertInput = z.infer<typeof priceAlertSchema>;

/** A token from a mailed link (32 random bytes, base64url); anything else is unknown without a look-up. */
export const PRICE_ALERT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

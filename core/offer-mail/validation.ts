import { OFFER_ID_PATTERN } from "../offer/index.ts";
import { emailField, inputString, z } from "../shared/index.ts";

/** `POST /api/offer-mails` and the device page's form: the offer, the address, and the reminder tick (consent; off unless ticked). */
export const offerMailSchema = z.object({
  offerId: inputString({ error: "offerMail.error.offer" }).trim().regex(OFFER_ID_PATTERN, "offerMail.error.offer"),
  email: emailField("offerMail.error.email"),
  reminder: z.boolean({ error: "offerMail.error.reminder" }).default(false),
});
export type OfferMailInput = z.infer<typeof offerMailSchema>;

/** The reminder link's token (core/credentials' opaque token: 43 base64url characters). */
export const WITHDRAW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

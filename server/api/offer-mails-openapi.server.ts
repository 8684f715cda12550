/** OpenAPI paths: "Send me this offer" and its expiry reminder (decision 0127); spread into openapi.server.ts. */
import { OFFER_MAIL_LIMITS, offerMailSchema, REMINDER_DAYS_BEFORE } from "../../core/offer-mail/index.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";

const { perClient } = OFFER_MAIL_LIMITS;

export const offerMailsOpenApiPaths = pathsFromZod({
  "/api/offer-mails": {
    post: {
      summary: `Mails an offer of this edition (device, amount, answers, valid until, link back) to the address: one mail, nothing else. With reminder: true (consent) one reminder ${REMINDER_DAYS_BEFORE} days before it runs out, unless it is used, expired or withdrawn by the mail's link first; none when that day has passed already. Public (the offer id is the key); private, no-store`,
      body: offerMailSchema,
      responses: {
        "201": '{status: "sent", reminderAt: ISO time | null}',
        "400": "Malformed JSON",
        "404": "No such offer in this edition",
        "409": "The offer is in a trade already (offer_used) or has run out (offer_expired)",
        "415": "Not JSON",
        "422": "Invalid fields (per-field messages in the caller's language), or a no-offer (offer_mail_no_offer)",
        "429": `${perClient.perWindow} requests per client an hour, or OFFER_MAILS_PER_ADDRESS mails per address a UTC day (Retry-After)`,
      },
    },
  },
});

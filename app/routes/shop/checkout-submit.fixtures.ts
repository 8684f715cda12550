/**
 * The checkout tests' form: a German guest's complete submission of `offerIds` (one of each) with
 * SEPA payout and the terms accepted, a fresh e-mail address and idempotency key; `over` changes
 * single fields.
 */
import { randomUUID } from "node:crypto";
import { uniqueTradeEmail } from "../../../tests/helpers/trades.ts";
import { emptyCheckoutValues, type CheckoutSubmission } from "../../features/checkout/form-input.ts";

export const checkoutSubmission = (
  offerIds: string[],
  over: Partial<CheckoutSubmission["values"]> = {},
  key: string = randomUUID(),
): CheckoutSubmission => ({
  values: {
    ...emptyCheckoutValues("DE"),
    firstName: "Erika",
    lastName: "Mustermann",
    email: uniqueTradeEmail("form"),
    street: "Hauptstraße",
    houseNumber: "5",
    zip: "10115",
    city: "Berlin",
    iban: "DE89 3704 0044 0532 0130 00",
    accountHolder: "Erika Mustermann",
    acceptTerms: "on",
    ...over,
  },
  offers: offerIds.map((offerId) => ({ offerId, quantity: 1 })),
  idempotencyKey: key,
});

import {
  z,
  emailField,
  inputString,
  optionalText,
  postalAddressSchema,
  requiredText as text,
  isValidBic,
  normalizeIban,
  validateIban,
  paypalEmailProblem,
} from "../shared/index.ts";
import {
  editions,
  isValidPostalCodeOf,
  shipsFrom,
  PAYPAL_PAYMENT_METHOD_CODE,
  DEFAULT_PAYMENT_TYPE,
  type EditionId,
  type PaymentMethod,
} from "../editions/index.ts";
import { TRADE_FIELD_LIMITS } from "./field-limits.ts";

/** Payment type of PayPal: payment method code '2' (spec §9). */
export const PAYPAL_PAYMENT_TYPE = Number(PAYPAL_PAYMENT_METHOD_CODE);
/** Payment type of a SEPA credit transfer, the default (13). */
export const SEPA_PAYMENT_TYPE = DEFAULT_PAYMENT_TYPE;
export const MAX_TRADE_LINES = 20;
export const MAX_QUANTITY = 10;

// Length limits of the trade's text fields, shared with the checkout form (zod-free module, decision 0056).
export { TRADE_FIELD_LIMITS } from "./field-limits.ts";
const L = TRADE_FIELD_LIMITS;

/** The payout method of a payment type: 2 → paypal, 13 → sepa, anything else → null (refused). */
export function paymentMethodOf(paymentType: number): PaymentMethod | null {
  if (paymentType === PAYPAL_PAYMENT_TYPE) return "paypal";
  if (paymentType === SEPA_PAYMENT_TYPE) return "sepa";
  return null;
}

/**
 * POST /api/trade/trades and the checkout page's action. Field messages are translatable keys
 * "trade.error.<field>". The postal code needs the edition: use {@link tradeInputSchemaFor}.
 */
export const tradeInputSchema = buildTradeSchema(null);

function buildTradeSchema(edition: EditionId | null) {
  return z.object({
    offers: z
      .array(
        z.object({
          offerId: inputString({ error: "trade.error.offerNotFound" })
            .trim()
            .min(1, "trade.error.offerNotFound")
            .max(100, "trade.error.offerNotFound"),
          quantity: z
            .number({ error: "trade.error.quantity" })
            .int("trade.error.quantity")
            .min(1, "trade.error.quantity")
            .max(MAX_QUANTITY, "trade.error.quantity"),
        }),
        { error: "trade.error.offers" },
      )
      .min(1, "trade.error.offers")
      .max(MAX_TRADE_LINES, "trade.error.offers")
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((o, i) => {
          if (seen.has(o.offerId)) ctx.addIssue({ code: "custom", path: [i, "offerId"], message: "trade.error.duplicateOffer" });
          seen.add(o.offerId);
        });
      }),
    voucher: inputString({ error: "trade.error.voucher" })
      .trim()
      .max(L.voucher, "validation.tooLong")
      .nullish()
      .transform((v) => (v ? v.toUpperCase() : null)),
    customer: z.object(
      {
        email: emailField("trade.error.email"),
        firstName: text(L.firstName, "trade.error.firstName"),
        lastName: text(L.lastName, "trade.error.lastName"),
        phone: optionalText(L.phone, "trade.error.phone").refine(
          (v) => v === null || /^\+?[0-9][0-9 ()/.-]{4,29}$/.test(v),
          "trade.error.phone",
        ),
      },
      { error: "trade.error.customer" },
    ),
    address: edition === null ? postalAddressSchema("trade.error") : shippingAddressSchema(edition),
    payment: z
      .object(
        {
          paymentType: z.number({ error: "trade.error.paymentType" }).int("trade.error.paymentType").default(SEPA_PAYMENT_TYPE),
          iban: optionalText(L.iban, "trade.error.iban"),
          bic: optionalText(L.bic, "trade.error.bic"),
          accountHolder: optionalText(L.accountHolder, "trade.error.accountHolder"),
          paypalEmail: inputString({ error: "trade.error.paypalEmail" })
            .trim()
            .max(L.paypalEmail, "validation.tooLong")
            .nullish()
            .transform((v) => (v ? v.toLowerCase() : null)),
        },
        { error: "trade.error.payment" },
      )
      .superRefine((p, ctx) => {
        const method = paymentMethodOf(p.paymentType);
        if (!method) ctx.addIssue({ code: "custom", path: ["paymentType"], message: "trade.error.paymentType" });
        if (method === "sepa") {
          if (!validateIban(p.iban ?? "").ok) ctx.addIssue({ code: "custom", path: ["iban"], message: "trade.error.iban" });
          if (!p.accountHolder) ctx.addIssue({ code: "custom", path: ["accountHolder"], message: "trade.error.accountHolder" });
          if (p.bic && !isValidBic(p.bic)) ctx.addIssue({ code: "custom", path: ["bic"], message: "trade.error.bic" });
        }
        // one rule for a payable PayPal address (decision 0067); its length is the field's own limit (TRADE_FIELD_LIMITS)
        if (method === "paypal" && paypalEmailProblem(p.paypalEmail ?? "") === "shape") {
          ctx.addIssue({ code: "custom", path: ["paypalEmail"], message: "trade.error.paypalEmail" });
        }
      })
      .transform((p) => {
        const method = paymentMethodOf(p.paymentType) ?? "sepa";
        return method === "sepa"
          ? {
              paymentType: p.paymentType,
              method,
              iban: p.iban ? normalizeIban(p.iban) : null,
              bic: p.bic ? p.bic.replace(/\s+/g, "").toUpperCase() : null,
              accountHolder: p.accountHolder,
              paypalEmail: null,
            }
          : { paymentType: p.paymentType, method, iban: null, bic: null, accountHolder: null, paypalEmail: p.paypalEmail };
      }),
  });
}

/**
 * The trade's address in an edition: only from a country the edition ships from
 * ("trade.error.countryNotServed"), with that country's postal code ("trade.error.zip"); decision 0019.
 */
function shippingAddressSchema(edition: EditionId) {
  const countries = editions[edition].shipsFrom;
  return postalAddressSchema("trade.error", (zip) => countries.some((c) => isValidPostalCodeOf(c, zip)))
    .extend({
      country: inputString({ error: "trade.error.country" })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, "trade.error.country")
        .refine((c) => shipsFrom(edition, c), "trade.error.countryNotServed"),
    })
    .superRefine((a, ctx) => {
      // A code of another of the edition's countries (the field's own rule passed it), not of the chosen one.
      const ofSomeCountry = countries.some((c) => isValidPostalCodeOf(c, a.zip));
      if (shipsFrom(edition, a.country) && ofSomeCountry && !isValidPostalCodeOf(a.country, a.zip)) {
        ctx.addIssue({ code: "custom", path: ["zip"], message: "trade.error.zip" });
      }
    });
}

export type TradeInput = z.infer<typeof tradeInputSchema>;
/** What a client sends (before defaults and normalization). */
export type TradeRequestBody = z.input<typeof tradeInputSchema>;

const schemaByEdition = new Map<EditionId, typeof tradeInputSchema>();

/** tradeInputSchema plus the edition's postal-code rule on "address.zip" ("trade.error.zip"). */
export function tradeInputSchemaFor(edition: EditionId): typeof tradeInputSchema {
  let schema = schemaByEdition.get(edition);
  if (!schema) {
    schema = buildTradeSchema(edition);
    schemaByEdition.set(edition, schema);
  }
  return schema;
}

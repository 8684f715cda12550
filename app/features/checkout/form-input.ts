/**
 * The checkout form's fields and their mapping to the trade input of `POST /api/trade/trades`
 * (decisions.md). Pure functions: the route action reads the posted form with them, and the
 * checkout form names its inputs after CHECKOUT_FIELDS.
 */

import { DEFAULT_PAYMENT_TYPE, PAYPAL_PAYMENT_METHOD_CODE, type PaymentMethod } from "../../../core/editions/index.ts";

/** SEPA credit transfer: the spec's default payment type id (13). */
export const SEPA_PAYMENT_TYPE = DEFAULT_PAYMENT_TYPE;
/** PayPal: the spec's payment method code '2'. */
export const PAYPAL_PAYMENT_TYPE = Number(PAYPAL_PAYMENT_METHOD_CODE);

export type PayoutMethod = PaymentMethod;

export const CHECKOUT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "street",
  "houseNumber",
  "zip",
  "city",
  "country",
  "paymentMethod",
  /** "saved": a logged-in customer's saved payout account (decision 0031); the server reads it. */
  "payoutSource",
  "iban",
  "accountHolder",
  "bic",
  "paypalEmail",
  "voucher",
  "acceptTerms",
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** What was typed, as strings, to render the form again after an error (nothing typed is lost). */
export type CheckoutValues = Record<CheckoutField, string>;

export interface OfferRef {
  offerId: string;
  quantity: number;
}

export interface CheckoutSubmission {
  values: CheckoutValues;
  offers: OfferRef[];
  idempotencyKey: string;
}

/** The body of a trade submission (decisions.md); the trade schema validates it. */
export interface TradeInputDraft {
  offers: OfferRef[];
  voucher?: string;
  customer: { email: string; firstName: string; lastName: string; phone?: string };
  address: { street: string; houseNumber: string; zip: string; city: string; country: string };
  payment: { paymentType: number; iban?: string; bic?: string; accountHolder?: string; paypalEmail?: string };
}

const MAX_LINES = 50;
const MAX_FIELD_LENGTH = 500;

export function payoutMethodOf(value: string | null | undefined): PayoutMethod {
  return value === "paypal" || value === String(PAYPAL_PAYMENT_TYPE) ? "paypal" : "sepa";
}

/** The payment type of a payout method: PayPal 2, anything else SEPA 13. */
export function paymentTypeOf(method: PayoutMethod): number {
  return method === "paypal" ? PAYPAL_PAYMENT_TYPE : SEPA_PAYMENT_TYPE;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_FIELD_LENGTH) : "";
}

/**
 * Reads the posted checkout form. Offers come as parallel `offerId` / `quantity` hidden inputs;
 * blank ids are skipped, quantities that are not whole numbers 1–10 become 1 (the server checks
 * them again), and the same offer twice is merged.
 */
export function readCheckoutForm(form: FormData): CheckoutSubmission {
  const values = Object.fromEntries(CHECKOUT_FIELDS.map((name) => [name, text(form, name)])) as CheckoutValues;
  values.paymentMethod = payoutMethodOf(values.paymentMethod);
  values.payoutSource = values.payoutSource === "saved" ? "saved" : "";
  values.acceptTerms = values.acceptTerms ? "on" : "";
  const ids = form.getAll("offerId");
  const quantities = form.getAll("quantity");
  const offers: OfferRef[] = [];
  ids.forEach((raw, i) => {
    if (typeof raw !== "string" || !raw.trim() || offers.length >= MAX_LINES) return;
    const offerId = raw.trim().slice(0, 100);
    const q = Number(quantities[i]);
    const quantity = Number.isInteger(q) && q >= 1 && q <= 10 ? q : 1;
    const existing = offers.find((o) => o.offerId === offerId);
    if (existing) existing.quantity = Math.min(10, existing.quantity + quantity);
    else offers.push({ offerId, quantity });
  });
  return { values, offers, idempotencyKey: text(form, "idempotencyKey").trim() };
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * The trade input for a submission. Only the chosen payout method's fields go in; the country is
 * the one chosen among the edition's (the trade schema checks it), `fallbackCountry` when none
 * was sent. Strings are trimmed, blanks left out; the IBAN loses its spaces.
 */
export function toTradeInput(submission: Pick<CheckoutSubmission, "values" | "offers">, fallbackCountry: string): TradeInputDraft {
  const v = submission.values;
  const method = payoutMethodOf(v.paymentMethod);
  const payment: TradeInputDraft["payment"] =
    method === "paypal"
      ? { paymentType: PAYPAL_PAYMENT_TYPE, paypalEmail: v.paypalEmail.trim() }
      : {
          paymentType: SEPA_PAYMENT_TYPE,
          iban: v.iban.replace(/\s+/g, "").toUpperCase(),
          accountHolder: v.accountHolder.trim(),
          ...(optional(v.bic) ? { bic: v.bic.replace(/\s+/g, "").toUpperCase() } : {}),
        };
  const phone = optional(v.phone);
  const voucher = optional(v.voucher);
  return {
    offers: submission.offers.map((o) => ({ ...o })),
    ...(voucher ? { voucher } : {}),
    customer: {
      email: v.email.trim(),
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      ...(phone ? { phone } : {}),
    },
    address: {
      street: v.street.trim(),
      houseNumber: v.houseNumber.trim(),
      zip: v.zip.trim(),
      city: v.city.trim(),
      country: v.country.trim().toUpperCase() || fallbackCountry,
    },
    payment,
  };
}

/**
 * The form field an error of the trade input belongs to: the last path segment when it is a
 * field of the form ("address.zip" → "zip", "payment.paymentType" → "paymentMethod"), else null
 * (offers and anything else are shown in the summary only).
 */
export function formFieldOf(path: string | readonly PropertyKey[]): CheckoutField | null {
  const parts = typeof path === "string" ? path.split(".") : path.map(String);
  const last = parts.at(-1) ?? "";
  if (last === "paymentType" || last === "method") return "paymentMethod";
  if (parts[0] === "offers") return null;
  return (CHECKOUT_FIELDS as readonly string[]).includes(last) ? (last as CheckoutField) : null;
}

/** Empty values: the form as first shown. */
export function emptyCheckoutValues(country: string, voucher = ""): CheckoutValues {
  const values = Object.fromEntries(CHECKOUT_FIELDS.map((name) => [name, ""])) as CheckoutValues;
  return { ...values, country, paymentMethod: "sepa", voucher };
}

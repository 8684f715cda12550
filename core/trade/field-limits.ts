/**
 * Length limits of the trade's text fields: validation.ts's schema uses them, and the checkout
 * form's `maxlength` and its "at most N characters" messages read them too (one source). A module
 * of its own without zod, so the checkout's JavaScript does not load the validation library
 * (decision 0056).
 */

/**
 * The postal address's limits, the same numbers as core/shared/fields.ts's ADDRESS_LIMITS (a unit
 * test compares them): a copy, because anything fields.ts imports is bundled with zod.
 */
export const ADDRESS_FIELD_LIMITS = { street: 120, houseNumber: 20, zip: 20, city: 80 } as const;

export const TRADE_FIELD_LIMITS = {
  ...ADDRESS_FIELD_LIMITS,
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 30,
  iban: 50,
  bic: 20,
  accountHolder: 120,
  /** PayPal's limit for a payout receiver (core/shared/paypal-address.ts; decision 0067). */
  paypalEmail: 127,
  voucher: 40,
} as const;

/**
 * The trade's numbers in one place (decision 0019). Pure: the pages and the mail read them too.
 */

/**
 * Days after the trade within which the parcel must arrive; after that the trade expires
 * (decisions.md "Deadlines": `expired` at the end of day 30). The confirmation e-mail, the
 * thank-you page and the tracking page tell the customer this one deadline, dated, in one text
 * ("afterSale.handIn", decision 0107).
 * (The offer's own 14 days, OFFER_VALIDITY_DAYS, only limit how long it can be put in a trade.)
 */
export const SHIPPING_DEADLINE_DAYS = 30;

/**
 * Limits on trades, counted in the database (core/rate-limit) so every instance shares them. Far
 * above what a customer does; a store's shared connection still fits 20 trades an hour with room
 * for corrections.
 */
export const TRADE_LIMITS = {
  /**
   * Trade attempts per client address (the request's client key) per hour (decision 0068): every
   * well-formed submit that is not a stored replay counts, refused ones too, counted before the
   * trade's transaction (so a refusal cannot roll its count back).
   */
  perAddress: { perWindow: 30, windowSeconds: 60 * 60 },
  /**
   * Created trades (confirmation e-mails) per recipient e-mail address per day: counted in the
   * trade's transaction, so only a trade that is made (and mailed) counts; a stranger's refused
   * submits naming an address cannot lock its owner out (decision 0068).
   */
  perEmail: { perWindow: 5, windowSeconds: 24 * 60 * 60 },
  /**
   * Voucher look-ups (a trade or the checkout form's check naming a code) per client address per
   * hour, whatever their answer (decision 0068).
   */
  voucherPerAddress: { perWindow: 20, windowSeconds: 60 * 60 },
  /**
   * Refused look-ups per voucher code (per edition) per hour, from any address: unknown, not
   * running, used by this e-mail, used up. A code's successful uses never count (decision 0068).
   */
  voucherFailuresPerCode: { perWindow: 50, windowSeconds: 60 * 60 },
  /** Cancel attempts (API and pages) per client address per hour (decision 0024). */
  cancelPerAddress: { perWindow: 30, windowSeconds: 60 * 60 },
  /** Trade lookups (decision 0031) per client address per hour. */
  lookupPerAddress: { perWindow: 10, windowSeconds: 60 * 60 },
  /** Trade lookups per typed e-mail address, and per typed trade number, per hour (whoever asks). */
  lookupPerEmail: { perWindow: 5, windowSeconds: 60 * 60 },
  lookupPerNumber: { perWindow: 5, windowSeconds: 60 * 60 },
} as const;

/** The payment method of store trades, paid as a partner voucher at the till (decision 0046). */
export const VOUCHER_PAYMENT_METHOD = "voucher";

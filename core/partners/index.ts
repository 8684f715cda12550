/**
 * The partner module's door (issue 15, decision 0044).
 *
 * Pure (./rules.ts): PartnerView, isAllowedOrigin(partner, origin) (exact match, active partners
 * only), checkOrigin (the registration rule), voucher code format and normalisation.
 * Server: partnerByKey, partnerById, storesOf, storeById (./queries.server.ts);
 * issuePartnerVoucher(tx, …), partnerVoucher, redeemPartnerVoucher (./vouchers.server.ts);
 * withVoucherMissLimits, PARTNER_VOUCHER_MISSES: the tills' look-up limits (./voucher-limits.server.ts);
 * staff administration and API keys, partnerForApiKey (./admin.ts, ./admin.server.ts).
 */
export * from "./rules.ts";
export * from "./admin.ts";

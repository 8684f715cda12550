/** The roles of the back office's pages and API alike (admin holds every role, rules.ts hasRole). */

/** The roles that import and edit prices. */
export const PRICE_ROLES = ["catalog"] as const;

/** The roles that edit the shop's redirects, content pages and vouchers (decision 0040). */
export const SITE_ROLES = ["catalog", "admin"] as const;

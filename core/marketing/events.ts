/**
 * Controlling vocabulary shared by server and browser (no dependencies, so the product page's
 * small script can import it). Spec §7 (controlling) and §9 (tracked marketing parameters).
 */
import type { MarketingParameter } from "../editions/index.ts";
export { MARKETING_PARAMETERS, type MarketingParameter } from "../editions/index.ts";

/** The four controlling event names, exactly as the spec spells them. */
export const CONTROLLING_EVENTS = ["marketing_touchpoint", "offer_add_to_cart", "offer_generated", "trade_created"] as const;
export type ControllingEventName = (typeof CONTROLLING_EVENTS)[number];

/** Name of the client id cookie (Max-Age CLIENT_ID_COOKIE_MAX_AGE_S = 31,536,000 s). */
export const CLIENT_ID_COOKIE = "clientId";
/** The first-party personalisation cookie (app/lib/personalisation.ts writes and reads it; decision 0010). */
export const PERSONALISATION_COOKIE = "personalisation";

export type MarketingParams = Partial<Record<MarketingParameter, string>>;

/**
 * The edition's application code (`applicationCode` in core/editions/config.ts), without
 * importing the whole edition table into the product page's small script. A unit test checks
 * that it equals the config value for every edition.
 */
export function applicationIdFor(edition: string): string {
  return `sellback-${edition}`;
}

/** The body of POST /api/controlling/controlling (amounts are EUR decimals, as everywhere in the API). */
export interface ControllingEventBody {
  clientId: string | null;
  applicationId: string;
  url: string;
  eventName: ControllingEventName;
  conditionId?: string | number | null;
  currency?: string | null;
  deviceId?: string | number | null;
  revenue?: number | null;
  productName?: string | null;
  offerId?: string | null;
  tradeId?: string | null;
  category?: string | null;
  voucherCode?: string | null;
  voucherValue?: number | null;
  /** Only for marketing_touchpoint: the tracked parameters of the landing URL. */
  params?: MarketingParams;
}

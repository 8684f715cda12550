/**
 * The price alert's rules (decision 0128), pure: what a target is, when an alert is reached, and
 * how long an unconfirmed alert waits. "Today's price" is the device's base price in the edition
 * (device_prices: a flawless device, before any campaign bonus), the figure the device page shows
 * as its price; a campaign's bonus comes and goes by its own rules and never fires an alert.
 */

/** An alert's life: pending until the mailed link confirms it, then active until fired (or unsubscribed); pending ones expire. */
export type PriceAlertStatus = "pending" | "active" | "fired" | "unsubscribed" | "expired";

/** Days the confirmation link works; an alert not confirmed by then is expired by the job. */
export const PRICE_ALERT_CONFIRM_DAYS = 7;

/** The highest target anyone may name (10,000.00 €): above it the field is refused as a typo. */
export const PRICE_ALERT_MAX_TARGET_CENTS = 1_000_000;

/** Alerts of one address that are still waiting (pending or active): PRICE_ALERTS_PER_ADDRESS counts these. */
export const OPEN_ALERT_STATUSES: readonly PriceAlertStatus[] = ["pending", "active"];

/** What an alert waits for: a price to reach (cents), or any rise above the price when it was asked for (null). */
export interface AlertTarget {
  targetCents: number | null;
  priceAtStartCents: number;
}

/** True when today's price fires the alert: at or above the target, or above the start price for "any rise". */
export function alertReached(alert: AlertTarget, todayCents: number): boolean {
  return alert.targetCents === null ? todayCents > alert.priceAtStartCents : todayCents >= alert.targetCents;
}

/**
 * A typed amount in euros ("450", "450,50", "450.5", "1.250,00", "€ 450") → cents, or null when it
 * is not an amount. Two decimals at most; the last "," or "." followed by one or two digits is the
 * decimal separator, any other is a thousands separator.
 */
export function parseEuros(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, "");
  const m = /^(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!m) return null;
  const euros = Number(m[1]!.replace(/[.,]/g, ""));
  const cents = m[2] ? Number(m[2].padEnd(2, "0")) : 0;
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/**
 * Why a target cannot be taken against today's price, as a message key, or null when it can: a
 * target must lie above today's price (else it is reached already) and below the maximum; "any
 * rise" needs a price today to rise from.
 */
export function targetProblem(targetCents: number | null, todayCents: number): string | null {
  if (todayCents <= 0) return "priceAlert.error.noPrice";
  if (targetCents === null) return null;
  if (targetCents > PRICE_ALERT_MAX_TARGET_CENTS) return "priceAlert.error.targetTooHigh";
  if (targetCents <= todayCents) return "priceAlert.error.targetReached";
  return null;
}

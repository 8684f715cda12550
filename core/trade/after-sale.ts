/**
 * After the sale (issue 31, decision 0107): what the seller does before the parcel goes, per
 * device kind, the one date by which the parcel must reach us, and how that date relates to the
 * offer's own validity. Pure: the thank-you page, the confirmation e-mail and the offer page show
 * the same messages from here ("afterSale.*", messages/parts/after-sale), every figure from its
 * constant.
 *
 * The rule (decision 0019, core/trade/constants.ts, deadlines.ts): an offer can be put in a trade
 * for OFFER_VALIDITY_DAYS from its creation; once the trade is made its price is fixed and the
 * offer's days no longer count; the parcel must reach us by the end of day SHIPPING_DEADLINE_DAYS
 * after the trade (the trade's day is day 0, in the edition's time zone), or the trade expires.
 */
import { DEADLINE_TIME_ZONES, type EditionId, editions, formatStorage, localDate, zonedTime } from "../editions/index.ts";
import { OFFER_VALIDITY_DAYS } from "../offer/index.ts";
import { SHIPPING_DEADLINE_DAYS } from "./constants.ts";
import type { TradeLineView } from "./types.ts";

/**
 * What must be switched off before a device is sold: Apple's "Find My" (activation lock), the
 * Google account on Android (factory reset protection, FRP), the accounts of a laptop or console
 * that is neither, or nothing (cameras, lenses, monitors hold no account).
 */
export type DeviceReset = "apple" | "google" | "account" | "none";

/** The catalog's categories whose devices hold a personal account; the others need no reset. */
const ACCOUNT_CATEGORIES: Readonly<Record<string, "mobile" | "computer" | "console">> = Object.freeze({
  smartphones: "mobile",
  tablets: "mobile",
  laptops: "computer",
  consoles: "console",
});
const NO_ACCOUNT_CATEGORIES = new Set(["cameras", "lenses", "monitors"]);

/**
 * The reset a device needs, by its category and manufacturer. A device whose category is not known
 * (a catalog entry deleted since) gets the general step: better one step too many than a locked
 * device.
 */
export function deviceReset(device: { categoryId?: string | null; manufacturer: string }): DeviceReset {
  const apple = device.manufacturer.trim().toLowerCase() === "apple";
  const category = device.categoryId ?? "";
  if (NO_ACCOUNT_CATEGORIES.has(category)) return "none";
  const kind = ACCOUNT_CATEGORIES[category];
  if (apple && kind !== "console") return "apple";
  if (kind === "mobile") return "google";
  return "account";
}

/** One message of the steps: its key in messages/parts/after-sale and its arguments. */
export interface AfterSaleMessage {
  key: string;
  values?: Record<string, string | number>;
}

const RESET_ORDER: readonly Exclude<DeviceReset, "none">[] = ["apple", "google", "account"];

/**
 * The reset steps of a trade's lines, one per kind that applies (Apple, Android, other accounts),
 * each naming its devices (once each, in the trade's order, storage in the edition's units) as the
 * edition's list ("A, B und C").
 * A trade of cameras alone has none.
 */
export function resetSteps(
  lines: Pick<TradeLineView, "deviceName" | "manufacturer" | "categoryId">[],
  edition: EditionId,
): AfterSaleMessage[] {
  const list = new Intl.ListFormat(editions[edition].localeCode, { type: "conjunction" });
  return RESET_ORDER.flatMap((kind) => {
    const names = [...new Set(lines.filter((l) => deviceReset(l) === kind).map((l) => formatStorage(l.deviceName, edition)))];
    return names.length ? [{ key: `afterSale.reset.${kind}`, values: { names: list.format(names), count: names.length } }] : [];
  });
}

/**
 * The last day on which the parcel may reach us: day SHIPPING_DEADLINE_DAYS after the trade, as
 * noon of that day in the edition's time zone, so that the shop's date format (Europe/Berlin,
 * core/editions/format.ts) shows that calendar day in every edition. The trade expires at the end
 * of it (tradeDeadlines' expiresAt).
 */
export function lastParcelDay(createdAt: Date, edition: EditionId): Date {
  const zone = DEADLINE_TIME_ZONES[edition];
  return zonedTime(localDate(createdAt, zone), 12, zone, SHIPPING_DEADLINE_DAYS);
}

/** The step that names the parcel's last day (`deadline`: that day in the edition's date format). */
export function handInStep(deadline: string): AfterSaleMessage {
  return { key: "afterSale.handIn", values: { deadline, days: SHIPPING_DEADLINE_DAYS } };
}

/**
 * How the offer's days and the parcel's days relate, the same paragraph on the offer page, the
 * thank-you page and in the confirmation e-mail.
 */
export const DEADLINES_EXPLAINED: readonly AfterSaleMessage[] = Object.freeze<AfterSaleMessage[]>([
  { key: "afterSale.deadlines.offer", values: { offerDays: OFFER_VALIDITY_DAYS } },
  { key: "afterSale.deadlines.parcel", values: { parcelDays: SHIPPING_DEADLINE_DAYS } },
]);

/** The carriers' public tracking pages (decision 0042): pure, used by the tracking page and the account. */
import type { EditionId } from "../editions/index.ts";
import type { CarrierName } from "./types.ts";

const UPS_LOCALE: Record<EditionId, string> = { de: "de_DE", at: "de_AT", en: "en_GB", es: "es_ES", fr: "fr_FR", it: "it_IT" };

export function trackingUrl(carrier: CarrierName, trackingNumber: string, edition: EditionId): string {
  const n = encodeURIComponent(trackingNumber);
  if (carrier === "DHL") {
    const lang = edition === "de" || edition === "at" ? "de" : "en";
    return `https://www.dhl.de/${lang}/privatkunden/dhl-sendungsverfolgung.html?piececode=${n}`;
  }
  return `https://www.ups.com/track?loc=${UPS_LOCALE[edition]}&tracknum=${n}`;
}

export function isCarrierName(value: string): value is CarrierName {
  return value === "DHL" || value === "UPS";
}

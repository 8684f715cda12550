/**
 * What a label insures (issue 30, decision 0095). Every parcel on our label is covered for its
 * value up to the edition's insured amount (company fact `insuredShippingCents`, the figure the
 * pages state as "insured up to …"): within the carrier's included cover the carrier is liable
 * anyway and nothing is booked; above it the label books the value, capped at that amount
 * (DHL Parcel DE `services.additionalInsurance`, UPS `PackageServiceOptions.DeclaredValue`).
 * Pure: the label code and the tests read the same functions.
 */
import type { CarrierName } from "./types.ts";

/**
 * The value each carrier covers without a booking, in cents: DHL Paket (and DHL Retoure) is
 * liable up to 500 € per parcel; UPS up to 100 USD "or the local currency equivalent" per
 * package, counted as 85 € so that a weaker dollar never leaves a gap.
 */
export const INCLUDED_COVER_CENTS: Readonly<Record<CarrierName, number>> = { DHL: 50_000, UPS: 8_500 };

/**
 * The most each carrier insures one parcel for, in cents: DHL's additional insurance goes up to
 * 25,000 €; UPS accepts a declared value up to 50,000 USD per package (counted as 40,000 €).
 */
export const CARRIER_INSURANCE_MAX_CENTS: Readonly<Record<CarrierName, number>> = { DHL: 2_500_000, UPS: 4_000_000 };

/** The highest insured amount an edition may state (the company facts refuse more): what every carrier can book. */
export const INSURED_SHIPPING_MAX_CENTS = Math.min(...Object.values(CARRIER_INSURANCE_MAX_CENTS));

/**
 * The amount a label of this carrier insures a parcel worth `valueCents` for, given the
 * edition's insured amount `capCents`: null when the carrier's included cover reaches it (the
 * value, or the cap when the value is higher), else min(value, cap).
 */
export function insuredAmountCents(carrier: CarrierName, valueCents: number, capCents: number): number | null {
  const amount = Math.min(Math.max(0, valueCents), Math.max(0, capCents), CARRIER_INSURANCE_MAX_CENTS[carrier]);
  return amount > INCLUDED_COVER_CENTS[carrier] ? amount : null;
}

/** Cents as the carriers' decimal amount in EUR: 250000 → 2500, 123456 → 1234.56. */
export function euros(cents: number): number {
  return Math.round(cents) / 100;
}

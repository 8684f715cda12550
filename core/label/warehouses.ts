/**
 * Receiving warehouses and carriers per edition (issue 4, "Shipping label").
 *
 * The addresses are plausible but fictitious (docs/decisions/0008-label-controlling-marketing.md):
 * each country edition ships to a receiving warehouse in its own country, the international
 * English edition ships to the central warehouse in Leipzig. The carrier is NOT a second table:
 * it is the edition's footer carrier (core/editions/config.ts, spec §9: DHL in Germany, UPS
 * elsewhere), so footer logo and label can never disagree.
 */
import { editions, type CarrierName, type EditionId } from "../editions/index.ts";

export interface WarehouseAddress {
  /** Company line. */
  readonly company: string;
  /** Department / attention line. */
  readonly attention: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly zip: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

const CENTRAL: WarehouseAddress = {
  company: "Sellback GmbH",
  attention: "Wareneingang / Goods receiving",
  street: "Radefelder Allee",
  houseNumber: "12",
  zip: "04356",
  city: "Leipzig",
  country: "DE",
};

const WAREHOUSES: Record<EditionId, WarehouseAddress> = {
  de: { ...CENTRAL, attention: "Wareneingang" },
  en: CENTRAL,
  at: {
    company: "Sellback Austria GmbH",
    attention: "Warenannahme",
    street: "Lagerstraße",
    houseNumber: "7",
    zip: "1110",
    city: "Wien",
    country: "AT",
  },
  es: {
    company: "Sellback España S.L.",
    attention: "Recepción de mercancías",
    street: "Calle de la Logística",
    houseNumber: "14",
    zip: "28906",
    city: "Getafe",
    country: "ES",
  },
  fr: {
    company: "Sellback France SAS",
    attention: "Réception des marchandises",
    street: "rue des Entrepôts",
    houseNumber: "9",
    zip: "93290",
    city: "Tremblay-en-France",
    country: "FR",
  },
  it: {
    company: "Sellback Italia S.r.l.",
    attention: "Ricevimento merci",
    street: "Via della Logistica",
    houseNumber: "21",
    zip: "20090",
    city: "Segrate",
    country: "IT",
  },
};

/** The edition's receiving warehouse. */
export function warehouseFor(edition: EditionId): WarehouseAddress {
  return WAREHOUSES[edition];
}

/** The edition's carrier: the footer carrier setting (DHL in de, UPS elsewhere). */
export function carrierFor(edition: EditionId): CarrierName {
  return editions[edition].footerCarrier.name;
}

/**
 * A postal address in its country's order (decision 0108): the one rule for every place that
 * prints an address (shipping note and return label, mails, the shop's and the back office's
 * pages, the portal's receipt, the UPS address line) and for the order of the address fields in
 * the checkout and the account's forms. The fields stay apart in the database and in the carriers'
 * requests (DHL wants street and house number in separate fields); only printing joins them.
 *
 * The conventions, per the countries the shop takes trades from (`shipsFrom`, decision 0019), as
 * the national posts and the UPU describe them:
 * - DE, AT: "Musterstraße 12", then "10115 Berlin";
 * - IT: "Via Roma 12", then "00184 Roma";
 * - ES: "Calle Mayor, 12" (a comma before the number), then "28013 Madrid";
 * - FR: "12 rue de Rivoli" (the number first), then "75001 Paris";
 * - GB: "12 Baker Street", then the post town and the postcode on lines of their own;
 * - IE: "12 Main Street", then the town and the Eircode on lines of their own.
 * Another country prints as DE does. Pure: no I/O, no framework.
 */

/** The address fields as the trade, the account and the carriers keep them; `country` is ISO 3166-1 alpha-2. */
export interface PostalAddressFields {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
}

type StreetStyle = "streetNumber" | "streetCommaNumber" | "numberStreet";
type TownStyle = "zipCity" | "cityThenZip";

const COUNTRY_STYLES: Readonly<Record<string, { street: StreetStyle; town: TownStyle }>> = {
  DE: { street: "streetNumber", town: "zipCity" },
  AT: { street: "streetNumber", town: "zipCity" },
  IT: { street: "streetNumber", town: "zipCity" },
  ES: { street: "streetCommaNumber", town: "zipCity" },
  FR: { street: "numberStreet", town: "zipCity" },
  GB: { street: "numberStreet", town: "cityThenZip" },
  IE: { street: "numberStreet", town: "cityThenZip" },
};
const DEFAULT_STYLE = COUNTRY_STYLES.DE!;

const styleOf = (country: string) => COUNTRY_STYLES[country.trim().toUpperCase()] ?? DEFAULT_STYLE;

/** True when the country writes the house number before the street (FR, GB, IE): its forms ask for the number first. */
export function houseNumberFirst(country: string): boolean {
  return styleOf(country).street === "numberStreet";
}

/** The address's fields in the order its country's forms ask for them: the house number before or after the street. */
export function addressFieldOrder(country: string): readonly ["houseNumber", "street"] | readonly ["street", "houseNumber"] {
  return houseNumberFirst(country) ? (["houseNumber", "street"] as const) : (["street", "houseNumber"] as const);
}

const clean = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

/** Street and house number as one line in the country's order: "12 rue de Rivoli", "Calle Mayor, 12", "Musterstraße 12". */
export function streetLine(address: Pick<PostalAddressFields, "street" | "houseNumber" | "country">): string {
  const street = clean(address.street);
  const number = clean(address.houseNumber);
  if (!street || !number) return street || number;
  switch (styleOf(address.country).street) {
    case "numberStreet":
      return `${number} ${street}`;
    case "streetCommaNumber":
      return `${street}, ${number}`;
    default:
      return `${street} ${number}`;
  }
}

/** Postcode and town as their lines in the country's order: ["75001 Paris"], or ["London", "NW1 6XE"] in GB and IE. */
export function townLines(address: Pick<PostalAddressFields, "zip" | "city" | "country">): string[] {
  const zip = clean(address.zip);
  const city = clean(address.city);
  const lines = styleOf(address.country).town === "cityThenZip" ? [city, zip] : [`${zip} ${city}`.trim()];
  return lines.filter(Boolean);
}

export interface AddressLinesOptions {
  /** The addressee's name, printed first (left out when empty or not given). */
  name?: string | null;
  /** The country's name in the reader's language, printed last (left out when empty or not given). */
  countryName?: string | null;
}

/**
 * The address as the lines a label, a mail or a page prints, in the country's order: the name
 * (when given), street and number, postcode and town, the country's name (when given). Empty
 * parts leave no empty line.
 */
export function addressLines(address: PostalAddressFields, options: AddressLinesOptions = {}): string[] {
  return [clean(options.name), streetLine(address), ...townLines(address), clean(options.countryName)].filter(Boolean);
}

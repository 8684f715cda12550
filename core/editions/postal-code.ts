/**
 * Postal code validation per edition (spec §5): Austria four digits; Germany, Spain, Italy five
 * digits; France five digits with department prefix 01–98; English permissive (see config.ts).
 */
import { editionConfig, editions, type EditionId } from "./config.ts";

/** True when `zip` (surrounding whitespace ignored) is a valid postal code in the edition. */
export function isValidPostalCode(edition: EditionId, zip: string | null | undefined): boolean {
  if (typeof zip !== "string") return false;
  return editions[edition].zipRegex.test(zip.trim());
}

/** The trimmed postal code, or null when it is not valid in the edition. */
export function normalizePostalCode(edition: EditionId, zip: string | null | undefined): string | null {
  return isValidPostalCode(edition, zip) ? (zip as string).trim() : null;
}

/**
 * The postal-code rule of every country an edition ships from (`shipsFrom`, decision 0019): the
 * editions' own rules for their countries; for the English edition the United Kingdom's postcode
 * (outward and inward code, the space optional) and Ireland's Eircode (routing key and unique
 * identifier, the space optional). Upper and lower case are both accepted.
 */
export const POSTAL_CODE_RULES: Readonly<Record<string, RegExp>> = {
  DE: editions.de.zipRegex,
  AT: editions.at.zipRegex,
  ES: editions.es.zipRegex,
  FR: editions.fr.zipRegex,
  IT: editions.it.zipRegex,
  GB: /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i,
  IE: /^([AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
};

/** True when the edition takes trades sent from `country` (ISO 3166-1 alpha-2, upper case). */
export function shipsFrom(edition: EditionId, country: string): boolean {
  return editionConfig(edition).shipsFrom.includes(country);
}

/** True when `zip` (trimmed) is a valid postal code of `country`; false for a country without a rule. */
export function isValidPostalCodeOf(country: string, zip: string | null | undefined): boolean {
  const rule = POSTAL_CODE_RULES[country];
  return typeof zip === "string" && rule !== undefined && rule.test(zip.trim());
}

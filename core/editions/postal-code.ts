/**
 * Postal code validation per edition (spec §5): Austria four digits; Germany, Spain, Italy five
 * digits; France five digits with department prefix 01–98; English permissive (see config.ts).
 */
import { editions, type EditionId } from "./config.ts";

/** True when `zip` (surrounding whitespace ignored) is a valid postal code in the edition. */
export function isValidPostalCode(edition: EditionId, zip: string | null | undefined): boolean {
  if (typeof zip !== "string") return false;
  return editions[edition].zipRegex.test(zip.trim());
}

/** The trimmed postal code, or null when it is not valid in the edition. */
export function normalizePostalCode(edition: EditionId, zip: string | null | undefined): string | null {
  return isValidPostalCode(edition, zip) ? (zip as string).trim() : null;
}

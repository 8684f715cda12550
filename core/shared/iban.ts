/**
 * IBAN validation for the SEPA countries, masking for display, and BIC
 * validation. The country's IBAN length, its BBAN structure (which positions
 * are digits, letters or either), the ISO 7064 mod 97-10 check digits and, for
 * the countries that have one, the national check digit inside the BBAN come
 * from `ibantools` (MIT or MPL-2.0; its table follows the SWIFT IBAN registry).
 * Which countries we pay into is ours: the SEPA scheme's scope below.
 */
import { isValidBIC, validateIBAN, ValidationErrorsIBAN } from "ibantools";

/**
 * Every country in the SEPA scheme's geographical scope (EU/EEA, Switzerland,
 * the United Kingdom, Monaco, San Marino, Vatican City, Andorra, Gibraltar,
 * Albania, Moldova, Montenegro, North Macedonia, Serbia). Territories without
 * their own IBAN prefix (French overseas departments, Åland, Jersey, Guernsey,
 * Isle of Man, …) use the parent country's prefix. Kept here because
 * ibantools' own SEPA flag does not yet include the members of 2024/2025
 * (AL, MD, ME, MK, RS); their IBAN structure is in its registry table.
 */
export const SEPA_COUNTRIES: ReadonlySet<string> = new Set([
  "AD",
  "AL",
  "AT",
  "BE",
  "BG",
  "CH",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GB",
  "GI",
  "GR",
  "HR",
  "HU",
  "IE",
  "IS",
  "IT",
  "LI",
  "LT",
  "LU",
  "LV",
  "MC",
  "MD",
  "ME",
  "MK",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "RS",
  "SE",
  "SI",
  "SK",
  "SM",
  "VA",
]);

export type IbanValidation =
  | { ok: true; iban: string; country: string }
  | { ok: false; reason: "format" | "country" | "length" | "structure" | "checksum" };

/** Removes all white space (including no-break spaces) and upper-cases. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00a0\u202f]+/g, "").toUpperCase();
}

/**
 * Validates an IBAN as typed by a person (spaces and lower case allowed).
 * Reasons, reported in this order: "format" (not two letters, two digits and
 * up to 30 letters/digits), "country" (not a SEPA country), "length" (wrong
 * length for the country), "structure" (the BBAN does not have the country's
 * shape, e.g. a letter where the country has digits, or a Swiss/Liechtenstein
 * QR-IBAN, which only takes QR-bill payments, not a credit transfer),
 * "checksum" (the IBAN check digits, or the country's national check digit,
 * do not match).
 */
export function validateIban(input: unknown): IbanValidation {
  if (typeof input !== "string") return { ok: false, reason: "format" };
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || iban.length > 34) return { ok: false, reason: "format" };
  const country = iban.slice(0, 2);
  if (!SEPA_COUNTRIES.has(country)) return { ok: false, reason: "country" };
  const { valid, errorCodes } = validateIBAN(iban, { allowQRIBAN: false });
  if (valid) return { ok: true, iban, country };
  const has = (code: ValidationErrorsIBAN) => errorCodes.includes(code);
  if (has(ValidationErrorsIBAN.NoIBANProvided) || has(ValidationErrorsIBAN.NoIBANCountry)) return { ok: false, reason: "country" };
  if (has(ValidationErrorsIBAN.WrongBBANLength)) return { ok: false, reason: "length" };
  if (has(ValidationErrorsIBAN.WrongBBANFormat) || has(ValidationErrorsIBAN.QRIBANNotAllowed)) return { ok: false, reason: "structure" };
  return { ok: false, reason: "checksum" };
}

const MASK = "\u2022"; // •

/**
 * Masks an IBAN for display: country code and check digits and the last two
 * characters stay, everything else becomes "•", in groups of four:
 * "DE89370400440532013000" → "DE89 •••• •••• •••• •••• 00".
 * Input too short to keep anything safely is masked completely.
 */
export function maskIban(input: string): string {
  const iban = normalizeIban(input);
  const chars = [...iban];
  const masked = chars.length < 10 ? chars.map(() => MASK) : chars.map((ch, i) => (i < 4 || i >= chars.length - 2 ? ch : MASK));
  const groups: string[] = [];
  for (let i = 0; i < masked.length; i += 4) groups.push(masked.slice(i, i + 4).join(""));
  return groups.join(" ");
}

/**
 * BIC (ISO 9362): 4-letter institution code, a country code ibantools knows,
 * 2-char location code, optional 3-char branch code: 8 or 11 characters.
 * Surrounding/inner spaces and lower case are tolerated.
 */
export function isValidBic(bic: unknown): boolean {
  if (typeof bic !== "string") return false;
  return isValidBIC(bic.replace(/\s+/g, "").toUpperCase());
}

/** The end of an IBAN as a choice names it: "••••3000" (the last four characters only). */
export function ibanEnding(input: string): string {
  const iban = normalizeIban(input);
  return `${MASK.repeat(4)}${iban.slice(-4)}`;
}

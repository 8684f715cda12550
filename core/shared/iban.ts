/**
 * IBAN validation (ISO 13616: country code, two check digits, BBAN; mod-97
 * checksum) for the SEPA countries, masking for display, and a BIC pattern.
 */

/**
 * IBAN lengths of every country in the SEPA scheme's geographical scope
 * (EU/EEA, Switzerland, the United Kingdom, Monaco, San Marino, Vatican City,
 * Andorra, Gibraltar, Albania, Moldova, Montenegro, North Macedonia, Serbia).
 * Territories without their own IBAN prefix (French overseas departments,
 * Åland, Jersey, Guernsey, Isle of Man, …) use the parent country's prefix.
 * Lengths from the SWIFT IBAN registry.
 */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  AD: 24, // Andorra
  AL: 28, // Albania
  AT: 20, // Austria
  BE: 16, // Belgium
  BG: 22, // Bulgaria
  CH: 21, // Switzerland
  CY: 28, // Cyprus
  CZ: 24, // Czechia
  DE: 22, // Germany
  DK: 18, // Denmark
  EE: 20, // Estonia
  ES: 24, // Spain
  FI: 18, // Finland (and Åland)
  FR: 27, // France (and overseas departments)
  GB: 22, // United Kingdom (and Crown dependencies)
  GI: 23, // Gibraltar
  GR: 27, // Greece
  HR: 21, // Croatia
  HU: 28, // Hungary
  IE: 22, // Ireland
  IS: 26, // Iceland
  IT: 27, // Italy
  LI: 21, // Liechtenstein
  LT: 20, // Lithuania
  LU: 20, // Luxembourg
  LV: 21, // Latvia
  MC: 27, // Monaco
  MD: 24, // Moldova
  ME: 22, // Montenegro
  MK: 19, // North Macedonia
  MT: 31, // Malta
  NL: 18, // Netherlands
  NO: 15, // Norway
  PL: 28, // Poland
  PT: 25, // Portugal
  RO: 24, // Romania
  RS: 22, // Serbia
  SE: 24, // Sweden
  SI: 19, // Slovenia
  SK: 24, // Slovakia
  SM: 27, // San Marino
  VA: 22, // Vatican City
});

export type IbanValidation =
  | { ok: true; iban: string; country: string }
  | { ok: false; reason: "format" | "country" | "length" | "checksum" };

/** Removes all white space (including no-break spaces) and upper-cases. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00a0\u202f]+/g, "").toUpperCase();
}

/** The ISO 7064 mod 97-10 remainder of the rearranged IBAN (1 when valid). */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    if (code >= 48 && code <= 57) {
      remainder = (remainder * 10 + (code - 48)) % 97;
    } else {
      // A = 10 … Z = 35: always two digits
      remainder = (remainder * 100 + (code - 55)) % 97;
    }
  }
  return remainder;
}

/**
 * Validates an IBAN as typed by a person (spaces and lower case allowed).
 * Reasons, checked in this order: "format" (not two letters, two digits and
 * letters/digits), "country" (not a SEPA country), "length" (wrong length for
 * the country), "checksum" (mod-97 fails, or check digits 00, 01 or 99).
 */
export function validateIban(input: unknown): IbanValidation {
  if (typeof input !== "string") return { ok: false, reason: "format" };
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || iban.length > 34) return { ok: false, reason: "format" };
  const country = iban.slice(0, 2);
  const expectedLength = Object.hasOwn(SEPA_IBAN_LENGTHS, country) ? SEPA_IBAN_LENGTHS[country] : undefined;
  if (expectedLength === undefined) return { ok: false, reason: "country" };
  if (iban.length !== expectedLength) return { ok: false, reason: "length" };
  const checkDigits = iban.slice(2, 4);
  if (checkDigits === "00" || checkDigits === "01" || checkDigits === "99" || mod97(iban) !== 1) {
    return { ok: false, reason: "checksum" };
  }
  return { ok: true, iban, country };
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
  const masked =
    chars.length < 10
      ? chars.map(() => MASK)
      : chars.map((ch, i) => (i < 4 || i >= chars.length - 2 ? ch : MASK));
  const groups: string[] = [];
  for (let i = 0; i < masked.length; i += 4) groups.push(masked.slice(i, i + 4).join(""));
  return groups.join(" ");
}

/**
 * BIC (ISO 9362): 4-letter institution code, 2-letter country code, 2-char
 * location code, optional 3-char branch code: 8 or 11 characters.
 * Surrounding/inner spaces and lower case are tolerated.
 */
export function isValidBic(bic: unknown): boolean {
  if (typeof bic !== "string") return false;
  const normalized = bic.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(normalized);
}

/** The end of an IBAN as a choice names it: "••••3000" (the last four characters only). */
export function ibanEnding(input: string): string {
  const iban = normalizeIban(input);
  return `${MASK.repeat(4)}${iban.slice(-4)}`;
}

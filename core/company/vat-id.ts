/**
 * EU VAT identification numbers (decision 0116): normalizing, the format of each of the 27 member
 * states and the check digits where the state publishes an algorithm. Pure; what the EU's VIES
 * lookup says is a separate question (vies.server.ts): a well-formed ID with correct check digits
 * can still be unregistered.
 */

export type VatProblem = "vat_format" | "vat_check_digit" | "vat_country";

/** The VAT prefix of each member state: the ISO code, except Greece ("EL"). */
export const VAT_PREFIXES = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "EL",
  "ES",
  "FI",
  "FR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
] as const;
export type VatPrefix = (typeof VAT_PREFIXES)[number];

/** The VAT prefix of an ISO 3166-1 country code ("GR" → "EL"); null outside the EU. */
export function vatPrefixOf(country: string): VatPrefix | null {
  const c = country.toUpperCase() === "GR" ? "EL" : country.toUpperCase();
  return (VAT_PREFIXES as readonly string[]).includes(c) ? (c as VatPrefix) : null;
}

/** The ISO 3166-1 country of a VAT prefix ("EL" → "GR"). */
export const countryOfVatPrefix = (prefix: VatPrefix): string => (prefix === "EL" ? "GR" : prefix);

/**
 * Upper case without spaces, dots, dashes or slashes; "GR…" becomes "EL…"; a number typed without
 * its prefix gets the prefix of `country` (the company's country) when one is given.
 */
export function normalizeVatId(raw: string, country?: string): string {
  let id = raw.toUpperCase().replace(/[\s.\-/,]/g, "");
  if (id.startsWith("GR")) id = `EL${id.slice(2)}`;
  if (!/^[A-Z]{2}/.test(id) && country) {
    const prefix = vatPrefixOf(country);
    if (prefix) id = `${prefix}${id}`;
  }
  // Belgium's old nine-digit numbers are today's ten with a leading 0.
  if (/^BE\d{9}$/.test(id)) id = `BE0${id.slice(2)}`;
  return id;
}

/** The pattern of the number after the prefix (the formats VIES documents). */
const FORMATS: Record<VatPrefix, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^[1-9]\d{8}$/,
  DK: /^[1-9]\d{7}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^[1-9]\d{7}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^[1-9]\d{8}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^[1-9]\d{7}$/,
  SK: /^[1-9]\d{9}$/,
};

const digits = (s: string) => [...s].map(Number);
const weighted = (s: string, weights: readonly number[]) => digits(s).reduce((sum, d, i) => sum + d * weights[i]!, 0);

/** The Luhn checksum of a number read as complete (its last digit is not doubled); 0 = valid. */
function luhnChecksum(s: string): number {
  let sum = 0;
  [...s].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return sum % 10;
}
const luhnValid = (s: string) => luhnChecksum(s) === 0;
/** The Luhn check digit for a number without one. */
function luhnDigit(s: string): number {
  for (let d = 0; d < 10; d++) if (luhnValid(`${s}${d}`)) return d;
  return 0;
}

/** ISO 7064 MOD 11,10 (Germany, Croatia): the whole number, check digit included. */
function mod11_10Valid(s: string): boolean {
  let check = 5;
  for (const d of digits(s)) check = ((((check || 10) * 2) % 11) + d) % 10;
  return check === 1;
}

/** ISO 7064 MOD 97-10 over letters (A = 10 … Z = 35) and digits. */
function mod97_10Valid(s: string): boolean {
  const numeric = [...s].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join("");
  let rest = 0;
  for (const c of numeric) rest = (rest * 10 + Number(c)) % 97;
  return rest === 1;
}

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const dniLetter = (n: string) => DNI_LETTERS[Number(n) % 23]!;
const FR_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const IE_ALPHABET = "WABCDEFGHIJKLMNOPQRSTUV";

function ieCheck(seven: string, extra: string): string {
  const sum = digits(seven.padStart(7, "0")).reduce((s, d, i) => s + (8 - i) * d, 0) + 9 * (extra ? IE_ALPHABET.indexOf(extra) : 0);
  return IE_ALPHABET[sum % 23]!;
}

/** The check-digit algorithm of each state that publishes one; the number is already well-formed. */
const CHECKS: Partial<Record<VatPrefix, (n: string) => boolean>> = {
  AT: atValid,
  BE: (n) => (Number(n.slice(0, 8)) + Number(n.slice(8))) % 97 === 0,
  DE: mod11_10Valid,
  DK: (n) => weighted(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  ES: esValid,
  FI: (n) => weighted(n, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0,
  FR: frValid,
  HR: mod11_10Valid,
  IE: (n) => (/^\d{7}/.test(n) ? n[7] === ieCheck(n.slice(0, 7), n[8] ?? "") : n[7] === ieCheck(`${n.slice(2, 7)}${n[0]}`, "")),
  IT: (n) => Number(n.slice(0, 7)) !== 0 && itProvince(n.slice(7, 10)) && luhnValid(n),
  LU: (n) => String(Number(n.slice(0, 6)) % 89).padStart(2, "0") === n.slice(6),
  NL: (n) => nlPersonal(n.slice(0, 9)) || mod97_10Valid(`NL${n}`),
  PL: (n) => weighted(n, [6, 5, 7, 2, 3, 4, 5, 6, 7, -1]) % 11 === 0,
  PT: (n) => String(((11 - (weighted(n.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11) % 10) === n[8],
  SE: (n) => luhnValid(n.slice(0, 10)),
};

/** Austria: U + 7 digits + a check digit, (6 − Luhn sum of the seven) mod 10. */
function atValid(n: string): boolean {
  return String((((6 - luhnChecksum(n.slice(1, 8))) % 10) + 10) % 10) === n[8];
}
/** Italy: the office code (digits 8–10) is a province (001–100) or one of the special offices. */
const itProvince = (code: string) => (code >= "001" && code <= "100") || ["120", "121", "888", "999"].includes(code);
/** Netherlands: the older numbers are the owner's citizen service number (eleven test). */
const nlPersonal = (nine: string) =>
  Number(nine) > 0 &&
  (digits(nine)
    .slice(0, 8)
    .reduce((s, d, i) => s + (9 - i) * d, 0) -
    Number(nine[8])) %
    11 ===
    0;

/** Spain: a DNI (8 digits + letter), an NIE (X/Y/Z…), K/L/M, or a company's CIF (letter + 7 digits + digit or letter). */
function esValid(n: string): boolean {
  const first = n[0]!;
  const middle = n.slice(1, 8);
  const last = n[8]!;
  if (/\d/.test(first)) return /^\d{8}$/.test(n.slice(0, 8)) && dniLetter(n.slice(0, 8)) === last;
  if ("XYZ".includes(first)) return dniLetter(`${"XYZ".indexOf(first)}${middle}`) === last;
  if ("KLM".includes(first)) return dniLetter(middle) === last;
  if (!"ABCDEFGHJNPQRSUVW".includes(first)) return false;
  const check = luhnDigit(middle);
  return last === String(check) || last === "JABCDEFGHI"[check];
}

/** France: a key of two characters before the SIREN (nine digits, Luhn unless a Monaco number "000…"). */
function frValid(n: string): boolean {
  const siren = n.slice(2);
  if (!siren.startsWith("000") && !luhnValid(siren)) return false;
  if (/^\d{2}$/.test(n.slice(0, 2))) return Number(n.slice(0, 2)) === Number(BigInt(`${siren}12`) % 97n);
  const a = FR_ALPHABET.indexOf(n[0]!);
  const b = FR_ALPHABET.indexOf(n[1]!);
  const check = /\d/.test(n[0]!) ? a * 24 + b - 10 : a * 34 + b - 100;
  return (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11;
}

/** The states whose check digits are verified here; the others are checked for their format only. */
export const VAT_CHECK_DIGIT_COUNTRIES = Object.keys(CHECKS) as VatPrefix[];

/**
 * null when `id` (normalized, with its prefix) is a well-formed VAT ID of an EU member state with
 * correct check digits, else the problem: `vat_country` (no EU prefix, or not the prefix of the
 * company's `country` when given), `vat_format`, `vat_check_digit`.
 */
export function vatIdProblem(id: string, country?: string): VatProblem | null {
  const prefix = vatPrefixOf(id.slice(0, 2));
  if (!prefix || id.slice(0, 2) === "GR") return "vat_country";
  if (country && vatPrefixOf(country) !== prefix) return "vat_country";
  const number = id.slice(2);
  if (!FORMATS[prefix].test(number)) return "vat_format";
  const check = CHECKS[prefix];
  return check && !check(number) ? "vat_check_digit" : null;
}

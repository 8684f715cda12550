/** IMEI and serial numbers as the inspector records them (pure, browser-safe). */

/** The Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Spaces, dashes and slashes a label or a scanner puts between the digits go. */
export const normalizeImei = (raw: string) => raw.replace(/[\s\-/]/g, "");

/** An IMEI: exactly 15 digits whose last is the Luhn check digit of the first 14. */
export function isValidImei(raw: string): boolean {
  const imei = normalizeImei(raw);
  return /^\d{15}$/.test(imei) && luhnValid(imei);
}

/** A manufacturer's serial number: 4 to 40 letters, digits and dashes, upper case. */
export const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$/;
export const normalizeSerial = (raw: string) => raw.trim().toUpperCase().replace(/\s+/g, "");

/** What can be wrong with a device's identifier, as a code each surface words in its own messages. */
export type IdentifierProblem = "imeiInvalid" | "serialInvalid" | "identifierMissing";

/**
 * A device's IMEI or serial as the warehouse's inspection and the store portal take it (one rule,
 * decision 0084): either or both, for every kind of device; an IMEI must pass the Luhn check, a
 * serial the serial pattern; neither is refused (on the IMEI field). Both come back normalized.
 */
export function deviceIdentifier(raw: { imei?: string | null | undefined; serial?: string | null | undefined }): {
  imei: string | null;
  serial: string | null;
  errors: { field: "imei" | "serial"; problem: IdentifierProblem }[];
} {
  const imei = raw.imei ? normalizeImei(raw.imei) : null;
  const serial = raw.serial ? normalizeSerial(raw.serial) : null;
  const errors: { field: "imei" | "serial"; problem: IdentifierProblem }[] = [];
  if (imei !== null && !isValidImei(imei)) errors.push({ field: "imei", problem: "imeiInvalid" });
  if (serial !== null && !SERIAL_PATTERN.test(serial)) errors.push({ field: "serial", problem: "serialInvalid" });
  if (imei === null && serial === null) errors.push({ field: "imei", problem: "identifierMissing" });
  return { imei, serial, errors };
}

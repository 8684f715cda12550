/**
 * Zod field builders shared by every form and API body: the one string rule (`inputString`),
 * trimmed text with a translatable message key, optional text that turns blank into null, and a
 * lower-cased e-mail address.
 */
import { z } from "./zod.ts";

/** C0 control characters and DEL. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same, but tab, line feed and carriage return, which free text may hold. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The one string rule of every input schema (forms, API bodies, path and query values): a string
 * without NUL or any other control character; `multiline` free text keeps tab and line breaks.
 * Such a value is refused with "validation.controlCharacter" (a 422), so it never reaches a
 * query (PostgreSQL refuses NUL in text). Lint refuses `z.string(` elsewhere in input code.
 */
export const inputString = (opts: { error?: string; missing?: string; multiline?: boolean } = {}) =>
  z
    .string(opts.error === undefined && opts.missing === undefined ? undefined : { error: missingOr(opts.missing, opts.error) })
    .refine((v) => !(opts.multiline ? CONTROL_BUT_LINES : CONTROL).test(v), { message: "validation.controlCharacter", abort: true });

/**
 * A zod error message that tells a missing value (`missing`) from a wrong one (`otherwise`);
 * without `missing` both get `otherwise` (undefined: zod's own).
 */
export const missingOr = (missing: string | undefined, otherwise: string | undefined) => (issue: { input?: unknown }) =>
  issue.input === undefined && missing !== undefined ? missing : otherwise;

/** Required, trimmed text of at most `max` characters; `key` names the field's message. */
export const requiredText = (max: number, key: string, opts: { multiline?: boolean } = {}) =>
  inputString({ error: key, ...opts })
    .trim()
    .min(1, key)
    .max(max, "validation.tooLong");

/** Optional trimmed text; blank, null and missing all become null. */
export const optionalText = (max: number, key: string, opts: { multiline?: boolean } = {}) =>
  inputString({ error: key, ...opts })
    .trim()
    .max(max, "validation.tooLong")
    .nullish()
    .transform((v) => (v ? v : null));

/** A trimmed, lower-cased e-mail address. */
export const emailField = (key: string) =>
  inputString({ error: key })
    .trim()
    .toLowerCase()
    .max(254, "validation.tooLong")
    .pipe(z.email({ error: key }));

/**
 * A postal address as the checkout and the account forms take it. `zipRule` is the edition's
 * postal-code rule (spec §5) where the edition is known. Message keys are `<prefix>.street`,
 * `<prefix>.zip`, … so each form keeps its own wording.
 */
/** The address fields' length limits: the schema's, and the forms' `maxlength` (one source). */
export const ADDRESS_LIMITS = { street: 120, houseNumber: 20, zip: 20, city: 80 } as const;

export function postalAddressSchema(prefix: string, zipRule?: (zip: string) => boolean) {
  return z.object(
    {
      street: requiredText(ADDRESS_LIMITS.street, `${prefix}.street`),
      houseNumber: requiredText(ADDRESS_LIMITS.houseNumber, `${prefix}.houseNumber`),
      zip: requiredText(ADDRESS_LIMITS.zip, `${prefix}.zip`).refine((zip) => !zipRule || zipRule(zip), `${prefix}.zip`),
      city: requiredText(ADDRESS_LIMITS.city, `${prefix}.city`),
      country: inputString({ error: `${prefix}.country` })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, `${prefix}.country`),
    },
    { error: `${prefix}.address` },
  );
}

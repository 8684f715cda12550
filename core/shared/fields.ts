/**
 * Zod field builders shared by every form and API body: trimmed text with a translatable message
 * key, optional text that turns blank into null, and a lower-cased e-mail address.
 */
import { z } from "./zod.ts";

/** Required, trimmed text of at most `max` characters; `key` names the field's message. */
export const requiredText = (max: number, key: string) => z.string({ error: key }).trim().min(1, key).max(max, "validation.tooLong");

/** Optional trimmed text; blank, null and missing all become null. */
export const optionalText = (max: number, key: string) =>
  z
    .string({ error: key })
    .trim()
    .max(max, "validation.tooLong")
    .nullish()
    .transform((v) => (v ? v : null));

/** A trimmed, lower-cased e-mail address. */
export const emailField = (key: string) => z.string({ error: key }).trim().toLowerCase().max(254, "validation.tooLong").pipe(z.email({ error: key }));

/**
 * A postal address as the checkout and the account forms take it. `zipRule` is the edition's
 * postal-code rule (spec §5) where the edition is known. Message keys are `<prefix>.street`,
 * `<prefix>.zip`, … so each form keeps its own wording.
 */
export function postalAddressSchema(prefix: string, zipRule?: (zip: string) => boolean) {
  return z.object(
    {
      street: requiredText(120, `${prefix}.street`),
      houseNumber: requiredText(20, `${prefix}.houseNumber`),
      zip: requiredText(20, `${prefix}.zip`).refine((zip) => !zipRule || zipRule(zip), `${prefix}.zip`),
      city: requiredText(80, `${prefix}.city`),
      country: z
        .string({ error: `${prefix}.country` })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, `${prefix}.country`),
    },
    { error: `${prefix}.address` },
  );
}

import { z, inputString } from "../shared/index.ts";

/** Topics a subscriber may pick on the profile page (labels: `newsletter.interest.{key}`). */
export const NEWSLETTER_INTERESTS = ["smartphones", "tablets", "laptops", "cameras", "consoles", "offers", "sustainability"] as const;
export type NewsletterInterest = (typeof NEWSLETTER_INTERESTS)[number];

/** HMAC-SHA256 in hex: 64 lower-case hex digits. */
export const EMAIL_HASH_PATTERN = /^[0-9a-f]{64}$/;

export const emailField = inputString({ error: "newsletter.error.email" })
  .trim()
  .toLowerCase()
  .max(254, "validation.tooLong")
  .pipe(z.email({ error: "newsletter.error.email" }));

export const subscribeSchema = z.object({
  email: emailField,
  consent: z.literal(true, { error: "newsletter.error.consent" }),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const emailHashField = inputString({ error: "newsletter.error.hash" })
  .trim()
  .toLowerCase()
  .regex(EMAIL_HASH_PATTERN, "newsletter.error.hash");

/** The youngest and oldest subscriber whose birthdate we take (years). */
export const BIRTHDATE_AGE = { min: 16, max: 120 } as const;

/** A real calendar date YYYY-MM-DD for someone aged 16 to 120 on `today`. */
export function isPlausibleBirthdate(value: string, today = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  const t = { y: today.getUTCFullYear(), m: today.getUTCMonth() + 1, d: today.getUTCDate() };
  let age = t.y - y;
  if (t.m < mo || (t.m === mo && t.d < d)) age--;
  return age >= BIRTHDATE_AGE.min && age <= BIRTHDATE_AGE.max;
}

export const enrichSchema = z.object({
  emailHash: emailHashField,
  firstName: inputString({ error: "validation.invalid" })
    .trim()
    .max(60, "validation.tooLong")
    .optional()
    .transform((v) => (v ? v : undefined)),
  interests: z
    .array(z.enum(NEWSLETTER_INTERESTS, { error: "newsletter.error.interest" }), { error: "newsletter.error.interest" })
    .max(NEWSLETTER_INTERESTS.length)
    .optional()
    .transform((v) => (v ? [...new Set(v)] : undefined)),
  birthdate: inputString({ error: "newsletter.error.birthdate" })
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isPlausibleBirthdate(v), "newsletter.error.birthdate"),
});
export type EnrichInput = z.infer<typeof enrichSchema>;

export const unsubscribeSchema = z.object({ emailHash: emailHashField });

import { z, inputString } from "../shared/index.ts";

/** Device categories a business can offer (labels: `b2b.category.{key}`). */
export const B2B_CATEGORIES = ["smartphones", "tablets", "laptops", "desktops", "monitors", "cameras", "other"] as const;
export type B2bCategory = (typeof B2B_CATEGORIES)[number];

/** Device counts the form accepts (a single device is a normal sale, not a B2B lead). */
export const B2B_DEVICE_COUNT = { min: 1, max: 100_000 } as const;

const optionalText = (max: number, multiline = false) =>
  inputString({ error: "validation.invalid", multiline })
    .trim()
    .max(max, "validation.tooLong")
    .optional()
    .transform((v) => (v ? v : undefined));

/** The lead form's fields; messages are translatable keys. Numbers may come as form text. */
export const b2bLeadSchema = z.object({
  company: inputString({ error: "lead.error.company" }).trim().min(2, "lead.error.company").max(200, "validation.tooLong"),
  contactName: inputString({ error: "lead.error.contactName" }).trim().min(1, "lead.error.contactName").max(100, "validation.tooLong"),
  email: inputString({ error: "lead.error.email" })
    .trim()
    .toLowerCase()
    .max(254, "validation.tooLong")
    .pipe(z.email({ error: "lead.error.email" })),
  phone: optionalText(40).refine((v) => v === undefined || /^\+?[0-9 ()/.-]{5,40}$/.test(v), "lead.error.phone"),
  deviceCount: z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v === "" ? undefined : v),
    z
      .number({ error: "lead.error.deviceCount" })
      .int("lead.error.deviceCount")
      .min(B2B_DEVICE_COUNT.min, "lead.error.deviceCount")
      .max(B2B_DEVICE_COUNT.max, "lead.error.deviceCount"),
  ),
  categories: z
    .array(z.enum(B2B_CATEGORIES, { error: "lead.error.categories" }), { error: "lead.error.categories" })
    .min(1, "lead.error.categories")
    .max(B2B_CATEGORIES.length)
    .transform((v) => [...new Set(v)]),
  message: optionalText(5000, true),
});

export type B2bLeadInput = z.infer<typeof b2bLeadSchema>;

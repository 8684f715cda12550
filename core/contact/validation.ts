import { z, inputString } from "../shared/index.ts";
import { CONTACT_SUBJECT_KEYS } from "../editions/index.ts";

/** The contact form's fields; messages are translatable keys. */
export const contactSchema = z.object({
  subject: z.enum(CONTACT_SUBJECT_KEYS, { error: "contact.error.subject" }),
  name: inputString().trim().min(1, "contact.error.name").max(100, "validation.tooLong"),
  email: inputString()
    .trim()
    .toLowerCase()
    .max(254, "validation.tooLong")
    .pipe(z.email({ error: "contact.error.email" })),
  tradeNumber: inputString()
    .trim()
    .max(40, "validation.tooLong")
    .regex(/^$|^[A-Za-z0-9-]{4,40}$/, "contact.error.tradeNumber")
    .optional()
    .transform((v) => (v ? v : undefined)),
  message: inputString({ multiline: true }).trim().min(10, "contact.error.message").max(5000, "validation.tooLong"),
});

export type ContactInput = z.infer<typeof contactSchema>;

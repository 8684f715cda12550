import { EDITIONS } from "../editions/index.ts";
import { inputString, z } from "../shared/index.ts";
import { CONTACT_STATUSES } from "./rules.ts";

/** The contact inbox's filter (page and API). */
export const inboxQuery = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
  edition: z.enum(EDITIONS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});

/** An answer to a contact message (page and API). */
export const answerSchema = z.object({
  answer: inputString({ error: "backoffice.support.error.answerMissing", multiline: true })
    .trim()
    .min(1, "backoffice.support.error.answerMissing")
    .max(10_000, "validation.tooLong"),
});

/**
 * The inspection's input (the API's JSON and the back office form alike) and its checks, pure
 * (issue 29, decision 0089): every problem at once, each on its field — a condition question left
 * without an answer (`q-<questionId>`), the IMEI or serial (deviceIdentifier), the erasure's tool,
 * method and result, the two notes' lengths. `notes` is the customer-facing addition to the finding
 * texts (shown to the customer as the inspector's words); `internalNote` is for staff only.
 */
import { inputString, z } from "../shared/index.ts";
import { ERASURE_METHODS, ERASURE_RESULTS } from "./erasure.ts";
import { deviceIdentifier } from "./imei.ts";

/** `POST …/items/{itemId}/inspection`. */
export const inspectionInputSchema = z.object({
  answers: z
    .array(z.object({ questionId: z.coerce.number().int().positive(), answerId: z.coerce.number().int().positive() }), {
      error: "backoffice.inspection.answersMissing",
    })
    .min(1, "backoffice.inspection.answersMissing")
    .max(50),
  imei: inputString().trim().max(40, "validation.tooLong").optional(),
  serial: inputString().trim().max(60, "validation.tooLong").optional(),
  /** Shown to the customer, in addition to the finding texts, as the inspector's words. */
  notes: inputString({ multiline: true }).trim().max(2000, "validation.tooLong").optional(),
  /** Staff only: never reaches the customer's pages, mails or API. */
  internalNote: inputString({ multiline: true }).trim().max(2000, "validation.tooLong").optional(),
  erasure: z.object({
    method: z.enum(ERASURE_METHODS, { error: "backoffice.inspection.erasureMethodMissing" }),
    tool: inputString({ error: "backoffice.inspection.erasureToolMissing" })
      .trim()
      .min(1, "backoffice.inspection.erasureToolMissing")
      .max(100, "validation.tooLong"),
    result: z.enum(ERASURE_RESULTS, { error: "backoffice.inspection.erasureResultMissing" }),
  }),
});
export type InspectionInput = z.infer<typeof inspectionInputSchema>;

/** One problem of an inspection's input: the field (`imei`, `serial`, `notes`, `internalNote`, `tool`, `method`, `result`, `answers`, `q-<id>`) and a message key. */
export interface InspectionFieldError {
  field: string;
  message: string;
}

const MESSAGE_KEY = /^[a-z]+(\.[a-zA-Z]+)+$/;

/**
 * Checks an inspection's input against the schema, the device identifier rule and the device's
 * questions (`questionIds`: each needs an answer; unset = not checked), and returns every problem
 * at once, one per field, in the form's order; or the parsed input.
 */
export function checkInspectionInput(
  raw: unknown,
  questionIds?: readonly number[],
): { ok: true; input: InspectionInput } | { ok: false; errors: InspectionFieldError[] } {
  const errors = new Map<string, string>();
  const add = (field: string, message: string) => {
    if (!errors.has(field)) errors.set(field, message);
  };
  const body = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const given = Array.isArray(body.answers) ? (body.answers as { questionId?: unknown; answerId?: unknown }[]) : [];
  if (questionIds)
    for (const id of questionIds) {
      const answer = given.find((a) => Number(a?.questionId) === id);
      if (!answer || !Number.isSafeInteger(Number(answer.answerId)) || Number(answer.answerId) <= 0)
        add(`q-${id}`, "backoffice.inspection.answerMissing");
    }
  const parsed = inspectionInputSchema.safeParse(raw);
  const text = (v: unknown) => (typeof v === "string" ? v : undefined);
  for (const e of deviceIdentifier({ imei: text(body.imei)?.trim(), serial: text(body.serial)?.trim() }).errors)
    add(e.field, `backoffice.inspection.${e.problem}`);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "answers" ? "answers" : String(issue.path.at(-1) ?? "form");
      if (field === "answers" && questionIds && [...errors.keys()].some((k) => k.startsWith("q-"))) continue;
      add(field, MESSAGE_KEY.test(issue.message) ? issue.message : "validation.invalid");
    }
  }
  if (errors.size || !parsed.success) return { ok: false, errors: [...errors].map(([field, message]) => ({ field, message })) };
  return { ok: true, input: parsed.data };
}

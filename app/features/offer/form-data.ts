/** The condition form's data: answers read from a post, field errors mapped to questions. */
import type { FormErrors, FormQuestion, FormValues, PageOffer } from "./types.ts";

/** The posted answers of the device's questions, in question order (unanswered ones left out). */
export function answersFromForm(form: { get(name: string): unknown }, questions: readonly FormQuestion[]) {
  const answers: { questionId: number; answerId: number }[] = [];
  for (const q of questions) {
    const raw = form.get(`q${q.id}`);
    const answerId = typeof raw === "string" && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    if (Number.isSafeInteger(answerId) && answerId > 0) answers.push({ questionId: q.id, answerId });
  }
  return answers;
}

export function valuesOf(answers: readonly { questionId: number; answerId: number }[]): FormValues {
  return Object.fromEntries(answers.map((a) => [String(a.questionId), String(a.answerId)]));
}

/**
 * Field errors of an offer ("answers.<questionCode>" with a message key) per question id; an
 * error naming no known question marks every unanswered one.
 */
export function errorsByQuestion(
  errors: readonly { field: string; message: string }[],
  questions: readonly FormQuestion[],
  values: FormValues,
): FormErrors {
  const out: FormErrors = {};
  const byCode = new Map(questions.map((q) => [q.code, q]));
  for (const e of errors) {
    const q = byCode.get(e.field.replace(/^answers\./, ""));
    if (q) out[String(q.id)] ??= e.message.startsWith("offer.") ? e.message : "offer.error.missing";
  }
  if (Object.keys(out).length === 0 && errors.length > 0)
    for (const q of questions) if (!values[String(q.id)]) out[String(q.id)] = "offer.error.missing";
  return out;
}

/** Why an `?offer=` is not shown on this device page, or null when it is. */
export type OfferNotice = "unknown" | "otherDevice" | "expired";

export function offerNotice(offer: Pick<PageOffer, "deviceId" | "validUntil"> | null, deviceId: number, now: number): OfferNotice | null {
  if (!offer) return "unknown";
  if (Number(offer.deviceId) !== deviceId) return "otherDevice";
  if (!(Date.parse(offer.validUntil) > now)) return "expired";
  return null;
}

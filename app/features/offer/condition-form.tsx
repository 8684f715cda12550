import { useMessage, useT } from "../../i18n/i18n.tsx";
import type { EffectFormat } from "./breakdown.ts";
import { answerEffectText } from "./running-price.ts";
import type { FormErrors, FormQuestion, FormValues } from "./types.ts";

/** The form's id: the self-test's skip link and "go to the questions" point here (issue 34). */
export const OFFER_QUESTIONS_ID = "offer-questions";

/** The hidden field for the signed self-test result (issue 34): the self-test island fills it in. */
export const SELF_TEST_FIELD = "selfTest";

/** The form field of a question (its answer id is the value). */
export const answerField = (questionId: number) => `q${questionId}`;

/**
 * The condition questions as one plain form posting to the page itself (works without JavaScript).
 * Every question is a fieldset and every answer says how it changes the price; the island turns
 * the form into a one-question-at-a-time stepper with a progress bar and a running offer
 * (app/islands/offer.ts, decisions 0012 and 0029).
 */
export function ConditionForm({
  questions,
  values,
  errors,
  formError = null,
  action,
  format,
}: {
  questions: FormQuestion[];
  values: FormValues;
  errors: FormErrors;
  /** A message key about the whole form (the offer limit, decision 0068), shown above the questions. */
  formError?: string | null;
  action: string;
  format: EffectFormat;
}) {
  const t = useT();
  // the island fills in {n} and {count} itself: the message unformatted (no formatting that must fail)
  const stepMessage = useMessage()("offer.step");
  const rawStepLabel = typeof stepMessage === "string" ? stepMessage : "";
  const invalid = questions.filter((q) => errors[String(q.id)]);
  return (
    <form
      method="post"
      action={action}
      id={OFFER_QUESTIONS_ID}
      className="offer-form"
      data-offer-form
      data-back={t("offer.back")}
      data-next={t("offer.next")}
      data-step-label={rawStepLabel}
      noValidate
    >
      {/* empty until the seller runs the self-test; a refused token is not kept after a post (decision 0125) */}
      <input type="hidden" name={SELF_TEST_FIELD} defaultValue="" />
      {formError ? (
        <p className="notice warning" role="alert" id="offer-form-error">
          {t(formError)}
        </p>
      ) : null}
      {invalid.length > 0 ? (
        <div className="error-summary" role="alert" tabIndex={-1} id="offer-errors" aria-labelledby="offer-errors-title">
          <h3 id="offer-errors-title">{t("offer.errorSummary", { count: invalid.length })}</h3>
          <ul>
            {invalid.map((q) => (
              <li key={q.id}>
                <a href={`#question-${q.code}`}>{q.question}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="offer-form__progress" data-offer-progress hidden>
        <span id="offer-step">{t("offer.step", { n: 1, count: questions.length })}</span>
        <progress max={questions.length} value={1} aria-labelledby="offer-step" />
      </div>
      {/* one polite announcement per step: the question number and the running price */}
      <p className="visually-hidden" aria-live="polite" data-offer-live />
      {questions.map((q, i) => {
        const error = errors[String(q.id)];
        const base = `question-${q.code}`;
        const describedBy = [q.description ? `${base}-description` : "", error ? `${base}-error` : ""].filter(Boolean).join(" ");
        return (
          <fieldset key={q.id} id={base} className="question" data-offer-step={i} aria-describedby={describedBy || undefined}>
            <legend tabIndex={-1}>{q.question}</legend>
            {q.description ? (
              <p className="question__description" id={`${base}-description`}>
                {q.description}
              </p>
            ) : null}
            {error ? (
              <p className="field-error" id={`${base}-error`}>
                {t(error)}
              </p>
            ) : null}
            <div className="question__answers">
              {q.answers.map((a) => {
                const id = `${base}-${a.code}`;
                return (
                  <div className="answer" key={a.id}>
                    <input
                      type="radio"
                      id={id}
                      name={answerField(q.id)}
                      value={a.id}
                      defaultChecked={values[String(q.id)] === String(a.id)}
                      aria-describedby={a.help ? `${id}-help` : undefined}
                      aria-invalid={error ? true : undefined}
                      required
                    />
                    <label htmlFor={id}>
                      <span className="answer__head">
                        <span className="answer__text">{a.text}</span>{" "}
                        <span className="answer__effect" data-effect={a.effect.kind}>
                          {answerEffectText(a.effect, format)}
                        </span>
                      </span>
                      {a.help ? (
                        <span className="answer__help" id={`${id}-help`}>
                          {a.help}
                        </span>
                      ) : null}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div className="offer-form__actions" data-offer-actions>
        <button type="submit" data-offer-submit>
          {t("offer.submit")}
        </button>
      </div>
    </form>
  );
}

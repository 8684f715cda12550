import { REVIEW_COMMENT_MAX } from "../../../core/reviews/index.ts";
import { useT } from "../../i18n/i18n.tsx";

export interface ReviewFormErrors {
  rating?: string;
  comment?: string;
}

/**
 * The review form (decision 0034): 1 to 5 stars as a native radio group (a fieldset with its
 * legend; arrow keys move between the stars) and an optional comment with its limit. A plain
 * post: it works without JavaScript. The stars are drawn by CSS over visually hidden radios.
 */
export function ReviewForm({
  token,
  authorName,
  errors,
  values,
}: {
  token: string;
  authorName: string;
  errors: ReviewFormErrors;
  values: { rating?: number; comment?: string };
}) {
  const t = useT();
  const messages = [errors.rating, errors.comment].filter((m): m is string => Boolean(m));
  return (
    <form method="post" className="review-form" noValidate>
      {messages.length ? (
        <div className="error-summary" role="alert" tabIndex={-1}>
          <p>{t("review.error.summary")}</p>
          <ul>
            {errors.rating ? (
              <li>
                <a href="#review-rating-5">{t(errors.rating)}</a>
              </li>
            ) : null}
            {errors.comment ? (
              <li>
                <a href="#review-comment">{t(errors.comment, { max: REVIEW_COMMENT_MAX })}</a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <fieldset className="review-stars" aria-describedby={errors.rating ? "review-rating-error" : undefined}>
        <legend>{t("review.rating")}</legend>
        {errors.rating ? (
          <p id="review-rating-error" className="field-error">
            {t(errors.rating)}
          </p>
        ) : null}
        <div className="review-stars__options">
          {[5, 4, 3, 2, 1].map((n) => (
            <span key={n} className="review-stars__option">
              <input type="radio" id={`review-rating-${n}`} name="rating" value={n} defaultChecked={values.rating === n} required />
              <label htmlFor={`review-rating-${n}`}>
                <span className="review-stars__icons" aria-hidden="true">
                  {"★".repeat(n)}
                  <span className="review-stars__empty">{"★".repeat(5 - n)}</span>
                </span>
                <span className="review-stars__text">
                  {t("review.star", { n })}: {t(`review.star.${n}`)}
                </span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="review-comment">{t("review.comment")}</label>
        <p id="review-comment-hint" className="hint">
          {t("review.commentHint", { max: REVIEW_COMMENT_MAX })}
        </p>
        {errors.comment ? (
          <p id="review-comment-error" className="field-error">
            {t(errors.comment, { max: REVIEW_COMMENT_MAX })}
          </p>
        ) : null}
        <textarea
          id="review-comment"
          name="comment"
          rows={5}
          maxLength={REVIEW_COMMENT_MAX}
          defaultValue={values.comment ?? ""}
          aria-describedby={errors.comment ? "review-comment-hint review-comment-error" : "review-comment-hint"}
          aria-invalid={errors.comment ? true : undefined}
        />
      </div>
      <p className="review-form__as">{t("review.as", { name: authorName })}</p>
      <button type="submit">{t("review.submit")}</button>
    </form>
  );
}

import { useId } from "react";
import { useFetcher } from "react-router";
import { usePath, useT } from "../../i18n/i18n.tsx";
import { AlertLine } from "../../ui/alert-line.tsx";

export interface SignupResult {
  sent?: boolean;
  values?: { email?: string };
  errors?: Partial<Record<"email" | "consent", string>>;
  formError?: string | null;
}

/**
 * The newsletter sign-up form. It posts to the newsletter page's action, so it works without
 * JavaScript (the browser then shows that page with the result); with JavaScript it stays where it
 * is and shows the answer in place.
 */
export function NewsletterSignup({
  result: pageResult,
  headingLevel = 2,
  compact = false,
}: {
  result?: SignupResult;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const t = useT();
  const path = usePath();
  const fetcher = useFetcher<SignupResult>();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const result = fetcher.data ?? pageResult;
  const errors = result?.errors ?? {};
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const describe = (name: "email" | "consent") => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <section
      className={`newsletter-signup${compact ? " newsletter-signup--compact" : ""}`}
      aria-labelledby={`${id}-heading`}
      // island pages answer in place from these texts (app/features/chrome/newsletter-form.ts)
      data-newsletter-signup=""
      data-sent={t("newsletter.form.sent")}
      data-rate-limited={t("newsletter.error.rateLimited")}
    >
      <Heading id={`${id}-heading`}>{t("newsletter.form.heading")}</Heading>
      <p>{t("newsletter.form.intro")}</p>
      {result?.sent ? (
        <p role="status" className="notice success" data-testid="newsletter-sent">
          {t("newsletter.form.sent")}
        </p>
      ) : (
        <fetcher.Form method="post" action={path("newsletterSubscribe")} noValidate className="form" key={result?.sent ? "sent" : "form"}>
          <AlertLine>{result?.formError ? t(result.formError) : null}</AlertLine>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t("newsletter.form.email")}</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={result?.values?.email ?? ""}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describe("email")}
            />
            {errors.email ? (
              <p className="field-error" id={`${id}-email-error`}>
                {t(errors.email)}
              </p>
            ) : null}
          </div>
          <div className="field checkbox-field">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              value="yes"
              required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describe("consent")}
            />
            <label htmlFor={`${id}-consent`}>{t("newsletter.form.consent")}</label>
            {errors.consent ? (
              <p className="field-error" id={`${id}-consent-error`}>
                {t(errors.consent)}
              </p>
            ) : null}
          </div>
          <button type="submit" disabled={fetcher.state === "submitting"}>
            {t("newsletter.form.submit")}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}

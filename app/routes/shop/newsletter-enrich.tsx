import { data, useActionData, useLoaderData, useNavigation, useSearchParams, Form } from "react-router";
import type { Route } from "./+types/newsletter-enrich";
import { editions, pathFor } from "../../../core/editions/index.ts";
import { enrichPath, enrichSchema, NEWSLETTER_INTERESTS } from "../../../core/newsletter/index.ts";
import { enrich, findByHash } from "../../../core/newsletter/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { NewsletterSignup } from "../../features/chrome/newsletter-signup.tsx";
import { UnknownNewsletterLink } from "../../features/newsletter/unknown-link.tsx";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { pageNotFound, requireEditionPage } from "../../lib/errors.ts";
import { formErrors } from "../../lib/form-errors.ts";
import { pageMeta } from "../../lib/meta.ts";

type Field = "firstName" | "interests" | "birthdate";

/** `/newsletter/enrich` explains where the personal link is; `/newsletter/enrich/{emailHash}` is the profile form. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  if (!editions[edition].features.newsletter) throw pageNotFound(url.pathname, "noRoute");
  const base = { page: "newsletterEnrich" as const, alternates: {} };
  if (!params.emailHash) return { ...base, path: pathFor(edition, "newsletterEnrich"), state: "noHash" as const, profile: null };
  const profile = await findByHash(deps.database.db, edition, params.emailHash.toLowerCase());
  if (!profile || profile.status === "unsubscribed")
    return data({ ...base, path: url.pathname, state: "unknown" as const, profile: null }, { status: 404 });
  return { ...base, path: enrichPath(edition, profile.emailHash), state: "profile" as const, profile };
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { edition, deps, clientKey } = context.get(pageContext);
  requireEditionPage(edition, url);
  const form = await request.formData();
  const values = {
    firstName: String(form.get("firstName") ?? ""),
    interests: form.getAll("interests").map(String),
    birthdate: String(form.get("birthdate") ?? ""),
  };
  const parsed = enrichSchema.safeParse({ ...values, emailHash: params.emailHash ?? "" });
  if (!parsed.success)
    return data(
      { saved: false, values, errors: formErrors<Field | "emailHash">(parsed.error, ["newsletter."]), formError: null as string | null },
      { status: 422 },
    );
  try {
    await enrich({ db: deps.database.db, edition, clientKey, now: nowFrom(deps) }, parsed.data);
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429)
      return data({ saved: false, values, errors: {}, formError: "newsletter.error.rateLimited" as string | null }, { status: 429 });
    if (err instanceof ProblemError && err.status === 404) throw pageNotFound(new URL(request.url).pathname, "noEntity");
    throw err;
  }
  return { saved: true, values, errors: {}, formError: null as string | null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: loaderData.state !== "noHash" }) : [];

export default function NewsletterEnrich() {
  const { state, profile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const t = useT();
  if (state === "unknown" || !profile) {
    if (state === "unknown") return <UnknownNewsletterLink kind="hash" />;
    return (
      <div className="page newsletter-enrich">
        <h1>{t("page.newsletterEnrich.heading")}</h1>
        <p className="lead">{t("newsletter.enrich.noHash")}</p>
        <NewsletterSignup />
      </div>
    );
  }
  const errors: Partial<Record<string, string>> = result?.errors ?? {};
  const values = result?.values ?? { firstName: profile.firstName ?? "", interests: profile.interests, birthdate: profile.birthdate ?? "" };
  const interestError = Object.entries(errors).find(([k]) => k.startsWith("interests"))?.[1];
  const invalid = (name: Field, error?: string) => ({
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [error ? `enrich-${name}-error` : null, name === "birthdate" ? "enrich-birthdate-hint" : null].filter(Boolean).join(" ") || undefined,
  });
  return (
    <div className="page newsletter-enrich">
      <h1>{t("page.newsletterEnrich.heading")}</h1>
      {search.get("confirmed") === "1" && profile.status === "confirmed" ? (
        <p role="status" className="notice success">
          {t("newsletter.enrich.confirmed")}
        </p>
      ) : null}
      {profile.status === "pending" ? <p className="notice warning">{t("newsletter.enrich.pending")}</p> : null}
      {result?.saved ? (
        <p role="status" className="notice success">
          {t("newsletter.enrich.saved")}
        </p>
      ) : null}
      {result?.formError || Object.keys(errors).length ? (
        <p role="alert" className="notice error">
          {t(result?.formError ?? "newsletter.errorSummary")}
        </p>
      ) : null}
      <p className="lead">{t("newsletter.enrich.profileIntro")}</p>
      <Form method="post" noValidate className="form">
        <div className="field">
          <label htmlFor="enrich-firstName">{t("newsletter.enrich.firstName")}</label>
          <input
            id="enrich-firstName"
            name="firstName"
            autoComplete="given-name"
            maxLength={60}
            defaultValue={values.firstName}
            {...invalid("firstName", errors.firstName)}
          />
          {errors.firstName ? (
            <p className="field-error" id="enrich-firstName-error">
              {t(errors.firstName)}
            </p>
          ) : null}
        </div>
        <fieldset className="checkbox-group" aria-describedby={interestError ? "enrich-interests-error" : undefined}>
          <legend>{t("newsletter.enrich.interests")}</legend>
          {NEWSLETTER_INTERESTS.map((key) => (
            <div className="checkbox-field" key={key}>
              <input
                id={`enrich-interest-${key}`}
                type="checkbox"
                name="interests"
                value={key}
                defaultChecked={values.interests.includes(key)}
              />
              <label htmlFor={`enrich-interest-${key}`}>{t(`newsletter.interest.${key}`)}</label>
            </div>
          ))}
          {interestError ? (
            <p className="field-error" id="enrich-interests-error">
              {t(interestError)}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label htmlFor="enrich-birthdate">{t("newsletter.enrich.birthdate")}</label>
          <p className="form-hint" id="enrich-birthdate-hint">
            {t("newsletter.enrich.birthdateHint")}
          </p>
          <input
            id="enrich-birthdate"
            name="birthdate"
            type="date"
            autoComplete="bday"
            defaultValue={values.birthdate}
            {...invalid("birthdate", errors.birthdate)}
          />
          {errors.birthdate ? (
            <p className="field-error" id="enrich-birthdate-error">
              {t(errors.birthdate)}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={navigation.state === "submitting"}>
          {t("newsletter.enrich.submit")}
        </button>
      </Form>
      <p>
        <LocalizedLink to="newsletterUnsubscribe" params={{ emailHash: profile.emailHash }}>
          {t("newsletter.enrich.unsubscribeLink")}
        </LocalizedLink>
      </p>
    </div>
  );
}

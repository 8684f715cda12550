import { data, useActionData, useLoaderData, useSearchParams, Form } from "react-router";
import type { Route } from "./+types/newsletter-enrich";
import { pathFor } from "../../../core/editions/index.ts";
import { enrichPath, enrichSchema, NEWSLETTER_INTERESTS } from "../../../core/newsletter/index.ts";
import { enrich, findByHash } from "../../../core/newsletter/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { Field, Notice } from "../../features/account/form.tsx";
import { AlertLine } from "../../ui/alert-line.tsx";
import { NewsletterSignup } from "../../features/chrome/newsletter-signup.tsx";
import { UnknownNewsletterLink } from "../../features/newsletter/unknown-link.tsx";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { pageNotFound, requireEditionPage } from "../../lib/errors.ts";
import { formErrors } from "../../lib/form-errors.ts";
import { pageMeta } from "../../lib/meta.ts";
import { newsletterContext } from "./newsletter.server.ts";
import { CheckboxGroup } from "../../ui/checkbox-group.tsx";

type EnrichField = "firstName" | "interests" | "birthdate";

/** `/newsletter/enrich` explains where the personal link is; `/newsletter/enrich/{emailHash}` is the profile form. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { edition, deps } = newsletterContext(context, url);
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
      {
        saved: false,
        values,
        errors: formErrors<EnrichField | "emailHash">(parsed.error, ["newsletter."]),
        formError: null as string | null,
      },
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
  const errors: Record<string, string> = result?.errors ?? {};
  const values = result?.values ?? { firstName: profile.firstName ?? "", interests: profile.interests, birthdate: profile.birthdate ?? "" };
  const interestError = Object.entries(errors).find(([k]) => k.startsWith("interests"))?.[1];
  return (
    <div className="page newsletter-enrich">
      <h1>{t("page.newsletterEnrich.heading")}</h1>
      <Notice message={search.get("confirmed") === "1" && profile.status === "confirmed" ? "newsletter.enrich.confirmed" : null} />
      {profile.status === "pending" ? <p className="notice warning">{t("newsletter.enrich.pending")}</p> : null}
      <Notice message={result?.saved ? "newsletter.enrich.saved" : null} />
      <AlertLine>{result?.formError || Object.keys(errors).length ? t(result?.formError ?? "newsletter.errorSummary") : null}</AlertLine>
      <p className="lead">{t("newsletter.enrich.profileIntro")}</p>
      <Form method="post" noValidate className="form" data-submit-once="">
        <Field form="enrich" name="firstName" label={t("newsletter.enrich.firstName")} errors={errors}>
          {(control) => <input {...control} autoComplete="given-name" maxLength={60} defaultValue={values.firstName} />}
        </Field>
        <CheckboxGroup
          name="interests"
          legend={t("newsletter.enrich.interests")}
          idPrefix="enrich-interest"
          errorId="enrich-interests-error"
          error={interestError ? t(interestError) : undefined}
          options={NEWSLETTER_INTERESTS.map((key) => ({ value: key, label: t(`newsletter.interest.${key}`) }))}
          checked={values.interests}
        />
        <Field
          form="enrich"
          name="birthdate"
          label={t("newsletter.enrich.birthdate")}
          hint={t("newsletter.enrich.birthdateHint")}
          errors={errors}
        >
          {(control) => <input {...control} type="date" autoComplete="bday" defaultValue={values.birthdate} />}
        </Field>
        <button type="submit">{t("newsletter.enrich.submit")}</button>
      </Form>
      <p>
        <LocalizedLink to="newsletterUnsubscribe" params={{ emailHash: profile.emailHash }}>
          {t("newsletter.enrich.unsubscribeLink")}
        </LocalizedLink>
      </p>
    </div>
  );
}

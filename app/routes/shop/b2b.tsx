import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/b2b";
import { submitB2bLead } from "../../../core/b2b/index.server.ts";
import { B2B_CATEGORIES, B2B_DEVICE_COUNT, b2bLeadSchema } from "../../../core/b2b/index.ts";
import { BUSINESS_COLLECTION_MIN_UNITS, BUSINESS_VOLUME_MIN_UNITS, companyFacts, hasPage } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { LocalizedLink, usePath, useT } from "../../i18n/i18n.tsx";
import { Field as FormField, FormAlert, Notice } from "../../features/account/form.tsx";
import { documentClientLoader } from "../../lib/document-load.ts";
import { pageMeta } from "../../lib/meta.ts";
import { CheckboxGroup } from "../../ui/checkbox-group.tsx";
import { answerLeadForm, leadFormPage } from "./lead-form.server.ts";

type Field = "company" | "contactName" | "email" | "phone" | "deviceCount" | "categories" | "message";
const TEXT_FIELDS = ["company", "contactName", "email", "phone", "deviceCount", "message"] as const;

export function loader({ context, url }: Route.LoaderArgs) {
  const edition = context.get(pageContext).edition;
  // Text and a form that posts as a document: the island of the pages of text and plain forms, no React (decision 0050).
  return {
    ...leadFormPage(edition, "b2bLanding", url),
    // the promises' figures from what the mechanisms run on (decision 0098): volume quotes, collection, the payout term
    figures: {
      volume: BUSINESS_VOLUME_MIN_UNITS,
      collection: BUSINESS_COLLECTION_MIN_UNITS,
      payoutDays: companyFacts(edition).payoutDays,
    },
    // the ways in (decision 0116): a quote for a device list, the business account; only where the edition has them
    businessPages: hasPage(edition, "businessQuoteNew") && hasPage(edition, "businessRegister"),
  };
}

/** Never rendered by the client router: a client navigation here becomes a full page load (decision 0050). */
export const clientLoader = documentClientLoader;

/** The form posts here as a document (with or without JavaScript); errors come back with what was typed. */
export function action(args: Route.ActionArgs) {
  return answerLeadForm(args, {
    page: "b2bLanding",
    read: (form) => ({
      ...(Object.fromEntries(TEXT_FIELDS.map((k) => [k, String(form.get(k) ?? "")])) as Record<(typeof TEXT_FIELDS)[number], string>),
      categories: form.getAll("categories").map(String),
    }),
    schema: b2bLeadSchema,
    prefix: "lead.",
    rateLimited: "lead.error.rateLimited",
    submit: submitB2bLead,
    hash: "#b2b-form",
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

const BENEFITS = [1, 2, 3, 4, 5, 6] as const;

export default function B2bLanding() {
  const { sent, figures, businessPages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const path = usePath();
  const t = useT();
  const errors: Partial<Record<Field, string>> = result?.errors ?? {};
  const values: Partial<Record<(typeof TEXT_FIELDS)[number], string>> & { categories?: string[] } = result?.values ?? {};
  const bound = { form: "b2b", errors, values: values as Record<string, string> } as const;
  return (
    <div className="page b2b">
      <section className="hero" aria-labelledby="b2b-heading">
        <h1 id="b2b-heading">{t("page.b2bLanding.heading")}</h1>
        <p className="lead">{t("page.b2bLanding.intro")}</p>
        <p className="b2b-actions">
          {businessPages ? (
            <>
              <LocalizedLink to="businessQuoteNew" className="button">
                {t("b2b.links.quote")}
              </LocalizedLink>{" "}
              <LocalizedLink to="businessRegister" className="button secondary">
                {t("b2b.links.account")}
              </LocalizedLink>{" "}
            </>
          ) : null}
          <a href="#b2b-form" className={businessPages ? "button secondary" : "button"}>
            {t("b2b.form.heading")}
          </a>
        </p>
      </section>

      <section aria-labelledby="b2b-benefits">
        <h2 id="b2b-benefits">{t("b2b.benefits.heading")}</h2>
        <ul className="benefits">
          {BENEFITS.map((n) => (
            <li key={n}>
              <h3>{t(`b2b.benefit.${n}.title`)}</h3>
              <p>{t(`b2b.benefit.${n}.text`, figures)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="b2b-form-heading" id="b2b-form" tabIndex={-1}>
        <h2 id="b2b-form-heading">{t("b2b.form.heading")}</h2>
        <p>{t("b2b.form.intro")}</p>
        <Notice message={sent ? "b2b.sent" : null} />
        <FormAlert message={result?.formError} fields={errors} summary="b2b.errorSummary" />
        {/* sent once (app/lib/submit-once.ts, attached by the island); without JavaScript it simply posts */}
        <form method="post" action={path("b2bLanding")} noValidate className="form" data-submit-once="">
          <div className="field-row">
            <FormField {...bound} name="company" label={t("b2b.company")} autoComplete="organization" required maxLength={200} />
            <FormField {...bound} name="contactName" label={t("b2b.contactName")} autoComplete="name" required maxLength={100} />
          </div>
          <div className="field-row">
            <FormField {...bound} name="email" label={t("b2b.email")} type="email" autoComplete="email" required maxLength={254} />
            <FormField {...bound} name="phone" label={t("b2b.phone")} type="tel" autoComplete="tel" maxLength={40} />
          </div>
          <FormField {...bound} name="deviceCount" label={t("b2b.deviceCount")}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={B2B_DEVICE_COUNT.min}
                max={B2B_DEVICE_COUNT.max}
                step={1}
                required
              />
            )}
          </FormField>
          <CheckboxGroup
            name="categories"
            legend={t("b2b.categories")}
            idPrefix="b2b-category"
            errorId="b2b-categories-error"
            error={errors.categories ? t(errors.categories) : undefined}
            options={B2B_CATEGORIES.map((key) => ({ value: key, label: t(`b2b.category.${key}`) }))}
            checked={values.categories}
          />
          <FormField {...bound} name="message" label={t("b2b.message")}>
            {(control) => <textarea {...control} rows={5} maxLength={5000} />}
          </FormField>
          <button type="submit">{t("b2b.submit")}</button>
        </form>
      </section>
    </div>
  );
}

import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/b2b";
import { submitB2bLead } from "../../../core/b2b/index.server.ts";
import { B2B_CATEGORIES, B2B_DEVICE_COUNT, b2bLeadSchema } from "../../../core/b2b/index.ts";
import { pathFor } from "../../../core/editions/index.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { requireEditionPage } from "../../lib/errors.ts";
import { usePath, useT } from "../../i18n/i18n.tsx";
import { Field as FormField, FormAlert } from "../../features/account/form.tsx";
import { islandFor } from "../../islands/assets.server.ts";
import { documentClientLoader } from "../../lib/document-load.ts";
import { formErrors } from "../../lib/form-errors.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";

type Field = "company" | "contactName" | "email" | "phone" | "deviceCount" | "categories" | "message";
const TEXT_FIELDS = ["company", "contactName", "email", "phone", "deviceCount", "message"] as const;

export function loader({ context, url }: Route.LoaderArgs) {
  const { edition } = context.get(pageContext);
  return {
    page: "b2bLanding" as const,
    path: pathFor(edition, "b2bLanding"),
    alternates: alternatePaths("b2bLanding", {}),
    sent: url.searchParams.get("sent") === "1",
    // Text and a form that posts as a document: the island of the pages of text and plain forms, no React (decision 0050).
    island: islandFor("content-page"),
  };
}

/** Never rendered by the client router: a client navigation here becomes a full page load (decision 0050). */
export const clientLoader = documentClientLoader;

/** The form posts here as a document (with or without JavaScript); errors come back with what was typed. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const { edition, deps, clientKey } = context.get(pageContext);
  requireEditionPage(edition, url);
  const form = await request.formData();
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, String(form.get(k) ?? "")])) as Record<(typeof TEXT_FIELDS)[number], string>;
  const values = { ...text, categories: form.getAll("categories").map(String) };
  const parsed = b2bLeadSchema.safeParse(values);
  if (!parsed.success)
    return data({ values, errors: formErrors<Field>(parsed.error, ["lead."]), formError: null as string | null }, { status: 422 });
  try {
    await submitB2bLead(deps.database.db, deps.mailer, mailOrigin(deps.config, edition), edition, parsed.data, clientKey, nowFrom(deps));
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429)
      return data({ values, errors: {}, formError: "lead.error.rateLimited" as string | null }, { status: 429 });
    throw err;
  }
  return redirect(`${pathFor(edition, "b2bLanding")}?sent=1#b2b-form`);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

const BENEFITS = [1, 2, 3, 4, 5, 6] as const;

export default function B2bLanding() {
  const { sent } = useLoaderData<typeof loader>();
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
        <p>
          <a href="#b2b-form" className="button">
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
              <p>{t(`b2b.benefit.${n}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="b2b-form-heading" id="b2b-form" tabIndex={-1}>
        <h2 id="b2b-form-heading">{t("b2b.form.heading")}</h2>
        <p>{t("b2b.form.intro")}</p>
        {sent ? (
          <p role="status" className="notice success">
            {t("b2b.sent")}
          </p>
        ) : null}
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
          <fieldset className="checkbox-group" aria-describedby={errors.categories ? "b2b-categories-error" : undefined}>
            <legend>{t("b2b.categories")}</legend>
            {B2B_CATEGORIES.map((key) => (
              <div className="checkbox-field" key={key}>
                <input
                  id={`b2b-category-${key}`}
                  type="checkbox"
                  name="categories"
                  value={key}
                  defaultChecked={values.categories?.includes(key)}
                />
                <label htmlFor={`b2b-category-${key}`}>{t(`b2b.category.${key}`)}</label>
              </div>
            ))}
            {errors.categories ? (
              <p className="field-error" id="b2b-categories-error">
                {t(errors.categories)}
              </p>
            ) : null}
          </fieldset>
          <FormField {...bound} name="message" label={t("b2b.message")}>
            {(control) => <textarea {...control} rows={5} maxLength={5000} />}
          </FormField>
          <button type="submit">{t("b2b.submit")}</button>
        </form>
      </section>
    </div>
  );
}

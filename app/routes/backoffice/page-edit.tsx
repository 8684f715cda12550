import { useEffect, useRef } from "react";
import { Form, redirect, useActionData, useFetcher, useLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/page-edit";
import { siteLinks } from "../../features/backoffice/site-nav.tsx";
import { getContentSource, updateContentPage, renderContentPage } from "../../../core/content/index.server.ts";
import { CONTENT_LIMITS, contentPageParams, contentPreviewSchema, contentUpdateSchema } from "../../../core/content/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { openSitePage, siteFormPost, siteFormAction, type SiteFormErrors } from "./site-forms.server.ts";
import { ErrorSummary, Field } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { SiteEditHead } from "../../features/backoffice/site-edit-head.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = ({ params }) => [{ title: `Content page ${params.edition}/${params.key} | Sellback back office` }];

/** The live preview asks the action only for HTML: nothing changed, nothing to load again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;

async function pageOf(db: Parameters<typeof getContentSource>[0], params: Route.LoaderArgs["params"], url: URL) {
  const parsed = contentPageParams.safeParse(params);
  const source = parsed.success ? await getContentSource(db, parsed.data.edition, parsed.data.key) : null;
  if (!source) throw pageNotFound(url.pathname, "noEntity");
  return source;
}

/** One content page's texts and their preview (catalog or admin). */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = openSitePage({ context, url });
  const source = await pageOf(db, params, url);
  return { source, preview: renderContentPage(source.edition, source), saved: url.searchParams.get("saved") === "1" };
}

/**
 * `intent=preview`: the texts rendered by the shop's own renderer (tokens, Markdown, sanitizer),
 * nothing stored (also the live preview's request); `intent=save`: stored, as PUT /api/backoffice/content/{edition}/{key}.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { form, db, actor } = await siteFormPost({ context, request, url });
  const source = await pageOf(db, params, url);
  const texts = { title: form.title ?? "", description: form.description ?? "", markdown: form.markdown ?? "" };
  return siteFormAction(texts, async () => {
    if (form.intent === "save") {
      const input = parseWith(contentUpdateSchema, texts);
      await updateContentPage(db, source.edition, source.key, input, actor);
      throw redirect(`/pages/${source.edition}/${source.key}?saved=1`);
    }
    const { edition, ...rest } = parseWith(contentPreviewSchema, { edition: source.edition, ...texts });
    return { preview: renderContentPage(edition, rest), values: texts };
  });
}

type Preview = { title: string; description: string; html: string };
type ActionResult = { errors?: SiteFormErrors; values?: Record<string, string>; preview?: Preview } | undefined;

export default function PageEdit() {
  const t = useT();
  const { source, preview: stored, saved } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as ActionResult);
  const fetcher = useFetcher<typeof action>();
  const live = fetcher.data as ActionResult;
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const errors = result?.errors;
  const values = result?.values;
  const preview = live?.preview ?? result?.preview ?? stored;
  const labels = {
    title: t("backoffice.pages.field.title"),
    description: t("backoffice.pages.field.description"),
    markdown: t("backoffice.pages.field.markdown"),
  };

  /** With JavaScript: the preview follows the typing, half a second after the last key. */
  const schedulePreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!formRef.current) return;
      const data = new FormData(formRef.current);
      data.set("intent", "preview");
      void fetcher.submit(data, { method: "post" });
    }, 500);
  };

  return (
    <div className="bo-page">
      <SiteEditHead
        back={{ to: `/pages?edition=${source.edition}`, label: t("backoffice.pages.back") }}
        title={
          <>
            {t("backoffice.pages.editTitle", { edition: source.edition.toUpperCase() })}: {source.title}
          </>
        }
        saved={saved ? t("backoffice.pages.saved") : null}
      >
        <p className="bo-hint">
          {t("backoffice.pages.path")}: <span className="bo-mono">{source.url}</span>
        </p>
      </SiteEditHead>
      <ErrorSummary errors={errors} labels={labels} />
      <div className="bo-editor">
        <Form
          method="post"
          noValidate
          className="bo-form bo-card"
          ref={formRef}
          onInput={schedulePreview}
          key={JSON.stringify(values ?? source.updatedAt)}
        >
          <InputField
            id="title"
            label={labels.title}
            error={errors?.fields?.title}
            input={{ defaultValue: values?.title ?? source.title, maxLength: CONTENT_LIMITS.title, required: true }}
          />
          <Field
            id="description"
            label={labels.description}
            hint={t("backoffice.pages.descriptionHint")}
            error={errors?.fields?.description}
          >
            {(a) => (
              <textarea
                {...a}
                rows={3}
                defaultValue={values?.description ?? source.description}
                maxLength={CONTENT_LIMITS.description}
                required
              />
            )}
          </Field>
          <Field
            id="markdown"
            label={labels.markdown}
            hint={t("backoffice.pages.markdownHint", { example: "{{company.registerNumber}}" })}
            error={errors?.fields?.markdown}
          >
            {(a) => (
              <textarea
                {...a}
                className="bo-markdown"
                rows={24}
                defaultValue={values?.markdown ?? source.markdown}
                maxLength={CONTENT_LIMITS.markdown}
                required
                spellCheck
              />
            )}
          </Field>
          <div className="bo-actions">
            <button type="submit" name="intent" value="save">
              {t("backoffice.pages.save")}
            </button>
            <button type="submit" name="intent" value="preview" className="secondary">
              {t("backoffice.pages.preview")}
            </button>
          </div>
        </Form>
        <section
          className="bo-preview"
          aria-labelledby="preview-heading"
          data-testid="content-preview"
          aria-busy={fetcher.state !== "idle"}
        >
          <h2 id="preview-heading" className="bo-preview-label">
            {t("backoffice.pages.previewHeading")}
          </h2>
          <p className="bo-hint">
            {t("backoffice.pages.field.description")}: {preview.description}
          </p>
          <article className="content-page">
            <p className="bo-preview-title" role="heading" aria-level={2}>
              {preview.title}
            </p>
            {/* HTML from the shop's own renderer and sanitizer (renderContentPage) */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: preview.html }} />
          </article>
        </section>
      </div>
    </div>
  );
}

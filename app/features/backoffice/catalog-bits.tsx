/** Pieces of the catalog editor's pages (decision 0039): its sub-navigation and the edition picker of text forms. */
import { Form, Link, NavLink, useActionData, useSearchParams } from "react-router";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";

export const TEXT_EDITIONS = ["en", "de", "at", "es", "fr", "it"] as const;

export function CatalogNav() {
  const t = useT();
  return (
    <nav aria-label={t("backoffice.catalog.subnav")} className="bo-catalog-nav">
      <NavLink to="/catalog" end>
        {t("backoffice.catalog.devices")}
      </NavLink>
      <NavLink to="/catalog/manufacturers">{t("backoffice.catalog.manufacturers")}</NavLink>
      <NavLink to="/catalog/questions">{t("backoffice.catalog.questions")}</NavLink>
      <NavLink to="/catalog/devices/new">{t("backoffice.catalog.newDevice")}</NavLink>
    </nav>
  );
}

/** Which edition's texts the form below edits: a GET form, so it works without JavaScript. */
export function EditionPicker({ edition, keep = {} }: { edition: string; keep?: Record<string, string> }) {
  const t = useT();
  return (
    <Form method="get" className="bo-filters bo-edition-picker" key={edition}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="field">
        <label htmlFor="edition-picker">{t("backoffice.catalog.textsOf")}</label>
        <select id="edition-picker" name="edition" defaultValue={edition}>
          {TEXT_EDITIONS.map((e) => (
            <option key={e} value={e}>
              {t(`backoffice.catalog.edition.${e}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="bo-filter-actions">
        <button type="submit" className="secondary">
          {t("backoffice.catalog.show")}
        </button>
      </div>
    </Form>
  );
}

/** The notice after a saved form. */
export function Saved({ show }: { show: boolean }) {
  const t = useT();
  return show ? (
    <p className="bo-notice" role="status">
      {t("backoffice.catalog.saved")}
    </p>
  ) : null;
}

/** The page texts a category, manufacturer or series has per edition (the shop's landing page copy). */
export interface PageTexts {
  content?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
}

/** The page texts from a posted form, for `texts[edition]` of the editor's input. */
export const pageTextsOf = (form: Record<string, string>) => ({
  content: form.content ?? "",
  metaDescription: form.metaDescription ?? "",
  metaKeywords: form.metaKeywords ?? "",
});

/** Their labels, for the error summary. */
export function usePageTextLabels(): Record<"content" | "metaDescription" | "metaKeywords", string> {
  const t = useT();
  return {
    content: t("backoffice.catalog.content"),
    metaDescription: t("backoffice.catalog.metaDescription"),
    metaKeywords: t("backoffice.catalog.metaKeywords"),
  };
}

/** The three page-text fields: what was sent (after a refusal) before what is stored. */
export function PageTextFields({
  stored,
  sent,
  error,
}: {
  stored: PageTexts | undefined;
  sent: Record<string, string> | undefined;
  error: (id: string) => string | undefined;
}) {
  const labels = usePageTextLabels();
  return (
    <>
      <Field id="content" label={labels.content} error={error("content")}>
        {(a) => <textarea {...a} defaultValue={sent?.content ?? stored?.content ?? ""} rows={5} />}
      </Field>
      <Field id="metaDescription" label={labels.metaDescription} error={error("metaDescription")}>
        {(a) => <textarea {...a} defaultValue={sent?.metaDescription ?? stored?.metaDescription ?? ""} rows={2} />}
      </Field>
      <Field id="metaKeywords" label={labels.metaKeywords} error={error("metaKeywords")}>
        {(a) => <input {...a} type="text" defaultValue={sent?.metaKeywords ?? stored?.metaKeywords ?? ""} />}
      </Field>
    </>
  );
}

/** The page texts of one edition in their fieldset ("Texts in German"). */
export function PageTextsFieldset(props: {
  edition: string;
  stored: PageTexts | undefined;
  sent: Record<string, string> | undefined;
  error: (id: string) => string | undefined;
}) {
  const t = useT();
  return (
    <fieldset className="bo-fieldset">
      <legend>{t("backoffice.catalog.textsIn", { edition: t(`backoffice.catalog.edition.${props.edition}`) })}</legend>
      <PageTextFields stored={props.stored} sent={props.sent} error={props.error} />
    </fieldset>
  );
}

/** The head of an editor page: the way back, the title, the catalog's navigation, the saved notice and the error summary. */
export function EditorHead({
  back,
  title,
  saved,
  errors,
  labels,
}: {
  back: { to: string; label: string };
  title: string;
  saved: boolean;
  errors: FormErrors | undefined;
  labels: Record<string, string>;
}) {
  return (
    <>
      <p>
        <Link to={back.to} className="bo-link">
          ← {back.label}
        </Link>
      </p>
      <h1>{title}</h1>
      <CatalogNav />
      <Saved show={saved} />
      <ErrorSummary errors={errors} labels={labels} />
    </>
  );
}

/** The name and slug fields of a manufacturer or series: what was sent (after a refusal) before what is stored. */
export function NameSlugFields({
  stored,
  sent,
  error,
  nameMaxLength,
}: {
  stored: { name: string; slug: string } | null | undefined;
  sent: Record<string, string> | undefined;
  error: (id: string) => string | undefined;
  nameMaxLength: number;
}) {
  const t = useT();
  return (
    <>
      <Field id="name" label={t("backoffice.catalog.name")} error={error("name")}>
        {(a) => <input {...a} type="text" defaultValue={sent?.name ?? stored?.name ?? ""} maxLength={nameMaxLength} required />}
      </Field>
      <Field id="slug" label={t("backoffice.catalog.slug")} hint={t("backoffice.catalog.slugHint")} error={error("slug")}>
        {(a) => (
          <input
            {...a}
            type="text"
            className="bo-mono"
            defaultValue={sent?.slug ?? stored?.slug ?? ""}
            maxLength={120}
            spellCheck={false}
            autoComplete="off"
            required
          />
        )}
      </Field>
    </>
  );
}

/**
 * A manufacturer's or series' editor state: the action's answer in words, what was sent, each
 * field's error, whether it was just saved, and the labels of the name, slug and page texts.
 */
export function useEditorForm() {
  const t = useT();
  const result = useErrorsInWords(useActionData() as { errors?: FormErrors; saved?: boolean; values?: Record<string, string> } | undefined);
  const [params] = useSearchParams();
  const labels: Record<string, string> = {
    name: t("backoffice.catalog.name"),
    slug: t("backoffice.catalog.slug"),
    ...usePageTextLabels(),
  };
  return {
    result,
    sent: result?.values,
    error: (id: string) => result?.errors?.fields?.[id],
    saved: Boolean(result?.saved) || params.get("saved") === "1",
    params,
    labels,
  };
}

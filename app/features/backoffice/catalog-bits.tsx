/** Pieces of the catalog editor's pages (decision 0039): its sub-navigation and the edition picker of text forms. */
import type { ReactNode } from "react";
import { Form, NavLink, useActionData, useSearchParams } from "react-router";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

import catalogStyles from "../../ui/backoffice-catalog.css?url";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";

export const TEXT_EDITIONS = ["en", "de", "at", "es", "fr", "it"] as const;

/** The stylesheet of every catalog page (a route's `links`). */
export const catalogLinks = () => [{ rel: "stylesheet", href: catalogStyles }];

/** A catalog page's document title. */
export const catalogMeta = (title: string) => [{ title: `${title} | Sellback back office` }];

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
  return <Notice>{show ? t("backoffice.catalog.saved") : null}</Notice>;
}

/** The page texts a category, manufacturer or series has per edition (the shop's landing page copy). */
export interface PageTexts {
  content?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
}

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

/**
 * The head of an editor page: the way back, the title (with what stands `beside` it), the catalog's
 * navigation, the saved notice and the error summary.
 */
export function EditorHead({
  back,
  title,
  beside,
  saved,
  errors,
  labels,
}: {
  back: { to: string; label: string };
  title: string;
  beside?: ReactNode;
  saved: boolean;
  errors: FormErrors | undefined;
  labels: Record<string, string>;
}) {
  return (
    <>
      <PageHeader back={back} title={title}>
        {beside}
      </PageHeader>
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

/**
 * A manufacturer's or series' form after the picker of the edition it edits (`keep`: the picker's
 * other query parameters): its heading (`id` names it), name and slug then the `fields` only it
 * has, what stands `after` them, the page texts of that edition and the button (create for a new
 * one, else save).
 */
export function EditorTextForm({
  id,
  heading,
  edition,
  keep,
  entity,
  nameMaxLength,
  form,
  fields,
  after,
}: {
  id: string;
  heading: string;
  edition: string;
  keep?: Record<string, string>;
  entity: { name: string; slug: string; texts: Partial<Record<string, PageTexts>> } | null;
  nameMaxLength: number;
  form: ReturnType<typeof useEditorForm>;
  fields?: ReactNode;
  after?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <EditionPicker edition={edition} keep={keep} />
      <Form method="post" noValidate className="bo-card" aria-labelledby={id} key={edition}>
        <h2 id={id}>{heading}</h2>
        <input type="hidden" name="edition" value={edition} />
        <div className="bo-form-grid">
          <NameSlugFields stored={entity} sent={form.sent} error={form.error} nameMaxLength={nameMaxLength} />
          {fields}
        </div>
        {after}
        <PageTextsFieldset edition={edition} stored={entity?.texts[edition]} sent={form.sent} error={form.error} />
        <button type="submit">{t(entity ? "backoffice.catalog.save" : "backoffice.catalog.create")}</button>
      </Form>
    </>
  );
}

import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/catalog-category";
import { getEditorCategory, updateEditorCategory } from "../../../core/catalog-admin/index.server.ts";
import { categoryUpdateSchema } from "../../../core/catalog-admin/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { editorAction, formNumber, openEditorForm, openEditorPage, pageTextsOf, termsOf } from "./catalog-forms.server.ts";
import {
  catalogLinks,
  catalogMeta,
  EditionPicker,
  EditorHead,
  NameSlugFields,
  PageTextFields,
  useEditorForm,
} from "../../features/backoffice/catalog-bits.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";

export const links: Route.LinksFunction = catalogLinks;
export const meta: Route.MetaFunction = ({ params }) => catalogMeta(params.categoryId);

/** A category's order, top manufacturers and per-edition texts (catalog or admin); categories are not created here. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { page, db, edition } = openEditorPage(context, url);
  const category = await getEditorCategory(db, params.categoryId);
  if (!category) throw pageNotFound(url.pathname, "noEntity");
  return { category, edition, staffLanguage: page.language };
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { db, form, actor, edition } = await openEditorForm(context, request, url);
  const id = params.categoryId;
  return editorAction(
    async () => {
      const input = parseWith(categoryUpdateSchema, {
        sortOrder: formNumber(form.sortOrder),
        topManufacturers: termsOf(form.topManufacturers),
        texts: { [edition]: { name: form.name ?? "", slug: form.slug ?? "", ...pageTextsOf(form) } },
      });
      await updateEditorCategory(db, id, input, actor);
      return { saved: true };
    },
    (f) => (f.startsWith("topManufacturers") ? "topManufacturers" : f.replace(/^texts-[a-z]+-/, "")),
    form,
  );
}

export default function CatalogCategory() {
  const t = useT();
  const { category, edition, staffLanguage } = useLoaderData<typeof loader>();
  const { sent, error: e, ...form } = useEditorForm();
  const texts = category.texts[edition];
  const labels: Record<string, string> = {
    sortOrder: t("backoffice.catalog.sortOrder"),
    topManufacturers: t("backoffice.catalog.topManufacturers"),
    ...form.labels,
  };
  return (
    <div className="bo-page">
      <EditorHead
        back={{ to: "/catalog", label: t("backoffice.catalog.back") }}
        title={t("backoffice.catalog.categoryTitle", { name: category.texts[staffLanguage]?.name ?? category.id })}
        saved={form.saved}
        errors={form.result?.errors}
        labels={labels}
      />
      <div className="bo-actions-row">
        <Link className="bo-link" to={`/catalog?category=${category.id}`}>
          {t("backoffice.catalog.seriesDevices", { count: category.deviceCount })}
        </Link>
        <Link className="bo-link" to={`/catalog/questions?category=${category.id}`}>
          {t("backoffice.catalog.categoryQuestions")}
        </Link>
        <Link className="button secondary" to={`/catalog/series/new?category=${category.id}`}>
          {t("backoffice.catalog.newSeries")}
        </Link>
      </div>
      <EditionPicker edition={edition} />
      <Form method="post" noValidate className="bo-card" aria-labelledby="category-fields" key={edition}>
        <h2 id="category-fields">{t("backoffice.catalog.categoryData")}</h2>
        <input type="hidden" name="edition" value={edition} />
        <div className="bo-form-grid">
          <InputField
            id="sortOrder"
            label={labels.sortOrder!}
            error={e("sortOrder")}
            input={{ type: "number", inputMode: "numeric", min: 0, max: 1000, defaultValue: sent?.sortOrder ?? category.sortOrder }}
          />
          <InputField
            id="topManufacturers"
            label={labels.topManufacturers!}
            hint={t("backoffice.catalog.topManufacturersHint")}
            error={e("topManufacturers")}
            input={{ className: "bo-mono", spellCheck: false, defaultValue: sent?.topManufacturers ?? category.topManufacturers.join(" ") }}
          />
        </div>
        <fieldset className="bo-fieldset">
          <legend>{t("backoffice.catalog.textsIn", { edition: t(`backoffice.catalog.edition.${edition}`) })}</legend>
          <div className="bo-form-grid">
            <NameSlugFields stored={texts} sent={sent} error={e} nameMaxLength={120} />
          </div>
          <PageTextFields stored={texts} sent={sent} error={e} />
        </fieldset>
        <button type="submit">{t("backoffice.catalog.save")}</button>
      </Form>
    </div>
  );
}

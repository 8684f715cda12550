import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/catalog-category";
import { getEditorCategory, updateEditorCategory } from "../../../core/catalog-admin/index.server.ts";
import { categoryUpdateSchema } from "../../../core/catalog-admin/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { editionOf, editorAction, editorActor, formNumber, termsOf } from "./catalog-forms.server.ts";
import { formObject } from "../../../server/http/form-action.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import {
  CatalogNav,
  EditionPicker,
  Saved,
  PageTextFields,
  pageTextsOf,
  usePageTextLabels,
} from "../../features/backoffice/catalog-bits.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import catalogStyles from "../../ui/backoffice-catalog.css?url";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];
export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.categoryId} | Sellback back office` }];

/** A category's order, top manufacturers and per-edition texts (catalog or admin); categories are not created here. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "catalog");
  const category = await getEditorCategory(page.ctx.deps.database.db, params.categoryId);
  if (!category) throw pageNotFound(url.pathname, "noEntity");
  return { category, edition: editionOf(url.searchParams.get("edition")), staffLanguage: page.language };
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "catalog");
  const form = formObject(await request.formData());
  const edition = editionOf(form.edition);
  const id = params.categoryId;
  return editorAction(
    async () => {
      const input = parseWith(categoryUpdateSchema, {
        sortOrder: formNumber(form.sortOrder),
        topManufacturers: termsOf(form.topManufacturers),
        texts: { [edition]: { name: form.name ?? "", slug: form.slug ?? "", ...pageTextsOf(form) } },
      });
      await updateEditorCategory(page.ctx.deps.database.db, id, input, editorActor(page, staff));
      return { saved: true };
    },
    (f) => (f.startsWith("topManufacturers") ? "topManufacturers" : f.replace(/^texts-[a-z]+-/, "")),
    form,
  );
}

export default function CatalogCategory() {
  const t = useT();
  const { category, edition, staffLanguage } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(
    useActionData<typeof action>() as { errors?: FormErrors; saved?: boolean; values?: Record<string, string> } | undefined,
  );
  const sent = result?.values;
  const e = (id: string) => result?.errors?.fields?.[id];
  const texts = category.texts[edition];
  const pageTextLabels = usePageTextLabels();
  const labels: Record<string, string> = {
    sortOrder: t("backoffice.catalog.sortOrder"),
    topManufacturers: t("backoffice.catalog.topManufacturers"),
    name: t("backoffice.catalog.name"),
    slug: t("backoffice.catalog.slug"),
    ...pageTextLabels,
  };
  return (
    <div className="bo-page">
      <p>
        <Link to="/catalog" className="bo-link">
          ← {t("backoffice.catalog.back")}
        </Link>
      </p>
      <h1>{t("backoffice.catalog.categoryTitle", { name: category.texts[staffLanguage]?.name ?? category.id })}</h1>
      <CatalogNav />
      <Saved show={Boolean(result?.saved)} />
      <ErrorSummary errors={result?.errors} labels={labels} />
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
          <Field id="sortOrder" label={labels.sortOrder!} error={e("sortOrder")}>
            {(a) => (
              <input {...a} type="number" inputMode="numeric" min={0} max={1000} defaultValue={sent?.sortOrder ?? category.sortOrder} />
            )}
          </Field>
          <Field
            id="topManufacturers"
            label={labels.topManufacturers!}
            hint={t("backoffice.catalog.topManufacturersHint")}
            error={e("topManufacturers")}
          >
            {(a) => (
              <input
                {...a}
                type="text"
                className="bo-mono"
                defaultValue={sent?.topManufacturers ?? category.topManufacturers.join(" ")}
                spellCheck={false}
              />
            )}
          </Field>
        </div>
        <fieldset className="bo-fieldset">
          <legend>{t("backoffice.catalog.textsIn", { edition: t(`backoffice.catalog.edition.${edition}`) })}</legend>
          <div className="bo-form-grid">
            <Field id="name" label={labels.name!} error={e("name")}>
              {(a) => <input {...a} type="text" defaultValue={sent?.name ?? texts?.name ?? ""} maxLength={120} required />}
            </Field>
            <Field id="slug" label={labels.slug!} hint={t("backoffice.catalog.slugHint")} error={e("slug")}>
              {(a) => (
                <input
                  {...a}
                  type="text"
                  className="bo-mono"
                  defaultValue={sent?.slug ?? texts?.slug ?? ""}
                  maxLength={120}
                  spellCheck={false}
                  required
                />
              )}
            </Field>
          </div>
          <PageTextFields stored={texts} sent={sent} error={e} />
        </fieldset>
        <button type="submit">{t("backoffice.catalog.save")}</button>
      </Form>
    </div>
  );
}

import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/catalog-series";
import {
  createEditorSeries,
  getEditorSeries,
  listEditorCategories,
  listEditorManufacturers,
  updateEditorSeries,
} from "../../../core/catalog-admin/index.server.ts";
import { seriesCreateSchema, seriesUpdateSchema } from "../../../core/catalog-admin/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { createOrSave, editionOf, openEditorForm, openEditorPage } from "./catalog-forms.server.ts";
import {
  EditionPicker,
  EditorHead,
  NameSlugFields,
  PageTextsFieldset,
  pageTextsOf,
  useEditorForm,
} from "../../features/backoffice/catalog-bits.tsx";
import { Field } from "../../ui/form.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import catalogStyles from "../../ui/backoffice-catalog.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.series?.name ?? "New series"} | Sellback back office` },
];

/** A series to edit, or a new one (catalog or admin): the core functions of /api/backoffice/catalog/series. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { page, db } = openEditorPage(context, url);
  const [categories, manufacturers] = await Promise.all([listEditorCategories(db), listEditorManufacturers(db)]);
  const series = params.seriesId === undefined ? null : await getEditorSeries(db, params.seriesId);
  if (params.seriesId !== undefined && !series) throw pageNotFound(url.pathname, "noEntity");
  return {
    series,
    edition: editionOf(url.searchParams.get("edition")),
    categories: categories.map((c) => ({ id: c.id, name: c.texts[page.language]?.name ?? c.id })),
    manufacturers: manufacturers.map((m) => ({ id: m.id, name: m.name })),
  };
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { db, form, actor, edition } = await openEditorForm(context, request, url);
  const input = {
    name: form.name ?? "",
    slug: form.slug ?? "",
    categoryId: form.categoryId ?? "",
    manufacturerId: form.manufacturerId ?? "",
    top: form.top === "on",
    texts: { [edition]: pageTextsOf(form) },
  };
  return createOrSave(
    params.seriesId,
    form,
    edition,
    async () => `/catalog/series/${(await createEditorSeries(db, parseWith(seriesCreateSchema, input), actor)).id}`,
    (id) => updateEditorSeries(db, id, parseWith(seriesUpdateSchema, input), actor),
  );
}

export default function CatalogSeries() {
  const t = useT();
  const { series, edition, categories, manufacturers } = useLoaderData<typeof loader>();
  const form = useEditorForm();
  const { sent, error: e, params } = form;
  const texts = series?.texts[edition];
  const labels: Record<string, string> = {
    ...form.labels,
    categoryId: t("backoffice.catalog.category"),
    manufacturerId: t("backoffice.catalog.manufacturer"),
  };
  return (
    <div className="bo-page">
      <EditorHead
        back={{
          to: series ? `/catalog/manufacturers/${series.manufacturerId}` : "/catalog/manufacturers",
          label: series ? series.manufacturer : t("backoffice.catalog.manufacturers"),
        }}
        title={series ? t("backoffice.catalog.seriesTitle", { name: series.name }) : t("backoffice.catalog.newSeries")}
        saved={form.saved}
        errors={form.result?.errors}
        labels={labels}
      />
      {series ? (
        <div className="bo-actions-row">
          <Link className="bo-link" to={`/catalog?series=${series.id}`}>
            {t("backoffice.catalog.seriesDevices", { count: series.deviceCount })}
          </Link>
          <Link className="button secondary" to={`/catalog/devices/new?series=${series.id}`}>
            {t("backoffice.catalog.newDeviceInSeries")}
          </Link>
        </div>
      ) : null}
      <EditionPicker edition={edition} keep={params.get("manufacturer") ? { manufacturer: params.get("manufacturer")! } : {}} />
      <Form method="post" noValidate className="bo-card" aria-labelledby="series-fields" key={edition}>
        <h2 id="series-fields">{t("backoffice.catalog.seriesData")}</h2>
        <input type="hidden" name="edition" value={edition} />
        <div className="bo-form-grid">
          <NameSlugFields stored={series} sent={sent} error={e} nameMaxLength={160} />
          <Field id="categoryId" label={labels.categoryId!} error={e("categoryId")}>
            {(a) => (
              <select {...a} defaultValue={sent?.categoryId ?? series?.categoryId ?? params.get("category") ?? ""} required>
                <option value="">{t("backoffice.catalog.choose")}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="manufacturerId" label={labels.manufacturerId!} error={e("manufacturerId")}>
            {(a) => (
              <select {...a} defaultValue={sent?.manufacturerId ?? series?.manufacturerId ?? params.get("manufacturer") ?? ""} required>
                <option value="">{t("backoffice.catalog.choose")}</option>
                {manufacturers.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="bo-radio">
          <input type="checkbox" id="top" name="top" defaultChecked={series?.top ?? false} />
          <label htmlFor="top">{t("backoffice.catalog.topSeries")}</label>
        </div>
        <PageTextsFieldset edition={edition} stored={texts} sent={sent} error={e} />
        <button type="submit">{t(series ? "backoffice.catalog.save" : "backoffice.catalog.create")}</button>
      </Form>
    </div>
  );
}

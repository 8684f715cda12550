import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/catalog-manufacturer";
import {
  createEditorManufacturer,
  getEditorManufacturer,
  listEditorSeries,
  updateEditorManufacturer,
} from "../../../core/catalog-admin/index.server.ts";
import { manufacturerCreateSchema, manufacturerUpdateSchema } from "../../../core/catalog-admin/index.ts";
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
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import catalogStyles from "../../ui/backoffice-catalog.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.manufacturer?.name ?? "New manufacturer"} | Sellback back office` },
];

/** A manufacturer to edit with its series, or a new one (catalog or admin). */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = openEditorPage(context, url);
  const edition = editionOf(url.searchParams.get("edition"));
  if (params.manufacturerId === undefined) return { manufacturer: null, series: [], edition };
  const manufacturer = await getEditorManufacturer(db, params.manufacturerId);
  if (!manufacturer) throw pageNotFound(url.pathname, "noEntity");
  const series = await listEditorSeries(db, { manufacturerId: manufacturer.id });
  return {
    manufacturer,
    series: series.map((s) => ({ id: s.id, name: s.name, categoryId: s.categoryId, deviceCount: s.deviceCount })),
    edition,
  };
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { db, form, actor, edition } = await openEditorForm(context, request, url);
  const input = {
    name: form.name ?? "",
    slug: form.slug ?? "",
    texts: { [edition]: pageTextsOf(form) },
  };
  return createOrSave(
    params.manufacturerId,
    form,
    edition,
    async () => `/catalog/manufacturers/${(await createEditorManufacturer(db, parseWith(manufacturerCreateSchema, input), actor)).id}`,
    (id) => updateEditorManufacturer(db, id, parseWith(manufacturerUpdateSchema, input), actor),
  );
}

export default function CatalogManufacturer() {
  const t = useT();
  const { manufacturer, series, edition } = useLoaderData<typeof loader>();
  const { sent, error: e, labels, saved, result } = useEditorForm();
  const texts = manufacturer?.texts[edition];
  return (
    <div className="bo-page">
      <EditorHead
        back={{ to: "/catalog/manufacturers", label: t("backoffice.catalog.manufacturers") }}
        title={manufacturer ? manufacturer.name : t("backoffice.catalog.newManufacturer")}
        saved={saved}
        errors={result?.errors}
        labels={labels}
      />
      <EditionPicker edition={edition} />
      <Form method="post" noValidate className="bo-card" aria-labelledby="manufacturer-fields" key={edition}>
        <h2 id="manufacturer-fields">{t("backoffice.catalog.manufacturerData")}</h2>
        <input type="hidden" name="edition" value={edition} />
        <div className="bo-form-grid">
          <NameSlugFields stored={manufacturer} sent={sent} error={e} nameMaxLength={120} />
        </div>
        <PageTextsFieldset edition={edition} stored={texts} sent={sent} error={e} />
        <button type="submit">{t(manufacturer ? "backoffice.catalog.save" : "backoffice.catalog.create")}</button>
      </Form>
      {manufacturer ? (
        <section className="bo-card" aria-labelledby="manufacturer-series">
          <h2 id="manufacturer-series">{t("backoffice.catalog.seriesOf", { name: manufacturer.name })}</h2>
          <p>
            <Link className="button secondary" to={`/catalog/series/new?manufacturer=${manufacturer.id}`}>
              {t("backoffice.catalog.newSeries")}
            </Link>
          </p>
          <ul className="bo-plain">
            {series.map((s) => (
              <li key={s.id}>
                <Link to={`/catalog/series/${s.id}`}>{s.name}</Link>{" "}
                <span className="bo-sub">{t("backoffice.catalog.seriesLine", { category: s.categoryId, count: s.deviceCount })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

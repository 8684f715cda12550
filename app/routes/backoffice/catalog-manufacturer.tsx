import { Link, useLoaderData } from "react-router";

import type { Route } from "./+types/catalog-manufacturer";
import { getEditorManufacturer, listEditorSeries } from "../../../core/catalog-admin/index.server.ts";
import { openEditorPage, saveNamedEditor } from "./catalog-forms.server.ts";
import { catalogLinks, catalogMeta, EditorHead, EditorTextForm, useEditorForm } from "../../features/backoffice/catalog-bits.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";

export const links: Route.LinksFunction = catalogLinks;
export const meta: Route.MetaFunction = ({ loaderData }) => catalogMeta(loaderData?.manufacturer?.name ?? "New manufacturer");

/** A manufacturer to edit with its series, or a new one (catalog or admin). */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db, edition } = openEditorPage(context, url);
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

export const action = (args: Route.ActionArgs) => saveNamedEditor(args, "manufacturer", args.params.manufacturerId);

export default function CatalogManufacturer() {
  const t = useT();
  const { manufacturer, series, edition } = useLoaderData<typeof loader>();
  const form = useEditorForm();
  return (
    <div className="bo-page">
      <EditorHead
        back={{ to: "/catalog/manufacturers", label: t("backoffice.catalog.manufacturers") }}
        title={manufacturer ? manufacturer.name : t("backoffice.catalog.newManufacturer")}
        saved={form.saved}
        errors={form.result?.errors}
        labels={form.labels}
      />
      <EditorTextForm
        id="manufacturer-fields"
        heading={t("backoffice.catalog.manufacturerData")}
        edition={edition}
        entity={manufacturer}
        nameMaxLength={120}
        form={form}
      />

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

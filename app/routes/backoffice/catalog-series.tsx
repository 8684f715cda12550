import { Link, useLoaderData } from "react-router";

import type { Route } from "./+types/catalog-series";
import { getEditorSeries, listEditorCategories, listEditorManufacturers } from "../../../core/catalog-admin/index.server.ts";
import { openEditorPage, saveNamedEditor } from "./catalog-forms.server.ts";
import { catalogLinks, catalogMeta, EditorHead, EditorTextForm, useEditorForm } from "../../features/backoffice/catalog-bits.tsx";
import { SelectField } from "../../ui/input-field.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";

export const links: Route.LinksFunction = catalogLinks;
export const meta: Route.MetaFunction = ({ loaderData }) => catalogMeta(loaderData?.series?.name ?? "New series");

/** A series to edit, or a new one (catalog or admin): the core functions of /api/backoffice/catalog/series. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { page, db, edition } = openEditorPage(context, url);
  const [categories, manufacturers] = await Promise.all([listEditorCategories(db), listEditorManufacturers(db)]);
  const series = params.seriesId === undefined ? null : await getEditorSeries(db, params.seriesId);
  if (params.seriesId !== undefined && !series) throw pageNotFound(url.pathname, "noEntity");
  return {
    series,
    edition,
    categories: categories.map((c) => ({ value: c.id, label: c.texts[page.language]?.name ?? c.id })),
    manufacturers: manufacturers.map((m) => ({ value: m.id, label: m.name })),
  };
}

export const action = (args: Route.ActionArgs) => saveNamedEditor(args, "series", args.params.seriesId);

export default function CatalogSeries() {
  const t = useT();
  const { series, edition, categories, manufacturers } = useLoaderData<typeof loader>();
  const form = useEditorForm();
  const { sent, error: e, params } = form;
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
      <EditorTextForm
        id="series-fields"
        heading={t("backoffice.catalog.seriesData")}
        edition={edition}
        keep={params.get("manufacturer") ? { manufacturer: params.get("manufacturer")! } : {}}
        entity={series}
        nameMaxLength={160}
        form={form}
        fields={(
          [
            ["categoryId", "category", categories],
            ["manufacturerId", "manufacturer", manufacturers],
          ] as const
        ).map(([id, param, options]) => (
          <SelectField
            key={id}
            id={id}
            label={labels[id]!}
            error={e(id)}
            placeholder={t("backoffice.catalog.choose")}
            options={options}
            select={{ defaultValue: sent?.[id] ?? series?.[id] ?? params.get(param) ?? "", required: true }}
          />
        ))}
        after={
          <div className="bo-radio">
            <input type="checkbox" id="top" name="top" defaultChecked={series?.top ?? false} />
            <label htmlFor="top">{t("backoffice.catalog.topSeries")}</label>
          </div>
        }
      />
    </div>
  );
}

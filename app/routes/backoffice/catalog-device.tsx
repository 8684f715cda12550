import { Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/catalog-device";
import {
  createEditorDevice,
  getEditorDevice,
  listEditorSeries,
  setDeviceHidden,
  updateEditorDevice,
} from "../../../core/catalog-admin/index.server.ts";
import { deviceCreateSchema, deviceUpdateSchema } from "../../../core/catalog-admin/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { editorAction, editorActor, formNumber, termsOf } from "./catalog-forms.server.ts";
import { formObject } from "../../../server/http/form-action.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { CatalogNav, Saved, TEXT_EDITIONS } from "../../features/backoffice/catalog-bits.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import catalogStyles from "../../ui/backoffice-catalog.css?url";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.device?.name ?? "New device"} | Sellback back office` },
];

const deviceIdOf = (raw: string | undefined, url: URL) => {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) throw pageNotFound(url.pathname, "noEntity");
  return Number(raw);
};

/** One device to edit, or a new one (catalog or admin): the core functions of /api/backoffice/catalog/devices. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "catalog");
  const db = page.ctx.deps.database.db;
  if (params.deviceId === undefined) {
    const series = await listEditorSeries(db);
    return {
      device: null,
      series: series.map((s) => ({ id: s.id, name: s.name, manufacturer: s.manufacturer, categoryId: s.categoryId })),
    };
  }
  const device = await getEditorDevice(db, deviceIdOf(params.deviceId, url));
  if (!device) throw pageNotFound(url.pathname, "noEntity");
  const series = await listEditorSeries(db, { categoryId: device.categoryId });
  return { device, series: series.map((s) => ({ id: s.id, name: s.name, manufacturer: s.manufacturer, categoryId: s.categoryId })) };
}

const renameTerms = (id: string) => (id.startsWith("searchTerms") ? "searchTerms" : id);

export async function action({ context, params, request, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "catalog");
  const db = page.ctx.deps.database.db;
  const form = formObject(await request.formData());
  const actor = editorActor(page, staff);
  const fields = {
    name: form.name ?? "",
    model: form.model ?? "",
    slug: form.slug ?? "",
    seriesId: form.seriesId ?? "",
    releaseYear: formNumber(form.releaseYear),
    releaseMonth: formNumber(form.releaseMonth),
    searchTerms: termsOf(form.searchTerms),
  };
  if (params.deviceId === undefined) {
    const names = Object.fromEntries(
      TEXT_EDITIONS.flatMap((e) => (form[`texts-${e}-name`]?.trim() ? [[e, { name: form[`texts-${e}-name`]! }]] : [])),
    );
    return editorAction(
      async () => {
        const created = await createEditorDevice(db, parseWith(deviceCreateSchema, { ...fields, texts: names }), actor);
        return redirect(`/catalog/devices/${created.id}?saved=1`);
      },
      renameTerms,
      form,
    );
  }
  const id = deviceIdOf(params.deviceId, url);
  return editorAction(
    async () => {
      if (form.intent === "hide" || form.intent === "unhide") {
        await setDeviceHidden(db, id, form.intent === "hide", actor);
        return { saved: form.intent };
      }
      const texts = Object.fromEntries(
        TEXT_EDITIONS.map((e) => [e, { name: form[`texts-${e}-name`]?.trim() ? form[`texts-${e}-name`]! : null }]),
      );
      await updateEditorDevice(db, id, parseWith(deviceUpdateSchema, { ...fields, texts }), actor);
      return { saved: "save" };
    },
    renameTerms,
    form,
  );
}

export default function CatalogDevice() {
  const t = useT();
  const { device, series } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(
    useActionData<typeof action>() as { errors?: FormErrors; saved?: string; values?: Record<string, string> } | undefined,
  );
  // what was sent, after an error (a page without JavaScript renders it again)
  const sent = result?.values;
  const [params] = useSearchParams();
  const errors = result?.errors;
  const e = (id: string) => errors?.fields?.[id];
  const labels: Record<string, string> = {
    name: t("backoffice.catalog.name"),
    model: t("backoffice.catalog.model"),
    slug: t("backoffice.catalog.slug"),
    seriesId: t("backoffice.catalog.series"),
    releaseYear: t("backoffice.catalog.releaseYear"),
    releaseMonth: t("backoffice.catalog.releaseMonth"),
    searchTerms: t("backoffice.catalog.searchTerms"),
    ...Object.fromEntries(
      TEXT_EDITIONS.map((ed) => [`texts-${ed}-name`, t("backoffice.catalog.nameIn", { edition: t(`backoffice.catalog.edition.${ed}`) })]),
    ),
  };
  const preset = params.get("series") ?? "";
  const byManufacturer = new Map<string, typeof series>();
  for (const s of series) byManufacturer.set(s.manufacturer, [...(byManufacturer.get(s.manufacturer) ?? []), s]);
  return (
    <div className="bo-page">
      <p>
        <Link to="/catalog" className="bo-link">
          ← {t("backoffice.catalog.back")}
        </Link>
      </p>
      <div className="bo-title-row">
        <h1>{device ? device.name : t("backoffice.catalog.newDevice")}</h1>
        {device ? (
          <span className="bo-badge" data-visibility={device.hidden ? "hidden" : "shown"} data-testid="visibility">
            {t(device.hidden ? "backoffice.catalog.hidden" : "backoffice.catalog.shown")}
          </span>
        ) : null}
      </div>
      <CatalogNav />
      <Saved show={Boolean(result?.saved) || params.get("saved") === "1"} />
      <ErrorSummary errors={errors} labels={labels} />
      {device ? (
        <div className="bo-actions-row">
          <Link className="button secondary" to={`/prices/devices/${device.id}`}>
            {t("backoffice.catalog.prices")}
          </Link>
          <Link
            className="bo-link"
            to={device.ownQuestions ? `/catalog/questions?device=${device.id}` : `/catalog/questions?category=${device.categoryId}`}
          >
            {t(device.ownQuestions ? "backoffice.catalog.ownQuestions" : "backoffice.catalog.categoryQuestions")}
          </Link>
          <Link className="bo-link" to={`/catalog/series/${device.seriesId}`}>
            {t("backoffice.catalog.series")}: {device.series}
          </Link>
        </div>
      ) : null}
      <Form method="post" noValidate className="bo-card" aria-labelledby="device-fields">
        <h2 id="device-fields">{t("backoffice.catalog.deviceData")}</h2>
        <input type="hidden" name="intent" value="save" />
        <div className="bo-form-grid">
          <Field id="name" label={labels.name!} error={e("name")}>
            {(a) => <input {...a} type="text" defaultValue={sent?.name ?? device?.name ?? ""} maxLength={160} required />}
          </Field>
          <Field id="model" label={labels.model!} error={e("model")}>
            {(a) => <input {...a} type="text" defaultValue={sent?.model ?? device?.model ?? ""} maxLength={160} required />}
          </Field>
          <Field id="slug" label={labels.slug!} hint={t("backoffice.catalog.slugHint")} error={e("slug")}>
            {(a) => (
              <input
                {...a}
                type="text"
                className="bo-mono"
                defaultValue={sent?.slug ?? device?.slug ?? ""}
                maxLength={120}
                spellCheck={false}
                autoComplete="off"
                required
              />
            )}
          </Field>
          <Field id="seriesId" label={labels.seriesId!} error={e("seriesId")}>
            {(a) => (
              <select {...a} defaultValue={sent?.seriesId ?? device?.seriesId ?? preset} required>
                {device ? null : <option value="">{t("backoffice.catalog.choose")}</option>}
                {[...byManufacturer].map(([m, list]) => (
                  <optgroup key={m} label={m}>
                    {list.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                        {device ? "" : ` (${s.categoryId})`}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
          <Field id="releaseYear" label={labels.releaseYear!} error={e("releaseYear")}>
            {(a) => (
              <input
                {...a}
                type="number"
                inputMode="numeric"
                min={1970}
                max={2100}
                defaultValue={sent?.releaseYear ?? device?.releaseYear ?? ""}
                required
              />
            )}
          </Field>
          <Field id="releaseMonth" label={labels.releaseMonth!} error={e("releaseMonth")}>
            {(a) => (
              <input
                {...a}
                type="number"
                inputMode="numeric"
                min={1}
                max={12}
                defaultValue={sent?.releaseMonth ?? device?.releaseMonth ?? ""}
                required
              />
            )}
          </Field>
          <div className="field--wide">
            <Field id="searchTerms" label={labels.searchTerms!} hint={t("backoffice.catalog.searchTermsHint")} error={e("searchTerms")}>
              {(a) => (
                <textarea {...a} defaultValue={sent?.searchTerms ?? device?.searchTerms.join(" ") ?? ""} rows={2} spellCheck={false} />
              )}
            </Field>
          </div>
        </div>
        <fieldset className="bo-fieldset">
          <legend>{t("backoffice.catalog.namesPerEdition")}</legend>
          <p className="bo-hint">{t("backoffice.catalog.namesPerEditionHint")}</p>
          <div className="bo-form-grid">
            {TEXT_EDITIONS.map((ed) => (
              <Field key={ed} id={`texts-${ed}-name`} label={labels[`texts-${ed}-name`]!} error={e(`texts-${ed}-name`)}>
                {(a) => (
                  <input {...a} type="text" maxLength={160} defaultValue={sent?.[`texts-${ed}-name`] ?? device?.texts[ed]?.name ?? ""} />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        <button type="submit">{t(device ? "backoffice.catalog.save" : "backoffice.catalog.create")}</button>
      </Form>
      {device ? (
        <Form method="post" className="bo-card" aria-labelledby="visibility-title">
          <h2 id="visibility-title">{t("backoffice.catalog.visibility")}</h2>
          <p>{t(device.hidden ? "backoffice.catalog.hiddenExplained" : "backoffice.catalog.shownExplained")}</p>
          <input type="hidden" name="intent" value={device.hidden ? "unhide" : "hide"} />
          <button type="submit" className={device.hidden ? undefined : "secondary"}>
            {t(device.hidden ? "backoffice.catalog.unhide" : "backoffice.catalog.hide")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

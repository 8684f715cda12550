import { Form, Link, redirect, useLoaderData } from "react-router";

import type { Route } from "./+types/catalog-device";
import {
  createEditorDevice,
  editorDevicePhotoUrl,
  getEditorDevice,
  listEditorSeries,
  setDeviceHidden,
  updateEditorDevice,
} from "../../../core/catalog-admin/index.server.ts";
import { deviceCreateSchema, deviceUpdateSchema } from "../../../core/catalog-admin/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { editorAction, formNumber, openEditorForm, openEditorPage, termsOf } from "./catalog-forms.server.ts";
import { catalogLinks, catalogMeta, EditorHead, TEXT_EDITIONS, useEditorForm } from "../../features/backoffice/catalog-bits.tsx";
import { Field } from "../../ui/form.tsx";
import { CODE_INPUT, InputField } from "../../ui/input-field.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";

export const links: Route.LinksFunction = catalogLinks;
export const meta: Route.MetaFunction = ({ loaderData }) => catalogMeta(loaderData?.device?.name ?? "New device");

const deviceIdOf = (raw: string | undefined, url: URL) => {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) throw pageNotFound(url.pathname, "noEntity");
  return Number(raw);
};

/** One device to edit, or a new one (catalog or admin): the core functions of /api/backoffice/catalog/devices. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = openEditorPage(context, url);
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
  return {
    device,
    photoUrl: await editorDevicePhotoUrl(db, device.id),
    series: series.map((s) => ({ id: s.id, name: s.name, manufacturer: s.manufacturer, categoryId: s.categoryId })),
  };
}

const renameTerms = (id: string) => (id.startsWith("searchTerms") ? "searchTerms" : id);

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { db, form, actor } = await openEditorForm(context, request, url);
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
  const data = useLoaderData<typeof loader>();
  const { device, series } = data;
  const photoUrl = ("photoUrl" in data ? data.photoUrl : null) ?? null;
  // what was sent, after an error (a page without JavaScript renders it again)
  const { sent, error: e, params, ...form } = useEditorForm();
  const labels: Record<string, string> = {
    ...form.labels,
    model: t("backoffice.catalog.model"),
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
      <EditorHead
        back={{ to: "/catalog", label: t("backoffice.catalog.back") }}
        title={device ? device.name : t("backoffice.catalog.newDevice")}
        beside={
          device ? (
            <span className="bo-badge" data-visibility={device.hidden ? "hidden" : "shown"} data-testid="visibility">
              {t(device.hidden ? "backoffice.catalog.hidden" : "backoffice.catalog.shown")}
            </span>
          ) : null
        }
        saved={form.saved}
        errors={form.result?.errors}
        labels={labels}
      />
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
          {(["name", "model"] as const).map((id) => (
            <InputField
              key={id}
              id={id}
              label={labels[id]!}
              error={e(id)}
              input={{ defaultValue: sent?.[id] ?? device?.[id] ?? "", maxLength: 160, required: true }}
            />
          ))}
          <InputField
            id="slug"
            label={labels.slug!}
            hint={t("backoffice.catalog.slugHint")}
            error={e("slug")}
            input={{ ...CODE_INPUT, defaultValue: sent?.slug ?? device?.slug ?? "", maxLength: 120, required: true }}
          />
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
          {(
            [
              ["releaseYear", 1970, 2100],
              ["releaseMonth", 1, 12],
            ] as const
          ).map(([id, min, max]) => (
            <InputField
              key={id}
              id={id}
              label={labels[id]!}
              error={e(id)}
              input={{ type: "number", inputMode: "numeric", min, max, defaultValue: sent?.[id] ?? device?.[id] ?? "", required: true }}
            />
          ))}
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
              <InputField
                key={ed}
                id={`texts-${ed}-name`}
                label={labels[`texts-${ed}-name`]!}
                error={e(`texts-${ed}-name`)}
                input={{ maxLength: 160, defaultValue: sent?.[`texts-${ed}-name`] ?? device?.texts[ed]?.name ?? "" }}
              />
            ))}
          </div>
        </fieldset>
        <button type="submit">{t(device ? "backoffice.catalog.save" : "backoffice.catalog.create")}</button>
      </Form>
      {device ? <DevicePhoto deviceId={device.id} photoUrl={photoUrl} params={params} /> : null}
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

/** The device's photo (decision 0104): shown instead of the drawing wherever the shop shows the device. */
function DevicePhoto({ deviceId, photoUrl, params }: { deviceId: number; photoUrl: string | null; params: URLSearchParams }) {
  const t = useT();
  const done = params.get("photo");
  const failed = params.get("photoError");
  return (
    <section className="bo-card" id="device-photo" aria-labelledby="device-photo-title">
      <h2 id="device-photo-title">{t("backoffice.catalog.photo")}</h2>
      {done === "saved" || done === "removed" ? (
        <p role="status" className="bo-notice">
          {t(done === "saved" ? "backoffice.catalog.photoSaved" : "backoffice.catalog.photoRemoved")}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="bo-notice bo-notice--warn">
          {t(failed.startsWith("backoffice.photo.") ? failed : "backoffice.photo.type")}
        </p>
      ) : null}
      {photoUrl ? (
        <img
          src={photoUrl}
          alt={t("backoffice.catalog.photoAlt")}
          width={240}
          height={180}
          className="bo-device-photo"
          data-testid="device-photo"
        />
      ) : (
        <p>{t("backoffice.catalog.photoNone")}</p>
      )}
      <Form method="post" action={`/catalog/devices/${deviceId}/photo`} encType="multipart/form-data" reloadDocument>
        <Field id="photo" label={t("backoffice.catalog.photoFile")} hint={t("backoffice.catalog.photoHint")}>
          {(a) => <input {...a} name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/heic" required />}
        </Field>
        <button type="submit">{t(photoUrl ? "backoffice.catalog.photoReplace" : "backoffice.catalog.photoUpload")}</button>
      </Form>
      {photoUrl ? (
        <Form method="post" action={`/catalog/devices/${deviceId}/photo`} reloadDocument>
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="secondary">
            {t("backoffice.catalog.photoRemove")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

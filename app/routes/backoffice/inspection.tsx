import { Form, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/inspection";
import { deviceById } from "../../../core/catalog/index.server.ts";
import type { EditionId } from "../../../core/editions/index.ts";
import { completeInspection, inspectionInputSchema, inspectionsOf, recordInspection } from "../../../core/inspection/index.server.ts";
import { ERASURE_METHODS, ERASURE_RESULTS } from "../../../core/inspection/index.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { getTradeForStaff, staffActor } from "../../../core/trade/index.server.ts";
import { formAction } from "../../../server/http/form-action.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { StateBadge } from "../../features/backoffice/bits.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { Options } from "../../ui/options.tsx";
import { staffFormPost } from "./staff-form.server.ts";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Inspect ${params.tradeNumber} | Sellback back office` }];

/** The trade's devices with their condition questions (the edition's catalog), the customer's answers and what is recorded so far. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "inspector");
  const db = page.ctx.deps.database.db;
  const trade = await getTradeForStaff(db, params.tradeNumber, page.language);
  if (!trade) throw pageNotFound(url.pathname, "noEntity");
  const items = await inspectionsOf(db, trade.tradeId);
  const devices = await Promise.all(
    items.map(async (item) => {
      const device = await deviceById(db, trade.edition as EditionId, item.deviceId);
      const customer = trade.lines.find((l) => l.position === item.position)?.answers ?? [];
      return {
        ...item,
        questions: (device?.questions ?? []).map((q) => ({
          id: q.id,
          code: q.code,
          question: q.question,
          customerAnswerId: customer.find((a) => a.questionId === q.id)?.answerId ?? null,
          answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
        })),
      };
    }),
  );
  return { tradeNumber: trade.tradeNumber, state: trade.state, devices };
}

/** Records one device (intent `inspect`) or completes the inspection (intent `complete`): the same core calls as the API. */
export async function action(args: Route.ActionArgs) {
  const { params } = args;
  const { page, staff, form } = await staffFormPost(args, "inspector");
  const deps = page.ctx.deps;
  const actor = staffActor(staff, "inspector", page.ctx.clientKey);
  return formAction(async () => {
    if (form.intent === "complete") {
      const done = await completeInspection({
        db: deps.database.db,
        mailer: deps.mailer,
        originFor: (t) => mailOrigin(deps.config, t.edition),
        tradeNumber: params.tradeNumber,
        staff: actor,
        now: nowFrom(deps),
        locale: page.language,
      });
      return { completed: done.state };
    }
    const itemId = Number(form.itemId);
    const answers = Object.entries(form)
      .filter(([k]) => k.startsWith("q-"))
      .map(([k, v]) => ({ questionId: Number(k.slice(2)), answerId: Number(v) }));
    const parsed = inspectionInputSchema.safeParse({
      answers,
      ...(form.imei?.trim() ? { imei: form.imei } : {}),
      ...(form.serial?.trim() ? { serial: form.serial } : {}),
      ...(form.notes?.trim() ? { notes: form.notes } : {}),
      erasure: { method: form.method || undefined, tool: form.tool ?? "", result: form.result || undefined },
    });
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((i) => [
          String(i.path.at(-1) ?? "form"),
          /^[a-z]+(\.[a-zA-Z]+)+$/.test(i.message) ? i.message : "backoffice.inspection.answersMissing",
        ]),
      );
      return { itemId, errors: { fields } };
    }
    try {
      const view = await recordInspection({
        db: deps.database.db,
        tradeNumber: params.tradeNumber,
        itemId,
        input: parsed.data,
        staff: actor,
        now: nowFrom(deps),
        locale: page.language,
      });
      return { itemId, saved: { position: view.position + 1, outcome: view.outcome, priceCents: view.priceCents } };
    } catch (err) {
      if (err instanceof ProblemError && err.status === 422 && err.errors?.length)
        return { itemId, errors: { fields: Object.fromEntries(err.errors.map((e) => [e.field, e.message])) } };
      throw err;
    }
  });
}

type ActionResult =
  | { itemId?: number; errors?: FormErrors; saved?: { position: number; outcome: string; priceCents: number }; completed?: string }
  | undefined;

export default function Inspection() {
  const t = useT();
  const f = useFormat();
  const { tradeNumber, state, devices } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as ActionResult);
  const [search] = useSearchParams();
  const photoError = search.get("photoError");
  const open = state === "received" && !result?.completed;
  const allInspected = devices.every((d) => d.inspection);
  return (
    <div className="bo-page">
      <PageHeader
        back={{ to: `/trades/${tradeNumber}`, label: t("backoffice.trade.title", { number: tradeNumber }) }}
        title={t("backoffice.inspection.title", { number: tradeNumber })}
      >
        <StateBadge state={state} />
      </PageHeader>
      <Notice>{result?.completed ? t(`backoffice.inspection.completed.${result.completed}`) : null}</Notice>
      <Notice>
        {result?.saved
          ? t("backoffice.inspection.saved", {
              position: result.saved.position,
              outcome: t(`backoffice.inspection.outcome.${result.saved.outcome}`, { price: f.money(result.saved.priceCents) }),
            })
          : null}
      </Notice>
      <Notice>{search.get("photo") === "ok" && !result ? t("backoffice.inspection.uploaded") : null}</Notice>
      {photoError && !result ? (
        <div className="error-summary bo-error-summary" role="alert">
          <p>{t(photoError.startsWith("backoffice.photo.") ? photoError : "backoffice.photo.type")}</p>
        </div>
      ) : null}
      <Notice tone="warn">
        {!open && !result?.completed ? t("backoffice.inspection.locked", { state: t(`tracking.state.${state}`) }) : null}
      </Notice>
      {devices.map((d) => {
        const errors = result?.itemId === d.itemId ? result.errors : undefined;
        const done = d.inspection;
        const pos = d.position + 1;
        return (
          <section key={d.itemId} className="bo-card" aria-labelledby={`item-${d.itemId}`} id={`device-${d.itemId}`}>
            <h2 id={`item-${d.itemId}`}>{t("backoffice.inspection.device", { position: pos, name: d.deviceName })}</h2>
            <p>
              {done ? (
                <>
                  {t(`backoffice.inspection.outcome.${done.outcome}`, { price: f.money(done.priceCents) })} ·{" "}
                  <a href={`/trades/${tradeNumber}/items/${d.itemId}/certificate`} className="bo-link" data-bo-cert>
                    {t("backoffice.inspection.certificate", { number: done.certificateNumber })}
                  </a>
                </>
              ) : (
                t("backoffice.inspection.notInspected")
              )}
            </p>
            <h3>{t("backoffice.inspection.photos")}</h3>
            {d.photoIds.length ? (
              <ul className="bo-photos">
                {d.photoIds.map((id, n) => (
                  <li key={id}>
                    <a href={`/trades/${tradeNumber}/photos/${id}`}>
                      <img
                        src={`/trades/${tradeNumber}/photos/${id}?size=thumb`}
                        alt={t("backoffice.inspection.photoAlt", { n: n + 1, position: pos })}
                        width={160}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {open ? (
              <Form method="post" action={`/trades/${tradeNumber}/items/${d.itemId}/photos`} encType="multipart/form-data" reloadDocument>
                <div className="field">
                  <label htmlFor={`photo-${d.itemId}`}>{t("backoffice.inspection.photo")}</label>
                  <input id={`photo-${d.itemId}`} name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" />
                </div>
                <button type="submit">{t("backoffice.inspection.upload")}</button>
              </Form>
            ) : null}
            {open ? (
              <Form method="post" noValidate>
                <ErrorSummary
                  errors={
                    errors
                      ? {
                          ...errors,
                          fields: Object.fromEntries(Object.entries(errors.fields ?? {}).map(([k, v]) => [`${k}-${d.itemId}`, v])),
                        }
                      : undefined
                  }
                  labels={{
                    [`imei-${d.itemId}`]: t("backoffice.inspection.imei"),
                    [`serial-${d.itemId}`]: t("backoffice.inspection.serial"),
                    [`tool-${d.itemId}`]: t("backoffice.inspection.tool"),
                  }}
                />
                <input type="hidden" name="intent" value="inspect" />
                <input type="hidden" name="itemId" value={d.itemId} />
                {d.questions.map((q) => (
                  <fieldset key={q.id} className="bo-fieldset">
                    <legend>{q.question}</legend>
                    {q.answers.map((a) => (
                      <div key={a.id} className="bo-radio">
                        <input
                          type="radio"
                          id={`q-${d.itemId}-${a.id}`}
                          name={`q-${q.id}`}
                          value={a.id}
                          defaultChecked={
                            (done
                              ? (done.differences.find((x) => x.questionId === q.id)?.found ?? q.customerAnswerId)
                              : q.customerAnswerId) === a.id
                          }
                        />
                        <label htmlFor={`q-${d.itemId}-${a.id}`}>
                          {a.text}
                          {q.customerAnswerId === a.id ? (
                            <span className="bo-sub"> ({t("backoffice.inspection.customerAnswer")})</span>
                          ) : null}
                        </label>
                      </div>
                    ))}
                  </fieldset>
                ))}
                <Field id={`imei-${d.itemId}`} label={t("backoffice.inspection.imei")} error={errors?.fields?.imei}>
                  {(a) => (
                    <input
                      {...a}
                      name="imei"
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      defaultValue={done?.imei ?? ""}
                      className="bo-mono"
                    />
                  )}
                </Field>
                <Field id={`serial-${d.itemId}`} label={t("backoffice.inspection.serial")} error={errors?.fields?.serial}>
                  {(a) => (
                    <input {...a} name="serial" type="text" autoComplete="off" defaultValue={done?.serial ?? ""} className="bo-mono" />
                  )}
                </Field>
                <Field id={`notes-${d.itemId}`} label={t("backoffice.inspection.notes")}>
                  {(a) => <textarea {...a} name="notes" rows={3} defaultValue={done?.notes ?? ""} />}
                </Field>
                <fieldset className="bo-fieldset">
                  <legend>{t("backoffice.inspection.erasure")}</legend>
                  <div className="field">
                    <label htmlFor={`method-${d.itemId}`}>{t("backoffice.inspection.method")}</label>
                    <select id={`method-${d.itemId}`} name="method" defaultValue={done?.erasure.method ?? "nist_purge"}>
                      <Options
                        values={ERASURE_METHODS}
                        label={(m) => (m === "nist_clear" ? "NIST SP 800-88 Clear" : "NIST SP 800-88 Purge")}
                      />
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={`tool-${d.itemId}`}>{t("backoffice.inspection.tool")}</label>
                    <input
                      id={`tool-${d.itemId}`}
                      name="tool"
                      type="text"
                      defaultValue={done?.erasure.tool ?? ""}
                      aria-invalid={errors?.fields?.tool ? true : undefined}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`result-${d.itemId}`}>{t("backoffice.inspection.result")}</label>
                    <select id={`result-${d.itemId}`} name="result" defaultValue={done?.erasure.result ?? "passed"}>
                      <Options values={ERASURE_RESULTS} label={(r) => t(`backoffice.inspection.result.${r}`)} />
                    </select>
                  </div>
                </fieldset>
                <button type="submit">{t("backoffice.inspection.save")}</button>
              </Form>
            ) : null}
          </section>
        );
      })}
      {open && allInspected ? (
        <Form method="post">
          <input type="hidden" name="intent" value="complete" />
          <button type="submit">{t("backoffice.inspection.complete")}</button>
        </Form>
      ) : null}
    </div>
  );
}

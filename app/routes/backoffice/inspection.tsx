import { useState } from "react";
import { Form, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/inspection";
import { deviceById } from "../../../core/catalog/index.server.ts";
import { editions, type EditionId } from "../../../core/editions/index.ts";
import {
  checkInspectionInput,
  completeInspection,
  findingTexts,
  inspectionsOf,
  recordInspection,
} from "../../../core/inspection/index.server.ts";
import { ERASURE_METHODS, ERASURE_RESULTS } from "../../../core/inspection/index.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { deviceRegisterFor, registerCheckOn } from "../../../core/device-register/index.server.ts";
import { getTradeByNumber, getTradeForStaff, staffActor, unitLabels } from "../../../core/trade/index.server.ts";
import { formAction } from "../../../server/http/form-action.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { certificateKeyOf } from "../../../server/config/certificate-key.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { StateBadge } from "../../features/backoffice/bits.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { InputField, SelectField } from "../../ui/input-field.tsx";
import { RadioGroup } from "../../ui/radio-group.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { staffFormPost } from "./staff-form.server.ts";
import { selfTestsOfTrade } from "../../../core/self-test/index.server.ts";
import { SelfTestBeside, SelfTestPanel } from "../../features/backoffice/self-test-panel.tsx";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Inspect ${params.tradeNumber} | Sellback back office` }];

/** The language an edition's customers read (its locale's language), named in the staff's language. */
function languageName(edition: EditionId, staffLanguage: string): string {
  const code = editions[edition].localeCode.split("-")[0]!;
  return new Intl.DisplayNames([staffLanguage], { type: "language", fallback: "code" }).of(code) ?? code;
}

/**
 * The trade's devices with their condition questions and answers in the staff's language (the
 * catalog has every edition's texts; the answer ids are the same), the customer's answers, each
 * answer's finding text in the customer's edition (what the customer will read when it differs)
 * and what is recorded so far.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "inspector");
  const db = page.ctx.deps.database.db;
  const trade = await getTradeForStaff(db, params.tradeNumber, page.language);
  if (!trade) throw pageNotFound(url.pathname, "noEntity");
  const edition = trade.edition as EditionId;
  const lines = await inspectionsOf(db, trade.tradeId);
  // the seller's self-test of each line's offer, beside the findings (decision 0125)
  const selfTests = await selfTestsOfTrade(db, trade.tradeId);
  // a line of several units is inspected unit by unit (decision 0119): its units follow each other, "unit k of n"
  const units = await unitLabels(db, trade.tradeId);
  const positionOf = new Map(lines.map((l) => [l.itemId, l.position]));
  const order = (i: (typeof lines)[number]) => {
    const u = units.get(i.itemId);
    return [u ? positionOf.get(u.lineId)! : i.position, u?.unit ?? 1] as const;
  };
  const items = [...lines].sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1]);
  const devices = await Promise.all(
    items.map(async (item) => {
      const device = (await deviceById(db, page.language as EditionId, item.deviceId)) ?? (await deviceById(db, edition, item.deviceId));
      const questions = device?.questions ?? [];
      const findings = await findingTexts(
        db,
        edition,
        questions.flatMap((q) => q.answers.map((a) => a.id)),
      );
      const customer = trade.lines.find((l) => l.position === item.position)?.answers ?? [];
      const unit = units.get(item.itemId);
      return {
        ...item,
        unit: unit ? { unit: unit.unit, of: unit.of } : null,
        selfTest: selfTests.get(item.itemId) ?? null,
        questions: questions.map((q) => ({
          id: q.id,
          code: q.code,
          question: q.question,
          customerAnswerId: customer.find((a) => a.questionId === q.id)?.answerId ?? null,
          answers: q.answers.map((a) => ({ id: a.id, text: a.text, finding: findings.get(a.id) ?? null })),
        })),
      };
    }),
  );
  return {
    tradeNumber: trade.tradeNumber,
    state: trade.state,
    devices,
    customerLanguage: languageName(edition, page.language),
    // whether saving an IMEI asks the device register (decision 0096); the IMEI field says so either way
    registerOn: registerCheckOn(page.ctx.deps.config),
  };
}

/** A form field's id on the page (one form per device): `<field>-<itemId>`, a question's `q-<itemId>-<questionId>`. */
const fieldId = (itemId: number, field: string) => (field.startsWith("q-") ? `q-${itemId}-${field.slice(2)}` : `${field}-${itemId}`);

/** What the inspector typed and picked, to fill the form in again after a refusal (also without JavaScript). */
interface TypedValues {
  imei: string;
  serial: string;
  notes: string;
  internalNote: string;
  method: string;
  tool: string;
  result: string;
  answers: Record<string, number>;
}

/** Records one device (intent `inspect`) or completes the inspection (intent `complete`): the same core calls as the API. */
export async function action(args: Route.ActionArgs) {
  const { params } = args;
  const { page, staff, form } = await staffFormPost(args, "inspector");
  const deps = page.ctx.deps;
  const db = deps.database.db;
  const actor = staffActor(staff, "inspector", page.ctx.clientKey);
  return formAction(async () => {
    if (form.intent === "complete") {
      const done = await completeInspection({
        db,
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
    const trade = await getTradeByNumber(db, params.tradeNumber);
    const item = trade ? (await inspectionsOf(db, trade.tradeId)).find((i) => i.itemId === itemId) : undefined;
    if (!trade || !item) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
    const device = await deviceById(db, trade.edition as EditionId, item.deviceId);
    const picked: Record<string, number> = {};
    for (const [k, v] of Object.entries(form)) {
      const m = /^q-(\d+)-(\d+)$/.exec(k);
      if (m && Number(m[1]) === itemId && /^\d{1,15}$/.test(String(v))) picked[m[2]!] = Number(v);
    }
    const values: TypedValues = {
      imei: form.imei ?? "",
      serial: form.serial ?? "",
      notes: form.notes ?? "",
      internalNote: form.internalNote ?? "",
      method: form.method ?? "",
      tool: form.tool ?? "",
      result: form.result ?? "",
      answers: picked,
    };
    const refused = (errors: { field: string; message: string }[]) => {
      const fields: Record<string, string> = {};
      let formError: string | undefined;
      for (const e of errors) {
        if (e.field === "answers" || e.field === "form") formError ??= e.message;
        else fields[fieldId(itemId, e.field)] ??= e.message;
      }
      return { itemId, values, errors: { ...(formError ? { form: formError } : {}), fields } };
    };
    const checked = checkInspectionInput(
      {
        answers: Object.entries(picked).map(([questionId, answerId]) => ({ questionId: Number(questionId), answerId })),
        ...(values.imei.trim() ? { imei: values.imei } : {}),
        ...(values.serial.trim() ? { serial: values.serial } : {}),
        ...(values.notes.trim() ? { notes: values.notes } : {}),
        ...(values.internalNote.trim() ? { internalNote: values.internalNote } : {}),
        erasure: { method: values.method || undefined, tool: values.tool, result: values.result || undefined },
      },
      (device?.questions ?? []).map((q) => q.id),
    );
    if (!checked.ok) return refused(checked.errors);
    try {
      const view = await recordInspection({
        db,
        tradeNumber: params.tradeNumber,
        itemId,
        input: checked.input,
        staff: actor,
        now: nowFrom(deps),
        locale: page.language,
        register: deviceRegisterFor(deps.config),
        certificateKey: certificateKeyOf(deps),
      });
      return { itemId, saved: { position: view.position + 1, outcome: view.outcome, priceCents: view.priceCents } };
    } catch (err) {
      if (err instanceof ProblemError && err.status === 422 && err.errors?.length) return refused(err.errors);
      throw err;
    }
  });
}

type ActionResult =
  | {
      itemId?: number;
      values?: TypedValues;
      errors?: FormErrors;
      saved?: { position: number; outcome: string; priceCents: number };
      completed?: string;
    }
  | undefined;

type Device = ReturnType<typeof useLoaderData<typeof loader>>["devices"][number];

/** One condition question: the answers (the customer's marked) and, once the picked answer differs, the finding text the customer will read. */
function Question(props: { device: Device; question: Device["questions"][number]; picked: number | null; error?: string | undefined }) {
  const t = useT();
  const { customerLanguage } = useLoaderData<typeof loader>();
  const { device: d, question: q, picked } = props;
  const name = `q-${d.itemId}-${q.id}`;
  const differs = picked !== null && picked !== q.customerAnswerId;
  const finding = differs ? (q.answers.find((a) => a.id === picked)?.finding ?? null) : null;
  return (
    <div className="bo-question">
      <RadioGroup
        name={name}
        legend={q.question}
        error={props.error}
        layout="split"
        defaultValue={picked === null ? undefined : String(picked)}
        options={q.answers.map((a) => ({
          value: String(a.id),
          label: (
            <>
              {a.text}
              {q.customerAnswerId === a.id ? <span className="bo-sub"> ({t("backoffice.inspection.customerAnswer")})</span> : null}
            </>
          ),
        }))}
      />
      <div aria-live="polite" data-testid={`finding-${name}`}>
        {differs ? (
          <p className="bo-finding">
            {finding
              ? t("backoffice.inspection.findingShown", { language: customerLanguage, finding })
              : t("backoffice.inspection.findingNone", { language: customerLanguage })}
          </p>
        ) : null}
        {differs ? <SelfTestBeside selfTest={d.selfTest} questionCode={q.code} /> : null}
      </div>
    </div>
  );
}

export default function Inspection() {
  const t = useT();
  const f = useFormat();
  const { tradeNumber, state, devices, customerLanguage, registerOn } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as ActionResult);
  const [search] = useSearchParams();
  const [picks, setPicks] = useState<Record<string, number>>({});
  const photoError = search.get("photoError");
  const photoDone = search.get("photo");
  const open = state === "received" && !result?.completed;
  const allInspected = devices.every((d) => d.inspection);
  const erasureMethod = (m: string) => (m === "nist_clear" ? "NIST SP 800-88 Clear" : "NIST SP 800-88 Purge");
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
      <Notice>
        {photoDone && !result
          ? photoDone === "deleted"
            ? t("backoffice.inspection.photoDeleted")
            : photoDone === "replaced"
              ? t("backoffice.inspection.photoReplaced")
              : t("backoffice.inspection.uploaded")
          : null}
      </Notice>
      {photoError && !result ? (
        <div className="error-summary bo-error-summary" role="alert">
          <p>{t(photoError.startsWith("backoffice.photo.") ? photoError : "backoffice.photo.type")}</p>
        </div>
      ) : null}
      <Notice tone="warn">
        {!open && !result?.completed ? t("backoffice.inspection.locked", { state: t(`backoffice.state.${state}`) }) : null}
      </Notice>
      {devices.map((d) => {
        const mine = result?.itemId === d.itemId ? result : undefined;
        const errors = mine?.errors;
        const fieldError = (field: string) => errors?.fields?.[fieldId(d.itemId, field)];
        const typed = mine?.values;
        const done = d.inspection;
        const pos = d.position + 1;
        const pickedOf = (q: Device["questions"][number]): number | null =>
          picks[`${d.itemId}-${q.id}`] ??
          typed?.answers[String(q.id)] ??
          (done ? (done.differences.find((x) => x.questionId === q.id)?.found ?? q.customerAnswerId) : q.customerAnswerId);
        const labels: Record<string, string> = {
          [fieldId(d.itemId, "imei")]: t("backoffice.inspection.imei"),
          [fieldId(d.itemId, "serial")]: t("backoffice.inspection.serial"),
          [fieldId(d.itemId, "notes")]: t("backoffice.inspection.customerNote"),
          [fieldId(d.itemId, "internalNote")]: t("backoffice.inspection.internalNote"),
          [fieldId(d.itemId, "method")]: t("backoffice.inspection.method"),
          [fieldId(d.itemId, "tool")]: t("backoffice.inspection.tool"),
          [fieldId(d.itemId, "result")]: t("backoffice.inspection.result"),
          ...Object.fromEntries(d.questions.map((q) => [fieldId(d.itemId, `q-${q.id}`), q.question])),
        };
        return (
          <section key={d.itemId} className="bo-card" aria-labelledby={`item-${d.itemId}`} id={`device-${d.itemId}`}>
            <h2 id={`item-${d.itemId}`}>
              {t("backoffice.inspection.device", { position: pos, name: d.deviceName })}
              {d.unit ? (
                <span className="bo-sub" data-testid="unit-of">
                  {" "}
                  ({t("backoffice.units.unitOf", { unit: d.unit.unit, of: d.unit.of })})
                </span>
              ) : null}
            </h2>
            <p>
              {done ? (
                <>
                  {t(`backoffice.inspection.outcome.${done.outcome}`, { price: f.money(done.priceCents) })} ·{" "}
                  {done.priceRiseCents ? (
                    // the higher price of the day (decision 0126): paid with the trade once the inspection is completed
                    <>
                      <span data-testid="price-rise">
                        {t("backoffice.priceRise.label")}:{" "}
                        {t(state === "received" ? "backoffice.priceRise.pending" : "backoffice.priceRise.added", {
                          amount: f.money(done.priceRiseCents),
                        })}
                      </span>{" "}
                      ·{" "}
                    </>
                  ) : null}
                  {done.registerStatus ? (
                    <>
                      <span data-testid="register-status">{t(`backoffice.register.status.${done.registerStatus}`)}</span> ·{" "}
                    </>
                  ) : null}
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
                    {open ? (
                      <div className="bo-photo-actions">
                        <Form method="post" action={`/trades/${tradeNumber}/photos/${id}`} reloadDocument>
                          <input type="hidden" name="intent" value="delete" />
                          <button type="submit" className="secondary">
                            {t("backoffice.inspection.deletePhoto", { n: n + 1, position: pos })}
                          </button>
                        </Form>
                        <details>
                          <summary>{t("backoffice.inspection.replacePhoto", { n: n + 1, position: pos })}</summary>
                          <Form
                            method="post"
                            action={`/trades/${tradeNumber}/items/${d.itemId}/photos`}
                            encType="multipart/form-data"
                            reloadDocument
                          >
                            <input type="hidden" name="replace" value={id} />
                            <div className="field">
                              <label htmlFor={`replace-${id}`}>{t("backoffice.inspection.replacement", { n: n + 1 })}</label>
                              <input
                                id={`replace-${id}`}
                                name="photo"
                                type="file"
                                accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                              />
                            </div>
                            <button type="submit">{t("backoffice.inspection.replace")}</button>
                          </Form>
                        </details>
                      </div>
                    ) : null}
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
            {d.selfTest ? <SelfTestPanel selfTest={d.selfTest} id={`self-test-${d.itemId}`} /> : null}
            {open ? (
              <Form
                method="post"
                noValidate
                onChange={(e) => {
                  const el = e.target as unknown as HTMLInputElement;
                  const m = /^q-(\d+)-(\d+)$/.exec(el.name ?? "");
                  if (m && el.type === "radio" && el.checked) setPicks((p) => ({ ...p, [`${m[1]}-${m[2]}`]: Number(el.value) }));
                }}
              >
                <ErrorSummary errors={errors} labels={labels} />
                <input type="hidden" name="intent" value="inspect" />
                <input type="hidden" name="itemId" value={d.itemId} />
                <p className="bo-hint">{t("backoffice.inspection.answersHint", { language: customerLanguage })}</p>
                {d.questions.map((q) => (
                  <Question key={q.id} device={d} question={q} picked={pickedOf(q)} error={fieldError(`q-${q.id}`)} />
                ))}
                <InputField
                  id={fieldId(d.itemId, "imei")}
                  name="imei"
                  label={t("backoffice.inspection.imei")}
                  hint={t(registerOn ? "backoffice.register.hintOn" : "backoffice.register.hintOff")}
                  error={fieldError("imei")}
                  input={{ inputMode: "numeric", autoComplete: "off", defaultValue: typed?.imei ?? done?.imei ?? "", className: "bo-mono" }}
                />
                <InputField
                  id={fieldId(d.itemId, "serial")}
                  name="serial"
                  label={t("backoffice.inspection.serial")}
                  error={fieldError("serial")}
                  input={{ autoComplete: "off", defaultValue: typed?.serial ?? done?.serial ?? "", className: "bo-mono" }}
                />
                <Field
                  id={fieldId(d.itemId, "notes")}
                  name="notes"
                  label={t("backoffice.inspection.customerNote")}
                  hint={t("backoffice.inspection.customerNoteHint", { language: customerLanguage })}
                  error={fieldError("notes")}
                >
                  {(a) => <textarea {...a} rows={3} defaultValue={typed?.notes ?? done?.notes ?? ""} />}
                </Field>
                <Field
                  id={fieldId(d.itemId, "internalNote")}
                  name="internalNote"
                  label={t("backoffice.inspection.internalNote")}
                  hint={t("backoffice.inspection.internalNoteHint")}
                  error={fieldError("internalNote")}
                >
                  {(a) => <textarea {...a} rows={3} defaultValue={typed?.internalNote ?? done?.internalNote ?? ""} />}
                </Field>
                <fieldset className="bo-fieldset">
                  <legend>{t("backoffice.inspection.erasure")}</legend>
                  <SelectField
                    id={fieldId(d.itemId, "method")}
                    name="method"
                    label={t("backoffice.inspection.method")}
                    error={fieldError("method")}
                    select={{ defaultValue: typed?.method || done?.erasure.method || "nist_purge" }}
                    options={ERASURE_METHODS.map((m) => ({ value: m, label: erasureMethod(m) }))}
                  />
                  <InputField
                    id={fieldId(d.itemId, "tool")}
                    name="tool"
                    label={t("backoffice.inspection.tool")}
                    error={fieldError("tool")}
                    input={{ defaultValue: typed?.tool ?? done?.erasure.tool ?? "" }}
                  />
                  <SelectField
                    id={fieldId(d.itemId, "result")}
                    name="result"
                    label={t("backoffice.inspection.result")}
                    error={fieldError("result")}
                    select={{ defaultValue: typed?.result || done?.erasure.result || "passed" }}
                    options={ERASURE_RESULTS.map((r) => ({ value: r, label: t(`backoffice.inspection.result.${r}`) }))}
                  />
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

import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/trade-new";
import { deviceById } from "../../../core/catalog/index.server.ts";
import { formatMoney } from "../../../core/editions/index.ts";
import { createOffer } from "../../../core/offer/index.server.ts";
import { searchDevicesText } from "../../../core/search/index.server.ts";
import { inputString, ProblemError } from "../../../core/shared/index.ts";
import { formObject } from "../../../server/http/form-action.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import type { JSX } from "react";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { SelectField } from "../../ui/input-field.tsx";
import { DOCUMENT_NUMBER_MAX, DOCUMENT_TYPES } from "../../../core/partner-users/index.ts";
import { useFormErrors } from "../../i18n/form-errors.ts";
import { percentFormat } from "../../features/offer/breakdown.ts";
import { ConditionForm } from "../../features/offer/condition-form.tsx";
import { answersFromForm, errorsByQuestion, valuesOf } from "../../features/offer/form-data.ts";
import { useT } from "../../i18n/i18n.tsx";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";
import { finishStoreTrade, offerStep, type OfferStep } from "./trade-finish.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Neue Inzahlungnahme – Sellback-Filialportal" }];

const query = inputString().trim().max(100);

/**
 * The store flow (store staff only): search the device (`?q=`), answer its condition questions
 * with the customer (`?device=`: the shop's question form and pricing, core/offer), then the
 * device's IMEI or serial, the customer's name and e-mail, and the seller's identification (ID
 * document and number, the declaration of ownership: decision 0090); finishing makes the trade and its
 * voucher in one transaction. A refused customer step comes back with every answer and every typed
 * field kept and its errors on their fields, with or without JavaScript (decision 0084).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const url = new URL(request.url);
  requirePartnerUser(page, url, "store_staff");
  const db = page.ctx.deps.database.db;
  const deviceParam = url.searchParams.get("device");
  if (deviceParam && /^\d{1,9}$/.test(deviceParam)) {
    const device = await deviceById(db, "de", Number(deviceParam), { shop: true });
    if (!device) throw data(null, { status: 404 });
    return { step: "questions" as const, q: "", hits: [], device: { id: device.id, name: device.name, questions: device.questions ?? [] } };
  }
  const q = query.safeParse(url.searchParams.get("q") ?? "");
  const text = q.success ? q.data : "";
  const hits =
    text.length >= 2
      ? (await searchDevicesText(db, "de", text, 20)).hits.map((d) => ({ id: d.id, name: d.name, category: d.category }))
      : [];
  return { step: "search" as const, q: text, hits, device: null };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(portalPageContext);
  const url = new URL(request.url);
  const { context: user } = requirePartnerUser(page, url, "store_staff");
  const db = page.ctx.deps.database.db;
  const now = (page.ctx.deps.clock ?? (() => new Date()))();
  const form = await request.formData();
  if (form.get("intent") === "finish") {
    const done = await finishStoreTrade(page.ctx.deps, user, formObject(form));
    if (done.ok) return redirect(`/portal/ankauf/${done.tradeNumber}?neu=1`);
    const { ok: _, status, ...step } = done;
    return data(step, { status });
  }
  // the condition answers → a stored offer (the shop's pricing), then the customer's step
  const deviceId = Number(url.searchParams.get("device"));
  const device = Number.isSafeInteger(deviceId) && deviceId > 0 ? await deviceById(db, "de", deviceId, { shop: true }) : null;
  if (!device) throw data(null, { status: 404 });
  const questions = device.questions ?? [];
  const answers = answersFromForm(form, questions);
  const values = valuesOf(answers);
  // "change the answers" on the customer step: the questions again, as answered
  if (form.get("intent") === "edit") return { step: "questions" as const, offer: null, values, errors: {} };
  try {
    const offer = await createOffer(db, "de", { deviceId: device.id, answers }, now);
    return { step: offer.noOffer ? ("questions" as const) : ("customer" as const), offer: offerStep(offer), values, errors: {} };
  } catch (err) {
    if (!(err instanceof ProblemError) || err.status !== 422) throw err;
    return data(
      { step: "questions" as const, offer: null, values, errors: errorsByQuestion(err.errors ?? [], questions, values) },
      { status: 422 },
    );
  }
}

type ActionData =
  | {
      step: "questions";
      offer: OfferStep | null;
      values: Record<string, string>;
      errors: Record<string, string>;
      formError?: string | null;
    }
  | { step: "customer"; offer: OfferStep; values: Record<string, string>; typed?: Record<string, string>; errors: FormErrors };

export default function TradeNew() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const busy = useNavigation().state === "submitting";
  const offer = result?.offer ?? null;
  const customer = result?.step === "customer" ? result : null;
  const finishErrors = useFormErrors(customer ? (customer.errors as FormErrors) : undefined);
  if (loaded.step === "search") {
    return (
      <div className="portal-page">
        <h1>{t("portal.trade.title")}</h1>
        <p className="portal-steps">{t("portal.trade.step", { n: 1, count: 3 })}</p>
        <Form method="get" role="search" className="portal-card portal-search">
          <label htmlFor="q">{t("portal.trade.search")}</label>
          <div className="portal-inline">
            <input id="q" name="q" type="search" defaultValue={loaded.q} minLength={2} maxLength={100} />
            <button type="submit">{t("portal.trade.searchSubmit")}</button>
          </div>
        </Form>
        {loaded.q ? (
          loaded.hits.length ? (
            <section aria-labelledby="hits-title">
              <h2 id="hits-title">{t("portal.trade.hits", { count: loaded.hits.length })}</h2>
              <ul className="portal-hits">
                {loaded.hits.map((d) => (
                  <li key={d.id}>
                    <Link to={`/portal/ankauf?device=${d.id}`}>{d.name}</Link> <span className="portal-muted">{d.category}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p role="status">{t("portal.trade.noHits")}</p>
          )
        ) : null}
      </div>
    );
  }
  const device = loaded.device!;
  const format = { money: (c: number) => formatMoney(c, "de"), percent: percentFormat("de-DE"), t };
  if (customer) {
    const labels = {
      imei: t("portal.trade.imei"),
      serial: t("portal.trade.serial"),
      firstName: t("portal.trade.firstName"),
      lastName: t("portal.trade.lastName"),
      email: t("portal.trade.email"),
      street: t("portal.trade.street"),
      houseNumber: t("portal.trade.houseNumber"),
      zip: t("portal.trade.zip"),
      city: t("portal.trade.city"),
      documentType: t("portal.trade.documentType"),
      documentNumber: t("portal.trade.documentNumber"),
      declaration: t("portal.trade.declarationLabel"),
    };
    const e = finishErrors?.fields ?? {};
    const typed = customer.typed ?? {};
    // the answers as the customer gave them, to read out once more (and to change: back to the questions, kept)
    const answered = device.questions.flatMap((q) => {
      const a = q.answers.find((x) => String(x.id) === customer.values[String(q.id)]);
      return a ? [{ id: q.id, question: q.question, answerId: a.id, answer: a.text }] : [];
    });
    const text = (id: keyof typeof labels, extra: Omit<JSX.IntrinsicElements["input"], "id" | "name"> = {}) => (
      <Field id={id} label={labels[id]} error={e[id]} hint={id === "imei" ? t("portal.trade.imeiHint") : undefined}>
        {(a) => <input {...a} autoComplete="off" defaultValue={typed[id] ?? ""} {...extra} />}
      </Field>
    );
    return (
      <div className="portal-page">
        <h1>{t("portal.trade.title")}</h1>
        <p className="portal-steps">{t("portal.trade.step", { n: 3, count: 3 })}</p>
        <div className="portal-card portal-offer" role="status">
          <p>{customer.offer.device}</p>
          <p className="portal-amount">{t("portal.trade.value", { amount: formatMoney(customer.offer.totalCents, "de") })}</p>
        </div>
        <ErrorSummary errors={finishErrors} labels={labels} />
        <Form method="post" noValidate className="portal-card" id="customer-step">
          <input type="hidden" name="intent" value="finish" />
          <input type="hidden" name="offerId" value={customer.offer.offerId} />
          <fieldset className="portal-fieldset">
            <legend>{t("portal.trade.identifier")}</legend>
            {text("imei", { inputMode: "numeric", spellCheck: false, className: "portal-mono" })}
            {text("serial", { spellCheck: false, autoCapitalize: "characters", className: "portal-mono" })}
          </fieldset>
          <h2>{t("portal.trade.customer")}</h2>
          {text("firstName", { required: true })}
          {text("lastName", { required: true })}
          <Field id="email" label={labels.email} hint={t("portal.trade.emailHint")} error={e.email}>
            {(a) => <input {...a} type="email" autoComplete="off" spellCheck={false} required defaultValue={typed.email ?? ""} />}
          </Field>
          <fieldset className="portal-fieldset">
            <legend>{t("portal.trade.address")}</legend>
            {text("street")}
            {text("houseNumber")}
            {text("zip", { inputMode: "numeric" })}
            {text("city")}
          </fieldset>
          <fieldset className="portal-fieldset" aria-describedby="seller-hint">
            <legend>{t("portal.trade.seller")}</legend>
            <p className="portal-muted" id="seller-hint">
              {t("portal.trade.sellerHint")}
            </p>
            <SelectField
              id="documentType"
              label={labels.documentType}
              error={e.documentType}
              placeholder={t("portal.trade.documentTypeChoose")}
              options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`portal.document.${d}`) }))}
              select={{ required: true, defaultValue: typed.documentType ?? "" }}
            />
            <Field id="documentNumber" label={labels.documentNumber} error={e.documentNumber} hint={t("portal.trade.documentNumberHint")}>
              {(a) => (
                <input
                  {...a}
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="characters"
                  className="portal-mono"
                  required
                  maxLength={DOCUMENT_NUMBER_MAX + 10}
                  defaultValue={typed.documentNumber ?? ""}
                />
              )}
            </Field>
            <div className={e.declaration ? "field field--error" : "field"}>
              {e.declaration ? (
                <p className="field-error" id="declaration-error">
                  {e.declaration}
                </p>
              ) : null}
              <div className="checkbox-field">
                <input
                  id="declaration"
                  name="declaration"
                  type="checkbox"
                  required
                  defaultChecked={typed.declaration === "on"}
                  aria-invalid={e.declaration ? true : undefined}
                  aria-describedby={e.declaration ? "declaration-error" : undefined}
                />
                <label htmlFor="declaration">{t("portal.trade.declaration")}</label>
              </div>
            </div>
          </fieldset>
          <button type="submit" disabled={busy}>
            {t("portal.trade.finish")}
          </button>
        </Form>
        {answered.length ? (
          <Form method="post" className="portal-card portal-answers" aria-labelledby="answers-title">
            <h2 id="answers-title">{t("portal.trade.answers")}</h2>
            <dl>
              {answered.map((a) => (
                <div key={a.id}>
                  <dt>{a.question}</dt>
                  <dd data-answer={a.id}>{a.answer}</dd>
                </div>
              ))}
            </dl>
            <input type="hidden" name="intent" value="edit" />
            {answered.map((a) => (
              <input key={a.id} type="hidden" name={`q${a.id}`} value={a.answerId} />
            ))}
            <button type="submit" className="secondary">
              {t("portal.trade.changeAnswers")}
            </button>
          </Form>
        ) : null}
      </div>
    );
  }
  const values = result?.values ?? {};
  const errors = result?.step === "questions" ? result.errors : {};
  return (
    <div className="portal-page">
      <h1>{t("portal.trade.title")}</h1>
      <p className="portal-steps">{t("portal.trade.step", { n: 2, count: 3 })}</p>
      <h2>{device.name}</h2>
      {offer?.noOffer ? (
        <div className="portal-card" role="alert">
          <p>{t("portal.trade.noOffer")}</p>
          <ul>
            {offer.noOffer.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ConditionForm
        questions={device.questions}
        values={values}
        errors={errors}
        formError={result?.step === "questions" ? (result.formError ?? null) : null}
        action={`/portal/ankauf?device=${device.id}`}
        format={format}
      />
      <p>
        <Link to="/portal/ankauf">{t("portal.trade.otherDevice")}</Link>
      </p>
    </div>
  );
}

import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/trade-new";
import { deviceById } from "../../../core/catalog/index.server.ts";
import { formatMoney } from "../../../core/editions/index.ts";
import { createOffer } from "../../../core/offer/index.server.ts";
import { sendVoucherMail, createStoreTrade, storeTradeSchema } from "../../../core/partner-users/index.server.ts";
import { searchDevicesText } from "../../../core/search/index.server.ts";
import { inputString, ProblemError } from "../../../core/shared/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { formAction, formObject } from "../../../server/http/form-action.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useFormErrors } from "../../i18n/form-errors.ts";
import { percentFormat } from "../../features/offer/breakdown.ts";
import { ConditionForm } from "../../features/offer/condition-form.tsx";
import { answersFromForm, errorsByQuestion, valuesOf } from "../../features/offer/form-data.ts";
import { useT } from "../../i18n/i18n.tsx";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Neue Inzahlungnahme – Sellback Filialportal" }];

const query = inputString().trim().max(100);

/**
 * The store flow (store staff only): search the device (`?q=`), answer its condition questions
 * with the customer (`?device=`: the shop's question form and pricing, core/offer), then the
 * customer's name and e-mail; finishing makes the trade and its voucher in one transaction.
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
    return formAction(async () => {
      const input = parseWith(storeTradeSchema, formObject(form));
      const trade = await createStoreTrade(db, user, input, now);
      await sendVoucherMail(page.ctx.deps.mailer, mailOrigin(page.ctx.deps.config, "de"), input.email, {
        name: `${input.firstName} ${input.lastName}`,
        partnerName: user.partnerName,
        storeName: user.storeName,
        tradeNumber: trade.tradeNumber,
        voucher: trade.voucher,
      });
      return redirect(`/portal/ankauf/${trade.tradeNumber}?neu=1`);
    });
  }
  // the condition answers → a stored offer (the shop's pricing), then the customer's step
  const deviceId = Number(url.searchParams.get("device"));
  const device = Number.isSafeInteger(deviceId) && deviceId > 0 ? await deviceById(db, "de", deviceId, { shop: true }) : null;
  if (!device) throw data(null, { status: 404 });
  const questions = device.questions ?? [];
  const answers = answersFromForm(form, questions);
  const values = valuesOf(answers);
  try {
    const offer = await createOffer(db, "de", { deviceId: device.id, answers }, now);
    return {
      offer: { offerId: offer.offerId, totalCents: offer.totalCents, noOffer: offer.noOffer?.reasons ?? null, device: device.name },
      values,
      errors: {},
    };
  } catch (err) {
    if (!(err instanceof ProblemError) || err.status !== 422) throw err;
    return data({ offer: null, values, errors: errorsByQuestion(err.errors ?? [], questions, values) }, { status: 422 });
  }
}

type ActionData =
  | {
      offer: { offerId: string; totalCents: number; noOffer: string[] | null; device: string } | null;
      values: Record<string, string>;
      errors: Record<string, string>;
    }
  | { errors: FormErrors };

export default function TradeNew() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const busy = useNavigation().state === "submitting";
  const offer = result && "offer" in result ? result.offer : null;
  const finishErrors = useFormErrors(result && !("offer" in result) ? (result.errors as FormErrors) : undefined);
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
  if (offer && !offer.noOffer) {
    const labels = {
      firstName: t("portal.trade.firstName"),
      lastName: t("portal.trade.lastName"),
      email: t("portal.trade.email"),
      street: t("portal.trade.street"),
      houseNumber: t("portal.trade.houseNumber"),
      zip: t("portal.trade.zip"),
      city: t("portal.trade.city"),
    };
    const e = finishErrors?.fields ?? {};
    return (
      <div className="portal-page">
        <h1>{t("portal.trade.title")}</h1>
        <p className="portal-steps">{t("portal.trade.step", { n: 3, count: 3 })}</p>
        <div className="portal-card portal-offer" role="status">
          <p>{offer.device}</p>
          <p className="portal-amount">{t("portal.trade.value", { amount: formatMoney(offer.totalCents, "de") })}</p>
        </div>
        <ErrorSummary errors={finishErrors} labels={labels} />
        <Form method="post" noValidate className="portal-card">
          <input type="hidden" name="intent" value="finish" />
          <input type="hidden" name="offerId" value={offer.offerId} />
          <h2>{t("portal.trade.customer")}</h2>
          <Field id="firstName" label={labels.firstName} error={e.firstName}>
            {(a) => <input {...a} autoComplete="off" required />}
          </Field>
          <Field id="lastName" label={labels.lastName} error={e.lastName}>
            {(a) => <input {...a} autoComplete="off" required />}
          </Field>
          <Field id="email" label={labels.email} hint={t("portal.trade.emailHint")} error={e.email}>
            {(a) => <input {...a} type="email" autoComplete="off" spellCheck={false} required />}
          </Field>
          <fieldset className="portal-fieldset">
            <legend>{t("portal.trade.address")}</legend>
            <Field id="street" label={labels.street} error={e.street}>
              {(a) => <input {...a} autoComplete="off" />}
            </Field>
            <Field id="houseNumber" label={labels.houseNumber} error={e.houseNumber}>
              {(a) => <input {...a} autoComplete="off" />}
            </Field>
            <Field id="zip" label={labels.zip} error={e.zip}>
              {(a) => <input {...a} inputMode="numeric" autoComplete="off" />}
            </Field>
            <Field id="city" label={labels.city} error={e.city}>
              {(a) => <input {...a} autoComplete="off" />}
            </Field>
          </fieldset>
          <button type="submit" disabled={busy}>
            {t("portal.trade.finish")}
          </button>
        </Form>
      </div>
    );
  }
  const values = result && "values" in result ? result.values : {};
  const errors = result && "offer" in result ? result.errors : {};
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
        action={`/portal/ankauf?device=${device.id}`}
        format={format}
      />
      <p>
        <Link to="/portal/ankauf">{t("portal.trade.otherDevice")}</Link>
      </p>
    </div>
  );
}

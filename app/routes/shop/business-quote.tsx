/**
 * A business quote (decision 0124): its number, validity and state; the money in named parts; every
 * row with the matched device and the confidence in words; the rows that ask, each a radio group of
 * the top candidates with its own form post (resolveQuoteRow); the rows priced by us on request;
 * the PDF; and accepting it: a visitor logs in here (or registers a business account), a company
 * member gives the payout account and, from the collection threshold on, a collection window.
 * Private (no-store); forms work without JavaScript; the page hydrates (account kind).
 */
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/business-quote";
import { loginSchema, paymentSchema } from "../../../core/account/index.ts";
import { login } from "../../../core/account/index.server.ts";
import {
  acceptQuote,
  QUOTE_LIMITS,
  QUOTE_RATE_LIMITED,
  quoteByPublicId,
  resolveQuoteRow,
  type QuoteView,
} from "../../../core/b2b-quote/index.server.ts";
import { enforceRateLimit } from "../../../core/rate-limit/index.server.ts";
import { companyOfCustomer } from "../../../core/company/index.server.ts";
import { BUSINESS_COLLECTION_MIN_UNITS, pathFor } from "../../../core/editions/index.ts";
import { pickupRequestSchema, pickupWindows, type PickupWindow } from "../../../core/pickup/index.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { accountSession, redirectWith, requireCsrf, respond, startSession } from "../../../server/sessions/shop.server.ts";
import { issuesToErrors, formValues } from "../../features/account/errors.ts";
import { PAYMENT_FIELDS, PaymentFields } from "../../features/account/fields.tsx";
import { Field, FormAlert, type FieldErrors } from "../../features/account/form.tsx";
import { quotePdfHref } from "../../features/business/links.ts";
import { acceptBlocked, quoteParts } from "../../features/business/quote-parts.ts";
import { AskRows, QuoteRows, QuoteSummary, UnpricedRows } from "../../features/business/quote-view.tsx";
import { LocalizedLink, useFormat, useT } from "../../i18n/i18n.tsx";
import { pageNotFound, requireEditionPage } from "../../lib/errors.ts";
import { noindexMeta } from "../../lib/meta.ts";
import businessStyles from "../../ui/shop-business.css?url";
import { pageContext } from "../../../server/http/page-context.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: businessStyles }];

/** Who is looking, for the accept panel: a visitor, a consumer account, a member of the quote's company (or of another). */
type Viewer = "guest" | "consumer" | "member" | "otherCompany";

const NOTICES: Record<string, string> = {
  picked: "business.seller.notice.picked",
  loggedIn: "business.seller.notice.loggedIn",
  accepted: "business.seller.notice.accepted",
};

/** The collection window's value in the select: "2026-12-01|09:00|13:00". */
const windowValue = (w: PickupWindow) => `${w.day}|${w.windowFrom}|${w.windowTo}`;

async function opened(args: { context: Route.LoaderArgs["context"]; request: Request; url: URL; params: { quote?: string } }) {
  const ctx = args.context.get(pageContext);
  requireEditionPage(ctx.edition, args.url);
  const session = await accountSession(ctx, args.request);
  const now = nowFrom(ctx.deps);
  const quoteId = (args.params.quote ?? "").slice(0, 100);
  const view = quoteId ? await quoteByPublicId(ctx.deps.database.db, quoteId, now) : null;
  if (!view || view.edition !== ctx.edition) throw pageNotFound(args.url.pathname, "noEntity");
  const membership = session.customerId ? await companyOfCustomer(ctx.deps.database.db, session.customerId) : null;
  const viewer: Viewer = !session.customerId
    ? "guest"
    : !membership
      ? "consumer"
      : view.companyId !== null && view.companyId !== membership.company.id
        ? "otherCompany"
        : "member";
  return { ctx, session, now, view, membership, viewer, path: pathFor(ctx.edition, "businessQuote", { quote: view.quoteId }) };
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, session, now, view, membership, viewer, path } = await opened(args);
  const t = translator(ctx.locale);
  const collection = view.state === "open" && viewer === "member" && view.unitCount >= BUSINESS_COLLECTION_MIN_UNITS;
  return respond(session, {
    page: "businessQuote" as const,
    path,
    alternates: {},
    vars: { number: view.number },
    title: t("business.seller.quote.title", { number: view.number }),
    description: t("business.seller.quote.description"),
    csrf: session.csrf,
    view,
    viewer,
    email: session.customer?.email ?? "",
    companyName: membership?.company.name ?? null,
    windows: collection ? pickupWindows(ctx.edition, now) : [],
    prefill: {
      accountHolder: membership?.company.name ?? "",
      contactName: session.customer ? `${session.customer.firstName} ${session.customer.lastName}`.trim() : "",
      phone: session.customer?.phone ?? "",
    },
    notice: NOTICES[args.url.searchParams.get("done") ?? ""] ?? null,
  });
}

export const meta: Route.MetaFunction = noindexMeta;

const isKey = (m: string) => /^[a-z]+(\.[a-zA-Z0-9_]+)+$/.test(m);
/** A refusal of the core as a message key: its own detail key, or the page's word for it. */
function refusal(err: unknown, fallback: string): { key: string; status: number } {
  if (!(err instanceof ProblemError)) throw err;
  if (err.status === 429) return { key: QUOTE_RATE_LIMITED, status: 429 };
  return { key: err.detail && isKey(err.detail) ? err.detail : fallback, status: err.status };
}

type PickResult = { kind: "pick"; row: number; error: string };
type LoginResult = { kind: "login"; values: Record<string, string>; errors: FieldErrors; formError: string | null };
type AcceptResult = { kind: "accept"; values: Record<string, string>; errors: FieldErrors; formError: string | null };
type ActionResult = PickResult | LoginResult | AcceptResult;

const ACCEPT_FIELDS = [...PAYMENT_FIELDS, "window", "contactName", "phone", "notes"] as const;

export async function action(args: Route.ActionArgs) {
  const { ctx, session, now, view, viewer, path } = await opened(args);
  const form = await args.request.formData();
  requireCsrf(session, form);
  const db = ctx.deps.database.db;
  const intent = String(form.get("intent") ?? "");
  const reply = (value: ActionResult, status: number) => respond(session, value, status);
  // picks and accepts per client address, counted with the quote API's own (QUOTE_LIMITS.resolvePerAddress)
  const counted = () => enforceRateLimit(db, `b2b-quote-write:${ctx.clientKey}`, QUOTE_LIMITS.resolvePerAddress, now);

  if (intent === "pick") {
    const row = Number.parseInt(String(form.get("row") ?? ""), 10);
    const deviceId = Number.parseInt(String(form.get("deviceId") ?? ""), 10);
    const asked = view.rows.find((r) => r.row === row && r.status === "ask");
    if (!asked) return reply({ kind: "pick", row: Number.isFinite(row) ? row : 0, error: "business.seller.ask.error.gone" }, 409);
    if (!asked.candidates.some((c) => c.deviceId === deviceId))
      return reply({ kind: "pick", row, error: "business.seller.ask.error.none" }, 422);
    try {
      await counted();
      await resolveQuoteRow(db, view.quoteId, row, deviceId, now);
    } catch (err) {
      const { key, status } = refusal(err, "business.seller.ask.error.gone");
      return reply({ kind: "pick", row, error: key }, status);
    }
    return redirectWith(session, `${path}?done=picked#row-${row}`);
  }

  if (intent === "login") {
    const values = formValues(form, ["username"]);
    const parsed = loginSchema.safeParse({ username: values.username, password: String(form.get("password") ?? ""), remember: false });
    if (!parsed.success) return reply({ kind: "login", values, errors: issuesToErrors(parsed.error.issues), formError: null }, 422);
    try {
      startSession(session, await login(session.env, parsed.data));
    } catch (err) {
      const { key, status } = refusal(err, "business.seller.accept.error.login");
      return reply({ kind: "login", values, errors: {}, formError: key }, status);
    }
    return redirectWith(session, `${path}?done=loggedIn#business-accept-heading`);
  }

  if (intent === "accept") {
    const values = formValues(form, ACCEPT_FIELDS);
    if (viewer !== "member" || !session.customerId)
      return reply({ kind: "accept", values, errors: {}, formError: "business.seller.accept.error.notMember" }, 403);
    const blocked = acceptBlocked(view);
    if (blocked) return reply({ kind: "accept", values, errors: {}, formError: `business.seller.accept.blocked.${blocked}` }, 409);
    const payment = paymentSchema.safeParse({ ...values, paymentType: values.paymentType || "13" });
    const errors: FieldErrors = payment.success ? {} : issuesToErrors(payment.error.issues);
    let collection: { day: string; windowFrom: string; windowTo: string; contactName: string; phone: string; notes: string | null } | null =
      null;
    if (view.unitCount >= BUSINESS_COLLECTION_MIN_UNITS) {
      const [day = "", windowFrom = "", windowTo = ""] = values.window!.split("|");
      const offered = pickupWindows(ctx.edition, now).some((w) => w.day === day && w.windowFrom === windowFrom && w.windowTo === windowTo);
      const picked = pickupRequestSchema.safeParse({
        day,
        windowFrom,
        windowTo,
        contactName: values.contactName,
        phone: values.phone,
        notes: values.notes || undefined,
      });
      if (!offered) errors.window = "business.seller.accept.error.window";
      if (!picked.success)
        for (const issue of picked.error.issues) {
          const field = String(issue.path[0] ?? "");
          if (field === "contactName" || field === "phone") errors[field] ??= `business.seller.accept.error.${field}`;
          else if (field !== "notes") errors.window ??= "business.seller.accept.error.window";
          else errors.notes ??= "business.seller.accept.error.notes";
        }
      if (picked.success && offered) collection = { ...picked.data, notes: picked.data.notes ?? null };
    }
    if (!payment.success || Object.keys(errors).length) return reply({ kind: "accept", values, errors, formError: null }, 422);
    const p = payment.data;
    try {
      await counted();
      await acceptQuote(
        db,
        { mailer: ctx.deps.mailer, origin: session.env.origin },
        {
          quoteId: view.quoteId,
          customerId: session.customerId,
          now,
          edition: ctx.edition,
          payout:
            p.kind === "paypal"
              ? { method: "paypal", paymentType: p.paymentType, iban: null, bic: null, accountHolder: null, paypalEmail: p.paypalEmail }
              : { method: "sepa", paymentType: p.paymentType, iban: p.iban, bic: p.bic, accountHolder: p.accountHolder, paypalEmail: null },
          collection,
        },
      );
    } catch (err) {
      const { key, status } = refusal(err, "business.seller.accept.error.generic");
      return reply({ kind: "accept", values, errors: {}, formError: key }, status);
    }
    return redirectWith(session, `${path}?done=accepted#business-accept-heading`);
  }
  return reply({ kind: "accept", values: {}, errors: {}, formError: "business.seller.accept.error.generic" }, 400);
}

export default function BusinessQuote() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const t = useT();
  const f = useFormat();
  const view = data.view as QuoteView;
  const parts = quoteParts(view);
  const tableRows = [...parts.priced, ...parts.ask].sort((a, b) => a.row - b.row);
  return (
    <div className="page business business-quote">
      <header className="business-quote__head">
        <h1>{t("business.seller.quote.heading", { number: view.number })}</h1>
        <p className="business-quote__facts">
          <span className={`business-state business-state--${view.state}`} data-testid="quote-state">
            {t(`business.seller.quote.state.${view.state}`)}
          </span>{" "}
          {view.state === "open" ? (
            <span>{t("business.seller.quote.validUntil", { date: f.date(view.validUntil) })}</span>
          ) : view.state === "expired" ? (
            <span>{t("business.seller.quote.expiredOn", { date: f.date(view.validUntil) })}</span>
          ) : null}{" "}
          <span className="business-quote__made">{t("business.seller.quote.made", { date: f.date(view.createdAt) })}</span>
        </p>
        <p>
          <a href={quotePdfHref(view.quoteId)} download={`${view.number}.pdf`} data-testid="quote-pdf">
            {t("business.seller.quote.pdf", { number: view.number })}
          </a>
        </p>
      </header>
      {data.notice ? (
        <p role="status" className="notice success">
          {t(data.notice)}
        </p>
      ) : null}
      <div className="business-quote-grid">
        <div className="business-quote-grid__summary">
          <QuoteSummary view={view} parts={parts} />
        </div>
        <div className="business-quote-grid__main">
          <AskRows
            rows={parts.ask}
            csrf={data.csrf}
            open={view.state === "open"}
            error={result?.kind === "pick" ? { row: result.row, message: result.error } : null}
          />
          {tableRows.length ? <QuoteRows rows={tableRows} /> : null}
          <UnpricedRows rows={parts.unpriced} />
        </div>
        <div className="business-quote-grid__accept">
          <AcceptPanel data={data} result={result} />
        </div>
      </div>
    </div>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function AcceptPanel({ data, result }: { data: LoaderData; result: ActionResult | undefined }) {
  const t = useT();
  const view = data.view as QuoteView;
  const blocked = acceptBlocked(view);
  return (
    <section className="business-panel business-accept" aria-labelledby="business-accept-heading" data-testid="accept-panel">
      <h2 id="business-accept-heading">
        {view.state === "accepted" ? t("business.seller.accept.done.heading") : t("business.seller.accept.heading")}
      </h2>
      {view.state === "accepted" ? (
        <>
          <p data-testid="accepted-trade">
            {t(
              view.unitCount >= BUSINESS_COLLECTION_MIN_UNITS
                ? "business.seller.accept.done.collection"
                : "business.seller.accept.done.labels",
              {
                number: view.tradeNumber ?? "",
              },
            )}
          </p>
          <p>
            <LocalizedLink to="businessAccount" className="button">
              {t("business.seller.accept.done.account")}
            </LocalizedLink>
          </p>
        </>
      ) : blocked === "expired" ? (
        <>
          <p>{t("business.seller.accept.blocked.expired")}</p>
          <p>
            <LocalizedLink to="businessQuoteNew">{t("business.seller.accept.newQuote")}</LocalizedLink>
          </p>
        </>
      ) : data.viewer === "guest" ? (
        <GuestAccept csrf={data.csrf} result={result?.kind === "login" ? result : undefined} />
      ) : data.viewer === "consumer" ? (
        <>
          <p>{t("business.seller.accept.consumer", { email: data.email })}</p>
          <p>
            <LocalizedLink to="businessRegister" className="button">
              {t("business.seller.accept.register")}
            </LocalizedLink>
          </p>
        </>
      ) : data.viewer === "otherCompany" ? (
        <p>{t("business.seller.accept.otherCompany")}</p>
      ) : (
        <MemberAccept data={data} result={result?.kind === "accept" ? result : undefined} blocked={blocked} />
      )}
    </section>
  );
}

/** Not logged in: log in here and come back to the same quote, or register the company first. */
function GuestAccept({ csrf, result }: { csrf: string; result: LoginResult | undefined }) {
  const t = useT();
  return (
    <>
      <p>{t("business.seller.accept.guest")}</p>
      <FormAlert message={result?.formError} fields={result?.errors} />
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <Field
          form="business-login"
          name="username"
          label={t("accountUi.login.username")}
          type="email"
          autoComplete="username"
          required
          errors={result?.errors}
          values={result?.values}
        />
        <Field
          form="business-login"
          name="password"
          label={t("accountUi.login.password")}
          type="password"
          autoComplete="current-password"
          required
          maxLength={1000}
          errors={result?.errors}
        />
        <button type="submit" name="intent" value="login">
          {t("business.seller.accept.login")}
        </button>
      </Form>
      <p>
        {t("business.seller.accept.noAccount")}{" "}
        <LocalizedLink to="businessRegister" data-testid="business-register-link">
          {t("business.seller.accept.register")}
        </LocalizedLink>
      </p>
    </>
  );
}

function MemberAccept({
  data,
  result,
  blocked,
}: {
  data: LoaderData;
  result: AcceptResult | undefined;
  blocked: ReturnType<typeof acceptBlocked>;
}) {
  const t = useT();
  const f = useFormat();
  const view = data.view as QuoteView;
  const values = result?.values ?? { ...data.prefill, paymentType: "13" };
  const errors = result?.errors;
  const collection = view.unitCount >= BUSINESS_COLLECTION_MIN_UNITS;
  const dayName = new Intl.DateTimeFormat(f.config.localeCode, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const bound = { form: "business-accept", errors, values };
  return (
    <>
      <p>{t("business.seller.accept.company", { company: data.companyName ?? "" })}</p>
      {blocked ? (
        <p className="business-blocked" id="business-accept-blocked" data-testid="accept-blocked">
          {t(`business.seller.accept.blocked.${blocked}`, { count: view.rows.filter((r) => r.status === "ask").length })}
        </p>
      ) : null}
      <FormAlert message={result?.formError} fields={errors} />
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="csrf" value={data.csrf} />
        <PaymentFields form="business-accept" errors={errors} values={values} />
        {collection ? (
          <fieldset>
            <legend>{t("business.seller.accept.collection.legend")}</legend>
            <p className="form-hint">{t("business.seller.accept.collection.intro", { units: BUSINESS_COLLECTION_MIN_UNITS })}</p>
            <Field {...bound} name="window" label={t("business.seller.accept.collection.window")}>
              {(control) => (
                <select {...control} defaultValue={control.defaultValue}>
                  <option value="">{t("business.seller.accept.collection.choose")}</option>
                  {data.windows.map((w) => (
                    <option key={windowValue(w)} value={windowValue(w)}>
                      {t("business.seller.accept.collection.windowOption", {
                        day: dayName.format(new Date(`${w.day}T12:00:00Z`)),
                        from: w.windowFrom,
                        to: w.windowTo,
                      })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              {...bound}
              name="contactName"
              label={t("business.seller.accept.collection.contactName")}
              autoComplete="name"
              maxLength={80}
            />
            <Field
              {...bound}
              name="phone"
              label={t("business.seller.accept.collection.phone")}
              type="tel"
              autoComplete="tel"
              maxLength={25}
            />
            <Field {...bound} name="notes" label={t("business.seller.accept.collection.notes")} maxLength={300} />
          </fieldset>
        ) : (
          <p className="form-hint">{t("business.seller.accept.labels", { units: BUSINESS_COLLECTION_MIN_UNITS })}</p>
        )}
        <p className="form-hint">{t("business.seller.accept.binding")}</p>
        <button
          type="submit"
          name="intent"
          value="accept"
          disabled={blocked !== null}
          aria-describedby={blocked ? "business-accept-blocked" : undefined}
        >
          {t("business.seller.accept.submit", { total: f.money(view.totalCents) })}
        </button>
      </Form>
    </>
  );
}

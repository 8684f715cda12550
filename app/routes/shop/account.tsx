import type { ReactNode } from "react";
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/account";
import { loginSchema } from "../../../core/account/index.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { activateAndSignIn, guestTradesWaiting, joinGuestTrades, login } from "../../../core/account/index.server.ts";
import { GuestTradesJoined, GuestTradesOffer, JOIN_GUEST_TRADES_INTENT } from "../../features/account/guest-trades.tsx";
import { getAddress, listPaymentAccounts, tradeCountOf, tradeHistory, tradeLinksOf } from "../../../core/customer/index.server.ts";
import { pathFor, type PageId } from "../../../core/editions/index.ts";
import { formValues, issuesToErrors } from "../../features/account/errors.ts";
import { CsrfField, Field, FormAlert, Notice, type FieldErrors } from "../../features/account/form.tsx";
import { accountSession, endSession, redirectWith, respond, startSession } from "../../../server/sessions/shop.server.ts";
import { LocalizedLink, useFormat, usePath, useT } from "../../i18n/i18n.tsx";
import { noindexMeta } from "../../lib/meta.ts";
import { pageSession, postedForm, formPage, changeThen } from "./account-form.server.ts";
import { islandFor } from "../../islands/assets.server.ts";
import { documentClientLoader } from "../../lib/document-load.ts";
import { getTradeByNumber } from "../../../core/trade/index.server.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { CancelledNotice, CancelTrade, Timeline } from "../../features/tracking/trade-life.tsx";
import { Certificates } from "../../features/tracking/certificates.tsx";
import { PurchaseRecordLink } from "../../features/tracking/purchase-record.tsx";
import { purchaseRecordLinks } from "../../../core/purchase-record/index.server.ts";
import { Shipments } from "../../features/tracking/shipments.tsx";
import { journeysByTrade } from "../../../core/carrier/index.server.ts";
import { shippingParcelDelivered } from "../../../core/carrier/index.ts";
import { certificateLinks } from "../../../core/inspection/index.server.ts";
import { cancelFromPage } from "./trade-cancel.server.ts";
import { tradeFollowUps } from "./clarification.server.ts";
import { TradeFollowUp } from "../../features/tracking/follow-up.tsx";
import { AlertLine } from "../../ui/alert-line.tsx";
import { PostalAddress } from "../../i18n/postal-address.tsx";
import { TradesGlance } from "../../features/account/trades-glance.tsx";

const NOTICES: Record<string, string> = {
  loggedOut: "accountUi.notice.loggedOut",
  address: "accountUi.notice.addressSaved",
  payment: "accountUi.notice.paymentSaved",
  reset: "accountUi.notice.passwordReset",
  deleted: "accountUi.notice.deleted",
  email: "accountUi.notice.emailChanged",
  activated: "accountUi.activation.done",
};

/**
 * The overview lists the customer's latest trades (decision 0136): with 500 trades the page took
 * 270 ms to render them all; the older ones are in the data export.
 */
const ACCOUNT_TRADES_SHOWN = 50;

/** How many guest trades just joined (`?joined=`, after the activation link or the offer's button; decision 0106). */
const joinedOf = (url: URL) => Math.min(Number.parseInt(url.searchParams.get("joined") ?? "", 10) || 0, 999);

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, accountSession);
  const base = formPage(ctx, "account", session);
  const token = url.searchParams.get("token");
  let activation: { activated: boolean; email: string | null } | null = null;
  if (token !== null) {
    // A valid link activates, joins the proven e-mail's guest trades and logs in (decision 0106); a used or expired one says so.
    const signedIn = await activateAndSignIn(session.env, token);
    if (signedIn) {
      startSession(session, signedIn.pair);
      const count = signedIn.joined.length ? `&joined=${signedIn.joined.length}` : "";
      throw redirectWith(session, `${pathFor(ctx.edition, "account")}?done=activated${count}`);
    }
    activation = { activated: false, email: null };
  }
  const joined = joinedOf(url);
  const notice = NOTICES[url.searchParams.get("done") ?? ""] ?? null;
  // Not logged in: the login form, a plain post the server answers, rendered without hydration (decision 0057).
  if (!session.customerId || !session.customer)
    return respond(session, {
      ...base,
      activation,
      notice,
      joined,
      guestTradesWaiting: 0,
      overview: null,
      confirmCancel: null,
      cancelled: null,
      island: islandFor("content-page"),
    });
  const db = ctx.deps.database.db;
  const [trades, tradeCount, links, address, bank, paypal, waiting] = await Promise.all([
    tradeHistory(db, session.customerId, { limit: ACCOUNT_TRADES_SHOWN }),
    tradeCountOf(db, session.customerId),
    tradeLinksOf(db, session.customerId).then((found) => Object.fromEntries(found)),
    getAddress(db, session.customerId).catch(() => null),
    listPaymentAccounts(db, session.customerId, "bank"),
    listPaymentAccounts(db, session.customerId, "paypal"),
    guestTradesWaiting(db, session.customerId),
  ]);
  const payment = [...bank, ...paypal].at(-1) ?? null;
  const numbers = trades.map((tr) => tr.tradeNumber);
  const [certificates, purchaseRecords, followUps, shipments] = await Promise.all([
    certificateLinks(db, numbers).then((found) => Object.fromEntries(found)),
    // the paid trades' purchase records (decision 0115)
    purchaseRecordLinks(db, numbers),
    tradeFollowUps(db, ctx.edition, numbers),
    journeysByTrade(db, ctx.edition, numbers).then((found) => Object.fromEntries(found)),
  ]);
  const c = session.customer;
  // Cancel (decision 0024): `?cancel=<number>` shows the confirmation, `?cancelled=<number>` the result.
  const pick = (name: string) => trades.find((tr) => tr.tradeNumber === url.searchParams.get(name)) ?? null;
  return respond(session, {
    ...base,
    activation,
    notice,
    joined,
    guestTradesWaiting: waiting,
    confirmCancel: pick("cancel")?.state === "created" ? pick("cancel")!.tradeNumber : null,
    cancelled: pick("cancelled")?.state === "cancelled" ? pick("cancelled")!.tradeNumber : null,
    overview: {
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      customerNumber: c.customerNumber,
      trades,
      olderTrades: Math.max(0, tradeCount - trades.length),
      links,
      address,
      payment,
      certificates,
      purchaseRecords,
      followUps,
      shipments,
    },
  });
}

/** Login page and logged-in overview are island pages (decisions 0057, 0133): a client navigation here is a document load. */
export const clientLoader = documentClientLoader;

/** Login and logout; both redirect (post/redirect/get), so a reload never re-posts. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, accountSession);
  const home = pathFor(ctx.edition, "account");
  if (form.get("intent") === "logout") {
    await endSession(session);
    return redirectWith(session, `${home}?done=loggedOut`);
  }
  if (form.get("intent") === JOIN_GUEST_TRADES_INTENT) {
    // The logged-in customer's own proven e-mail only (decision 0106); logged out it is simply the account page again.
    if (!session.customerId) return redirectWith(session, home);
    const joined = await joinGuestTrades(ctx.deps.database.db, session.customerId, nowFrom(ctx.deps));
    return redirectWith(session, `${home}?joined=${joined.length}`);
  }
  if (form.get("intent") === "cancel") {
    // Only the logged-in owner; any other trade number is the same "no such trade".
    const trade = session.customerId
      ? await getTradeByNumber(ctx.deps.database.db, String(form.get("tradeNumber") ?? "").slice(0, 40))
      : null;
    if (!trade || !session.customerId || trade.customer.customerId !== session.customerId) {
      return respond(session, { cancelError: translator(ctx.locale)("problem.detail.noTrade"), tradeNumber: null as string | null }, 404);
    }
    const refused = await cancelFromPage(ctx, trade, { kind: "customer", id: session.customerId });
    if (refused) return respond(session, { cancelError: refused.error, tradeNumber: trade.tradeNumber as string | null }, refused.status);
    return redirectWith(session, `${home}?cancelled=${encodeURIComponent(trade.tradeNumber)}#cancel-${trade.tradeNumber}`);
  }
  const values = formValues(form, ["username"]);
  const parsed = loginSchema.safeParse({
    username: values.username,
    password: String(form.get("password") ?? ""),
    remember: form.get("remember") === "on",
  });
  if (!parsed.success)
    return respond(session, { values, errors: issuesToErrors(parsed.error.issues) as FieldErrors, formError: null as string | null }, 422);
  return changeThen(session, values, home, async () => {
    startSession(session, await login(session.env, parsed.data));
  });
}

export const meta: Route.MetaFunction = noindexMeta;

export default function Account() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page account">
      <h1>{t("page.account.heading")}</h1>
      <Notice message={data.notice} />
      <GuestTradesJoined count={data.joined} />
      {data.activation ? (
        data.activation.activated ? (
          <p role="status" className="notice success">
            {t("accountUi.activation.done")}
          </p>
        ) : (
          <p role="alert" className="notice error">
            {t("accountUi.activation.failed")}
          </p>
        )
      ) : null}
      <CancelledNotice tradeNumber={data.cancelled} />
      {data.overview ? <GuestTradesOffer waiting={data.guestTradesWaiting} csrf={data.csrf} postTo={data.path} /> : null}
      {data.overview ? (
        <Overview overview={data.overview} csrf={data.csrf} confirmCancel={data.confirmCancel} />
      ) : (
        <LoginForm csrf={data.csrf} email={data.activation?.email ?? ""} postTo={data.path} />
      )}
    </div>
  );
}

/** A document post (the page is an island): a refused login comes back with the e-mail kept, never the password. */
function LoginForm({ csrf, email, postTo }: { csrf: string; email: string; postTo: string }) {
  const t = useT();
  const result = useActionData<typeof action>();
  const errors = result && "errors" in result ? result.errors : undefined;
  const values = result && "values" in result ? result.values : { username: email };
  return (
    <section aria-labelledby="login-heading">
      <h2 id="login-heading">{t("accountUi.login.heading")}</h2>
      <FormAlert message={result && "formError" in result ? result.formError : null} fields={errors} />
      <form method="post" action={postTo} noValidate className="form" data-submit-once="">
        <CsrfField token={csrf} />
        <Field
          form="login"
          name="username"
          label={t("accountUi.login.username")}
          type="email"
          autoComplete="username"
          required
          errors={errors}
          values={values}
        />
        <Field
          form="login"
          name="password"
          label={t("accountUi.login.password")}
          type="password"
          autoComplete="current-password"
          required
          maxLength={1000}
          errors={errors}
        />
        <div className="checkbox-field">
          <input type="checkbox" id="login-remember" name="remember" />
          <label htmlFor="login-remember">{t("accountUi.login.remember")}</label>
        </div>
        <button type="submit" name="intent" value="login">
          {t("accountUi.login.submit")}
        </button>
      </form>
      <p>
        <LocalizedLink to="passwordForgot">{t("accountUi.login.forgot")}</LocalizedLink>
      </p>
      <p>
        {t("accountUi.login.noAccount")} <LocalizedLink to="accountRegister">{t("accountUi.login.register")}</LocalizedLink>
      </p>
      <p>
        {t("accountUi.login.guestTrade")} <LocalizedLink to="tradeLookup">{t("footer.tradeLookup")}</LocalizedLink>
      </p>
    </section>
  );
}

/** The overview's details the customer can change on their own pages: heading, page, link text (message keys). */
const CHANGEABLE = {
  payout: { heading: "accountUi.overview.payout", page: "accountPaymentChange", change: "accountUi.overview.changePayment" },
  address: { heading: "accountUi.overview.address", page: "accountAddressChange", change: "accountUi.overview.changeAddress" },
} as const satisfies Record<string, { heading: string; page: PageId; change: string }>;

/** One of those details (section ids `<id>-heading`); "none" while there is none. */
function ChangeableDetail({ id, children }: { id: keyof typeof CHANGEABLE; children: ReactNode }) {
  const t = useT();
  const detail = CHANGEABLE[id];
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t(detail.heading)}</h2>
      {children ?? <p>{t("accountUi.overview.none")}</p>}
      <p>
        <LocalizedLink to={detail.page}>{t(detail.change)}</LocalizedLink>
      </p>
    </section>
  );
}

type OverviewData = NonNullable<Awaited<ReturnType<typeof loader>>["data"]["overview"]>;

function Overview({ overview, csrf, confirmCancel }: { overview: OverviewData; csrf: string; confirmCancel: string | null }) {
  const t = useT();
  const f = useFormat();
  const { address, payment, trades } = overview;
  const result = useActionData<typeof action>();
  const cancelResult = result && "cancelError" in result ? result : null;
  const home = usePath()("account");
  return (
    <>
      <p className="lead">
        {overview.firstName
          ? t("accountUi.overview.greeting", { name: overview.firstName, number: overview.customerNumber })
          : t("accountUi.overview.greetingNoName", { number: overview.customerNumber })}
      </p>
      {/* At 1366 px the trades at a glance and the details beside the trades' full entries; on a phone
          the glance, the trades, then the details (decision 0103). */}
      <div className="account-overview">
        <TradesGlance trades={trades} />
        <section aria-labelledby="trades-heading" className="account-overview__trades">
          <h2 id="trades-heading">{t("accountUi.overview.trades")}</h2>
          {trades.length === 0 ? <p>{t("accountUi.overview.noTrades")}</p> : null}
          <AlertLine>{cancelResult && !cancelResult.tradeNumber ? t(cancelResult.cancelError) : null}</AlertLine>
          <ul className="account-trades">
            {trades.map((trade) => (
              <li key={trade.tradeNumber} id={`trade-${trade.tradeNumber}`} className="account-trade">
                <h3>
                  {t("accountUi.overview.trade", { number: trade.tradeNumber })} · {f.money(Math.round(trade.total * 100))}
                </h3>
                <p>{trade.lines.map((l) => `${l.quantity} × ${l.deviceName}`).join(", ")}</p>
                <p>
                  {t("tracking.stateLabel")} <strong>{t(`tracking.state.${trade.state}`)}</strong>
                </p>
                {overview.links[trade.tradeNumber] ? (
                  <ul className="account-trade__links">
                    <li>
                      <a href={overview.links[trade.tradeNumber]!.trackingPath} data-testid="trade-tracking-link">
                        {t("accountUi.overview.trackingLink", { number: trade.tradeNumber })}
                      </a>
                    </li>
                    {trade.state === "created" ? (
                      <li>
                        <a
                          href={overview.links[trade.tradeNumber]!.labelUrl}
                          download={`label-${trade.tradeNumber}.pdf`}
                          data-testid="trade-label-link"
                        >
                          {t("accountUi.overview.labelLink", { number: trade.tradeNumber })}
                        </a>
                      </li>
                    ) : null}
                  </ul>
                ) : null}
                <Timeline
                  events={trade.events}
                  label={t("accountUi.overview.timeline", { number: trade.tradeNumber })}
                  parcels={overview.shipments[trade.tradeNumber] ?? []}
                />
                <Shipments tradeNumber={trade.tradeNumber} items={overview.shipments[trade.tradeNumber] ?? []} heading="h3" />
                <TradeFollowUp tradeNumber={trade.tradeNumber} followUp={overview.followUps[trade.tradeNumber]} heading="h3" />
                <Certificates tradeNumber={trade.tradeNumber} items={overview.certificates[trade.tradeNumber] ?? []} />
                <PurchaseRecordLink href={overview.purchaseRecords[trade.tradeNumber]} />
                {trade.state === "created" ? (
                  <CancelTrade
                    tradeNumber={trade.tradeNumber}
                    confirming={confirmCancel === trade.tradeNumber || cancelResult?.tradeNumber === trade.tradeNumber}
                    csrf={csrf}
                    keepHref={`${home}#cancel-${trade.tradeNumber}`}
                    error={cancelResult?.tradeNumber === trade.tradeNumber ? cancelResult.cancelError : null}
                    delivered={shippingParcelDelivered(overview.shipments[trade.tradeNumber] ?? [])}
                  />
                ) : (
                  <AlertLine>{cancelResult?.tradeNumber === trade.tradeNumber ? t(cancelResult.cancelError) : null}</AlertLine>
                )}
              </li>
            ))}
          </ul>
          {overview.olderTrades > 0 ? (
            <p data-testid="older-trades">
              {t("accountUi.overview.olderTrades", { count: overview.olderTrades, shown: overview.trades.length })}{" "}
              <LocalizedLink to="accountManagement">{t("accountUi.export.heading")}</LocalizedLink>
            </p>
          ) : null}
        </section>
        <div className="account-overview__details">
          <ChangeableDetail id="payout">
            {payment ? (
              payment.kind === "paypal" ? (
                <p>
                  {t("accountUi.payment.paypal")}: <span data-testid="payout">{payment.paypalEmail}</span>
                </p>
              ) : (
                <p>
                  {t("accountUi.payment.sepa")}: <span data-testid="payout">{payment.iban}</span> ({payment.accountHolder})
                </p>
              )
            ) : null}
          </ChangeableDetail>
          <ChangeableDetail id="address">
            {address ? <PostalAddress address={address} name={`${overview.firstName} ${overview.lastName}`} testId="address" /> : null}
          </ChangeableDetail>
          <section aria-labelledby="settings-heading">
            <h2 id="settings-heading">{t("accountUi.overview.settings")}</h2>
            <p>
              <LocalizedLink to="accountManagement">{t("accountUi.overview.management")}</LocalizedLink>
            </p>
            <Form method="post">
              <CsrfField token={csrf} />
              <button type="submit" name="intent" value="logout">
                {t("accountUi.logout")}
              </button>
            </Form>
          </section>
        </div>
      </div>
    </>
  );
}

import { useCallback, useEffect, useMemo, useReducer } from "react";
import { data, redirect, useActionData, useLoaderData, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import {
  addLine,
  cartLineTotalCents,
  cartTotals,
  isLineExpired,
  isOverB2BCap,
  removeLine,
  pricesConfirmed,
  setB2BMode,
  setPriceCalculateDone,
  setPayment,
  setQuantity,
  setVoucher,
  emptyCart,
  type CartLine,
  CART_COOKIE,
  parseCartCookieValue,
} from "../../../core/cart/index.ts";
import { B2B_TRADE_CAP_EUR, CONTENT_SLUGS, countryName, editions, pathFor } from "../../../core/editions/index.ts";
import { getOffer } from "../../../core/offer/index.server.ts";
import { lineTotalCents, nowFrom } from "../../../core/shared/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { isB2BMode } from "../../../core/trade/index.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { widgetPartnerOf } from "../../../server/http/widget-partner.server.ts";
import { TRADE_CREATED_PARAM, tradeCreatedProof } from "../../../core/widget/index.server.ts";
import { requireEditionPage } from "../../lib/errors.ts";
import { CartView } from "../../features/cart/cart-view.tsx";
import { cartLineOf, fetchOffer, isGone, repriceOffer, type OfferDetails } from "../../features/cart/offers-api.ts";
import { useStoredCart } from "../../features/cart/use-cart.ts";
import { analyticsItem, beginCheckoutEvent } from "../../features/checkout/analytics-items.ts";
import { CheckoutForm, type CheckoutErrors } from "../../features/checkout/checkout-form.tsx";
import {
  beginCheckoutDue,
  blockedReason,
  confirmedOffers,
  expiredLines,
  initialReconcile,
  isChecking,
  missingOffers,
  type Notice,
  reconcile,
  refreshNotice,
  refusedLines,
  shownLines,
  usedLines,
} from "../../features/cart/reconcile.ts";
import { Guarantees } from "../../features/trust/guarantees.tsx";
import { emptyCheckoutValues, paymentTypeOf, readCheckoutForm, type OfferRef } from "../../features/checkout/form-input.ts";
import { submitCheckout } from "./checkout-submit.server.ts";
import { parseCookies } from "../../../server/http/cookies.server.ts";
import { accountSession, checkoutDefaults, headersOf, respond } from "../../../server/sessions/shop.server.ts";
import { savedPayoutChoice } from "../../../core/customer/index.server.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { track } from "../../lib/analytics.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";

interface ServerLine {
  line: CartLine;
  details: OfferDetails;
}

/** An offer of this edition as a cart line with its details, or the message key saying why it cannot be one. */
async function serverLine(
  db: Parameters<typeof getOffer>[0],
  edition: Parameters<typeof getOffer>[1],
  offerId: string,
  quantity: number,
  now: Date,
): Promise<ServerLine | string> {
  const found = await getOffer(db, edition, offerId);
  if (!found || found.noOffer) return "checkout.cart.offerUnknown";
  if (isLineExpired(found, now.getTime())) return "checkout.cart.offerExpired";
  if (found.used) return "checkout.cart.offerUsed";
  const { edition: _edition, priceCents: _cents, ...details } = found;
  return { line: cartLineOf(details, quantity), details };
}

/**
 * The checkout page (`/checkout`, Italy `/guardare`): the browser cart, then the guest checkout
 * form. Without JavaScript `?offer=<offerId>` (the device page's link) gives the one line; the
 * lines of the stored cart come from its cookie mirror (decision 0061), so the first paint shows them.
 * A logged-in customer (web session, server/sessions/shop.server.ts) gets the form pre-filled (`customerDefaults`)
 * and the trade is placed under their customer id.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { edition, mode, deps } = context.get(pageContext);
  const session = await accountSession(context.get(pageContext), request);
  const config = editions[edition];
  const offerId = url.searchParams.get("offer");
  const now = nowFrom(deps);
  // the ?offer line and the stored cart's lines as its cookie names them (decision 0061), read at once:
  // rendered now, so React finds them in place
  const named = parseCartCookieValue(parseCookies(request.headers.get("cookie")).get(CART_COOKIE));
  const [linked, stored] = await Promise.all([
    offerId ? serverLine(deps.database.db, edition, offerId.slice(0, 100), 1, now) : null,
    Promise.all(named.map((n) => serverLine(deps.database.db, edition, n.offerId, n.quantity, now))),
  ]);
  const offer = linked === null || typeof linked === "string" ? null : linked;
  const offerProblem = typeof linked === "string" ? linked : null;
  const storedLines = stored.filter((found): found is ServerLine => typeof found !== "string");
  return respond(session, {
    page: "checkout" as const,
    path: pathFor(edition, "checkout"),
    alternates: alternatePaths("checkout", {}),
    b2b: isB2BMode(mode),
    idempotencyKey: crypto.randomUUID(),
    offer,
    offerProblem,
    storedLines,
    termsPath: pathFor(edition, "content", { slug: CONTENT_SLUGS[edition].terms }),
    countries: config.shipsFrom.map((code) => ({ code, name: countryName(code, edition) })),
    /** A logged-in customer's saved name, address and payout account (not the IBAN). */
    customerDefaults: await checkoutDefaults(session),
    /** The saved payout account, masked ("••••3000"), offered as the first choice (decision 0031). */
    savedPayout: session.customerId ? await savedPayoutChoice(deps.database.db, session.customerId) : null,
  });
}

/** Works without JavaScript: validates, creates the trade (one per Idempotency-Key), 303 to the thank-you page. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(pageContext);
  requireEditionPage(ctx.edition, url);
  const submission = readCheckoutForm(await request.formData());
  const session = await accountSession(ctx, request);
  // in the widget: the partner of the URL's key, looked up; never a partner id from the form (decision 0045)
  const partner = await widgetPartnerOf(ctx.deps.database.db, ctx.mode, url);
  const outcome = await submitCheckout(
    ctx,
    mailOrigin(ctx.deps.config, ctx.edition),
    submission,
    translator(ctx.locale),
    session.customerId,
    partner?.id ?? null,
  );
  if (!outcome.ok) {
    const { values } = submission;
    return data(
      { values, errors: outcome.errors, formErrors: outcome.formErrors, refusedOffers: outcome.refusedOffers },
      { status: outcome.status },
    );
  }
  const query = new URLSearchParams({ trade: outcome.tradeNumber, token: outcome.token });
  // the widget's thank-you page announces trade_created only with this proof (decision 0071)
  if (partner)
    query.set(TRADE_CREATED_PARAM, tradeCreatedProof(ctx.deps.secrets.sessionSecret, partner.id, outcome.tradeNumber, nowFrom(ctx.deps)));
  return redirect(`${pathFor(ctx.edition, "thankYou")}?${query}`, { status: 303, headers: headersOf(session) });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function Checkout() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const t = useT();
  const { money, config } = useFormat();
  const [cart, update] = useStoredCart();
  const [state, dispatch] = useReducer(
    reconcile,
    [...loaderData.storedLines, ...(loaderData.offer ? [loaderData.offer] : [])],
    initialReconcile,
  );
  const { details } = state;
  const checking = isChecking(state);

  /**
   * Asks for a fresh offer with the same answers for each line (expired, used by a trade, or refused
   * at submit) and replaces the line; a line that no longer gets an offer is removed. Each outcome
   * is announced, saying so when a trade had used the old offer.
   */
  const refreshLines = useCallback(
    (stale: CartLine[], removedKey: string) => {
      if (stale.length === 0) return;
      dispatch({ type: "checkStarted" });
      const price = (fresh: OfferDetails) => money(fresh.totalCents ?? lineTotalCents(fresh.price, 1));
      void Promise.all(
        stale.map(async (line): Promise<Notice> => {
          let outcome: { fresh: OfferDetails | null; used: boolean };
          try {
            const { offer: fresh, used } = await repriceOffer(line.offerId);
            outcome = { fresh, used };
          } catch {
            return refreshNotice(line, "failed", removedKey, price);
          }
          const { fresh } = outcome;
          update((s) => {
            const without = removeLine(s, line.offerId);
            return fresh ? addLine(without, cartLineOf(fresh, line.quantity), Date.now()) : without;
          });
          if (fresh) dispatch({ type: "offersRead", offers: [fresh] });
          return refreshNotice(line, outcome, removedKey, price);
        }),
      ).then((notices) => dispatch({ type: "checkDone", notices }));
    },
    [update, money],
  );

  // Once the stored cart is read: the shop's B2B mode, the ?offer line, expired offers re-priced or removed.
  useEffect(() => {
    if (!cart || state.started) return;
    update((s) => setB2BMode(s, loaderData.b2b));
    const linked = loaderData.offer;
    dispatch({ type: "started", linkedAdded: Boolean(linked) });
    if (linked) {
      update((s) => (s.cart.some((l) => l.offerId === linked.line.offerId) ? s : addLine(s, linked.line, Date.now())));
      // The line now lives in the cart: drop ?offer= so a reload after removing it does not bring it back.
      void navigate(loaderData.path, { replace: true, preventScrollReset: true });
    }
    refreshLines(expiredLines(cart.cart, Date.now()), "checkout.cart.expiredRemoved");
  }, [cart, state.started, update, loaderData.b2b, loaderData.offer, loaderData.path, navigate, refreshLines]);

  // A submission result: the form's next attempt, and the offers the server refused (expired meanwhile,
  // no longer in this shop) get the same treatment. Only when a new result arrives (not on every cart change).
  useEffect(() => {
    if (!result) return;
    dispatch({ type: "submitted" });
    const refused = "refusedOffers" in result ? result.refusedOffers : undefined;
    if (refused?.length && cart) refreshLines(refusedLines(cart.cart, refused), "checkout.cart.refusedRemoved");
  }, [result]);

  // The offers' details (condition, answers, brand, category) for the lines and the analytics items.
  const lines = useMemo(
    () =>
      shownLines(
        cart,
        loaderData.storedLines.map((s) => s.line),
        loaderData.offer?.line,
        state.linkedAdded,
      ),
    [cart, loaderData.offer, loaderData.storedLines, state.linkedAdded],
  );
  const missingKey = missingOffers(lines, state, Date.now()).join(",");
  useEffect(() => {
    if (!missingKey) return;
    let cancelled = false;
    // null: the shop no longer knows the offer (the line goes); undefined: not readable right now (it stays)
    const read = (id: string) =>
      fetchOffer(id).then(
        (o) => [id, o] as const,
        (err: unknown) => [id, isGone(err) ? null : undefined] as const,
      );
    void Promise.all(missingKey.split(",").map(read)).then((found) => {
      if (cancelled) return;
      dispatch({ type: "offersRead", offers: found.flatMap(([, o]) => (o ? [o] : [])) });
      const unknown = found.filter(([, o]) => o === null).map(([id]) => id);
      if (unknown.length) {
        for (const id of unknown) update((s) => removeLine(s, id));
        dispatch({ type: "offersUnknown" });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [missingKey, update]);

  // Offers a trade has used already (placed in another tab or device): a fresh offer, like an expired one.
  const used = cart ? usedLines(cart.cart, state) : [];
  const usedKey = used.map((l) => l.offerId).join(",");
  useEffect(() => {
    if (!usedKey) return;
    dispatch({ type: "usedSent", offerIds: used.map((l) => l.offerId) });
    refreshLines(used, "checkout.cart.usedRemoved");
  }, [usedKey]);

  // priceCalculateDone: set once every line's offer was read back as valid and no re-pricing runs;
  // any change of the lines resets it (core/cart withLines).
  useEffect(() => {
    if (!cart || checking) return;
    const confirmed = confirmedOffers(state);
    update((s) => setPriceCalculateDone(s, pricesConfirmed(s, confirmed, Date.now())));
  }, [cart, details, checking, update]);

  const totals = cart ? cartTotals(cart) : { totalCents: lines.reduce((sum, l) => sum + cartLineTotalCents(l), 0) };

  // begin_checkout once per arrival, with the items, when the cart and its offers are known.
  useEffect(() => {
    if (!beginCheckoutDue(state, cart)) return;
    dispatch({ type: "begun" });
    const items = cart.cart.map((l) => {
      const o = details[l.offerId];
      return analyticsItem({
        deviceId: l.deviceId,
        deviceName: l.deviceName,
        manufacturer: o?.device.manufacturer,
        category: o?.device.category,
        condition: o?.condition,
        price: l.price,
        quantity: l.quantity,
        answers: l.answers,
        campaign: l.campaign,
      });
    });
    track(beginCheckoutEvent(items, cartTotals(cart).totalCents));
  }, [cart, details, checking, state.begun]);

  const offers: OfferRef[] = lines.filter((l) => !isLineExpired(l, Date.now())).map((l) => ({ offerId: l.offerId, quantity: l.quantity }));
  const blocked = blockedReason(state, offers.length, cart);
  const values = result?.values ?? { ...emptyCheckoutValues(config.country), ...loaderData.customerDefaults };

  return (
    <div className="page checkout">
      <h1>{t("page.checkout.heading")}</h1>
      <p className="lead">{t("page.checkout.intro")}</p>
      <div role="status" className="checkout__notices">
        {loaderData.offerProblem && !cart ? <p className="notice error">{t(loaderData.offerProblem)}</p> : null}
        {state.notices.map((n, i) => (
          <p key={i} className="notice">
            {t(n.key, n.vars)}
          </p>
        ))}
      </div>
      {/* The cart is the order summary: beside the form and in view while it scrolls at 1366 px,
          above it on a phone (CSS only, decision 0103). */}
      <div className="checkout__layout">
        <div className="checkout__summary">
          <CartView
            lines={lines}
            details={details}
            totalCents={totals.totalCents}
            interactive={cart !== null}
            onQuantity={(offerId, q) => update((s) => setQuantity(s, offerId, q))}
            onRemove={(offerId) => update((s) => removeLine(s, offerId))}
            onEmpty={() => update(emptyCart)}
          />
        </div>
        {cart && isOverB2BCap(cart) ? (
          <p className="notice error" role="alert">
            {t("checkout.blocked.b2bCap", { amount: money(B2B_TRADE_CAP_EUR * 100) })}
          </p>
        ) : null}
        {/* An empty cart shows its empty state (CartView) with the way to sell, not the form. */}
        {lines.length === 0 ? null : (
          <CheckoutForm
            values={values}
            savedPayout={loaderData.savedPayout}
            errors={(result?.errors ?? {}) as CheckoutErrors}
            formErrors={result?.formErrors ?? []}
            offers={offers}
            idempotencyKey={loaderData.idempotencyKey}
            termsPath={loaderData.termsPath}
            countries={loaderData.countries}
            submitting={navigation.state === "submitting"}
            blockedReason={blocked}
            attempt={state.attempt}
            initialVoucher={result ? undefined : (cart?.voucher ?? undefined)}
            onPayoutChange={(method) => update((s) => setPayment(s, paymentTypeOf(method), method === "paypal"))}
            onVoucherChange={(code) => update((s) => setVoucher(s, code))}
          />
        )}
      </div>
      {lines.length === 0 ? null : <Guarantees id="checkout-guarantees" />}
    </div>
  );
}

import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/checkout";
import { cartLineTotalCents, createDefaultCartState, isOverB2BCap, withLines, type CartLine } from "../../../core/cart/index.ts";
import { B2B_TRADE_CAP_EUR, CONTENT_SLUGS, countryName, editions, pathFor } from "../../../core/editions/index.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { isB2BMode } from "../../../core/trade/index.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { widgetPartnerOf } from "../../../server/http/widget-partner.server.ts";
import { TRADE_CREATED_PARAM, tradeCreatedProof } from "../../../core/widget/index.server.ts";
import { islandFor } from "../../islands/assets.server.ts";
import { documentClientLoader } from "../../lib/document-load.ts";
import { requireEditionPage } from "../../lib/errors.ts";
import { CartView } from "../../features/cart/cart-view.tsx";
import type { OfferDetails } from "../../features/cart/offers-api.ts";
import { analyticsItem, beginCheckoutEvent } from "../../features/checkout/analytics-items.ts";
import { CheckoutForm, type CheckoutErrors } from "../../features/checkout/checkout-form.tsx";
import { CHECKOUT_ISLAND_DATA_ID, CHECKOUT_ISLAND_TEXTS, type CheckoutIslandData } from "../../features/checkout/island-data.ts";
import { jsonForScript } from "../../features/offer/breakdown.ts";
import { Guarantees } from "../../features/trust/guarantees.tsx";
import { emptyCheckoutValues, readCheckoutForm } from "../../features/checkout/form-input.ts";
import { checkoutLines, type ServerLine } from "./checkout-lines.server.ts";
import { submitCheckout } from "./checkout-submit.server.ts";
import { accountSession, checkoutDefaults, headersOf, respond } from "../../../server/sessions/shop.server.ts";
import { savedPayoutChoice } from "../../../core/customer/index.server.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";

/**
 * The checkout page (`/checkout`, Italy `/guardare`): the browser cart, then the guest checkout
 * form. An island page (decision 0132): rendered on the server only, with the lines the visitor
 * has — the stored cart's cookie mirror (decision 0061), or the island's `x-sellback-cart` header
 * when it asks for the page again after a change (same format, validated the same way), and
 * `?offer=<offerId>` (the device page's link without JavaScript) — so nothing moves when the
 * island (`app/islands/checkout-page.ts`) reads the stored cart.
 * A logged-in customer (web session, server/sessions/shop.server.ts) gets the form pre-filled (`customerDefaults`)
 * and the trade is placed under their customer id.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { edition, mode, deps } = context.get(pageContext);
  const session = await accountSession(context.get(pageContext), request);
  const config = editions[edition];
  const offerId = url.searchParams.get("offer");
  const now = nowFrom(deps);
  const { offer, offerProblem, storedLines } = await checkoutLines(deps.database.db, edition, request.headers, offerId, now);
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
    island: islandFor("checkout-page"),
  });
}

/** Every client navigation to the checkout is a document load (an island page, decision 0132). */
export const clientLoader = documentClientLoader;

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

/** The lines the server renders: the cookie's (or header's), then the ?offer line unless it is one of them. */
function renderedLines(stored: readonly ServerLine[], linked: ServerLine | null): ServerLine[] {
  return linked && !stored.some((s) => s.line.offerId === linked.line.offerId) ? [...stored, linked] : [...stored];
}

/** The begin_checkout event of these lines, with their offers' details (the island sends it once the stored cart agrees). */
function beginCheckoutOf(lines: readonly ServerLine[], totalCents: number) {
  const items = lines.map(({ line, details }) =>
    analyticsItem({
      deviceId: line.deviceId,
      deviceName: line.deviceName,
      manufacturer: details.device.manufacturer,
      category: details.device.category,
      condition: details.condition,
      price: line.price,
      quantity: line.quantity,
      answers: line.answers,
      campaign: line.campaign,
    }),
  );
  return beginCheckoutEvent(items, totalCents);
}

/** Rendered on the server only; `app/islands/checkout-page.ts` adds what needs the browser. */
export default function Checkout() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const { money, config } = useFormat();
  const server = renderedLines(loaderData.storedLines, loaderData.offer);
  const lines: CartLine[] = server.map((s) => s.line);
  const details: Record<string, OfferDetails> = Object.fromEntries(server.map((s) => [s.line.offerId, s.details]));
  const totalCents = lines.reduce((sum, l) => sum + cartLineTotalCents(l), 0);
  const overCap = isOverB2BCap({ ...withLines(createDefaultCartState(), lines), B2BMode: loaderData.b2b });
  const offers = server.filter((s) => !s.stale).map(({ line }) => ({ offerId: line.offerId, quantity: line.quantity }));
  const blocked = offers.length === 0 ? "checkout.blocked.empty" : overCap ? "checkout.blocked.b2bCap" : null;
  const values = result?.values ?? { ...emptyCheckoutValues(config.country), ...loaderData.customerDefaults };
  const islandData: CheckoutIslandData = {
    lines,
    linked: loaderData.offer?.line.offerId ?? null,
    stale: server.filter((s) => s.stale).map((s) => s.line.offerId),
    b2b: loaderData.b2b,
    refused: result && "refusedOffers" in result ? (result.refusedOffers ?? []) : [],
    locale: config.localeCode,
    currency: config.currency,
    // formatted here with their placeholders as values, so the island only fills them in (fillText)
    texts: Object.fromEntries(CHECKOUT_ISLAND_TEXTS.map((key) => [key, t(key, { device: "{device}", price: "{price}" })])),
  };

  return (
    <div className="page checkout">
      <h1>{t("page.checkout.heading")}</h1>
      <p className="lead">{t("page.checkout.intro")}</p>
      <div role="status" className="checkout__notices">
        {loaderData.offerProblem ? <p className="notice error">{t(loaderData.offerProblem)}</p> : null}
      </div>
      {/* The cart is the order summary: beside the form and in view while it scrolls at 1366 px,
          above it on a phone (CSS only, decision 0103). */}
      <div className="checkout__layout">
        <div className="checkout__summary">
          <CartView lines={lines} details={details} totalCents={totalCents} beginCheckout={beginCheckoutOf(server, totalCents)} />
        </div>
        {overCap ? (
          <p className="notice error" role="alert">
            {t("checkout.blocked.b2bCap", { amount: money(B2B_TRADE_CAP_EUR * 100) })}
          </p>
        ) : null}
        {/* An empty cart shows its empty state (CartView) with the way to sell, not the form (unless it
            answers a submission: what was typed stays while the island prices the refused offers again). */}
        {lines.length === 0 && !result ? null : (
          <CheckoutForm
            values={values}
            savedPayout={loaderData.savedPayout}
            errors={(result?.errors ?? {}) as CheckoutErrors}
            formErrors={result?.formErrors ?? []}
            offers={offers}
            idempotencyKey={loaderData.idempotencyKey}
            termsPath={loaderData.termsPath}
            countries={loaderData.countries}
            blockedReason={blocked}
          />
        )}
      </div>
      {lines.length === 0 && !result ? null : <Guarantees id="checkout-guarantees" />}
      <script type="application/json" id={CHECKOUT_ISLAND_DATA_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(islandData) }} />
    </div>
  );
}

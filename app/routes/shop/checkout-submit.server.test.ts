/**
 * The checkout page's action (submitCheckout) on both databases: its hidden Idempotency-Key is
 * scoped like the API's, the B2B cap and the trade's mode follow the page's shop mode (from the
 * host, never the form), and the trade limits answer with a localized message on the page.
 */
import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import type { ShopMode } from "../../../core/editions/index.ts";
import { translator, rows } from "../../../core/shared/index.server.ts";
import { TRADE_LIMITS } from "../../../core/trade/index.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../../tests/helpers/trades.ts";
import { type CheckoutSubmission } from "../../features/checkout/form-input.ts";
import { checkoutSubmission as submission } from "./checkout-submit.fixtures.ts";
import { submitCheckout } from "./checkout-submit.server.ts";

const t = translator("de");

describeEachDatabase("checkout form action", (ctx) => {
  afterEach(() => ctx().setNow(null));

  const send = (s: CheckoutSubmission, opts: { mode?: ShopMode; clientKey?: string } = {}) =>
    submitCheckout(
      { edition: "de", mode: opts.mode ?? "default", deps: ctx().deps, clientKey: opts.clientKey ?? uniqueClientAddress() },
      "http://de.localhost",
      s,
      t,
    );
  const modeOf = async (tradeNumber: string) =>
    (await rows<{ mode: string }>(ctx().database.db, sql`select mode from trades where trade_number = ${tradeNumber}`))[0]!.mode;

  it("the hidden key with other details is refused with the form's own message and nothing of the first trade; the same form again is the same trade", async () => {
    const a = await smartphoneOffer(ctx());
    const b = await smartphoneOffer(ctx());
    const first = submission([a.offerId]);
    const placed = await send(first);
    expect(placed.ok).toBe(true);
    const other = submission([b.offerId], { firstName: "Mallory" }, first.idempotencyKey);
    const refused = await send(other);
    expect(refused).toEqual({ ok: false, status: 422, errors: {}, formErrors: [t("checkout.error.keyReused")], refusedOffers: [] });
    expect(JSON.stringify(refused)).not.toContain(placed.ok ? placed.tradeNumber : "?");
    expect(await send(first)).toEqual(placed);
  });

  it("the B2B cap follows the page's shop mode, and the trade records that mode", async () => {
    const over = await smartphoneOffer(ctx(), "b2bwidget.de.localhost");
    await ctx().database.db.execute(sql`update offers set price_cents = 500001 where id = ${over.offerId}`);
    const capped = await send(submission([over.offerId]), { mode: "b2bWidget" });
    expect(capped).toMatchObject({ ok: false, status: 422, formErrors: [expect.stringMatching(/5\.000/)] });

    const widget = await send(submission([(await smartphoneOffer(ctx(), "b2bwidget.de.localhost")).offerId]), { mode: "b2bWidget" });
    expect(widget.ok).toBe(true);
    if (widget.ok) expect(await modeOf(widget.tradeNumber)).toBe("b2bWidget");
    // The same over-cap cart on the consumer shop's page has no cap.
    const consumer = await send(submission([over.offerId]), { mode: "default" });
    expect(consumer.ok).toBe(true);
    if (consumer.ok) expect(await modeOf(consumer.tradeNumber)).toBe("default");
  });

  it("over the per-e-mail trade limit the form answers 429 with its German message", async () => {
    ctx().setNow(new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 30 * 60_000));
    const email = uniqueTradeEmail("limit");
    for (let i = 0; i < TRADE_LIMITS.perEmail.perWindow; i++)
      expect((await send(submission([(await smartphoneOffer(ctx())).offerId], { email }))).ok).toBe(true);
    const over = await send(submission([(await smartphoneOffer(ctx())).offerId], { email }));
    expect(over).toEqual({ ok: false, status: 429, errors: {}, formErrors: [t("trade.error.rateLimited")], refusedOffers: [] });
    expect(t("trade.error.rateLimited")).toMatch(/Zu viele Verkäufe/);
  }, 60_000);
});

/**
 * The checkout form's voucher check (issue 27 item 3, decision 0068), on both databases: with other
 * fields wrong the form still names a bad code in the same pass, but only for offers that could be
 * traded (an unknown offer never tells whether a code exists), and the check counts against the
 * same voucher limits as the trade API: per client address, and per code from any address.
 */
import { randomUUID } from "node:crypto";
import { afterEach, expect, it } from "vitest";
import { translator } from "../../../core/shared/index.server.ts";
import { TRADE_LIMITS } from "../../../core/trade/index.ts";
import { clientKey } from "../../../server/http/client-key.server.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../../tests/helpers/trades.ts";
import { type CheckoutSubmission } from "../../features/checkout/form-input.ts";
import { checkoutSubmission } from "./checkout-submit.fixtures.ts";
import { submitCheckout, type CheckoutOutcome } from "./checkout-submit.server.ts";

const t = translator("de");
/** The form's field errors (null when the trade was placed). */
const errorsOf = (outcome: CheckoutOutcome) => (outcome.ok ? null : outcome.errors);
/** An offer id of the right shape that no offer has. */
const UNKNOWN_OFFER = "AAAAAAAAAAAAAAAAAAAAAA";

describeEachDatabase("checkout form voucher check", (ctx) => {
  // A fixed time well inside the current hour, so no limit window is crossed during a test.
  const midHour = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 30 * 60_000);
  afterEach(() => ctx().setNow(null));

  /** A form with a wrong postal code (so the trade is not placed) and `voucher`. */
  const form = (offerIds: string[], voucher: string, over: Partial<CheckoutSubmission["values"]> = {}): CheckoutSubmission =>
    checkoutSubmission(offerIds, { zip: "1", voucher, ...over });
  /** The checkout page's action as a client at `address` sends it (the server's key of that address). */
  const send = (s: CheckoutSubmission, address: string) =>
    submitCheckout({ edition: "de", mode: "default", deps: ctx().deps, clientKey: clientKey(address) }, "http://de.localhost", s, t);
  const api = (offerId: string, voucher: string, address: string) =>
    ctx().request("/api/trade/trades", {
      host: "de.localhost",
      headers: { "idempotency-key": randomUUID() },
      clientAddress: address,
      json: {
        offers: [{ offerId, quantity: 1 }],
        voucher,
        customer: { email: uniqueTradeEmail("api"), firstName: "Erika", lastName: "Mustermann" },
        address: { street: "Hauptstraße", houseNumber: "5", zip: "10115", city: "Berlin", country: "DE" },
        payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" },
      },
    });

  it("with an unknown offer, a valid and an invalid voucher give the same errors (the voucher is not looked at)", async () => {
    const valid = await send(form([UNKNOWN_OFFER], "WILLKOMMEN10", { acceptTerms: "" }), uniqueClientAddress());
    const invalid = await send(form([UNKNOWN_OFFER], "KEINCODE77", { acceptTerms: "" }), uniqueClientAddress());
    expect(valid).toMatchObject({ ok: false, status: 422, errors: { zip: "trade.error.zip", acceptTerms: "checkout.error.acceptTerms" } });
    expect(invalid).toEqual(valid);
    if (!valid.ok) expect(valid.errors.voucher).toBeUndefined();
  });

  it("with a valid offer, a bad code is still named in the same pass as the other errors", async () => {
    const offer = await smartphoneOffer(ctx());
    const invalid = await send(form([offer.offerId], "KEINCODE77"), uniqueClientAddress());
    expect(invalid).toMatchObject({ ok: false, status: 422, errors: { voucher: "trade.error.voucher", zip: "trade.error.zip" } });
    expect(errorsOf(await send(form([offer.offerId], "WILLKOMMEN10"), uniqueClientAddress()))).toEqual({ zip: "trade.error.zip" });
  });

  it(`the form's checks and the API's trades share the address's ${TRADE_LIMITS.voucherPerAddress.perWindow} look-ups an hour; over them the form says so at the voucher field (429)`, async () => {
    ctx().setNow(midHour());
    const address = uniqueClientAddress();
    const offer = await smartphoneOffer(ctx());
    for (let i = 0; i < TRADE_LIMITS.voucherPerAddress.perWindow - 1; i++) {
      expect(await send(form([offer.offerId], `RATEN${i}X`), address)).toMatchObject({
        ok: false,
        status: 422,
        errors: { voucher: "trade.error.voucher" },
      });
    }
    expect((await api(offer.offerId, "RATENAPI", address)).status).toBe(422);
    const over = await send(form([offer.offerId], "WILLKOMMEN10"), address);
    expect(over).toEqual({
      ok: false,
      status: 429,
      errors: { voucher: "trade.error.voucherRateLimited", zip: "trade.error.zip" },
      formErrors: [],
      refusedOffers: [],
    });
    expect(t("trade.error.voucherRateLimited")).toMatch(/Zu viele Versuche mit Gutscheincodes/);
    // a full form from there is refused at the voucher field too, and nothing is placed
    const placed = await send(form([offer.offerId], "WILLKOMMEN10", { zip: "10115" }), address);
    expect(placed).toMatchObject({ ok: false, status: 429, errors: { voucher: "trade.error.voucherRateLimited" } });
    expect(errorsOf(await send(form([offer.offerId], "KEINCODE77"), uniqueClientAddress()))?.voucher).toBe("trade.error.voucher");
  }, 60_000);

  it(`a code refused ${TRADE_LIMITS.voucherFailuresPerCode.perWindow} times in an hour through the API is 429 in the form from a fresh address too`, async () => {
    ctx().setNow(midHour());
    const offer = await smartphoneOffer(ctx());
    const code = `FORMSONDE${process.pid}`;
    for (let i = 0; i < TRADE_LIMITS.voucherFailuresPerCode.perWindow; i++)
      expect((await api(offer.offerId, code, uniqueClientAddress())).status).toBe(422);
    const over = await send(form([offer.offerId], code.toLowerCase()), uniqueClientAddress());
    expect(over).toMatchObject({ ok: false, status: 429, errors: { voucher: "trade.error.voucherRateLimited" } });
    expect(errorsOf(await send(form([offer.offerId], "WILLKOMMEN10"), uniqueClientAddress()))).toEqual({ zip: "trade.error.zip" });
  }, 120_000);
});

/**
 * Probing trades and vouchers through the API (issue 27 item 3, decision 0068), on both databases:
 * refused trade attempts count against the per-address limit; an unknown offer is refused before
 * the voucher is looked at, so it never tells whether a code exists; voucher look-ups are limited
 * per client address and per code, from any address. The checkout form's side:
 * app/routes/shop/checkout-voucher.server.test.ts.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { translator } from "../../core/shared/index.server.ts";
import { TRADE_LIMITS } from "../../core/trade/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";

const t = translator("de");
/** An offer id of the right shape that no offer has. */
const UNKNOWN_OFFER = "AAAAAAAAAAAAAAAAAAAAAA";

const tradeBody = (offerIds: string[], over: Record<string, unknown> = {}) => ({
  offers: offerIds.map((offerId) => ({ offerId, quantity: 1 })),
  customer: { email: uniqueTradeEmail("probe"), firstName: "Erika", lastName: "Mustermann" },
  address: { street: "Hauptstraße", houseNumber: "5", zip: "10115", city: "Berlin", country: "DE" },
  payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" },
  ...over,
});

/** A problem document without its request id (which differs per request by design). */
const withoutRequestId = (doc: Record<string, unknown>) => {
  const { requestId: _ignored, ...rest } = doc;
  return rest;
};

describeEachDatabase("trade and voucher probing", (ctx) => {
  // A fixed time well inside the current hour, so no limit window is crossed during a test.
  const midHour = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 30 * 60_000);
  afterEach(() => ctx().setNow(null));

  const submit = (json: unknown, clientAddress: string) =>
    ctx().request("/api/trade/trades", { host: "de.localhost", json, headers: { "idempotency-key": randomUUID() }, clientAddress });

  describe("refused attempts count", () => {
    it(`after ${TRADE_LIMITS.perAddress.perWindow} refused submits from one address the next is 429 with Retry-After, even a valid one; another address is not affected`, async () => {
      ctx().setNow(midHour());
      const address = uniqueClientAddress();
      for (let i = 0; i < TRADE_LIMITS.perAddress.perWindow; i++) {
        const refused = await submit(tradeBody([UNKNOWN_OFFER]), address);
        expect(refused.status).toBe(422);
      }
      const valid = tradeBody([(await smartphoneOffer(ctx())).offerId]);
      const over = await submit(valid, address);
      expect(over.status).toBe(429);
      expect(over.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(30 * 60);
      expect((await over.json()).detail).toMatch(/Zu viele Verkäufe/);
      // the refused offer is still free for another address
      expect((await submit(valid, uniqueClientAddress())).status).toBe(201);
    }, 60_000);
  });

  describe("an unknown offer never tells whether a voucher exists", () => {
    it("API: a valid voucher with an unknown offer answers exactly like an invalid voucher with an unknown offer", async () => {
      const valid = await submit(tradeBody([UNKNOWN_OFFER], { voucher: "WILLKOMMEN10" }), uniqueClientAddress());
      const invalid = await submit(tradeBody([UNKNOWN_OFFER], { voucher: "KEINCODE77" }), uniqueClientAddress());
      expect(valid.status).toBe(422);
      expect(invalid.status).toBe(valid.status);
      const a = withoutRequestId(await valid.json());
      const b = withoutRequestId(await invalid.json());
      expect(a).toEqual(b);
      expect(a.errors).toEqual([{ field: "offers.0.offerId", message: t("trade.error.offerNotFound") }]);
    });
  });

  describe("voucher look-ups", () => {
    it(`at most ${TRADE_LIMITS.voucherPerAddress.perWindow} an hour per address, then 429 at the voucher field even for a valid code; another address is not affected`, async () => {
      ctx().setNow(midHour());
      const address = uniqueClientAddress();
      const offer = await smartphoneOffer(ctx());
      for (let i = 0; i < TRADE_LIMITS.voucherPerAddress.perWindow; i++) {
        const refused = await submit(tradeBody([offer.offerId], { voucher: `RATEN${i}X` }), address);
        expect(refused.status).toBe(422);
        expect((await refused.json()).errors).toEqual([{ field: "voucher", message: t("trade.error.voucher") }]);
      }
      const over = await submit(tradeBody([offer.offerId], { voucher: "WILLKOMMEN10" }), address);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      const problem = await over.json();
      expect(problem.detail).toBe(t("trade.error.voucherRateLimited"));
      expect(problem.errors).toEqual([{ field: "voucher", message: t("trade.error.voucherRateLimited") }]);
      // the same address without a voucher still trades (its trade attempts are under their own limit)
      expect((await submit(tradeBody([offer.offerId]), address)).status).toBe(201);
      const other = await smartphoneOffer(ctx());
      expect((await submit(tradeBody([other.offerId], { voucher: "WILLKOMMEN10" }), uniqueClientAddress())).status).toBe(201);
    }, 60_000);

    it(`a code refused ${TRADE_LIMITS.voucherFailuresPerCode.perWindow} times in an hour, from any addresses, answers 429 to everyone; other codes are not affected`, async () => {
      ctx().setNow(midHour());
      const offer = await smartphoneOffer(ctx());
      const code = `SONDE${process.pid}`;
      for (let i = 0; i < TRADE_LIMITS.voucherFailuresPerCode.perWindow; i++) {
        const refused = await submit(tradeBody([offer.offerId], { voucher: code }), uniqueClientAddress());
        expect(refused.status).toBe(422);
      }
      const over = await submit(tradeBody([offer.offerId], { voucher: code.toLowerCase() }), uniqueClientAddress());
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await over.json()).errors).toEqual([{ field: "voucher", message: t("trade.error.voucherRateLimited") }]);
      // a running code from a fresh address is untouched
      expect((await submit(tradeBody([offer.offerId], { voucher: "WILLKOMMEN10" }), uniqueClientAddress())).status).toBe(201);
    }, 120_000);
  });
});

/**
 * The lines the checkout renders (decisions 0061 and 0132) on both databases: the cookie's, or the
 * island's header instead of it (also an empty one); a used offer from the stored cart shown stale,
 * from `?offer=` refused with its reason; unknown and malformed names left out, never a failure.
 */
import { expect, it } from "vitest";
import { CART_COOKIE, CART_HEADER } from "../../../core/cart/index.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";
import { placeTestTrade, smartphoneOffer } from "../../../tests/helpers/trades.ts";
import { checkoutLines } from "./checkout-lines.server.ts";

describeEachDatabase("the checkout's lines from the cart cookie or the island's header", (ctx) => {
  const linesFor = (headers: Record<string, string>, offer: string | null = null) =>
    checkoutLines(ctx().database.db, "de", new Headers(headers), offer, new Date());

  it("the cookie names the lines, with their quantities; the header wins over it, also when empty", async () => {
    const a = (await smartphoneOffer(ctx())).offerId;
    const b = (await smartphoneOffer(ctx())).offerId;
    const fromCookie = await linesFor({ cookie: `other=1; ${CART_COOKIE}=${a}*2` });
    expect(fromCookie.storedLines.map((s) => [s.line.offerId, s.line.quantity, s.stale])).toEqual([[a, 2, undefined]]);
    expect(fromCookie.storedLines[0]!.details.offerId).toBe(a);
    const fromHeader = await linesFor({ cookie: `${CART_COOKIE}=${a}*2`, [CART_HEADER]: `${b}*3.${a}*1` });
    expect(fromHeader.storedLines.map((s) => [s.line.offerId, s.line.quantity])).toEqual([
      [b, 3],
      [a, 1],
    ]);
    expect((await linesFor({ cookie: `${CART_COOKIE}=${a}*2`, [CART_HEADER]: "" })).storedLines).toEqual([]);
  });

  it("a stored offer a trade used is shown stale; the same offer by ?offer= is refused with its reason", async () => {
    const used = (await smartphoneOffer(ctx())).offerId;
    await placeTestTrade(ctx(), { offerIds: [used] });
    const lines = await linesFor({ [CART_HEADER]: `${used}*1` }, used);
    expect(lines.storedLines.map((s) => [s.line.offerId, s.stale])).toEqual([[used, true]]);
    expect(lines.offer).toBeNull();
    expect(lines.offerProblem).toBe("checkout.cart.offerUsed");
  });

  it("unknown, malformed and hostile names are left out", async () => {
    const a = (await smartphoneOffer(ctx())).offerId;
    const lines = await linesFor(
      { [CART_HEADER]: `AAAAAAAAAAAAAAAAAAAAAA*1.<script>*1.${a}*x.${a}*99.${a}*1.${a}*2` },
      "AAAAAAAAAAAAAAAAAAAAAA",
    );
    expect(lines.storedLines.map((s) => [s.line.offerId, s.line.quantity])).toEqual([[a, 1]]);
    expect(lines.offerProblem).toBe("checkout.cart.offerUnknown");
  });
});

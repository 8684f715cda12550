import { describe, expect, it } from "vitest";
import type { CartLine } from "../../../core/cart/index.ts";
import type { OfferDetails } from "./offers-api.ts";
import { linesToCheck, offerCheckOf, pageQueryWithoutOffer, refreshNotice, sameLines } from "./cart-sync.ts";

const NOW = Date.parse("2026-11-30T12:00:00Z");
const line = (offerId: string, over: Partial<CartLine> = {}): CartLine => ({
  offerId,
  deviceId: "1",
  deviceName: "Phone",
  deviceUrl: "phone",
  price: 100,
  quantity: 1,
  validUntil: "2026-12-10T00:00:00Z",
  answers: [],
  ...over,
});

describe("sameLines", () => {
  it("compares offers, quantities and order", () => {
    expect(sameLines([line("a"), line("b")], [line("a"), line("b")])).toBe(true);
    expect(sameLines([line("a")], [line("a", { quantity: 2 })])).toBe(false);
    expect(sameLines([line("a"), line("b")], [line("b"), line("a")])).toBe(false);
    expect(sameLines([line("a")], [])).toBe(false);
    expect(sameLines([], [])).toBe(true);
  });
});

describe("linesToCheck", () => {
  it("expired by the stored date, refused at submit, and lines the server's page did not show", () => {
    const expired = line("old", { validUntil: "2026-11-30T11:59:59Z" });
    const stored = [line("shown"), line("missing"), expired, line("refused")];
    expect(linesToCheck(stored, new Set(["shown", "refused", "old"]), ["refused"], NOW)).toEqual({
      expired: [expired],
      unchecked: [line("missing")],
      refused: [line("refused")],
    });
  });

  it("nothing to check when the server showed every running line", () => {
    expect(linesToCheck([line("a")], new Set(["a"]), [], NOW)).toEqual({ expired: [], unchecked: [], refused: [] });
  });
});

describe("offerCheckOf", () => {
  it("only a 404/422 removes a line; a failed read keeps it", () => {
    expect(offerCheckOf("gone")).toBe("gone");
    expect(offerCheckOf("failed")).toBe("unknown");
    expect(offerCheckOf({ used: true })).toBe("used");
    expect(offerCheckOf({ used: false })).toBe("valid");
  });
});

describe("pageQueryWithoutOffer", () => {
  it("drops ?offer= and keeps the rest", () => {
    expect(pageQueryWithoutOffer("?offer=abc")).toBe("");
    expect(pageQueryWithoutOffer("?offer=abc&partner=key")).toBe("?partner=key");
    expect(pageQueryWithoutOffer("")).toBe("");
  });
});

describe("refreshNotice", () => {
  it("words each re-pricing outcome", () => {
    const price = () => "123,45 €";
    const fresh = { offerId: "n", used: false, totalCents: 12_345 } as unknown as OfferDetails;
    const l = line("a");
    expect(refreshNotice(l, "failed", "checkout.cart.expiredRemoved", price)).toEqual({
      key: "checkout.cart.checkFailed",
      vars: { device: "Phone" },
    });
    expect(refreshNotice(l, { fresh, used: false }, "k", price)).toEqual({
      key: "checkout.cart.repriced",
      vars: { device: "Phone", price: "123,45 €" },
    });
    expect(refreshNotice(l, { fresh, used: true }, "k", price).key).toBe("checkout.cart.usedRepriced");
    expect(refreshNotice(l, { fresh: null, used: true }, "k", price).key).toBe("checkout.cart.usedRemoved");
    expect(refreshNotice(l, { fresh: null, used: false }, "checkout.cart.refusedRemoved", price).key).toBe("checkout.cart.refusedRemoved");
  });
});

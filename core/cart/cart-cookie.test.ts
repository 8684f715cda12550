import { describe, expect, it } from "vitest";
import { MAX_QUANTITY_PER_LINE } from "./add-line.ts";
import { CART_COOKIE, cartCookieAssignment, cartCookieValue, MAX_CART_COOKIE_LINES, parseCartCookieValue } from "./cart-cookie.ts";

const id = (n: number) => `offer_${String(n).padStart(4, "0")}-AbCdEfGhIjKl`;

describe("cart cookie mirror", () => {
  it("round-trips offer ids (base64url) and quantities in order", () => {
    const lines = [
      { offerId: "Zx-_09azAZ1234567890ab", quantity: 1 },
      { offerId: id(2), quantity: 3 },
    ];
    const value = cartCookieValue(lines);
    expect(value).toBe("Zx-_09azAZ1234567890ab*1.offer_0002-AbCdEfGhIjKl*3");
    // only cookie octets: no comma, semicolon, space, quote or backslash
    expect(value).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/);
    expect(parseCartCookieValue(value)).toEqual(lines);
  });

  it("writes nothing it would not read back: bad ids and quantities left out, quantities capped", () => {
    expect(
      cartCookieValue([
        { offerId: "a;b", quantity: 1 },
        { offerId: "", quantity: 1 },
        { offerId: "ok", quantity: 0 },
      ]),
    ).toBe("");
    expect(cartCookieValue([{ offerId: "ok", quantity: 99 }])).toBe(`ok*${MAX_QUANTITY_PER_LINE}`);
  });

  it("reads at most MAX_CART_COOKIE_LINES lines, each offer once, and skips malformed parts", () => {
    const many = Array.from({ length: MAX_CART_COOKIE_LINES + 5 }, (_, i) => ({ offerId: id(i), quantity: 1 }));
    expect(cartCookieValue(many).split(".")).toHaveLength(MAX_CART_COOKIE_LINES);
    const value = [...many.map((l) => `${l.offerId}*1`)].join(".");
    expect(parseCartCookieValue(value)).toHaveLength(MAX_CART_COOKIE_LINES);
    expect(parseCartCookieValue("a*1.a*2.b*x.c*0.d*11.e*2.*3.f")).toEqual([
      { offerId: "a", quantity: 1 },
      { offerId: "e", quantity: 2 },
    ]);
    expect(parseCartCookieValue(undefined)).toEqual([]);
    expect(parseCartCookieValue("x".repeat(100_000))).toEqual([]);
  });

  it("sets the lines for a month (Secure on https) and removes the cookie for an empty cart", () => {
    expect(cartCookieAssignment([{ offerId: "abc", quantity: 1 }], true)).toBe(
      `${CART_COOKIE}=abc*1; Max-Age=2592000; Path=/; SameSite=Lax; Secure`,
    );
    expect(cartCookieAssignment([], false)).toBe(`${CART_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });
});

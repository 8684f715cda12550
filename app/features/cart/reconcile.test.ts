/** The checkout's cart reconciliation (decision 0078), as plain functions: the reducer and what the page decides from it. */
import { describe, expect, it } from "vitest";
import { parseCartState, type CartLine, type CartState } from "../../../core/cart/index.ts";
import type { OfferDetails } from "./offers-api.ts";
import * as rc from "./reconcile.ts";
import type { ReconcileAction, ReconcileState } from "./reconcile.ts";

const NOW = Date.parse("2027-03-01T12:00:00Z");
const line = (offerId: string, validUntil = "2027-03-02T12:00:00Z"): CartLine => ({
  offerId,
  deviceId: "7",
  deviceName: `Phone ${offerId}`,
  deviceUrl: "phone",
  price: 100,
  quantity: 1,
  validUntil,
  answers: [],
});
const offer = (offerId: string, used = false): OfferDetails => ({ offerId, used, totalCents: 12_345 }) as unknown as OfferDetails;
const cartOf = (...lines: CartLine[]): CartState => ({ ...parseCartState(null), cart: lines });
const run = (state: ReconcileState, ...actions: ReconcileAction[]) => actions.reduce(rc.reconcile, state);

describe("reconcile", () => {
  it("starts with the details of the lines the server rendered", () => {
    const state = rc.initialReconcile([{ line: line("a"), details: offer("a") }]);
    expect(state).toMatchObject({ details: { a: offer("a") }, notices: [], started: false, linkedAdded: false, begun: false, attempt: 0 });
    expect(rc.isChecking(state)).toBe(false);
  });

  it("counts re-pricing rounds, and appends each round's notices when it ends", () => {
    const notice = { key: "checkout.cart.repriced", vars: { device: "Phone a" } };
    const state = run(
      rc.initialReconcile([]),
      { type: "checkStarted" },
      { type: "checkStarted" },
      { type: "checkDone", notices: [notice] },
    );
    expect(rc.isChecking(state)).toBe(true);
    const done = run(state, { type: "checkDone", notices: [] });
    expect(rc.isChecking(done)).toBe(false);
    expect(done.notices).toEqual([notice]);
  });

  it("keeps read offers, says once per round that unknown ones went, and marks the once-per-arrival steps", () => {
    const state = run(
      rc.initialReconcile([]),
      { type: "offersRead", offers: [offer("a"), offer("b", true)] },
      { type: "offersUnknown" },
      { type: "started", linkedAdded: true },
      { type: "usedSent", offerIds: ["b"] },
      { type: "begun" },
      { type: "submitted" },
      { type: "submitted" },
    );
    expect(Object.keys(state.details)).toEqual(["a", "b"]);
    expect(state.notices).toEqual([{ key: "checkout.cart.offerUnknown", vars: {} }]);
    expect(state).toMatchObject({ started: true, linkedAdded: true, usedHandled: ["b"], begun: true, attempt: 2 });
    expect(run(state, { type: "started", linkedAdded: false }).linkedAdded).toBe(true);
    expect(run(state, { type: "offersRead", offers: [] })).toBe(state);
  });
});

describe("what the page decides", () => {
  it("shows the server's lines until the stored cart is read, and the ?offer line until the cart holds it", () => {
    const linked = line("x");
    expect(rc.shownLines(null, [line("a")], linked, false).map((l) => l.offerId)).toEqual(["a", "x"]);
    expect(rc.shownLines(null, [line("a"), linked], linked, false).map((l) => l.offerId)).toEqual(["a", "x"]);
    expect(rc.shownLines(cartOf(line("b")), [line("a")], linked, false).map((l) => l.offerId)).toEqual(["b", "x"]);
    expect(rc.shownLines(cartOf(line("b")), [line("a")], linked, true).map((l) => l.offerId)).toEqual(["b"]);
    expect(rc.shownLines(cartOf(line("b")), [], undefined, false).map((l) => l.offerId)).toEqual(["b"]);
  });

  it("finds the expired, refused, unread and used lines", () => {
    const expired = line("old", "2027-03-01T11:00:00Z");
    const lines = [line("a"), line("b"), expired];
    expect(rc.expiredLines(lines, NOW)).toEqual([expired]);
    expect(rc.refusedLines(lines, ["b", "zzz"]).map((l) => l.offerId)).toEqual(["b"]);
    const state = run(rc.initialReconcile([]), { type: "offersRead", offers: [offer("a", true), offer("b", true)] });
    expect(rc.missingOffers([...lines, line("c")], state, NOW)).toEqual(["c"]);
    expect(rc.usedLines(lines, state).map((l) => l.offerId)).toEqual(["a", "b"]);
    expect(rc.usedLines(lines, run(state, { type: "usedSent", offerIds: ["a"] })).map((l) => l.offerId)).toEqual(["b"]);
  });

  it("confirms the prices of the offers read back and not used by a trade", () => {
    const state = run(rc.initialReconcile([]), { type: "offersRead", offers: [offer("a"), offer("b", true)] });
    expect([...rc.confirmedOffers(state)]).toEqual(["a"]);
  });

  it("sends begin_checkout once, when the cart and all its offers are known and nothing is re-priced", () => {
    const cart = cartOf(line("a"), line("b"));
    const some = run(rc.initialReconcile([]), { type: "offersRead", offers: [offer("a")] });
    expect(rc.beginCheckoutDue(some, cart)).toBe(false);
    const all = run(some, { type: "offersRead", offers: [offer("b")] });
    expect(rc.beginCheckoutDue(all, null)).toBe(false);
    expect(rc.beginCheckoutDue(all, cartOf())).toBe(false);
    expect(rc.beginCheckoutDue(run(all, { type: "checkStarted" }), cart)).toBe(false);
    expect(rc.beginCheckoutDue(all, cart)).toBe(true);
    expect(rc.beginCheckoutDue(run(all, { type: "begun" }), cart)).toBe(false);
  });

  it("words each re-pricing outcome", () => {
    const price = () => "123,45 €";
    const l = line("a");
    expect(rc.refreshNotice(l, "failed", "checkout.cart.expiredRemoved", price)).toEqual({
      key: "checkout.cart.checkFailed",
      vars: { device: "Phone a" },
    });
    expect(rc.refreshNotice(l, { fresh: offer("n"), used: false }, "k", price)).toEqual({
      key: "checkout.cart.repriced",
      vars: { device: "Phone a", price: "123,45 €" },
    });
    expect(rc.refreshNotice(l, { fresh: offer("n"), used: true }, "k", price).key).toBe("checkout.cart.usedRepriced");
    expect(rc.refreshNotice(l, { fresh: null, used: true }, "k", price).key).toBe("checkout.cart.usedRemoved");
    expect(rc.refreshNotice(l, { fresh: null, used: false }, "checkout.cart.refusedRemoved", price).key).toBe(
      "checkout.cart.refusedRemoved",
    );
  });

  it("blocks the form while re-pricing, for an empty cart and over the B2B cap", () => {
    const idle = rc.initialReconcile([]);
    expect(rc.blockedReason(run(idle, { type: "checkStarted" }), 1, null)).toBe("checkout.blocked.checking");
    expect(rc.blockedReason(idle, 0, null)).toBe("checkout.blocked.empty");
    expect(rc.blockedReason(idle, 1, { ...cartOf({ ...line("a"), price: 6000 }), B2BMode: true })).toBe("checkout.blocked.b2bCap");
    expect(rc.blockedReason(idle, 1, cartOf(line("a")))).toBeNull();
  });
});

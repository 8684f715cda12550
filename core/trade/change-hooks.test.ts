/**
 * The hooks that follow a trade's change of state (decision 0078), the pure part: which hooks a
 * change runs, and the registered ones (the review invitation on `paid` except for store trades,
 * the store trade's settlement on `payout_pending`).
 */
import { describe, expect, it } from "vitest";
import { TRADE_CHANGE_HOOKS } from "./change-hooks.server.ts";
import { type ChangedTrade, hooksFor, type TradeChangeHook } from "./change-types.ts";
import { TRADE_STATES, type TradeState } from "./states.ts";

const change = (from: TradeState, to: TradeState, paymentMethod = "sepa"): ChangedTrade => ({
  tradeId: 1,
  tradeNumber: "T-1",
  edition: "de",
  paymentMethod,
  from,
  to,
  at: new Date("2027-02-01T10:00:00Z"),
});
const hook = (h: Omit<TradeChangeHook, "run">): TradeChangeHook => ({ ...h, run: async () => {} });
const names = (changed: ChangedTrade, hooks: readonly TradeChangeHook[] = TRADE_CHANGE_HOOKS) =>
  hooksFor(changed, hooks).map((h) => h.name);

describe("hooksFor", () => {
  it("runs a hook on the change to its state and on no other", () => {
    const onPaid = hook({ name: "onPaid", to: "paid" });
    for (const to of TRADE_STATES) expect(names(change("payout_pending", to), [onPaid])).toEqual(to === "paid" ? ["onPaid"] : []);
  });

  it("keeps to the hook's from states and its condition, in the registered order", () => {
    const fromInspected = hook({ name: "fromInspected", to: "payout_pending", from: ["inspected"] });
    const paypalOnly = hook({ name: "paypalOnly", to: "payout_pending", when: (c) => c.paymentMethod === "paypal" });
    const hooks = [paypalOnly, fromInspected];
    expect(names(change("inspected", "payout_pending"), hooks)).toEqual(["fromInspected"]);
    expect(names(change("clarification", "payout_pending"), hooks)).toEqual([]);
    expect(names(change("clarification", "payout_pending", "paypal"), hooks)).toEqual(["paypalOnly"]);
    expect(names(change("inspected", "payout_pending", "paypal"), hooks)).toEqual(["paypalOnly", "fromInspected"]);
  });
});

describe("TRADE_CHANGE_HOOKS", () => {
  it("invites the customer to review and keeps the seller record on paid, whoever paid it, but not for a store trade", () => {
    expect(names(change("payout_pending", "paid"))).toEqual(["reviewInvitation", "sellerRecord"]);
    expect(names(change("payout_pending", "paid", "paypal"))).toEqual(["reviewInvitation", "sellerRecord"]);
    // a store trade's record was written when its voucher was issued (decision 0097)
    expect(names(change("payout_pending", "paid", "voucher"))).toEqual([]);
  });

  it("settles a store trade when it becomes ready for payout, and no other trade", () => {
    expect(names(change("inspected", "payout_pending", "voucher"))).toEqual(["settleStoreTrade"]);
    expect(names(change("clarification", "payout_pending", "voucher"))).toEqual(["settleStoreTrade"]);
    expect(names(change("inspected", "payout_pending"))).toEqual(["creditNote"]);
  });

  it("issues a company trade's credit note when it becomes ready for payout, not again after a returned transfer (decision 0121)", () => {
    expect(names(change("inspected", "payout_pending"))).toEqual(["creditNote"]);
    expect(names(change("clarification", "payout_pending", "paypal"))).toEqual(["creditNote"]);
    expect(names(change("paid", "payout_pending"))).toEqual([]);
  });

  it("has nothing on the other changes", () => {
    for (const to of TRADE_STATES.filter((s) => s !== "paid" && s !== "payout_pending"))
      for (const method of ["sepa", "paypal", "voucher"]) expect(names(change("created", to, method)), `${to} ${method}`).toEqual([]);
  });
});

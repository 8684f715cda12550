import { describe, expect, it } from "vitest";
import { hasPartnerRole, roleStoreProblem, scopeOf } from "./rules.ts";
import { monthRange } from "./store.server.ts";

describe("portal rules", () => {
  it("a role holds only itself: a store user is no manager, nor the reverse", () => {
    expect(hasPartnerRole(["store_staff"], ["store_staff"])).toBe(true);
    expect(hasPartnerRole(["store_staff"], ["partner_manager"])).toBe(false);
    expect(hasPartnerRole(["partner_manager"], ["store_staff"])).toBe(false);
    expect(hasPartnerRole(["partner_manager"], [])).toBe(true);
  });

  it("store staff see their store, managers the whole chain", () => {
    expect(scopeOf({ partnerId: "p", storeId: 7, roles: ["store_staff"] })).toEqual({ partnerId: "p", storeId: 7 });
    expect(scopeOf({ partnerId: "p", storeId: 7, roles: ["store_staff", "partner_manager"] })).toEqual({ partnerId: "p", storeId: null });
    expect(scopeOf({ partnerId: "p", storeId: null, roles: ["partner_manager"] })).toEqual({ partnerId: "p", storeId: null });
  });

  it("a store user needs a store; a role is needed", () => {
    expect(roleStoreProblem(["store_staff"], null)).toBe("backoffice.partnerUsers.error.store");
    expect(roleStoreProblem(["store_staff"], 3)).toBeNull();
    expect(roleStoreProblem(["partner_manager"], null)).toBeNull();
    expect(roleStoreProblem([], 3)).toBe("backoffice.partnerUsers.error.roles");
  });

  it("a month is its Berlin calendar month (winter +1, summer +2)", () => {
    expect(monthRange("2026-01")).toEqual({ from: new Date("2025-12-31T23:00:00Z"), to: new Date("2026-01-31T23:00:00Z") });
    expect(monthRange("2026-07")).toEqual({ from: new Date("2026-06-30T22:00:00Z"), to: new Date("2026-07-31T22:00:00Z") });
    expect(monthRange("2026-12")?.to).toEqual(new Date("2026-12-31T23:00:00Z"));
    for (const bad of ["2026-13", "2026-1", "x", "1999-01", "2026-00"]) expect(monthRange(bad)).toBeNull();
  });
});

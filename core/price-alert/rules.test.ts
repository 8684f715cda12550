import { describe, expect, it } from "vitest";
import { alertReached, parseEuros, PRICE_ALERT_MAX_TARGET_CENTS, targetProblem } from "./rules.ts";
import { priceAlertSchema } from "./validation.ts";

describe("price alert rules", () => {
  it("fires a target at or above it, and 'any rise' only above the start price", () => {
    expect(alertReached({ targetCents: 50000, priceAtStartCents: 45000 }, 49999)).toBe(false);
    expect(alertReached({ targetCents: 50000, priceAtStartCents: 45000 }, 50000)).toBe(true);
    expect(alertReached({ targetCents: 50000, priceAtStartCents: 45000 }, 60000)).toBe(true);
    expect(alertReached({ targetCents: null, priceAtStartCents: 45000 }, 45000)).toBe(false);
    expect(alertReached({ targetCents: null, priceAtStartCents: 45000 }, 44000)).toBe(false);
    expect(alertReached({ targetCents: null, priceAtStartCents: 45000 }, 45001)).toBe(true);
  });

  it("reads amounts as people type them", () => {
    expect(parseEuros("450")).toBe(45000);
    expect(parseEuros("450,5")).toBe(45050);
    expect(parseEuros("450.50")).toBe(45050);
    expect(parseEuros("1.250,00")).toBe(125000);
    expect(parseEuros("1,250.00")).toBe(125000);
    expect(parseEuros("€ 450")).toBe(45000);
    expect(parseEuros("450,5055")).toBe(null);
    expect(parseEuros("450,505")).toBe(45050500); // a thousands separator
    expect(parseEuros("abc")).toBe(null);
    expect(parseEuros("-5")).toBe(null);
    expect(parseEuros("")).toBe(null);
  });

  it("takes a target only above today's price and below the maximum; 'any' needs a price today", () => {
    expect(targetProblem(50000, 45000)).toBeNull();
    expect(targetProblem(45000, 45000)).toBe("priceAlert.error.targetReached");
    expect(targetProblem(40000, 45000)).toBe("priceAlert.error.targetReached");
    expect(targetProblem(PRICE_ALERT_MAX_TARGET_CENTS + 1, 45000)).toBe("priceAlert.error.targetTooHigh");
    expect(targetProblem(null, 45000)).toBeNull();
    expect(targetProblem(null, 0)).toBe("priceAlert.error.noPrice");
  });

  it("validates the request: 'any' or euros (number or text), a real address", () => {
    expect(priceAlertSchema.parse({ deviceId: 7, email: " A@B.de ", target: "any" })).toEqual({
      deviceId: 7,
      email: "a@b.de",
      target: null,
    });
    expect(priceAlertSchema.parse({ deviceId: "7", email: "a@b.de", target: 450.5 }).target).toBe(45050);
    expect(priceAlertSchema.parse({ deviceId: 7, email: "a@b.de", target: "450,50" }).target).toBe(45050);
    expect(priceAlertSchema.safeParse({ deviceId: 7, email: "a@b.de", target: 450.555 }).success).toBe(false);
    expect(priceAlertSchema.safeParse({ deviceId: 7, email: "a@b.de", target: -1 }).success).toBe(false);
    expect(priceAlertSchema.safeParse({ deviceId: 7, email: "a@b.de", target: "soon" }).success).toBe(false);
    expect(priceAlertSchema.safeParse({ deviceId: 7, email: "nope", target: "any" }).success).toBe(false);
    expect(priceAlertSchema.safeParse({ deviceId: 0, email: "a@b.de", target: "any" }).success).toBe(false);
  });
});

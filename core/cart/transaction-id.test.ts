import { describe, it, expect } from "vitest";
import { nextTransactionId } from "./transaction-id.ts";

describe("nextTransactionId", () => {
  it("keeps the id when navigating to a thank-you route", () => {
    expect(nextTransactionId(4711, "thankYou-de")).toBe(4711);
    expect(nextTransactionId(4711, "thankYou-it")).toBe(4711);
    expect(nextTransactionId(4711, "thankYou")).toBe(4711);
    expect(nextTransactionId(4711, "b2bwidget-thankYou-de")).toBe(4711);
  });

  it("keeps the id when the target has no name", () => {
    expect(nextTransactionId(4711, undefined)).toBe(4711);
    expect(nextTransactionId(4711, null)).toBe(4711);
    expect(nextTransactionId(4711, "")).toBe(4711);
  });

  it("resets to 0 for any other route", () => {
    expect(nextTransactionId(4711, "home-de")).toBe(0);
    expect(nextTransactionId(4711, "checkout-it")).toBe(0);
    expect(nextTransactionId(4711, "grazie")).toBe(0);
  });

  it("is case-sensitive", () => {
    expect(nextTransactionId(4711, "thankyou-de")).toBe(0);
    expect(nextTransactionId(4711, "ThankYou-de")).toBe(0);
    expect(nextTransactionId(4711, "THANKYOU")).toBe(0);
  });

  it("keeps 0 as 0", () => {
    expect(nextTransactionId(0, "thankYou-de")).toBe(0);
    expect(nextTransactionId(0, "home")).toBe(0);
  });
});

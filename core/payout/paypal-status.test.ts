/** What PayPal's item statuses and webhook events mean for us (decision 0112). */
import { describe, expect, it } from "vitest";
import { paypalOutcome, paypalPollDelayMinutes, statusOfPaypalEvent } from "./paypal-status.ts";

describe("PayPal item status", () => {
  it("SUCCESS pays the item", () => {
    expect(paypalOutcome("SUCCESS")).toEqual({ kind: "paid" });
  });

  it("UNCLAIMED, RETURNED, FAILED, BLOCKED are returns with their code; only UNCLAIMED is cancelled first", () => {
    expect(paypalOutcome("UNCLAIMED")).toEqual({ kind: "returned", code: "PAYPAL_UNCLAIMED", cancelFirst: true });
    expect(paypalOutcome("RETURNED")).toEqual({ kind: "returned", code: "PAYPAL_RETURNED", cancelFirst: false });
    expect(paypalOutcome("FAILED")).toEqual({ kind: "returned", code: "PAYPAL_FAILED", cancelFirst: false });
    expect(paypalOutcome("BLOCKED")).toEqual({ kind: "returned", code: "PAYPAL_BLOCKED", cancelFirst: false });
  });

  it("DENIED is a failure, REFUNDED and REVERSED bring the money back as a return", () => {
    expect(paypalOutcome("DENIED")).toMatchObject({ kind: "returned", code: "PAYPAL_FAILED" });
    expect(paypalOutcome("REFUNDED")).toMatchObject({ kind: "returned", code: "PAYPAL_RETURNED" });
    expect(paypalOutcome("REVERSED")).toMatchObject({ kind: "returned", code: "PAYPAL_RETURNED" });
  });

  it("PENDING, ONHOLD, UNPROCESSED, unknown and missing statuses wait", () => {
    for (const s of ["PENDING", "ONHOLD", "UNPROCESSED", "NEW_STATUS", "", null, undefined])
      expect(paypalOutcome(s)).toEqual({ kind: "wait" });
  });

  it("reads the status in any case", () => {
    expect(paypalOutcome("success")).toEqual({ kind: "paid" });
  });
});

describe("PayPal webhook events", () => {
  it("maps the item events to item statuses", () => {
    expect(statusOfPaypalEvent("PAYMENT.PAYOUTS-ITEM.SUCCEEDED")).toBe("SUCCESS");
    expect(statusOfPaypalEvent("PAYMENT.PAYOUTS-ITEM.UNCLAIMED")).toBe("UNCLAIMED");
    expect(statusOfPaypalEvent("PAYMENT.PAYOUTS-ITEM.RETURNED")).toBe("RETURNED");
    expect(statusOfPaypalEvent("PAYMENT.PAYOUTS-ITEM.FAILED")).toBe("FAILED");
    expect(statusOfPaypalEvent("PAYMENT.PAYOUTS-ITEM.BLOCKED")).toBe("BLOCKED");
    expect(statusOfPaypalEvent("PAYMENT.PAYOUTS-ITEM.DENIED")).toBe("DENIED");
    expect(statusOfPaypalEvent("PAYMENT.PAYOUTS-ITEM.HELD")).toBe("ONHOLD");
  });

  it("ignores batch events, our own cancel and other events", () => {
    expect(statusOfPaypalEvent("PAYMENT.PAYOUTSBATCH.SUCCESS")).toBeNull();
    expect(statusOfPaypalEvent("PAYMENT.PAYOUTS-ITEM.CANCELED")).toBeNull();
    expect(statusOfPaypalEvent("PAYMENT.CAPTURE.COMPLETED")).toBeNull();
  });
});

describe("PayPal polls", () => {
  it("poll every 15 minutes at first, then back off to two hours", () => {
    expect([1, 2, 3, 4, 5, 50].map(paypalPollDelayMinutes)).toEqual([15, 15, 30, 60, 120, 120]);
  });
});

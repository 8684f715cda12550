import { describe, expect, it } from "vitest";
import { isPayablePaypalEmail, PAYPAL_EMAIL_MAX_LENGTH, paypalEmailProblem } from "./paypal-address.ts";

const ofLength = (n: number) => `${"p".repeat(n - "@paypal.example".length)}@paypal.example`;

describe("a payable PayPal address (decision 0067)", () => {
  it("takes an e-mail address of at most 127 characters", () => {
    expect(PAYPAL_EMAIL_MAX_LENGTH).toBe(127);
    expect(paypalEmailProblem("erika@paypal.example")).toBeNull();
    expect(paypalEmailProblem(ofLength(127))).toBeNull();
    expect(paypalEmailProblem(ofLength(128))).toBe("tooLong");
    expect(paypalEmailProblem(ofLength(178))).toBe("tooLong");
  });

  it("refuses what is no e-mail address, and one a spreadsheet would run as a formula", () => {
    for (const value of [
      "",
      "erika",
      "erika@",
      "@paypal.example",
      "+erika@paypal.example",
      "-erika@paypal.example",
      "=1+1@paypal.example",
      "erika@paypal.example\n",
    ])
      expect(isPayablePaypalEmail(value), JSON.stringify(value)).toBe(false);
  });
});

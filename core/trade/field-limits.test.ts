import { describe, expect, it } from "vitest";
import { ADDRESS_LIMITS, PAYPAL_EMAIL_MAX_LENGTH } from "../shared/index.ts";
import { ADDRESS_FIELD_LIMITS, TRADE_FIELD_LIMITS } from "./field-limits.ts";
import { TRADE_FIELD_LIMITS as FROM_VALIDATION } from "./validation.ts";

describe("trade field limits (zod-free copy, decision 0056)", () => {
  it("the address limits are the schema's", () => {
    expect(ADDRESS_FIELD_LIMITS).toEqual(ADDRESS_LIMITS);
    expect(FROM_VALIDATION).toBe(TRADE_FIELD_LIMITS);
  });

  it("the PayPal address limit is the payable rule's (decision 0067)", () => {
    expect(TRADE_FIELD_LIMITS.paypalEmail).toBe(PAYPAL_EMAIL_MAX_LENGTH);
  });
});

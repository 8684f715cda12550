import { describe, expect, it } from "vitest";
import { guestTradeJoins } from "./index.ts";

const account = { email: "erika@example.com", edition: "de", emailProven: true };
const guest = { customerId: null, email: "Erika@Example.com", edition: "de" };

describe("guestTradeJoins (decision 0106)", () => {
  it("joins a guest trade under the account's e-mail (any case) of its edition once the e-mail is proven", () => {
    expect(guestTradeJoins(guest, account)).toBe(true);
  });
  it("never before the e-mail is proven", () => {
    expect(guestTradeJoins(guest, { ...account, emailProven: false })).toBe(false);
  });
  it("never another e-mail's, another edition's or another account's trade", () => {
    expect(guestTradeJoins({ ...guest, email: "erika2@example.com" }, account)).toBe(false);
    expect(guestTradeJoins({ ...guest, edition: "at" }, account)).toBe(false);
    expect(guestTradeJoins({ ...guest, customerId: "someone" }, account)).toBe(false);
  });
});

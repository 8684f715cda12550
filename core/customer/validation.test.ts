import { describe, expect, it } from "vitest";
import { maskIban } from "../shared/index.ts";
import { isValidBirthdate } from "./validation.ts";
import { paymentAccountView } from "./queries.server.ts";

describe("birthdate", () => {
  const today = new Date("2026-11-23T12:00:00Z");
  it("accepts real past days after 1900", () => {
    expect(isValidBirthdate("1990-02-28", today)).toBe(true);
    expect(isValidBirthdate("2000-02-29", today)).toBe(true);
  });
  it("refuses impossible, future, ancient and badly formatted dates", () => {
    expect(isValidBirthdate("1990-02-30", today)).toBe(false);
    expect(isValidBirthdate("2027-01-01", today)).toBe(false);
    expect(isValidBirthdate("1899-12-31", today)).toBe(false);
    expect(isValidBirthdate("01.02.1990", today)).toBe(false);
  });
});

describe("payment account view", () => {
  it("never shows the full IBAN", () => {
    const view = paymentAccountView({
      id: "p1",
      customerId: "c1",
      kind: "bank",
      iban: "DE89370400440532013000",
      ibanLast4: "3000",
      bic: "COBADEFFXXX",
      accountHolder: "Erika Mustermann",
      paypalEmail: null,
      paymentType: "INVOICE",
      isPrimary: false,
      customerReference: "C2000001",
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(view.iban).toBe(maskIban("DE89370400440532013000"));
    expect(view.iban).toBe("DE89 •••• •••• •••• •••• 00");
    expect(JSON.stringify(view)).not.toContain("0532013000");
  });
});

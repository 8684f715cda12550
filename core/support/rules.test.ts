import { describe, expect, it } from "vitest";
import { erasureBlockers, ibanEndingOf, nameForms, parseSupportQuery } from "./rules.ts";

describe("support search query", () => {
  it("reads trade numbers in every typed form", () => {
    expect(parseSupportQuery("SB-1000042")).toEqual({ by: "trade", tradeNumber: "SB-1000042" });
    expect(parseSupportQuery(" sb1000042 ")).toEqual({ by: "trade", tradeNumber: "SB-1000042" });
    expect(parseSupportQuery("1000042")).toEqual({ by: "trade", tradeNumber: "SB-1000042" });
    expect(parseSupportQuery("1000042", "trade")).toEqual({ by: "trade", tradeNumber: "SB-1000042" });
    expect(parseSupportQuery("Müller", "trade")).toBe("notTradeNumber");
  });

  it("reads customer numbers, e-mails and names", () => {
    expect(parseSupportQuery("c2000001")).toEqual({ by: "customer", customerNumber: "C2000001" });
    expect(parseSupportQuery("Erika@Example.com")).toEqual({ by: "email", text: "erika@example.com" });
    expect(parseSupportQuery("Erika  Muster")).toEqual({ by: "text", text: "erika muster" });
    expect(parseSupportQuery("Erika", "name")).toEqual({ by: "name", text: "erika" });
    expect(parseSupportQuery("al")).toBe("tooShort");
    expect(parseSupportQuery("a@", "email")).toBe("tooShort");
  });

  it("reads part of an e-mail with digits as text, not as an IBAN ending (decision 0083)", () => {
    expect(parseSupportQuery("murat.17")).toEqual({ by: "text", text: "murat.17" });
    expect(parseSupportQuery("Murat_17")).toEqual({ by: "text", text: "murat_17" });
    expect(parseSupportQuery("mayer-2")).toEqual({ by: "text", text: "mayer-2" });
    expect(parseSupportQuery("de89 3704")).toEqual({ by: "iban", last4: "3704", ending: "DE893704" });
  });

  it("takes an IBAN ending of at least four characters, never fewer", () => {
    expect(parseSupportQuery("3000")).toEqual({ by: "iban", last4: "3000", ending: "3000" });
    expect(parseSupportQuery("…0130 00")).toEqual({ by: "iban", last4: "3000", ending: "013000" });
    expect(parseSupportQuery("de89 3704 0044 0532 0130 00")).toEqual({ by: "iban", last4: "3000", ending: "DE89370400440532013000" });
    expect(parseSupportQuery("300", "iban")).toBe("ibanTooShort");
    expect(parseSupportQuery("30", "iban")).toBe("ibanTooShort");
    expect(parseSupportQuery("a1b2", "iban")).toEqual({ by: "iban", last4: "A1B2", ending: "A1B2" });
    // digits alone read as an IBAN ending: three are too few
    expect(parseSupportQuery("300")).toBe("ibanTooShort");
  });

  it("refuses what cannot be an IBAN ending", () => {
    expect(ibanEndingOf("12#4")).toBeNull();
    expect(ibanEndingOf("X".repeat(35))).toBeNull();
    expect(parseSupportQuery("ab-cd!", "iban")).toBe("ibanTooShort");
  });
});

describe("erasure eligibility", () => {
  it("is blocked by every trade that is not final", () => {
    expect(
      erasureBlockers([
        { tradeNumber: "SB-1", state: "paid" },
        { tradeNumber: "SB-2", state: "created" },
        { tradeNumber: "SB-3", state: "clarification" },
        { tradeNumber: "SB-4", state: "returned" },
        { tradeNumber: "SB-5", state: "payout_pending" },
        { tradeNumber: "SB-6", state: "cancelled" },
        { tradeNumber: "SB-7", state: "expired" },
        { tradeNumber: "SB-8", state: "return_requested" },
      ]),
    ).toEqual(["SB-2", "SB-3", "SB-5", "SB-8"]);
  });
  it("is free when every trade is paid, returned, cancelled or expired, or there is none", () => {
    expect(erasureBlockers([])).toEqual([]);
    expect(
      erasureBlockers(["paid", "returned", "cancelled", "expired"].map((state, i) => ({ tradeNumber: `SB-${i}`, state: state as "paid" }))),
    ).toEqual([]);
  });
});

describe("name forms (decision 0083)", () => {
  it("always keeps the typed form and adds the spelt-out and folded umlauts", () => {
    expect(nameForms("schroder")).toEqual(["schroder"]);
    expect(nameForms("schroeder")).toEqual(["schroeder", "schroder"]);
    expect(nameForms("schröder")).toEqual(["schröder", "schroeder", "schroder"]);
    expect(nameForms("jürgen müller")).toEqual(["jürgen müller", "juergen mueller", "jurgen muller"]);
    expect(nameForms("baecker")).toEqual(["baecker", "backer"]);
  });
});

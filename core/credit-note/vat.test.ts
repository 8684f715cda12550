import { describe, expect, it } from "vitest";
import { berlinYear, creditNoteNumber, creditNoteSeries, settlementOf, vatAmounts, vatIdCountry, vatRatePercent } from "./vat.ts";

describe("settlementOf (decision 0121)", () => {
  it("a German company with a VAT ID: a credit note with German VAT at 19 %", () => {
    expect(settlementOf({ vatId: "DE123456789", country: "DE", invoicing: "credit_note" })).toEqual({
      kind: "credit_note",
      treatment: "domestic",
      vatRateBp: 1900,
    });
  });

  it("an Austrian company with a VAT ID: a credit note for a tax-exempt intra-Community supply, no VAT", () => {
    expect(settlementOf({ vatId: "ATU12345678", country: "AT", invoicing: "credit_note" })).toEqual({
      kind: "credit_note",
      treatment: "intra_eu",
      vatRateBp: 0,
    });
    // Greece's VAT IDs say EL
    expect(settlementOf({ vatId: "EL123456789", country: "GR", invoicing: "credit_note" }).treatment).toBe("intra_eu");
  });

  it("a company that invoices us: its invoice is expected, with the same treatment", () => {
    expect(settlementOf({ vatId: "DE123456789", country: "DE", invoicing: "invoice" })).toEqual({
      kind: "seller_invoice",
      treatment: "domestic",
      vatRateBp: 1900,
    });
    expect(settlementOf({ vatId: "ATU12345678", country: "at", invoicing: "invoice" }).kind).toBe("seller_invoice");
  });

  it("no VAT ID, an invalid one, outside the EU, or an ID of another state: no VAT document", () => {
    expect(settlementOf({ vatId: null, country: "DE", invoicing: "credit_note" })).toMatchObject({ kind: null, reason: "no_vat_id" });
    expect(settlementOf({ vatId: " ", country: "DE", invoicing: "invoice" })).toMatchObject({ kind: null, reason: "no_vat_id" });
    expect(settlementOf({ vatId: "DE123456789", country: "DE", invoicing: "credit_note", vatStatus: "invalid" })).toMatchObject({
      kind: null,
      reason: "vat_id_invalid",
    });
    expect(settlementOf({ vatId: "CHE123456789", country: "CH", invoicing: "credit_note" })).toMatchObject({
      kind: null,
      reason: "outside_eu",
    });
    expect(settlementOf({ vatId: "GB123456789", country: "GB", invoicing: "credit_note" })).toMatchObject({
      kind: null,
      reason: "outside_eu",
    });
    expect(settlementOf({ vatId: "ATU12345678", country: "DE", invoicing: "credit_note" })).toMatchObject({
      kind: null,
      reason: "vat_id_country",
    });
  });

  it("knows the member state of a VAT ID", () => {
    expect(vatIdCountry("ATU12345678")).toBe("AT");
    expect(vatIdCountry("EL123")).toBe("GR");
    expect(vatIdCountry("GR123")).toBeNull();
    expect(vatIdCountry("XI123")).toBeNull();
  });
});

describe("vatAmounts", () => {
  it("adds 19 % rounded half up to the cent, in integers", () => {
    expect(vatAmounts(10_000, 1900)).toEqual({ netCents: 10_000, vatCents: 1_900, grossCents: 11_900 });
    expect(vatAmounts(3, 1900)).toEqual({ netCents: 3, vatCents: 1, grossCents: 4 }); // 0.57 → 1
    expect(vatAmounts(2, 1900)).toEqual({ netCents: 2, vatCents: 0, grossCents: 2 }); // 0.38 → 0
    expect(vatAmounts(50, 1900)).toEqual({ netCents: 50, vatCents: 10, grossCents: 60 }); // 9.5 → 10
    expect(vatAmounts(123_456_78, 1900).vatCents).toBe(2_345_679); // 2345678.82 → 2345679
  });
  it("no VAT at 0 %", () => {
    expect(vatAmounts(98_765, 0)).toEqual({ netCents: 98_765, vatCents: 0, grossCents: 98_765 });
  });
  it("refuses fractions and negatives", () => {
    expect(() => vatAmounts(1.5, 1900)).toThrow(RangeError);
    expect(() => vatAmounts(-1, 1900)).toThrow(RangeError);
    expect(() => vatAmounts(1, 19.5)).toThrow(RangeError);
  });
});

describe("numbering", () => {
  it("one series per calendar year in Berlin time", () => {
    expect(creditNoteSeries(new Date("2026-06-15T12:00:00Z"))).toBe("GS-2026");
    // 31 Dec 23:30 UTC is 1 Jan 00:30 in Berlin
    expect(berlinYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(creditNoteSeries(new Date("2026-12-31T22:59:59Z"))).toBe("GS-2026");
  });
  it("prints the sequence with six digits", () => {
    expect(creditNoteNumber("GS-2026", 42)).toBe("GS-2026-000042");
    expect(creditNoteNumber("GS-2026", 1_234_567)).toBe("GS-2026-1234567");
  });
  it("prints the rate", () => {
    expect(vatRatePercent(1900)).toBe("19");
    expect(vatRatePercent(750)).toBe("7.50");
  });
});

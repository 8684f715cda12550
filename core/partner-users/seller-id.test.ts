import { describe, expect, it } from "vitest";
import { voucherExpiryDate } from "./rules.ts";
import { isPlausibleDocumentNumber, maskDocumentNumber, normalizeDocumentNumber, sellerIdFields } from "./seller-id.ts";
import { z } from "../shared/index.ts";

const fields = z.object(sellerIdFields);
const errorsOf = (input: Record<string, unknown>) => {
  const r = fields.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("seller identification (decision 0090)", () => {
  it("a document number is read as printed: upper case, without spaces, dots and hyphens", () => {
    expect(normalizeDocumentNumber(" l01x 00t-47 ")).toBe("L01X00T47");
    expect(normalizeDocumentNumber("c.01x.00t.47")).toBe("C01X00T47");
  });

  it("plausible: 6 to 20 Latin letters and digits with at least one digit", () => {
    expect(isPlausibleDocumentNumber("L01X00T47")).toBe(true);
    expect(isPlausibleDocumentNumber("123456")).toBe(true);
    expect(isPlausibleDocumentNumber("A".repeat(19) + "1")).toBe(true);
    expect(isPlausibleDocumentNumber("12345")).toBe(false);
    expect(isPlausibleDocumentNumber("A".repeat(20) + "1")).toBe(false);
    expect(isPlausibleDocumentNumber("MUSTERMANN")).toBe(false);
    expect(isPlausibleDocumentNumber("L01X00T4Ä")).toBe(false);
    expect(isPlausibleDocumentNumber("L01X/00T47")).toBe(false);
  });

  it("the mask shows the last four characters only, and never the length", () => {
    expect(maskDocumentNumber("L01X00T47")).toBe("••••••0T47");
    expect(maskDocumentNumber("123456789012345")).toBe("••••••2345");
    expect(maskDocumentNumber("L01X00T47")).not.toContain("L01X");
  });

  it("the form's fields: a kind of the list, a plausible number, the declaration's box checked", () => {
    expect(fields.parse({ documentType: "passport", documentNumber: "c01x 00t47", declaration: "on" })).toEqual({
      documentType: "passport",
      documentNumber: "C01X00T47",
      declaration: true,
    });
    expect(fields.parse({ documentType: "id_card", documentNumber: "L01X00T47", declaration: true }).declaration).toBe(true);
    expect(errorsOf({})).toEqual({
      documentType: "portal.trade.error.documentType",
      documentNumber: "portal.trade.error.documentNumberMissing",
      declaration: "portal.trade.error.declaration",
    });
    expect(errorsOf({ documentType: "driving_licence", documentNumber: "  ", declaration: "off" })).toEqual({
      documentType: "portal.trade.error.documentType",
      documentNumber: "portal.trade.error.documentNumberMissing",
      declaration: "portal.trade.error.declaration",
    });
    expect(errorsOf({ documentType: "id_card", documentNumber: "Mustermann", declaration: "on" })).toEqual({
      documentNumber: "portal.trade.error.documentNumber",
    });
    expect(errorsOf({ documentType: "id_card", documentNumber: "L01X00T47\u0000", declaration: "on" })).toEqual({
      documentNumber: "validation.controlCharacter",
    });
  });
});

describe("the voucher's expiry", () => {
  it("is written with the full year, as the calendar day in Berlin", () => {
    expect(voucherExpiryDate(new Date("2027-12-31T12:00:00Z"))).toBe("31.12.2027");
    // 23:30 UTC on 31 Dec is already 1 January in Berlin
    expect(voucherExpiryDate(new Date("2027-12-31T23:30:00Z"))).toBe("01.01.2028");
    expect(voucherExpiryDate(new Date("2029-06-05T08:00:00Z"))).toMatch(/^05\.06\.2029$/);
  });
});

import { describe, expect, it } from "vitest";
import { overlaps, shownItems, showsAll } from "../../tests/helpers/pdf-text.ts";
import { renderCertificatePdf, type CertificateInput } from "./certificate.server.ts";

const input = (extra: Partial<CertificateInput> = {}): CertificateInput => ({
  certificateNumber: "EC-1000001-1",
  tradeNumber: "SB-1000001",
  edition: "de",
  device: "Apple iPhone 15 128 GB",
  imei: "490154203237518",
  serial: null,
  method: "nist_clear",
  tool: "Blancco Mobile Diagnostics & Erasure 7.4",
  result: "passed",
  at: new Date("2026-11-25T09:30:00Z"),
  operator: "Łukasz Dvořák",
  ...extra,
});

describe("renderCertificatePdf", () => {
  it("prints names in any European script as they are (the shipping note's font), lines apart", async () => {
    for (const operator of ["Łukasz Dvořák", "Γιώργος Παπαδόπουλος", "Ștefan Őrsi", "Ирина Смирнова"]) {
      const items = await shownItems(
        await renderCertificatePdf(input({ operator, device: `Xiaomi 14 Ultra ${operator}` }), { compress: false }),
      );
      expect(showsAll(items, operator), operator).toBe(true);
      expect(showsAll(items, "EC-1000001-1")).toBe(true);
      expect(overlaps(items), operator).toEqual([]);
    }
  });

  it("is in the trade's edition's language", async () => {
    const items = await shownItems(await renderCertificatePdf(input({ edition: "fr" }), { compress: false }));
    expect(items.map((i) => i.str).join(" ")).toMatch(/effacement/i);
  });
});

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

  it("says the data was erased only when the result says so (issue 30)", async () => {
    for (const edition of ["en", "de", "es", "fr", "it"] as const) {
      const text = async (result: CertificateInput["result"]) =>
        (await shownItems(await renderCertificatePdf(input({ edition, result }), { compress: false }))).map((i) => i.str).join(" ");
      const passed = await text("passed");
      const failed = await text("failed");
      expect(passed, edition).toMatch(/erased all data|Daten .*gelöscht und|borrado todos|effacé toutes|cancellato tutti/);
      expect(failed, edition).not.toMatch(/erased all data|alle Daten|borrado todos|effacé toutes|cancellato tutti/);
      expect(failed, edition).toMatch(/not been erased|nicht gelöscht|no se han borrado|pas été effacées|non sono stati cancellati/);
    }
  });
});

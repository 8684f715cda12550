import { describe, expect, it } from "vitest";
import { carrierFor, renderLabelPdf, toWinAnsi, warehouseFor, type LabelInput } from "./index.ts";
import { EDITIONS, editions } from "../editions/config.ts";
import { isValidPostalCode } from "../editions/postal-code.ts";

/** The text pdfkit shows: the hex strings of every TJ operator, decoded (WinAnsi ≈ Latin-1 here). */
function shownText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  const out: string[] = [];
  for (const m of raw.matchAll(/\[([^\]]*)\] TJ/g)) {
    let line = "";
    for (const h of (m[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)) line += Buffer.from(h[1] ?? "", "hex").toString("latin1");
    out.push(line);
  }
  return out.join("\n");
}

const input = (edition: LabelInput["edition"], extra: Partial<LabelInput> = {}): LabelInput => ({
  tradeNumber: "SB-2026-000123",
  edition,
  createdAt: "2026-12-31T23:30:00Z",
  sender: { name: "Jürgen Müller", street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
  ...extra,
});

describe("carrierFor / warehouseFor", () => {
  it("is DHL in Germany and UPS everywhere else, the footer carrier setting", () => {
    expect(carrierFor("de")).toBe("DHL");
    for (const e of EDITIONS.filter((x) => x !== "de")) expect(carrierFor(e)).toBe("UPS");
    for (const e of EDITIONS) expect(carrierFor(e)).toBe(editions[e].footerCarrier.name);
  });

  it("gives every edition a complete warehouse address whose postal code fits its country", () => {
    for (const e of EDITIONS) {
      const w = warehouseFor(e);
      for (const v of Object.values(w)) expect(v).not.toBe("");
      const country = EDITIONS.find((x) => editions[x].country === w.country && x !== "en");
      expect(country, `${e}: warehouse country ${w.country}`).toBeDefined();
      expect(isValidPostalCode(country!, w.zip), `${e}: ${w.zip}`).toBe(true);
    }
    expect(warehouseFor("fr").country).toBe("FR");
    expect(warehouseFor("it").city).toBe("Segrate");
  });
});

describe("toWinAnsi", () => {
  it("keeps Latin-1 and folds other letters so Helvetica can show them", () => {
    expect(toWinAnsi("Jürgen Großé Ñandú")).toBe("Jürgen Großé Ñandú");
    expect(toWinAnsi("Łukasz Dvořák Ősz")).toBe("Lukasz Dvorák Osz");
    expect(toWinAnsi("王")).toBe("?");
    expect(toWinAnsi("a\nb")).toBe("a b");
  });
});

describe("renderLabelPdf", () => {
  it("renders a PDF with the trade number, sender, warehouse, carrier and date (de)", async () => {
    const pdf = await renderLabelPdf(input("de"), { compress: false });
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = shownText(pdf);
    expect(text).toContain("SB-2026-000123");
    expect(text).toContain("DHL");
    expect(text).not.toContain("UPS");
    expect(text).toContain("Jürgen Müller");
    expect(text).toContain("Radefelder Allee 12");
    // 23:30 UTC on 31 Dec is 1 Jan in Berlin; German format dd.mm.yy.
    expect(text).toContain("Erstellt am 01.01.27");
    expect(text).toContain("Kleben Sie dieses Etikett");
    // barcode and QR code are embedded as images
    expect(Buffer.from(pdf).toString("latin1").match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("uses UPS, the French warehouse, date format and instruction in fr", async () => {
    const text = shownText(await renderLabelPdf(input("fr"), { compress: false }));
    expect(text).toContain("UPS");
    expect(text).not.toContain("DHL");
    expect(text).toContain("Tremblay-en-France");
    expect(text).toContain("Créée le 01/01/27");
    expect(text).toContain("Collez cette étiquette");
  });

  it("prints one page per parcel", async () => {
    const pdf = await renderLabelPdf(input("it", { parcels: 3 }), { compress: false });
    const text = shownText(pdf);
    expect(text).toContain("Pacco 3 di 3");
    expect(Buffer.from(pdf).toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length).toBe(3);
  });

  it("compresses by default and still is a PDF", async () => {
    const pdf = await renderLabelPdf(input("es"));
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(Buffer.from(pdf).toString("latin1")).toContain("/FlateDecode");
  });

  it("refuses a trade number a barcode cannot carry", async () => {
    await expect(renderLabelPdf(input("de", { tradeNumber: "SB 1;DROP" }))).rejects.toThrow();
    await expect(renderLabelPdf(input("de", { createdAt: "not a date" }))).rejects.toThrow();
  });
});

describe("renderLabelPdf with unusual sender data", () => {
  it("prints a label for empty or very long sender fields instead of failing", async () => {
    const sender = { name: "N".repeat(500), street: "Main Street", houseNumber: "", zip: "SW1A 1AA", city: "London", country: "GB" };
    const text = shownText(await renderLabelPdf(input("en", { sender }), { compress: false }));
    expect(text).toContain("SB-2026-000123");
    expect(text).toContain("United Kingdom");
  });
});

import { describe, expect, it } from "vitest";
import { overlaps, shownItems, showsAll, shownText } from "../../tests/helpers/pdf-text.ts";
import { carrierFor, warehouseFor } from "./index.ts";
import { renderLabelPdf, type LabelInput } from "./index.server.ts";
import { EDITIONS, editions, isValidPostalCode } from "../editions/index.ts";

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

describe("renderLabelPdf", () => {
  it("renders a PDF with the trade number, sender, warehouse, carrier and date (de)", async () => {
    const pdf = await renderLabelPdf(input("de"), { compress: false });
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await shownText(pdf);
    expect(text).toContain("SB-2026-000123");
    expect(text).toContain("Versandschein");
    expect(text).toContain("Ohne Porto");
    expect(text).not.toMatch(/DHL|UPS|Porto bezahlt|frankiert/);
    expect(text).toContain("Jürgen Müller");
    expect(text).toContain("Radefelder Allee 12");
    // 23:30 UTC on 31 Dec is 1 Jan in Berlin; German format dd.mm.yy.
    expect(text).toContain("Erstellt am 01.01.27");
    expect(text).toContain("Befestigen Sie diesen Schein");
    // barcode and QR code are embedded as images
    expect(
      Buffer.from(pdf)
        .toString("latin1")
        .match(/\/Subtype \/Image/g)?.length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("uses the French warehouse, date format and instruction in fr, and names no carrier", async () => {
    const text = await shownText(await renderLabelPdf(input("fr"), { compress: false }));
    expect(text).not.toMatch(/UPS|DHL|Port payé/);
    expect(text).toContain("Non affranchi");
    expect(text).toContain("Tremblay-en-France");
    expect(text).toContain("Créé le 01/01/27");
    expect(text).toContain("Fixez ce bordereau");
  });

  it("prints one page per parcel", async () => {
    const pdf = await renderLabelPdf(input("it", { parcels: 3 }), { compress: false });
    const text = await shownText(pdf);
    expect(text).toContain("Pacco 3 di 3");
    expect(
      Buffer.from(pdf)
        .toString("latin1")
        .match(/\/Type \/Page\b(?!s)/g)?.length,
    ).toBe(3);
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

describe("renderLabelPdf prints addresses in their country's order (decision 0108)", () => {
  const paris = { name: "Camille Martin", street: "rue de Rivoli", houseNumber: "12", zip: "75001", city: "Paris", country: "FR" };
  const lines = async (pdf: Uint8Array) => (await shownText(pdf)).split("\n");

  it("shipping note (fr): the house number before the street for the sender and the French warehouse", async () => {
    const text = await lines(await renderLabelPdf(input("fr", { sender: paris }), { compress: false }));
    expect(text).toContain("12 rue de Rivoli");
    expect(text).toContain("75001 Paris");
    expect(text).toContain("9 rue des Entrepôts");
    expect(text.join("\n")).not.toContain("Rivoli 12");
  });

  it("return label (fr): the customer as recipient, number first", async () => {
    const text = await lines(await renderLabelPdf(input("fr", { sender: paris, direction: "return" }), { compress: false }));
    expect(text.indexOf("12 rue de Rivoli")).toBeGreaterThan(text.indexOf("9 rue des Entrepôts"));
  });

  it("de, es, it, en: street then number, the Spanish comma, the British town and postcode on lines of their own", async () => {
    const de = await lines(
      await renderLabelPdf(input("de", { sender: { ...paris, street: "Musterstraße", zip: "10115", city: "Berlin", country: "DE" } }), {
        compress: false,
      }),
    );
    expect(de).toContain("Musterstraße 12");
    const es = await lines(
      await renderLabelPdf(input("es", { sender: { ...paris, street: "Calle Mayor", zip: "28013", city: "Madrid", country: "ES" } }), {
        compress: false,
      }),
    );
    expect(es).toContain("Calle Mayor, 12");
    expect(es).toContain("Calle de la Logística, 14");
    const itLines = await lines(
      await renderLabelPdf(input("it", { sender: { ...paris, street: "Via Roma", zip: "00184", city: "Roma", country: "IT" } }), {
        compress: false,
      }),
    );
    expect(itLines).toContain("Via Roma 12");
    const gb = await lines(
      await renderLabelPdf(
        input("en", { sender: { ...paris, street: "Baker Street", houseNumber: "221B", zip: "NW1 6XE", city: "London", country: "GB" } }),
        { compress: false },
      ),
    );
    expect(gb).toContain("221B Baker Street");
    expect(gb.indexOf("NW1 6XE")).toBe(gb.indexOf("London") + 1);
  });
});

describe("renderLabelPdf with unusual sender data", () => {
  it("prints a label for empty or very long sender fields instead of failing", async () => {
    const sender = { name: "N".repeat(500), street: "Main Street", houseNumber: "", zip: "SW1A 1AA", city: "London", country: "GB" };
    const text = await shownText(await renderLabelPdf(input("en", { sender }), { compress: false }));
    expect(text).toContain("SB-2026-000123");
    expect(text).toContain("United Kingdom");
  });
});

describe("renderLabelPdf in every European script (issue 13)", () => {
  const street120 =
    "Allee der Kosmonauten und Kosmonautinnen der Internationalen Raumstation zwischen Marzahn und Hellersdorf Ost-West-Achse";
  const cases: { name: string; edition: LabelInput["edition"]; sender: LabelInput["sender"]; direction?: "return" }[] = [
    {
      name: "Polish and Czech marks",
      edition: "de",
      sender: { name: "Łukasz Dvořák", street: "Żółwia Ścieżka", houseNumber: "7", zip: "00-001", city: "Łódź", country: "PL" },
    },
    {
      name: "Hungarian and Romanian marks",
      edition: "en",
      sender: {
        name: "Őrsi Ödön Ștefănescu",
        street: "Strada Ștefan cel Mare",
        houseNumber: "3",
        zip: "010011",
        city: "București",
        country: "RO",
      },
    },
    {
      name: "Greek",
      edition: "en",
      sender: { name: "Γιώργος Παπαδόπουλος", street: "Οδός Ερμού", houseNumber: "12", zip: "105 63", city: "Αθήνα", country: "GR" },
    },
    {
      name: "Cyrillic",
      edition: "at",
      sender: { name: "Иван Петров", street: "улица Пушкина", houseNumber: "10", zip: "1000", city: "София", country: "BG" },
    },
    {
      name: "a 120-character street",
      edition: "fr",
      sender: { name: "Łukasz Dvořák", street: street120, houseNumber: "120a", zip: "12685", city: "Berlin", country: "DE" },
    },
    {
      name: "the return direction with long Greek recipient",
      edition: "it",
      direction: "return",
      sender: {
        name: "Γιώργος Παπαδόπουλος-Καραμανλής του Κωνσταντίνου",
        street: street120,
        houseNumber: "12",
        zip: "105 63",
        city: "Αθήνα",
        country: "GR",
      },
    },
  ];

  it.each(cases)("shows every glyph of $name, and no two lines overlap", async ({ edition, sender, direction }) => {
    expect(street120).toHaveLength(120);
    const items = await shownItems(
      await renderLabelPdf(input(edition, { sender, ...(direction ? { direction } : {}) }), { compress: false }),
    );
    // Every character of every field is shown (a field may wrap: compare without spaces, in order).
    for (const field of [sender.name, `${sender.street} ${sender.houseNumber}`, `${sender.zip} ${sender.city}`])
      expect(showsAll(items, field), field).toBe(true);
    const shown = items.map((i) => i.str).join("");
    // No glyph fell back to a replacement or a missing-glyph box.
    expect(shown).not.toMatch(/[?\uFFFD\u25A1]/);
    expect(overlaps(items)).toEqual([]);
    // Nothing runs off the page.
    for (const i of items) {
      expect(i.left).toBeGreaterThanOrEqual(13);
      expect(i.right).toBeLessThanOrEqual(297.64 - 13);
      expect(i.bottom).toBeLessThanOrEqual(419.53 - 10);
    }
  });

  it("embeds its font (DejaVu Sans), never a standard font without Greek or Cyrillic", async () => {
    const raw = Buffer.from(await renderLabelPdf(input("de"), { compress: false })).toString("latin1");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).toContain("/FontFile2");
    expect(raw).not.toContain("/Helvetica");
  });
});

import { describe, expect, it } from "vitest";
import { companyFacts } from "../editions/index.ts";
import { translator } from "../shared/index.server.ts";
import { creditNoteDocument, recipientOf, type CreditNoteFacts } from "./content.ts";

const facts = (over: Partial<CreditNoteFacts>): CreditNoteFacts => ({
  kind: "credit_note",
  number: "GS-2026-000007",
  edition: "de",
  tradeNumber: "SB-0001234",
  issuedAt: "2026-11-30T10:00:00.000Z",
  suppliedAt: "2026-11-25T09:00:00.000Z",
  treatment: "domestic",
  vatRateBp: 1900,
  recipient: recipientOf(companyFacts("de")),
  supplier: {
    name: "Flotte GmbH",
    street: "Friedrichstraße",
    houseNumber: "12",
    zip: "10117",
    city: "Berlin",
    country: "DE",
    vatId: "DE136695976",
  },
  lines: [
    {
      device: "Apple iPhone 15 128 GB",
      grade: "B",
      imei: "490154203237518",
      serial: null,
      quantity: 1,
      unitNetCents: 10_000,
      netCents: 10_000,
    },
  ],
  netCents: 10_000,
  vatCents: 1_900,
  grossCents: 11_900,
  ...over,
});

describe("creditNoteDocument (decision 0121)", () => {
  it("German: the word Gutschrift, § 14 (2) sentence 2 UStG, VAT 19 %, both VAT IDs, the supply date", () => {
    const doc = creditNoteDocument(facts({}), translator("de"));
    expect(doc.title).toBe("Gutschrift GS-2026-000007");
    expect(doc.wording.join(" ")).toContain("§ 14 Abs. 2 Satz 2 UStG");
    expect(doc.totals.map(([l]) => l)).toEqual(["Summe netto", "Umsatzsteuer 19 %", "Auszahlungsbetrag"]);
    expect(doc.supplier.lines).toContain("USt-IdNr.: DE136695976");
    expect(doc.recipient.lines).toContain(`USt-IdNr.: ${companyFacts("de").vatId}`);
    expect(doc.facts).toContainEqual(["Lieferdatum (Geräte eingegangen)", "25. November 2026"]);
    expect(doc.rows[0]).toMatchObject({ grade: "B", identifiers: ["IMEI 490154203237518"] });
  });

  it("English: a self-billing invoice that names the German Gutschrift; an intra-Community supply says exempt and reverse charge, no VAT", () => {
    const doc = creditNoteDocument(
      facts({
        edition: "en",
        treatment: "intra_eu",
        vatRateBp: 0,
        vatCents: 0,
        grossCents: 10_000,
        supplier: { ...facts({}).supplier, country: "AT", vatId: "ATU13585627" },
      }),
      translator("en"),
    );
    expect(doc.title).toBe("Self-billing invoice GS-2026-000007");
    const wording = doc.wording.join(" ");
    expect(wording).toContain("“Gutschrift”");
    expect(wording).toContain(
      "Tax-exempt intra-Community supply (Art. 138 Directive 2006/112/EC) — reverse charge: VAT is due from the recipient",
    );
    expect(doc.totals.map(([l]) => l)).toEqual(["Net total", "VAT (tax-exempt supply)", "Total paid to you"]);
    expect(doc.supplier.lines).toContain("Austria");
    expect(doc.supplier.lines).toContain("VAT ID: ATU13585627");
  });

  it("a seller's invoice expected: no number, no self-billing line", () => {
    const doc = creditNoteDocument(facts({ kind: "seller_invoice", number: null }), translator("de"));
    expect(doc.facts.map(([l]) => l)).not.toContain("Gutschriftsnummer");
    expect(doc.wording.join(" ")).not.toContain("Gutschrift im Sinne");
  });
});

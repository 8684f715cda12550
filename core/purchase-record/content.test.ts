/** The purchase record's content (decision 0115): masking, dates, condition, the margin-scheme law per edition. */
import { describe, expect, it } from "vitest";
import { companyFacts, type EditionId } from "../editions/index.ts";
import { translator } from "../shared/index.server.ts";
import { MARGIN_SCHEME_LAW, purchaseRecordContent, type PurchaseRecordInput } from "./content.ts";
import { purchaseRecordKey } from "./paths.ts";

const input = (edition: EditionId, over: Partial<PurchaseRecordInput> = {}): PurchaseRecordInput => ({
  edition,
  tradeNumber: "SB-1000042",
  company: companyFacts(edition),
  seller: { firstName: "Jean", lastName: "Dupont", street: "rue de Rivoli", houseNumber: "12", zip: "75001", city: "Paris", country: "FR" },
  devices: [{ name: "iPhone 13", imei: "356938035643809", serial: null, quantity: 1, amountCents: 41250, condition: "good" }],
  totalCents: 41250,
  // 23:30 UTC on 31 December is already 1 January in Paris and Berlin
  paidAt: new Date("2030-12-31T23:30:00Z"),
  payout: { method: "paypal", paypalEmail: "jean.dupont@example.com", at: new Date("2030-12-31T23:30:00Z") },
  ...over,
});

describe("purchaseRecordContent", () => {
  it("French: the seller's address in French order, the paid day in Paris, PayPal masked, the régime de la marge", () => {
    const doc = purchaseRecordContent(input("fr"), translator("fr"));
    expect(doc.lang).toBe("fr");
    expect(doc.seller.lines).toEqual(["Jean Dupont", "12 rue de Rivoli", "75001 Paris", "France"]);
    expect(doc.facts).toContainEqual(["Date d’achat", "1 janvier 2031"]);
    expect(doc.facts).toContainEqual(["Payé à", "PayPal à j***@example.com"]);
    expect(JSON.stringify(doc)).not.toContain("jean.dupont@");
    expect(doc.devices[0]).toMatchObject({ identifiers: ["IMEI 356938035643809"], amount: "412,50\u00a0€", condition: "Bon" });
    expect(doc.marginScheme).toContain("régime de la marge (art. 297 A du CGI)");
    expect(doc.buyer.lines[0]).toBe(companyFacts("fr").name);
  });

  it("each edition names its margin scheme and its law; a voucher and an unknown condition", () => {
    const words: Record<EditionId, string> = {
      de: "Differenzbesteuerung nach § 25a UStG",
      at: "Differenzbesteuerung nach § 24 UStG 1994",
      en: "margin scheme for second-hand goods (§ 25a of the German VAT Act (UStG))",
      es: "régimen especial de bienes usados",
      fr: "régime de la marge",
      it: "regime del margine",
    };
    for (const edition of Object.keys(words) as EditionId[]) {
      const locale = edition === "at" ? "de-AT" : edition;
      const doc = purchaseRecordContent(
        input(edition, {
          payout: { method: "voucher", at: new Date("2031-01-02T10:00:00Z") },
          devices: [{ name: "Pixel 8", imei: null, serial: null, quantity: 2, amountCents: 100, condition: "unknown" }],
        }),
        translator(locale),
      );
      expect(doc.marginScheme, edition).toContain(words[edition]);
      expect(doc.marginScheme, edition).toContain(MARGIN_SCHEME_LAW[edition]);
      expect(doc.devices[0]).toMatchObject({ identifiers: ["–"], condition: "–", quantity: "2" });
    }
  });

  it("a bank payout shows the IBAN masked", () => {
    const doc = purchaseRecordContent(
      input("de", { payout: { method: "sepa", iban: "DE89370400440532013000", at: new Date("2031-01-02T10:00:00Z") } }),
      translator("de"),
    );
    expect(doc.facts).toContainEqual(["Ausgezahlt an", "Überweisung auf DE89 •••• •••• •••• •••• 00"]);
    expect(doc.facts).toContainEqual(["Ausgezahlt am", "2. Januar 2031"]);
  });

  it("the storage key carries the payment and only allowed characters", () => {
    expect(purchaseRecordKey("SB-1000042", new Date(1_900_000_000_000))).toBe("purchase-records/sb-1000042-1900000000000.pdf");
  });
});

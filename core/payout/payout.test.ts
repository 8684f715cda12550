import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { centsToDecimal, sumCents } from "./amount.ts";
import { DEVELOPMENT_DEBTOR, debtorSettingProblems, payoutDebtor, requireDebtorSettings } from "./debtor.ts";
import { endToEndIdFor, messageIdFor } from "./ids.ts";
import { buildPaypalCsv, PaypalFileError } from "./paypal.ts";
import { runIdOf } from "./rules.ts";
import { buildSepaXml, SepaFileError, type SepaTransfer } from "./sepa.ts";
import { isSepaId, sepaText } from "./text.ts";
import { xmllintErrors } from "../../tests/helpers/sepa.ts";

const at = new Date("2026-03-02T10:00:00Z");
const transfer = (i: number, cents: number, over: Partial<SepaTransfer> = {}): SepaTransfer => ({
  tradeNumber: `SB-${String(1000000 + i).padStart(7, "0")}`,
  endToEndId: endToEndIdFor(7, `SB-${String(1000000 + i).padStart(7, "0")}`),
  amountCents: cents,
  creditor: { name: "Erika Mustermann", iban: "DE89370400440532013000", bic: null },
  ...over,
});
const file = (transfers: SepaTransfer[]) =>
  buildSepaXml({ messageId: messageIdFor(7), createdAt: at, executionDate: at, debtor: DEVELOPMENT_DEBTOR, transfers });
const all = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, "g"))].map((m) => m[1]);

describe("amounts in cents", () => {
  it("write the decimal string from the integer, exactly", () => {
    expect([0, 1, 10, 99, 100, 1999, 30, 99_999_999_999].map(centsToDecimal)).toEqual([
      "0.00",
      "0.01",
      "0.10",
      "0.99",
      "1.00",
      "19.99",
      "0.30",
      "999999999.99",
    ]);
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
    expect(() => centsToDecimal(-1)).toThrow(RangeError);
    // every cent value below a million euros comes back through the number `sepa` writes with toFixed(2)
    for (let c = 0; c < 100_000_000; c += 9_973) expect(Number(centsToDecimal(c)).toFixed(2)).toBe(centsToDecimal(c));
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe("the SEPA file (pain.001.001.09)", () => {
  it("sums 0.10 + 0.20 to exactly 0.30 and a thousand 0.01 + 0.02 + 0.07 without floating-point drift", () => {
    const small = file([transfer(1, 10), transfer(2, 20)]);
    expect(all(small.xml, "CtrlSum")).toEqual(["0.30", "0.30"]);
    expect(all(small.xml, "InstdAmt")).toEqual(["0.10", "0.20"]);
    // 0.1 + 0.2 in floating point is 0.30000000000000004; 3,000 such amounts drift further
    const many = file(Array.from({ length: 3000 }, (_, i) => transfer(i, [1, 2, 7][i % 3]!)));
    expect(many.totalCents).toBe(10_000);
    expect(all(many.xml, "CtrlSum")).toEqual(["100.00", "100.00"]);
    let float = 0;
    for (let i = 0; i < 3000; i++) float += [0.01, 0.02, 0.07][i % 3]!;
    expect(float).not.toBe(100);
  });

  it("writes the trade number as the remittance text, a unique end-to-end id per transfer, and validates against the EPC schema", () => {
    const f = file([
      transfer(1, 12345),
      transfer(2, 1, { creditor: { name: "Łukasz Żółć & Söhne", iban: "PL61109010140000071219812874", bic: "WBKPPLPP" } }),
    ]);
    expect(all(f.xml, "Ustrd")).toEqual(["SB-1000001", "SB-1000002"]);
    expect(all(f.xml, "EndToEndId")).toEqual(["PR7-SB-1000001", "PR7-SB-1000002"]);
    expect(all(f.xml, "Nm")).toContain("Lukasz Zolc + Soehne");
    expect(all(f.xml, "MsgId")).toEqual(["SELLBACK-PR000007"]);
    expect(all(f.xml, "NbOfTxs")).toEqual(["2", "2"]);
    expect(f.xml).toContain("<BICFI>WBKPPLPP</BICFI>");
    expect(xmllintErrors(f.xml)).toBe("");
  });

  it("builds 1,000 transfers that validate, with 1,000 distinct end-to-end and instruction ids", () => {
    const transfers = Array.from({ length: 1000 }, (_, i) => transfer(i, 100 + i * 7));
    const f = file(transfers);
    expect(f.count).toBe(1000);
    expect(f.totalCents).toBe(transfers.reduce((s, t) => s + t.amountCents, 0));
    expect(new Set(all(f.xml, "EndToEndId")).size).toBe(1000);
    expect(new Set(all(f.xml, "InstrId")).size).toBe(1000);
    expect(Math.max(...all(f.xml, "InstrId").map((id) => id!.length))).toBeLessThanOrEqual(35);
    expect(xmllintErrors(f.xml)).toBe("");
  });

  it("schema check can fail: a file with a broken amount does not validate", () => {
    const f = file([transfer(1, 100)]);
    expect(xmllintErrors(f.xml.replace('<InstdAmt Ccy="EUR">1.00</InstdAmt>', '<InstdAmt Ccy="EUR">1.001</InstdAmt>'))).toMatch(/InstdAmt/);
  });

  it("refuses a bad IBAN, a bad or foreign BIC, a bad amount, a duplicate or overlong end-to-end id, naming the trade", () => {
    const refused = (t: SepaTransfer[], field: string) => {
      try {
        file(t);
      } catch (err) {
        expect(err).toBeInstanceOf(SepaFileError);
        expect((err as SepaFileError).field).toBe(field);
        return (err as SepaFileError).tradeNumber;
      }
      throw new Error(`not refused: ${field}`);
    };
    expect(refused([transfer(1, 100, { creditor: { name: "A", iban: "DE89370400440532013001" } })], "creditorIBAN")).toBe("SB-1000001");
    // mod 97 alone would pass this one (sepa's own check); the German BBAN has digits only
    expect(refused([transfer(1, 100, { creditor: { name: "A", iban: "DE65 3704 0044 0532 0130 0A" } })], "creditorIBAN")).toBe(
      "SB-1000001",
    );
    expect(refused([transfer(1, 100, { creditor: { name: "A", iban: "DE89370400440532013000", bic: "COBADEF" } })], "creditorBIC")).toBe(
      "SB-1000001",
    );
    expect(refused([transfer(1, 100, { creditor: { name: "A", iban: "DE89370400440532013000", bic: "WBKPPLPP" } })], "creditorBIC")).toBe(
      "SB-1000001",
    );
    expect(refused([transfer(1, 0)], "amount")).toBe("SB-1000001");
    expect(refused([transfer(1, 10.5)], "amount")).toBe("SB-1000001");
    expect(refused([transfer(1, 100), transfer(2, 100, { endToEndId: "PR7-SB-1000001" })], "endToEndId")).toBe("SB-1000002");
    expect(refused([transfer(1, 100, { endToEndId: "X".repeat(36) })], "endToEndId")).toBe("SB-1000001");
    expect(refused([transfer(1, 100, { creditor: { name: "中文", iban: "DE89370400440532013000" } })], "creditorName")).toBe("SB-1000001");
    expect(() =>
      buildSepaXml({
        messageId: messageIdFor(1),
        createdAt: at,
        executionDate: at,
        debtor: { ...DEVELOPMENT_DEBTOR, bic: "" },
        transfers: [transfer(1, 1)],
      }),
    ).toThrow(/debtorBIC/);
    expect(() => file([])).toThrow(SepaFileError);
  });
});

describe("SEPA text and ids", () => {
  it("transliterate names into the SEPA character set", () => {
    expect(sepaText("Jürgen Groß-Öztürk")).toBe("Juergen Gross-Oeztuerk");
    expect(sepaText("François Lefèvre")).toBe("Francois Lefevre");
    expect(sepaText("Ελένη Παπαδοπούλου")).toBe("Eleni Papadopoyloy");
    expect(sepaText("Иван Петров")).toBe("Ivan Petrov");
    expect(sepaText('Anna "Nina" <Ng> O’Brien')).toBe("Anna Nina Ng O'Brien");
    expect(sepaText("x".repeat(80))).toHaveLength(70);
  });
  it("make ids of at most 35 allowed characters, refusing / at the start and //", () => {
    expect(messageIdFor(42)).toBe("SELLBACK-PR000042");
    expect(endToEndIdFor(2_147_483_647, "SB-9999999")).toBe("PR2147483647-SB-9999999");
    expect(isSepaId("/abc")).toBe(false);
    expect(isSepaId("a//b")).toBe(false);
    expect(isSepaId("a_b")).toBe(false);
    expect(() => messageIdFor(0)).toThrow(RangeError);
    expect(runIdOf("42")).toBe(42);
    expect(runIdOf("042")).toBeNull();
    expect(runIdOf("99999999999")).toBeNull();
  });
});

describe("the PayPal mass-payout CSV", () => {
  it("writes e-mail, amount from cents, EUR, trade number, note and wallet, quoting where needed", () => {
    const { csv, count, totalCents } = buildPaypalCsv([
      { tradeNumber: "SB-1000001", email: "erika@example.com", amountCents: 10, note: "Sellback SB-1000001" },
      { tradeNumber: "SB-1000002", email: "max@example.com", amountCents: 123456, note: 'Thanks, "Max"; see you' },
    ]);
    expect(count).toBe(2);
    expect(totalCents).toBe(123466);
    expect(csv.split("\r\n")[0]).toBe("erika@example.com,0.10,EUR,SB-1000001,Sellback SB-1000001,PAYPAL");
    expect(csv).toContain('"Thanks, ""Max""; see you"');
    // read back by a CSV parser, every field is what went in
    expect(parse(csv)).toEqual([
      ["erika@example.com", "0.10", "EUR", "SB-1000001", "Sellback SB-1000001", "PAYPAL"],
      ["max@example.com", "1234.56", "EUR", "SB-1000002", 'Thanks, "Max"; see you', "PAYPAL"],
    ]);
  });
  it("refuses a field a spreadsheet would run as a formula, a bad e-mail, a bad amount and a duplicate id", () => {
    const ok = { tradeNumber: "SB-1000001", email: "a@example.com", amountCents: 100, note: "n" };
    expect(() => buildPaypalCsv([{ ...ok, note: "=HYPERLINK(1)" }])).toThrow(PaypalFileError);
    expect(() => buildPaypalCsv([{ ...ok, note: "two\nlines" }])).toThrow(PaypalFileError);
    expect(() => buildPaypalCsv([{ ...ok, email: "not-an-email" }])).toThrow(PaypalFileError);
    expect(() => buildPaypalCsv([{ ...ok, amountCents: 0 }])).toThrow(PaypalFileError);
    expect(() => buildPaypalCsv([ok, ok])).toThrow(PaypalFileError);
  });
});

describe("the debtor account from the settings", () => {
  it("uses the development test account when none is set, and the configured one otherwise", () => {
    expect(payoutDebtor({})).toEqual(DEVELOPMENT_DEBTOR);
    expect(
      payoutDebtor({
        PAYOUT_DEBTOR_NAME: "Sellback GmbH",
        PAYOUT_DEBTOR_IBAN: "de89 3704 0044 0532 0130 00",
        PAYOUT_DEBTOR_BIC: "cobadeffxxx",
      }),
    ).toEqual({
      name: "Sellback GmbH",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
    });
  });
  it("production refuses to start without them, naming each setting; a bad IBAN or BIC is named anywhere", () => {
    expect(() => requireDebtorSettings({ NODE_ENV: "production" })).toThrow(
      /PAYOUT_DEBTOR_NAME: is required when NODE_ENV=production[\s\S]*PAYOUT_DEBTOR_IBAN[\s\S]*PAYOUT_DEBTOR_BIC/,
    );
    expect(() => requireDebtorSettings({ NODE_ENV: "development" })).not.toThrow();
    expect(
      debtorSettingProblems(
        { PAYOUT_DEBTOR_NAME: "X", PAYOUT_DEBTOR_IBAN: "DE89370400440532013001", PAYOUT_DEBTOR_BIC: "NOPE" },
        false,
      ).map((p) => p.setting),
    ).toEqual(["PAYOUT_DEBTOR_IBAN", "PAYOUT_DEBTOR_BIC"]);
    expect(debtorSettingProblems({ PAYOUT_DEBTOR_IBAN: "DE89370400440532013000" }, false).map((p) => p.setting)).toEqual([
      "PAYOUT_DEBTOR_NAME",
      "PAYOUT_DEBTOR_BIC",
    ]);
  });
});

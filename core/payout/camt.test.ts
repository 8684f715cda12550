/**
 * The camt reader (decision 0113): both message kinds (camt.054 notification, camt.053 statement)
 * in both versions German banks deliver (.001.02, .001.08), built by tests/helpers/camt.ts from the
 * standard's structure: a batch booking, a single return (AC04), an unknown entry, entries not
 * booked, amounts as exact cents; malformed files and other messages refused with a typed error.
 */
import { describe, expect, it } from "vitest";
import { batchDebit, camtBytes, camtFile, camtNamespace, rawEntry, returned, unknownCredit } from "../../tests/helpers/camt.ts";
import { CamtFileError, decimalToCents, MAX_BANK_FILE_BYTES, parseCamt } from "./camt.ts";
import { translator } from "../shared/index.server.ts";
import { customerReasonMessage, RETURN_REASON_CODES, returnReasonKey, staffReasonMessage } from "./return-reasons.ts";

const run = { sepaMessageId: "SELLBACK-PR000042", totalCents: 123_456, count: 3 };

function refusal(input: string | Uint8Array): CamtFileError {
  try {
    parseCamt(input);
  } catch (err) {
    expect(err).toBeInstanceOf(CamtFileError);
    return err as CamtFileError;
  }
  throw new Error("the file was read");
}

describe.each(["001.02", "001.08"] as const)("camt version %s", (version) => {
  describe.each(["054", "053"] as const)("camt.%s", (kind) => {
    it("reads a batch booking, a single return and an unknown credit with exact cents", () => {
      const doc = parseCamt(
        camtBytes({
          version,
          kind,
          messageId: "BANK-MSG-1",
          entries: [
            batchDebit(run),
            returned({ endToEndId: "PR42-SB-1000042", amountCents: 55_550, code: "AC04", info: "Konto erloschen" }),
            unknownCredit({ amountCents: 1_999, endToEndId: "FOREIGN-1" }),
          ],
        }),
      );
      expect(doc.format).toBe(`camt.${kind}.${version}`);
      expect(doc.kind).toBe(kind);
      expect(doc.messageId).toBe("BANK-MSG-1");
      expect(doc.entries).toHaveLength(3);
      const [batch, ret, foreign] = doc.entries;
      expect(batch).toMatchObject({
        creditDebit: "DBIT",
        reversal: false,
        amountCents: 123_456,
        currency: "EUR",
        status: "BOOK",
        bookingDate: "2026-11-30",
        bankReference: "BANKREF-20261130-1",
        batch: { paymentInfoId: "SELLBACK-PR000042.0", messageId: "SELLBACK-PR000042", count: 3, totalCents: 123_456 },
        transactions: [],
      });
      expect(ret).toMatchObject({ creditDebit: "CRDT", amountCents: 55_550, batch: null });
      expect(ret!.transactions).toEqual([
        expect.objectContaining({
          endToEndId: "PR42-SB-1000042",
          amountCents: 55_550,
          originalAmountCents: 55_550,
          returnCode: "AC04",
          returnInfo: "Konto erloschen",
          counterparty: "Erika Mustermann",
        }),
      ]);
      expect(foreign!.transactions[0]).toMatchObject({ endToEndId: "FOREIGN-1", returnCode: null, amountCents: 1_999 });
    });

    it("keeps an entry that is not booked, marked with its status", () => {
      const doc = parseCamt(camtFile({ version, kind, entries: [batchDebit(run, { status: "PDNG" })] }));
      expect(doc.entries[0]!.status).toBe("PDNG");
    });

    it("reads a return with a fee taken (booked less than the original) and a debit booked back", () => {
      const doc = parseCamt(
        camtFile({
          version,
          kind,
          entries: [
            returned({ endToEndId: "PR1-SB-1", amountCents: 10_000, bookedCents: 9_750, code: "MD07" }),
            returned({ endToEndId: "PR1-SB-2", amountCents: 5_000, code: "AC01", reversal: true }),
          ],
        }),
      );
      expect(doc.entries[0]!.amountCents).toBe(9_750);
      expect(doc.entries[0]!.transactions[0]).toMatchObject({ amountCents: 9_750, originalAmountCents: 10_000, returnCode: "MD07" });
      expect(doc.entries[1]).toMatchObject({ creditDebit: "DBIT", reversal: true });
    });

    it("refuses an entry without its credit/debit indicator, naming the place", () => {
      const broken = rawEntry(
        `<Ntry><Amt Ccy="EUR">1.00</Amt>${version === "001.02" ? "<Sts>BOOK</Sts>" : "<Sts><Cd>BOOK</Cd></Sts>"}</Ntry>`,
      );
      const err = refusal(camtFile({ version, kind, entries: [broken] }));
      expect(err.problem).toBe("missingElement");
      expect(err.detail).toBe("Ntry[1]/CdtDbtInd");
    });
  });
});

describe("files the reader refuses", () => {
  const good = camtFile({ version: "001.08", kind: "054", entries: [batchDebit(run)] });

  it("refuses malformed XML (a file cut short)", () => {
    expect(refusal(good.slice(0, good.length - 40)).problem).toBe("malformed");
    expect(refusal("not xml at all").problem).toBe("malformed");
  });

  it("refuses another message or version (camt.052, camt.054.001.04, pain.001) and a missing namespace", () => {
    for (const other of ["camt.052.001.08", "camt.054.001.04", "pain.001.001.09"]) {
      const err = refusal(good.replace(camtNamespace("054", "001.08"), `urn:iso:std:iso:20022:tech:xsd:${other}`));
      expect(err.problem).toBe("unknownMessage");
      expect(err.detail).toContain(other);
    }
    expect(refusal(good.replace(` xmlns="${camtNamespace("054", "001.08")}"`, "")).problem).toBe("unknownMessage");
  });

  it("refuses a statement's namespace on a notification's body (the root must fit the message)", () => {
    const err = refusal(good.replace(camtNamespace("054", "001.08"), camtNamespace("053", "001.08")));
    expect(err).toMatchObject({ problem: "missingElement", detail: "Document/BkToCstmrStmt" });
  });

  it("reads a prefixed document as well (ns:Document with xmlns:ns)", () => {
    const prefixed = good
      .replace(`xmlns="${camtNamespace("054", "001.08")}"`, `xmlns:c="${camtNamespace("054", "001.08")}"`)
      .replace(/<(\/?)([A-Za-z])/g, "<$1c:$2")
      .replace("<c:?xml", "<?xml");
    expect(parseCamt(prefixed).entries[0]!.amountCents).toBe(123_456);
  });

  it("refuses a missing message id, an amount with parts of a cent, bytes that are not UTF-8 and a file over 10 MB", () => {
    expect(refusal(good.replace(/<MsgId>CAMT054[^<]*<\/MsgId>/, "")).detail).toBe("BkToCstmrDbtCdtNtfctn/GrpHdr/MsgId");
    expect(refusal(good.replace(">1234.56</Amt>", ">1234.567</Amt>")).problem).toBe("badValue");
    expect(refusal(good.replace(">1234.56</Amt>", ">-1234.56</Amt>")).problem).toBe("badValue");
    expect(refusal(new Uint8Array([0x3c, 0xff, 0xfe, 0x3e])).problem).toBe("notUtf8");
    expect(refusal(new Uint8Array(MAX_BANK_FILE_BYTES + 1)).problem).toBe("tooLarge");
  });

  it("gives an entity declared in a DOCTYPE no room to expand", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "${"x".repeat(100)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${good.slice(good.indexOf("<Document"))}`;
    expect(() => parseCamt(bomb)).toThrow(CamtFileError);
  });
});

describe("amounts", () => {
  it("turns the decimal string into cents without floating point", () => {
    expect(decimalToCents("0.1")).toBe(10);
    expect(decimalToCents("0.29")).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(decimalToCents("1234567890.12")).toBe(123_456_789_012);
    expect(decimalToCents("7")).toBe(700);
    expect(decimalToCents("5.10000")).toBe(510);
    for (const bad of ["", ".5", "1.", "1e3", "+1", "1,00", " 1 2"]) expect(() => decimalToCents(bad), bad).toThrow(CamtFileError);
  });
});

describe("return reasons", () => {
  it("has words for the known codes and falls back to 'other'", () => {
    expect(returnReasonKey("ac04")).toBe("AC04");
    expect(returnReasonKey("PAYPAL_UNCLAIMED")).toBe("PAYPAL_UNCLAIMED");
    expect(returnReasonKey("XX99")).toBe("other");
    expect(returnReasonKey(null)).toBe("other");
    expect(staffReasonMessage("MD07")).toBe("backoffice.bankFiles.reason.MD07");
    expect(customerReasonMessage("ZZZZ")).toBe("payout.returnReason.other");
  });

  it("says every code in the customer's five languages and in the back office's two", () => {
    const codes = [...RETURN_REASON_CODES, "other"];
    for (const locale of ["en", "de", "es", "fr", "it"] as const) {
      const t = translator(locale);
      for (const code of codes) expect(t(customerReasonMessage(code)), `${locale} ${code}`).not.toMatch(/^payout\./);
    }
    for (const locale of ["en", "de"] as const) {
      const t = translator(locale);
      for (const code of codes) expect(t(staffReasonMessage(code)), `${locale} ${code}`).not.toMatch(/^backoffice\./);
    }
  });
});

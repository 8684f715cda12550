import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import {
  checkPeriod,
  DATEV_COLUMNS,
  datevAmount,
  datevDocumentField,
  datevFileName,
  datevText,
  encodeWindows1252,
  fiscalYearStartOf,
  writeDatevBatch,
  type DatevBatch,
} from "./datev.ts";
import { isDatevAccount, isFiscalYearStart, journalSettings } from "./settings.ts";

const batch: DatevBatch = {
  settings: { consultantNumber: 29098, clientNumber: 55003, fiscalYearStart: "0701", accountLength: 4 },
  from: { year: 2026, month: 11, day: 1 },
  to: { year: 2026, month: 11, day: 30 },
  label: "Sellback Auszahlungen de",
  created: { date: { year: 2026, month: 11, day: 30 }, hour: 9, minute: 5, second: 7, millisecond: 42 },
  bookings: [
    {
      amountCents: 12345,
      account: "3200",
      contraAccount: "1200",
      date: { year: 2026, month: 11, day: 3 },
      document1: "SB-1000001",
      document2: "PR42",
      text: 'Ankauf "SB-1000001"\r\nzweite Zeile',
    },
  ],
};

describe("DATEV Buchungsstapel writer", () => {
  it("writes amounts from integer cents with a decimal comma, no float, no thousands separator", () => {
    expect(datevAmount(1)).toBe("0,01");
    expect(datevAmount(100)).toBe("1,00");
    expect(datevAmount(12345)).toBe("123,45");
    expect(datevAmount(123456789)).toBe("1234567,89");
    // 0.1 + 0.2 in floats would not be 30 cents; the integer is exact
    expect(datevAmount(30)).toBe("0,30");
    expect(datevAmount(999_999_999_999)).toBe("9999999999,99");
    expect(() => datevAmount(0)).toThrow(RangeError);
    expect(() => datevAmount(-5)).toThrow(RangeError);
    expect(() => datevAmount(1.5)).toThrow(RangeError);
    expect(() => datevAmount(1_000_000_000_000)).toThrow(RangeError);
  });

  it("quotes text fields, doubles quotes, drops control characters and cuts to DATEV's lengths", () => {
    expect(datevText('Ankauf "A"', 60)).toBe('"Ankauf ""A"""');
    expect(datevText("a\r\nb\tc", 60)).toBe('"a b c"');
    expect(datevText("x".repeat(80), 60)).toBe(`"${"x".repeat(60)}"`);
    expect(datevDocumentField("SB-1000001", 36)).toBe('"SB-1000001"');
    expect(datevDocumentField("PR42 / ü_x", 12)).toBe('"PR42/x"');
    expect(datevDocumentField("A".repeat(40), 36)).toBe(`"${"A".repeat(36)}"`);
  });

  it("writes the header of format version 13, DATEV's 125 column names and one line per booking, CRLF", () => {
    const text = writeDatevBatch(batch);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n")).toHaveLength(4);
    expect(text.split("\r\n")[0]).toBe(
      '"EXTF";700;21;"Buchungsstapel";13;20261130090507042;;"RE";"";"";29098;55003;20260701;4;20261101;20261130;"Sellback Auszahlungen de";"";1;0;0;"EUR";;"";;;"";;;"";""',
    );
    const [header, columns, row] = parse(text, { delimiter: ";", relaxColumnCount: true, bom: false }) as string[][];
    expect(header).toHaveLength(31);
    expect(columns).toEqual([...DATEV_COLUMNS]);
    expect(columns).toHaveLength(125);
    // the columns the journal fills, by DATEV's names at their positions
    expect([0, 1, 2, 6, 7, 8, 9, 10, 11, 13].map((i) => columns![i])).toEqual(
      "Umsatz (ohne Soll/Haben-Kz)|Soll/Haben-Kennzeichen|WKZ Umsatz|Konto|Gegenkonto (ohne BU-Schlüssel)|BU-Schlüssel|Belegdatum|Belegfeld 1|Belegfeld 2|Buchungstext".split(
        "|",
      ),
    );
    expect(columns![124]).toBe("Abw. Skontokonto");
    expect(row).toHaveLength(125);
    expect(row!.slice(0, 14)).toEqual([
      "123,45",
      "S",
      "EUR",
      "",
      "",
      "",
      "3200",
      "1200",
      "",
      "0311",
      "SB-1000001",
      "PR42",
      "",
      'Ankauf "SB-1000001" zweite Zeile',
    ]);
    // numbers stay bare, text is quoted
    expect(
      text.split("\r\n")[2]!.startsWith('123,45;"S";"EUR";;;;3200;1200;"";0311;"SB-1000001";"PR42";;"Ankauf ""SB-1000001"" zweite Zeile";'),
    ).toBe(true);
  });

  it("encodes Windows-1252: umlauts in one byte, the euro sign at 0x80, others as ?", () => {
    expect([...encodeWindows1252("Schlüssel")]).toEqual([0x53, 0x63, 0x68, 0x6c, 0xfc, 0x73, 0x73, 0x65, 0x6c]);
    expect([...encodeWindows1252("ü€ß✓")]).toEqual([0xfc, 0x80, 0xdf, 0x3f]);
    expect(new TextDecoder("windows-1252").decode(encodeWindows1252(writeDatevBatch(batch)))).toBe(writeDatevBatch(batch));
  });

  it("takes periods within one fiscal year and one calendar year, at most 366 days", () => {
    expect(checkPeriod("2026-11-01", "2026-11-30", "0101")).toEqual({
      from: { year: 2026, month: 11, day: 1 },
      to: { year: 2026, month: 11, day: 30 },
    });
    expect(checkPeriod("2026-01-01", "2026-12-31", "0101")).toHaveProperty("from");
    expect(checkPeriod("2026-11-31", "2026-12-01", "0101")).toEqual({
      problems: [{ field: "from", message: "backoffice.books.error.day" }],
    });
    expect(checkPeriod("30.11.2026", "x", "0101")).toHaveProperty("problems", [
      { field: "from", message: "backoffice.books.error.day" },
      { field: "to", message: "backoffice.books.error.day" },
    ]);
    expect(checkPeriod("2026-11-30", "2026-11-01", "0101")).toEqual({
      problems: [{ field: "to", message: "backoffice.books.error.order" }],
    });
    expect(checkPeriod("2026-06-15", "2026-07-15", "0701")).toEqual({
      problems: [{ field: "to", message: "backoffice.books.error.fiscalYear" }],
    });
    expect(checkPeriod("2026-12-15", "2027-01-15", "0701")).toEqual({
      problems: [{ field: "to", message: "backoffice.books.error.calendarYear" }],
    });
    expect(checkPeriod("2026-12-15", "2027-01-15", "0101")).toEqual({
      problems: [{ field: "to", message: "backoffice.books.error.fiscalYear" }],
    });
    expect(checkPeriod("2025-01-01", "2026-01-02", "0101")).toEqual({
      problems: [{ field: "to", message: "backoffice.books.error.tooLong" }],
    });
    expect(fiscalYearStartOf({ year: 2026, month: 6, day: 30 }, "0701")).toEqual({ year: 2025, month: 7, day: 1 });
    expect(fiscalYearStartOf({ year: 2026, month: 7, day: 1 }, "0701")).toEqual({ year: 2026, month: 7, day: 1 });
  });

  it("names the file by period and edition", () => {
    expect(datevFileName(batch.from, batch.to, "de")).toBe("EXTF_Buchungsstapel_2026-11-01_2026-11-30_de.csv");
    expect(datevFileName(batch.from, batch.to, null)).toBe("EXTF_Buchungsstapel_2026-11-01_2026-11-30_all.csv");
  });

  it("checks the settings: fiscal year start, account lengths, consultant and client numbers required", () => {
    expect(isFiscalYearStart("0101")).toBe(true);
    expect(isFiscalYearStart("0701")).toBe(true);
    expect(isFiscalYearStart("0229")).toBe(false);
    expect(isFiscalYearStart("1301")).toBe(false);
    expect(isFiscalYearStart("101")).toBe(false);
    expect(isDatevAccount("3200", 4)).toBe(true);
    expect(isDatevAccount("70001", 4)).toBe(true);
    expect(isDatevAccount("320", 4)).toBe(false);
    expect(isDatevAccount("0000", 4)).toBe(false);
    expect(isDatevAccount("32a0", 4)).toBe(false);
    const config = {
      DATEV_FISCAL_YEAR_START: "0101",
      DATEV_ACCOUNT_LENGTH: 4,
      DATEV_ACCOUNT_PURCHASES: "3200",
      DATEV_ACCOUNT_BANK: "1200",
      DATEV_ACCOUNT_PAYPAL: "1210",
      DATEV_ACCOUNT_VOUCHERS: "1700",
    };
    expect(journalSettings(config)).toEqual({ settings: null, missing: ["DATEV_CONSULTANT_NUMBER", "DATEV_CLIENT_NUMBER"] });
    expect(journalSettings({ ...config, DATEV_CONSULTANT_NUMBER: 1001, DATEV_CLIENT_NUMBER: 1 }).settings).toMatchObject({
      consultantNumber: 1001,
      clientNumber: 1,
      accounts: { purchases: "3200", bank: "1200", paypal: "1210", vouchers: "1700" },
    });
  });
});

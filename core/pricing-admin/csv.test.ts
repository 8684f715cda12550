import { describe, expect, it } from "vitest";
import { centsToCsv, parsePriceCsv, parsePriceText, PRICE_CSV_MAX_BYTES, PRICE_CSV_MAX_ROWS, type CsvRow } from "./csv.ts";
import { changesOf, countDiff, diffRows } from "./diff.ts";

const HEADER = "device_id,slug,name,edition,price_eur\n";
const ok = (text: string | Uint8Array, edition = "de"): CsvRow[] => {
  const r = parsePriceCsv(text, edition);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.rows;
};

describe("parsePriceText", () => {
  it.each([
    ["199", 19900],
    ["199.5", 19950],
    ["199.90", 19990],
    ["0.01", 1],
    ["  12.30 ", 1230],
    ["199,90", 19990],
    ["50000", 5_000_000],
  ])("%s → %i cents", (text, cents) => expect(parsePriceText(text)).toEqual({ ok: true, cents }));

  it.each([
    ["abc", "price"],
    ["", "price"],
    ["1.2.3", "price"],
    ["1 000", "price"],
    ["1e3", "price"],
    [".5", "price"],
    ["€12", "price"],
    ["+12", "price"],
    ["-12.50", "negative"],
    ["-0", "zero"],
    ["0.00", "zero"],
    ["12.345", "decimals"],
    ["12,999", "decimals"],
    ["50000.01", "tooHigh"],
    ["999999999999", "tooHigh"],
  ])("%s → %s", (text, reason) => expect(parsePriceText(text)).toEqual({ ok: false, reason }));

  it("writes cents back as the CSV's text", () => {
    expect(centsToCsv(19990)).toBe("199.90");
    expect(centsToCsv(5)).toBe("0.05");
    expect(parsePriceText(centsToCsv(123456))).toEqual({ ok: true, cents: 123456 });
  });
});

describe("parsePriceCsv", () => {
  it("reads rows with their file line, in any column order, with extra columns ignored", () => {
    const rows = ok("price_eur,edition,device_id,note\n100.00,de,1,x\n\n250.5,de,2,y\n");
    expect(rows.map((r) => [r.line, r.deviceId, r.priceCents, r.rejected])).toEqual([
      [2, 1, 10000, undefined],
      [4, 2, 25050, undefined],
    ]);
  });

  it("ignores a byte-order mark, reads CRLF and bytes (UTF-8)", () => {
    const text = `\uFEFF${HEADER.replace("\n", "\r\n")}7,apple-x,"Äpfel ""Pro"", 128 GB",de,"1,50"\r\n`;
    const rows = ok(new TextEncoder().encode(text));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ line: 2, deviceId: 7, name: 'Äpfel "Pro", 128 GB', slug: "apple-x", priceCents: 150 });
  });

  it("counts lines inside quoted fields for the line numbers", () => {
    const rows = ok(`${HEADER}1,a,"two\nlines",de,10\n2,b,c,de,x\n`);
    expect(rows.map((r) => [r.line, r.rejected])).toEqual([
      [2, undefined],
      [4, "price"],
    ]);
  });

  it("rejects bad rows with a reason and still reads every other row", () => {
    const rows = ok(
      HEADER +
        [
          "1,a,A,de,10.00", // fine
          "2,b,B,de,-5", // negative
          "3,c,C,de,12.345", // decimals
          "4,d,D,at,10", // wrong edition
          "5,e,E,de,ten", // not a number
          "x,f,F,de,10", // no device id
          "6,g,G,de,999999", // above the maximum
          "1,a,A,de,11", // duplicate of line 2
          "7,h,H,de", // a column short
          "8,i,I,de,0", // zero
          "9,j,J,de,", // blank price: no change, not rejected
          "10,k,K,DE,20", // the edition's case does not matter
        ].join("\n"),
    );
    expect(rows.map((r) => r.rejected ?? "ok")).toEqual([
      "ok",
      "negative",
      "decimals",
      "edition",
      "price",
      "deviceId",
      "tooHigh",
      "duplicate",
      "columns",
      "zero",
      "ok",
      "ok",
    ]);
    expect(rows[10]!.priceCents).toBeNull();
  });

  it("refuses an empty file, a header alone, a missing column, broken quoting", () => {
    expect(parsePriceCsv("", "de")).toEqual({ ok: false, error: { code: "empty" } });
    expect(parsePriceCsv("\uFEFF \n\n", "de")).toEqual({ ok: false, error: { code: "empty" } });
    expect(parsePriceCsv(HEADER, "de")).toEqual({ ok: false, error: { code: "empty" } });
    expect(parsePriceCsv("device_id,slug,edition\n1,a,de\n", "de")).toEqual({
      ok: false,
      error: { code: "missingColumn", column: "price_eur" },
    });
    const broken = parsePriceCsv(`${HEADER}1,a,"open quote,de,10\n`, "de");
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error.code).toBe("malformed");
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(parsePriceCsv(new Uint8Array([...new TextEncoder().encode(HEADER), 0x31, 0x2c, 0xff, 0xfe, 0x0a]), "de")).toEqual({
      ok: false,
      error: { code: "encoding" },
    });
  });

  it("refuses more than 20,000 rows and more than 2 MB, and takes exactly 20,000", () => {
    const lines = (n: number) => HEADER + Array.from({ length: n }, (_, i) => `${i + 1},,,de,1`).join("\n");
    expect(ok(lines(PRICE_CSV_MAX_ROWS))).toHaveLength(PRICE_CSV_MAX_ROWS);
    expect(parsePriceCsv(lines(PRICE_CSV_MAX_ROWS + 1), "de")).toEqual({ ok: false, error: { code: "tooManyRows" } });
    expect(parsePriceCsv(HEADER + "x".repeat(PRICE_CSV_MAX_BYTES), "de")).toEqual({ ok: false, error: { code: "tooLarge" } });
  });
});

describe("diffRows", () => {
  const devices = new Map([
    [1, { slug: "one", name: "One" }],
    [2, { slug: "two", name: "Two" }],
    [3, { slug: "three", name: "Three" }],
    [4, { slug: "four", name: "Four" }],
    [5, { slug: "five", name: "Five" }],
  ]);
  const current = new Map([
    [1, 10000],
    [2, 20000],
    [4, 5000],
  ]);

  it("sorts each row into changed, new, unchanged, unknown, blank or rejected", () => {
    const rows = ok(
      HEADER +
        ["1,one,,de,120", "2,,,de,200.00", "3,three,,de,30", "99,gone,Gone,de,10", "4,,,de,", "1,,,de,1", "5,wrong-slug,,de,60"].join("\n"),
    );
    const diff = diffRows(rows, devices, current);
    expect(diff.map((d) => [d.kind, d.oldCents, d.newCents, d.reason ?? null])).toEqual([
      ["changed", 10000, 12000, null],
      ["unchanged", 20000, 20000, null],
      ["new", null, 3000, null],
      ["unknown", null, 1000, null],
      ["blank", 5000, null, null],
      ["rejected", 10000, 100, "duplicate"],
      ["rejected", null, 6000, "slugMismatch"],
    ]);
    expect(diff[3]).toMatchObject({ slug: "gone", name: "Gone" });
    expect(countDiff(diff)).toEqual({ total: 7, changed: 1, unchanged: 1, new: 1, unknown: 1, blank: 1, rejected: 2 });
    expect(changesOf(diff)).toEqual([
      [1, 10000, 12000],
      [3, null, 3000],
    ]);
  });
});

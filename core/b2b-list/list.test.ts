/**
 * Reading device lists (decision 0117): headers in six languages, CSV and XLSX files with those
 * headers (the XLSX made here with exceljs), cell values as text (an IMEI stored as a number keeps
 * its digits), malformed files refused with a 422 problem, IMEI check digits, grade words and
 * quantities, pasted rows with and without a header.
 */
import ExcelJS from "exceljs";
import { crc32, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BUSINESS_LIST_MAX_ROWS } from "../editions/index.ts";
import { ProblemError } from "../shared/index.ts";
import {
  cellText,
  detectDelimiter,
  gradeOf,
  guessColumns,
  LIST_MAX_BYTES,
  parseListFile,
  parsePastedList,
  quantityOf,
  readRows,
  recognizeColumns,
  storageLabelOf,
  type ColumnMap,
  type ListField,
} from "./index.server.ts";
import { zipEntries } from "./zip.ts";

const FIELDS: ListField[] = ["model", "storage", "colour", "condition", "quantity", "imei", "serial"];

/** Headers per language, in the order of FIELDS, as people write them. */
const HEADERS: Record<string, string[]> = {
  en: ["Model", "Storage", "Colour", "Condition", "Quantity", "IMEI", "Serial number"],
  "en-us": ["Device model", "Capacity (GB)", "Color", "Grade", "Qty", "IMEI 1", "S/N"],
  de: ["Modell", "Speicher", "Farbe", "Zustand", "Menge", "IMEI-Nummer", "Seriennummer"],
  "de-2": ["Gerät", "Speicherplatz", "Farbe", "Klasse", "Anzahl", "IMEI", "Serien-Nr."],
  es: ["Modelo", "Almacenamiento", "Color", "Estado", "Cantidad", "IMEI", "Número de serie"],
  fr: ["Modèle", "Stockage", "Couleur", "État", "Quantité", "IMEI", "Numéro de série"],
  it: ["Modello", "Memoria", "Colore", "Condizione", "Quantità", "IMEI", "Numero di serie"],
  nl: ["Model", "Opslag", "Kleur", "Staat", "Aantal", "IMEI", "Serienummer"],
};
const EXPECTED: ColumnMap = { model: 0, storage: 1, colour: 2, condition: 3, quantity: 4, imei: 5, serial: 6 };

/** Valid IMEIs (Luhn) and one with a wrong check digit. */
const IMEI = "356938035643809";
const IMEI_2 = "490154203237518";
const IMEI_WRONG = "356938035643808";

describe("recognizeColumns", () => {
  for (const [language, headers] of Object.entries(HEADERS)) {
    it(`recognizes every column by its ${language} header`, () => {
      expect(recognizeColumns(headers)).toEqual(EXPECTED);
    });
  }

  it("ignores case, accents and punctuation, and finds a field inside a longer header", () => {
    expect(recognizeColumns(["MODELE", "stockage:", "ETAT", "quantite", "imei/serial"])).toEqual({
      model: 0,
      storage: 1,
      condition: 2,
      quantity: 3,
      imei: 4,
    });
    expect(recognizeColumns(["Artikel-Bezeichnung", "Menge (Stück)"])).toEqual({ model: 0, quantity: 1 });
  });

  it("leaves out what it does not know: no model column is an empty or partial map for the page to ask", () => {
    expect(recognizeColumns(["Spalte A", "Spalte B", "Preis"])).toEqual({});
    expect(recognizeColumns(["Foo", "Anzahl", "IMEI"])).toEqual({ quantity: 1, imei: 2 });
  });

  it("takes the first column of a field when two name it", () => {
    expect(recognizeColumns(["Model", "Modell"])).toEqual({ model: 0 });
  });
});

describe("grades, quantities and storage", () => {
  const cases: [string, "A" | "B" | "C" | "D" | null][] = [
    ["A", "A"],
    ["b", "B"],
    ["Grade C", "C"],
    ["Klasse D", "D"],
    ["C - visible wear", "C"],
    ["like new", "A"],
    ["wie neu", "A"],
    ["como nuevo", "A"],
    ["comme neuf", "A"],
    ["come nuovo", "A"],
    ["als nieuw", "A"],
    ["sehr gut", "B"],
    ["Très bon état", "B"],
    ["buono", "B"],
    ["gebraucht", "C"],
    ["usado", "C"],
    ["usato", "C"],
    ["defekt", "D"],
    ["broken", "D"],
    ["Défectueux", "D"],
    ["rotto", "D"],
    ["kapot", "D"],
    ["", null],
    ["bananas", null],
  ];
  for (const [cell, grade] of cases) it(`reads "${cell}" as ${grade}`, () => expect(gradeOf(cell)).toBe(grade));

  it("reads quantities: empty is 1, spreadsheet numbers and units are whole numbers, the rest is invalid", () => {
    expect(quantityOf("")).toBe(1);
    expect(quantityOf("3")).toBe(3);
    expect(quantityOf("3.0")).toBe(3);
    expect(quantityOf("12 Stk")).toBe(12);
    expect(quantityOf("0")).toBeNull();
    expect(quantityOf("-2")).toBeNull();
    expect(quantityOf("2.5")).toBeNull();
    expect(quantityOf("many")).toBeNull();
    expect(quantityOf("999999999")).toBeNull();
  });

  it("writes storage the catalog's way", () => {
    expect(storageLabelOf("128")).toBe("128 GB");
    expect(storageLabelOf("128GB")).toBe("128 GB");
    expect(storageLabelOf("1 TB")).toBe("1 TB");
    expect(storageLabelOf("1024")).toBe("1 TB");
    expect(storageLabelOf("viel")).toBe("viel");
  });
});

describe("readRows", () => {
  const table = {
    format: "csv" as const,
    headers: HEADERS.de!,
    rows: [
      ["iPhone 13", "128", "Blau", "wie neu", "", IMEI, ""],
      ["Galaxy S23", "256 GB", "", "B", "4", "", ""],
      ["Pixel 8", "", "", "gebraucht", "1", IMEI_WRONG, ""],
      ["Pixel 7", "", "", "", "", "12345", "F2LXK0Q1HG7F"],
      ["", "", "", "", "3", "", ""],
      ["", "", "", "", "", "", ""],
      ["iPad", "", "", "kaputtish", "zwei", "", "??"],
    ],
  };
  const { rows, problems } = readRows(table, recognizeColumns(table.headers));

  it("reads model, storage, grade, quantity and the identifiers", () => {
    expect(rows[0]).toMatchObject({
      row: 1,
      model: "iPhone 13",
      storage: "128 GB",
      colour: "Blau",
      grade: "A",
      quantity: 1,
      imei: IMEI,
      serial: null,
      identifierProblem: null,
    });
    expect(rows[0]!.input).toEqual({ model: "iPhone 13", storage: "128", colour: "Blau", condition: "wie neu", imei: IMEI });
    expect(rows[1]).toMatchObject({ row: 2, model: "Galaxy S23", storage: "256 GB", grade: "B", quantity: 4 });
  });

  it("keeps a row whose IMEI has a foreign or wrong check digit, without the IMEI", () => {
    expect(rows[2]).toMatchObject({ row: 3, model: "Pixel 8", grade: "C", imei: null, identifierProblem: "imei_check_digit" });
    // not a problem that stops the quote: the row says what was dropped
    expect(problems.filter((p) => p.row === 3 || p.row === 4)).toEqual([]);
    expect(rows[3]).toMatchObject({ row: 4, imei: null, serial: "F2LXK0Q1HG7F", identifierProblem: "imei_format" });
  });

  it("leaves out rows without a model and empty rows, and names what it did not understand", () => {
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3, 4, 7]);
    expect(problems).toContainEqual({ row: 5, field: "model", code: "model_missing" });
    expect(rows[4]).toMatchObject({ row: 7, quantity: 1, grade: null, serial: null, identifierProblem: "serial_format" });
    expect(problems).toEqual(
      expect.arrayContaining([
        { row: 7, field: "quantity", code: "quantity_invalid" },
        { row: 7, field: "condition", code: "condition_unknown" },
      ]),
    );
  });

  it("puts a manufacturer column's text before the model unless the model names it", () => {
    const withBrand = {
      format: "csv" as const,
      headers: ["Hersteller", "Modell", "Menge"],
      rows: [
        ["Apple", "iPhone 13", "2"],
        ["Samsung", "Samsung Galaxy S23", "1"],
        ["", "Pixel 8", "1"],
      ],
    };
    const read = readRows(withBrand, recognizeColumns(withBrand.headers));
    expect(read.rows.map((r) => r.model)).toEqual(["Apple iPhone 13", "Samsung Galaxy S23", "Pixel 8"]);
    expect(read.rows[0]!.input.model).toBe("iPhone 13");
  });

  it("reports a table without a model column, and reads with a map the seller set by hand", () => {
    const unknown = { format: "csv" as const, headers: ["A", "B"], rows: [["3", "iPhone 13"]] };
    expect(readRows(unknown, recognizeColumns(unknown.headers)).problems).toEqual([
      { row: 0, field: "model", code: "model_column_missing" },
    ]);
    const byHand = readRows(unknown, { model: 1, quantity: 0 });
    expect(byHand.rows).toEqual([expect.objectContaining({ model: "iPhone 13", quantity: 3 })]);
    expect(byHand.problems).toEqual([]);
  });
});

const encode = (text: string) => new TextEncoder().encode(text);

/** A ZIP archive (deflated entries), as a spreadsheet program or an attacker writes one. */
function zipSync(files: Record<string, Uint8Array>): Uint8Array {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(nameBytes.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc32(data), 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(nameBytes.length, 28);
    dir.writeUInt32LE(offset, 42);
    local.push(head, nameBytes, packed);
    central.push(dir, nameBytes);
    offset += head.length + nameBytes.length + packed.length;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, ...central, end]));
}

async function xlsx(headers: string[], rows: ExcelJS.CellValue[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Geräte");
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  workbook.addWorksheet("Other").addRow(["not read"]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function problemOf(promise: Promise<unknown>): Promise<ProblemError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ProblemError);
    return err as ProblemError;
  }
  throw new Error("expected a problem");
}

describe("parseListFile: CSV", () => {
  for (const [language, headers] of Object.entries(HEADERS)) {
    it(`reads a CSV with ${language} headers`, async () => {
      const csv = `${headers.join(";")}\niPhone 13;128;Blau;A;2;${IMEI};\n`;
      const table = await parseListFile(encode(csv), "list.csv", "text/csv");
      expect(table.format).toBe("csv");
      expect(recognizeColumns(table.headers)).toEqual(EXPECTED);
      expect(table.rows).toEqual([["iPhone 13", "128", "Blau", "A", "2", IMEI, ""]]);
    });
  }

  it("finds the delimiter (comma, semicolon, tab), ignores a byte-order mark and reads quoted fields", async () => {
    expect(detectDelimiter('a,b,"c;d"\n1,2,3')).toBe(",");
    expect(detectDelimiter("a;b;c\n1,5;2;3")).toBe(";");
    expect(detectDelimiter("a\tb\tc")).toBe("\t");
    const table = await parseListFile(encode('\ufeffModel,Quantity\n"Galaxy S23, Ultra ""Business""",3\r\n\r\nPixel 8,1\n'), "x.csv");
    expect(table.headers).toEqual(["Model", "Quantity"]);
    expect(table.rows).toEqual([
      ['Galaxy S23, Ultra "Business"', "3"],
      ["Pixel 8", "1"],
    ]);
  });

  it("skips a title above the header and Excel's sep= line", async () => {
    const table = await parseListFile(encode("sep=;\nGeräteliste Muster GmbH;;\nStand 2026-11-30\n\nModell;Menge\niPhone 13;2\n"), "x.csv");
    expect(table.headers).toEqual(["Modell", "Menge"]);
    expect(table.rows).toEqual([["iPhone 13", "2"]]);
    const xlsxTable = await parseListFile(await xlsx(["Geräteliste"], [[], ["Modèle", "Quantité"], ["Pixel 8", 1]]), "x.xlsx");
    expect(xlsxTable.headers).toEqual(["Modèle", "Quantité"]);
    expect(xlsxTable.rows).toEqual([["Pixel 8", "1"]]);
  });

  it("reads a Windows-1252 file (what spreadsheet programs write) as such", async () => {
    const bytes = new Uint8Array([...encode("Modell;Zustand\nGer"), 0xe4, ...encode("t;gut\n")]);
    const table = await parseListFile(bytes, "liste.csv");
    expect(table.rows).toEqual([["Gerät", "gut"]]);
  });
});

describe("parseListFile: XLSX", () => {
  for (const [language, headers] of Object.entries(HEADERS)) {
    it(`reads an XLSX with ${language} headers`, async () => {
      const bytes = await xlsx(headers, [["iPhone 13", 128, "Blau", "A", 2, Number(IMEI), "F2LXK0Q1HG7F"]]);
      const table = await parseListFile(bytes, "liste.xlsx");
      expect(table.format).toBe("xlsx");
      expect(recognizeColumns(table.headers)).toEqual(EXPECTED);
      expect(table.rows).toEqual([["iPhone 13", "128", "Blau", "A", "2", IMEI, "F2LXK0Q1HG7F"]]);
    });
  }

  it("reads rich text, formulas' results, dates, hyperlinks and numbers as text; an IMEI stored as a number keeps its 15 digits", async () => {
    const bytes = await xlsx(HEADERS.en!, [
      [
        { richText: [{ text: "Galaxy " }, { font: { bold: true }, text: "S23" }] },
        { formula: "64*2", result: 128 },
        null,
        "B",
        { formula: "1+1", result: 2 },
        Number(IMEI_2),
        null,
      ],
      [{ text: "Pixel 8", hyperlink: "https://example.com" }, "256 GB", null, new Date(Date.UTC(2024, 4, 1)), 1, null, null],
      [],
      ["iPhone 12", null, null, null, 3.5, null, null],
    ]);
    const table = await parseListFile(bytes, "liste.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(table.rows).toEqual([
      ["Galaxy S23", "128", "", "B", "2", IMEI_2],
      ["Pixel 8", "256 GB", "", "2024-05-01", "1"],
      ["iPhone 12", "", "", "", "3.5"],
    ]);
    expect(cellText(356938035643809)).toBe(IMEI);
    expect(cellText(3.56938035643809e14)).toBe(IMEI);
    expect(cellText(1e21)).toBe("1e+21");
  });
});

describe("parseListFile: refused files", () => {
  it("refuses a file that only claims to be XLSX, binary garbage and a broken ZIP with 422 list_unreadable", async () => {
    for (const [bytes, name] of [
      [encode("Model;Qty\niPhone;1"), "list.xlsx"],
      [new Uint8Array([0x00, 0x01, 0x02, 0xff, 0x00, 0x07, 0x1b, 0x00]), "list.csv"],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), "list.xlsx"],
      [zipSync({ "hello.txt": encode("hello") }), "list.xlsx"],
    ] as const) {
      const problem = await problemOf(parseListFile(bytes, name));
      expect([problem.status, problem.code, problem.detail]).toEqual([422, "list_unreadable", "problem.detail.listUnreadable"]);
    }
  });

  it("refuses an XLSX that would unpack to more than the limit (a zip bomb) before reading it", async () => {
    const bomb = zipSync({
      "[Content_Types].xml": encode("<Types/>"),
      "xl/worksheets/sheet1.xml": new Uint8Array(60 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(LIST_MAX_BYTES);
    // the archive's own directory gives the unpacked size without unpacking
    expect(zipEntries(bomb)).toContainEqual(expect.objectContaining({ name: "xl/worksheets/sheet1.xml", unpackedBytes: 60 * 1024 * 1024 }));
    const problem = await problemOf(parseListFile(bomb, "bomb.xlsx"));
    expect([problem.status, problem.code]).toEqual([422, "list_unreadable"]);
  });

  it("refuses ODS and the old XLS with 415 list_format_unsupported (no ODS reader is installed)", async () => {
    const ods = zipSync({ mimetype: encode("application/vnd.oasis.opendocument.spreadsheet"), "content.xml": encode("<x/>") });
    for (const [bytes, name] of [
      [ods, "liste.ods"],
      [ods, "liste.zip"],
      [new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), "liste.xls"],
    ] as const) {
      const problem = await problemOf(parseListFile(bytes, name));
      expect([problem.status, problem.code, problem.detail]).toEqual([
        415,
        "list_format_unsupported",
        "problem.detail.listFormatUnsupported",
      ]);
    }
  });

  it("refuses an empty file, a header without rows, too many rows and too many bytes", async () => {
    expect((await problemOf(parseListFile(new Uint8Array(), "a.csv"))).code).toBe("list_empty");
    expect((await problemOf(parseListFile(encode("\n\n;;\n"), "a.csv"))).code).toBe("list_empty");
    expect((await problemOf(parseListFile(encode("Model;Qty\n"), "a.csv"))).code).toBe("list_empty");
    expect((await problemOf(parseListFile(await xlsx(["Model"], []), "a.xlsx"))).code).toBe("list_empty");
    const long = `Model\n${"iPhone 13\n".repeat(BUSINESS_LIST_MAX_ROWS + 1)}`;
    const tooLong = await problemOf(parseListFile(encode(long), "a.csv"));
    expect([tooLong.status, tooLong.code, tooLong.extra]).toEqual([422, "list_too_long", { maxRows: BUSINESS_LIST_MAX_ROWS }]);
    // empty lines do not hide rows beyond the limit
    const gappy = `Model\n${"\n".repeat(300)}${"iPhone 13\n".repeat(BUSINESS_LIST_MAX_ROWS - 10)}\n\n${"Pixel 8\n".repeat(20)}`;
    expect((await problemOf(parseListFile(encode(gappy), "a.csv"))).code).toBe("list_too_long");
    const exactly = await parseListFile(encode(`Model\n${"iPhone 13\n".repeat(BUSINESS_LIST_MAX_ROWS)}`), "a.csv");
    expect(exactly.rows).toHaveLength(BUSINESS_LIST_MAX_ROWS);
    const tooLongXlsx = await xlsx(
      ["Model"],
      Array.from({ length: BUSINESS_LIST_MAX_ROWS + 1 }, () => ["iPhone 13"]),
    );
    expect((await problemOf(parseListFile(tooLongXlsx, "a.xlsx"))).code).toBe("list_too_long");
    const large = await problemOf(parseListFile(new Uint8Array(LIST_MAX_BYTES + 1), "a.csv"));
    expect([large.status, large.code]).toEqual([422, "list_too_large"]);
  });
});

describe("parsePastedList", () => {
  it("reads rows copied from a spreadsheet (tabs) with a header", () => {
    const table = parsePastedList("Modell\tMenge\tIMEI\niPhone 13 128GB\t3\t\nGalaxy S23\t1\t" + IMEI + "\n");
    expect(table).toEqual({
      format: "paste",
      headers: ["Modell", "Menge", "IMEI"],
      rows: [
        ["iPhone 13 128GB", "3", ""],
        ["Galaxy S23", "1", IMEI],
      ],
    });
  });

  it("reads rows without a header and guesses the columns from their content", () => {
    const table = parsePastedList(`iPhone 13 128GB;3;${IMEI}\nGalaxy S23;1;${IMEI_2}\n`);
    expect(table.headers).toEqual(["", "", ""]);
    expect(table.rows).toHaveLength(2);
    expect(guessColumns(table)).toEqual({ model: 0, quantity: 1, imei: 2 });
    expect(readRows(table, guessColumns(table)).rows[1]).toMatchObject({ model: "Galaxy S23", quantity: 1, imei: IMEI_2 });
  });

  it("guesses a storage column of sizes", () => {
    const table = parsePastedList("iPhone 13, 128GB, 2\nGalaxy S23, 256 GB, 1\n");
    expect(guessColumns(table)).toEqual({ model: 0, storage: 1, quantity: 2 });
  });

  it("reads one model per line", () => {
    const table = parsePastedList("iPhone 13\nPixel 8\n\n");
    expect(table.rows).toEqual([["iPhone 13"], ["Pixel 8"]]);
    expect(guessColumns(table)).toEqual({ model: 0 });
  });

  it("refuses empty text and binary", () => {
    expect(() => parsePastedList("  \n ")).toThrowError(expect.objectContaining({ code: "list_empty" }));
    expect(() => parsePastedList("a\u0000b")).toThrowError(expect.objectContaining({ code: "list_unreadable" }));
  });
});

it("every field has header words in the table (a new field would need them)", () => {
  for (const field of FIELDS) expect(Object.values(EXPECTED)).toContain(EXPECTED[field]);
});

import { describe, expect, it } from "vitest";
import { csvDecimal, neutraliseCell, writeCsv } from "./csv.ts";

describe("the one CSV writer (decision 0067)", () => {
  it("neutralises a string cell a spreadsheet would run as a formula: = + - @, tab and CR at its start", () => {
    for (const text of ['=HYPERLINK("https://evil.example","x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])
      expect(neutraliseCell(text)).toBe(`'${text}`);
    for (const text of ["iPhone 15", "a=b", " =1", "'=1", "", "SB-1234567"]) expect(neutraliseCell(text)).toBe(text);
    expect(writeCsv([['=HYPERLINK("https://evil.example","x")', "@cmd", "ok"]])).toBe(
      `"'=HYPERLINK(""https://evil.example"",""x"")",'@cmd,ok\n`,
    );
  });

  it("writes numbers as numbers, a negative one too; a string that looks like one is a string", () => {
    expect(writeCsv([[-5, 12.5, 0, "-5"]])).toBe("-5,12.5,0,'-5\n");
    expect(writeCsv([[csvDecimal(-1234), csvDecimal(5), csvDecimal(123456, ",")]], { delimiter: ";" })).toBe("-12.34;0.05;1234,56\n");
    expect(() => writeCsv([[Number.NaN]])).toThrow(RangeError);
    expect(() => csvDecimal(1.5)).toThrow(RangeError);
  });

  it("quotes what needs it (or everything), doubles quotes, ends every row, and writes null as empty", () => {
    expect(writeCsv([["a,b", 'say "hi"', "line\nbreak", null, undefined]])).toBe('"a,b","say ""hi""","line\nbreak",,\n');
    expect(writeCsv([["a;b", "a,b"]], { delimiter: ";" })).toBe('"a;b";a,b\n');
    expect(
      writeCsv(
        [
          ["x", 1],
          ["y", 2],
        ],
        { quoteAll: true, lineEnding: "\r\n" },
      ),
    ).toBe('"x","1"\r\n"y","2"\r\n');
    expect(writeCsv([["ä"]], { bom: true })).toBe("\ufeffä\n");
    expect(writeCsv([])).toBe("");
  });
});

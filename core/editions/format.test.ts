import { describe, it, expect } from "vitest";
import {
  countryName,
  DISPLAY_TIME_ZONE,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatStorage,
  nameInSentence,
} from "./format.ts";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("formatDate", () => {
  const date = new Date("2024-03-07T10:00:00Z");

  it.each([
    ["de", "07.03.24"],
    ["at", "07.03.24"],
    ["es", "07/03/24"],
    ["fr", "07/03/24"],
    ["it", "07/03/24"],
    ["en", "07/03/24"],
  ] as const)("%s → %s", (edition, expected) => {
    expect(formatDate(date, edition)).toBe(expected);
  });

  it("uses the Europe/Berlin calendar day in every edition", () => {
    expect(DISPLAY_TIME_ZONE).toBe("Europe/Berlin");
    // 23:30 UTC on New Year's Eve is already 00:30 on 1 January in Berlin (UTC+1).
    const late = new Date("2024-12-31T23:30:00Z");
    expect(formatDate(late, "de")).toBe("01.01.25");
    expect(formatDate(late, "en")).toBe("01/01/25");
    // Summer time (UTC+2): 22:30 UTC is 00:30 the next day.
    expect(formatDate(new Date("2025-07-14T22:30:00Z"), "fr")).toBe("15/07/25");
    expect(formatDate(new Date("2025-07-14T21:30:00Z"), "fr")).toBe("14/07/25");
  });

  it("rejects an invalid date", () => {
    expect(() => formatDate(new Date("nope"), "de")).toThrow(RangeError);
  });
});

describe("formatMoney", () => {
  it.each([
    ["de", 123456, `1.234,56${NBSP}€`],
    ["at", 123456, `€${NBSP}1.234,56`],
    ["fr", 123456, `1${NNBSP}234,56${NBSP}€`],
    ["en", 123456, "€1,234.56"],
    ["es", 1234567, `12.345,67${NBSP}€`],
    ["it", 1234567, `12.345,67${NBSP}€`],
  ] as const)("%s %d → %s", (edition, cents, expected) => {
    expect(formatMoney(cents, edition)).toBe(expected);
  });

  it("formats small, zero and negative amounts", () => {
    expect(formatMoney(5, "de")).toBe(`0,05${NBSP}€`);
    expect(formatMoney(0, "de")).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-0, "de")).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-1999, "en")).toBe("-€19.99");
  });

  it("rejects non-integer cents", () => {
    expect(() => formatMoney(12.5, "de")).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, "de")).toThrow(RangeError);
  });
});

describe("numbers, percentages, storage and countries by the edition's locale", () => {
  it("formats numbers with the locale's grouping", () => {
    expect(formatNumber(12480, "de")).toBe("12.480");
    expect(formatNumber(12480, "en")).toBe("12,480");
    expect(formatNumber(12480, "fr")).toBe("12\u202f480");
    expect(formatNumber(4.8, "de")).toBe("4,8");
  });
  it("formats percentages with the space the locale puts before %", () => {
    expect(formatPercent(10, "de")).toBe("10\u00a0%");
    expect(formatPercent(10, "at")).toBe("10\u00a0%");
    expect(formatPercent(10, "fr")).toBe("10\u00a0%");
    expect(formatPercent(10, "en")).toBe("10%");
    expect(formatPercent(12.5, "es")).toBe("12,5\u00a0%");
    expect(formatPercent(10, "it")).toBe("10%");
  });
  it("writes storage as Go/To in French only", () => {
    expect(formatStorage("iPhone 13 128 GB", "fr")).toBe("iPhone 13 128 Go");
    expect(formatStorage("MacBook Air 13 (M2, 2022) 8 GB / 256 GB", "fr")).toBe("MacBook Air 13 (M2, 2022) 8 Go / 256 Go");
    expect(formatStorage("PlayStation 4 Pro 1 TB", "fr")).toBe("PlayStation 4 Pro 1 To");
    expect(formatStorage("Xbox Series S 1TB", "fr")).toBe("Xbox Series S 1To");
    expect(formatStorage("iPhone 13 128 GB", "de")).toBe("iPhone 13 128 GB");
    expect(formatStorage("iPhone 13 128 GB", "it")).toBe("iPhone 13 128 GB");
    // a word that merely contains the letters stays
    expect(formatStorage("GBA SP", "fr")).toBe("GBA SP");
  });
  it("names countries in the edition's language", () => {
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("AT", "de")).toBe("Österreich");
    expect(countryName("ES", "es")).toBe("España");
    expect(countryName("gb", "en")).toBe("United Kingdom");
    expect(countryName("IT", "it")).toBe("Italia");
    expect(countryName("Deutschland", "de")).toBe("Deutschland");
  });
});

describe("category names inside a sentence", () => {
  it("are lower case in French, Spanish and Italian, as they are in German and English", () => {
    expect(nameInSentence("Ordinateurs portables", "fr")).toBe("ordinateurs portables");
    expect(nameInSentence("Écrans", "fr")).toBe("écrans");
    expect(nameInSentence("Portátiles", "es")).toBe("portátiles");
    expect(nameInSentence("Portatili", "it")).toBe("portatili");
    expect(nameInSentence("PC portables", "fr")).toBe("PC portables");
    expect(nameInSentence("Laptops & Notebooks", "de")).toBe("Laptops & Notebooks");
    expect(nameInSentence("Laptops", "en")).toBe("Laptops");
  });
});

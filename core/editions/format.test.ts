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
import type { EditionId } from "./config.ts";

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

describe("numbers, percentages, storage, countries and category names by the edition's locale", () => {
  // Each takes a number or a text and the edition.
  const formatters = { formatNumber, formatPercent, formatStorage, countryName, nameInSentence } as Record<
    string,
    (input: number | string, edition: EditionId) => string
  >;
  it.each<[string, number | string, EditionId, string]>([
    // numbers with the locale's grouping
    ["formatNumber", 12480, "de", "12.480"],
    ["formatNumber", 12480, "en", "12,480"],
    ["formatNumber", 12480, "fr", `12${NNBSP}480`],
    ["formatNumber", 4.8, "de", "4,8"],
    // percentages with the space the locale puts before %
    ["formatPercent", 10, "de", `10${NBSP}%`],
    ["formatPercent", 10, "at", `10${NBSP}%`],
    ["formatPercent", 10, "fr", `10${NBSP}%`],
    ["formatPercent", 10, "en", "10%"],
    ["formatPercent", 12.5, "es", `12,5${NBSP}%`],
    ["formatPercent", 10, "it", "10%"],
    // storage as Go/To in French only
    ["formatStorage", "iPhone 13 128 GB", "fr", "iPhone 13 128 Go"],
    ["formatStorage", "MacBook Air 13 (M2, 2022) 8 GB / 256 GB", "fr", "MacBook Air 13 (M2, 2022) 8 Go / 256 Go"],
    ["formatStorage", "PlayStation 4 Pro 1 TB", "fr", "PlayStation 4 Pro 1 To"],
    ["formatStorage", "Xbox Series S 1TB", "fr", "Xbox Series S 1To"],
    ["formatStorage", "iPhone 13 128 GB", "de", "iPhone 13 128 GB"],
    ["formatStorage", "iPhone 13 128 GB", "it", "iPhone 13 128 GB"],
    ["formatStorage", "GBA SP", "fr", "GBA SP"], // a word that merely contains the letters stays
    // countries in the edition's language
    ["countryName", "DE", "fr", "Allemagne"],
    ["countryName", "AT", "de", "Österreich"],
    ["countryName", "ES", "es", "España"],
    ["countryName", "gb", "en", "United Kingdom"],
    ["countryName", "IT", "it", "Italia"],
    ["countryName", "Deutschland", "de", "Deutschland"],
    // category names inside a sentence: lower case in French, Spanish and Italian, as in German and English
    ["nameInSentence", "Ordinateurs portables", "fr", "ordinateurs portables"],
    ["nameInSentence", "Écrans", "fr", "écrans"],
    ["nameInSentence", "Portátiles", "es", "portátiles"],
    ["nameInSentence", "Portatili", "it", "portatili"],
    ["nameInSentence", "PC portables", "fr", "PC portables"],
    ["nameInSentence", "Laptops & Notebooks", "de", "Laptops & Notebooks"],
    ["nameInSentence", "Laptops", "en", "Laptops"],
  ])("%s(%j, %s) → %s", (name, input, edition, expected) => {
    expect(formatters[name]!(input, edition)).toBe(expected);
  });
});

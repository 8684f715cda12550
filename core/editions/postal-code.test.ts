import { describe, it, expect } from "vitest";
import { EDITIONS, editions } from "./config.ts";
import { isValidPostalCode, isValidPostalCodeOf, normalizePostalCode, POSTAL_CODE_RULES, shipsFrom } from "./postal-code.ts";

describe("isValidPostalCode", () => {
  it.each([
    // Austria: four digits
    ["at", "1010", true],
    ["at", "9020", true],
    ["at", "10115", false],
    ["at", "101", false],
    ["at", "10a0", false],
    // English: permissive 3–10 letters, digits, spaces, hyphens
    ["en", "SW1A 1AA", true],
    ["en", "10115", true],
    ["en", "AB", false],
    ["en", "ABCDEFGHIJK", false],
    ["en", "SW1A_1AA", false],
  ] as const)("%s: %s is valid: %s", (edition, code, valid) => {
    expect(isValidPostalCode(edition, code)).toBe(valid);
  });

  it.each(["de", "es", "it"] as const)("%s: five digits", (edition) => {
    expect(isValidPostalCode(edition, "10115")).toBe(true);
    expect(isValidPostalCode(edition, "00184")).toBe(true);
    expect(isValidPostalCode(edition, "1010")).toBe(false);
    expect(isValidPostalCode(edition, "101155")).toBe(false);
    expect(isValidPostalCode(edition, "1011a")).toBe(false);
    expect(isValidPostalCode(edition, "10 115")).toBe(false);
  });

  it("France: five digits with department prefix 01–98", () => {
    for (const ok of ["75001", "01000", "13008", "20000", "69001", "97400", "98000"]) {
      expect(isValidPostalCode("fr", ok), ok).toBe(true);
    }
    for (const bad of ["99000", "00100", "00000", "7500", "750011", "7500A", "AB123"]) {
      expect(isValidPostalCode("fr", bad), bad).toBe(false);
    }
  });

  it("trims surrounding whitespace and rejects empty or missing input", () => {
    expect(isValidPostalCode("de", "  10115 \n")).toBe(true);
    expect(isValidPostalCode("at", "\t1010 ")).toBe(true);
    expect(isValidPostalCode("de", "")).toBe(false);
    expect(isValidPostalCode("de", "   ")).toBe(false);
    expect(isValidPostalCode("de", null)).toBe(false);
    expect(isValidPostalCode("de", undefined)).toBe(false);
  });

  it("gives the same answer when called repeatedly (no stateful regex)", () => {
    expect([1, 2, 3].map(() => isValidPostalCode("de", "10115"))).toEqual([true, true, true]);
  });
});

describe("normalizePostalCode", () => {
  it("returns the trimmed code or null", () => {
    expect(normalizePostalCode("fr", " 75001 ")).toBe("75001");
    expect(normalizePostalCode("fr", "99000")).toBeNull();
  });
});

describe("shipping countries (decision 0019)", () => {
  it("every edition ships from its own country first, and every such country has a postal-code rule", () => {
    for (const id of EDITIONS) {
      expect(editions[id].shipsFrom[0], id).toBe(editions[id].country);
      for (const country of editions[id].shipsFrom) expect(POSTAL_CODE_RULES[country], `${id} ${country}`).toBeInstanceOf(RegExp);
    }
    expect(editions.en.shipsFrom).toEqual(["GB", "IE"]);
    expect(shipsFrom("de", "DE")).toBe(true);
    expect(shipsFrom("de", "AT")).toBe(false);
    expect(shipsFrom("en", "XX")).toBe(false);
  });

  it("United Kingdom postcodes and Irish Eircodes", () => {
    for (const ok of ["SW1A 1AA", "sw1a1aa", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "EC1A 1BB", "GIR 0AA"])
      expect(isValidPostalCodeOf("GB", ok), ok).toBe(true);
    for (const bad of ["10115", "SW1A", "QW1 1AA", "SW1A 1AAA", "D02 X285"]) expect(isValidPostalCodeOf("GB", bad), bad).toBe(false);
    for (const ok of ["D02 X285", "A65F4E2", "T12 HW58", "D6W 1234"]) expect(isValidPostalCodeOf("IE", ok), ok).toBe(true);
    for (const bad of ["SW1A 1AA", "D02 X28", "B02 X285", "12345"]) expect(isValidPostalCodeOf("IE", bad), bad).toBe(false);
    expect(isValidPostalCodeOf("XX", "12345")).toBe(false);
    expect(isValidPostalCodeOf("DE", "10115")).toBe(true);
  });
});

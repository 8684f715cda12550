import { describe, it, expect } from "vitest";
import { isValidPostalCode, normalizePostalCode } from "./postal-code.ts";

describe("isValidPostalCode", () => {
  it("Austria: four digits", () => {
    expect(isValidPostalCode("at", "1010")).toBe(true);
    expect(isValidPostalCode("at", "9020")).toBe(true);
    expect(isValidPostalCode("at", "10115")).toBe(false);
    expect(isValidPostalCode("at", "101")).toBe(false);
    expect(isValidPostalCode("at", "10a0")).toBe(false);
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

  it("English: permissive 3–10 letters, digits, spaces, hyphens", () => {
    expect(isValidPostalCode("en", "SW1A 1AA")).toBe(true);
    expect(isValidPostalCode("en", "10115")).toBe(true);
    expect(isValidPostalCode("en", "AB")).toBe(false);
    expect(isValidPostalCode("en", "ABCDEFGHIJK")).toBe(false);
    expect(isValidPostalCode("en", "SW1A_1AA")).toBe(false);
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

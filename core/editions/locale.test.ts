import { describe, it, expect } from "vitest";
import { resolveLocale } from "./locale.ts";

describe("resolveLocale", () => {
  it.each(["de", "at", "es", "fr", "it", "en"] as const)("accepts %s", (code) => {
    expect(resolveLocale(code)).toBe(code);
  });

  it("is case-insensitive and ignores surrounding whitespace", () => {
    expect(resolveLocale("DE")).toBe("de");
    expect(resolveLocale(" At ")).toBe("at");
  });

  it("throws 'missing locale' for empty input", () => {
    expect(() => resolveLocale("")).toThrow(new Error("missing locale"));
    expect(() => resolveLocale("  ")).toThrow(new Error("missing locale"));
    expect(() => resolveLocale(undefined)).toThrow(new Error("missing locale"));
    expect(() => resolveLocale(null)).toThrow(new Error("missing locale"));
  });

  it("throws 'invalid locale' for unknown codes", () => {
    for (const code of ["nl", "de-AT", "de-DE", "english", "e", "constructor"]) {
      expect(() => resolveLocale(code), code).toThrow(new Error("invalid locale"));
    }
  });
});

import { afterEach, describe, expect, it } from "vitest";
import {
  configureSellerRecordRetention,
  parseRetentionOverrides,
  SELLER_RECORD_RETENTION_DEFAULTS,
  sellerRecordKeepUntil,
  sellerRecordLastDay,
  sellerRecordRetention,
} from "./retention.ts";

describe("seller record retention (decision 0097)", () => {
  afterEach(() => configureSellerRecordRetention({}));

  it("has each edition's legal period: 8 years in Germany (vouchers since 2025) and for the German-run English edition, 7 in Austria, 6 in Spain, 10 in France and Italy", () => {
    expect(Object.fromEntries(Object.entries(SELLER_RECORD_RETENTION_DEFAULTS).map(([e, r]) => [e, r.years]))).toEqual({
      de: 8,
      en: 8,
      at: 7,
      es: 6,
      fr: 10,
      it: 10,
    });
  });

  it("keeps a record to the end of the calendar year of payment plus the period, in the edition's zone", () => {
    // 15 March 2026 in Germany: through 31 December 2034; keep_until is Berlin's midnight after it
    expect(sellerRecordKeepUntil(new Date("2026-03-15T10:00:00Z"), "de").toISOString()).toBe("2034-12-31T23:00:00.000Z");
    // 31 December 2026 23:30 UTC is already 2027 in Vienna
    expect(sellerRecordKeepUntil(new Date("2026-12-31T23:30:00Z"), "at").toISOString()).toBe("2034-12-31T23:00:00.000Z");
    expect(sellerRecordKeepUntil(new Date("2026-12-31T22:30:00Z"), "at").toISOString()).toBe("2033-12-31T23:00:00.000Z");
    expect(sellerRecordKeepUntil(new Date("2026-06-01T12:00:00Z"), "es").toISOString()).toBe("2032-12-31T23:00:00.000Z");
    // London's midnight
    expect(sellerRecordKeepUntil(new Date("2026-06-01T12:00:00Z"), "en").toISOString()).toBe("2035-01-01T00:00:00.000Z");
    expect(sellerRecordLastDay(new Date("2034-12-31T23:00:00Z"), "de")).toEqual({ year: 2034, month: 12, day: 31 });
  });

  it("takes the configured years over the default and keeps the legal basis", () => {
    configureSellerRecordRetention({ fr: 12 });
    expect(sellerRecordRetention("fr")).toEqual({ years: 12, legalBasis: SELLER_RECORD_RETENTION_DEFAULTS.fr.legalBasis });
    expect(sellerRecordRetention("de").years).toBe(8);
    expect(sellerRecordKeepUntil(new Date("2026-06-01T12:00:00Z"), "fr").toISOString()).toBe("2038-12-31T23:00:00.000Z");
  });

  it("reads the setting and names what is wrong", () => {
    expect(parseRetentionOverrides("de=10, fr=6,")).toEqual({ de: 10, fr: 6 });
    expect(parseRetentionOverrides("")).toEqual({});
    expect(() => parseRetentionOverrides("de:10")).toThrow('"de:10" is not edition=years');
    expect(() => parseRetentionOverrides("uk=6")).toThrow('"uk" is not an edition');
    expect(() => parseRetentionOverrides("de=31")).toThrow("de: years must be 1 to 30");
    expect(() => parseRetentionOverrides("de=8,de=10")).toThrow("de is set twice");
  });
});

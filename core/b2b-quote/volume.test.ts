import { describe, expect, it } from "vitest";
import { BUSINESS_VOLUME_MIN_UNITS } from "../editions/index.ts";
import {
  DEFAULT_VOLUME_TIERS,
  parseVolumeTiers,
  parseVolumeTiersByEdition,
  volumePercent,
  volumeTiersFor,
  volumeUnitPrice,
} from "./volume.ts";

describe("volume rule", () => {
  it("starts its default tiers at BUSINESS_VOLUME_MIN_UNITS, the figure the pages promise", () => {
    const tiers = parseVolumeTiers(DEFAULT_VOLUME_TIERS);
    expect(tiers[0]!.minUnits).toBe(BUSINESS_VOLUME_MIN_UNITS);
    expect(tiers).toEqual([
      { minUnits: 10, percent: 2 },
      { minUnits: 50, percent: 4 },
      { minUnits: 200, percent: 6 },
    ]);
  });

  it("gives the highest tier reached", () => {
    const tiers = parseVolumeTiers("10:2,50:4,200:6");
    expect(volumePercent(9, tiers)).toBe(0);
    expect(volumePercent(10, tiers)).toBe(2);
    expect(volumePercent(49, tiers)).toBe(2);
    expect(volumePercent(50, tiers)).toBe(4);
    expect(volumePercent(5000, tiers)).toBe(6);
    expect(volumePercent(5000, [])).toBe(0);
  });

  it("refuses malformed tiers", () => {
    expect(parseVolumeTiers("")).toEqual([]);
    expect(parseVolumeTiers("off")).toEqual([]);
    expect(parseVolumeTiers("10:2.5")).toEqual([{ minUnits: 10, percent: 2.5 }]);
    expect(() => parseVolumeTiers("10-2")).toThrow(/units:percent/);
    expect(() => parseVolumeTiers("50:4,10:2")).toThrow(/ascend/);
    expect(() => parseVolumeTiers("0:2")).toThrow(/out of range/);
    expect(() => parseVolumeTiers("10:101")).toThrow(/out of range/);
    expect(() => parseVolumeTiers("10:2.555")).toThrow();
  });

  it("reads tiers per edition as JSON or edition=tiers;…", () => {
    expect(parseVolumeTiersByEdition('{"de": "10:3,50:5"}')).toEqual({
      de: [
        { minUnits: 10, percent: 3 },
        { minUnits: 50, percent: 5 },
      ],
    });
    expect(parseVolumeTiersByEdition("de=10:3,50:5;en=20:1")).toEqual({
      de: [
        { minUnits: 10, percent: 3 },
        { minUnits: 50, percent: 5 },
      ],
      en: [{ minUnits: 20, percent: 1 }],
    });
    expect(parseVolumeTiersByEdition("")).toEqual({});
    expect(() => parseVolumeTiersByEdition("fr=10:2")).toThrow(/not a business edition/);
    expect(() => parseVolumeTiersByEdition("de=10:2;de=10:3")).toThrow(/twice/);
  });

  it("adds the percent to one unit's price, truncated to whole cents", () => {
    expect(volumeUnitPrice(10_000, 2)).toBe(10_200);
    expect(volumeUnitPrice(1_999, 2)).toBe(2_038); // 39.98 → 39
    expect(volumeUnitPrice(1_999, 2.5)).toBe(2_048); // 49.975 → 49
    expect(volumeUnitPrice(1_999, 0)).toBe(1_999);
  });

  it("gives an edition its own tiers, else the shop-wide ones", () => {
    const settings = {
      BUSINESS_VOLUME_TIERS: parseVolumeTiers("10:2"),
      BUSINESS_VOLUME_TIERS_BY_EDITION: parseVolumeTiersByEdition("de=5:1"),
    };
    expect(volumeTiersFor(settings, "de")).toEqual([{ minUnits: 5, percent: 1 }]);
    expect(volumeTiersFor(settings, "en")).toEqual([{ minUnits: 10, percent: 2 }]);
    expect(volumeTiersFor({ BUSINESS_VOLUME_TIERS: [] }, "de")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { isTimeZone } from "./time-zone.ts";

describe("isTimeZone", () => {
  it("knows IANA names", () => {
    for (const name of ["Europe/Berlin", "Europe/Vienna", "America/Argentina/Buenos_Aires", "UTC", "Etc/GMT+2"])
      expect(isTimeZone(name)).toBe(true);
  });

  it("refuses what Intl does not know, and anything not shaped like a name", () => {
    for (const name of ["", "Berlin", "Europe/Atlantis", "MEZ ", "../etc", "Europe/Berlin; drop"]) expect(isTimeZone(name)).toBe(false);
  });
});

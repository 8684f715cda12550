import { describe, expect, it } from "vitest";
import { dateTimeFormatOf, listFormatOf, numberFormatOf } from "./intl-formats.ts";

describe("Intl formatters, one per locale and options", () => {
  it("gives the same formatter for the same locale and options, another for others", () => {
    const a = numberFormatOf("de-DE", { style: "percent", maximumFractionDigits: 1 });
    expect(numberFormatOf("de-DE", { style: "percent", maximumFractionDigits: 1 })).toBe(a);
    expect(numberFormatOf("fr-FR", { style: "percent", maximumFractionDigits: 1 })).not.toBe(a);
    expect(numberFormatOf("de-DE", { style: "percent", maximumFractionDigits: 2 })).not.toBe(a);
    expect(a.format(0.125)).toBe(new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 1 }).format(0.125));
  });

  it("formats like a new formatter would", () => {
    const date = new Date(Date.UTC(2026, 10, 25, 12));
    const options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Berlin" };
    expect(dateTimeFormatOf("it-IT", options).format(date)).toBe(new Intl.DateTimeFormat("it-IT", options).format(date));
    expect(listFormatOf("fr-FR", { type: "conjunction" }).format(["a", "b", "c"])).toBe(
      new Intl.ListFormat("fr-FR", { type: "conjunction" }).format(["a", "b", "c"]),
    );
    expect(dateTimeFormatOf("it-IT", options)).toBe(dateTimeFormatOf("it-IT", { ...options }));
  });
});

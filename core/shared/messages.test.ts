import { describe, expect, it } from "vitest";
import en from "../../messages/en.json" with { type: "json" };
import { messagesFor, missingKeys, translator } from "./messages.server.ts";

describe("UI messages", () => {
  for (const locale of ["de", "es", "fr", "it"] as const) {
    it(`${locale} has every English key with the same placeholders`, () => {
      expect(missingKeys(locale)).toEqual([]);
      const m = messagesFor(locale);
      for (const [key, text] of Object.entries(en)) {
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(m[key]!), key).toEqual(placeholders(text));
      }
    });
  }
  it("de-AT overrides German and falls back to it", () => {
    const at = messagesFor("de-AT");
    const de = messagesFor("de");
    expect(at["nav.contact"]).toBe(de["nav.contact"]);
    expect(at["brand"]).toBe("Sellback");
  });
  it("interpolates and falls back to the key", () => {
    const t = translator("fr");
    expect(t("footer.shipping", { carrier: "UPS" })).toContain("UPS");
    expect(t("no.such.key")).toBe("no.such.key");
  });
});

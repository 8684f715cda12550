import { describe, it, expect } from "vitest";
import { CONTENT_PAGE_KEYS, CONTENT_SLUGS } from "../../../core/editions/index.ts";
import { contentTokenValues, TOKEN_PATTERN } from "../../../core/content/index.server.ts";
import { contentByEdition } from "./index.ts";

const EDITIONS = ["en", "de", "at", "es", "fr", "it"] as const;
const CONTACT_PATH = { en: "/contact", de: "/kontakt", at: "/kontakt", es: "/contacto", fr: "/contact", it: "/contatti" } as const;
const LONG_PAGES = new Set(["terms", "privacy"]);

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("seeded content pages", () => {
  for (const edition of EDITIONS) {
    describe(edition, () => {
      const pages = contentByEdition[edition];
      const slugs = new Set(Object.values(CONTENT_SLUGS[edition]));

      it("has exactly the 12 page keys", () => {
        expect(Object.keys(pages).sort()).toEqual([...CONTENT_PAGE_KEYS].sort());
      });

      for (const key of CONTENT_PAGE_KEYS) {
        describe(key, () => {
          const page = pages[key];

          it("has a title and a short meta description", () => {
            expect(page.title.trim()).not.toBe("");
            expect(page.description.trim()).not.toBe("");
            expect(page.description.length).toBeLessThanOrEqual(160);
          });

          it("is long enough", () => {
            expect(words(page.markdown)).toBeGreaterThanOrEqual(LONG_PAGES.has(key) ? 500 : 150);
          });

          it("is plain Markdown without HTML or scripts", () => {
            expect(page.markdown).not.toMatch(/<script/i);
            expect(page.markdown).not.toMatch(/<\/?[a-z!][^>]*>/i);
            expect(page.markdown).not.toContain("<");
            expect(page.markdown.toLowerCase()).not.toContain("javascript:");
            expect(page.markdown).not.toMatch(/^# /m);
            expect(page.markdown).toMatch(/^## /m);
          });

          it("uses only known fact tokens (decision 0034) and no placeholder company data", () => {
            const known = contentTokenValues(edition);
            for (const [, token] of page.markdown.matchAll(TOKEN_PATTERN))
              expect(known, `${edition}/${key}: {{${token}}}`).toHaveProperty([token!]);
            expect(page.markdown.replace(TOKEN_PATTERN, "")).not.toMatch(
              /\{\{|Musterstraße|Mustergasse|Ejemplo 1|rue de l'Exemple|Via Esempio|123456|1234567/,
            );
          });

          it("links only to content slugs of its own edition", () => {
            const targets = [...page.markdown.matchAll(/\]\(\/content\/([^)\s]+)\)/g)].map((m) => m[1]);
            for (const slug of targets) expect(slugs, `${edition}/${key} links to /content/${slug}`).toContain(slug);
          });

          it("links to internal pages only via /content/ or the contact page", () => {
            const internal = [...page.markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);
            for (const path of internal) {
              expect(path === CONTACT_PATH[edition] || path!.startsWith("/content/"), `${edition}/${key}: ${path}`).toBe(true);
            }
          });
        });
      }

      it("has 10 to 14 questions in the FAQ", () => {
        const questions = pages.faq.markdown.match(/^### .+$/gm) ?? [];
        expect(questions.length).toBeGreaterThanOrEqual(10);
        expect(questions.length).toBeLessThanOrEqual(14);
      });

      it("links to its contact page somewhere", () => {
        const all = Object.values(pages)
          .map((p) => p.markdown)
          .join("\n");
        expect(all).toContain(`](${CONTACT_PATH[edition]})`);
      });
    });
  }

  it("names the carrier per country: DHL in Germany, UPS in Austria", () => {
    expect(contentByEdition.de.packingTips.markdown).toContain("DHL");
    expect(contentByEdition.at.packingTips.markdown).toContain("UPS");
    expect(contentByEdition.at.howItWorks.markdown).toContain("UPS");
    const austria = Object.values(contentByEdition.at)
      .map((p) => p.markdown)
      .join("\n");
    expect(austria).not.toContain("DHL");
  });

  it("promises no prepaid label, and no DHL label outside Germany (decision 0032: until a carrier issues labels, the PDF is a shipping note)", () => {
    for (const edition of EDITIONS) {
      const all = Object.values(contentByEdition[edition])
        .map((p) => `${p.description}\n${p.markdown}`)
        .join("\n");
      expect(all, edition).not.toMatch(/prepaid|vorfrankiert|prepagad|prépayé|prepagat|DHL-(Versand)?[Ee]tikett|DHL label/i);
      if (edition !== "de") expect(all, edition).not.toContain("DHL");
    }
  });

  it("gives Austria its own legal pages", () => {
    const at = contentByEdition.at;
    expect(at.imprint.markdown).toContain("**{{company.name}}**");
    expect(at.imprint.markdown).toContain("Firmenbuch");
    expect(at.terms.markdown).toContain("Konsumentenschutzgesetz");
    expect(at.privacy.markdown).toContain("Datenschutzbehörde");
  });
});

/**
 * Deadlines read the same in every language (decision 0100): the date we show is the last day on which
 * an answer still counts (the page and the mails show the instant before the deadline), so every
 * language must include that day. French "avant le" and Spanish "antes del" excluded it; they say
 * "au plus tard le" and "hasta el … (incluido)". French texts put a no-break space before : ; ! ? ».
 */
import { describe, expect, it } from "vitest";
import { MESSAGE_CATALOGS } from "../../messages/catalogs.ts";
import { contentByEdition } from "./content-data/index.ts";
import { formatMessage } from "../../core/shared/index.ts";

const catalogs = MESSAGE_CATALOGS as Record<string, Record<string, string>>;

/** How each language names the last day, wherever a message shows `{deadline}`. */
const INCLUSIVE = {
  fr: "au plus tard le {deadline}",
  es: "hasta el {deadline} (incluido)",
  it: "entro il {deadline}",
} as const;

/** Phrasings that leave the last day out. */
const EXCLUSIVE = { fr: /\bavant (?:le|la|l’)/u, es: /\bantes (?:del|de la)\b/u, it: /\bprima del\b/u } as const;

/** Customer texts with a deadline (the back office is English and German only). */
const deadlineKeys = Object.entries(catalogs.en!)
  .filter(([key, text]) => !key.startsWith("backoffice.") && text.includes("{deadline}"))
  .map(([key]) => key);

describe("deadline wording", () => {
  it("finds the deadline messages (the mails, the tracking page)", () => {
    expect(deadlineKeys).toEqual(
      expect.arrayContaining(["clarification.mail.opened.body", "clarification.mail.reminder.body", "tracking.clarification.text"]),
    );
  });

  for (const [lang, phrase] of Object.entries(INCLUSIVE)) {
    it(`${lang}: every message with a deadline includes its last day ("${phrase}")`, () => {
      const wrong = deadlineKeys.filter((key) => !catalogs[lang]![key]!.includes(phrase)).map((key) => `${key}: ${catalogs[lang]![key]}`);
      expect(wrong).toEqual([]);
    });

    it(`${lang}: no message or content page words a deadline so that it leaves the last day out`, () => {
      const pattern = EXCLUSIVE[lang as keyof typeof EXCLUSIVE];
      const texts = [
        ...Object.entries(catalogs[lang]!),
        ...Object.entries(contentByEdition[lang as keyof typeof contentByEdition]).map(
          ([key, page]) => [`content ${key}`, page.markdown] as const,
        ),
      ];
      const wrong = texts
        .filter(([, text]) => pattern.test(text) && /\{(?:deadline|date)\}|\d{1,2} \p{L}+ \d{4}/u.test(text))
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });
  }

  it("the clarification page's label before the last day includes that day in French, Spanish and Italian", () => {
    const label = (lang: string) => catalogs[lang]!["clarification.page.deadline"]!;
    expect(label("fr")).toMatch(/au plus tard le$/u);
    expect(label("es")).toBe("Último día para responder:");
    expect(label("it")).toMatch(/entro il$/u);
  });

  it("formats with the date: French and Spanish mails name the last day as included", () => {
    const deadline = "16 mars 2026";
    expect(formatMessage("fr", catalogs.fr!["clarification.mail.reminder.body"]!, { deadline, count: 2 })).toContain(
      "au plus tard le 16 mars 2026",
    );
    expect(formatMessage("es", catalogs.es!["tracking.clarification.text"]!, { deadline: "16 de marzo de 2026", count: 2 })).toContain(
      "hasta el 16 de marzo de 2026 (incluido)",
    );
  });
});

describe("French typography", () => {
  const plainSpaceBefore = / [:;!?»]|« /u;

  it("French messages put a no-break space before : ; ! ? » and after «", () => {
    const wrong = Object.entries(catalogs.fr!)
      .filter(([key, text]) => !key.startsWith("backoffice.") && plainSpaceBefore.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it("French content pages do too", () => {
    const wrong = Object.entries(contentByEdition.fr)
      .filter(([, page]) => plainSpaceBefore.test(`${page.title}\n${page.description}\n${page.markdown}`))
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { categoryQuestions, findingFor } from "./index.ts";
import type { CategoryKey, Lang } from "./types.ts";

const LANGS: Lang[] = ["en", "de", "es", "fr", "it"];

describe("the seed catalog's finding texts (issue 29)", () => {
  const answers = Object.entries(categoryQuestions).flatMap(([category, questions]) =>
    questions.flatMap((q) => q.answers.map((a) => ({ category: category as CategoryKey, question: q, answer: a }))),
  );

  it("every answer of every category has a finding text in every language, a sentence of its own", () => {
    expect(answers.length).toBeGreaterThan(50);
    for (const { category, question, answer } of answers) {
      const finding = findingFor(category, answer.code);
      expect(finding, `${category}/${question.code}/${answer.code}`).not.toBeNull();
      for (const lang of LANGS) {
        const text = finding![lang];
        expect(text.trim(), `${category}/${answer.code} [${lang}]`).toMatch(/^[\p{L}\d].*[.)]$/u);
        expect(text, `${category}/${answer.code} [${lang}] is the answer itself`).not.toBe(answer.text[lang]);
      }
    }
  });

  it("within a question, no two answers read the same finding", () => {
    for (const [category, questions] of Object.entries(categoryQuestions))
      for (const q of questions)
        for (const lang of LANGS) {
          const texts = q.answers.map((a) => findingFor(category as CategoryKey, a.code)![lang]);
          expect(new Set(texts).size, `${category}/${q.code} [${lang}]`).toBe(texts.length);
        }
  });

  it("a category's own wording wins over the shared one (a camera's body, a laptop's keyboard)", () => {
    expect(findingFor("cameras", "housing_damaged")!.en).toBe("The body is damaged.");
    expect(findingFor("laptops", "housing_damaged")!.de).toBe("Gehäuse oder Tastatur sind beschädigt.");
    expect(findingFor("smartphones", "display_deep_scratches")!.de).toBe("Das Display hat tiefe Kratzer.");
    expect(findingFor("smartphones", "no_such_answer")).toBeNull();
  });
});

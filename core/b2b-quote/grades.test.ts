import { describe, expect, it } from "vitest";
import { allDevices, allSeries, categories, categoryQuestions } from "../../db/seed/catalog-data/index.ts";
import { BUSINESS_GRADES } from "../editions/index.ts";
import { priceOffer, type PricingDevice } from "../offer/index.ts";
import { GRADE_ANSWERS, gradeAnswers } from "./grades.ts";

/** The seed's questions of a category as a priced device (ids made up, codes as stored). */
function seedDevice(category: string, basePrice: number): PricingDevice {
  let id = 1000;
  return {
    basePrice,
    questions: categoryQuestions[category as keyof typeof categoryQuestions].map((q) => ({
      id: ++id,
      code: q.code,
      question: q.code,
      answers: q.answers.map((a) => ({
        id: ++id,
        code: a.code,
        text: a.code,
        effect:
          a.effect.kind === "multiplier"
            ? { kind: "multiplier" as const, value: a.effect.value }
            : a.effect.kind === "deduction"
              ? { kind: "deduction" as const, cents: Math.round(a.effect.eur * 100) }
              : { kind: "noOffer" as const, reason: "no" },
      })),
    })),
  };
}

describe("grades", () => {
  it("names, for every seed category and grade, exactly one answer of each of the category's questions", () => {
    for (const c of categories) {
      const questions = categoryQuestions[c.key];
      for (const grade of BUSINESS_GRADES) {
        const set = GRADE_ANSWERS[c.key]?.[grade];
        expect(set, `${c.key} ${grade}`).toBeDefined();
        expect(Object.keys(set!).sort(), `${c.key} ${grade}`).toEqual(questions.map((q) => q.code).sort());
        for (const q of questions) {
          const answer = q.answers.find((a) => a.code === set![q.code]);
          expect(answer, `${c.key} ${grade} ${q.code}`).toBeDefined();
          expect(answer!.effect.kind, `${c.key} ${grade} ${q.code}: no grade rules an offer out`).not.toBe("noOffer");
        }
      }
    }
    expect(Object.keys(GRADE_ANSWERS).sort()).toEqual(categories.map((c) => c.key).sort());
  });

  it("prices every seed device A ≥ B ≥ C ≥ D, all above zero for A", () => {
    const categoryOf = new Map(allSeries.map((s) => [s.key, s.category]));
    for (const d of allDevices) {
      const category = categoryOf.get(d.series)!;
      const device = seedDevice(category, d.basePriceEur);
      const prices = BUSINESS_GRADES.map((g) => priceOffer(device, gradeAnswers(category, g, device)!).priceCents);
      expect(prices[0], d.slug).toBeGreaterThan(0);
      for (let i = 1; i < prices.length; i++) expect(prices[i - 1]!, `${d.slug} ${BUSINESS_GRADES[i]}`).toBeGreaterThanOrEqual(prices[i]!);
      expect(prices[0]!, d.slug).toBeGreaterThan(prices[3]!);
    }
  });

  it("maps by codes: new ids, same answers; a device's own extra question takes its first answer", () => {
    const device = seedDevice("smartphones", 300);
    const extra = {
      id: 1,
      code: "engraving",
      question: "?",
      answers: [{ id: 2, code: "none", text: "", effect: { kind: "multiplier" as const, value: 1 } }],
    };
    const answers = gradeAnswers("smartphones", "B", { ...device, questions: [...device.questions!, extra] })!;
    expect(answers.at(-1)).toEqual({ questionId: 1, answerId: 2 });
    const display = device.questions!.find((q) => q.code === "display")!;
    expect(answers.find((a) => a.questionId === display.id)!.answerId).toBe(
      display.answers.find((a) => a.code === "display_light_scratches")!.id,
    );
  });

  it("gives no answers for a category without grades or an answer code the device lacks", () => {
    expect(gradeAnswers("drones", "A", seedDevice("smartphones", 100))).toBeNull();
    const device = seedDevice("smartphones", 100);
    const broken = {
      ...device,
      questions: device.questions!.map((q) => (q.code === "display" ? { ...q, answers: q.answers.slice(0, 1) } : q)),
    };
    expect(gradeAnswers("smartphones", "C", broken)).toBeNull();
  });
});

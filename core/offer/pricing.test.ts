import { describe, expect, it } from "vitest";
import type { DeviceView, QuestionView } from "../catalog/index.ts";
import { ProblemError } from "../shared/index.ts";
import { checkAnswers, conditionOf, priceOffer } from "./pricing.ts";
import { answerIds as answers, question } from "../../tests/helpers/questions.ts";

const questions: QuestionView[] = [
  question(1, "function", "Does it work?", [
    [11, "function_ok", "Yes", 1],
    [12, "function_defective", "No", 0.3],
  ]),
  question(2, "housing", "Housing?", [
    [21, "housing_like_new", "Like new", 1],
    [22, "housing_light_wear", "Light wear", 0.93],
    [23, "housing_dent", "Dent", { kind: "deduction", cents: 5000 }],
  ]),
  question(3, "lock", "Activation lock off?", [
    [31, "lock_off", "Yes", 1],
    [32, "lock_on", "No", { kind: "noOffer", reason: "We cannot buy locked devices." }],
  ]),
];

const device = (basePrice: number): DeviceView => ({ id: 7, name: "Phone", basePrice, questions }) as unknown as DeviceView;

describe("priceOffer", () => {
  it("keeps the base price for the best answers, with zero deltas and the analytics fields", () => {
    const p = priceOffer(device(500), answers(11, 21, 31));
    expect(p.priceCents).toBe(50000);
    expect(p.breakdown.basePriceCents).toBe(50000);
    expect(p.breakdown.lines.map((l) => l.deltaCents)).toEqual([0, 0, 0]);
    expect(p.noOffer).toBeNull();
    expect(p.condition).toBe("excellent");
    expect(p.variant).toBe("function:function_ok|housing:housing_like_new|lock:lock_off");
  });

  it("applies a multiplier truncated to whole cents", () => {
    // 333.33 × 0.93 = 309.9969 → 309.99
    const p = priceOffer(device(333.33), answers(11, 22, 31));
    expect(p.priceCents).toBe(30999);
    expect(p.breakdown.lines[1]!.deltaCents).toBe(30999 - 33333);
    expect(p.condition).toBe("excellent");
  });

  it("applies effects in question order: multiplier then deduction differs from the reverse", () => {
    // 100.00 × 0.3 = 30.00, then − 50.00 → 0 (never below 0)
    const p = priceOffer(device(100), answers(12, 23, 31));
    expect(p.priceCents).toBe(0);
    expect(p.breakdown.lines.map((l) => l.deltaCents)).toEqual([-7000, -3000, 0]);
    // 400 × 0.3 = 120, − 50 = 70 (the reverse order would give 105)
    expect(priceOffer(device(400), answers(12, 23, 31)).priceCents).toBe(7000);
  });

  it("makes no offer when an answer rules it out, with the reason, and the deltas still sum up", () => {
    const p = priceOffer(device(500), answers(11, 22, 32));
    expect(p.priceCents).toBe(0);
    expect(p.noOffer).toEqual({ reasons: ["We cannot buy locked devices."] });
    expect(p.condition).toBe("no_offer");
    const sum = p.breakdown.lines.reduce((s, l) => s + l.deltaCents, p.breakdown.basePriceCents);
    expect(sum).toBe(0);
  });

  it("accepts answers in any order but reports in question order", () => {
    const p = priceOffer(device(500), answers(31, 22, 11));
    expect(p.answers.map((a) => a.questionCode)).toEqual(["function", "housing", "lock"]);
  });

  it("refuses missing, foreign, duplicate and unknown answers with a 422 naming the question", () => {
    expect(checkAnswers(device(1), answers(11, 21)).map((e) => [e.field, e.message])).toEqual([["answers.lock", "offer.error.missing"]]);
    expect(checkAnswers(device(1), [...answers(11, 31), { questionId: 2, answerId: 11 }]).map((e) => [e.field, e.message])).toEqual([
      ["answers.housing", "offer.error.foreignAnswer"],
    ]);
    expect(checkAnswers(device(1), answers(11, 12, 21, 31)).map((e) => [e.field, e.message])).toEqual([
      ["answers.function", "offer.error.duplicate"],
    ]);
    expect(checkAnswers(device(1), [...answers(11, 21, 31), { questionId: 99, answerId: 1 }]).map((e) => [e.field, e.message])).toEqual([
      ["answers.3.questionId", "offer.error.unknownQuestion"],
    ]);
    expect(() => priceOffer(device(1), [])).toThrow(ProblemError);
    try {
      priceOffer(device(1), []);
    } catch (err) {
      expect((err as ProblemError).status).toBe(422);
      expect((err as ProblemError).errors!.map((e) => e.field)).toEqual(["answers.function", "answers.housing", "answers.lock"]);
    }
  });
});

describe("conditionOf", () => {
  it("grades by the share of the base price kept", () => {
    expect(conditionOf(900, 1000, false)).toBe("excellent");
    expect(conditionOf(899, 1000, false)).toBe("good");
    expect(conditionOf(750, 1000, false)).toBe("good");
    expect(conditionOf(500, 1000, false)).toBe("fair");
    expect(conditionOf(499, 1000, false)).toBe("defective");
    expect(conditionOf(0, 1000, true)).toBe("no_offer");
  });
});

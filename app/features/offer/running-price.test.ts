import { describe, expect, it } from "vitest";
import type { QuestionView } from "../../../core/catalog/index.ts";
import { formatMoney } from "../../../core/editions/index.ts";
import { priceOffer } from "../../../core/offer/index.ts";
import { percentFormat } from "./breakdown.ts";
import { offerQuestions } from "./offer-questions.fixture.ts";
import { answerEffectText, chosenAnswers, deductionTable, fillText, runningOffer, type DeductionTable } from "./running-price.ts";

const t = (key: string) => key;
const de = { money: (c: number) => formatMoney(c, "de"), percent: percentFormat("de-DE"), t };

const table: DeductionTable = { basePrice: 380, questions: offerQuestions };

describe("running offer over the published deduction table", () => {
  it("with no answer it is the base price, not complete", () => {
    expect(runningOffer(table, new Map())).toMatchObject({
      basePriceCents: 38000,
      priceCents: 38000,
      totalCents: 38000,
      bonusCents: 0,
      lines: [],
      noOffer: false,
      answered: 0,
      complete: false,
    });
  });

  it("prices the answers so far in question order; open questions change nothing", () => {
    const only2 = runningOffer(table, new Map([[2, 21]]));
    expect(only2).toMatchObject({ priceCents: 38000 - 1027, answered: 1, complete: false });
    const both = runningOffer(
      table,
      new Map([
        [1, 11],
        [2, 21],
      ]),
    );
    // 380.00 × 0.85 = 323.00, then − 10.27
    expect(both.priceCents).toBe(32300 - 1027);
    expect(both.lines.map((l) => l.deltaCents)).toEqual([-5700, -1027]);
  });

  it("with every answer it equals the server's priceOffer", () => {
    const chosen = new Map([
      [1, 11],
      [2, 21],
      [3, 30],
    ]);
    const running = runningOffer(table, chosen);
    const server = priceOffer(
      table,
      [...chosen].map(([questionId, answerId]) => ({ questionId, answerId })),
    );
    expect(running.complete).toBe(true);
    expect(running.priceCents).toBe(server.priceCents);
    expect(running.lines).toEqual(server.breakdown.lines);
  });

  it("a no-offer answer makes it no offer, with no campaign bonus", () => {
    const running = runningOffer(table, new Map([[3, 31]]), { kind: "fixed", percent: null, fixedCents: 2000 });
    expect(running).toMatchObject({ noOffer: true, priceCents: 0, bonusCents: 0, totalCents: 0 });
  });

  it("adds the campaign's bonus by the campaign's rule (percent truncated, or fixed)", () => {
    const chosen = new Map([
      [1, 11],
      [2, 21],
    ]); // 312.73
    expect(runningOffer(table, chosen, { kind: "percent", percent: 10, fixedCents: null })).toMatchObject({
      priceCents: 31273,
      bonusCents: 3127,
      totalCents: 34400,
    });
    expect(runningOffer(table, chosen, { kind: "fixed", percent: null, fixedCents: 1500 })).toMatchObject({
      bonusCents: 1500,
      totalCents: 32773,
    });
  });

  it("an answer id of another question, or an unknown question, counts as unanswered", () => {
    expect(
      runningOffer(
        table,
        new Map([
          [1, 21],
          [99, 10],
        ]),
      ),
    ).toMatchObject({ priceCents: 38000, answered: 0 });
  });
});

describe("the published table", () => {
  it("carries what pricing reads and no help texts", () => {
    const device: { basePrice: number; questions: QuestionView[] } = {
      basePrice: 99.5,
      questions: [
        {
          id: 1,
          code: "q",
          question: "Q?",
          description: "long help",
          answers: [{ id: 2, code: "a", text: "A", help: "long help", effect: { kind: "deduction", cents: 5 } }],
        },
      ],
    };
    const published = deductionTable(device);
    expect(published).toEqual({
      basePrice: 99.5,
      questions: [
        { id: 1, code: "q", question: "Q?", answers: [{ id: 2, code: "a", text: "A", effect: { kind: "deduction", cents: 5 } }] },
      ],
    });
  });
});

describe("each answer's effect, written next to it", () => {
  it("percent, amount, no change, no offer", () => {
    expect(answerEffectText({ kind: "multiplier", value: 0.85 }, de)).toBe("−15\u00a0%");
    expect(answerEffectText({ kind: "multiplier", value: 1 }, de)).toBe("offer.effect.noChange");
    expect(answerEffectText({ kind: "deduction", cents: 4000 }, de)).toBe("−40,00\u00a0€");
    expect(answerEffectText({ kind: "deduction", cents: 0 }, de)).toBe("offer.effect.noChange");
    expect(answerEffectText({ kind: "noOffer", reason: "x" }, de)).toBe("offer.effect.noOffer");
  });
});

describe("answers read from the form", () => {
  it("takes q<id> radios with numeric values, ignores the rest", () => {
    const chosen = chosenAnswers([
      { name: "q1", value: "11" },
      { name: "q2", value: "x" },
      { name: "other", value: "3" },
      { name: "q3", value: "30" },
    ]);
    expect([...chosen]).toEqual([
      [1, 11],
      [3, 30],
    ]);
  });

  it("fills {placeholders} of the embedded texts", () => {
    expect(fillText({ p: "{percent} ({amount})" }, "p", { percent: "−15 %", amount: "−57,00 €" })).toBe("−15 % (−57,00 €)");
    expect(fillText({}, "missing")).toBe("missing");
  });
});

/** Calibration's pure rules (decision 0131): direction by price effect, channel, the money moved per answer, the flags, the rows. */
import { describe, expect, it } from "vitest";
import { inspectionCells } from "./job.server.ts";
import {
  channelOf,
  customerKeyOf,
  directionOf,
  mayMislead,
  noOfferShares,
  questionRows,
  type AnswerEffect,
  type CalibrationCell,
} from "./rules.ts";

const mult = (value: number): AnswerEffect => ({ kind: "multiplier", value });
const ded = (cents: number): AnswerEffect => ({ kind: "deduction", cents });
const none: AnswerEffect = { kind: "noOffer" };

describe("directionOf", () => {
  it("the same answer is same, whatever its effect", () => {
    expect(directionOf({ answerId: 1, effect: mult(0.5) }, { answerId: 1, effect: mult(0.5) }, 10_000)).toBe("same");
  });
  it("the customer's answer priced higher than the inspector's is overstated, lower understated, equal even", () => {
    expect(directionOf({ answerId: 1, effect: mult(1) }, { answerId: 2, effect: mult(0.7) }, 10_000)).toBe("overstated");
    expect(directionOf({ answerId: 2, effect: mult(0.7) }, { answerId: 1, effect: mult(1) }, 10_000)).toBe("understated");
    expect(directionOf({ answerId: 1, effect: ded(0) }, { answerId: 2, effect: mult(1) }, 10_000)).toBe("even");
    expect(directionOf({ answerId: 1, effect: mult(0.2) }, { answerId: 3, effect: none }, 10_000)).toBe("overstated");
  });
  it("a multiplier against a deduction is decided on the offer's base price", () => {
    // 0.9 × 100 € = 90 € left; −20 € = 80 € left → the multiplier sounds better
    expect(directionOf({ answerId: 1, effect: mult(0.9) }, { answerId: 2, effect: ded(2000) }, 10_000)).toBe("overstated");
    // 0.9 × 1000 € = 900 € left; −20 € = 980 € → the deduction sounds better
    expect(directionOf({ answerId: 1, effect: mult(0.9) }, { answerId: 2, effect: ded(2000) }, 100_000)).toBe("understated");
  });
});

describe("channelOf and customerKeyOf", () => {
  it("business before store before widget before shop", () => {
    expect(channelOf({ companyId: 7, storeId: 3, partnerId: "p" })).toBe("business");
    expect(channelOf({ companyId: null, storeId: 3, partnerId: "p" })).toBe("store");
    expect(channelOf({ companyId: null, storeId: null, partnerId: "p" })).toBe("widget");
    expect(channelOf({ companyId: null, storeId: null, partnerId: null })).toBe("shop");
  });
  it("an account by its id, a guest by the lower-cased e-mail", () => {
    expect(customerKeyOf({ customerId: "c-1", email: "A@x.de" })).toBe("c-1");
    expect(customerKeyOf({ customerId: null, email: " Anna@Example.COM " })).toBe("email:anna@example.com");
  });
});

describe("the money moved per answer", () => {
  const customer = [
    { questionId: 1, answerId: 11, questionCode: "display", answerCode: "display_ok", effect: mult(1) },
    { questionId: 2, answerId: 21, questionCode: "housing", answerCode: "housing_ok", effect: mult(1) },
    { questionId: 3, answerId: 31, questionCode: "battery", answerCode: "battery_weak", effect: ded(1000) },
  ];
  const effects = new Map<number, AnswerEffect>([
    [11, mult(1)],
    [12, mult(0.6)],
    [21, mult(1)],
    [22, mult(0.9)],
    [31, ded(1000)],
    [32, ded(0)],
    [13, none],
  ]);
  const found = (a: number, b: number, c: number) => [
    { questionId: 1, answerId: a, questionCode: "display", answerCode: `d${a}` },
    { questionId: 2, answerId: b, questionCode: "housing", answerCode: `h${b}` },
    { questionId: 3, answerId: c, questionCode: "battery", answerCode: `b${c}` },
  ];
  const breakdown = { basePriceCents: 20_000, lines: customer };

  it("worse: each differing answer's effect in question order; they add up to the new price minus the old", () => {
    const cells = inspectionCells({ found: found(12, 22, 32), outcome: "worse", breakdown, line_price_cents: 19_000 }, effects);
    expect(cells.map((c) => [c.questionCode, c.direction, c.movedCents])).toEqual([
      // 20000 − 1000 = 19000 offered; display: 20000 × 0.6 − 1000 = 11000 (−8000); housing: × 0.9 → 10800 − 1000 = 9800 (−1200);
      // battery found better: 10800 (+1000)
      ["display", "overstated", -8000],
      ["housing", "overstated", -1200],
      ["battery", "understated", 1000],
    ]);
    expect(cells.reduce((n, c) => n + c.movedCents, 0)).toBe(10_800 - 19_000);
  });
  it("as described moves nothing, even with a better answer found; the same answer is counted as same", () => {
    const cells = inspectionCells({ found: found(11, 21, 32), outcome: "as_described", breakdown, line_price_cents: 19_000 }, effects);
    expect(cells.map((c) => [c.direction, c.movedCents])).toEqual([
      ["same", 0],
      ["same", 0],
      ["understated", 0],
    ]);
  });
  it("no offer: the locked price, told to the answer that ruled it out", () => {
    const cells = inspectionCells({ found: found(13, 22, 31), outcome: "no_offer", breakdown, line_price_cents: 19_000 }, effects);
    expect(cells.map((c) => [c.questionCode, c.direction, c.movedCents])).toEqual([
      ["display", "overstated", -19_000],
      ["housing", "overstated", 0],
      ["battery", "same", 0],
    ]);
  });
  it("noOfferShares splits in equal parts, the remainder on the first", () => {
    expect([...noOfferShares(1001, [4, 5])]).toEqual([
      [4, -501],
      [5, -500],
    ]);
    expect(noOfferShares(1000, []).size).toBe(0);
  });
});

describe("flags and rows", () => {
  it("the wording may mislead only with enough devices and many wrong both ways", () => {
    expect(mayMislead({ devices: 19, overstated: 5, understated: 5 })).toBe(false);
    expect(mayMislead({ devices: 20, overstated: 2, understated: 2 })).toBe(true);
    expect(mayMislead({ devices: 20, overstated: 10, understated: 1 })).toBe(false);
  });
  it("sums cells per question and answer; flagged questions first, then by the share found otherwise", () => {
    const cell = (q: string, c: string, i: string, direction: CalibrationCell["direction"], devices: number, movedCents = 0) => ({
      questionCode: q,
      customerAnswerCode: c,
      inspectorAnswerCode: i,
      direction,
      devices,
      movedCents,
    });
    const rows = questionRows([
      cell("battery", "ok", "ok", "same", 10),
      cell("battery", "ok", "weak", "overstated", 5, -5000),
      cell("display", "ok", "ok", "same", 16),
      cell("display", "ok", "scratched", "overstated", 2, -3000),
      cell("display", "scratched", "ok", "understated", 3),
      cell("display", "ok", "scratched", "overstated", 1, -1000),
    ]);
    expect(rows.map((q) => [q.questionCode, q.devices, q.differing, q.overstated, q.understated, q.movedCents, q.misleading])).toEqual([
      ["display", 22, 6, 3, 3, -4000, true],
      ["battery", 15, 5, 5, 0, -5000, false],
    ]);
    const ok = rows[0]!.answers[0]!;
    expect(ok.customerAnswerCode).toBe("ok");
    expect(ok.found).toEqual([{ inspectorAnswerCode: "scratched", direction: "overstated", devices: 3, movedCents: -4000 }]);
  });
});

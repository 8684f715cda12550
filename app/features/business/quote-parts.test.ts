import { describe, expect, it } from "vitest";
import type { QuoteRowView } from "../../../core/b2b-quote/index.ts";
import { confidenceWord } from "./confidence.ts";
import { acceptBlocked, inputText, quoteParts } from "./quote-parts.ts";

const row = (over: Partial<QuoteRowView>): QuoteRowView => ({
  row: 1,
  status: "matched",
  deviceId: 1,
  name: "Apple iPhone 13 128 GB",
  confidence: 1,
  candidates: [],
  grade: "B",
  quantity: 1,
  imei: null,
  serial: null,
  identifierProblem: null,
  matchedBy: "match",
  input: { model: "iPhone 13" },
  basePriceCents: 10_000,
  unitPriceCents: 10_000,
  totalCents: 10_000,
  ...over,
});

describe("the quote page's reading of a quote (decision 0124)", () => {
  it("names the money in parts that add up to the total: prices by grade + volume bonus", () => {
    const rows = [
      row({ row: 1, quantity: 3, basePriceCents: 10_000, unitPriceCents: 10_500, totalCents: 31_500 }),
      row({ row: 2, quantity: 1, basePriceCents: 4_001, unitPriceCents: 4_201, totalCents: 4_201 }),
      row({ row: 3, status: "ask", deviceId: null, basePriceCents: null, unitPriceCents: null, totalCents: null }),
      row({ row: 4, status: "unpriced", deviceId: null, basePriceCents: null, unitPriceCents: null, totalCents: null }),
    ];
    const parts = quoteParts({ rows, totalCents: 35_701 });
    expect(parts.bonusCents).toBe(1_500 + 200);
    expect(parts.gradeCents + parts.bonusCents).toBe(35_701);
    expect(parts.priced.map((r) => r.row)).toEqual([1, 2]);
    expect(parts.ask.map((r) => r.row)).toEqual([3]);
    expect(parts.unpriced.map((r) => r.row)).toEqual([4]);
  });

  it("shows no bonus without a volume rule, and never a negative one", () => {
    expect(quoteParts({ rows: [row({})], totalCents: 10_000 }).bonusCents).toBe(0);
    expect(quoteParts({ rows: [row({ basePriceCents: 11_000 })], totalCents: 10_000 }).bonusCents).toBe(0);
  });

  it("writes the seller's entry as the device they named (model, storage, colour), not the grade or quantity", () => {
    expect(inputText(row({ input: { model: "iPhone 13", storage: "128 GB", colour: "Blau", condition: "B", quantity: "2" } }))).toBe(
      "iPhone 13 · 128 GB · Blau",
    );
    expect(inputText(row({ input: { note: "Diensthandy" } }))).toBe("Diensthandy");
  });

  it("says why accepting is not possible: expired, accepted, rows that ask, nothing priced", () => {
    expect(acceptBlocked({ state: "open", rows: [row({})], unitCount: 1 })).toBeNull();
    expect(acceptBlocked({ state: "expired", rows: [row({})], unitCount: 1 })).toBe("expired");
    expect(acceptBlocked({ state: "accepted", rows: [row({})], unitCount: 1 })).toBe("accepted");
    expect(acceptBlocked({ state: "open", rows: [row({}), row({ row: 2, status: "ask" })], unitCount: 1 })).toBe("ask");
    expect(acceptBlocked({ state: "open", rows: [row({ status: "unpriced" })], unitCount: 0 })).toBe("nothing");
  });

  it("puts a confidence into words, from a share or a percent", () => {
    expect(confidenceWord(0.95)).toBe("sure");
    expect(confidenceWord(0.9)).toBe("sure");
    expect(confidenceWord(0.8)).toBe("likely");
    expect(confidenceWord(0.44)).toBe("unsure");
    expect(confidenceWord(80)).toBe("likely");
  });
});

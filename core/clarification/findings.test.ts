import { describe, expect, it } from "vitest";
import { findingLine } from "./types.ts";

describe("findingLine (what the customer reads of a differing answer, issue 29)", () => {
  it("the catalog's finding text when there is one", () => {
    expect(
      findingLine({
        questionId: 1,
        expected: 1,
        found: 2,
        question: "Display?",
        foundText: "Tiefe Kratzer",
        finding: " Das Display hat tiefe Kratzer. ",
      }),
    ).toBe("Das Display hat tiefe Kratzer.");
  });

  it("else the question and the found answer (both in the edition's language), else the answer, else nothing", () => {
    expect(
      findingLine({ questionId: 1, expected: 1, found: 2, question: "In welchem Zustand ist das Display?", foundText: "Tiefe Kratzer" }),
    ).toBe("In welchem Zustand ist das Display? Tiefe Kratzer");
    expect(findingLine({ questionId: 1, expected: 1, found: 2, foundText: "Tiefe Kratzer" })).toBe("Tiefe Kratzer");
    expect(findingLine({ questionId: 1, expected: 1, found: 2 })).toBeNull();
  });
});

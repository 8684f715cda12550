import { describe, expect, it } from "vitest";
import { checkInspectionInput } from "./input.ts";

const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };
const good = {
  answers: [
    { questionId: 1, answerId: 11 },
    { questionId: 2, answerId: 21 },
  ],
  imei: "490154203237518",
  erasure: ERASURE,
};

describe("checkInspectionInput (issue 29: every problem at once, each on its field)", () => {
  it("takes a complete input with both notes", () => {
    const checked = checkInspectionInput({ ...good, notes: "Die SIM-Lade fehlt.", internalNote: "staff only" }, [1, 2]);
    expect(checked).toEqual({ ok: true, input: expect.objectContaining({ notes: "Die SIM-Lade fehlt.", internalNote: "staff only" }) });
  });

  it("names every problem at once: each unanswered question, the IMEI, the tool, a note too long", () => {
    const checked = checkInspectionInput(
      {
        answers: [{ questionId: 2, answerId: 21 }],
        imei: "490154203237519",
        internalNote: "x".repeat(2001),
        erasure: { method: "nist_purge", tool: " ", result: "passed" },
      },
      [1, 2, 3],
    );
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual([
      { field: "q-1", message: "backoffice.inspection.answerMissing" },
      { field: "q-3", message: "backoffice.inspection.answerMissing" },
      { field: "imei", message: "backoffice.inspection.imeiInvalid" },
      { field: "internalNote", message: "validation.tooLong" },
      { field: "tool", message: "backoffice.inspection.erasureToolMissing" },
    ]);
  });

  it("a missing identifier, method and result are three problems; a bad serial its own", () => {
    const checked = checkInspectionInput({ answers: good.answers, serial: "ab", erasure: { tool: "T" } }, [1, 2]);
    expect(!checked.ok && checked.errors.map((e) => e.field)).toEqual(["serial", "method", "result"]);
    const none = checkInspectionInput({ answers: good.answers, erasure: ERASURE }, [1, 2]);
    expect(!none.ok && none.errors).toEqual([{ field: "imei", message: "backoffice.inspection.identifierMissing" }]);
  });

  it("without the device's questions (the API) no answers at all is the form's problem", () => {
    const checked = checkInspectionInput({ ...good, answers: [] });
    expect(!checked.ok && checked.errors).toEqual([{ field: "answers", message: "backoffice.inspection.answersMissing" }]);
  });
});

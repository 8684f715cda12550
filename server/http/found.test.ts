import { describe, expect, it } from "vitest";
import { ProblemError } from "../../core/shared/index.ts";
import { found } from "./found.server.ts";

describe("found", () => {
  it("gives the value back, falsy ones too", () => {
    expect(found({ id: 1 }, "x")).toEqual({ id: 1 });
    expect(found(0, "x")).toBe(0);
    expect(found("", "x")).toBe("");
  });

  it.each([null, undefined])("answers 404 not_found with the detail for %s", (value) => {
    const err = (() => {
      try {
        found(value, "problem.detail.noDevice");
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ProblemError);
    expect(err).toMatchObject({ status: 404, code: "not_found", detail: "problem.detail.noDevice" });
  });
});

import { describe, expect, it } from "vitest";
import { ProblemError } from "./problem.ts";
import { detailOrCode, problemFormErrors } from "./problem-form.ts";

const validation = (...errors: [string, string][]) =>
  new ProblemError(
    422,
    "validation",
    undefined,
    errors.map(([field, message]) => ({ field, message })),
  );

describe("problemFormErrors (decision 0074)", () => {
  it("a problem without field errors is one form-wide message: problem.<code> unless told otherwise", () => {
    const err = new ProblemError(429, "rate_limited", "limits.detail");
    expect(problemFormErrors(err)).toEqual({ fields: {}, form: "problem.rate_limited" });
    expect(problemFormErrors(err, { form: detailOrCode })).toEqual({ fields: {}, form: "limits.detail" });
    expect(problemFormErrors(new ProblemError(409, "taken"), { form: detailOrCode }).form).toBe("problem.taken");
  });

  it("field errors go to their fields, without a form-wide message", () => {
    expect(problemFormErrors(validation(["email", "validation.invalid"], ["name", "validation.tooLong"]))).toEqual({
      fields: { email: "validation.invalid", name: "validation.tooLong" },
    });
  });

  it("keeps a field's first error, or its last when asked", () => {
    const err = validation(["email", "a.first"], ["email", "a.second"]);
    expect(problemFormErrors(err).fields).toEqual({ email: "a.first" });
    expect(problemFormErrors(err, { keep: "last" }).fields).toEqual({ email: "a.second" });
  });

  it("maps paths to the form's fields and messages to what the form shows", () => {
    const err = validation(["texts.de.name", "Too long"], ["origins.3", "partners.error.origin"]);
    const result = problemFormErrors(err, {
      field: (path) => path.replace(/^origins\.\d+$/, "origins").replace(/\./g, "-"),
      message: (m) => (/^[a-z]+(\.[a-zA-Z]+)+$/.test(m) ? m : "validation.invalid"),
    });
    expect(result).toEqual({ fields: { "texts-de-name": "validation.invalid", origins: "partners.error.origin" } });
  });

  it("an error that names no field of the form makes the form-wide message too", () => {
    const err = validation(["email", "validation.invalid"], ["offers.0.price", "offer.error.expired"]);
    const result = problemFormErrors(err, { field: (path) => (path.startsWith("offers.") ? null : path) });
    expect(result).toEqual({ fields: { email: "validation.invalid" }, form: "problem.validation" });
  });
});

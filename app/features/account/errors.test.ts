import { describe, expect, it } from "vitest";
import { ProblemError } from "../../../core/shared/index.ts";
import { fieldOf, issuesToErrors, problemResult } from "./errors.ts";

describe("account form errors", () => {
  it("maps payload paths to the form's fields", () => {
    expect(fieldOf(["Address", "zip"])).toBe("zip");
    expect(fieldOf(["credentials", 0, "value"])).toBe("password");
    expect(fieldOf(["Payment", "iban"])).toBe("iban");
  });

  it("keeps the first message key per field; free texts become validation.invalid", () => {
    expect(
      issuesToErrors([
        { path: ["Address", "zip"], message: "account.error.zip" },
        { path: ["Address", "zip"], message: "validation.tooLong" },
        { path: ["email"], message: "Invalid email" },
      ]),
    ).toEqual({ zip: "account.error.zip", email: "validation.invalid" });
  });

  it("turns a problem into field errors or a form message, and rethrows anything else", () => {
    expect(problemResult(new ProblemError(401, "invalid_credentials"))).toEqual({
      errors: {},
      formError: "problem.invalid_credentials",
      status: 401,
    });
    expect(
      problemResult(
        new ProblemError(422, "validation", undefined, [{ field: "currentPassword", message: "account.error.currentPassword" }]),
      ),
    ).toEqual({
      errors: { currentPassword: "account.error.currentPassword" },
      formError: null,
      status: 422,
    });
    expect(() => problemResult(new Error("boom"))).toThrow("boom");
  });
});

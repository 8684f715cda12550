import { describe, expect, it } from "vitest";
import { readActivateResult } from "./activation.ts";

describe("readActivateResult", () => {
  it("passes an activated result with its token", () => {
    expect(readActivateResult({ token: "abc", activated: true })).toEqual({ token: "abc", activated: true });
  });
  it("fails with the spec's message when an activated result has no token", () => {
    expect(() => readActivateResult({ activated: true })).toThrow("Token is missing from activateResult");
    expect(() => readActivateResult({ token: "", activated: true })).toThrow("Token is missing from activateResult");
  });
  it("passes a not-activated result as not activated", () => {
    expect(readActivateResult({ activated: false })).toEqual({ token: null, activated: false });
  });
});

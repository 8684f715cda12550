import { describe, expect, it } from "vitest";
import { signInWords } from "./sign-in-words.ts";

describe("signInWords", () => {
  it("takes each text from the surface's own login keys", () => {
    const t = (key: string) => `[${key}]`;
    expect(signInWords(t, "portal")).toEqual({
      title: "[portal.login.title]",
      submit: "[portal.login.submit]",
      labels: { email: "[portal.login.email]", password: "[portal.login.password]", otp: "[portal.login.otp]" },
      otpHint: "[portal.login.otpHint]",
    });
    expect(signInWords(t, "backoffice").title).toBe("[backoffice.login.title]");
  });
});

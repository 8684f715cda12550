import { describe, expect, it } from "vitest";
import { prefillCodes, passedChecksFor, selfTestChecksFor } from "./index.ts";
import { screenFits, selfTestKey, signSelfTest, verifySelfTest } from "./index.server.ts";
import type { SelfTestCheckResult, SelfTestSigned } from "./types.ts";

const KEY = "k".repeat(40);
const at = new Date("2026-05-12T10:00:00Z");
const iphone = { screenWidth: 393, screenHeight: 852, pixelRatio: 3, platform: "iPhone", touchPoints: 5 };
const passed = (...ids: SelfTestCheckResult["id"][]): SelfTestCheckResult[] => ids.map((id) => ({ id, status: "passed" }));
const signed: SelfTestSigned = {
  deviceId: 7,
  checks: passed("touch", "frontCamera", "backCamera", "microphone", "speaker"),
  hardware: iphone,
  at: at.toISOString(),
  screenFits: true,
};

describe("self-test checks and pre-fill", () => {
  it("only smartphones and tablets get checks; tablets no vibration", () => {
    expect(selfTestChecksFor("laptops")).toEqual([]);
    expect(selfTestChecksFor("smartphones").map((c) => c.id)).toContain("vibration");
    expect(selfTestChecksFor("tablets").map((c) => c.id)).not.toContain("vibration");
  });

  it("pre-fills function_ok only when touch, both cameras, microphone and speaker passed", () => {
    expect(prefillCodes(signed.checks)).toEqual([{ questionCode: "function", answerCode: "function_ok" }]);
    const withoutBack = [
      ...passed("touch", "frontCamera", "microphone", "speaker"),
      { id: "backCamera" as const, status: "failed" as const },
    ];
    expect(prefillCodes(withoutBack)).toEqual([]);
    expect(prefillCodes(passed("touch", "pixels"))).toEqual([]);
  });

  it("names the passed checks that bear on a question", () => {
    expect(passedChecksFor("display", passed("touch", "pixels", "speaker"))).toEqual(["touch", "pixels"]);
    expect(passedChecksFor("housing", passed("touch"))).toEqual([]);
  });
});

describe("self-test signature", () => {
  it("verifies its own token for the device within two hours", () => {
    const token = signSelfTest(signed, KEY);
    const verdict = verifySelfTest(token, KEY, { deviceId: 7, now: new Date(at.getTime() + 3_600_000) });
    expect(verdict).toEqual({ ok: true, selfTest: { ...signed, signature: token.split(".")[1] } });
  });

  it("refuses an altered payload, another key, another device and an old result", () => {
    const token = signSelfTest(signed, KEY);
    const [body, mac] = token.split(".") as [string, string];
    const altered = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    altered.checks.push({ id: "pixels", status: "passed" });
    const forged = `${Buffer.from(JSON.stringify(altered)).toString("base64url")}.${mac}`;
    const now = new Date(at.getTime() + 60_000);
    expect(verifySelfTest(forged, KEY, { deviceId: 7, now })).toEqual({ ok: false, reason: "forged" });
    expect(verifySelfTest(token, "x".repeat(40), { deviceId: 7, now })).toEqual({ ok: false, reason: "forged" });
    expect(verifySelfTest("not a token", KEY, { deviceId: 7, now })).toEqual({ ok: false, reason: "forged" });
    expect(verifySelfTest(token, KEY, { deviceId: 8, now })).toEqual({ ok: false, reason: "foreign" });
    expect(verifySelfTest(token, KEY, { deviceId: 7, now: new Date(at.getTime() + 2 * 3_600_000 + 1) })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("takes SELF_TEST_KEY, else derives a key from the session secret", () => {
    expect(selfTestKey({ SELF_TEST_KEY: KEY }, { sessionSecret: "s" })).toBe(KEY);
    const derived = selfTestKey({}, { sessionSecret: "s" });
    expect(derived).not.toBe("s");
    expect(derived).toBe(selfTestKey({}, { sessionSecret: "s" }));
  });
});

describe("screen plausibility", () => {
  it("fits a model's screen, also zoomed or at another Android resolution", () => {
    expect(screenFits("iPhone 15", iphone)).toBe(true);
    expect(screenFits("iPhone 15 Pro 1 TB", iphone)).toBe(true);
    expect(screenFits("iPhone 15", { ...iphone, screenWidth: 852, screenHeight: 393 })).toBe(true);
    expect(
      screenFits("Pixel 7", { screenWidth: 412, screenHeight: 915, pixelRatio: 2.625, platform: "Linux armv81", touchPoints: 5 }),
    ).toBe(true);
  });

  it("flags a desktop, another platform family or another screen", () => {
    expect(screenFits("iPhone 15", { ...iphone, touchPoints: 0 })).toBe(false);
    expect(screenFits("iPhone 15", { ...iphone, platform: "Linux armv81" })).toBe(false);
    expect(screenFits("iPhone 15", { screenWidth: 1920, screenHeight: 1080, pixelRatio: 1, platform: "iPhone", touchPoints: 5 })).toBe(
      false,
    );
    expect(screenFits("iPhone 15", { ...iphone, screenWidth: 820, screenHeight: 1180, pixelRatio: 2 })).toBe(false);
  });

  it("cannot tell for a model it does not know or no screen", () => {
    expect(screenFits("Galaxy Z Fold7", iphone)).toBeNull();
    expect(screenFits("iPhone 15", { ...iphone, screenWidth: 0 })).toBeNull();
  });
});

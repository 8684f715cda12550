/**
 * The self-test's signature (decision 0125): HMAC-SHA256 over the canonical payload, so a result
 * the island got back cannot be changed, moved to another device or kept for later before an offer
 * is made with it. The key is SELF_TEST_KEY, else derived from the session secret (as the access
 * tokens' key is), so every instance sharing the session secret verifies every other's results.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { SELF_TEST_CHECK_IDS } from "./checks.ts";
import type { SelfTestSigned, StoredSelfTest } from "./types.ts";
import { SELF_TEST_TOKEN_PATTERN, selfTestPayloadSchema } from "./validation.ts";

/** A result older than this is not taken into an offer: the seller runs the test again. */
export const SELF_TEST_MAX_AGE_MS = 2 * 3_600_000;
/** Clocks of several instances may differ a little: a result "from the future" within this is taken. */
const CLOCK_SKEW_MS = 60_000;

export function selfTestKey(config: { SELF_TEST_KEY?: string | undefined }, secrets: { sessionSecret: string }): string {
  return (
    config.SELF_TEST_KEY ?? createHmac("sha256", secrets.sessionSecret).update("sellback self-test signing key v1").digest("base64url")
  );
}

/** The payload in one fixed key and check order, so the same result always gives the same bytes. */
export function canonicalSelfTest(signed: SelfTestSigned): string {
  const order = (id: string) => SELF_TEST_CHECK_IDS.indexOf(id as (typeof SELF_TEST_CHECK_IDS)[number]);
  const checks = [...signed.checks].sort((a, b) => order(a.id) - order(b.id)).map(({ id, status }) => ({ id, status }));
  const { screenWidth, screenHeight, pixelRatio, platform, touchPoints } = signed.hardware;
  return JSON.stringify({
    v: 1,
    deviceId: signed.deviceId,
    checks,
    hardware: { screenWidth, screenHeight, pixelRatio, platform, touchPoints },
    at: signed.at,
    screenFits: signed.screenFits,
  });
}

function mac(key: string, body: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

export function signSelfTest(signed: SelfTestSigned, key: string): string {
  const body = Buffer.from(canonicalSelfTest(signed), "utf8").toString("base64url");
  return `${body}.${mac(key, body)}`;
}

export type SelfTestVerdict =
  | { ok: true; selfTest: StoredSelfTest }
  /** forged: not signed by us (altered, or malformed); foreign: signed for another device; expired: older than two hours. */
  | { ok: false; reason: "forged" | "foreign" | "expired" };

/** Whether `token` is our signature over a result for `deviceId`, made within two hours before `now`. */
export function verifySelfTest(token: string, key: string, expect: { deviceId: number; now: Date }): SelfTestVerdict {
  if (!SELF_TEST_TOKEN_PATTERN.test(token)) return { ok: false, reason: "forged" };
  const [body, signature] = token.split(".") as [string, string];
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "forged" };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "forged" };
  }
  const parsed = selfTestPayloadSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: "forged" };
  const { v: _v, ...signed } = parsed.data;
  if (signed.deviceId !== expect.deviceId) return { ok: false, reason: "foreign" };
  const age = expect.now.getTime() - Date.parse(signed.at);
  if (age > SELF_TEST_MAX_AGE_MS || age < -CLOCK_SKEW_MS) return { ok: false, reason: "expired" };
  return { ok: true, selfTest: { ...signed, signature } };
}

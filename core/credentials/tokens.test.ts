import { createHash } from "node:crypto";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword, PRODUCTION_HASHING, TEST_HASHING } from "./hashing.server.ts";
import { bearerToken, hashToken, isOpaqueToken, newOpaqueToken, signAccessToken, verifyAccessToken } from "./tokens.server.ts";

const secret = "x".repeat(48);

describe("access tokens", () => {
  it("round-trip: the subject is the customer id, expiry 5 minutes", async () => {
    const token = await signAccessToken(secret, "cust-1");
    expect(await verifyAccessToken(secret, token)).toBe("cust-1");
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    expect(payload.exp - payload.iat).toBe(300);
    expect(payload.aud).toBe("sellback-api");
  });
  it("refuses expired, wrongly signed, unsigned and foreign-audience tokens", async () => {
    const expired = await signAccessToken(secret, "cust-1", new Date(Date.now() - 10 * 60_000));
    expect(await verifyAccessToken(secret, expired)).toBeNull();
    expect(await verifyAccessToken("y".repeat(48), await signAccessToken(secret, "cust-1"))).toBeNull();
    const none = new UnsecuredJWT({})
      .setSubject("cust-1")
      .setAudience("sellback-api")
      .setIssuer("sellback")
      .setExpirationTime("5m")
      .encode();
    expect(await verifyAccessToken(secret, none)).toBeNull();
    /** A customer's five-minute token, otherwise as the API signs it, for an algorithm, an audience and a key. */
    const signedAs = (alg: string, audience: string, key: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg })
        .setSubject("cust-1")
        .setIssuer("sellback")
        .setAudience(audience)
        .setExpirationTime("5m")
        .sign(new TextEncoder().encode(key));
    expect(await verifyAccessToken(secret, await signedAs("HS256", "someone-else", secret))).toBeNull();
    expect(await verifyAccessToken(secret.repeat(2), await signedAs("HS512", "sellback-api", secret.repeat(2)))).toBeNull();
    expect(await verifyAccessToken(secret, "not.a.jwt")).toBeNull();
    expect(await verifyAccessToken(secret, null)).toBeNull();
  });
  it("checks expiry against the clock it is given, the one the token was signed with", async () => {
    const then = new Date("2026-12-01T10:00:00Z");
    const token = await signAccessToken(secret, "cust-1", then);
    expect(await verifyAccessToken(secret, token, new Date(then.getTime() + 299_000))).toBe("cust-1");
    expect(await verifyAccessToken(secret, token, new Date(then.getTime() + 301_000))).toBeNull();
    // a token from a fixed past clock is refused by the real time: why callers pass the app's clock
    expect(await verifyAccessToken(secret, token)).toBeNull();
  });
  it("reads the Bearer header", () => {
    expect(bearerToken("Bearer abc.def")).toBe("abc.def");
    expect(bearerToken("bearer abc")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe("opaque tokens", () => {
  it("are 32 random bytes, base64url, stored as sha256", () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(newOpaqueToken());
    expect(isOpaqueToken(a)).toBe(true);
    expect(isOpaqueToken("not-a-token")).toBe(false);
    expect(isOpaqueToken(`${a}x`)).toBe(false);
    expect(hashToken(a)).toBe(createHash("sha256").update(a).digest("base64url"));
    expect(hashToken(a)).not.toContain(a);
  });
});

describe("argon2id", () => {
  it("uses at least 19 MiB and 2 passes in production", () => {
    expect(PRODUCTION_HASHING.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(PRODUCTION_HASHING.timeCost).toBeGreaterThanOrEqual(2);
  });
  it("hashes with argon2id and the given parameters, and verifies", async () => {
    const h = await hashPassword("Secret-password-1", PRODUCTION_HASHING);
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, "Secret-password-1")).toBe(true);
    expect(await verifyPassword(h, "secret-password-1")).toBe(false);
    const cheap = await hashPassword("x", TEST_HASHING);
    expect(cheap).toMatch(/m=1024,t=1/);
    expect(await verifyPassword("garbage", "x")).toBe(false);
  });
});

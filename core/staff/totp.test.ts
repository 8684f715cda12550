import { describe, expect, it } from "vitest";
import {
  checkTotp,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  isRecoveryCodeShape,
  newRecoveryCodes,
  newTotpSecret,
  totpCode,
} from "./totp.server.ts";

describe("TOTP (RFC 6238, 30-second steps)", () => {
  const secret = newTotpSecret();
  const t0 = new Date("2030-03-03T12:00:00Z"); // a step boundary

  it("accepts the current code and one step of drift either way, not two", async () => {
    const code = await totpCode(secret, t0);
    expect(await checkTotp(secret, code, t0, null)).toBe(t0.getTime() / 30_000);
    expect(await checkTotp(secret, code, new Date(t0.getTime() + 30_000), null)).not.toBeNull();
    expect(await checkTotp(secret, code, new Date(t0.getTime() - 30_000), null)).not.toBeNull();
    expect(await checkTotp(secret, code, new Date(t0.getTime() + 60_000), null)).toBeNull();
    expect(await checkTotp(secret, code, new Date(t0.getTime() - 60_000), null)).toBeNull();
  });

  it("accepts a code once: not at or before the last used step", async () => {
    const code = await totpCode(secret, t0);
    const step = (await checkTotp(secret, code, t0, null))!;
    expect(await checkTotp(secret, code, t0, step)).toBeNull();
    expect(await checkTotp(secret, await totpCode(secret, new Date(t0.getTime() + 30_000)), t0, step)).toBe(step + 1);
  });

  it("refuses what is no 6-digit code", async () => {
    for (const bad of ["", "12345", "1234567", "abcdef", " 123456"]) expect(await checkTotp(secret, bad, t0, null)).toBeNull();
  });

  it("stores the secret encrypted; another key cannot read it", () => {
    const stored = encryptSecret("k".repeat(40), secret);
    expect(stored).not.toContain(secret);
    expect(decryptSecret("k".repeat(40), stored)).toBe(secret);
    expect(() => decryptSecret("x".repeat(40), stored)).toThrow();
  });

  it("makes ten different recovery codes, hashed case-insensitively", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(isRecoveryCodeShape(c)).toBe(true);
    expect(hashRecoveryCode(codes[0]!.toUpperCase())).toBe(hashRecoveryCode(codes[0]!));
    expect(isRecoveryCodeShape("123456")).toBe(false);
  });
});

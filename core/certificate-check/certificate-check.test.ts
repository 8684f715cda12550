import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, checkCharacter, formatCode, makeCode, readCode } from "./code.ts";
import { OFFLINE_FILES, OFFLINE_RECIPE, signedText, type CertificateFacts } from "./facts.ts";
import { certificateKeyFor, derivedSigningKey, parseSigningKey, signText, verifyText } from "./signing.server.ts";

const facts: CertificateFacts = {
  code: makeCode(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9])),
  certificateNumber: "EC-1000001-1",
  model: "Galaxy S23 Ünïcode, 128 GB",
  method: "nist_purge",
  tool: "Blancco\nMobile 7",
  result: "passed",
  erasedAt: "2026-11-30T10:15:00Z",
};

describe("verification codes", () => {
  it("are ten characters of the alphabet whose last one checks the others", () => {
    const code = makeCode(new Uint8Array(9).fill(255));
    expect(code).toHaveLength(10);
    expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    expect(readCode(code)).toEqual({ kind: "wellFormed", code });
  });

  it("tell every single mistyped character apart from an unknown code", () => {
    const code = facts.code;
    for (let i = 0; i < code.length; i++)
      for (const c of CODE_ALPHABET) {
        if (c === code[i]) continue;
        const typo = code.slice(0, i) + c + code.slice(i + 1);
        expect(readCode(typo).kind, typo).toBe("checkFailed");
      }
  });

  it("catch swapped neighbours", () => {
    const code = facts.code;
    for (let i = 0; i < code.length - 1; i++) {
      if (code[i] === code[i + 1]) continue;
      const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
      // Luhn mod 32 misses only the swap of two characters whose values add up to 31 on a doubled place
      const a = CODE_ALPHABET.indexOf(code[i]!);
      const b = CODE_ALPHABET.indexOf(code[i + 1]!);
      if (a + b !== 31) expect(readCode(swapped).kind, swapped).toBe("checkFailed");
    }
  });

  it("read case, dashes, spaces, I, L and O forgivingly, and refuse what cannot be a code", () => {
    const code = "0123456789".slice(0, 9);
    const full = code + checkCharacter(code);
    expect(readCode(formatCode(full).toLowerCase())).toEqual({ kind: "wellFormed", code: full });
    expect(readCode(` O${full.slice(1, 5)} ${full.slice(5)} `.replace("1", "l"))).toEqual({ kind: "wellFormed", code: full });
    expect(readCode("").kind).toBe("malformed");
    expect(readCode("ABCDEFGHJ").kind).toBe("malformed");
    expect(readCode("ABCDEFGHJKM").kind).toBe("malformed");
    expect(readCode("ABCDEFGHJU").kind).toBe("malformed");
    expect(formatCode(full)).toBe(`${full.slice(0, 5)}-${full.slice(5)}`);
  });
});

describe("the signed text", () => {
  it("is the facts line by line in a fixed order, free text on one line, no line feed at the end", () => {
    expect(signedText(facts)).toBe(
      [
        "Sellback erasure certificate v1",
        `code: ${facts.code}`,
        "certificate: EC-1000001-1",
        "model: Galaxy S23 Ünïcode, 128 GB",
        "method: nist_purge",
        "tool: Blancco Mobile 7",
        "result: passed",
        "erased: 2026-11-30T10:15:00Z",
      ].join("\n"),
    );
  });
});

describe("Ed25519 signatures", () => {
  it("check against the key that made them and fail for changed facts or another key", () => {
    const key = derivedSigningKey("a session secret of some length");
    const text = signedText(facts);
    const signature = signText(key, text);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(verifyText(key.publicKey, text, signature)).toBe(true);
    expect(verifyText(key.publicKey, text.replace("passed", "failed"), signature)).toBe(false);
    expect(verifyText(derivedSigningKey("another secret").publicKey, text, signature)).toBe(false);
    expect(verifyText(key.publicKey, text, "not a signature")).toBe(false);
    // deterministic: the same text and key give the same signature (so re-signing changes nothing)
    expect(signText(key, text)).toBe(signature);
  });

  it("take the setting (PEM or base64 DER) over the session secret, and refuse a key that is not Ed25519", () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const der = privateKey.export({ type: "pkcs8", format: "der" }).toString("base64");
    expect(parseSigningKey(pem).publicKeyPem).toBe(parseSigningKey(der).publicKeyPem);
    expect(certificateKeyFor(pem, "secret").publicKeyPem).toBe(parseSigningKey(pem).publicKeyPem);
    expect(certificateKeyFor(undefined, "secret").publicKeyPem).toBe(derivedSigningKey("secret").publicKeyPem);
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    expect(() => parseSigningKey(rsa)).toThrow(/Ed25519/);
    expect(derivedSigningKey("secret").fingerprint).toMatch(/^([0-9a-f]{4} ){15}[0-9a-f]{4}$/);
  });

  it("check offline with the page's OpenSSL recipe, from files saved as a person would (line feed at the end)", () => {
    const key = derivedSigningKey("offline secret");
    const text = signedText(facts);
    const dir = mkdtempSync(path.join(tmpdir(), "verify-recipe-"));
    const run = (signed: string) => {
      writeFileSync(path.join(dir, OFFLINE_FILES.signedText), `${signed}\n`);
      writeFileSync(path.join(dir, OFFLINE_FILES.signature), `${signText(key, text)}\n`);
      writeFileSync(path.join(dir, OFFLINE_FILES.publicKey), key.publicKeyPem);
      try {
        return execFileSync("bash", ["-c", OFFLINE_RECIPE], { cwd: dir, encoding: "utf8", stdio: "pipe" });
      } catch (err) {
        return String((err as { stdout?: string }).stdout ?? "") + String((err as { stderr?: string }).stderr ?? "");
      }
    };
    expect(run(text)).toContain("Signature Verified Successfully");
    expect(run(text.replace("passed", "failed"))).toContain("Signature Verification Failure");
  });
});

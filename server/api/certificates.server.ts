/**
 * Verifiable erasure certificates (decision 0130): `GET /api/certificates/public-key` (the
 * Ed25519 key the signatures check against) and `GET /api/certificates/{code}` (a certificate's
 * public facts, the signed text, its signature and whether it checks). Public on every edition's
 * host: nothing personal in either, so both may be cached; the lookup is rate-limited per client.
 */
import { Hono } from "hono";
import { z } from "zod";
import { certificateByCode, formatCode, readCode, SIGNED_TEXT_HEADER } from "../../core/certificate-check/index.server.ts";
import { enforceRateLimit, type RateLimitRule } from "../../core/rate-limit/index.server.ts";
import { inputString, nowFrom, ProblemError } from "../../core/shared/index.ts";
import { certificateKeyOf } from "../config/certificate-key.server.ts";
import type { AppEnv } from "../config/env.server.ts";

/** Lookups per client and minute: plenty for an auditor going through a bundle, too few to walk the code space. */
export const CERTIFICATE_LOOKUPS: RateLimitRule = { perWindow: 60, windowSeconds: 60 };

export const certificateCodeParams = z.object({
  code: inputString().max(40).describe("The verification code: 10 characters of Crockford base 32, dash and case optional"),
});

/** 400 for a code that cannot be one (wrong length or characters, or its check character does not fit), 404 for an unknown one. */
export function codeOr4xx(raw: string): string {
  const reading = readCode(raw.slice(0, 40));
  if (reading.kind === "malformed") throw new ProblemError(400, "certificate_code_malformed", "verify.problem.malformed");
  if (reading.kind === "checkFailed") throw new ProblemError(400, "certificate_code_check_failed", "verify.problem.checkFailed");
  return reading.code;
}

export const certificatesApi = new Hono<AppEnv>()
  .get("/public-key", (c) => {
    const key = certificateKeyOf(c.get("deps"));
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({
      algorithm: "Ed25519",
      publicKeyPem: key.publicKeyPem,
      publicKeyRaw: key.publicKeyRaw,
      fingerprint: key.fingerprint,
      signedTextHeader: SIGNED_TEXT_HEADER,
    });
  })
  .get("/:code", async (c) => {
    const deps = c.get("deps");
    await enforceRateLimit(deps.database.db, `certificate-check:${c.get("clientKey")}`, CERTIFICATE_LOOKUPS, nowFrom(deps));
    const code = codeOr4xx(c.req.param("code"));
    const key = certificateKeyOf(deps);
    const found = await certificateByCode(deps.database.db, code, key);
    if (!found) throw new ProblemError(404, "not_found", "verify.problem.unknown");
    c.header("Cache-Control", "public, max-age=300");
    return c.json({
      code: found.code,
      displayCode: formatCode(found.code),
      certificateNumber: found.certificateNumber,
      model: found.model,
      method: found.method,
      tool: found.tool,
      result: found.result,
      erasedAt: found.erasedAt,
      signedText: found.signedText,
      signature: found.signature,
      signatureValid: found.signatureValid,
      algorithm: "Ed25519",
      publicKeyPem: key.publicKeyPem,
      fingerprint: key.fingerprint,
    });
  });

import { createHmac, randomBytes } from "node:crypto";
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { privateDir, writePrivateFile } from "../../core/shared/index.server.ts";

export interface Secrets {
  sessionSecret: string;
  jwtSecret: string;
}

/** A key of its own for signing access tokens, derived from the session secret (HMAC, labelled). */
export function deriveJwtSecret(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("sellback access-token signing key v1").digest("base64url");
}

/**
 * Secrets for the embedded default: generated once into DATA_DIR/secrets.json (mode 600, its folder 700).
 * An explicit SESSION_SECRET (required in production) always wins, and then the JWT key is
 * derived from it alone, so every instance given the same SESSION_SECRET signs and verifies
 * with the same key whatever its DATA_DIR holds.
 */
export function loadSecrets(dataDir: string, explicit: { sessionSecret?: string } = {}): Secrets {
  if (explicit.sessionSecret) return { sessionSecret: explicit.sessionSecret, jwtSecret: deriveJwtSecret(explicit.sessionSecret) };
  const file = path.resolve(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
  const secrets: Secrets = {
    sessionSecret: stored.sessionSecret ?? randomBytes(48).toString("base64url"),
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString("base64url"),
  };
  if (!stored.sessionSecret || !stored.jwtSecret) {
    privateDir(path.dirname(file));
    writePrivateFile(file, JSON.stringify(secrets, null, 2));
  }
  return secrets;
}

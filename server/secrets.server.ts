import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";

export interface Secrets {
  sessionSecret: string;
  jwtSecret: string;
}

/**
 * Secrets for the embedded default: generated once into DATA_DIR/secrets.json (mode 600).
 * Explicit values (required in production) always win.
 */
export function loadSecrets(dataDir: string, explicit: { sessionSecret?: string } = {}): Secrets {
  const file = path.resolve(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
  const secrets: Secrets = {
    sessionSecret: explicit.sessionSecret ?? stored.sessionSecret ?? randomBytes(48).toString("base64url"),
    jwtSecret: stored.jwtSecret ?? explicit.sessionSecret ?? randomBytes(48).toString("base64url"),
  };
  if (!explicit.sessionSecret && (!stored.sessionSecret || !stored.jwtSecret)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSecrets } from "./secrets.server.ts";

describe("loadSecrets", () => {
  it("generates both secrets once into DATA_DIR and reads them back", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sellback-secrets-"));
    const first = loadSecrets(dir);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe(first.sessionSecret);
    const file = path.join(dir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecrets(dir)).toEqual(first);
  });

  it("with an explicit SESSION_SECRET derives the JWT key from it alone, the same on every instance", () => {
    const secret = "x".repeat(40);
    const a = mkdtempSync(path.join(tmpdir(), "sellback-secrets-"));
    const b = mkdtempSync(path.join(tmpdir(), "sellback-secrets-"));
    loadSecrets(b); // b holds generated secrets from an earlier embedded run
    const one = loadSecrets(a, { sessionSecret: secret });
    const two = loadSecrets(b, { sessionSecret: secret });
    expect(one).toEqual(two);
    expect(one.sessionSecret).toBe(secret);
    expect(one.jwtSecret).not.toBe(secret);
    expect(existsSync(path.join(a, "secrets.json"))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(b, "secrets.json"), "utf8")).jwtSecret).not.toBe(one.jwtSecret);
    expect(loadSecrets(a, { sessionSecret: "y".repeat(40) }).jwtSecret).not.toBe(one.jwtSecret);
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileClock } from "./clock-file.server.ts";
import { loadConfig } from "./config.server.ts";

describe("CLOCK_FILE (browser tests set the server's time, decision 0028)", () => {
  it("is the file's instant plus the time since it was written; without a readable instant the system clock", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "clock-"));
    const file = path.join(dir, "clock");
    const clock = fileClock(file);
    const before = Date.now();
    expect(clock().getTime()).toBeGreaterThanOrEqual(before);
    writeFileSync(file, "2027-01-05T10:00:00.000Z\n");
    const at = clock().getTime();
    expect(at).toBeGreaterThanOrEqual(Date.parse("2027-01-05T10:00:00.000Z"));
    expect(at).toBeLessThan(Date.parse("2027-01-05T10:00:05.000Z"));
    writeFileSync(file, "not a date");
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
  });

  it("is refused in production", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db/x", SESSION_SECRET: "x".repeat(40) };
    expect(() => loadConfig({ ...production, CLOCK_FILE: "/tmp/clock" })).toThrow(/CLOCK_FILE: must not be set when NODE_ENV=production/);
    expect(loadConfig({ CLOCK_FILE: "/tmp/clock" }).CLOCK_FILE).toBe("/tmp/clock");
  });
});

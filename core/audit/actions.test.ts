import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, auditActionKey } from "./actions.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every .ts/.tsx file of the app's code (not tests) under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(ROOT, dir, f));
}

describe("audit actions", () => {
  it("lists every action the code records (the names in the `action:` of an entry)", () => {
    const recorded = new Set<string>();
    for (const file of ["core", "server", "app"].flatMap(sources)) {
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (!/\baction: /.test(line)) continue;
        for (const m of line.matchAll(/"([a-z_]+\.[a-z_.]+)"/g)) recorded.add(m[1]!);
      }
    }
    expect(recorded.size).toBeGreaterThan(30);
    expect([...recorded].filter((a) => !(AUDIT_ACTIONS as readonly string[]).includes(a)).sort()).toEqual([]);
  });

  it("has every action's name in English and German", () => {
    for (const lang of ["en", "de"]) {
      const messages = JSON.parse(readFileSync(path.join(ROOT, "messages", `${lang}.json`), "utf8")) as Record<string, string>;
      expect(
        AUDIT_ACTIONS.filter((a) => !messages[auditActionKey(a)!]),
        lang,
      ).toEqual([]);
    }
  });

  it("names a known action by its message key and an unknown one by nothing (the page shows its stored name)", () => {
    expect(auditActionKey("payout.run.confirm")).toBe("backoffice.audit.actionName.payout.run.confirm");
    expect(auditActionKey("payout.run.explode")).toBeNull();
  });
});

/**
 * Decision 0065: opening the embedded database must leave `process.nextTick`'s inline caches
 * monomorphic. A child process (V8's natives syntax is a start flag) opens PGlite through
 * `openDatabase`, calls `nextTick` around collections, and prints V8's feedback for the function.
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const probe = `
const { openDatabase } = await import(${JSON.stringify(path.resolve("db/client.server.ts"))});
const { tickObjectShapePinned } = await import(${JSON.stringify(path.resolve("db/tick-shape.server.ts"))});
const burst = async () => {
  for (let i = 0; i < 5000; i++) process.nextTick(() => {});
  await new Promise((r) => setTimeout(r, 5));
  globalThis.gc();
};
const database = await openDatabase({ dataDir: "memory://" });
await database.ping();
await burst();
await database.db.execute("create extension if not exists pg_trgm");
await database.db.execute("select similarity('iphone', 'iphnoe')");
await burst();
console.log("pinned", tickObjectShapePinned());
new Function("f", "%DebugPrint(f)")(process.nextTick);
await database.close();
`;

describe("nextTick's shape after opening PGlite", () => {
  // the child opens PGlite itself: on a loaded 2-core machine that alone took 25 s
  it("keeps the tick object's property definitions monomorphic", { timeout: 120_000 }, () => {
    // V8 prints through C's stdio, which a pipe can cut short at exit: into a file instead
    const file = path.join(mkdtempSync(path.join(tmpdir(), "sellback-tick-")), "out.txt");
    const fd = openSync(file, "w");
    try {
      execFileSync(
        path.resolve("node_modules/.bin/node"),
        ["--allow-natives-syntax", "--expose-gc", "--import", "tsx", "--input-type=module", "-e", probe],
        { stdio: ["ignore", fd, "inherit"], timeout: 110_000 },
      );
    } finally {
      closeSync(fd);
    }
    const out = readFileSync(file, "utf8");
    expect(out).toContain("pinned true");
    const slots = out.split("\n").filter((l) => l.includes("DefineKeyedOwnPropertyInLiteral"));
    // async_id, trigger_async_id, the context frame, callback and args
    expect(slots.length).toBeGreaterThanOrEqual(5);
    for (const slot of slots) expect(slot).toMatch(/MONOMORPHIC/);
  });
});

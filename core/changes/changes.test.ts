/**
 * Change signals (decision 0036): an announcement inside a transaction reaches every listener
 * when the transaction commits and never when it rolls back; on PostgreSQL another connection (as
 * another instance would have) hears it; this process's handlers run at once. PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client.server.ts";
import { postgresReachable, TEST_DATABASE_URL } from "../../tests/helpers/databases.ts";
import { announceChange, CHANGE_CHANNEL, dispatchChange, listenForChanges, onChange, type ChangeTopic } from "./index.ts";

const pgAvailable = await postgresReachable();

/** Waits until `check` holds (notifications arrive asynchronously), at most `ms`. */
async function eventually(check: () => boolean, ms = 3_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return check();
}
const settle = () => new Promise((r) => setTimeout(r, 200));

describe("change handlers", () => {
  it("run for their topics only, and not after unsubscribing", () => {
    const seen: ChangeTopic[] = [];
    const off = onChange(["catalog", "prices"], (t) => seen.push(t));
    dispatchChange("catalog");
    dispatchChange("content");
    dispatchChange("not-a-topic");
    dispatchChange("prices");
    off();
    dispatchChange("catalog");
    expect(seen).toEqual(["catalog", "prices"]);
  });

  it("a failing handler does not stop the others", () => {
    const seen: string[] = [];
    const offA = onChange("redirects", () => {
      throw new Error("boom");
    });
    const offB = onChange("redirects", () => seen.push("b"));
    const errors = console.error;
    console.error = () => {};
    try {
      dispatchChange("redirects");
    } finally {
      console.error = errors;
      offA();
      offB();
    }
    expect(seen).toEqual(["b"]);
  });
});

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !pgAvailable)(`change signals [${kind}]`, () => {
    const opened: Database[] = [];
    const open = async () => {
      // one PGlite serves as writer and reader in both tests: one initdb, not two (decision 0079)
      if (kind === "pglite" && opened[0]) return opened[0];
      const d = await openDatabase(kind === "postgres" ? { databaseUrl: TEST_DATABASE_URL, poolSize: 2 } : { dataDir: "memory://" });
      opened.push(d);
      return d;
    };
    // PGlite's initdb is the slow part: in a hook (hookTimeout), not in the first test's time
    beforeAll(async () => {
      if (kind === "pglite") await open();
    });
    afterAll(async () => {
      for (const d of opened) await d.close();
    });

    it("a committed announcement reaches the listener (another instance's on PostgreSQL); a rolled-back one never does", async () => {
      const writer = await open();
      const reader = kind === "postgres" ? await open() : writer;
      const heard: string[] = [];
      const stop = await reader.listen(CHANGE_CHANNEL, (p) => heard.push(p));
      try {
        await writer.db
          .transaction(async (tx) => {
            await announceChange(tx, "vouchers");
            throw new Error("roll back");
          })
          .catch(() => {});
        await settle();
        expect(heard).toEqual([]);

        let heardInsideTransaction = true;
        await writer.db.transaction(async (tx) => {
          await announceChange(tx, "content");
          await settle();
          heardInsideTransaction = heard.length > 0;
        });
        expect(heardInsideTransaction).toBe(false);
        expect(await eventually(() => heard.includes("content"))).toBe(true);
      } finally {
        await stop();
      }
    });

    it("listenForChanges runs the registered handlers for a notification from anyone", async () => {
      const listener = await open();
      const other = kind === "postgres" ? await open() : listener;
      const seen: ChangeTopic[] = [];
      const off = onChange("redirects", (t) => seen.push(t));
      const stop = await listenForChanges(listener);
      try {
        // a raw NOTIFY, as another instance's announceChange would send it (no local dispatch)
        await other.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, 'redirects')`);
        expect(await eventually(() => seen.length > 0)).toBe(true);
        expect(seen[0]).toBe("redirects");
      } finally {
        off();
        await stop();
      }
    });
  });
}

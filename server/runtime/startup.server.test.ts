/**
 * Safe start with several instances (decision 0053): migrations and the seed run once under the
 * start-up lock while the other instances wait. PostgreSQL: three instances (each its own pool, so
 * its own sessions) start at once on one fresh, empty database. PGlite: two start sequences at once
 * on one database take the same path (an in-process queue).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { STAFF_ROLES } from "../../core/staff/index.ts";
import { openDatabase, type Database } from "../../db/client.server.ts";
import { postgresReachable } from "../../tests/helpers/databases.ts";
import { postgresUrl, withAdmin } from "../../tests/helpers/template-database.ts";
import { prepareDatabase, STARTUP_LOCK_KEY } from "./startup.server.ts";

const config = { NODE_ENV: "development" as const, PORT: 4161 };
const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "..", "..", "db", "migrations", "meta", "_journal.json"), "utf8"),
) as {
  entries: unknown[];
};

async function count(database: Database, query: string): Promise<number> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]!.n);
}

/** What a database seeded once holds; duplicates or a second seed would change these. */
async function seededCounts(database: Database) {
  return {
    migrations: await count(database, "select count(*) as n from drizzle.__drizzle_migrations"),
    distinctMigrations: await count(database, "select count(distinct created_at) as n from drizzle.__drizzle_migrations"),
    categories: await count(database, "select count(*) as n from categories"),
    devices: await count(database, "select count(*) as n from devices"),
    redirects: await count(database, "select count(*) as n from redirects"),
    contentPages: await count(database, "select count(*) as n from content_pages"),
    vouchers: await count(database, "select count(*) as n from vouchers"),
    campaigns: await count(database, "select count(*) as n from campaigns"),
    staff: await count(database, "select count(*) as n from staff_users"),
    partners: await count(database, "select count(*) as n from partners"),
    stores: await count(database, "select count(*) as n from partner_stores"),
  };
}

function expectSeededOnce(results: string[][], counts: Awaited<ReturnType<typeof seededCounts>>) {
  // exactly one instance seeded; the others found everything done
  const seeders = results.filter((parts) => parts.includes("catalog"));
  expect(seeders).toHaveLength(1);
  expect(seeders[0]).toEqual(
    expect.arrayContaining(["redirects", "catalog", "content", "vouchers", "campaigns", "development staff", "development partners"]),
  );
  for (const parts of results.filter((p) => p !== seeders[0])) expect(parts).toEqual([]);
  expect(counts.migrations).toBe(journal.entries.length);
  expect(counts.distinctMigrations).toBe(journal.entries.length);
  expect(counts.categories).toBeGreaterThan(0);
  expect(counts.devices).toBeGreaterThan(600);
  expect(counts.staff).toBe(STAFF_ROLES.length);
  expect(counts.partners).toBe(2);
  expect(counts.stores).toBe(2);
}

describe("start-up lock [pglite]", () => {
  it("two start sequences at once on one database migrate and seed once", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      expect(await database.pendingMigrations()).toBe(journal.entries.length);
      const results = await Promise.all([
        prepareDatabase(database, config, { hashing: TEST_HASHING }),
        prepareDatabase(database, config, { hashing: TEST_HASHING }),
      ]);
      expectSeededOnce(results, await seededCounts(database));
      expect(await database.pendingMigrations()).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("the queue runs one holder at a time and goes on after a failure", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      const events: string[] = [];
      const holder = (name: string, fail = false) =>
        database.exclusive(STARTUP_LOCK_KEY, async () => {
          events.push(`${name} in`);
          await new Promise((r) => setTimeout(r, 20));
          events.push(`${name} out`);
          if (fail) throw new Error(name);
          return name;
        });
      const results = await Promise.allSettled([holder("a", true), holder("b"), holder("c")]);
      expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
      expect(events).toEqual(["a in", "a out", "b in", "b out", "c in", "c out"]);
    } finally {
      await database.close();
    }
  });
});

const pgAvailable = await postgresReachable();

describe.skipIf(!pgAvailable)("start-up lock [postgres]", () => {
  const name = `sellback_test_startup_${process.pid}_${randomBytes(4).toString("hex")}`;
  afterAll(() => withAdmin(async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))));

  it("three instances starting at once on one fresh database migrate and seed once, without errors", async () => {
    await withAdmin((admin) => admin.query(`create database ${name}`));
    const instances = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: postgresUrl(name), poolSize: 3 })));
    try {
      expect(await instances[0]!.pendingMigrations()).toBe(journal.entries.length);
      const results = await Promise.all(instances.map((database) => prepareDatabase(database, config, { hashing: TEST_HASHING })));
      expectSeededOnce(results, await seededCounts(instances[0]!));
      for (const database of instances) expect(await database.pendingMigrations()).toBe(0);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
  }, 180_000);

  it("a second holder of the lock waits for the first, on another connection", async () => {
    await withAdmin(async (admin) => {
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (!rowCount) await admin.query(`create database ${name}`);
    });
    const [a, b] = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: postgresUrl(name), poolSize: 1 })));
    try {
      const events: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const first = a!.exclusive(STARTUP_LOCK_KEY, async () => {
        events.push("a in");
        await held;
        events.push("a out");
      });
      await expect.poll(() => events.length).toBe(1);
      const second = b!.exclusive(STARTUP_LOCK_KEY, async () => void events.push("b in"));
      // b is waiting in pg_advisory_lock while a holds it
      await expect.poll(async () => count(a!, "select count(*) as n from pg_locks where locktype = 'advisory' and not granted")).toBe(1);
      expect(events).toEqual(["a in"]);
      release();
      await Promise.all([first, second]);
      expect(events).toEqual(["a in", "a out", "b in"]);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
    }
  });
});

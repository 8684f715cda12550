/**
 * Two app instances on one PostgreSQL database (decision 0048): two processes of the built server
 * (BUILD_DIR, default build/) each keep a device page and a content page in their page cache; a
 * change that does not announce itself is not seen (the pages come from memory), and a price
 * change and a content edit made by a third process (as another instance's back office would)
 * reach both through LISTEN/NOTIFY at once. Runs after the build in `npm test`'s two-instance stage
 * (vitest.cluster.config.ts; `npx vitest run -c vitest.cluster.config.ts server/page-cache`);
 * skipped without a build or without PostgreSQL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentBySlug, updateContentPage } from "../../core/content/index.server.ts";
import { DEFAULT_PRICE_GUARD, setDevicePrice } from "../../core/pricing-admin/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { openDatabase, type Database } from "../../db/client.server.ts";
import { createPostgresDatabase, postgresReachable } from "../../tests/helpers/databases.ts";

const BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
const ready = existsSync(BUILD) && (await postgresReachable());
const PORTS = [Number(process.env.PAGE_CACHE_TEST_PORT ?? 4114), Number(process.env.PAGE_CACHE_TEST_PORT ?? 4114) + 1];

describe.skipIf(!ready)("the page cache on two instances of one PostgreSQL database", () => {
  const servers: ChildProcess[] = [];
  let db: Database;
  let device: { id: number; slug: string };
  const actor = { staffId: "00000000-0000-4000-8000-000000000002", staffEmail: "catalog@staff.example" };

  beforeAll(async () => {
    // a copy of the run's template, dropped with the run's other copies at its end
    const url = await createPostgresDatabase();
    for (const port of PORTS) {
      const child = spawn(path.resolve("node_modules/.bin/node"), [BUILD], {
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: url,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "sellback-pc-")),
          LOG_LEVEL: "warn",
          PAGE_CACHE_MB: "16",
          JOB_POLL_MS: "0",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      servers.push(child);
      for (let i = 0; i < 600; i++) {
        const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    db = await openDatabase({ databaseUrl: url, poolSize: 2 });
    device = (
      await rows<{ id: number; slug: string }>(
        db.db,
        sql`select d.id, d.slug from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' where not d.hidden order by d.id limit 1`,
      )
    )[0]!;
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) s.kill("SIGTERM");
    await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once("exit", r)))));
    await db?.close();
  }, 30_000);

  // node:http, since fetch does not send a Host header of its own
  const page = (port: number, p: string) =>
    new Promise<{ etag: string | undefined; cc: string | undefined; body: string }>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path: p, headers: { host: "de.localhost" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ etag: res.headers.etag, cc: res.headers["cache-control"], body }));
      }).on("error", reject);
    });
  /** Asks both instances until `check` holds for both (a notification is on its way), at most 3 s. */
  const onBoth = async (p: string, check: (body: string) => boolean) => {
    const end = Date.now() + 3_000;
    for (;;) {
      const bodies = await Promise.all(PORTS.map((port) => page(port, p).then((r) => r.body)));
      if (bodies.every(check) || Date.now() > end) return bodies.map(check);
    }
  };

  it("a price change and a content edit from elsewhere reach both instances' cached pages", async () => {
    const pdp = `/produkte/${device.slug}`;
    for (const port of PORTS) {
      await page(port, pdp);
      const cached = await page(port, pdp);
      expect(cached.cc, `${port} ${cached.body.slice(0, 300)}`).toContain("s-maxage");
      expect(cached.etag).toBeTruthy();
    }
    // unannounced (by hand in SQL): both keep answering from memory
    await db.db.execute(sql`update device_prices set base_price_cents = 12345 where device_id = ${device.id} and edition = 'de'`);
    for (const port of PORTS) expect((await page(port, pdp)).body).not.toContain("123,45");

    await setDevicePrice(db.db, device.id, "de", "876.54", actor, new Date(), {
      settings: DEFAULT_PRICE_GUARD,
      confirmed: true,
      reason: "test",
    });
    expect(await onBoth(pdp, (b) => b.includes("876,54"))).toEqual([true, true]);

    const content = await contentBySlug(db.db, "de", "datenschutz");
    for (const port of PORTS) await page(port, "/content/datenschutz");
    const title = `Datenschutz ${randomBytes(3).toString("hex")}`;
    await updateContentPage(
      db.db,
      "de",
      content!.key as never,
      { title, description: content!.description ?? "", markdown: "Neu." } as never,
      { ...actor, clientKey: null, now: new Date() },
    );
    expect(await onBoth("/content/datenschutz", (b) => b.includes(title))).toEqual([true, true]);
  }, 60_000);
});

/**
 * Two instances behind Debian's nginx on one PostgreSQL database (issue 17, decision 0054):
 * sessions, limits, idempotency, caches and jobs work across instances, and neither a killed
 * instance nor a rolling restart loses an acknowledged trade or fails an idempotent request.
 * "Through A" / "through B" talk to an instance's own port (as nginx would, from 127.0.0.1, the
 * trusted proxy); the loads go through nginx. Needs the build (BUILD_DIR or build/), nginx and the
 * machine's PostgreSQL; `npx vitest run -c vitest.cluster.config.ts`.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../core/shared/index.server.ts";
import { openDatabase, type Database } from "../../db/client.server.ts";
import { BROTLI_MODULE, hostRequest, startCluster, type Cluster } from "../../scripts/cluster-lib.ts";
import { FAKE_DHL, startFakeCarrier, type FakeCarrier } from "../helpers/fake-carrier.ts";
import { failuresOf, mixedLoad, retriesOf, type LoadResult } from "./load.ts";
import {
  clientAddress,
  dearestSmartphone,
  makeOffer,
  PASSWORD,
  post,
  registerActivated,
  SHOP,
  tradeBody,
  type SellableDevice,
} from "./shop.ts";

let cluster: Cluster;
let carrier: FakeCarrier;
let database: Database;
let device: SellableDevice;
let clockFile: string;
let A: number;
let B: number;

const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(database.db, query))[0]!.n);

beforeAll(async () => {
  clockFile = path.join(tmpdir(), `sellback-cluster-clock-${process.pid}.txt`);
  carrier = await startFakeCarrier();
  cluster = await startCluster({
    instances: 2,
    env: {
      // both workers poll often, so the deadline test sees them race for the job
      JOB_POLL_MS: "300",
      CLOCK_FILE: clockFile,
      // each table's ids from an offset of their own (decision 0073)
      TEST_ID_OFFSETS: "1",
      // DHL labels (a local stand-in) are stored files: made by one instance, served by any
      DHL_API_KEY: FAKE_DHL.apiKey,
      DHL_USER: FAKE_DHL.user,
      DHL_PASSWORD: FAKE_DHL.password,
      DHL_BILLING_NUMBER: FAKE_DHL.billingNumber,
      DHL_BASE_URL: carrier.dhlBaseUrl,
    },
    // like systemd's Restart=: deploy/rolling-restart.sh restarts an instance with SIGTERM
    respawn: true,
  });
  A = cluster.instances[0]!.port;
  B = cluster.instances[1]!.port;
  database = await openDatabase({ databaseUrl: cluster.databaseUrl, poolSize: 2 });
  device = await dearestSmartphone(database.db);
}, 240_000);

afterAll(async () => {
  await database?.close();
  await cluster?.stop();
  await carrier?.close();
  rmSync(clockFile, { force: true });
}, 60_000);

describe("two instances behind nginx on one PostgreSQL database", () => {
  it("answers every edition host through nginx, compressed by nginx", async () => {
    for (const host of ["de.localhost", "fr.localhost", "localhost", "agan.de.localhost", "b2bwidget.de.localhost"]) {
      const res = await hostRequest(cluster.port, { host, path: "/", headers: { "accept-encoding": "gzip" } });
      expect(res.status, host).toBe(200);
      expect(res.headers["content-encoding"], host).toBe("gzip");
    }
    if (existsSync(BROTLI_MODULE)) {
      const br = await hostRequest(cluster.port, { host: SHOP, path: "/", headers: { "accept-encoding": "br, gzip" } });
      expect(br.headers["content-encoding"]).toBe("br");
    }
    const backoffice = await hostRequest(cluster.port, { host: "backoffice.localhost", path: "/" });
    expect([200, 302]).toContain(backoffice.status);
    expect((await hostRequest(cluster.port, { host: SHOP, path: "/metrics" })).status).toBe(404);
    // the client's made-up request id is replaced by nginx's
    const health = await hostRequest(cluster.port, { host: SHOP, path: "/api/health", headers: { "x-request-id": "made-up" } });
    expect(health.status).toBe(200);
    if (health.headers["x-request-id"]) expect(health.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("logs in through A and refreshes through B; the new access token works on A, the used refresh token nowhere", async () => {
    const email = await registerActivated(A, B, cluster.dataDir);
    const login = await post(A, "/api/account/login", { username: email, password: PASSWORD });
    expect(login.status).toBe(200);
    const first = login.json<{ access_token: string; refresh_token: string }>();

    const onB = await hostRequest(B, {
      host: SHOP,
      path: "/api/customers/customers",
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    expect(onB.status).toBe(200);

    const refreshed = await hostRequest(B, {
      host: SHOP,
      path: "/api/account/loginRefresh",
      method: "POST",
      headers: { "refresh-token": first.refresh_token, "x-forwarded-for": clientAddress() },
    });
    expect(refreshed.status).toBe(200);
    const second = refreshed.json<{ access_token: string; refresh_token: string }>();
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const onA = await hostRequest(A, {
      host: SHOP,
      path: "/api/customers/customers",
      headers: { authorization: `Bearer ${second.access_token}` },
    });
    expect(onA.status).toBe(200);
    expect(onA.json<{ email: string }>().email).toBe(email);

    // the rotated-away refresh token is refused on the other instance too (one family in the database)
    const replay = await hostRequest(A, {
      host: SHOP,
      path: "/api/account/loginRefresh",
      method: "POST",
      headers: { "refresh-token": first.refresh_token, "x-forwarded-for": clientAddress() },
    });
    expect(replay.status).toBe(401);
  });

  it("keeps a web session logged in through A's login form on B, and refreshes it there from the cookie", async () => {
    const email = await registerActivated(A, B, cluster.dataDir);
    const cookiesOf = (setCookie: string[] | undefined) =>
      new Map((setCookie ?? []).map((c) => c.split(";")[0]!.split("=") as [string, string]));
    const cookieHeader = (jar: Map<string, string>) =>
      [...jar]
        .filter(([, v]) => v !== "")
        .map(([k, v]) => `${k}=${v}`)
        .join("; ");

    const form = await hostRequest(A, { host: SHOP, path: "/account" });
    expect(form.status).toBe(200);
    const jar = cookiesOf(form.headers["set-cookie"]);
    const csrf = /name="csrf"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf"/.exec(form.text)!;
    const body = new URLSearchParams({ csrf: csrf[1] ?? csrf[2]!, username: email, password: PASSWORD, intent: "login" }).toString();
    const login = await hostRequest(A, {
      host: SHOP,
      path: "/account",
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: cookieHeader(jar),
        origin: `http://${SHOP}:${A}`,
        "x-forwarded-for": clientAddress(),
      },
    });
    expect([302, 303]).toContain(login.status);
    for (const [k, v] of cookiesOf(login.headers["set-cookie"])) jar.set(k, v);
    expect(jar.get("sb_access")).toBeTruthy();

    // the next page on B: the same session
    const onB = await hostRequest(B, { host: SHOP, path: "/account", headers: { cookie: cookieHeader(jar) } });
    expect(onB.status).toBe(200);
    expect(onB.text).toMatch(/Hallo Erika, Ihre Kundennummer ist C\d{7}/);

    // without the access cookie, B refreshes from the refresh cookie (rotation in the database)
    const refreshOnly = new Map([...jar].filter(([k]) => k !== "sb_access"));
    const refreshed = await hostRequest(B, { host: SHOP, path: "/account", headers: { cookie: cookieHeader(refreshOnly) } });
    expect(refreshed.text).toMatch(/Hallo Erika/);
    const rotated = cookiesOf(refreshed.headers["set-cookie"]);
    expect(rotated.get("sb_refresh")).toBeTruthy();
    expect(rotated.get("sb_refresh")).not.toBe(jar.get("sb_refresh"));
    // the rotated-away refresh cookie is refused on A
    const replay = await hostRequest(A, { host: SHOP, path: "/account", headers: { cookie: cookieHeader(refreshOnly) } });
    expect(replay.text).not.toMatch(/Hallo Erika/);
  });

  it("counts failed logins on both instances against one limit (10 per account)", async () => {
    const email = await registerActivated(B, A, cluster.dataDir);
    // each attempt from its own address: only the per-account count can stop them
    for (let i = 0; i < 10; i++) {
      const res = await post(i % 2 === 0 ? A : B, "/api/account/login", { username: email, password: "Falsches-Passwort-9" });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const port of [A, B]) {
      const res = await post(port, "/api/account/login", { username: email, password: PASSWORD });
      expect(res.status).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("makes one trade of 16 concurrent submits with one key spread over both instances", async () => {
    const offer = await makeOffer(A, device);
    expect(offer.status).toBe(201);
    const body = tradeBody(offer.json<{ offerId: string }>().offerId);
    const key = `cluster-16-${process.pid}`;
    const address = clientAddress();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        post(i % 2 === 0 ? A : B, "/api/trade/trades", body, { "idempotency-key": key, "x-forwarded-for": address }),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    const numbers = new Set(answers.map((a) => a.json<{ tradeNumber: string }>().tradeNumber));
    expect(numbers.size).toBe(1);
    expect(await count(sql`select count(*)::int as n from trades where email = ${body.customer.email}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from idempotency_keys where key = ${key}`)).toBe(1);
  });

  it("serves a label file that A stored (the shared DATA_DIR/uploads) from B", async () => {
    const offer = await makeOffer(A, device);
    const placed = await post(A, "/api/trade/trades", tradeBody(offer.json<{ offerId: string }>().offerId), {
      "idempotency-key": `cluster-label-${process.pid}`,
    });
    expect(placed.status).toBe(201);
    const { tradeNumber, trackingToken } = placed.json<{ tradeNumber: string; trackingToken: string }>();
    const label = `/api/trade/trades/${tradeNumber}/label?token=${trackingToken}`;
    const onA = await hostRequest(A, { host: SHOP, path: label });
    expect(onA.status, onA.text.slice(0, 300)).toBe(200);
    expect(onA.headers["content-type"]).toContain("application/pdf");
    const made = carrier.created.length;
    const onB = await hostRequest(B, { host: SHOP, path: label });
    expect(onB.status, onB.text.slice(0, 300)).toBe(200);
    expect(onB.text).toBe(onA.text);
    expect(carrier.created.length).toBe(made); // B read A's file, no second shipment
  });

  it("shows a price changed through A on B's cached page at once", async () => {
    const page = `/produkte/${device.slug}`;
    const before = await hostRequest(B, { host: SHOP, path: page });
    expect(before.status).toBe(200);
    // B keeps the page (the anonymous page cache, decision 0048): the same bytes again, where a
    // fresh render would carry a new CSP nonce
    expect((await hostRequest(B, { host: SHOP, path: page })).text).toBe(before.text);
    await hostRequest(B, { host: SHOP, path: "/" }); // B's home page aggregates cached too

    const staff = await hostRequest(A, {
      host: "backoffice.localhost",
      path: "/api/backoffice/auth/login",
      json: { email: "catalog@staff.sellback.test", password: "dev-catalog-password" },
      headers: { "x-forwarded-for": clientAddress() },
    });
    expect(staff.status).toBe(200);
    const { accessToken } = staff.json<{ accessToken: string }>();
    // a price no page showed before: 1 cent below the current one, as "1.234,56"
    const [current] = await rows<{ cents: number }>(
      database.db,
      sql`select base_price_cents as cents from device_prices where device_id = ${device.id} and edition = 'de'`,
    );
    const cents = Number(current!.cents) - 1;
    const shown = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2 }).format(cents / 100);
    expect(before.text).not.toContain(shown);
    const put = await hostRequest(A, {
      host: "backoffice.localhost",
      path: `/api/backoffice/devices/${device.id}/prices/de`,
      method: "PUT",
      json: { price: (cents / 100).toFixed(2) },
      headers: { authorization: `Bearer ${accessToken}`, "x-forwarded-for": clientAddress() },
    });
    expect(put.status, put.text).toBe(200);

    // at once: no waiting for a cache to run out (LISTEN/NOTIFY reached B before A answered, or just after)
    const changed = Date.now();
    await expect
      .poll(async () => (await hostRequest(B, { host: SHOP, path: page })).text.includes(shown), { timeout: 2000, interval: 50 })
      .toBe(true);
    console.log(`B showed the new price ${Date.now() - changed} ms after A acknowledged the change`);
    expect((await hostRequest(cluster.port, { host: SHOP, path: page })).text).toContain(shown);
  });

  it("runs a trade's expiry once while both instances' workers poll", async () => {
    const offer = await makeOffer(B, device);
    const placed = await post(B, "/api/trade/trades", tradeBody(offer.json<{ offerId: string }>().offerId), {
      "idempotency-key": `cluster-expiry-${process.pid}`,
    });
    expect(placed.status).toBe(201);
    const { tradeNumber } = placed.json<{ tradeNumber: string }>();
    // both servers' clock (CLOCK_FILE) past the end of day 30
    writeFileSync(clockFile, new Date(Date.now() + 32 * 24 * 3600 * 1000).toISOString());
    try {
      await expect
        .poll(
          async () =>
            (await rows<{ state: string }>(database.db, sql`select state from trades where trade_number = ${tradeNumber}`))[0]!.state,
          { timeout: 20_000, interval: 200 },
        )
        .toBe("expired");
      // let the other worker have its chances to run it a second time
      await new Promise((r) => setTimeout(r, 1500));
      expect(
        await count(
          sql`select count(*)::int as n from trade_events e join trades t on t.id = e.trade_id where t.trade_number = ${tradeNumber} and e.state = 'expired'`,
        ),
      ).toBe(1);
      const [job] = await rows<{ state: string; attempts: number }>(
        database.db,
        sql`select j.state, j.attempts from jobs j join trades t on j.unique_key = 'trade:' || t.id || ':expire' where t.trade_number = ${tradeNumber}`,
      );
      expect(job).toEqual({ state: "done", attempts: 1 });
      await expect
        .poll(() => count(sql`select count(*)::int as n from mail_log where trade_number = ${tradeNumber} and kind like '%expired%'`), {
          timeout: 10_000,
        })
        .toBe(1);
    } finally {
      rmSync(clockFile, { force: true });
    }
  });

  it("loses no acknowledged trade and fails no idempotent request when one instance is killed under load", async () => {
    const customerEmail = await registerActivated(A, B, cluster.dataDir);
    const killAt = 10_000;
    const load = mixedLoad({ port: cluster.port, durationMs: 30_000, users: 6, device, customerEmail });
    await new Promise((r) => setTimeout(r, killAt));
    await cluster.kill(1, "SIGKILL");
    const result = await load;
    summarize("SIGKILL of instance B at 10 s", result);

    const gets = result.records.filter((r) => r.method === "GET" && !r.retried);
    expect(gets.length).toBeGreaterThan(50);
    expect(failuresOf(gets)).toEqual([]);
    // only an answer that was streaming from B when it died is sent again, and only then
    for (const r of retriesOf(result.records)) {
      expect(r.at).toBeGreaterThanOrEqual(killAt - 500);
      expect(r.at).toBeLessThan(killAt + 5000);
    }
    await expectAcknowledgedTradesKept(result);
    // a POST may fail only in the moment of the kill (it reached the killed instance); never later
    const postFailures = failuresOf(result.records.filter((r) => r.method === "POST"));
    for (const f of postFailures) {
      expect([0, 502]).toContain(f.status);
      expect(f.at).toBeGreaterThanOrEqual(killAt - 500);
      expect(f.at).toBeLessThan(killAt + 5000);
    }
    expect(result.records.filter((r) => r.kind === "login" && r.status === 200).length).toBeGreaterThan(0);
  }, 90_000);

  it("starts the killed instance again beside the running one", async () => {
    const t = Date.now();
    await cluster.start(1);
    console.log(`instance B ready again after ${((Date.now() - t) / 1000).toFixed(1)} s`);
    expect((await hostRequest(B, { host: SHOP, path: "/api/ready" })).status).toBe(200);
  }, 200_000);

  it("fails no request during a rolling restart by deploy/rolling-restart.sh under the same load", async () => {
    const customerEmail = await registerActivated(B, A, cluster.dataDir);
    const pidsBefore = cluster.instances.map((i) => i.pid);
    let scriptDone!: () => void;
    const until = new Promise<void>((resolve) => (scriptDone = resolve));
    // the visitors go on until 3 s after the script ended, at least 30 s
    const load = mixedLoad({ port: cluster.port, durationMs: 30_000, until, users: 6, device, customerEmail });
    await new Promise((r) => setTimeout(r, 3000));
    const t = Date.now();
    // the operator's script; systemctl's parts played by signals: a synchronous restart (SIGTERM,
    // wait for the exit; the cluster starts it again like Restart= would) and nginx's reload
    const script = await run("sh", [path.resolve("deploy/rolling-restart.sh")], {
      ...process.env,
      UPSTREAM: path.join(cluster.dir, "upstream.conf"),
      NGINX_RELOAD: `kill -HUP ${cluster.nginxPid}`,
      RESTART: `pid=$(cat ${cluster.dir}/instance-%s.pid); kill -TERM $pid; while kill -0 $pid 2>/dev/null; do sleep 0.1; done`,
      SETTLE: "1",
      READY_TIMEOUT: "120",
    });
    const took = ((Date.now() - t) / 1000).toFixed(1);
    setTimeout(scriptDone, 3000);
    expect(script.status, script.stdout + script.stderr).toBe(0);
    const result = await load;
    summarize(`rolling restart by the script (${took} s)`, result);
    expect(cluster.instances.map((i) => i.pid).every((pid, i) => pid !== null && pid !== pidsBefore[i])).toBe(true);
    expect(readFileSync(path.join(cluster.dir, "upstream.conf"), "utf8")).not.toMatch(/\sdown;/);
    expect(result.records.length).toBeGreaterThan(50);
    expect(failuresOf(result.records)).toEqual([]);
    expect(retriesOf(result.records)).toEqual([]);
    await expectAcknowledgedTradesKept(result);
  }, 200_000);
});

/** Runs a command without blocking this process (the load and the cluster's respawns go on). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (b: Buffer) => (stdout += b.toString()));
    child.stderr.on("data", (b: Buffer) => (stderr += b.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** One line per load for the run's output: requests by kind, failures, trades. */
function summarize(title: string, result: LoadResult) {
  const by = (kind: string) => result.records.filter((r) => r.kind === kind).length;
  const failed = failuresOf(result.records).map((f) => `${f.method} ${f.path} ${f.status} at ${(f.at / 1000).toFixed(1)} s`);
  const retried = retriesOf(result.records).map((f) => `${f.path} at ${(f.at / 1000).toFixed(1)} s`);
  console.log(
    `${title}: ${result.records.length} requests (browse ${by("browse")}, offer ${by("offer")}, trade ${by("trade")}, login ${by("login")}), ` +
      `${result.acknowledged.length} trades acknowledged, failed: ${failed.length ? failed.join("; ") : "none"}, GETs cut off and sent again: ${retried.length ? retried.join("; ") : "none"}`,
  );
}

/** Every trade the shop confirmed is in the database, once per key; none was given up on. */
async function expectAcknowledgedTradesKept(result: LoadResult) {
  expect(result.acknowledged.length).toBeGreaterThan(0);
  expect(result.abandoned).toEqual([]);
  const numbers = [...new Set(result.acknowledged.map((a) => a.tradeNumber))];
  const keys = result.acknowledged.map((a) => a.key);
  const found = await rows<{ trade_number: string }>(
    database.db,
    sql`select trade_number from trades where trade_number in ${sql.raw(`(${numbers.map((n) => `'${n.replace(/[^A-Z0-9-]/g, "")}'`).join(",")})`)}`,
  );
  expect(found.map((r) => r.trade_number).sort()).toEqual(numbers.sort());
  expect(
    await count(
      sql`select count(*)::int as n from idempotency_keys where key in ${sql.raw(`(${keys.map((k) => `'${k.replace(/[^a-z0-9-]/g, "")}'`).join(",")})`)}`,
    ),
  ).toBe(new Set(keys).size);
  expect(numbers.length).toBe(new Set(keys).size);
}

/**
 * SIGTERM on a real process (issue 17, decision 0053), on PGlite and on the machine's PostgreSQL:
 * a request still being sent when the signal comes is answered (with `Connection: close`), new
 * connections are refused at once, /api/ready had answered 200 before, and the process exits 0;
 * a request that never finishes is cut after SHUTDOWN_GRACE_MS and the process still exits 0
 * within it. Needs the build (BUILD_DIR or build/); `npx vitest run -c vitest.cluster.config.ts
 * tests/cluster/shutdown.test.ts`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { postgresUrl, withAdmin } from "../helpers/template-database.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ENTRY = path.join(ROOT, process.env.BUILD_DIR ?? "build", "server", "index.js");
/** Ports of this file (the ops range of issue 17): one per database kind. */
const PORTS = { pglite: 4162, postgres: 4163 } as const;
const GRACE_MS = 3_000;

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

async function startServer(port: number, env: Record<string, string>): Promise<Started> {
  let output = "";
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: "info",
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      JOB_POLL_MS: "500",
      NODE_ENV: "test",
      TEST_ID_OFFSETS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on("exit", (code) => resolve({ code, at: performance.now() })),
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not become ready:\n${output}`);
    await sleep(300);
  }
  return { child, port, output: () => output, exited };
}

/** Opens a connection and sends the head and the first half of a POST body; `finish()` sends the rest. */
async function slowPost(port: number): Promise<{ socket: Socket; finish: () => void; answer: Promise<string> }> {
  const body = JSON.stringify({
    subject: "no-such-subject",
    name: "Langsam",
    email: "slow@example.com",
    message: "Eine langsame Nachricht.",
  });
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (d) => (received += d.toString()));
  const answer = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: de.localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n`,
  );
  const half = Math.floor(body.length / 2);
  socket.write(body.slice(0, half));
  return { socket, finish: () => socket.write(body.slice(half)), answer };
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, "127.0.0.1");
    s.once("connect", () => {
      s.destroy();
      resolve(false);
    });
    s.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
  });

describe.skipIf(!existsSync(ENTRY))("SIGTERM on a real process", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  for (const kind of ["pglite", "postgres"] as const) {
    it(`[${kind}] lets a running request finish, refuses new connections, exits 0; cuts a stuck one after the grace time`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "sellback-shutdown-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const env: Record<string, string> = { DATA_DIR: dataDir };
      if (kind === "postgres") {
        const name = `sellback_test_shutdown_${process.pid}_${randomBytes(3).toString("hex")}`;
        await withAdmin((admin) => admin.query(`create database ${name}`));
        cleanups.push(() => withAdmin(async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))));
        env.DATABASE_URL = postgresUrl(name);
      }
      const server = await startServer(PORTS[kind], env);
      cleanups.push(() => void server.child.kill("SIGKILL"));

      const slow = await slowPost(server.port);
      const stuck = await slowPost(server.port); // never finished: the grace time ends it
      await sleep(200); // both requests have reached the server
      const signalled = performance.now();
      server.child.kill("SIGTERM");

      // new connections are refused at once (the listener is closed)
      await expect.poll(() => refused(server.port), { timeout: 2_000, interval: 50 }).toBe(true);
      expect(server.output()).toContain('"msg":"shutting down"');

      // the running request still gets its whole answer, on a connection that then closes
      await sleep(500);
      slow.finish();
      const answer = await slow.answer;
      expect(answer).toMatch(/^HTTP\/1\.1 422 /);
      expect(answer.toLowerCase()).toContain("connection: close");
      expect(answer).toMatch(/x-request-id: [0-9a-f-]{36}/i);
      expect(answer).toContain('"requestId"');
      expect(performance.now() - signalled).toBeLessThan(GRACE_MS);

      // the stuck request holds the process until the grace time ends; then it exits 0
      const { code, at } = await server.exited;
      expect(code, server.output()).toBe(0);
      expect(at - signalled).toBeGreaterThanOrEqual(GRACE_MS - 100);
      expect(at - signalled).toBeLessThan(GRACE_MS + 5_000);
      expect(await stuck.answer).toBe("");
      expect(server.output()).toContain("shutdown grace ran out");
      expect(server.output()).toContain('"msg":"stopped"');
    }, 180_000);
  }
});

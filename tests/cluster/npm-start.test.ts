/**
 * `npm start` stops on SIGTERM (issue 27 item 15, decision 0072). A service manager signals the
 * process it started: npm. npm passes the signal to its script's process, which must be
 * scripts/start.mjs itself (package.json `exec`s it: a shell between them died of the signal and
 * left start.mjs and the server running); start.mjs passes it on to the server, which drains
 * (decision 0053), and everyone exits with the server's code. A server ended by a signal makes
 * start.mjs exit 128 + its number, not 0.
 *
 * Runs on an already built tree (BUILD_DIR or build/): a temporary folder with package.json,
 * scripts/start.mjs and a link to the build, so start.mjs finds no sources to rebuild, and a
 * DATA_DIR of its own. `npx vitest run -c vitest.cluster.config.ts tests/cluster/npm-start.test.ts`.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD = path.join(ROOT, process.env.BUILD_DIR ?? "build");
/** Ports of this file (beside shutdown.test.ts's 4162-4163). */
const PORTS = { npm: 4164, direct: 4165 } as const;

/** A tree with the built server and start.mjs, nothing to build. */
function builtTree(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sellback-npm-start-"));
  mkdirSync(path.join(dir, "scripts"));
  copyFileSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
  copyFileSync(path.join(ROOT, "scripts/start.mjs"), path.join(dir, "scripts/start.mjs"));
  mkdirSync(path.join(dir, "server/runtime"), { recursive: true });
  // the node flags start.mjs passes on (decision 0134), dated before the build so nothing looks newer
  copyFileSync(path.join(ROOT, "server/runtime/node-flags.ts"), path.join(dir, "server/runtime/node-flags.ts"));
  utimesSync(path.join(dir, "server/runtime/node-flags.ts"), 0, 0);
  symlinkSync(BUILD, path.join(dir, "build"), "dir");
  mkdirSync(path.join(dir, "data"));
  return dir;
}

/** A process's descendants, depth first, with their command lines. */
const descendantsOf = (pid: number): { pid: number; args: string }[] => {
  let lines: string[] = [];
  try {
    lines = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter((l) => l.trim());
  } catch {
    return []; // none
  }
  return lines.flatMap((line) => {
    const [, id, args] = /^\s*(\d+)\s+(.*)$/.exec(line)!;
    return [{ pid: Number(id), args: args! }, ...descendantsOf(Number(id))];
  });
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

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

const readyStatus = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/ready`).then(
    (r) => r.status,
    () => 0,
  );

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns `command` in `tree` and waits until the server is ready. */
async function start(command: string, args: string[], tree: string, port: number): Promise<Started> {
  let output = "";
  const child = spawn(command, args, {
    cwd: tree,
    // this Node (24) first on the PATH: npm runs with it, and start.mjs starts the server with it
    env: {
      ...process.env,
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
      PORT: String(port),
      DATA_DIR: path.join(tree, "data"),
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      JOB_POLL_MS: "500",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 150_000;
  while ((await readyStatus(port)) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not become ready:\n${output}`);
    await sleep(300);
  }
  return { child, output: () => output, exited };
}

/** A connection that has sent part of a GET /api/ready head: a request in progress, which the server's shutdown waits for. */
async function pendingReady(port: number): Promise<{ finish: () => void; answer: Promise<string> }> {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (d) => (received += d.toString()));
  const answer = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  socket.write(`GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
  return { finish: () => socket.write("Connection: keep-alive\r\n\r\n"), answer };
}

describe.skipIf(!existsSync(path.join(BUILD, "server/index.js")))("npm start and signals", () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => {
    for (const c of cleanups.reverse()) c();
  });

  it("SIGTERM to npm reaches start.mjs and the server: /api/ready answers 503, the port closes, all three exit 0", async () => {
    const tree = builtTree();
    cleanups.push(() => rmSync(tree, { recursive: true, force: true }));
    const npm = await start("npm", ["start"], tree, PORTS.npm);
    const npmPid = npm.child.pid!;
    // npm → start.mjs → the server (no shell in between)
    const below = descendantsOf(npmPid);
    // never leave them running, whatever happens below
    cleanups.push(() => {
      for (const { pid } of below.reverse()) if (alive(pid)) process.kill(pid, "SIGKILL");
    });
    expect(
      below.map((p) => p.args.split(" ").at(-1)),
      npm.output(),
    ).toEqual(["scripts/start.mjs", path.join(tree, "build/server/index.js")]);

    const probe = await pendingReady(PORTS.npm);
    npm.child.kill("SIGTERM");
    // the server heard it: its listener closes at once…
    await expect.poll(() => refused(PORTS.npm), { timeout: 10_000, interval: 50 }).toBe(true);
    // …and the probe already under way is told the instance is not ready, on a closing connection
    probe.finish();
    const answer = await probe.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer.toLowerCase()).toContain("connection: close");

    expect(await npm.exited).toEqual({ code: 0, signal: null });
    expect(npm.output()).toContain('"msg":"shutting down","signal":"SIGTERM"');
    expect(npm.output()).toContain('"msg":"stopped"');
    for (const { pid, args } of below) expect(alive(pid), args).toBe(false);
  }, 240_000);

  it("start.mjs exits with the server's code: 128 + the signal's number when a signal ended it", async () => {
    const tree = builtTree();
    cleanups.push(() => rmSync(tree, { recursive: true, force: true }));
    const direct = await start(process.execPath, ["scripts/start.mjs"], tree, PORTS.direct);
    const below = descendantsOf(direct.child.pid!);
    cleanups.push(() => {
      for (const { pid } of [...below.reverse(), { pid: direct.child.pid! }]) if (alive(pid)) process.kill(pid, "SIGKILL");
    });
    const server = below.find((p) => p.args.endsWith("server/index.js"));
    expect(server, direct.output()).toBeDefined();
    process.kill(server!.pid, "SIGKILL");
    expect(await direct.exited).toEqual({ code: 128 + 9, signal: null });
  }, 240_000);
});

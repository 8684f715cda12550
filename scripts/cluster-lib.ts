/**
 * A local cluster (decision 0054): N instances of the built server on one PostgreSQL database,
 * Debian's nginx in front on one port with the production site's proxy rules
 * (deploy/nginx/sellback-proxy.conf), every edition host answering through it
 * (http://de.localhost:{port}/, http://backoffice.localhost:{port}/, …). Used by
 * `npm run cluster`, the two-instance test (tests/cluster/) and bench/load.ts.
 *
 * nginx runs as a child process with its own config, pid, temp and log paths in a temp folder (no
 * system config, no port 80/443). The instances share one DATA_DIR (uploads, mail folder) and one
 * SESSION_SECRET, as in production (deploy/README.md). `restart(i)` is the rolling restart of one
 * instance: out of nginx's rotation, SIGTERM, started again, back in once /api/ready says so.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, type WriteStream } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { alive } from "../db/data-dir-lock.server.ts";
import { NODE_FLAGS } from "../server/runtime/node-flags.ts";
import { freePort } from "./free-port.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** The machine's PostgreSQL, where a cluster without DATABASE_URL makes its own database. */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** The proxy rules every nginx in front of Sellback includes. */
export const PROXY_SNIPPET = path.join(ROOT, "deploy", "nginx", "sellback-proxy.conf");
/** Debian's brotli filter (package libnginx-mod-http-brotli-filter); when present the cluster compresses with brotli too. */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
export const BROTLI_SNIPPET = path.join(ROOT, "deploy", "nginx", "brotli.conf");

export interface ClusterOptions {
  /** How many app instances (1–8). */
  instances: number;
  /** The database every instance uses; unset: a fresh `sellback_cluster_…` database on the machine's PostgreSQL, dropped by stop(). */
  databaseUrl?: string;
  /** The embedded database (PGlite under DATA_DIR) instead of PostgreSQL: one instance only, databaseUrl "". */
  embedded?: boolean;
  /** nginx's port on 127.0.0.1; unset or 0: a free one. */
  port?: number;
  /** The instances' ports; unset: free ones. */
  instancePorts?: number[];
  /** The React Router build folder (default BUILD_DIR or build). */
  buildDir?: string;
  /** The instances' shared DATA_DIR; unset: a fresh temp folder, removed by stop(). */
  dataDir?: string;
  /** NODE_ENV of the instances (default development: the development seed, local hosts, CLOCK_FILE allowed). */
  nodeEnv?: "development" | "production";
  /** More settings for every instance (JOB_POLL_MS, CLOCK_FILE, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /** Where instance and nginx output goes: "files" (default; <dir>/instance-N.log) or "inherit" (this terminal, prefixed). */
  output?: "files" | "inherit";
  /**
   * Start every instance at once (default: their start-up lock lets one migrate and seed while the
   * others wait, decision 0053); false: the first alone until it is ready, then the others.
   */
  together?: boolean;
  /**
   * Start an instance again when it exits by itself (what systemd's Restart= does), so
   * deploy/rolling-restart.sh can restart one with a signal (its pid is in <dir>/instance-<port>.pid).
   * kill(), restart() and stop() are never undone.
   */
  respawn?: boolean;
  /** How long an instance may take to become ready (default 180 s: the first start migrates and seeds). */
  readyTimeoutMs?: number;
}

export interface ClusterInstance {
  readonly index: number;
  readonly port: number;
  /** http://127.0.0.1:{port}: the instance itself, past nginx. */
  readonly url: string;
  /** The running process' id, or null while it is stopped. */
  readonly pid: number | null;
}

export interface Cluster {
  /** http://localhost:{port}: nginx (the English shop; use `urlFor(host)` for the others). */
  readonly url: string;
  readonly port: number;
  readonly databaseUrl: string;
  readonly dataDir: string;
  /** The folder with nginx.conf, upstream.conf (deploy/rolling-restart.sh's UPSTREAM), instance-<port>.pid and the logs. */
  readonly dir: string;
  /** nginx's master process (SIGHUP reloads the configuration). */
  readonly nginxPid: number;
  readonly instances: readonly ClusterInstance[];
  /** http://{host}:{port} through nginx, e.g. urlFor("de.localhost"). */
  urlFor(host: string): string;
  /** Stops nginx and every instance (SIGTERM, bounded), drops the database and the folders it made. */
  stop(): Promise<void>;
  /** Kills instance i at once (default SIGKILL) and waits for its exit; nginx keeps it in rotation (it finds out itself). */
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped instance again and waits until it is ready. */
  start(i: number): Promise<void>;
  /** Rolling restart of instance i: out of nginx's rotation, SIGTERM and wait, start, ready, back in. */
  restart(i: number): Promise<void>;
  /** Takes instance i out of nginx's rotation (true) or puts it back (false); reloads nginx. */
  drain(i: number, drained: boolean): Promise<void>;
  /** The last lines instance i wrote (for a failing test's message). */
  logOf(i: number): string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const DATABASE_PREFIX = "sellback_cluster_";

/** Drops the databases of clusters whose process is gone (the name holds its pid). */
async function dropOrphanDatabases(): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${DATABASE_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const pid = Number(/^sellback_cluster_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
      if (pid && pid !== process.pid && !alive(pid)) await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}

/** The status of GET `path` on 127.0.0.1:port (0 when nothing answers). */
export function statusOf(port: number, pathName: string, host = "localhost"): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathName, headers: { host }, timeout: 3000, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

/** Ready: /api/ready answers 200 (database reachable, migrations applied); /api/health where a build has no /api/ready yet. */
async function isReady(port: number): Promise<boolean> {
  const ready = await statusOf(port, "/api/ready");
  if (ready === 404) return (await statusOf(port, "/api/health")) === 200;
  return ready === 200;
}

function waitExit(child: ChildProcess, forceAfterMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), forceAfterMs);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
  });
}

/** nginx's config for the cluster: the upstream file (rewritten by drain) and the shared proxy rules. */
function nginxConfig(dir: string, port: number): string {
  const brotli = existsSync(BROTLI_MODULE);
  return `${brotli ? `load_module ${BROTLI_MODULE};\n` : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-tmp/client_body;
  proxy_temp_path ${dir}/nginx-tmp/proxy;
  fastcgi_temp_path ${dir}/nginx-tmp/fastcgi;
  uwsgi_temp_path ${dir}/nginx-tmp/uwsgi;
  scgi_temp_path ${dir}/nginx-tmp/scgi;
  include ${dir}/upstream.conf;${brotli ? `\n  include ${BROTLI_SNIPPET};` : ""}
  server {
    listen 127.0.0.1:${port};
    server_name _;
    include ${PROXY_SNIPPET};
  }
}
`;
}

/** The upstream block: every instance, the drained ones marked down (the same shape as deploy/nginx/sellback-upstream.conf). */
export function upstreamBlock(ports: readonly number[], drained: ReadonlySet<number> = new Set()): string {
  const servers = ports.map((p, i) => `  server 127.0.0.1:${p} max_fails=1 fail_timeout=5s${drained.has(i) ? " down" : ""};`).join("\n");
  return `upstream sellback {\n${servers}\n  keepalive 32;\n  keepalive_timeout 4s;\n}\n`;
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  if (!Number.isInteger(opts.instances) || opts.instances < 1 || opts.instances > 8) throw new Error("instances: 1 to 8");
  if (opts.embedded && (opts.instances !== 1 || opts.databaseUrl))
    throw new Error("the embedded database serves one instance, without DATABASE_URL");
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx package (apt-get install nginx)`);
  const buildDir = path.resolve(ROOT, opts.buildDir ?? process.env.BUILD_DIR ?? "build");
  const entry = path.join(buildDir, "server", "index.js");
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: build first (BUILD_DIR=${path.relative(ROOT, buildDir)} npx react-router build)`);

  const dir = mkdtempSync(path.join(tmpdir(), "sellback-cluster-"));
  const dataDir = opts.dataDir ?? path.join(dir, "data");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const port = opts.port || (await freePort());
  const ports: number[] = [];
  for (let i = 0; i < opts.instances; i++) ports.push(opts.instancePorts?.[i] ?? (await freePort()));
  const readyTimeoutMs = opts.readyTimeoutMs ?? 180_000;

  let databaseUrl = opts.databaseUrl;
  let madeDatabase: string | null = null;
  const children: (ChildProcess | null)[] = ports.map(() => null);
  const logs: string[] = ports.map(() => "");
  const logFiles: (WriteStream | null)[] = ports.map(() => null);
  const drained = new Set<number>();
  let nginx: ChildProcess | null = null;
  let stopped = false;

  const sessionSecret = randomBytes(36).toString("base64url");
  const instanceEnv = (i: number): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: opts.nodeEnv ?? "development",
      PORT: String(ports[i]),
      HOST: "127.0.0.1",
      // links in mails and the development partners' origin use the port browsers see: nginx's
      PUBLIC_PORT: String(port),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sessionSecret,
      TRUST_PROXY: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...opts.env,
    };
    // the embedded database: no DATABASE_URL, not even the caller's own
    if (opts.embedded) delete env.DATABASE_URL;
    return env;
  };

  function spawnInstance(i: number): ChildProcess {
    // started as production starts it: node with the production flags, nothing between (decision 0134)
    const child = spawn(process.execPath, [...NODE_FLAGS, entry], { cwd: ROOT, env: instanceEnv(i), stdio: ["ignore", "pipe", "pipe"] });
    const prefix = `[${i}:${ports[i]}] `;
    logFiles[i] ??= opts.output === "inherit" ? null : createWriteStream(path.join(dir, `instance-${i}.log`), { flags: "a" });
    const onData = (b: Buffer) => {
      const text = b.toString();
      logs[i] = (logs[i] + text).slice(-8000);
      if (opts.output === "inherit") process.stderr.write(text.replace(/^(?=.)/gm, prefix));
      else logFiles[i]!.write(text);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    children[i] = child;
    writeFileSync(path.join(dir, `instance-${ports[i]}.pid`), `${child.pid}\n`);
    child.once("exit", () => {
      // an exit nobody asked for here (stopInstance clears the slot first)
      if (children[i] !== child) return;
      children[i] = null;
      if (opts.respawn && !stopped)
        setTimeout(() => {
          if (!stopped && !children[i]) spawnInstance(i);
        }, 300);
    });
    return child;
  }

  async function waitReady(i: number): Promise<void> {
    const child = children[i]!;
    const deadline = Date.now() + readyTimeoutMs;
    while (!(await isReady(ports[i]!))) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`instance ${i} exited (${child.exitCode ?? child.signalCode}):\n${logs[i]}`);
      if (Date.now() > deadline) throw new Error(`instance ${i} not ready within ${readyTimeoutMs / 1000} s:\n${logs[i]}`);
      await sleep(200);
    }
  }

  const writeUpstream = () => writeFileSync(path.join(dir, "upstream.conf"), upstreamBlock(ports, drained));

  async function reloadNginx(): Promise<void> {
    if (!nginx?.pid) return;
    nginx.kill("SIGHUP");
    // new workers take the new upstream at once; old ones finish their requests, then leave
    await sleep(700);
  }

  async function stopInstance(i: number, signal: NodeJS.Signals): Promise<void> {
    const child = children[i];
    if (!child) return;
    children[i] = null;
    const exited = waitExit(child, 20_000);
    child.kill(signal);
    await exited;
  }

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (nginx) {
      const exited = waitExit(nginx, 5000);
      nginx.kill("SIGQUIT");
      await exited;
    }
    await Promise.all(ports.map((_, i) => stopInstance(i, "SIGTERM")));
    process.off("exit", killAll);
    for (const f of logFiles) f?.end();
    if (madeDatabase) await adminQuery(ADMIN_DATABASE_URL, `drop database if exists ${madeDatabase} with (force)`).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };

  // A parent that dies without stop() (an uncaught error, Ctrl-C in a test runner) takes its
  // children along; its database is dropped by the next cluster's start (dropOrphanDatabases).
  const killAll = () => {
    for (const c of [nginx, ...children]) if (c && c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  };
  process.once("exit", killAll);

  try {
    if (!databaseUrl && !opts.embedded) {
      await dropOrphanDatabases();
      madeDatabase = `${DATABASE_PREFIX}${process.pid}_${randomBytes(3).toString("hex")}`;
      await adminQuery(ADMIN_DATABASE_URL, `create database ${madeDatabase}`);
      databaseUrl = Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${madeDatabase}` }).toString();
    }

    const together = opts.together ?? true;
    if (!together) {
      spawnInstance(0);
      await waitReady(0);
    }
    for (let i = together ? 0 : 1; i < ports.length; i++) spawnInstance(i);
    await Promise.all(ports.map((_, i) => waitReady(i)));

    for (const t of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, "nginx-tmp", t), { recursive: true });
    writeUpstream();
    writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, port));
    const check = spawnSync(NGINX, ["-t", "-q", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "nginx-error.log")], {
      encoding: "utf8",
    });
    if (check.status !== 0) throw new Error(`nginx -t refused the cluster config:\n${check.stderr}`);
    nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "nginx-error.log")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let nginxLog = "";
    nginx.stderr!.on("data", (b: Buffer) => (nginxLog += b.toString()));
    const deadline = Date.now() + 15_000;
    while ((await statusOf(port, "/api/health", "de.localhost")) !== 200) {
      if (nginx.exitCode !== null) {
        const log = existsSync(path.join(dir, "nginx-error.log")) ? readFileSync(path.join(dir, "nginx-error.log"), "utf8") : "";
        throw new Error(`nginx exited (${nginx.exitCode}):\n${nginxLog}${log}`);
      }
      if (Date.now() > deadline) throw new Error("no healthy answer through nginx within 15 s");
      await sleep(100);
    }
  } catch (err) {
    await stop();
    throw err;
  }

  const cluster: Cluster = {
    url: `http://localhost:${port}`,
    port,
    databaseUrl: databaseUrl ?? "",
    dataDir,
    dir,
    nginxPid: nginx!.pid!,
    instances: ports.map((p, index) => ({
      index,
      port: p,
      url: `http://127.0.0.1:${p}`,
      get pid() {
        return children[index]?.pid ?? null;
      },
    })),
    urlFor: (host) => `http://${host}:${port}`,
    stop,
    async kill(i, signal = "SIGKILL") {
      await stopInstance(i, signal);
    },
    async start(i) {
      if (children[i]) throw new Error(`instance ${i} is running`);
      spawnInstance(i);
      await waitReady(i);
    },
    async drain(i, on) {
      if (on) drained.add(i);
      else drained.delete(i);
      writeUpstream();
      await reloadNginx();
    },
    async restart(i) {
      await cluster.drain(i, true);
      await stopInstance(i, "SIGTERM");
      spawnInstance(i);
      await waitReady(i);
      await cluster.drain(i, false);
    },
    logOf: (i) => logs[i] ?? "",
  };
  return cluster;
}

export interface HostRequest {
  /** The Host header (de.localhost, backoffice.localhost, …); the port is the connection's. */
  host: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body (sets content-type) or a raw string. */
  json?: unknown;
  body?: string;
  timeoutMs?: number;
}

export interface HostResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = unknown>(): T;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A request to 127.0.0.1:`port` for any edition host (fetch cannot set Host, and *.localhost
 * names do not resolve in Node). Status 0 with the error's message as text when the connection
 * failed. Keeps connections alive like a browser, and like a browser sends a request once more
 * when a kept-alive connection turned out closed before any answer (the server closed it as idle,
 * or an nginx worker left after a reload): Node's documented `reusedSocket` check.
 */
export async function hostRequest(port: number, req: HostRequest): Promise<HostResponse> {
  const first = await sendOnce(port, req);
  if (first.status === 0 && first.reusedSocket && /ECONNRESET|EPIPE|socket hang up/.test(first.text)) return sendOnce(port, req);
  return first;
}

function sendOnce(port: number, req: HostRequest): Promise<HostResponse & { reusedSocket?: boolean }> {
  const body = req.json !== undefined ? JSON.stringify(req.json) : req.body;
  const headers: Record<string, string> = {
    host: `${req.host}:${port}`,
    ...(req.json !== undefined ? { "content-type": "application/json" } : {}),
    ...req.headers,
  };
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  return new Promise((resolve) => {
    const r = http.request(
      {
        host: "127.0.0.1",
        port,
        path: req.path,
        method: req.method ?? (body !== undefined ? "POST" : "GET"),
        headers,
        agent: keepAlive,
        timeout: req.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
        });
        res.on("error", (err) =>
          resolve({
            status: 0,
            headers: {},
            text: String(err),
            json: () => {
              throw err;
            },
          }),
        );
      },
    );
    r.on("error", (err) =>
      resolve({
        status: 0,
        headers: {},
        text: String(err),
        reusedSocket: r.reusedSocket,
        json: () => {
          throw err;
        },
      }),
    );
    r.on("timeout", () => r.destroy(new Error("timeout")));
    if (body !== undefined) r.write(body);
    r.end();
  });
}

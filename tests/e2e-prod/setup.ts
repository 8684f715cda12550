/**
 * The production browser test's world (issue 11 #3, #26): a fresh database on the machine's
 * PostgreSQL, the production build (NODE_ENV=production, SESSION_SECRET, TRUST_PROXY) on a free
 * loopback port, and Debian's nginx in front of it terminating TLS with a certificate made here
 * for sellback.de and *.sellback.de. nginx runs as a plain child process with its own config,
 * pid, temp and log paths in a temp folder: no system config, no port 80/443. Tests read
 * PROD_E2E_BASE (https://www.sellback.de:{port}; Chromium maps the names to 127.0.0.1) and
 * E2E_DATA_DIR (the server's DATA_DIR: the mail folder's parent). Returns the teardown.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../db/client.server.ts";
import { applyIdOffsets } from "../../db/id-offsets.server.ts";
import { freePort } from "../../scripts/free-port.ts";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** The shop's production host the browser asks for (the edition's configured shop URL). */
export const SHOP_HOST = "www.sellback.de";

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** GET through nginx as the browser would (SNI and Host of the shop), accepting the test certificate. */
function healthThroughProxy(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/health",
        servername: SHOP_HOST,
        headers: { host: `${SHOP_HOST}:${port}` },
        rejectUnauthorized: false,
        timeout: 5000,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", () => resolve(0));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export default async function globalSetup() {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx package (apt-get install nginx)`);
  const dir = mkdtempSync(path.join(tmpdir(), "sellback-prod-e2e-"));
  const dataDir = path.join(dir, "data");
  const database = `sellback_prod_e2e_${process.pid}_${randomBytes(3).toString("hex")}`;
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
  let app: ChildProcess | null = null;
  let nginx: ChildProcess | null = null;
  let dbCreated = false;

  const teardown = async () => {
    await stop(nginx);
    await stop(app);
    if (dbCreated) await adminQuery(`drop database if exists ${database} with (force)`).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await adminQuery(`create database ${database}`);
    dbCreated = true;
    // Each table's ids from an offset of their own (decision 0073). Production refuses
    // TEST_ID_OFFSETS, so this is done here, on the migrated database before the server seeds it.
    const fresh = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      await fresh.migrate();
      await applyIdOffsets(fresh.db);
    } finally {
      await fresh.close();
    }

    // A throw-away certificate for the production names, never committed.
    const cert = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=sellback.de",
        "-addext",
        "subjectAltName=DNS:sellback.de,DNS:*.sellback.de",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { encoding: "utf8" },
    );
    if (cert.status !== 0) throw new Error(`openssl failed: ${cert.stderr}`);

    const [appPort, proxyPort] = [await freePort(), await freePort()];
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    let appLog = "";
    app = spawn(process.execPath, [path.join(buildDir, "server", "index.js")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(appPort),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: randomBytes(36).toString("base64url"),
        TRUST_PROXY: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        TEST_ID_OFFSETS: "", // refused in production; the offsets are in place already
        // production refuses the development placeholders of the company facts (decision 0034)
        COMPANY_FACTS_FILE: path.resolve("tests/fixtures/company-facts.json"),
        // production refuses to start without the payout debtor account (decision 0037)
        PAYOUT_DEBTOR_NAME: "Sellback Prod Test GmbH",
        PAYOUT_DEBTOR_IBAN: "DE02120300000000202051",
        PAYOUT_DEBTOR_BIC: "BYLADEM1001",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    app.stderr!.on("data", (b: Buffer) => (appLog = (appLog + b.toString()).slice(-4000)));

    for (const t of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, t));
    writeFileSync(
      path.join(dir, "nginx.conf"),
      `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${proxyPort} ssl;
    server_name _;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${appPort};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
    }
  }
}
`,
    );
    nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let nginxLog = "";
    nginx.stderr!.on("data", (b: Buffer) => (nginxLog += b.toString()));

    const deadline = Date.now() + 180_000;
    while ((await healthThroughProxy(proxyPort)) !== 200) {
      if (app.exitCode !== null) throw new Error(`the production server exited (${app.exitCode}):\n${appLog}`);
      if (nginx.exitCode !== null) {
        const log = existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "";
        throw new Error(`nginx exited (${nginx.exitCode}):\n${nginxLog}${log}`);
      }
      if (Date.now() > deadline) throw new Error(`no healthy answer through nginx within 180 s:\n${appLog}`);
      await new Promise((r) => setTimeout(r, 500));
    }

    process.env.PROD_E2E_BASE = `https://${SHOP_HOST}:${proxyPort}`;
    // the mail folder's parent; the shared fixtures keep their per-run files there too
    process.env.E2E_DATA_DIR = dataDir;
    return teardown;
  } catch (err) {
    await teardown();
    throw err;
  }
}

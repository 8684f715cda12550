/**
 * The files in deploy/ are what an operator installs (decision 0054): Debian's nginx accepts the
 * production site as written (paths moved into a temp folder, a throw-away certificate), with
 * brotli when Debian's module is installed; systemd accepts the instance template and rates its
 * hardening; the rolling-restart script marks exactly one instance down and back up.
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BROTLI_MODULE, NGINX } from "../../scripts/cluster-lib.ts";
import { loadConfig } from "../../server/config/config.server.ts";

const DEPLOY = path.resolve("deploy");
const dir = mkdtempSync(path.join(tmpdir(), "sellback-deploy-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The production site with its absolute paths moved into `dir`. */
function siteIn(folder: string): string {
  return readFileSync(path.join(DEPLOY, "nginx", "sellback.conf"), "utf8")
    .replaceAll("/etc/nginx/sellback/", `${path.join(DEPLOY, "nginx")}/`)
    .replaceAll("/etc/ssl/sellback/fullchain.pem", `${folder}/cert.pem`)
    .replaceAll("/etc/ssl/sellback/privkey.pem", `${folder}/key.pem`)
    .replaceAll("/var/log/nginx/", `${folder}/`);
}

function nginxTest(withBrotli: boolean) {
  const folder = path.join(dir, withBrotli ? "brotli" : "plain");
  mkdirSync(folder, { recursive: true });
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
      "1",
      "-subj",
      "/CN=sellback.de",
      "-keyout",
      `${folder}/key.pem`,
      "-out",
      `${folder}/cert.pem`,
    ],
    { encoding: "utf8" },
  );
  expect(cert.status, cert.stderr).toBe(0);
  writeFileSync(path.join(folder, "sellback.conf"), siteIn(folder));
  writeFileSync(
    path.join(folder, "nginx.conf"),
    `${withBrotli ? `load_module ${BROTLI_MODULE};\n` : ""}pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${folder}/tmp;
  proxy_temp_path ${folder}/tmp;
  fastcgi_temp_path ${folder}/tmp;
  uwsgi_temp_path ${folder}/tmp;
  scgi_temp_path ${folder}/tmp;
  ${withBrotli ? `include ${DEPLOY}/nginx/brotli.conf;` : ""}
  include ${folder}/sellback.conf;
}
`,
  );
  return spawnSync(NGINX, ["-t", "-p", folder, "-c", `${folder}/nginx.conf`, "-e", `${folder}/error.log`], { encoding: "utf8" });
}

describe("deploy/", () => {
  it("nginx -t accepts the production site (TLS, HTTP/2, the upstream, the proxy rules)", () => {
    const site = readFileSync(path.join(DEPLOY, "nginx", "sellback.conf"), "utf8");
    expect(site).toMatch(/listen 443 ssl http2;/);
    // the directives, without the comments that explain them
    const proxy = readFileSync(path.join(DEPLOY, "nginx", "sellback-proxy.conf"), "utf8").replace(/#.*$/gm, "");
    expect(proxy).toMatch(/^proxy_next_upstream error timeout http_502 http_503 http_504;$/m);
    expect(proxy).not.toMatch(/non_idempotent/);
    expect(readFileSync(path.join(DEPLOY, "nginx", "sellback-upstream.conf"), "utf8")).toMatch(/keepalive 32;/);
    const result = nginxTest(false);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain("test is successful");
  });

  it.skipIf(!existsSync(BROTLI_MODULE))("nginx -t accepts brotli.conf with Debian's brotli module", () => {
    const result = nginxTest(true);
    expect(result.status, result.stderr).toBe(0);
  });

  it.skipIf(!existsSync("/usr/bin/systemd-analyze"))("systemd accepts sellback@.service and rates its exposure low", () => {
    const folder = path.join(dir, "systemd");
    mkdirSync(folder, { recursive: true });
    // verify checks that ExecStart's program exists: the Node of this checkout in place of /opt/sellback's
    const unit = readFileSync(path.join(DEPLOY, "systemd", "sellback@.service"), "utf8").replace(
      "/opt/sellback/current/node_modules/node/bin/node",
      path.resolve("node_modules/node/bin/node"),
    );
    writeFileSync(path.join(folder, "sellback@3001.service"), unit);
    const verify = spawnSync("systemd-analyze", ["verify", path.join(folder, "sellback@3001.service")], { encoding: "utf8" });
    expect(verify.status, verify.stderr).toBe(0);
    expect(verify.stderr.split("\n").filter((l) => l.includes("sellback@"))).toEqual([]);
    const security = spawnSync("systemd-analyze", ["security", "--offline=yes", "--no-pager", path.join(folder, "sellback@3001.service")], {
      encoding: "utf8",
    });
    const exposure = Number(/Overall exposure level for \S+: ([\d.]+)/.exec(security.stdout)?.[1]);
    expect(exposure, security.stdout + security.stderr).toBeLessThanOrEqual(2.5);
  });

  it("the settings example is a valid production configuration", () => {
    const env = Object.fromEntries(
      readFileSync(path.join(DEPLOY, "sellback.env.example"), "utf8")
        .split("\n")
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
    );
    expect(env.PORT).toBeUndefined(); // the unit's instance name gives it
    const config = loadConfig({ ...env, PORT: "3001" });
    expect(config.NODE_ENV).toBe("production");
    expect(config.TRUST_PROXY).toBeDefined();
    expect(config.DATA_DIR).toBe("/var/lib/sellback");
    // the unit lets the process write there and nowhere else
    expect(readFileSync(path.join(DEPLOY, "systemd", "sellback@.service"), "utf8")).toMatch(/^ReadWritePaths=\/var\/lib\/sellback$/m);
  });

  it("rolling-restart.sh takes each instance out of rotation, restarts it, waits for /api/ready and puts it back", async () => {
    const folder = path.join(dir, "rolling");
    mkdirSync(folder, { recursive: true });
    const upstream = path.join(folder, "upstream.conf");
    copyFileSync(path.join(DEPLOY, "nginx", "sellback-upstream.conf"), upstream);
    const original = readFileSync(upstream, "utf8");
    // each "reload" keeps a copy of the upstream file; each "restart" notes its port; /api/ready
    // is asked of two stand-ins on the ports 3001 and 3002 are replaced with
    const servers = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<http.Server>((resolve) => {
            const s = http.createServer((req, res) => res.writeHead(req.url === "/api/ready" ? 200 : 404).end());
            s.listen(0, "127.0.0.1", () => resolve(s));
          }),
      ),
    );
    const ports = servers.map((s) => (s.address() as { port: number }).port);
    writeFileSync(upstream, original.replace("127.0.0.1:3001", `127.0.0.1:${ports[0]}`).replace("127.0.0.1:3002", `127.0.0.1:${ports[1]}`));
    const script = await runScript(path.join(DEPLOY, "rolling-restart.sh"), {
      UPSTREAM: upstream,
      NGINX_RELOAD: `cp ${upstream} ${folder}/reload-$(ls ${folder} | grep -c reload-)`,
      RESTART: `echo %s >> ${folder}/restarts`,
      SETTLE: "0",
    });
    for (const s of servers) s.close();
    expect(script.status, script.out).toBe(0);
    expect(readFileSync(path.join(folder, "restarts"), "utf8").trim().split("\n")).toEqual(ports.map(String));
    const downIn = (n: number) =>
      readFileSync(path.join(folder, `reload-${n}`), "utf8")
        .match(/^.*\sdown;$/gm)
        ?.map((l) => l.trim()) ?? [];
    expect(downIn(0)).toEqual([`server 127.0.0.1:${ports[0]} max_fails=1 fail_timeout=5s down;`]);
    expect(downIn(1)).toEqual([]);
    expect(downIn(2)).toEqual([`server 127.0.0.1:${ports[1]} max_fails=1 fail_timeout=5s down;`]);
    expect(downIn(3)).toEqual([]);
    expect(readFileSync(upstream, "utf8")).not.toMatch(/\sdown;/);
  });
});

/** Runs a shell script without blocking (the stand-ins answer /api/ready from this process). */
function runScript(script: string, env: Record<string, string>): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn("sh", [script], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (b: Buffer) => (out += b.toString()));
    child.stderr.on("data", (b: Buffer) => (out += b.toString()));
    child.on("close", (status) => resolve({ status, out }));
  });
}

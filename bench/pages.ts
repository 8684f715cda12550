/**
 * Home page throughput and latency for two editions on the embedded database, against the same
 * HTML served as a static file by nginx (Debian's package) on loopback in the same run.
 * Usage: npm run bench:pages [-- --seconds 10 --connections 10]
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { fmt, startServer, waitFor } from "./lib.ts";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const seconds = opt("seconds", 10);
const connections = opt("connections", 10);

async function measure(url: string, host: string) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { host } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function ensureNginx(): string {
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  if (process.getuid?.() === 0) {
    spawnSync("apt-get", ["install", "-y", "-qq", "nginx-light"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  }
  throw new Error("nginx is missing: apt-get install nginx-light");
}

const server = await startServer({ port: 3400 });
const rows: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
let nginxProc: ReturnType<typeof spawn> | null = null;
try {
  const editions = [
    { name: "de home (Node, embedded DB)", host: "de.localhost" },
    { name: "fr home (Node, embedded DB)", host: "fr.localhost" },
  ];
  const html = await (await fetch(`${server.base}/`, { headers: { host: "de.localhost" } })).text();
  for (const e of editions) {
    await measure(`${server.base}/`, e.host); // warm-up is part of the first short run
    rows.push({ name: e.name, ...(await measure(`${server.base}/`, e.host)) });
  }

  const dir = mkdtempSync(path.join(tmpdir(), "sellback-nginx-"));
  writeFileSync(path.join(dir, "index.html"), html);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; types { text/html html; } default_type text/html;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:3401; root ${dir}; location / { try_files /index.html =404; } } }`,
  );
  nginxProc = spawn(ensureNginx(), ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  await waitFor("http://127.0.0.1:3401/");
  rows.push({ name: "same HTML as a static file (nginx)", ...(await measure("http://127.0.0.1:3401/", "localhost")) });
} finally {
  nginxProc?.kill("SIGTERM");
  await server.stop();
}

console.log(`\nHome page, ${connections} connections, ${seconds} s each, loopback, 2 cores shared with the load generator\n`);
console.log("| what | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.name} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.errors} |`);
const nginx = rows.at(-1)!;
for (const r of rows.slice(0, -1)) console.log(`${r.name}: ${fmt((r.rps / nginx.rps) * 100, 2)} % of nginx (1 : ${fmt(nginx.rps / r.rps, 0)})`);

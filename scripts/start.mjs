// `npm start`: builds when the build is missing or older than the sources, then runs the server.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const entry = path.join(root, "build/server/index.js");

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

const sources = ["app", "core", "server", "db", "messages", "public"].map((d) => path.join(root, d)).filter(existsSync);
const stale = !existsSync(entry) || Math.max(...sources.map(newest)) > statSync(entry).mtimeMs;
if (stale) {
  console.log("Building the shop (react-router build)…");
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, [entry], { cwd: root, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));

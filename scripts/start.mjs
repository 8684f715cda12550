// `npm start`: builds when the build is missing or older than the sources, then runs the server.
//
// Signals (issue 27 item 15, decision 0072): SIGINT, SIGTERM and SIGHUP are passed on to the child
// that is running (the build, then the server), and this process exits with the child's code (128 +
// the signal's number when a signal ended it), so `systemctl stop`, `docker stop` or `kill` on
// `npm start` drains and stops the server (decision 0053) instead of leaving it running. npm passes
// a signal to its script's process only, so package.json's script `exec`s this file: no shell
// stands between npm and this process to swallow the signal.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
// the flags production starts the server with (decision 0134; Node 24 reads the TypeScript file as is)
import { NODE_FLAGS } from "../server/runtime/node-flags.ts";

const root = path.resolve(import.meta.dirname, "..");
const entry = path.join(root, "build/server/index.js");
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

/** The child running now, and the signal that asked us to stop (if one did). */
let child = null;
let stopSignal = null;
for (const signal of SIGNALS) {
  process.on(signal, () => {
    stopSignal = signal;
    if (child) child.kill(signal);
    else process.exit(128 + constants.signals[signal]);
  });
}

/** Runs node with `args`; resolves with how the child ended. */
function run(args) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
    child.once("error", (err) => {
      console.error(err.message);
      child = null;
      resolve({ code: 1, signal: null });
    });
    child.once("exit", (code, signal) => {
      child = null;
      resolve({ code, signal });
    });
  });
}

/** The exit code of a child that ended: its own, or 128 + the number of the signal that ended it. */
const exitCode = ({ code, signal }) => (code !== null ? code : 128 + (constants.signals[signal] ?? 0));

const sources = ["app", "core", "server", "db", "messages", "public"].map((d) => path.join(root, d)).filter(existsSync);
const stale = !existsSync(entry) || Math.max(...sources.map(newest)) > statSync(entry).mtimeMs;
if (stale) {
  console.log("Building the shop (react-router build)…");
  const built = await run([path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"]);
  if (stopSignal || exitCode(built) !== 0) process.exit(exitCode(built) || 128 + constants.signals[stopSignal]);
}
process.exit(exitCode(await run([...NODE_FLAGS, entry])));

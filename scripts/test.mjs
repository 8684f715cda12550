// `npm test`: every check, in order: Chromium present, lint, typecheck, unit + API tests (PGlite
// and PostgreSQL), build, browser tests. Ends with one line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const out = mkdtempSync(path.join(tmpdir(), "sellback-test-"));
let passed = 0;
let failed = 0;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const r = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
}

function finish(code) {
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(code);
}

if (!process.version.startsWith("v24.")) {
  console.error(`npm test must run on Node 24 (the project's node devDependency); this is ${process.version}`);
  process.exit(1);
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`${chromium} is missing: install Debian's chromium package (apt-get install chromium)`);
    process.exit(1);
  }
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  if (!run("install Debian's chromium", "apt-get", ["update", "-qq"], env) || !run("install Debian's chromium", "apt-get", ["install", "-y", "-qq", "chromium"], env))
    process.exit(1);
}

if (!run("lint", bin("eslint"), ["."])) finish(1);
if (!run("typecheck", bin("react-router"), ["typegen"]) || !run("typecheck", bin("tsc"), [])) finish(1);

const vitestJson = path.join(out, "vitest.json");
const unitOk = run("unit and API tests (PGlite and PostgreSQL)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (!unitOk) {
  if (failed === 0) failed = 1;
  finish(1);
}

if (!run("build", bin("react-router"), ["build"])) finish(1);

const pwJson = path.join(out, "playwright.json");
const e2eOk = run("browser tests (Debian Chromium)", bin("playwright"), ["test"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  PW_REPORTERS: "list,json",
});
if (existsSync(pwJson)) {
  const r = JSON.parse(readFileSync(pwJson, "utf8"));
  passed += r.stats.expected ?? 0;
  failed += (r.stats.unexpected ?? 0) + (r.stats.flaky ?? 0);
}
if (!e2eOk && failed === 0) failed = 1;
finish(e2eOk ? 0 : 1);

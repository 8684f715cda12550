// `npm test`: every check, in order: Chromium and nginx present, lint, format, typecheck and build
// (side by side), unit + API tests (PGlite and PostgreSQL), browser tests, then the production
// browser test (the build behind nginx with TLS, playwright.prod.config.ts) and the two-instance
// test (vitest.cluster.config.ts).
// Ends with a table of each stage's wall seconds (the static checks overlap, so they add up to more
// than they took) and one line "N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const startedAt = performance.now();
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const out = mkdtempSync(path.join(tmpdir(), "sellback-test-"));
let passed = 0;
let failed = 0;

/** Wall seconds per stage (a title's words before " ("), in the order the stages ran; finish() prints them. */
const stageSeconds = new Map();

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const r = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const stage = title.split(" (")[0];
  stageSeconds.set(stage, (stageSeconds.get(stage) ?? 0) + (performance.now() - started) / 1000);
  return r.status === 0;
}

/** The stage times as a table, also after a failed stage (the stages that ran). */
function printStageTimes() {
  const rows = [...stageSeconds, ["total", (performance.now() - startedAt) / 1000]];
  const width = Math.max(...rows.map(([stage]) => stage.length));
  console.log(`\n${"stage".padEnd(width)}  seconds`);
  for (const [stage, seconds] of rows) console.log(`${stage.padEnd(width)}  ${seconds.toFixed(0).padStart(7)}`);
}

function finish(code) {
  printStageTimes();
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(code);
}

if (!process.version.startsWith("v24.")) {
  console.error(`npm test must run on Node 24 (the project's node devDependency); this is ${process.version}`);
  process.exit(1);
}

/** Installs a Debian package when its program is missing (as root; otherwise says what to install). */
function needDebianPackage(pkg, program) {
  if (existsSync(program)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${program} is missing: install Debian's ${pkg} package (apt-get install ${pkg})`);
    process.exit(1);
  }
  const env = { DEBIAN_FRONTEND: "noninteractive", RUNLEVEL: "1" }; // RUNLEVEL=1: no system nginx is started
  if (
    !run(`install Debian's ${pkg}`, "apt-get", ["update", "-qq"], env) ||
    !run(`install Debian's ${pkg}`, "apt-get", ["install", "-y", "-qq", pkg], env)
  )
    process.exit(1);
}
needDebianPackage("chromium", process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");
// the browser tests run on its headless shell (decision 0144); prerendering and the screenshots on the full browser
needDebianPackage("chromium-headless-shell", process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell");
// the production browser test puts nginx (TLS) in front of the production build
needDebianPackage("nginx", process.env.NGINX_PATH ?? "/usr/sbin/nginx");
// the payout run's SEPA file is checked against the EPC schema with xmllint
needDebianPackage("libxml2-utils", "/usr/bin/xmllint");

/**
 * Runs stages side by side (each a list of commands run one after another), each one's output held
 * and printed whole when it ends; each stage's wall seconds go to the table. True when all passed.
 */
async function runSideBySide(stages) {
  const one = async ({ title, commands }) => {
    const started = performance.now();
    let output = "";
    let ok = true;
    for (const [command, args] of commands) {
      const child = spawn(command, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const code = await new Promise((resolve) => {
        child.on("error", (error) => {
          output += `${error.message}\n`;
          resolve(1);
        });
        child.on("close", (status) => resolve(status));
      });
      if (code !== 0) {
        ok = false;
        break;
      }
    }
    stageSeconds.set(title, (performance.now() - started) / 1000);
    console.log(`\n=== ${title} (side by side: ${stages.map((s) => s.title).join(", ")})${ok ? "" : ": FAILED"}`);
    if (output) process.stdout.write(output);
    return ok;
  };
  return (await Promise.all(stages.map(one))).every(Boolean);
}

// The static checks and the build side by side (each of them uses about one core; tsc, the longest,
// leaves the other core to the rest). The formatter (Biome, width 140, biome.json) checks without
// writing: a file it would change fails. ESLint reads no types, so it does not wait for the route
// types that tsc needs. The build goes to build/, which tsc, ESLint and Biome skip, and no Vitest
// suite reads it: the one that needs it runs in the two-instance stage.
const staticOk = await runSideBySide([
  { title: "lint", commands: [[bin("eslint"), ["."]]] },
  { title: "format", commands: [[bin("biome"), ["format", "."]]] },
  {
    title: "typecheck",
    commands: [
      [bin("react-router"), ["typegen"]],
      [bin("tsc"), []],
    ],
  },
  { title: "build", commands: [[bin("react-router"), ["build"]]] },
]);
if (!staticOk) finish(1);

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

/** Runs one Playwright configuration and counts its results; false when it failed. */
function browserTests(title, args, name) {
  const json = path.join(out, name);
  // the specs' screenshots are for a person looking at a page (`npx playwright test <spec>` takes
  // them); in the whole run nobody looks, so they are skipped unless SCREENSHOTS says otherwise
  const ok = run(title, bin("playwright"), ["test", ...args], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: json,
    PW_REPORTERS: "list,json",
    SCREENSHOTS: process.env.SCREENSHOTS ?? "off",
  });
  let counted = 0;
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, "utf8"));
    passed += r.stats.expected ?? 0;
    counted = (r.stats.unexpected ?? 0) + (r.stats.flaky ?? 0);
    failed += counted;
  }
  if (!ok && counted === 0) failed += 1;
  return ok;
}

const e2eOk = browserTests("browser tests (Debian Chromium)", [], "playwright.json");
const prodOk = browserTests(
  "production browser tests (the build behind nginx with TLS, PostgreSQL)",
  ["-c", "playwright.prod.config.ts"],
  "playwright-prod.json",
);

/** The two-instance test (tests/cluster/, decision 0054): the build twice behind nginx on PostgreSQL. */
function clusterTests() {
  const json = path.join(out, "vitest-cluster.json");
  const ok = run(
    "two instances behind nginx (PostgreSQL: sessions, limits, idempotency, caches, jobs, a killed instance, a rolling restart)",
    bin("vitest"),
    ["run", "-c", "vitest.cluster.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${json}`],
  );
  let counted = 0;
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, "utf8"));
    passed += r.numPassedTests;
    counted = r.numFailedTests;
    failed += counted;
  }
  if (!ok && counted === 0) failed += 1;
  return ok;
}
const clusterOk = clusterTests();
finish(e2eOk && prodOk && clusterOk ? 0 : 1);

import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "./tests/helpers/chromium.ts";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A port that is free now: the system picks it for a listener that closes at once. */
function freePort(): number {
  const script = "const s = require('node:net').createServer().listen(0, () => { console.log(s.address().port); s.close(); });";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim());
}

// Chosen once: the workers load this file again and find both in their environment.
const port = Number(process.env.E2E_PORT ?? freePort());
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "sellback-e2e-"));
process.env.E2E_PORT = String(port);
process.env.E2E_DATA_DIR = dataDir;
// Each table's ids start at an offset of their own (decision 0073), in this server's database and in
// those of the specs that start their own server (they pass process.env on).
process.env.TEST_ID_OFFSETS = "1";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // two on 2 cores: this one server (page rendering and PGlite on one thread) and Chromium take both (decision 0079)
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: (process.env.PW_REPORTERS ?? "list").split(",").map((r) => [r] as [string]),
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunch(),
    trace: "off",
  },
  webServer: {
    command: `node ${process.env.BUILD_DIR ?? "build"}/server/index.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Behind a trusted local proxy: each test sends its own client address (tests/e2e/fixtures.ts).
    // PAYOUT_RUN_TIMES off: the schedule would take the payout_pending trades specs pay by hand into its own runs (decision 0110)
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "127.0.0.1/8,::1",
      TEST_ID_OFFSETS: "1",
      PAYOUT_RUN_TIMES: "off",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});

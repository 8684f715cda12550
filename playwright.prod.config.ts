/**
 * The production browser test (issue 11 #3, #26): the production build behind Debian's nginx
 * terminating TLS, on the real edition hosts (Chromium maps sellback.de names to 127.0.0.1).
 * tests/e2e-prod/setup.ts starts PostgreSQL's fresh database, the server and nginx.
 * Run after `react-router build`: `npx playwright test -c playwright.prod.config.ts`.
 */
import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "./tests/helpers/chromium.ts";

export default defineConfig({
  testDir: "tests/e2e-prod",
  globalSetup: "./tests/e2e-prod/setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: (process.env.PW_REPORTERS ?? "list").split(",").map((r) => [r] as [string]),
  use: {
    ignoreHTTPSErrors: true,
    // the production names resolve to this machine, so the edition comes from its real host
    launchOptions: chromiumLaunch(["--host-resolver-rules=MAP sellback.de 127.0.0.1, MAP *.sellback.de 127.0.0.1"]),
    trace: "off",
  },
});

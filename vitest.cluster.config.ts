/**
 * The two-instance test (tests/cluster/, decision 0054): the build behind Debian's nginx on the
 * machine's PostgreSQL. Its own run after `react-router build` (scripts/test.mjs), one file at a time, in order.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // and the page cache on two instances (server/page-cache/instances.test.ts), which needs the build too
    include: ["tests/cluster/**/*.test.ts", "server/page-cache/instances.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: "forks",
    fileParallelism: false,
    sequence: { concurrent: false },
    // the page-cache test copies the run's PostgreSQL template (tests/helpers/template-database.ts)
    globalSetup: ["tests/helpers/global-setup.ts"],
  },
});

/**
 * The two-instance test (tests/cluster/, decision 0054): the build behind Debian's nginx on the
 * machine's PostgreSQL. Its own run after `react-router build` (scripts/test.mjs), one file, in order.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: "forks",
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});

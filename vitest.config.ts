import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,server,db,app,bench}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // names the run; API suites copy one migrated and seeded database per run (decision 0022)
    globalSetup: ["tests/helpers/global-setup.ts"],
  },
});

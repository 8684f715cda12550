import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,server,db,app,bench}/**/*.test.{ts,tsx}"],
    // needs the build, which comes after this stage in `npm test`: it runs in the two-instance
    // stage (vitest.cluster.config.ts)
    exclude: [...configDefaults.exclude, "server/page-cache/instances.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A worker runs its files one after another in one process with one module cache: a file does
    // not pay Node's start and the app's import again (decision 0142: 566 s against 1,176 s for the
    // whole suite). So a file never relies on module state being fresh (the metrics registry, a
    // stubbed global): it reads counters as differences and restores what it stubs.
    isolate: false,
    // a mail or job awaited with expect.poll may take longer than the 1 s default on a loaded 2-core
    // machine; a poll ends as soon as its condition holds, so a passing run waits no longer
    expect: { poll: { timeout: 10_000 } },
    // One worker per core, at least two: vitest's own default (cores - 1) is one worker on a 2-core
    // machine, which leaves a core idle while a suite waits on PostgreSQL, a file or a child process
    // (decision 0079)
    maxWorkers: Math.max(2, availableParallelism()),
    // names the run; API suites copy one migrated and seeded database per run (decision 0022)
    globalSetup: ["tests/helpers/global-setup.ts"],
  },
});

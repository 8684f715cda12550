/**
 * Vitest global setup: names the run and gives it a scratch folder, where the API suites' template
 * databases live (tests/helpers/template-database.ts; built only when a suite needs one). At the
 * end it removes the folder and the run's PostgreSQL templates and suite copies. At its start it
 * removes what a killed run left behind: templates, copies and folders older than six hours (a
 * database's run id starts with its start time).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { COPY_PREFIX, TEMPLATE_PREFIX, withAdmin, type TestRun } from "./template-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testRun: TestRun;
  }
}

const STALE_MS = 6 * 60 * 60 * 1000;

/**
 * Drops the templates and the suites' copies (TEMPLATE_PREFIX, COPY_PREFIX) whose run `which`
 * names, over two connections: a copy's drop is mostly the server unlinking its files.
 */
async function dropDatabases(which: (runStartedAt: number, runId: string) => boolean): Promise<void> {
  const names = await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1 or datname like $2", [
      `${TEMPLATE_PREFIX}%`,
      `${COPY_PREFIX}%`,
    ]);
    return rows.map((r) => r.datname);
  }).catch(() => [] as string[]); // no PostgreSQL server: nothing to drop
  const doomed = names.filter((name) => {
    const match = /^sellback_(?:tpl|test)_([0-9a-z]+)_(\d+)_/.exec(name);
    return match !== null && which(parseInt(match[1]!, 36), `${match[1]}_${match[2]}`);
  });
  const lane = (start: number) =>
    withAdmin(async (admin) => {
      for (let i = start; i < doomed.length; i += 2) await admin.query(`drop database if exists ${doomed[i]} with (force)`);
    });
  await Promise.all([lane(0), lane(1)]).catch(() => {});
}

/** The scratch folders of runs that ended without their teardown (killed), by age. */
function removeStaleFolders() {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith("sellback-vitest-"))) {
    const folder = path.join(tmpdir(), name);
    if (Date.now() - statSync(folder).mtimeMs > STALE_MS) rmSync(folder, { recursive: true, force: true });
  }
}

export async function setup(project: TestProject) {
  removeStaleFolders();
  const run: TestRun = { id: `${Date.now().toString(36)}_${process.pid}`, dir: mkdtempSync(path.join(tmpdir(), "sellback-vitest-")) };
  project.provide("testRun", run);
  await dropDatabases((startedAt) => Date.now() - startedAt > STALE_MS);
  return async () => {
    rmSync(run.dir, { recursive: true, force: true });
    await dropDatabases((_, id) => id === run.id);
  };
}

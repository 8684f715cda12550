/**
 * Counts the SQL statements one request runs (decision 0049): Drizzle's logger calls `logQuery`
 * for every statement, and the request that caused it is found through AsyncLocalStorage. Only
 * the number is kept, never the statement or its parameters. The request log shows it as
 * `queries` at LOG_LEVEL=debug; tests and bench/render.ts read it to keep pages free of a query
 * per manufacturer or series.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm";

interface Tally {
  queries: number;
}

const current = new AsyncLocalStorage<Tally>();

/** Drizzle's logger hook: one more statement for the running request, if one is counted. */
export const queryCounter: Logger = {
  logQuery() {
    const tally = current.getStore();
    if (tally) tally.queries++;
  },
};

/** Runs `fn` and returns what it returned with the number of statements it (and what it awaited) ran. */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const tally: Tally = { queries: 0 };
  // awaited inside the run: a Drizzle query is a lazy thenable that starts only when awaited
  const result = await current.run(tally, async () => await fn());
  return { result, queries: tally.queries };
}

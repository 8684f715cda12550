/**
 * Captures what the server logs (the JSON lines `log` writes to stdout and stderr) while `run`
 * runs, at every level. API suites log nothing by default (setLogLevel("silent")); the level is
 * put back afterwards.
 */
import { setLogLevel } from "../../server/middleware/logging.server.ts";

export async function captureLog<T>(run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const original = { out: process.stdout.write, err: process.stderr.write };
  const grab = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  process.stdout.write = grab as typeof process.stdout.write;
  process.stderr.write = grab as typeof process.stderr.write;
  setLogLevel("debug");
  try {
    return { result: await run(), lines };
  } finally {
    setLogLevel("silent");
    process.stdout.write = original.out;
    process.stderr.write = original.err;
  }
}

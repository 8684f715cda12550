/** A server process a spec started itself (the build's `server/index.js`): waiting for it, stopping it. */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Resolves once the server on `port` answers /api/health; throws when the process has exited or
 * `timeoutMs` has passed (the caller stops it). `what` names it in the error ("the books server").
 */
export async function untilHealthy(child: ChildProcess, port: number, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit ${child.exitCode})`);
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer /api/health in time`);
    await sleep(250);
  }
}

/** Stops a server process (SIGTERM); resolves once it has exited, so its data folder can go. */
export async function stopProcess(child: ChildProcess | null | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

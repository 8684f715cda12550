/**
 * Stopping an instance without failing a request (decision 0053). On SIGTERM (systemd's stop, a
 * rolling restart) `shutdown` runs once:
 * 1. the lifecycle drains: /api/ready answers 503 at once, answers carry `Connection: close`;
 * 2. the listener closes (new connections are refused, so a proxy sends them to another
 *    instance) and idle keep-alive connections are closed;
 * 3. the job worker stops after its current job (claimed jobs it had not started go back);
 * 4. running requests get `graceMs` (SHUTDOWN_GRACE_MS) to finish; then their connections are cut;
 * 5. LISTEN, the mailer and the database close, and the process exits 0 (1 if that hangs).
 */
import type { Server } from "node:http";
import { log } from "../middleware/logging.server.ts";
import type { Lifecycle } from "./lifecycle.server.ts";

export interface ShutdownParts {
  lifecycle: Lifecycle;
  /** The listeners (the main port; the metrics port). */
  servers: Server[];
  /** Stops the job worker after its current job. */
  stopWorker: () => Promise<void>;
  /** What closes after the requests: LISTEN, the mailer's queue, the database, in this order. */
  closers: (() => Promise<void>)[];
  graceMs: number;
}

/** Runs the steps above; resolves when everything is closed (the caller exits). */
export async function shutdown(parts: ShutdownParts, signal: string): Promise<void> {
  if (parts.lifecycle.draining) return;
  parts.lifecycle.drain();
  const started = performance.now();
  log("info", "shutting down", { signal, graceMs: parts.graceMs });
  const closed = parts.servers.map(
    (server) =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  );
  const worker = parts.stopWorker().catch((err: unknown) => log("error", "job worker did not stop cleanly", { err }));
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), parts.graceMs);
  });
  const outcome = await Promise.race([Promise.all(closed).then(() => "done" as const), graceOver]);
  clearTimeout(timer);
  if (outcome === "timeout") {
    log("warn", "shutdown grace ran out; cutting the remaining connections", { graceMs: parts.graceMs });
    for (const server of parts.servers) server.closeAllConnections();
    await Promise.all(closed);
  }
  await worker;
  for (const close of parts.closers) await close().catch((err: unknown) => log("warn", "closing after shutdown failed", { err }));
  log("info", "stopped", { ms: Math.round(performance.now() - started) });
}

/**
 * Wires SIGTERM and SIGINT to `shutdown`, then exits 0. A backstop exits 1 when closing hangs
 * beyond the grace time plus `closeMs` (a database that does not answer).
 */
export function exitOnSignals(parts: ShutdownParts, closeMs = 10_000) {
  const run = (signal: string) => {
    if (parts.lifecycle.draining) return;
    const backstop = setTimeout(() => {
      log("error", "shutdown hung; exiting", {});
      process.exit(1);
    }, parts.graceMs + closeMs);
    backstop.unref();
    void shutdown(parts, signal).then(() => process.exit(0));
  };
  process.on("SIGTERM", () => run("SIGTERM"));
  process.on("SIGINT", () => run("SIGINT"));
}

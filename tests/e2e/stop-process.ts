import type { ChildProcess } from "node:child_process";
import { once } from "node:events";

/** Stops a server process (SIGTERM); resolves once it has exited, so its data folder can go. */
export async function stopProcess(child: ChildProcess | null | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

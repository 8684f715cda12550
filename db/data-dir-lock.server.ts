/**
 * One process at a time on an embedded database (decision 0055). PGlite has no postmaster lock: two
 * processes opening the same data directory would both write its files and corrupt it. The opener
 * creates `<dataDir>/pglite.lock` (its pid and host; written aside and hard-linked into place, which
 * fails when the name exists, so the lock is never seen half written); another process finds it and is
 * refused while that pid lives on this host. A lock left by a killed process (no such pid) is taken
 * over, also one written under another host name (a container made anew after a crash). The same
 * process may open the directory again (counted), as tests and scripts do in turn.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

const held = new Map<string, number>();

export class DataDirInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `the embedded database under ${path.dirname(lockFile)} is in use by process ${pid} on this host: stop it first ` +
        `(if no such process is a Sellback server, delete ${lockFile})`,
    );
    this.name = "DataDirInUseError";
  }
}

/** Whether a process of this host with that id is running (EPERM: it runs as another user). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock of the embedded database under `dataDir`; returns its release. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.resolve(dataDir, "pglite.lock");
  const release = () => {
    const n = (held.get(file) ?? 1) - 1;
    if (n > 0) return void held.set(file, n);
    held.delete(file);
    rmSync(file, { force: true });
  };
  const count = held.get(file);
  if (count) {
    held.set(file, count + 1);
    return once(release);
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 3; attempt++) {
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, JSON.stringify({ pid: process.pid, host: hostname() }), { mode: 0o600 });
    try {
      linkSync(aside, file);
      held.set(file, 1);
      return once(release);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    } finally {
      rmSync(aside, { force: true });
    }
    const owner = readOwner(file);
    if (owner && owner.host === hostname() && owner.pid !== process.pid && alive(owner.pid)) throw new DataDirInUseError(file, owner.pid);
    // Another host name: most often this machine's container made anew (a new name) after a crash,
    // where the pid says nothing. Taken over with a warning; an embedded database is no shared-disk set-up.
    if (owner && owner.host !== hostname())
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: "embedded database lock of another host name taken over",
          lockFile: file,
          host: owner.host,
          pid: owner.pid,
        }),
      );
    rmSync(file, { force: true }); // left by a process that is gone (or by this one before a crash)
  }
  throw new Error(`could not take ${file}`);
}

function readOwner(file: string): { pid: number; host: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; host?: unknown };
    if (typeof parsed.pid === "number" && typeof parsed.host === "string") return { pid: parsed.pid, host: parsed.host };
  } catch {
    /* gone, or not ours: treated as stale */
  }
  return null;
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

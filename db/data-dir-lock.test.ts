/** The embedded database's one-process lock (decision 0055). */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.server.ts";

const root = mkdtempSync(path.join(tmpdir(), "sellback-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("lockDataDir", () => {
  it("writes this process' pid and removes the lock on the last release (the same process may open it twice)", () => {
    const file = path.join(root, "pglite.lock");
    const first = lockDataDir(root);
    const second = lockDataDir(root);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ pid: process.pid, host: hostname() });
    first();
    first(); // a release counts once
    expect(existsSync(file)).toBe(true);
    second();
    expect(existsSync(file)).toBe(false);
  });

  it("refuses while another live process on this host holds it, and takes over a dead one's", () => {
    const dir = mkdtempSync(path.join(root, "other-"));
    const file = path.join(dir, "pglite.lock");
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname() }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));

    writeFileSync(file, JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname() })); // above pid_max: no such process
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(file, "utf8")).pid).toBe(process.pid);
    release();
  });

  it("takes over a lock written under another host name (a container made anew), with a warning", () => {
    const dir = mkdtempSync(path.join(root, "remote-"));
    writeFileSync(path.join(dir, "pglite.lock"), JSON.stringify({ pid: process.ppid, host: `not-${hostname()}` }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, "pglite.lock"), "utf8")).host).toBe(hostname());
    release();
  });
});

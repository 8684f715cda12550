/**
 * The watched folder for bank files (issue 32, decision 0113): a bank-connection tool (EBICS
 * client, …) drops camt.053/.054 files into BANK_FILES_DIR; every BANK_FOLDER_SLOT_MINUTES a job
 * imports the new `*.xml` files there (at most BANK_FOLDER_MAX_FILES per pass, oldest name first)
 * with source `folder` and moves each to `imported/`, or to `failed/` with a `.error.txt` beside it
 * saying why. Several instances never import one file twice: a pass first claims a file by renaming
 * it into `.processing/` (a rename succeeds for one caller only), and the SHA-256 unique index
 * makes the same bytes a duplicate anyway. A claim left behind by an instance that died goes back
 * after BANK_FOLDER_STALE_MS.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../db/client.server.ts";
import type { ClaimedJob } from "../jobs/index.server.ts";
import { enqueueJob } from "../jobs/index.server.ts";
import { importBankFile } from "./bank-files.server.ts";
import { CamtFileError, MAX_BANK_FILE_BYTES } from "./camt.ts";

export const BANK_FOLDER_JOB = "payout.bankFolder";
/** How often the folder is read (one job per slot, scheduled by the worker's hourly sweep). */
export const BANK_FOLDER_SLOT_MINUTES = 10;
/** At most this many files per pass (the rest wait for the next slot). */
export const BANK_FOLDER_MAX_FILES = 20;
/** A claimed file whose pass did not finish within this time goes back into the folder. */
export const BANK_FOLDER_STALE_MS = 15 * 60 * 1000;

const PROCESSING = ".processing";
const IMPORTED = "imported";
const FAILED = "failed";
const SLOT_MS = BANK_FOLDER_SLOT_MINUTES * 60 * 1000;

/** Schedules a scan for every slot from now to an hour ahead (unique per slot: every instance may ask); off without a folder. */
export async function scheduleBankFolderScans(db: Db, now: Date, dir: string | undefined | null): Promise<number> {
  if (!dir) return 0;
  let scheduled = 0;
  const first = Math.floor(now.getTime() / SLOT_MS) * SLOT_MS;
  for (let at = first; at <= now.getTime() + 60 * 60 * 1000; at += SLOT_MS) {
    const runAt = new Date(at);
    const added = await enqueueJob(db, {
      kind: BANK_FOLDER_JOB,
      payload: { dir },
      runAt,
      uniqueKey: `${BANK_FOLDER_JOB}:${runAt.toISOString().slice(0, 16)}`,
      maxAttempts: 1,
    });
    if (added) scheduled++;
  }
  return scheduled;
}

export interface BankFolderPass {
  /** File names imported (duplicates included: their bytes were imported before). */
  imported: string[];
  duplicates: string[];
  /** File names moved to failed/ (a file we cannot read). */
  failed: string[];
}

const isMissing = (err: unknown) => (err as { code?: string }).code === "ENOENT";

/** A free name in `dir` for `name` (an earlier file of that name keeps its own). */
async function freeName(dir: string, name: string, now: Date): Promise<string> {
  try {
    await stat(path.join(dir, name));
  } catch (err) {
    if (isMissing(err)) return path.join(dir, name);
    throw err;
  }
  return path.join(dir, `${now.toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}-${name}`);
}

/** Claims left behind by an instance that died go back into the folder. */
async function releaseStaleClaims(dir: string, now: Date): Promise<void> {
  const processing = path.join(dir, PROCESSING);
  for (const claimed of await readdir(processing)) {
    const file = path.join(processing, claimed);
    const info = await stat(file).catch(() => null);
    if (!info || now.getTime() - info.ctimeMs < BANK_FOLDER_STALE_MS) continue;
    const original = claimed.slice(claimed.indexOf("--") + 2);
    await rename(file, await freeName(dir, original, now)).catch((err: unknown) => {
      if (!isMissing(err)) throw err;
    });
  }
}

/** The folder's new `*.xml` files by name, at most `max`. */
async function newFiles(dir: string, max: number): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith(".xml") && !e.name.startsWith("."))
    .map((e) => e.name)
    .sort()
    .slice(0, max);
}

/** One pass over the folder: import, then move each file to imported/ or failed/. */
export async function importBankFolder(db: Db, args: { dir: string; now: Date; max?: number }): Promise<BankFolderPass> {
  const { dir, now } = args;
  await Promise.all([PROCESSING, IMPORTED, FAILED].map((sub) => mkdir(path.join(dir, sub), { recursive: true })));
  await releaseStaleClaims(dir, now);
  const pass: BankFolderPass = { imported: [], duplicates: [], failed: [] };
  for (const name of await newFiles(dir, args.max ?? BANK_FOLDER_MAX_FILES)) {
    const claimed = path.join(dir, PROCESSING, `${randomUUID()}--${name}`);
    try {
      await rename(path.join(dir, name), claimed);
    } catch (err) {
      if (isMissing(err)) continue; // another instance claimed it first
      throw err;
    }
    try {
      const size = (await stat(claimed)).size;
      if (size > MAX_BANK_FILE_BYTES) throw new CamtFileError("tooLarge", `${size} bytes (at most ${MAX_BANK_FILE_BYTES})`);
      const result = await importBankFile(db, {
        bytes: new Uint8Array(await readFile(claimed)),
        fileName: name,
        source: "folder",
        staff: null,
        now,
      });
      await rename(claimed, await freeName(path.join(dir, IMPORTED), name, now));
      (result.duplicate ? pass.duplicates : pass.imported).push(name);
    } catch (err) {
      if (!(err instanceof CamtFileError)) {
        // not the file's fault (the database is away, …): back into the folder for the next pass
        await rename(claimed, await freeName(dir, name, now));
        throw err;
      }
      const target = await freeName(path.join(dir, FAILED), name, now);
      await rename(claimed, target);
      await writeFile(`${target}.error.txt`, `${now.toISOString()}\n${err.problem}: ${err.detail}\n`, "utf8");
      pass.failed.push(name);
    }
  }
  return pass;
}

/** The folder job (registered with the worker's handlers). */
export const bankFolderJobHandlers: Record<string, (job: ClaimedJob, ctx: { db: Db; now: Date }) => Promise<void>> = {
  async [BANK_FOLDER_JOB](job, ctx) {
    const dir = typeof job.payload.dir === "string" ? job.payload.dir : null;
    if (dir) await importBankFolder(ctx.db, { dir, now: ctx.now });
  },
};

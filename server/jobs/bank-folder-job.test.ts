/**
 * The watched folder's scan job through the worker (decision 0113), on PGlite and PostgreSQL: the
 * sweep's call schedules scans only when BANK_FILES_DIR is set, one per 10-minute slot of the
 * coming hour and never twice; the due scan imports the folder's file and moves it.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { BANK_FOLDER_JOB, scheduleBankFolderScans } from "../../core/payout/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { camtFile, unknownCredit } from "../../tests/helpers/camt.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { createJobWorker } from "./worker.server.ts";

const NOW = new Date("2026-11-30T14:03:00.000Z");

describeEachDatabase("bank folder job", (ctx) => {
  it("is scheduled only with a folder, once per slot; the due job imports the folder", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bank-job-"));
    const db = ctx().database.db;
    try {
      expect(await scheduleBankFolderScans(db, NOW, undefined)).toBe(0);
      expect(await scheduleBankFolderScans(db, NOW, dir)).toBe(7); // 14:00 … 15:00 every 10 minutes
      expect(await scheduleBankFolderScans(db, NOW, dir)).toBe(0);
      const [due] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from jobs where kind = ${BANK_FOLDER_JOB} and run_at <= ${NOW.toISOString()}::timestamptz`,
      );
      expect(due!.n).toBe(1);
      writeFileSync(
        path.join(dir, "job.xml"),
        camtFile({ version: "001.02", kind: "053", entries: [unknownCredit({ amountCents: 40_000 })] }),
      );
      ctx().setNow(NOW);
      try {
        await createJobWorker(ctx().deps).runDue();
      } finally {
        ctx().setNow(null);
      }
      expect(readdirSync(path.join(dir, "imported"))).toEqual(["job.xml"]);
      const [file] = await rows<{ source: string; format: string }>(
        db,
        sql`select source, format from bank_files where file_name = 'job.xml'`,
      );
      expect(file).toEqual({ source: "folder", format: "camt.053.001.02" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * The watched folder for bank files (decision 0113) on PGlite and PostgreSQL, with a temporary
 * folder: a camt file is imported with source `folder` and moved to imported/; a malformed one to
 * failed/ with its .error.txt; the same bytes again are a duplicate (moved, nothing imported);
 * other files stay; two passes at once import each file once; a claim left by an instance that
 * died goes back once it is stale (the clock moved, not waited for). The scan job through the
 * worker: server/jobs/bank-folder-job.test.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { rows } from "../shared/index.server.ts";
import { camtFile, unknownCredit } from "../../tests/helpers/camt.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { BANK_FOLDER_STALE_MS, importBankFolder } from "./bank-folder.server.ts";

const NOW = new Date("2026-11-30T14:03:00.000Z");

describeEachDatabase("bank files folder", (ctx) => {
  let dir: string;
  const db = () => ctx().database.db;
  const files = async () =>
    (await rows<{ name: string; source: string }>(db(), sql`select file_name as name, source from bank_files order by id`)).map(
      (r) => r.name,
    );
  const drop = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
  const camt = (cents: number) => camtFile({ version: "001.08", kind: "054", entries: [unknownCredit({ amountCents: cents })] });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "bank-files-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("imports a camt file, refuses a malformed one with its reason, moves both, leaves other files", async () => {
    const before = (await files()).length;
    const good = camt(1_234);
    drop("a-camt054.xml", good);
    drop("b-broken.XML", good.slice(0, -25));
    drop("notes.txt", "not a bank file");
    const pass = await importBankFolder(db(), { dir, now: NOW });
    expect(pass).toEqual({ imported: ["a-camt054.xml"], duplicates: [], failed: ["b-broken.XML"] });
    expect(readdirSync(dir).sort()).toEqual([".processing", "failed", "imported", "notes.txt"]);
    expect(readdirSync(path.join(dir, "imported"))).toEqual(["a-camt054.xml"]);
    expect(readdirSync(path.join(dir, "failed")).sort()).toEqual(["b-broken.XML", "b-broken.XML.error.txt"]);
    expect(readFileSync(path.join(dir, "failed", "b-broken.XML.error.txt"), "utf8")).toMatch(/^2026-11-30T14:03:00.000Z\nmalformed: /);
    expect((await files()).slice(before)).toEqual(["a-camt054.xml"]);
    const [row] = await rows<{ source: string; by: string | null; n: number }>(
      db(),
      sql`select f.source, f.imported_by_email as by, (select count(*)::int from bank_file_entries e where e.file_id = f.id and e.kind = 'unmatched') as n from bank_files f where file_name = 'a-camt054.xml'`,
    );
    expect(row).toEqual({ source: "folder", by: null, n: 1 });

    // the same bytes dropped again: a duplicate, moved beside the first, nothing imported
    drop("a-camt054.xml", good);
    expect(await importBankFolder(db(), { dir, now: NOW })).toEqual({ imported: [], duplicates: ["a-camt054.xml"], failed: [] });
    expect(readdirSync(path.join(dir, "imported"))).toHaveLength(2);
    expect((await files()).slice(before)).toEqual(["a-camt054.xml"]);
  });

  it("two passes at the same time import each file once; at most `max` files a pass", async () => {
    const before = (await files()).length;
    for (let i = 1; i <= 5; i++) drop(`f${i}.xml`, camt(10_000 + i));
    const passes = await Promise.all([importBankFolder(db(), { dir, now: NOW }), importBankFolder(db(), { dir, now: NOW })]);
    const imported = passes.flatMap((p) => p.imported).sort();
    expect(imported).toEqual(["f1.xml", "f2.xml", "f3.xml", "f4.xml", "f5.xml"]);
    expect((await files()).length - before).toBe(5);
    drop("g1.xml", camt(20_001));
    drop("g2.xml", camt(20_002));
    expect((await importBankFolder(db(), { dir, now: NOW, max: 1 })).imported).toEqual(["g1.xml"]);
    expect(readdirSync(dir)).toContain("g2.xml");
  });

  it("a claim left by an instance that died goes back once it is stale", async () => {
    mkdirSync(path.join(dir, ".processing"));
    writeFileSync(path.join(dir, ".processing", "0000-dead--late.xml"), camt(30_000));
    const soon = await importBankFolder(db(), { dir, now: new Date() });
    expect(soon.imported).toEqual([]);
    const later = await importBankFolder(db(), { dir, now: new Date(Date.now() + BANK_FOLDER_STALE_MS + 60_000) });
    expect(later.imported).toEqual(["late.xml"]);
    expect(readdirSync(path.join(dir, ".processing"))).toEqual([]);
  });
});

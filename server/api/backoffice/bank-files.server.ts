/**
 * `/api/backoffice/bank-files` (issue 32, decision 0113), for the roles `payout` and admin: upload a
 * camt.053 statement or camt.054 notification (multipart part `file`, at most 10 MB) and get what
 * it changed (runs executed, transfers returned, entries that matched nothing); list the imported
 * files with the open entries; resolve an open entry with a note. Answers are private, no-store.
 */
import { Hono, type Context } from "hono";
import {
  CamtFileError,
  importBankFile,
  listBankFiles,
  MAX_BANK_FILE_BYTES,
  openBankEntries,
  resolveBankEntry,
  type BankEntryView,
  type BankFileImport,
} from "../../../core/payout/index.server.ts";
import { fromCents, nowFrom, ProblemError, requiredText, z } from "../../../core/shared/index.ts";
import { staffActor } from "../../../core/trade/index.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { readFormBody } from "../../http/form-body.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { PAYOUT_ROLES } from "./payouts.server.ts";

const PRIVATE = { "cache-control": "private, no-store" } as const;

export const bankEntryParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const resolveBankEntrySchema = z
  .object({ note: requiredText(500, "backoffice.bankFiles.error.note", { multiline: true }) })
  .strict();

export const bankEntryJson = (e: BankEntryView) => ({ ...e, amount: fromCents(e.amountCents) });
export const bankImportJson = (r: BankFileImport) => ({
  ...r,
  unmatched: r.unmatched.map(bankEntryJson),
  ignored: r.ignored.map((i) => ({ ...i, amount: fromCents(i.amountCents) })),
});

/** A file the parser refused: 413 when too large, else 422 naming the kind and the place. */
export function camtProblem(err: CamtFileError): ProblemError {
  if (err.problem === "tooLarge")
    return new ProblemError(413, "payload_too_large", "problem.detail.payloadTooLarge", undefined, { maxBytes: MAX_BANK_FILE_BYTES });
  return new ProblemError(422, "bank_file_unreadable", `backoffice.bankFiles.error.${err.problem}`, undefined, {
    problem: err.problem,
    place: err.detail.slice(0, 200),
  });
}

/** The upload's `file` part (bytes and name), or a 422 naming the field. */
async function filePart(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; fileName: string }> {
  const form = await readFormBody(c.req.raw);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    throw new ProblemError(422, "validation", undefined, [{ field: "file", message: "backoffice.bankFiles.error.noFile" }]);
  if (file.size > MAX_BANK_FILE_BYTES) throw camtProblem(new CamtFileError("tooLarge", `${file.size} bytes`));
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name || "bank-file.xml" };
}

export const backofficeBankFilesApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireStaff(c, ...PAYOUT_ROLES);
    const db = c.get("deps").database.db;
    const [files, open] = await Promise.all([listBankFiles(db), openBankEntries(db)]);
    return c.json({ files, openEntries: open.map(bankEntryJson) }, 200, PRIVATE);
  })
  .post("/", async (c) => {
    const staff = await requireStaff(c, ...PAYOUT_ROLES);
    const { bytes, fileName } = await filePart(c);
    const deps = c.get("deps");
    try {
      const result = await importBankFile(deps.database.db, {
        bytes,
        fileName,
        source: "upload",
        staff: staffActor(staff, "payout", c.get("clientKey")),
        now: nowFrom(deps),
        locale: c.get("locale") === "de" ? "de" : "en",
      });
      return c.json(bankImportJson(result), result.duplicate ? 200 : 201, PRIVATE);
    } catch (err) {
      if (err instanceof CamtFileError) throw camtProblem(err);
      throw err;
    }
  })
  .post("/entries/:id/resolve", async (c) => {
    const staff = await requireStaff(c, ...PAYOUT_ROLES);
    const { id } = parseWith(bankEntryParams, { id: c.req.param("id") });
    const { note } = await readJson(c, resolveBankEntrySchema);
    const deps = c.get("deps");
    const entry = await resolveBankEntry(deps.database.db, {
      entryId: id,
      note,
      staff: staffActor(staff, "payout", c.get("clientKey")),
      now: nowFrom(deps),
    });
    return c.json(bankEntryJson(entry), 200, PRIVATE);
  });

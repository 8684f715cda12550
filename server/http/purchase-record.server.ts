/**
 * The purchase record's PDF as every surface answers it (decision 0115), once the caller has found
 * the trade and checked who may see it: the stored file, private and never cached; 404 with a
 * problem while there is none (not paid yet, not written yet, or erased after its period).
 */
import type { Context } from "hono";
import { purchaseRecordFile, purchaseRecordFileName } from "../../core/purchase-record/index.server.ts";
import { ProblemError } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import type { AppDeps } from "../config/env.server.ts";
import { storageOf } from "../config/storage.server.ts";
import { pdfResponse } from "./file-answers.server.ts";

/** The stored PDF of the trade's purchase record, or null. */
export const purchaseRecordPdf = (deps: AppDeps, tradeNumber: string) => purchaseRecordFile(deps.database.db, storageOf(deps), tradeNumber);

/** The PDF response, or the 404 problem `problem.detail.noPurchaseRecord`. */
export async function purchaseRecordAnswer(c: Context<AppEnv>, tradeNumber: string): Promise<Response> {
  const pdf = await purchaseRecordPdf(c.get("deps"), tradeNumber);
  if (!pdf) throw new ProblemError(404, "not_found", "problem.detail.noPurchaseRecord");
  return pdfResponse(pdf, purchaseRecordFileName(tradeNumber));
}

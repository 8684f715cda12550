/**
 * A trade's inspection files as the shop (owner or link holder) and the back office both answer
 * them, once the caller has found the trade and checked who may see it: a photo (`?size=thumb` or
 * the web size) and a device's erasure certificate; 404 as for an unknown trade when there is none.
 */
import type { Context } from "hono";
import { certificatePdf, readPhoto } from "../../core/inspection/index.server.ts";
import type { EditionId } from "../../core/editions/index.ts";
import { ProblemError } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { storageOf } from "../config/storage.server.ts";
import { certificateVerifyOf } from "../config/certificate-key.server.ts";
import { pdfResponse, photoResponse } from "./file-answers.server.ts";
import { itemIdOf } from "./path-params.server.ts";

const noTrade = () => new ProblemError(404, "not_found", "problem.detail.noTrade");

/** The photo `:photoId` of the trade. */
export async function tradePhotoAnswer(c: Context<AppEnv>, tradeId: number): Promise<Response> {
  const deps = c.get("deps");
  const size = c.req.query("size") === "thumb" ? "thumb" : "web";
  const bytes = await readPhoto(deps.database.db, storageOf(deps), tradeId, itemIdOf(c.req.param("photoId") ?? ""), size);
  if (!bytes) throw noTrade();
  return photoResponse(bytes);
}

/** The erasure certificate of the trade's line `:itemId`. */
export async function certificateAnswer(
  c: Context<AppEnv>,
  trade: { tradeId: number; tradeNumber: string; edition: EditionId },
): Promise<Response> {
  const deps = c.get("deps");
  const found = await certificatePdf(
    deps.database.db,
    trade,
    itemIdOf(c.req.param("itemId") ?? ""),
    certificateVerifyOf(deps, trade.edition),
  );
  if (!found) throw noTrade();
  return pdfResponse(found.pdf, `${found.number}.pdf`);
}

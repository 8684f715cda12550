import { redirect } from "react-router";
import type { Route } from "./+types/inspection-photo";
import { deletePhoto, readPhoto } from "../../../core/inspection/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { getTradeByNumber, staffActor } from "../../../core/trade/index.server.ts";
import { photoResponse } from "../../../server/http/file-answers.server.ts";
import { storageOf } from "../../../server/config/storage.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { staffFormPost } from "./staff-form.server.ts";

/** A trade's photo for signed-in staff (any role), `?size=thumb` for the thumbnail; private, never cached. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url);
  const db = page.ctx.deps.database.db;
  const trade = await getTradeByNumber(db, params.tradeNumber);
  const bytes = trade
    ? await readPhoto(
        db,
        storageOf(page.ctx.deps),
        trade.tradeId,
        Number(params.photoId),
        url.searchParams.get("size") === "thumb" ? "thumb" : "web",
      )
    : null;
  if (!bytes) throw pageNotFound(url.pathname, "noEntity");
  return photoResponse(bytes);
}

/**
 * POST (intent `delete`, inspector or admin): deletes the photo while the trade is being inspected
 * and its clarification has not been sent (core deletePhoto: audited, the stored files removed);
 * back to the inspection page with the outcome, `photoError=backoffice.photo.locked` afterwards.
 */
export async function action(args: Route.ActionArgs) {
  const { params, url } = args;
  const { page, staff, form } = await staffFormPost(args, "inspector");
  if (form.intent !== "delete") throw pageNotFound(url.pathname, "noEntity");
  const back = (query: string, itemId?: number) =>
    redirect(`/trades/${encodeURIComponent(params.tradeNumber)}/inspection?${query}${itemId ? `#device-${itemId}` : ""}`);
  try {
    const done = await deletePhoto({
      db: page.ctx.deps.database.db,
      storage: storageOf(page.ctx.deps),
      tradeNumber: params.tradeNumber,
      photoId: Number(params.photoId),
      staff: staffActor(staff, "inspector", page.ctx.clientKey),
      now: nowFrom(page.ctx.deps),
    });
    return back("photo=deleted", done.itemId);
  } catch (err) {
    if (err instanceof ProblemError && err.status === 404) throw pageNotFound(url.pathname, "noEntity");
    if (err instanceof ProblemError && err.status === 409) return back("photoError=backoffice.photo.locked");
    throw err;
  }
}

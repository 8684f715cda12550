import type { Route } from "./+types/inspection-photo";
import { readPhoto } from "../../../core/inspection/index.server.ts";
import { getTradeByNumber } from "../../../core/trade/index.server.ts";
import { photoResponse } from "../../../server/http/file-answers.server.ts";
import { storageOf } from "../../../server/config/storage.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";

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

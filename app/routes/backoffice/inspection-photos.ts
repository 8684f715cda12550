import { redirect } from "react-router";
import type { Route } from "./+types/inspection-photos";
import { addPhoto, assertPhotoDeletable, deletePhoto } from "../../../core/inspection/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { staffActor } from "../../../core/trade/index.server.ts";
import { photoPart } from "../../../server/api/backoffice/inspection.server.ts";
import { storageOf } from "../../../server/config/storage.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

/**
 * The inspection page's photo upload (multipart, inspector or admin): the same core call as the API;
 * back to the page with the outcome. With `replace` (a photo id of the trade) the new photo replaces
 * that one: added first, then the old one deleted (each audited; refused once the clarification is sent).
 */
export async function action({ context, request, params, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "inspector");
  const itemId = Number(params.itemId);
  const back = (query: string) => redirect(`/trades/${encodeURIComponent(params.tradeNumber)}/inspection?${query}#device-${itemId}`);
  try {
    const form = await request.formData();
    const replace = form.get("replace");
    const replaced = typeof replace === "string" && /^\d{1,15}$/.test(replace) ? Number(replace) : null;
    const { bytes, declaredType } = await photoPart(form);
    const db = page.ctx.deps.database.db;
    const storage = storageOf(page.ctx.deps);
    const actor = staffActor(staff, "inspector", page.ctx.clientKey);
    const now = nowFrom(page.ctx.deps);
    if (replaced !== null) {
      // Refused (409) before anything is stored when the photo can no longer be deleted.
      await assertPhotoDeletable(db, params.tradeNumber, replaced);
    }
    await addPhoto({
      db,
      storage,
      tradeNumber: params.tradeNumber,
      itemId,
      bytes,
      declaredType,
      staff: actor,
      now,
      decodes: page.ctx.deps.photoDecodes,
    });
    if (replaced === null) return back("photo=ok");
    await deletePhoto({ db, storage, tradeNumber: params.tradeNumber, photoId: replaced, staff: actor, now });
    return back("photo=replaced");
  } catch (err) {
    if (err instanceof ProblemError && err.status !== 404)
      return back(
        `photoError=${encodeURIComponent(err.errors?.[0]?.message ?? (err.status === 409 ? "backoffice.photo.locked" : "backoffice.photo.type"))}`,
      );
    throw err;
  }
}

import { redirect } from "react-router";
import type { Route } from "./+types/inspection-photos";
import { addPhoto } from "../../../core/inspection/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { staffActor } from "../../../core/trade/index.server.ts";
import { photoPart } from "../../../server/api/backoffice/inspection.server.ts";
import { storageOf } from "../../../server/config/storage.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

/** The inspection page's photo upload (multipart, inspector or admin): the same core call as the API; back to the page with the outcome. */
export async function action({ context, request, params, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "inspector");
  const itemId = Number(params.itemId);
  const back = (query: string) => redirect(`/trades/${encodeURIComponent(params.tradeNumber)}/inspection?${query}#device-${itemId}`);
  try {
    const { bytes, declaredType } = await photoPart(await request.formData());
    await addPhoto({
      db: page.ctx.deps.database.db,
      storage: storageOf(page.ctx.deps),
      tradeNumber: params.tradeNumber,
      itemId,
      bytes,
      declaredType,
      staff: staffActor(staff, "inspector", page.ctx.clientKey),
      now: nowFrom(page.ctx.deps),
      decodes: page.ctx.deps.photoDecodes,
    });
    return back("photo=ok");
  } catch (err) {
    if (err instanceof ProblemError && err.status !== 404)
      return back(`photoError=${encodeURIComponent(err.errors?.[0]?.message ?? "backoffice.photo.type")}`);
    throw err;
  }
}

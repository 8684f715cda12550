import { redirect } from "react-router";
import type { Route } from "./+types/catalog-device-photo";
import { setEditorDevicePhoto } from "../../../core/catalog-admin/index.server.ts";
import { ProblemError } from "../../../core/shared/index.ts";
import { photoPart } from "../../../server/api/backoffice/inspection.server.ts";
import { storageOf } from "../../../server/config/storage.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";
import { editorActor } from "./catalog-forms.server.ts";

/**
 * The device editor's photo (catalog or admin; decision 0104): a multipart upload (part `photo`)
 * sets it, `intent=remove` removes it; the same core call as PUT/DELETE
 * /api/backoffice/catalog/devices/{id}/photo. Back to the device's page with the outcome.
 */
export async function action({ context, request, params, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, "catalog");
  if (!/^[1-9]\d{0,8}$/.test(params.deviceId)) throw new Response(null, { status: 404 });
  const id = Number(params.deviceId);
  const back = (query: string) => redirect(`/catalog/devices/${id}?${query}#device-photo`);
  try {
    const form = await request.formData();
    const bytes = form.get("intent") === "remove" ? null : (await photoPart(form)).bytes;
    await setEditorDevicePhoto(page.ctx.deps.database.db, storageOf(page.ctx.deps), id, bytes, editorActor(page, staff));
    return back(bytes ? "photo=saved" : "photo=removed");
  } catch (err) {
    if (err instanceof ProblemError && err.status !== 404)
      return back(`photoError=${encodeURIComponent(err.errors?.[0]?.message ?? "backoffice.photo.type")}`);
    throw err;
  }
}

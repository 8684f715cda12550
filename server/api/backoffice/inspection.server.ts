/**
 * `/api/backoffice/trades/{n}/…` for inspection (decision 0025): receive is in trades.server.ts;
 * here each device's inspection, the completion, photos and erasure certificates. Inspecting is
 * for inspectors (and admin); reading for any staff role.
 */
import { Hono, type Context } from "hono";
import type { StaffContext } from "../../../core/staff/index.server.ts";
import {
  addPhoto,
  completeInspection,
  inspectionInputSchema,
  inspectionsOf,
  recordInspection,
} from "../../../core/inspection/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { deviceRegisterFor } from "../../../core/device-register/index.server.ts";
import { getTradeByNumber, staffActor, tradeNumberOf } from "../../../core/trade/index.server.ts";
import type { TradeView } from "../../../core/trade/index.ts";
import { mailOrigin } from "../../config/config.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { readJson } from "../../http/problem.server.ts";
import { readFormBody } from "../../http/form-body.server.ts";
import { requireStaff } from "./auth.server.ts";
import { itemIdOf } from "../../http/path-params.server.ts";
import { certificateAnswer, tradePhotoAnswer } from "../../http/trade-files.server.ts";
import { storageOf } from "../../config/storage.server.ts";
import { certificateKeyOf } from "../../config/certificate-key.server.ts";

/** A trade number from the path ("SB-1234567", "sb1234567", the seven digits), else the same 404 as an unknown trade. */
function tradeNumberParam(raw: string): string {
  const tradeNumber = tradeNumberOf(raw);
  if (tradeNumber === null) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  return tradeNumber;
}

async function tradeOr404(db: Parameters<typeof getTradeByNumber>[0], raw: string): Promise<TradeView> {
  const trade = await getTradeByNumber(db, tradeNumberParam(raw));
  if (!trade) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  return trade;
}

/** The `photo` part of a multipart body, as bytes and declared type; 422 when there is none. */
export async function photoPart(form: FormData): Promise<{ bytes: Uint8Array; declaredType: string | null }> {
  const file = form.get("photo");
  if (!(file instanceof File))
    throw new ProblemError(422, "validation", undefined, [{ field: "photo", message: "backoffice.photo.missing" }]);
  return { bytes: new Uint8Array(await file.arrayBuffer()), declaredType: file.type || null };
}

/** What every inspector's change names: the database, the trade (from the path), the inspector as actor and now. */
function inspectorChange(c: Context<AppEnv>, staff: StaffContext) {
  const deps = c.get("deps");
  return {
    db: deps.database.db,
    tradeNumber: tradeNumberParam(c.req.param("tradeNumber") ?? ""),
    staff: staffActor(staff, "inspector", c.get("clientKey")),
    now: nowFrom(deps),
  };
}

export const backofficeInspectionApi = new Hono<AppEnv>()
  .get("/:tradeNumber/inspection", async (c) => {
    await requireStaff(c);
    const trade = await tradeOr404(c.get("deps").database.db, c.req.param("tradeNumber"));
    return c.json({
      tradeNumber: trade.tradeNumber,
      state: trade.state,
      items: await inspectionsOf(c.get("deps").database.db, trade.tradeId),
    });
  })
  .post("/:tradeNumber/items/:itemId/inspection", async (c) => {
    const staff = await requireStaff(c, "inspector");
    const itemId = itemIdOf(c.req.param("itemId"));
    const input = await readJson(c, inspectionInputSchema);
    const register = deviceRegisterFor(c.get("deps").config);
    const certificateKey = certificateKeyOf(c.get("deps"));
    return c.json(
      await recordInspection({ ...inspectorChange(c, staff), itemId, input, locale: c.get("locale"), register, certificateKey }),
    );
  })
  .post("/:tradeNumber/inspection/complete", async (c) => {
    const staff = await requireStaff(c, "inspector");
    const deps = c.get("deps");
    const result = await completeInspection({
      ...inspectorChange(c, staff),
      mailer: deps.mailer,
      originFor: (t) => mailOrigin(deps.config, t.edition),
      locale: c.get("locale"),
    });
    return c.json(result);
  })
  /** One photo of a device (multipart, part `photo`): JPEG/PNG/WebP/HEIC up to 10 MB, by content; stored without metadata. */
  .post("/:tradeNumber/items/:itemId/photos", async (c) => {
    const staff = await requireStaff(c, "inspector");
    const itemId = itemIdOf(c.req.param("itemId"));
    if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
      throw new ProblemError(415, "unsupported_image", "backoffice.photo.missing", [
        { field: "photo", message: "backoffice.photo.missing" },
      ]);
    }
    const deps = c.get("deps");
    const { bytes, declaredType } = await photoPart(await readFormBody(c.req.raw));
    const photo = await addPhoto({
      ...inspectorChange(c, staff),
      storage: storageOf(deps),
      itemId,
      bytes,
      declaredType,
      decodes: deps.photoDecodes,
    });
    return c.json(photo, 201);
  })
  .get("/:tradeNumber/photos/:photoId", async (c) => {
    await requireStaff(c);
    const trade = await tradeOr404(c.get("deps").database.db, c.req.param("tradeNumber"));
    return tradePhotoAnswer(c, trade.tradeId);
  })
  .get("/:tradeNumber/items/:itemId/certificate", async (c) => {
    await requireStaff(c);
    return certificateAnswer(c, await tradeOr404(c.get("deps").database.db, c.req.param("tradeNumber")));
  });

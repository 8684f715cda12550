/**
 * The catalog editor's device photo (decision 0104): one upload becomes the photo's AVIF and WebP
 * variants (storeDevicePhoto, decision 0030), shown wherever the device is (cards, suggestions,
 * device page, cart, mails); removing it brings the drawing back. Audited, and announced as a
 * catalog change so every instance's cached pages and drawings are dropped.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { devicePhotos, devices } from "../../db/schema/index.ts";
import { byActor, recordAudit } from "../audit/index.server.ts";
import { photoFallback, photoUrl, removeDevicePhoto, storeDevicePhoto, type StoredPhotoVariant } from "../catalog/index.server.ts";
import { announceChange } from "../changes/index.ts";
import { ProblemError } from "../shared/index.ts";
import type { FileStorage } from "../storage/index.server.ts";
import type { EditorActor } from "./editor.server.ts";

/** Stores (`bytes`) or removes (null) a device's photo; 404 for an unknown device, 415 for what sharp cannot read (or above 50 MP). */
export async function setEditorDevicePhoto(
  db: Db,
  storage: FileStorage,
  id: number,
  bytes: Uint8Array | null,
  actor: EditorActor,
): Promise<{ deviceId: number; photo: StoredPhotoVariant[] | null }> {
  const [device] = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, id));
  if (!device) throw new ProblemError(404, "not_found", "backoffice.catalog.error.deviceNotFound");
  let photo: StoredPhotoVariant[] | null = null;
  if (bytes) {
    try {
      photo = await storeDevicePhoto(db, storage, id, bytes);
    } catch {
      throw new ProblemError(415, "unsupported_image", "backoffice.photo.type", [{ field: "photo", message: "backoffice.photo.type" }]);
    }
  } else await removeDevicePhoto(db, storage, id);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await recordAudit(txDb, {
      ...byActor(actor),
      action: bytes ? "catalog.device.photo" : "catalog.device.photoRemoved",
      target: String(id),
      before: null,
      after: photo ? { keys: photo.map((v) => v.key) } : null,
    });
    await announceChange(txDb, "catalog");
  });
  return { deviceId: id, photo };
}

/** The address of a device's photo as the shop shows it (photoFallback), or null: the drawing shows. */
export async function editorDevicePhotoUrl(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ variants: devicePhotos.variants }).from(devicePhotos).where(eq(devicePhotos.deviceId, id));
  const shown = row ? photoFallback(row.variants) : null;
  return shown ? photoUrl(shown.key) : null;
}

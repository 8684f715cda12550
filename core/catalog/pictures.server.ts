/** The drawing of a device by its slug, for the picture route (decision 0030). */
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { devicePhotos } from "../../db/schema/index.ts";
import { rows } from "../shared/index.server.ts";
import { devicePictureSvg, pictureHash, type PictureSubject } from "./picture.ts";
import { photoFallback, photoUrl } from "./picture-view.ts";

/** The photo of each of these devices that has one, as DeviceView.image carries it (its fallback WebP's URL); for mails. */
export async function photoImagesOf(db: Db, deviceIds: number[]): Promise<Map<number, string>> {
  if (deviceIds.length === 0) return new Map();
  const found = await db
    .select()
    .from(devicePhotos)
    .where(inArray(devicePhotos.deviceId, [...new Set(deviceIds)]));
  return new Map(
    found.flatMap((row) => {
      const fallback = photoFallback(row.variants);
      return fallback ? [[row.deviceId, photoUrl(fallback.key)] as const] : [];
    }),
  );
}

export async function drawingBySlug(db: Db, slug: string): Promise<{ svg: string; hash: string } | null> {
  const [row] = await rows<{ category_id: string; manufacturer_id: string; manufacturer: string; model: string; release_year: number }>(
    db,
    sql`select d.category_id, d.manufacturer_id, m.name as manufacturer, d.model, d.release_year
      from devices d join manufacturers m on m.id = d.manufacturer_id where d.slug = ${slug}`,
  );
  if (!row) return null;
  const subject: PictureSubject = {
    categoryId: row.category_id,
    manufacturerId: row.manufacturer_id,
    manufacturer: row.manufacturer,
    model: row.model,
    releaseYear: Number(row.release_year),
  };
  return { svg: devicePictureSvg(subject), hash: pictureHash(subject) };
}

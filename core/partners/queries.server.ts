/** Reading partners and their stores (decision 0044). */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { partners, partnerStores } from "../../db/schema/index.ts";
import { isPartnerKeyFormat, type PartnerKind, type PartnerView } from "./rules.ts";

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerStore = typeof partnerStores.$inferSelect;

export const toPartnerView = (row: PartnerRow): PartnerView => ({
  id: row.id,
  key: row.key,
  name: row.name,
  kind: row.kind as PartnerKind,
  origins: [...row.origins],
  active: row.active,
});

/** The partner with this public key (active or not: callers decide; see `isAllowedOrigin`), or null. */
export async function partnerByKey(db: Db, key: string): Promise<PartnerView | null> {
  if (!isPartnerKeyFormat(key)) return null;
  const [row] = await db.select().from(partners).where(eq(partners.key, key)).limit(1);
  return row ? toPartnerView(row) : null;
}

export async function partnerById(db: Db, id: string): Promise<PartnerView | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row ? toPartnerView(row) : null;
}

/** A partner's stores by name (inactive ones too unless `activeOnly`). */
export async function storesOf(db: Db, partnerId: string, opts: { activeOnly?: boolean } = {}): Promise<PartnerStore[]> {
  return db
    .select()
    .from(partnerStores)
    .where(and(eq(partnerStores.partnerId, partnerId), opts.activeOnly ? eq(partnerStores.active, true) : undefined))
    .orderBy(asc(partnerStores.name), asc(partnerStores.id));
}

export async function storeById(db: Db, storeId: number): Promise<PartnerStore | null> {
  if (!Number.isSafeInteger(storeId) || storeId < 1 || storeId > 2_147_483_647) return null;
  const [row] = await db.select().from(partnerStores).where(eq(partnerStores.id, storeId)).limit(1);
  return row ?? null;
}

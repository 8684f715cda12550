/** Storing controlling events and client ids (decision 0008). */
import { randomBytes } from "node:crypto";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { clientIds, controllingEvents } from "../../db/schema/index.ts";
import type { EditionId } from "../editions/index.ts";
import type { ControllingEventInput } from "./schema.ts";
import type { ControllingEventName } from "./events.ts";

export async function insertControllingEvent(db: Db, edition: EditionId, input: ControllingEventInput): Promise<{ id: number }> {
  const params = input.params ? Object.fromEntries(Object.entries(input.params).filter(([, v]) => v !== undefined)) : null;
  const [row] = await db
    .insert(controllingEvents)
    .values({
      edition,
      clientId: input.clientId,
      applicationId: input.applicationId,
      url: input.url,
      eventName: input.eventName,
      conditionId: input.conditionId ?? null,
      currency: input.currency ?? null,
      deviceId: input.deviceId ?? null,
      revenueCents: input.revenue ?? null,
      productName: input.productName ?? null,
      offerId: input.offerId ?? null,
      tradeId: input.tradeId ?? null,
      category: input.category ?? null,
      voucherCode: input.voucherCode ?? null,
      voucherValueCents: input.voucherValue ?? null,
      params: params as Record<string, string> | null,
    })
    .returning({ id: controllingEvents.id });
  return { id: row!.id };
}

export type ControllingEventRow = typeof controllingEvents.$inferSelect;

/** Newest first; for reports and tests. */
export async function listControllingEvents(
  db: Db,
  filter: { edition?: EditionId; eventName?: ControllingEventName; clientId?: string; limit?: number } = {},
): Promise<ControllingEventRow[]> {
  const where: SQL[] = [];
  if (filter.edition) where.push(eq(controllingEvents.edition, filter.edition));
  if (filter.eventName) where.push(eq(controllingEvents.eventName, filter.eventName));
  if (filter.clientId) where.push(eq(controllingEvents.clientId, filter.clientId));
  return db
    .select()
    .from(controllingEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(controllingEvents.id))
    .limit(Math.min(filter.limit ?? 100, 1000));
}

/** A new unguessable client id: 256 random bits as 64 hex digits, stored. */
export async function createClientId(db: Db): Promise<string> {
  const hash = randomBytes(32).toString("hex");
  await db.insert(clientIds).values({ hash });
  return hash;
}

export async function clientIdExists(db: Db, hash: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(hash)) return false;
  const found = await db.select({ hash: clientIds.hash }).from(clientIds).where(eq(clientIds.hash, hash)).limit(1);
  return found.length > 0;
}

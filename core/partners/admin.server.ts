/**
 * Partners edited by staff (role admin; decision 0044): list, create, change, stores, and the
 * partners' API keys. Every write is audited in its transaction and announced (topic partners)
 * so every instance's caches of partners (the widget's frame-ancestors) drop it at once.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { partnerApiKeys, partners, partnerStores } from "../../db/schema/index.ts";
import { byStaff, recordAudit, type AuditEntry } from "../audit/index.server.ts";
import { announceChange } from "../changes/index.ts";
import { ProblemError } from "../shared/index.ts";
import { checkOrigins, type PartnerInput, type StoreInput } from "./admin.ts";
import { toPartnerView, type PartnerRow, type PartnerStore } from "./queries.server.ts";
import { API_KEY_PREFIX, API_KEY_SHOWN, isApiKeyFormat, type PartnerKind, type PartnerView } from "./rules.ts";

export interface PartnerActor {
  staff: { id: string; email: string };
  now: Date;
  clientKey?: string | null;
  /** `http://…localhost` origins are allowed (development). */
  allowLocalHttp: boolean;
}

export interface StaffPartner extends PartnerView {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  voucherValidityDays: number;
  voucherPrefix: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface PartnerListEntry extends StaffPartner {
  stores: number;
  activeKeys: number;
}

export interface ApiKeyView {
  id: number;
  keyPrefix: string;
  createdAt: Date;
  createdBy: string | null;
  revokedAt: Date | null;
}

export interface PartnerDetail extends StaffPartner {
  stores: PartnerStore[];
  apiKeys: ApiKeyView[];
}

/** Most API keys a partner may hold at once (one per till system; rotation keeps the count). */
export const MAX_ACTIVE_KEYS = 5;
/** Most stores per partner. */
export const MAX_STORES = 2000;

const staffView = (row: PartnerRow): StaffPartner => ({
  ...toPartnerView(row),
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  voucherValidityDays: row.voucherValidityDays,
  voucherPrefix: row.voucherPrefix,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const auditView = (p: StaffPartner) => ({
  key: p.key,
  name: p.name,
  kind: p.kind,
  origins: p.origins,
  contactName: p.contactName,
  contactEmail: p.contactEmail,
  contactPhone: p.contactPhone,
  voucherValidityDays: p.voucherValidityDays,
  voucherPrefix: p.voucherPrefix,
  active: p.active,
});

const storeAudit = (s: PartnerStore) => ({
  name: s.name,
  street: s.street,
  houseNumber: s.houseNumber,
  zip: s.zip,
  city: s.city,
  email: s.email,
  active: s.active,
});

const notFound = () => new ProblemError(404, "not_found", "backoffice.partners.error.notFound");

/** A new public partner key: 24 url-safe characters (144 random bits). */
export const newPartnerKey = (): string => randomBytes(18).toString("base64url");

/** Every partner by name with its store and active key counts (at most `limit`). */
export async function listPartners(db: Db, limit = 500): Promise<PartnerListEntry[]> {
  const rows = await db
    .select({
      partner: partners,
      stores: sql<number>`(select count(*)::int from partner_stores s where s.partner_id = "partners"."id")`,
      activeKeys: sql<number>`(select count(*)::int from partner_api_keys k where k.partner_id = "partners"."id" and k.revoked_at is null)`,
    })
    .from(partners)
    .orderBy(asc(partners.name), asc(partners.id))
    .limit(limit);
  return rows.map((r) => ({ ...staffView(r.partner), stores: Number(r.stores), activeKeys: Number(r.activeKeys) }));
}

export async function partnerDetail(db: Db, id: string): Promise<PartnerDetail | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  if (!row) return null;
  const stores = await db
    .select()
    .from(partnerStores)
    .where(eq(partnerStores.partnerId, id))
    .orderBy(asc(partnerStores.name), asc(partnerStores.id));
  const keys = await db
    .select({
      id: partnerApiKeys.id,
      keyPrefix: partnerApiKeys.keyPrefix,
      createdAt: partnerApiKeys.createdAt,
      createdBy: partnerApiKeys.createdBy,
      revokedAt: partnerApiKeys.revokedAt,
    })
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.partnerId, id))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id))
    .limit(50);
  return { ...staffView(row), stores, apiKeys: keys };
}

function columns(input: PartnerInput, actor: PartnerActor) {
  const checked = checkOrigins(input.origins, { allowLocalHttp: actor.allowLocalHttp });
  if (checked.errors.length) throw new ProblemError(422, "validation", undefined, checked.errors);
  return {
    name: input.name,
    kind: input.kind as PartnerKind,
    origins: checked.origins,
    contactName: input.contactName ?? "",
    contactEmail: input.contactEmail ?? "",
    contactPhone: input.contactPhone ?? "",
    voucherValidityDays: input.voucherValidityDays,
    voucherPrefix: input.voucherPrefix,
    active: input.active,
  };
}

/** Creates (`id` null, with a new key) or changes a partner; a broken origin is a 422 naming it, a missing partner 404. */
export async function savePartner(db: Db, id: string | null, input: PartnerInput, actor: PartnerActor): Promise<StaffPartner> {
  const values = columns(input, actor);
  return db.transaction(async (tx) => {
    let before: StaffPartner | null = null;
    let row: PartnerRow | undefined;
    if (id === null) {
      [row] = await tx
        .insert(partners)
        .values({ id: randomUUID(), key: newPartnerKey(), ...values, createdAt: actor.now, updatedAt: actor.now })
        .returning();
    } else {
      const [old] = await tx.select().from(partners).where(eq(partners.id, id)).for("update");
      if (!old) throw notFound();
      before = staffView(old);
      [row] = await tx
        .update(partners)
        .set({ ...values, updatedAt: actor.now })
        .where(eq(partners.id, id))
        .returning();
    }
    const after = staffView(row!);
    await audited(tx, actor, {
      action: id === null ? "partner.create" : "partner.update",
      target: `partner:${after.id}`,
      before: before ? auditView(before) : null,
      after: auditView(after),
    });
    return after;
  });
}

/** Writes the change to the audit log as the actor's, in the change's transaction, and announces that partners changed. */
async function audited(tx: Db, actor: PartnerActor, change: Pick<AuditEntry, "action" | "target" | "before" | "after">) {
  await recordAudit(tx, { ...byStaff({ ...actor.staff, clientKey: actor.clientKey }, actor.now), ...change });
  await announceChange(tx, "partners");
}

async function lockPartner(tx: Db, partnerId: string): Promise<PartnerRow> {
  const [row] = await tx.select().from(partners).where(eq(partners.id, partnerId)).for("update");
  if (!row) throw notFound();
  return row;
}

/** Adds (`storeId` null) or changes a store of the partner (deactivate: `active` false; stores are never deleted, trades refer to them). */
export async function saveStore(
  db: Db,
  partnerId: string,
  storeId: number | null,
  input: StoreInput,
  actor: PartnerActor,
): Promise<PartnerStore> {
  return db.transaction(async (tx) => {
    await lockPartner(tx, partnerId);
    let before: PartnerStore | null = null;
    let row: PartnerStore | undefined;
    if (storeId === null) {
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(partnerStores)
        .where(eq(partnerStores.partnerId, partnerId))) as [{ n: number }];
      if (Number(n) >= MAX_STORES) throw new ProblemError(409, "conflict", "backoffice.partners.error.tooManyStores");
      [row] = await tx
        .insert(partnerStores)
        .values({ partnerId, ...input, createdAt: actor.now })
        .returning();
    } else {
      const [old] = await tx
        .select()
        .from(partnerStores)
        .where(and(eq(partnerStores.id, storeId), eq(partnerStores.partnerId, partnerId)))
        .for("update");
      if (!old) throw new ProblemError(404, "not_found", "backoffice.partners.error.storeNotFound");
      before = old;
      [row] = await tx.update(partnerStores).set(input).where(eq(partnerStores.id, storeId)).returning();
    }
    await tx.update(partners).set({ updatedAt: actor.now }).where(eq(partners.id, partnerId));
    await audited(tx, actor, {
      action: storeId === null ? "partner.store.create" : "partner.store.update",
      target: `partner:${partnerId}/store:${row!.id}`,
      before: before ? storeAudit(before) : null,
      after: storeAudit(row!),
    });
    return row!;
  });
}

export const hashApiKey = (secret: string): string => createHash("sha256").update(secret, "utf8").digest("hex");

/** A new key: the secret (shown once, never stored) and its row. */
export interface CreatedApiKey extends ApiKeyView {
  secret: string;
}

async function insertKey(tx: Db, partnerId: string, actor: PartnerActor): Promise<CreatedApiKey> {
  const secret = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  const [row] = await tx
    .insert(partnerApiKeys)
    .values({
      partnerId,
      keyPrefix: secret.slice(0, API_KEY_SHOWN),
      keyHash: hashApiKey(secret),
      createdAt: actor.now,
      createdBy: actor.staff.email,
    })
    .returning();
  return { id: row!.id, keyPrefix: row!.keyPrefix, createdAt: row!.createdAt, createdBy: row!.createdBy, revokedAt: null, secret };
}

async function activeKeyCount(tx: Db, partnerId: string): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerApiKeys)
    .where(and(eq(partnerApiKeys.partnerId, partnerId), isNull(partnerApiKeys.revokedAt)));
  return Number(r?.n ?? 0);
}

const keyAudit = (k: ApiKeyView) => ({ id: k.id, keyPrefix: k.keyPrefix, revokedAt: k.revokedAt });

/** Creates an API key for the partner's tills; the answer holds the secret, the only time it is seen. */
export async function createApiKey(db: Db, partnerId: string, actor: PartnerActor): Promise<CreatedApiKey> {
  return db.transaction(async (tx) => {
    await lockPartner(tx, partnerId);
    if ((await activeKeyCount(tx, partnerId)) >= MAX_ACTIVE_KEYS)
      throw new ProblemError(409, "conflict", "backoffice.partners.error.tooManyKeys");
    const key = await insertKey(tx, partnerId, actor);
    await audited(tx, actor, {
      action: "partner.apiKey.create",
      target: `partner:${partnerId}/apiKey:${key.id}`,
      before: null,
      after: keyAudit(key),
    });
    return key;
  });
}

async function revokeIn(tx: Db, partnerId: string, keyId: number, now: Date): Promise<ApiKeyView> {
  const [old] = await tx
    .select()
    .from(partnerApiKeys)
    .where(and(eq(partnerApiKeys.id, keyId), eq(partnerApiKeys.partnerId, partnerId)))
    .for("update");
  if (!old) throw new ProblemError(404, "not_found", "backoffice.partners.error.keyNotFound");
  if (old.revokedAt) throw new ProblemError(409, "conflict", "backoffice.partners.error.keyRevoked");
  await tx.update(partnerApiKeys).set({ revokedAt: now }).where(eq(partnerApiKeys.id, keyId));
  return { id: old.id, keyPrefix: old.keyPrefix, createdAt: old.createdAt, createdBy: old.createdBy, revokedAt: now };
}

/** Revokes a key: from the commit on, it authenticates nothing. */
export async function revokeApiKey(db: Db, partnerId: string, keyId: number, actor: PartnerActor): Promise<ApiKeyView> {
  return db.transaction(async (tx) => {
    await lockPartner(tx, partnerId);
    const revoked = await revokeIn(tx, partnerId, keyId, actor.now);
    await audited(tx, actor, {
      action: "partner.apiKey.revoke",
      target: `partner:${partnerId}/apiKey:${keyId}`,
      before: keyAudit({ ...revoked, revokedAt: null }),
      after: keyAudit(revoked),
    });
    return revoked;
  });
}

/** Rotation: a new key and the old one revoked, in one transaction (the old stops working at once). */
export async function rotateApiKey(db: Db, partnerId: string, keyId: number, actor: PartnerActor): Promise<CreatedApiKey> {
  return db.transaction(async (tx) => {
    await lockPartner(tx, partnerId);
    const revoked = await revokeIn(tx, partnerId, keyId, actor.now);
    const key = await insertKey(tx, partnerId, actor);
    await audited(tx, actor, {
      action: "partner.apiKey.rotate",
      target: `partner:${partnerId}/apiKey:${keyId}`,
      before: keyAudit({ ...revoked, revokedAt: null }),
      after: { revoked: keyAudit(revoked), created: keyAudit(key) },
    });
    return key;
  });
}

/** The partner a till's secret belongs to: a key not revoked, of an active partner; else null. */
export async function partnerForApiKey(db: Db, secret: string): Promise<{ partner: PartnerView; keyId: number } | null> {
  if (!isApiKeyFormat(secret)) return null;
  const [row] = await db
    .select({ partner: partners, keyId: partnerApiKeys.id })
    .from(partnerApiKeys)
    .innerJoin(partners, eq(partners.id, partnerApiKeys.partnerId))
    .where(and(eq(partnerApiKeys.keyHash, hashApiKey(secret)), isNull(partnerApiKeys.revokedAt)))
    .limit(1);
  if (!row || !row.partner.active) return null;
  return { partner: toPartnerView(row.partner), keyId: row.keyId };
}

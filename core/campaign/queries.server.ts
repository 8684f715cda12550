/** Campaigns in the database (decision 0028): the running ones of an edition, one by id, a new one. */
import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { campaigns, categoryTexts, manufacturers } from "../../db/schema/index.ts";
import { announceChange } from "../changes/index.ts";
import type { EditionId } from "../editions/index.ts";
import { toCents } from "../shared/index.ts";
import type { Campaign } from "./rules.ts";

type CampaignRow = typeof campaigns.$inferSelect;

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    edition: row.edition as EditionId,
    name: row.name,
    categoryIds: row.categoryIds,
    manufacturerIds: row.manufacturerIds,
    kind: row.kind === "fixed" ? "fixed" : "percent",
    percent: row.percent === null ? null : Number(row.percent),
    fixedCents: row.fixedCents,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

/** The edition's campaigns running at `now` (the app clock's), ending first first. */
export async function activeCampaigns(db: Db, edition: EditionId, now: Date): Promise<Campaign[]> {
  const list = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.edition, edition), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)))
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id));
  return list.map(toCampaign);
}

export async function campaignById(db: Db, id: number): Promise<Campaign | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row ? toCampaign(row) : null;
}

/** A running campaign with what it applies to by name, in the edition's language (the home banner). */
export interface CampaignWithScope extends Campaign {
  categoryNames: string[];
  manufacturerNames: string[];
}

export async function withScopeNames(db: Db, edition: EditionId, list: readonly Campaign[]): Promise<CampaignWithScope[]> {
  const categoryIds = [...new Set(list.flatMap((c) => c.categoryIds))];
  const manufacturerIds = [...new Set(list.flatMap((c) => c.manufacturerIds))];
  const [cats, makers] = await Promise.all([
    categoryIds.length
      ? db
          .select({ id: categoryTexts.categoryId, name: categoryTexts.name })
          .from(categoryTexts)
          .where(and(eq(categoryTexts.edition, edition), inArray(categoryTexts.categoryId, categoryIds)))
      : [],
    manufacturerIds.length
      ? db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).where(inArray(manufacturers.id, manufacturerIds))
      : [],
  ]);
  const name = (found: { id: string; name: string }[], id: string) => found.find((x) => x.id === id)?.name ?? id;
  return list.map((c) => ({
    ...c,
    categoryNames: c.categoryIds.map((id) => name(cats, id)),
    manufacturerNames: c.manufacturerIds.map((id) => name(makers, id)),
  }));
}

export interface NewCampaign {
  edition: EditionId;
  name: string;
  categoryIds?: string[];
  manufacturerIds?: string[];
  /** Percent of the offer price (0–100, at most two decimals). */
  percent?: number;
  /** A fixed amount in cents. */
  fixedCents?: number;
  startsAt: Date;
  endsAt: Date;
}

/** Stores a campaign (seed, tests, operator scripts): exactly one of percent and fixedCents. */
export async function createCampaign(db: Db, input: NewCampaign): Promise<Campaign> {
  const hasPercent = input.percent !== undefined;
  if (hasPercent === (input.fixedCents !== undefined)) throw new RangeError("a campaign has a percent or a fixed amount");
  if (hasPercent && !(input.percent! > 0 && input.percent! <= 100)) throw new RangeError("percent must be above 0 and at most 100");
  if (!hasPercent && !(Number.isSafeInteger(input.fixedCents) && input.fixedCents! > 0))
    throw new RangeError("fixedCents must be a positive integer");
  if (!(input.endsAt > input.startsAt)) throw new RangeError("a campaign ends after it starts");
  const [row] = await db
    .insert(campaigns)
    .values({
      edition: input.edition,
      name: input.name,
      categoryIds: input.categoryIds ?? [],
      manufacturerIds: input.manufacturerIds ?? [],
      kind: hasPercent ? "percent" : "fixed",
      percent: hasPercent ? (toCents(input.percent!) / 100).toFixed(2) : null,
      fixedCents: hasPercent ? null : input.fixedCents!,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    })
    .returning();
  // pages keep the edition's campaigns in memory (cached.server.ts): they learn of the new one
  await announceChange(db, "campaigns");
  return toCampaign(row!);
}

/** Every campaign of the edition, past and future too, with its scope's names (for the pages' cache). */
export async function editionCampaigns(db: Db, edition: EditionId): Promise<CampaignWithScope[]> {
  const list = await db.select().from(campaigns).where(eq(campaigns.edition, edition)).orderBy(asc(campaigns.endsAt), asc(campaigns.id));
  return withScopeNames(db, edition, list.map(toCampaign));
}

/**
 * Campaigns edited by staff (role catalog; admin): list with use counts, create, change, end now,
 * delete an unused one. Every write is audited in its transaction and announced (topic campaigns)
 * so every instance's pages show it at once. The rules: ./admin.ts.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { campaigns, categories, manufacturers, offers } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { announceChange } from "../changes/index.ts";
import type { EditionId } from "../editions/index.ts";
import { ProblemError, toCents } from "../shared/index.ts";
import { campaignChangeRefusal, campaignPhase, type CampaignInput, type CampaignPhase } from "./admin.ts";
import { toCampaign } from "./queries.server.ts";
import { campaignFirstDay, campaignLastDay, campaignWindow, editionDay, type Campaign } from "./rules.ts";

export interface StaffCampaign extends Campaign {
  firstDay: string;
  lastDay: string;
  phase: CampaignPhase;
  /** Offers made with this campaign (each keeps its terms). */
  offers: number;
}

export interface CampaignActor {
  staff: { id: string; email: string };
  now: Date;
  clientKey?: string | null;
}

function staffView(c: Campaign, offerCount: number, now: Date): StaffCampaign {
  const firstDay = campaignFirstDay(c, c.edition);
  const lastDay = campaignLastDay(c, c.edition);
  return { ...c, firstDay, lastDay, phase: campaignPhase(c, now), offers: offerCount };
}

async function offerCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: offers.campaignId, n: sql<number>`count(*)::int` })
    .from(offers)
    .where(inArray(offers.campaignId, ids))
    .groupBy(offers.campaignId);
  return new Map(found.map((r) => [Number(r.id), Number(r.n)]));
}

/** Every campaign (of one edition, or all), newest end first, at most `limit`. */
export async function listStaffCampaigns(db: Db, now: Date, edition?: EditionId, limit = 200): Promise<StaffCampaign[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(edition ? eq(campaigns.edition, edition) : undefined)
    .orderBy(desc(campaigns.endsAt), desc(campaigns.id))
    .limit(limit);
  const counts = await offerCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => staffView(toCampaign(r), counts.get(r.id) ?? 0, now));
}

export async function staffCampaign(db: Db, id: number, now: Date): Promise<StaffCampaign | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  if (!row) return null;
  return staffView(toCampaign(row), (await offerCounts(db, [id])).get(id) ?? 0, now);
}

const notFound = () => new ProblemError(404, "not_found", "backoffice.campaigns.error.notFound");
const invalid = (field: string, message: string) => new ProblemError(422, "validation", undefined, [{ field, message }]);

/** The scope's ids must exist: a typo would otherwise make a campaign that applies to nothing. */
async function checkScope(db: Db, input: CampaignInput) {
  if (input.categoryIds.length) {
    const found = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds));
    if (found.length !== new Set(input.categoryIds).size) throw invalid("categoryIds", "backoffice.campaigns.error.unknownCategory");
  }
  if (input.manufacturerIds.length) {
    const found = await db.select({ id: manufacturers.id }).from(manufacturers).where(inArray(manufacturers.id, input.manufacturerIds));
    if (found.length !== new Set(input.manufacturerIds).size)
      throw invalid("manufacturerIds", "backoffice.campaigns.error.unknownManufacturer");
  }
}

function columns(input: CampaignInput) {
  const window = campaignWindow(input.edition, input.firstDay, input.lastDay);
  return {
    edition: input.edition,
    name: input.name,
    categoryIds: [...new Set(input.categoryIds)],
    manufacturerIds: [...new Set(input.manufacturerIds)],
    kind: input.kind,
    percent: input.kind === "percent" ? (toCents(input.percent!) / 100).toFixed(2) : null,
    fixedCents: input.kind === "fixed" ? toCents(input.amount!) : null,
    startsAt: window.startsAt,
    endsAt: window.endsAt,
  };
}

const auditView = (c: Campaign | StaffCampaign) => ({
  edition: c.edition,
  name: c.name,
  categoryIds: c.categoryIds,
  manufacturerIds: c.manufacturerIds,
  kind: c.kind,
  percent: c.percent,
  fixedCents: c.fixedCents,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
});

/** Creates (`id` null) or changes a campaign; refused changes are 422 with the field, a missing campaign 404. */
export async function saveCampaign(db: Db, id: number | null, input: CampaignInput, actor: CampaignActor): Promise<StaffCampaign> {
  const saved = await db.transaction(async (tx) => {
    await checkScope(tx, input);
    let before: Campaign | null = null;
    if (id !== null) {
      const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
      if (!row) throw notFound();
      before = toCampaign(row);
    }
    const refusal = campaignChangeRefusal(
      before && {
        edition: before.edition,
        firstDay: campaignFirstDay(before, before.edition),
        startsAt: before.startsAt,
        endsAt: before.endsAt,
      },
      input,
      editionDay(input.edition, actor.now),
      actor.now,
    );
    if (refusal) throw invalid(refusal.field, refusal.message);
    const values = columns(input);
    const [row] =
      id === null
        ? await tx.insert(campaigns).values(values).returning()
        : await tx.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
    const after = toCampaign(row!);
    await recordAudit(tx, {
      ...byStaff({ ...actor.staff, clientKey: actor.clientKey }, actor.now),
      action: id === null ? "campaign.create" : "campaign.update",
      target: `campaign:${after.id}`,
      before: before ? auditView(before) : null,
      after: auditView(after),
    });
    await announceChange(tx, "campaigns");
    return after;
  });
  return (await staffCampaign(db, saved.id, actor.now))!;
}

/** Ends a running campaign now: offers made from now on get no bonus from it. */
export async function endCampaign(db: Db, id: number, actor: CampaignActor): Promise<StaffCampaign> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) throw notFound();
    const before = toCampaign(row);
    if (!(row.startsAt <= actor.now && actor.now < row.endsAt))
      throw new ProblemError(409, "campaign_not_running", "backoffice.campaigns.error.notRunning");
    await tx
      .update(campaigns)
      .set({ endsAt: actor.now })
      .where(and(eq(campaigns.id, id)));
    await recordAudit(tx, {
      ...byStaff({ ...actor.staff, clientKey: actor.clientKey }, actor.now),
      action: "campaign.end",
      target: `campaign:${id}`,
      before: auditView(before),
      after: { ...auditView(before), endsAt: actor.now.toISOString() },
    });
    await announceChange(tx, "campaigns");
  });
  return (await staffCampaign(db, id, actor.now))!;
}

/** Deletes a campaign that no offer used; a used one is history (409: end it instead). */
export async function deleteCampaign(db: Db, id: number, actor: CampaignActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) throw notFound();
    const [used] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.campaignId, id)).limit(1);
    if (used) throw new ProblemError(409, "campaign_used", "backoffice.campaigns.error.used");
    await tx.delete(campaigns).where(eq(campaigns.id, id));
    await recordAudit(tx, {
      ...byStaff({ ...actor.staff, clientKey: actor.clientKey }, actor.now),
      action: "campaign.delete",
      target: `campaign:${id}`,
      before: auditView(toCampaign(row)),
      after: null,
    });
    await announceChange(tx, "campaigns");
  });
}

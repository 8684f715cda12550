/**
 * The edition's campaigns for the shop's pages (the home banner, the device page's running
 * price), kept in memory per database and edition (decision 0049): a handful of rows that every
 * such page read from the database before. Which of them run is chosen per request at the app
 * clock's now (`isCampaignRunning`), so a campaign starts and ends on time without a reload. A campaign
 * or catalog change on any instance (core/changes, decision 0036) drops them at once, else after
 * a minute. Offers keep reading the running campaigns fresh (core/offer).
 */
import type { Db } from "../../db/client.server.ts";
import { onChange } from "../changes/index.ts";
import type { EditionId } from "../editions/index.ts";
import { ttlCache, type TtlCache } from "../shared/index.ts";
import { editionCampaigns, type CampaignWithScope } from "./queries.server.ts";
import { isCampaignRunning } from "./rules.ts";

export const CAMPAIGN_CACHE_TTL_MS = 60_000;

let perDatabase = new WeakMap<Db, TtlCache<EditionId, CampaignWithScope[]>>();

/** Forgets every database's campaigns (a campaign, or the names of its scope, changed). */
export function clearCampaignCaches(): void {
  perDatabase = new WeakMap();
}
onChange(["campaigns", "catalog"], clearCampaignCaches);

/** The edition's campaigns running at `now`, with their scope's names, ending first first. */
export async function cachedRunningCampaigns(db: Db, edition: EditionId, now: Date): Promise<CampaignWithScope[]> {
  let cache = perDatabase.get(db);
  if (!cache) perDatabase.set(db, (cache = ttlCache(CAMPAIGN_CACHE_TTL_MS)));
  // loaded ending first first, as activeCampaigns orders them
  return (await cache.get(edition, () => editionCampaigns(db, edition))).filter((c) => isCampaignRunning(c, now));
}

/**
 * The stale-offer job (decision 0068): once a day the worker deletes the offers that expired more
 * than STALE_OFFER_DAYS ago and that nothing refers to — no trade line, no inspection's new offer,
 * no clarification item (the tables whose foreign keys point at offers). An offer that went into
 * a trade is the trade's record and stays. A recurring job in the jobs table: the worker's sweep
 * enqueues one per UTC day (unique key), so several instances run it once.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { enqueueDailyJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { rows } from "../shared/index.server.ts";
import { STALE_OFFER_DAYS } from "./types.ts";

export const OFFER_CLEANUP_JOB = "offer.cleanup";
const DAY_MS = 86_400_000;
/** Offers deleted per statement: short row locks, and other work gets its turn between batches. */
const BATCH = 500;

/** Offers whose validity ended before this instant are stale at `now`. */
export function staleOfferCutoff(now: Date): Date {
  return new Date(now.getTime() - STALE_OFFER_DAYS * DAY_MS);
}

/**
 * Deletes the stale offers at `now` that nothing refers to, in batches; answers how many went.
 * Each batch locks its rows (`FOR UPDATE SKIP LOCKED`): a row another transaction holds (a trade
 * or an inspection locking or referring to it) is left for the next run.
 */
export async function deleteStaleOffers(db: Db, now: Date, batch = BATCH): Promise<number> {
  const cutoff = staleOfferCutoff(now).toISOString();
  let total = 0;
  for (;;) {
    const deleted = await rows<{ id: string }>(
      db,
      sql`delete from offers where id in (
          select o.id from offers o
          where o.valid_until < ${cutoff}::timestamptz
            and not exists (select 1 from trade_lines l where l.offer_id = o.id)
            and not exists (select 1 from trade_inspections i where i.new_offer_id = o.id)
            and not exists (select 1 from clarification_items c where c.old_offer_id = o.id or c.new_offer_id = o.id)
          order by o.valid_until, o.id
          limit ${batch}::int
          for update of o skip locked
        )
        returning id`,
    );
    total += deleted.length;
    if (deleted.length < batch) return total;
  }
}

/** Schedules today's cleanup run (once per UTC day, whoever asks first). */
export function scheduleOfferCleanup(db: JobExecutor, now: Date): Promise<boolean> {
  return enqueueDailyJob(db, OFFER_CLEANUP_JOB, now);
}

export const offerJobHandlers: Record<string, (job: ClaimedJob, ctx: { db: Db; now: Date }) => Promise<void>> = {
  async [OFFER_CLEANUP_JOB](_job, ctx) {
    await deleteStaleOffers(ctx.db, ctx.now);
  },
};

/**
 * The deadline jobs of a trade (decision 0024): scheduled in the transaction that creates the
 * trade, once per trade (unique keys), and by a sweep for trades made before the jobs existed.
 */
import { sql } from "drizzle-orm";
import type { EditionId } from "../editions/index.ts";
import { enqueueJob, enqueueJobs, type JobExecutor, type NewJob } from "../jobs/index.server.ts";
import { rows } from "../shared/index.server.ts";
import { tradeDeadlines } from "./deadlines.ts";

/** A reminder more than this late is left out: one reminder on day 7 or none. */
export const REMINDER_STALE_MS = 24 * 3600 * 1000;

export const TRADE_JOBS = {
  parcelReminder: "trade.parcelReminder",
  expire: "trade.expire",
} as const;

export const tradeJobKey = (tradeId: number, what: keyof typeof TRADE_JOBS) => `trade:${tradeId}:${what}`;

/**
 * The deadline jobs of a trade: the parcel reminder (day 7) and the expiry (end of day 30). A
 * reminder whose day has already gone by (a trade found by the sweep) is left out: one reminder
 * on day 7 or none.
 */
function tradeDeadlineJobs(trade: { tradeId: number; edition: EditionId; createdAt: Date }, now: Date): NewJob[] {
  const due = tradeDeadlines(trade.createdAt, trade.edition);
  const payload = { tradeId: trade.tradeId };
  const reminder: NewJob[] =
    due.parcelReminderAt.getTime() + REMINDER_STALE_MS > now.getTime()
      ? [{ kind: TRADE_JOBS.parcelReminder, payload, runAt: due.parcelReminderAt, uniqueKey: tradeJobKey(trade.tradeId, "parcelReminder") }]
      : [];
  return [...reminder, { kind: TRADE_JOBS.expire, payload, runAt: due.expiresAt, uniqueKey: tradeJobKey(trade.tradeId, "expire") }];
}

/** Schedules the parcel reminder and the expiry of a trade, each once. */
export async function scheduleTradeDeadlines(
  db: JobExecutor,
  trade: { tradeId: number; edition: EditionId; createdAt: Date },
  now: Date,
): Promise<void> {
  for (const job of tradeDeadlineJobs(trade, now)) await enqueueJob(db, job);
}

/**
 * The sweep: schedules the deadline jobs of every `created` trade that has no expiry job yet
 * (trades from before this change). Idempotent; returns how many trades it scheduled. One insert
 * per batch of trades (decision 0136: a bulk load's 150,000 created trades in seconds, not minutes).
 */
export async function scheduleMissingDeadlines(db: JobExecutor, now: Date, batch = 1000): Promise<number> {
  let total = 0;
  // on from the last batch's highest id: every batch reads new trades, not the ones before again
  let after = 0;
  for (;;) {
    const missing = await rows<{ id: number; edition: EditionId; created_at: string | Date }>(
      db,
      sql`select t.id, t.edition, t.created_at from trades t
        where t.state = 'created' and t.id > ${after}::int
          and not exists (select 1 from jobs j where j.unique_key = 'trade:' || t.id::text || ':expire')
        order by t.id limit ${batch}::int`,
    );
    after = Number(missing.at(-1)?.id ?? after);
    await enqueueJobs(
      db,
      missing.flatMap((t) => tradeDeadlineJobs({ tradeId: Number(t.id), edition: t.edition, createdAt: new Date(t.created_at) }, now)),
    );
    total += missing.length;
    if (missing.length < batch) return total;
  }
}

import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Background jobs (decision 0024): rows claimed with `FOR UPDATE SKIP LOCKED`, so they survive
 * restarts and run once however many instances run. `unique_key` schedules a job once (a second
 * enqueue with the key is a no-op, also after the job has run). States: pending → running →
 * done, or back to pending with a later `run_at` (retry with backoff), or dead after
 * `max_attempts`. A running job whose `locked_until` has passed (its instance died) is claimed again.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
    uniqueKey: text("unique_key"),
    /** pending | running | done | dead */
    state: text("state").notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_unique_key").on(t.uniqueKey),
    index("jobs_due").on(t.runAt).where(sql`state = 'pending'`),
    index("jobs_running").on(t.lockedUntil).where(sql`state = 'running'`),
  ],
);

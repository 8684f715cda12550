import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The dashboard's rollups (issue 29, decision 0092): what `trade_events` says per UTC hour, kept up
 * to date by triggers on `trade_events` (migration 0037: a row trigger on insert, a rebuild after a
 * delete, truncate or a change of an event's time or state), so the dashboard sums at most 30 days ×
 * 24 hours × editions × states rows instead of every event of the last 30 days.
 */
export const tradeEventHours = pgTable(
  "trade_event_hours",
  {
    /** The UTC hour the events fell in (its start). */
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    edition: text("edition").notNull(),
    state: text("state").notNull(),
    /** Trades that reached `state` in that hour (a trade reaches each state at most once). */
    trades: integer("trades").notNull(),
    /** Their devices (the lines' quantities); counted for `received` only, 0 otherwise. */
    devices: integer("devices").notNull(),
    /** For `inspected`: how many of these trades went on to a clarification; 0 otherwise. */
    clarified: integer("clarified").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.edition, t.state] })],
);

/** Trades paid per UTC hour by the whole hours from their parcel's arrival (`received`) to the payment. */
export const tradePaidHours = pgTable(
  "trade_paid_hours",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    edition: text("edition").notNull(),
    hoursToPaid: integer("hours_to_paid").notNull(),
    trades: integer("trades").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.edition, t.hoursToPaid] })],
);

import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Messages sent through the contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    subject: text("subject").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    tradeNumber: text("trade_number"),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The back office's inbox (issue 14, decision 0041): open | answered. */
    status: text("status").notNull().default("open"),
    /** The staff's answer as mailed, when and by whom (staff id). */
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by"),
  },
  (t) => [index("contact_messages_status_created").on(t.status, t.createdAt), index("contact_messages_email").on(sql`lower(${t.email})`)],
);

/** Fixed-window counters shared by every app instance (rate limits). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window").on(t.windowStart)],
);

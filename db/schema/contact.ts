import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Messages sent through the contact form. */
export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  edition: text("edition").notNull(),
  subject: text("subject").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  tradeNumber: text("trade_number"),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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

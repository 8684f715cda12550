import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tradeReturns } from "./clarification.ts";
import { trades } from "./trade.ts";

/**
 * Carrier shipments (decision 0042): the shipping label of a trade (one per trade) and the return
 * label of a returned device (one per return), made once by the carrier and kept: carrier,
 * tracking number and the label PDF's core/storage key. A row is `pending` while its carrier call
 * runs or when the call's outcome is unknown (time-out); `attempted_at` tells when a stale claim
 * may be tried again. Without carrier settings no row is made (the development label).
 */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    /** shipping | return */
    kind: text("kind").notNull(),
    /** The return this label is for; null for the shipping label. */
    tradeReturnId: integer("trade_return_id").references(() => tradeReturns.id, { onDelete: "cascade" }),
    /** DHL | UPS */
    carrier: text("carrier").notNull(),
    /** pending | created */
    state: text("state").notNull(),
    trackingNumber: text("tracking_number"),
    /** core/storage key of the label PDF. */
    labelKey: text("label_key"),
    /** When the current attempt started. */
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(1),
    /** When the carrier made the shipment. */
    createdAt: timestamp("created_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("shipments_shipping_label").on(t.tradeId).where(sql`kind = 'shipping'`),
    uniqueIndex("shipments_return_label").on(t.tradeReturnId),
    index("shipments_trade").on(t.tradeId),
  ],
);

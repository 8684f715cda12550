import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { offers, tradeLines, trades } from "./trade.ts";

/**
 * Clarifications (decision 0026): after inspection, when a device is worse than the customer said,
 * the trade gets one clarification with the findings and a new offer per differing device. The
 * customer accepts each new offer or asks for the device back; after 14 days undecided devices go
 * back free of charge. `id` is the link's secret (32 random bytes, base64url).
 */
export const clarifications = pgTable(
  "clarifications",
  {
    id: text("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    /** open | answered | expired */
    state: text("state").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    /** When the last device was decided (by the customer or by the deadline). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("clarifications_trade").on(t.tradeId)],
);

/** One row per device (trade line) that differs: old and new offer, findings, the customer's answer. */
export const clarificationItems = pgTable(
  "clarification_items",
  {
    id: serial("id").primaryKey(),
    clarificationId: text("clarification_id")
      .notNull()
      .references(() => clarifications.id, { onDelete: "cascade" }),
    tradeLineId: integer("trade_line_id")
      .notNull()
      .references(() => tradeLines.id, { onDelete: "cascade" }),
    oldOfferId: text("old_offer_id")
      .notNull()
      .references(() => offers.id),
    /** The new offer; null when the device cannot be bought at all (it goes back). */
    newOfferId: text("new_offer_id").references(() => offers.id),
    /** {answers: [{questionId, questionCode?, expected, found}], notes?, photos: [photo keys]} */
    findings: jsonb("findings").notNull(),
    /** accept | return | null (open) */
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** customer (signed in) | link (link holder) | system (no offer, or the day-14 deadline) */
    answeredBy: text("answered_by"),
  },
  (t) => [
    uniqueIndex("clarification_items_line").on(t.clarificationId, t.tradeLineId),
    uniqueIndex("clarification_items_new_offer").on(t.newOfferId),
    index("clarification_items_clarification").on(t.clarificationId),
  ],
);

/**
 * Devices that go back to the customer (declined, unbuyable, or undecided at the deadline): one row
 * per trade line; `returnedAt` and the carrier's tracking number once staff have sent it.
 */
export const tradeReturns = pgTable(
  "trade_returns",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    tradeLineId: integer("trade_line_id")
      .notNull()
      .references(() => tradeLines.id, { onDelete: "cascade" }),
    /** declined | no_offer | deadline */
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    trackingNumber: text("tracking_number"),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    /** The staff user who sent it (never shown to the customer). */
    returnedBy: text("returned_by"),
  },
  (t) => [uniqueIndex("trade_returns_line").on(t.tradeLineId), index("trade_returns_trade").on(t.tradeId)],
);

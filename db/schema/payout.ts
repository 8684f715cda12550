import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { trades } from "./trade.ts";

/**
 * Payout runs (issue 14, decision 0037): a run takes `payout_pending` trades (all, or by edition,
 * method, age), is made by one staff member and confirmed as sent by another (four eyes); its
 * items carry the amount in cents, the account as the file wrote it and the transfer's end-to-end
 * id. A trade is in at most one open run: the partial unique index on the items still `included`
 * (an open run's items are `included`; confirming makes them `paid`).
 */
export const payoutRuns = pgTable(
  "payout_runs",
  {
    id: serial("id").primaryKey(),
    /** The filters the run was made with: {edition?, method?, olderThanDays?}. */
    filters: jsonb("filters").notNull(),
    /** sepa | paypal; null = both. */
    method: text("method"),
    /** open | confirmed */
    state: text("state").notNull().default("open"),
    createdByStaffId: text("created_by_staff_id").notNull(),
    createdByEmail: text("created_by_email").notNull(),
    confirmedByStaffId: text("confirmed_by_staff_id"),
    confirmedByEmail: text("confirmed_by_email"),
    tradeCount: integer("trade_count").notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    /** The pain.001 message id of the run's SEPA file (SELLBACK-PR000042). */
    sepaMessageId: text("sepa_message_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payout_runs_message_id").on(t.sepaMessageId),
    index("payout_runs_created").on(t.createdAt),
    check("payout_runs_state", sql`${t.state} in ('open', 'confirmed')`),
    check("payout_runs_four_eyes", sql`${t.confirmedByStaffId} is null or ${t.confirmedByStaffId} <> ${t.createdByStaffId}`),
  ],
);

export const payoutRunItems = pgTable(
  "payout_run_items",
  {
    id: serial("id").primaryKey(),
    runId: integer("run_id")
      .notNull()
      .references(() => payoutRuns.id, { onDelete: "cascade" }),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id),
    tradeNumber: text("trade_number").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** sepa | paypal */
    method: text("method").notNull(),
    /** The account as the run's file has it (the file is the same at every download). */
    creditorName: text("creditor_name"),
    iban: text("iban"),
    bic: text("bic"),
    paypalEmail: text("paypal_email"),
    endToEndId: text("end_to_end_id").notNull(),
    /** included | paid | returned */
    state: text("state").notNull().default("included"),
    returnReason: text("return_reason"),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    returnedByStaffId: text("returned_by_staff_id"),
    /** When the customer gave a corrected account after the return (the trade may be paid again). */
    correctedAt: timestamp("corrected_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payout_run_items_end_to_end").on(t.endToEndId),
    uniqueIndex("payout_run_items_run_trade").on(t.runId, t.tradeId),
    // A trade is in at most one open run.
    uniqueIndex("payout_run_items_one_open").on(t.tradeId).where(sql`${t.state} = 'included'`),
    index("payout_run_items_trade").on(t.tradeId),
    check("payout_run_items_state", sql`${t.state} in ('included', 'paid', 'returned')`),
    check("payout_run_items_amount", sql`${t.amountCents} > 0`),
  ],
);

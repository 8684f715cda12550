import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { trades } from "./trade.ts";

/**
 * The records a used-goods dealer must keep of a paid trade (issue 30): the seller's name and
 * address, the ID document where one was taken (sealed as in seller_identifications), the devices
 * with their identifiers and amounts. Written when a trade is paid, kept apart from the account
 * (deleting the account leaves them), and deleted by the retention job once `keep_until` has
 * passed (the edition's retention period from the paid day).
 */
export const sellerRecords = pgTable(
  "seller_records",
  {
    id: serial("id").primaryKey(),
    /** The trade; null once the trade row itself is gone. */
    tradeId: integer("trade_id").references(() => trades.id, { onDelete: "set null" }),
    tradeNumber: text("trade_number").notNull(),
    edition: text("edition").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    /** id_card | passport | residence_permit | driving_licence; null when no document was taken (online trades). */
    documentType: text("document_type"),
    /** The document number, encrypted like seller_identifications'. */
    documentNumberSealed: text("document_number_sealed"),
    /** [{name, imei, serial, quantity, amountCents}] */
    devices: jsonb("devices").notNull(),
    totalCents: integer("total_cents").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    /** The end of the retention period; the job deletes the row after it. */
    keepUntil: timestamp("keep_until", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The purchase record PDF (issue 32, decision 0109) in storage, once written; it goes with the row. */
    purchaseRecordKey: text("purchase_record_key"),
    purchaseRecordAt: timestamp("purchase_record_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("seller_records_trade_number").on(t.tradeNumber), index("seller_records_keep_until").on(t.keepUntil)],
);

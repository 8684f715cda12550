import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { offers, tradeLines, trades } from "./trade.ts";

/**
 * Inspections (decision 0025): one row per device (trade line) as the inspector found it, the
 * re-pricing against the offer locked in the trade, the IMEI or serial, notes and the data
 * erasure with its certificate number. Recording again while the trade is `received` replaces it.
 */
export const tradeInspections = pgTable(
  "trade_inspections",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    tradeLineId: integer("trade_line_id")
      .notNull()
      .references(() => tradeLines.id, { onDelete: "cascade" }),
    /** The inspector's answers: [{questionId, answerId, questionCode, answerCode}]. */
    answers: jsonb("answers").notNull(),
    /** The answers that differ from the customer's: [{questionId, questionCode, question, expected, found, expectedText, foundText}]. */
    differences: jsonb("differences").notNull(),
    /** as_described | worse | no_offer */
    outcome: text("outcome").notNull(),
    /** The price the device is worth after inspection (the locked one unless worse; 0 without an offer). */
    priceCents: integer("price_cents").notNull(),
    /** The new offer of a worse device; null otherwise. */
    newOfferId: text("new_offer_id").references(() => offers.id),
    noOfferReasons: jsonb("no_offer_reasons").$type<string[] | null>(),
    imei: text("imei"),
    serial: text("serial"),
    /** The customer-facing addition to the findings (free text, shown to the customer as the inspector's words). */
    notes: text("notes"),
    /** Staff only: never shown to the customer (issue 29). */
    internalNote: text("internal_note"),
    /** nist_clear | nist_purge */
    erasureMethod: text("erasure_method").notNull(),
    erasureTool: text("erasure_tool").notNull(),
    /** passed | failed */
    erasureResult: text("erasure_result").notNull(),
    certificateNumber: text("certificate_number").notNull(),
    /** The inspector (staff id and e-mail as the certificate's operator). */
    staffId: text("staff_id").notNull(),
    staffEmail: text("staff_email").notNull(),
    inspectedAt: timestamp("inspected_at", { withTimezone: true }).notNull(),
    /**
     * The device register's check of the IMEI (issue 30): null = no check (register off, or no
     * IMEI) | pending (the register did not answer; a job retries, completion waits) | clear | blocked.
     */
    registerStatus: text("register_status"),
    /**
     * The higher price paid (issue 34): what today's price of the same answers and campaign rules
     * adds over the locked price, per device; 0 when it did not rise. price_cents includes it.
     */
    priceRiseCents: integer("price_rise_cents").notNull().default(0),
    /** The certificate's short public code for /verify/{code} (issue 34); null until issued. */
    verifyCode: text("verify_code"),
    /** Ed25519 signature (base64url) over the certificate's public facts; null until issued. */
    certificateSignature: text("certificate_signature"),
  },
  (t) => [
    uniqueIndex("trade_inspections_line").on(t.tradeLineId),
    uniqueIndex("trade_inspections_certificate").on(t.certificateNumber),
    uniqueIndex("trade_inspections_verify_code").on(t.verifyCode),
    index("trade_inspections_trade").on(t.tradeId),
  ],
);

/** Photos of a device, stored through core/storage (a web size and a thumbnail, EXIF and GPS removed). */
export const tradePhotos = pgTable(
  "trade_photos",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    tradeLineId: integer("trade_line_id")
      .notNull()
      .references(() => tradeLines.id, { onDelete: "cascade" }),
    webKey: text("web_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    /** image/webp */
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    staffId: text("staff_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("trade_photos_line").on(t.tradeLineId)],
);

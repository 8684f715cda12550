import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { devices } from "./catalog.ts";
import { offers } from "./trade.ts";

/**
 * What no trade-in shop has (issue 34): offers kept by mail with an expiry reminder, price alerts
 * with double opt-in, open figures per model and the calibration of questions against inspections.
 * The self-test's signed result lives on the offer (offers.self_test), the higher price and the
 * certificate's verification on the inspection (trade_inspections).
 */

/** "Send me this offer": one mail per request; the reminder two days before expiry only with consent. */
export const offerMails = pgTable(
  "offer_mails",
  {
    id: serial("id").primaryKey(),
    offerId: text("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    email: text("email").notNull(),
    /** The seller ticked "remind me before it expires". */
    reminderConsent: boolean("reminder_consent").notNull().default(false),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    /** valid_until − 2 days with consent; null without. */
    reminderDueAt: timestamp("reminder_due_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** Why no reminder went: used (the offer is in a trade) | expired | withdrawn (the link in the mail). */
    reminderSkipped: text("reminder_skipped"),
    /** sha256 of the token in the mail's "no reminder" link. */
    withdrawTokenHash: text("withdraw_token_hash").notNull(),
  },
  (t) => [
    index("offer_mails_offer").on(t.offerId),
    index("offer_mails_email").on(sql`lower(${t.email})`, t.sentAt),
    index("offer_mails_reminder_due")
      .on(t.reminderDueAt)
      .where(sql`${t.reminderDueAt} is not null and ${t.remindedAt} is null and ${t.reminderSkipped} is null`),
    uniqueIndex("offer_mails_withdraw").on(t.withdrawTokenHash),
  ],
);

/**
 * A price alert on a model in one edition: pending until the mailed link confirms it (double
 * opt-in), then active until today's price reaches the target (or rises at all: target null), when
 * one mail goes and it is fired. Unsubscribed by its own link.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The price wished for; null = any rise above price_at_start_cents. */
    targetCents: integer("target_cents"),
    /** Today's price when the alert was asked for. */
    priceAtStartCents: integer("price_at_start_cents").notNull(),
    /** pending | active | fired | unsubscribed | expired (never confirmed) */
    status: text("status").notNull(),
    /** sha256 of the token in the confirmation link. */
    confirmTokenHash: text("confirm_token_hash").notNull(),
    /** sha256 of the token in every mail's unsubscribe link. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    firedAt: timestamp("fired_at", { withTimezone: true }),
    firedPriceCents: integer("fired_price_cents"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("price_alerts_confirm").on(t.confirmTokenHash),
    uniqueIndex("price_alerts_unsubscribe").on(t.unsubscribeTokenHash),
    index("price_alerts_email").on(sql`lower(${t.email})`, t.status),
    index("price_alerts_active").on(t.edition, t.deviceId).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * Open figures per model (a catalog device, all editions), computed by a job from paid trades'
 * events and inspections; shown on the device page only from the threshold (MODEL_FIGURES_MIN_PAID).
 */
export const modelFigures = pgTable("model_figures", {
  deviceId: integer("device_id")
    .primaryKey()
    .references(() => devices.id, { onDelete: "cascade" }),
  /** Paid devices (trade lines of paid trades) the figures rest on. */
  paidCount: integer("paid_count").notNull(),
  /** Of those, paid at the offered price (inspected as described). */
  atOfferCount: integer("at_offer_count").notNull(),
  /** Median days from the parcel's receipt to the money sent (paid event), one decimal. */
  medianDaysToMoney: numeric("median_days_to_money", { precision: 6, scale: 1 }),
  /** The most common deduction the inspection found: question and answer codes, and how often. */
  topQuestionCode: text("top_question_code"),
  topAnswerCode: text("top_answer_code"),
  topDeductionCount: integer("top_deduction_count"),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
});

/**
 * Calibration (issue 34 §6): per question, the customer's answer against the inspector's, per
 * category, model family (series), and channel (shop | widget | store | business), aggregated by a
 * job. Agreement cells (same answer) are counted too, so the rate is cell / all of the answer.
 */
export const calibrationCells = pgTable(
  "calibration_cells",
  {
    categoryId: text("category_id").notNull(),
    seriesId: text("series_id").notNull(),
    channel: text("channel").notNull(),
    questionCode: text("question_code").notNull(),
    customerAnswerCode: text("customer_answer_code").notNull(),
    inspectorAnswerCode: text("inspector_answer_code").notNull(),
    /** same | overstated (the customer said better than found) | understated */
    direction: text("direction").notNull(),
    /** Inspected devices in the cell. */
    devices: integer("devices").notNull(),
    /** The money the differences moved, in cents (negative: paid less than offered). */
    movedCents: integer("moved_cents").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.categoryId, t.seriesId, t.channel, t.questionCode, t.customerAnswerCode, t.inspectorAnswerCode],
    }),
    index("calibration_cells_question").on(t.questionCode, t.categoryId),
  ],
);

/** Customers whose answers were overstated in several trades: for support to talk to, never acted on automatically. */
export const calibrationCustomers = pgTable(
  "calibration_customers",
  {
    /** The customer's id, or "email:" + the lower-cased e-mail of a guest. */
    customerKey: text("customer_key").primaryKey(),
    email: text("email").notNull(),
    customerId: text("customer_id"),
    /** Inspected trades, and those where at least one answer was overstated. */
    trades: integer("trades").notNull(),
    overstatedTrades: integer("overstated_trades").notNull(),
    movedCents: integer("moved_cents").notNull(),
    lastTradeAt: timestamp("last_trade_at", { withTimezone: true }).notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("calibration_customers_overstated").on(t.overstatedTrades)],
);

import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tradeReturns } from "./clarification.ts";
import { tradeLines, trades } from "./trade.ts";

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
    /**
     * The carrier product the label was made with (issue 30): standard (DHL Paket V01PAK, UPS
     * Standard) | retoure (DHL Retoure, UPS return service: the customer sends to us on our account).
     */
    service: text("service").notNull().default("standard"),
    /** The value insured with the label in cents (DHL additional insurance, UPS declared value); null = none booked (within the carrier's included cover). */
    insuredCents: integer("insured_cents"),
    /** The latest imported tracking status (issue 30): label | handed_over | in_transit | delivered | problem. */
    trackingStatus: text("tracking_status").notNull().default("label"),
    /** When the latest imported tracking event happened. */
    trackingEventAt: timestamp("tracking_event_at", { withTimezone: true }),
    /** When the carrier delivered the parcel (its delivered event). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** When the tracking job asks the carrier next; null = not polled (pending, delivered, or given up). */
    nextPollAt: timestamp("next_poll_at", { withTimezone: true }),
    /** Failed tracking calls in a row (the back-off's exponent); 0 after an answer. */
    pollFailures: integer("poll_failures").notNull().default(0),
  },
  (t) => [
    uniqueIndex("shipments_shipping_label").on(t.tradeId).where(sql`kind = 'shipping'`),
    uniqueIndex("shipments_return_label").on(t.tradeReturnId),
    index("shipments_trade").on(t.tradeId),
    index("shipments_next_poll").on(t.nextPollAt).where(sql`next_poll_at is not null`),
  ],
);

/**
 * Tracking events imported from the carriers (issue 30), one row per carrier event: status is
 * ours (handed_over | in_transit | delivered | problem | other), code and description the
 * carrier's (the description is the carrier's reason for a problem). The same event imported
 * twice is one row.
 */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    status: text("status").notNull(),
    /** The carrier's status code (DHL statusCode, UPS status.type + code). */
    code: text("code").notNull(),
    /** The carrier's text for the event, as the carrier wrote it. */
    description: text("description"),
    /** City and country of the event where the carrier names them. */
    location: text("location"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("shipment_events_once").on(t.shipmentId, t.occurredAt, t.code), index("shipment_events_shipment").on(t.shipmentId)],
);

/**
 * Device-register answers (issue 30, core/device-register): one row per answer of the register
 * for one device, at inspection or in a store before the voucher. result: clear | blocked;
 * finding (blocked only): lost | stolen | blocked; reference: the register's id for the lookup.
 */
export const deviceRegisterChecks = pgTable(
  "device_register_checks",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    tradeLineId: integer("trade_line_id")
      .notNull()
      .references(() => tradeLines.id, { onDelete: "cascade" }),
    /** inspection | store */
    context: text("context").notNull(),
    imei: text("imei").notNull(),
    provider: text("provider").notNull(),
    result: text("result").notNull(),
    finding: text("finding"),
    reference: text("reference"),
    /** The register's own words for the finding, as given (staff only). */
    details: jsonb("details"),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("device_register_checks_line").on(t.tradeLineId)],
);

import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Controlling and affiliate client ids (spec §7, §9; decision 0008).
 *
 * `controlling_events`: one row per POST /api/controlling/controlling. Money is integer cents.
 * `params` holds the tracked marketing parameters of a marketing_touchpoint (gclid … awc).
 */
export const controllingEvents = pgTable(
  "controlling_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    edition: text("edition").notNull(),
    clientId: text("client_id"),
    applicationId: text("application_id").notNull(),
    url: text("url").notNull(),
    eventName: text("event_name").notNull(),
    conditionId: text("condition_id"),
    currency: text("currency"),
    deviceId: text("device_id"),
    revenueCents: integer("revenue_cents"),
    productName: text("product_name"),
    offerId: text("offer_id"),
    tradeId: text("trade_id"),
    category: text("category"),
    voucherCode: text("voucher_code"),
    voucherValueCents: integer("voucher_value_cents"),
    params: jsonb("params").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("controlling_events_event_created").on(t.eventName, t.createdAt), index("controlling_events_client").on(t.clientId)],
);

/** Affiliate client ids handed out by GET /api/client-id (unguessable random hashes). */
export const clientIds = pgTable("client_ids", {
  hash: text("hash").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

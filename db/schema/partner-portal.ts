import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { partners, partnerStores } from "./partners.ts";
import { trades } from "./trade.ts";

/**
 * The agan store portal (issue 15, decision 0046): business-partner users (a partner's store staff
 * and managers, never customers, never staff), their one-time invite/reset tokens and sessions, and
 * the store shipments that carry a store's trades to the warehouse in one parcel.
 */

export const partnerUsers = pgTable(
  "partner_users",
  {
    /** A random UUID. */
    id: text("id").primaryKey(),
    partnerId: text("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** The store of a store_staff user; null for a partner manager (the whole chain). */
    storeId: integer("store_id").references(() => partnerStores.id),
    /** As typed; unique case-insensitively. */
    email: text("email").notNull(),
    displayName: text("display_name").notNull(),
    /** argon2id PHC string; null until the invite's link was used. */
    passwordHash: text("password_hash"),
    /** store_staff | partner_manager */
    roles: text("roles").array().notNull(),
    /** AES-256-GCM encrypted like the staff's (core/staff/totp.server.ts); never returned. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    totpLastStep: integer("totp_last_step"),
    active: boolean("active").notNull().default(true),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("partner_users_email").on(sql`lower(${t.email})`), index("partner_users_partner").on(t.partnerId)],
);

/** Invite and password-reset links: the token is stored as a sha256 hash, used once, short-lived. */
export const partnerUserTokens = pgTable(
  "partner_user_tokens",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => partnerUsers.id, { onDelete: "cascade" }),
    /** invite | reset */
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("partner_user_tokens_hash").on(t.tokenHash), index("partner_user_tokens_user").on(t.userId)],
);

/** A business partner's session (opaque token, sha256 at rest): 30 minutes idle, 10 hours in all, like staff. */
export const partnerSessions = pgTable(
  "partner_sessions",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => partnerUsers.id, { onDelete: "cascade" }),
    /** web (cookie on the agan host) | frame (header from the aganwidget frame's sessionStorage) */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("partner_sessions_token").on(t.tokenHash), index("partner_sessions_user").on(t.userId)],
);

/** A box of a store's trades on its way to the warehouse: open (trades added/removed), then closed with one label. */
export const storeShipments = pgTable(
  "store_shipments",
  {
    id: serial("id").primaryKey(),
    partnerId: text("partner_id")
      .notNull()
      .references(() => partners.id),
    storeId: integer("store_id")
      .notNull()
      .references(() => partnerStores.id),
    /** open | closed */
    state: text("state").notNull().default("open"),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [index("store_shipments_store").on(t.storeId, t.createdAt), index("store_shipments_partner").on(t.partnerId, t.createdAt)],
);

/** Which trades a store shipment carries: a trade travels in one shipment at most. */
export const storeShipmentTrades = pgTable(
  "store_shipment_trades",
  {
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => storeShipments.id, { onDelete: "cascade" }),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("store_shipment_trades_trade").on(t.tradeId), index("store_shipment_trades_shipment").on(t.shipmentId)],
);

/**
 * Seller identification of a store trade (issue 29): a used-goods dealer records who sold the device.
 * The document number is AES-256-GCM encrypted at rest and shown masked; the row is erased with the
 * trade's personal data under the retention rules (`erasedAt` set, number and masked number emptied).
 */
export const sellerIdentifications = pgTable("seller_identifications", {
  tradeId: integer("trade_id")
    .primaryKey()
    .references(() => trades.id, { onDelete: "cascade" }),
  /** id_card | passport | residence_permit | driving_licence */
  documentType: text("document_type").notNull(),
  /** Encrypted document number; null once erased. */
  documentNumberSealed: text("document_number_sealed"),
  /** e.g. "••••••4711"; null once erased. */
  documentNumberMasked: text("document_number_masked"),
  /** When the seller declared the device theirs to sell (the declaration of ownership). */
  declaredAt: timestamp("declared_at", { withTimezone: true }).notNull(),
  /** The partner user who checked the document. */
  recordedBy: text("recorded_by").notNull(),
  erasedAt: timestamp("erased_at", { withTimezone: true }),
});

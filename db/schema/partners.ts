import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { trades } from "./trade.ts";

/**
 * Partners (issue 15, decision 0044): retailers that embed the b2bWidget (kind "retail") and store
 * chains of the "old for new" portal (kind "agan"). The public key goes into `data-partner` and
 * `?partner=`; origins are the exact `scheme://host[:port]` that may frame the widget.
 */
export const partners = pgTable(
  "partners",
  {
    /** A random UUID. */
    id: text("id").primaryKey(),
    /** Public, url-safe (about 24 characters); unique. */
    key: text("key").notNull(),
    name: text("name").notNull(),
    /** retail | agan */
    kind: text("kind").notNull(),
    /** Exact origins (`https://shop.example:8443`) that may embed the widget. */
    origins: jsonb("origins").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    contactName: text("contact_name").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    /** How long a voucher of this partner is valid from its issue. */
    voucherValidityDays: integer("voucher_validity_days").notNull().default(730),
    /** Starts every voucher code of this partner (A–Z, 2–6 letters). */
    voucherPrefix: text("voucher_prefix").notNull().default("SB"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("partners_key").on(t.key), index("partners_name").on(t.name)],
);

/** An agan chain's stores: where walk-in trades are made and vouchers redeemed. */
export const partnerStores = pgTable(
  "partner_stores",
  {
    id: serial("id").primaryKey(),
    partnerId: text("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    /** Where clarifications for this store's trades go. */
    email: text("email").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("partner_stores_partner").on(t.partnerId)],
);

/**
 * A partner's API keys for its tills (voucher redemption). The secret is shown once at creation;
 * only its sha-256 is stored. A revoked key stops working at once.
 */
export const partnerApiKeys = pgTable(
  "partner_api_keys",
  {
    id: serial("id").primaryKey(),
    partnerId: text("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** The key's first characters, shown in lists ("sbp_AbC12345"). */
    keyPrefix: text("key_prefix").notNull(),
    /** sha-256 (hex) of the whole secret. */
    keyHash: text("key_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff user who made it. */
    createdBy: text("created_by"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("partner_api_keys_hash").on(t.keyHash), index("partner_api_keys_partner").on(t.partnerId)],
);

/** A store trade's value as a voucher of the partner's chain, redeemed once at a till. */
export const partnerVouchers = pgTable(
  "partner_vouchers",
  {
    /** Prefix + "-" + 12 characters of an unambiguous alphabet. */
    code: text("code").primaryKey(),
    partnerId: text("partner_id")
      .notNull()
      .references(() => partners.id),
    storeId: integer("store_id").references(() => partnerStores.id),
    tradeId: integer("trade_id").references(() => trades.id),
    amountCents: integer("amount_cents").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    /** The till's reference (receipt id) of the redemption. */
    redeemedRef: text("redeemed_ref"),
    /** issued | redeemed | void */
    state: text("state").notNull().default("issued"),
  },
  (t) => [
    index("partner_vouchers_partner").on(t.partnerId, t.issuedAt),
    index("partner_vouchers_store").on(t.storeId, t.issuedAt),
    uniqueIndex("partner_vouchers_trade").on(t.tradeId),
  ],
);

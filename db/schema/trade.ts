import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { campaigns } from "./campaign.ts";

/**
 * The sell flow: offers made on the server, vouchers, guest account numbers, trades with their
 * lines and state events, and idempotency keys of trade submissions (decision 0007).
 */

/** A server-made offer: device + answers → price, valid for 14 days. `id` is unguessable. */
export const offers = pgTable(
  "offers",
  {
    id: text("id").primaryKey(),
    edition: text("edition").notNull(),
    deviceId: integer("device_id").notNull(),
    /** [{questionId, answerId, questionCode, answerCode}] in question order. */
    answers: jsonb("answers").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** {basePriceCents, lines: [...]} */
    breakdown: jsonb("breakdown").notNull(),
    /** Reasons in the edition's language when an answer rules an offer out; null otherwise. */
    noOfferReasons: jsonb("no_offer_reasons").$type<string[] | null>(),
    condition: text("condition").notNull(),
    variant: text("variant").notNull(),
    /** Snapshot of the device as it was priced (name, slug, url, image, category, manufacturer). */
    device: jsonb("device").notNull(),
    /** The campaign the offer got when it was made (decision 0028); null = none. */
    campaignId: integer("campaign_id").references(() => campaigns.id),
    /** The campaign's terms as the offer got them: {id, name, kind, percent, fixedCents, endsAt}. */
    campaign: jsonb("campaign"),
    /** The campaign's bonus on top of price_cents; the offer's total is price_cents + campaign_bonus_cents. */
    campaignBonusCents: integer("campaign_bonus_cents").notNull().default(0),
    /** The b2bWidget/aganwidget partner whose widget made the offer (decision 0045); null = the shop itself. */
    partnerId: text("partner_id"),
    /**
     * The browser self-test's result as the server signed and verified it (issue 34): {deviceId,
     * checks: [{id, status}], hardware: {screenWidth, screenHeight, pixelRatio, platform}, at,
     * screenFits, signature}; null when the seller ran none.
     */
    selfTest: jsonb("self_test"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("offers_device").on(t.deviceId),
    // the campaigns page's offers per campaign (decision 0136): a seq scan of 1,000,000 offers before
    index("offers_campaign").on(t.campaignId).where(sql`campaign_id is not null`),
  ],
);

/**
 * Voucher codes (upper case), per edition: a percent or fixed bonus on the payout, with usage
 * limits (decision 0019): per customer e-mail (case-insensitive) and in total; null = no limit.
 * Uses are the trades that carry the code, counted under a lock on the voucher's row.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    code: text("code").notNull(),
    edition: text("edition").notNull(),
    /** percent | fixed */
    kind: text("kind").notNull(),
    percent: numeric("percent", { precision: 5, scale: 2 }),
    bonusCents: integer("bonus_cents"),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    active: boolean("active").notNull().default(true),
    /** Trades per customer e-mail that may use the code; null = any number. */
    maxUsesPerCustomer: integer("max_uses_per_customer").default(1),
    /** Trades in all that may use the code; null = any number. */
    maxUses: integer("max_uses"),
  },
  (t) => [primaryKey({ columns: [t.edition, t.code] })],
);

export const guestAccountSeq = pgSequence("guest_account_seq", { startWith: 10000001, minValue: 10000001 });

export const guestAccounts = pgTable("guest_accounts", {
  /** "G" + 8 digits from guest_account_seq. */
  guestAccountNumber: text("guest_account_number").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const tradeNumberSeq = pgSequence("trade_number_seq", { startWith: 1000001, minValue: 1000001 });

export const trades = pgTable(
  "trades",
  {
    id: serial("id").primaryKey(),
    /** "SB-" + 7 digits from trade_number_seq. */
    tradeNumber: text("trade_number").notNull().default(sql`'SB-' || lpad(nextval('trade_number_seq')::text, 7, '0')`),
    edition: text("edition").notNull(),
    mode: text("mode").notNull(),
    state: text("state").notNull(),
    /** The registered customer (accounts issue); no foreign key on purpose. */
    customerId: text("customer_id"),
    guestAccountNumber: text("guest_account_number"),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    paymentType: integer("payment_type").notNull(),
    /** sepa | paypal */
    paymentMethod: text("payment_method").notNull(),
    /** Stored in full for the payout; only the masked form ever leaves the server. */
    iban: text("iban"),
    /** The IBAN's last four characters for customer service's search (decision 0041); derived by the database. */
    ibanLast4: text("iban_last4").generatedAlwaysAs(sql`right(iban, 4)`),
    bic: text("bic"),
    accountHolder: text("account_holder"),
    paypalEmail: text("paypal_email"),
    voucherCode: text("voucher_code"),
    voucherBonusCents: integer("voucher_bonus_cents").notNull().default(0),
    subtotalCents: integer("subtotal_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    trackingToken: text("tracking_token").notNull(),
    partnerId: text("partner_id"),
    /** The agan store where a walk-in trade was made (partner_stores.id; decision 0046); null otherwise. */
    storeId: integer("store_id"),
    /** A business seller's trade (issue 33): the company (companies.id) and the accepted quote (b2b_quotes.id); null otherwise. */
    companyId: integer("company_id"),
    b2bQuoteId: integer("b2b_quote_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("trades_trade_number").on(t.tradeNumber),
    index("trades_customer").on(t.customerId),
    index("trades_state_created").on(t.state, t.createdAt),
    index("trades_voucher").on(t.edition, t.voucherCode),
    // The back office's trade queue (decision 0023): oldest first, by edition or partner, search by name and e-mail.
    index("trades_created").on(t.createdAt),
    index("trades_edition_state_created").on(t.edition, t.state, t.createdAt),
    index("trades_partner_created").on(t.partnerId, t.createdAt),
    index("trades_store_created").on(t.storeId, t.createdAt),
    index("trades_iban_last4").on(t.ibanLast4),
    index("trades_company_created").on(t.companyId, t.createdAt),
    index("trades_email_lower").on(sql`lower(${t.email})`),
    index("trades_search_trgm").using("gin", sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`),
    // What waits for its payout (decision 0136): the dashboard's and the payout page's sums per edition and method, index only.
    index("trades_payout_pending").on(t.edition, t.paymentMethod, t.createdAt, t.totalCents, t.id).where(sql`state = 'payout_pending'`),
    // Customer service's search (decision 0083) reads support_name and support_email, columns the database derives
    // (search_fold) with their trigram index trades_support_search: kept out of this schema on purpose (migration 0035).
  ],
);

export const tradeLines = pgTable(
  "trade_lines",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    offerId: text("offer_id")
      .notNull()
      .references(() => offers.id),
    deviceId: integer("device_id").notNull(),
    deviceName: text("device_name").notNull(),
    category: text("category").notNull(),
    manufacturer: text("manufacturer").notNull(),
    quantity: integer("quantity").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** The offer's campaign bonus per device (decision 0028), paid with the line: line_total = (price + bonus) × quantity. */
    campaignBonusCents: integer("campaign_bonus_cents").notNull().default(0),
    campaignId: integer("campaign_id").references(() => campaigns.id),
    /** The campaign's name as the customer saw it. */
    campaignName: text("campaign_name"),
    lineTotalCents: integer("line_total_cents").notNull(),
    answers: jsonb("answers").notNull(),
    condition: text("condition").notNull(),
    variant: text("variant").notNull(),
    /** A store trade's device as the clerk read it (decision 0084): normalized as the inspection's (core/inspection deviceIdentifier). */
    imei: text("imei"),
    serial: text("serial"),
    /** A business quote's grade (A–D) the line was priced with (decision 0117); null for the shop's questions. */
    grade: text("grade"),
    /**
     * Per-unit inspection (decision 0119): a line of quantity n is split at receipt into n lines of
     * quantity 1; the copies name the line they were split from (which keeps the offer's own row).
     */
    unitOfLineId: integer("unit_of_line_id"),
  },
  (t) => [
    index("trade_lines_trade").on(t.tradeId),
    /** An offer is used by one trade (decision 0019); a line's units (decision 0119) share their line's offer. */
    uniqueIndex("trade_lines_offer").on(t.offerId).where(sql`${t.unitOfLineId} is null`),
  ],
);

/** One row per state change: the customer's timeline. */
export const tradeEvents = pgTable(
  "trade_events",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Who: customer | staff | system | business_partner (decision 0024). */
    actor: text("actor").notNull(),
    /** The staff role (inspector, payout, …) or business partner role that acted; null for customer and system. */
    actorRole: text("actor_role"),
    /** The acting staff user, business partner user or customer id; never shown to the customer. */
    actorId: text("actor_id"),
    reason: text("reason"),
  },
  (t) => [
    index("trade_events_trade").on(t.tradeId, t.at),
    // The dashboard (decision 0043): the events of a time window, of one state or of all.
    index("trade_events_state_at").on(t.state, t.at),
    index("trade_events_at").on(t.at),
  ],
);

/**
 * One trade per Idempotency-Key, edition and caller, even under concurrent submits. `scope` is the
 * caller: the customer id, or "" for guests (whose request is told apart by `request_hash`, the
 * fingerprint of the body); decision 0019.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    edition: text("edition").notNull(),
    scope: text("scope").notNull().default(""),
    key: text("key").notNull(),
    tradeId: integer("trade_id").references(() => trades.id, { onDelete: "cascade" }),
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.edition, t.scope, t.key] })],
);

/**
 * The trades per edition, partner ('' for none), state and payout method (decision 0136), kept by
 * statement triggers on `trades` (migration 0042): the queue's counts per state for the whole
 * queue, an edition or a partner, and what waits for its payout on the dashboard and the payout
 * page, are sums over a few hundred rows instead of scans of every trade.
 * `trade_state_counts_rebuild()` recounts from `trades` (after a bulk load with the triggers off).
 */
export const tradeStateCounts = pgTable(
  "trade_state_counts",
  {
    edition: text("edition").notNull(),
    partnerId: text("partner_id").notNull(),
    state: text("state").notNull(),
    paymentMethod: text("payment_method").notNull(),
    trades: integer("trades").notNull(),
    /** Of those, the ones with a total above zero (a store voucher's trade pays nothing out). */
    pricedTrades: integer("priced_trades").notNull(),
    /** The sum of their totals. */
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.edition, t.partnerId, t.state, t.paymentMethod] })],
);

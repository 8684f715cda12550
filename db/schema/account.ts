import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Accounts and the customer area (issue 5, decision 0011): customers with their current address,
 * payout accounts and phone numbers; refresh tokens (hashed, in families) and one-time tokens
 * (activation, password reset; hashed); the shared store of the account rate limits.
 */

export const customerNumberSeq = pgSequence("customer_number_seq", { startWith: 2000001, minValue: 2000001 });

export const customers = pgTable(
  "customers",
  {
    /** A random UUID: the access token's subject. */
    id: text("id").primaryKey(),
    /** "C" + 7 digits, human readable, shown to the customer. */
    customerNumber: text("customer_number").notNull().default(sql`'C' || lpad(nextval('customer_number_seq')::text, 7, '0')`),
    /** Lower case. */
    email: text("email").notNull(),
    /** Lower case. */
    username: text("username").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    locale: text("locale").notNull(),
    edition: text("edition").notNull(),
    /** argon2id PHC string. */
    passwordHash: text("password_hash").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Set when the activation link was used; login is refused before. */
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    phone: text("phone"),
    birthdate: date("birthdate", { mode: "string" }),
    /** When the payout account was last changed (decision 0031): trades are flagged for the payout run for 24 hours after. */
    payoutChangedAt: timestamp("payout_changed_at", { withTimezone: true }),
    /** Terms and privacy accepted at registration (decision 0031): when, and which version. */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    termsVersion: text("terms_version"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_customer_number").on(t.customerNumber),
    uniqueIndex("customers_email").on(t.email),
    uniqueIndex("customers_username").on(t.username),
    // Customer service's search (decision 0083) reads support_name and support_email, columns the database derives
    // (search_fold) with their trigram index customers_support_search: kept out of this schema on purpose (migration 0035).
  ],
);

/** The one current address of a customer. */
export const customerAddresses = pgTable("customer_addresses", {
  customerId: text("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  street: text("street").notNull(),
  houseNumber: text("house_number").notNull(),
  zip: text("zip").notNull(),
  city: text("city").notNull(),
  country: text("country").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Payout accounts: bank (SEPA) or PayPal. The full IBAN never leaves the server. */
export const paymentAccounts = pgTable(
  "payment_accounts",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** bank | paypal */
    kind: text("kind").notNull(),
    iban: text("iban"),
    /** The IBAN's last four characters for customer service's search (decision 0041); derived by the database. */
    ibanLast4: text("iban_last4").generatedAlwaysAs(sql`right(iban, 4)`),
    bic: text("bic"),
    accountHolder: text("account_holder"),
    paypalEmail: text("paypal_email"),
    paymentType: text("payment_type").notNull().default("INVOICE"),
    isPrimary: boolean("is_primary").notNull().default(false),
    /** The customer number the account belongs to. */
    customerReference: text("customer_reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_accounts_customer").on(t.customerId), index("payment_accounts_iban_last4").on(t.ibanLast4)],
);

export const phoneContacts = pgTable(
  "phone_contacts",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** mobile | landline */
    kind: text("kind").notNull(),
    number: text("number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("phone_contacts_customer").on(t.customerId)],
);

/** Opaque refresh tokens, stored as sha256; rotated on every use; a family is one login. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: text("family_id").notNull(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    remember: boolean("remember").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("refresh_tokens_family").on(t.familyId), index("refresh_tokens_customer").on(t.customerId)],
);

/** One-time tokens (activation, activation identifier, password reset), stored as sha256. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** activation | identifier | password_reset */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("account_tokens_customer").on(t.customerId)],
);

/** rate-limiter-flexible's RateLimiterDrizzle store: one row per limited key. */
export const accountRateLimits = pgTable("account_rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

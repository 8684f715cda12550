import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Newsletter subscriptions (double opt-in) and B2B purchasing leads (decision 0010).
 * One subscription per e-mail and edition; `email_hash` is an HMAC of the e-mail with the server
 * secret, the stable id used in enrich and unsubscribe links. The confirmation token is stored
 * only as its SHA-256.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    email: text("email").notNull(),
    emailHash: text("email_hash").notNull(),
    /** pending | confirmed | unsubscribed */
    status: text("status").notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    firstName: text("first_name"),
    interests: jsonb("interests").$type<string[]>().notNull().default([]),
    birthdate: text("birthdate"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_edition").on(t.email, t.edition),
    uniqueIndex("newsletter_subscriptions_hash_edition").on(t.emailHash, t.edition),
    uniqueIndex("newsletter_subscriptions_token").on(t.confirmTokenHash),
  ],
);

/** Leads sent through the B2B landing page's form. */
export const b2bLeads = pgTable(
  "b2b_leads",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    company: text("company").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    deviceCount: integer("device_count").notNull(),
    categories: jsonb("categories").$type<string[]>().notNull(),
    message: text("message"),
    /** The pipeline (issue 33): new | contacted | quoted | won | lost. */
    status: text("status").notNull().default("new"),
    /** The staff user (account manager) who looks after the lead. */
    accountManagerId: text("account_manager_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("b2b_leads_created").on(t.createdAt), index("b2b_leads_status_created").on(t.status, t.createdAt)],
);

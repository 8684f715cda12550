import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Campaigns (decision 0028): a bonus on top of the offers of one edition made while the campaign
 * runs (starts_at ≤ now < ends_at), for the devices of its categories and manufacturers (empty
 * lists = every device). A percent bonus of the offer price, or a fixed amount. Offers keep the
 * campaign they got (offers.campaign_id and a snapshot); a campaign that an offer used is never deleted.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    /** Shown to customers, in the edition's language. */
    name: text("name").notNull(),
    /** Category ids ("smartphones"); [] = every category. */
    categoryIds: jsonb("category_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Manufacturer ids ("apple"); [] = every manufacturer. */
    manufacturerIds: jsonb("manufacturer_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** percent | fixed */
    kind: text("kind").notNull(),
    percent: numeric("percent", { precision: 5, scale: 2 }),
    fixedCents: integer("fixed_cents"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaigns_edition_ends").on(t.edition, t.endsAt)],
);

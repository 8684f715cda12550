import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { trades } from "./trade.ts";

/**
 * Customer reviews (decision 0034): after a trade is paid, its customer is invited by e-mail with
 * a single-use link (only the token's SHA-256 is stored). A review counts in the edition's seal
 * at once, whatever its score; its comment shows in the slider only after staff published it.
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("review_invitations_trade").on(t.tradeId), uniqueIndex("review_invitations_token").on(t.tokenHash)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    /** First name and the last name's initial ("Erika M."), never the e-mail address. */
    authorName: text("author_name").notNull(),
    /** The comment's state: none (no comment), pending, published, rejected. */
    commentStatus: text("comment_status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reviews_trade").on(t.tradeId),
    index("reviews_edition_status").on(t.edition, t.commentStatus, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

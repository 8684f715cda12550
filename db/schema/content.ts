import { pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** The content store (the spec's CMS): editorial pages per edition, written in Markdown. */
export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    key: text("key").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    markdown: text("markdown").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When staff last edited the page in the back office (decision 0040); the seed refresh leaves such pages alone. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("content_pages_edition_slug").on(t.edition, t.slug), uniqueIndex("content_pages_edition_key").on(t.edition, t.key)],
);

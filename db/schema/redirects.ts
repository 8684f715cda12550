import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Legacy URLs answered with a redirect (decisions.md "Routes"). */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    sourcePath: text("source_path").notNull(),
    target: text("target").notNull(),
    status: integer("status").notNull().default(301),
    /** Set by staff to allow an absolute https target on another host (decision 0040); otherwise the target is a path. */
    external: boolean("external").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("redirects_edition_source").on(t.edition, t.sourcePath)],
);

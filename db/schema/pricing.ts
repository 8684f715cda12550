import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { devices } from "./catalog.ts";

/**
 * Base-price administration (issue 14, decision 0038): a price CSV's parsed diff, kept between the
 * preview and the confirmation so the confirmation applies exactly what was shown, and the history
 * of every base price change (import or edit) per device and edition.
 */
export const priceImports = pgTable(
  "price_imports",
  {
    /** 16 random bytes, base64url. */
    id: text("id").primaryKey(),
    edition: text("edition").notNull(),
    staffId: text("staff_id"),
    staffEmail: text("staff_email"),
    fileName: text("file_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** sha256 of the edition's prices when the preview was made: the apply refuses if they differ now. */
    basisHash: text("basis_hash").notNull(),
    /** {total, changed, new, unchanged, unknown, rejected}. */
    counts: jsonb("counts").$type<Record<string, number>>().notNull(),
    /** Every row of the diff (kind, line, device, old and new cents, reason), as previewed. */
    rows: jsonb("rows").$type<unknown[]>().notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    appliedBy: text("applied_by"),
  },
  (t) => [index("price_imports_created").on(t.createdAt)],
);

export const priceHistory = pgTable(
  "price_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    /** Null: the device had no price in this edition before. */
    oldPriceCents: integer("old_price_cents"),
    newPriceCents: integer("new_price_cents").notNull(),
    /** import | edit */
    source: text("source").notNull(),
    importId: text("import_id").references(() => priceImports.id),
    staffId: text("staff_id"),
    staffEmail: text("staff_email"),
    /** Why a guarded change (beyond the allowed step or above the ceiling) was made (issue 29). */
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("price_history_device").on(t.deviceId, t.edition, t.at)],
);

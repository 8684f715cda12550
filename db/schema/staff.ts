import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The back office's people (issue 12, decision 0023): staff users, never customers, with roles,
 * an argon2id password, an optional (in production required) TOTP second factor and its recovery
 * codes; their sessions (web cookie and bearer refresh), kept here so every app instance sees them.
 */

export const staffUsers = pgTable(
  "staff_users",
  {
    /** A random UUID: the staff access token's subject. */
    id: text("id").primaryKey(),
    /** As typed; unique case-insensitively (index on lower(email)). */
    email: text("email").notNull(),
    displayName: text("display_name").notNull(),
    /** argon2id PHC string. */
    passwordHash: text("password_hash").notNull(),
    /** Any of inspector, payout, catalog, support, admin. */
    roles: text("roles").array().notNull(),
    /** The staff UI language: en | de. */
    language: text("language").notNull().default("en"),
    /** The TOTP secret, AES-256-GCM encrypted with a key from the session secret; never returned. */
    totpSecret: text("totp_secret"),
    /** Set when the secret was confirmed with a code: from then on every login needs a code. */
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last accepted TOTP time step: a code is accepted once. */
    totpLastStep: integer("totp_last_step"),
    active: boolean("active").notNull().default(true),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_users_email").on(sql`lower(${t.email})`)],
);

/** Ten one-time codes per enrolment, stored as sha256 hashes; a used code is marked, never reused. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_recovery_codes_code").on(t.staffId, t.codeHash)],
);

/**
 * A staff session: the web cookie's (kind "web") or a bearer client's refresh token (kind "api").
 * The token is opaque and stored as a sha256 hash (rotated on every refresh). Ends after 30
 * minutes without use or 10 hours in all, or at logout (ended_at).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The second factor was given at login (or the user has none, where that is allowed). */
    secondFactor: boolean("second_factor").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_sessions_token").on(t.tokenHash), index("staff_sessions_staff").on(t.staffId)],
);

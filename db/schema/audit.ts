import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The audit log (issue 12, decision 0023): every staff action with who, when, what, the target and
 * the state before and after. Append-only: the code has no update or delete path, and a trigger
 * (migration) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The staff user who acted; null for an unknown login name (failed login). */
    staffId: text("staff_id"),
    /** The staff e-mail at the time (kept when the user is renamed or gone). */
    staffEmail: text("staff_email"),
    /** e.g. "auth.login", "auth.login_failed", "totp.enrol", "trade.receive". */
    action: text("action").notNull(),
    /** What was acted on: "trade:SB-1000001", "staff:<id>". */
    target: text("target"),
    before: jsonb("before"),
    after: jsonb("after"),
    /** The client address key (as the rate limits see it). */
    clientKey: text("client_key"),
  },
  (t) => [index("audit_log_at").on(t.at), index("audit_log_staff_at").on(t.staffId, t.at), index("audit_log_action_at").on(t.action, t.at)],
);

/**
 * The back office's pure rules (decision 0023): staff roles and the role check, session expiry,
 * the staff UI languages and the development seed's names. No database, no secrets.
 */
/** account_manager (issue 33, decision 0123): looks after business sellers' leads, quotes and collections. */
export const STAFF_ROLES = ["inspector", "payout", "catalog", "support", "account_manager", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

/**
 * Whether a staff user holding `held` may do what needs one of `required`. No required role: any
 * staff user. `admin` holds every role.
 */
export function hasRole(held: readonly string[], required: readonly StaffRole[]): boolean {
  if (required.length === 0) return true;
  if (held.includes("admin")) return true;
  return required.some((role) => held.includes(role));
}

/** A session ends after 30 minutes without use… */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** …and after 10 hours in all. */
export const SESSION_TOTAL_SECONDS = 10 * 60 * 60;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
}

/** Whether a session may still be used at `now` (not logged out, not idle 30 min, not older than 10 h). */
export function sessionAlive(s: SessionTimes, now: Date): boolean {
  if (s.endedAt) return false;
  if (now.getTime() - s.lastSeenAt.getTime() >= SESSION_IDLE_SECONDS * 1000) return false;
  return now.getTime() - s.createdAt.getTime() < SESSION_TOTAL_SECONDS * 1000;
}

export const STAFF_LANGUAGES = ["en", "de"] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];
export const staffLanguage = (value: unknown): StaffLanguage => (value === "de" ? "de" : "en");

/** The development seed: one user per role, `{role}@staff.sellback.test` / `dev-{role}-password`. */
export const DEV_STAFF_DOMAIN = "staff.sellback.test";
export const devStaffEmail = (role: StaffRole) => `${role}@${DEV_STAFF_DOMAIN}`;
export const devStaffPassword = (role: StaffRole) => `dev-${role}-password`;

/** TOTP: 6 digits, 30-second steps, one step of clock drift either way (RFC 6238). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** Failed logins that the back office allows in 15 minutes: per staff account and per client address. */
export const STAFF_LOGIN_LIMITS = {
  perAccount: { perWindow: 10, windowSeconds: 15 * 60 },
  perAddress: { perWindow: 50, windowSeconds: 15 * 60 },
} as const;

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** A step that comes before any other work, and the back-office page where it is done. */
export type PendingStep = "password_change" | "totp_enrolment";
export const PENDING_PATHS: Readonly<Record<PendingStep, string>> = { password_change: "/password", totp_enrolment: "/security" };

/**
 * Staff accounts and sessions (decision 0023): login with password and second factor, sessions
 * for the web (cookie) and for bearer clients (refresh token + 5-minute access JWT with the back
 * office's own audience), TOTP enrolment with recovery codes, password change, creation and the
 * development seed. Every staff action here writes the audit log.
 */
import { createHash, randomInt, randomUUID } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { staffRecoveryCodes, staffSessions, staffUsers } from "../../db/schema/index.ts";
import {
  hashPassword,
  PRODUCTION_HASHING,
  verifyAgainstDummy,
  verifyPassword,
  type PasswordHashing,
  checkPassword,
  hashToken,
  isOpaqueToken,
  newOpaqueToken,
  signAccessToken,
  verifyAccessTokenClaims,
  ACCESS_TOKEN_SECONDS,
} from "../credentials/index.server.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { clearRateLimit, hitRateLimit, refuseWhenLimited } from "../rate-limit/index.server.ts";
import type { Clock } from "../shared/index.ts";
import { ProblemError } from "../shared/index.ts";
import {
  DEV_STAFF_DOMAIN,
  hasRole,
  sessionAlive,
  SESSION_TOTAL_SECONDS,
  STAFF_LOGIN_LIMITS,
  STAFF_ROLES,
  staffLanguage,
  type StaffLanguage,
  type StaffRole,
} from "./rules.ts";
import {
  checkTotp,
  decryptSecret,
  encryptSecret,
  enrolmentPicture,
  hashRecoveryCode,
  isRecoveryCodeShape,
  newRecoveryCodes,
  newTotpSecret,
} from "./totp.server.ts";

/** The audience of back-office access tokens: a customer token never verifies here, nor the reverse. */
export const STAFF_TOKEN_AUDIENCE = "sellback-backoffice";

export interface StaffEnv {
  db: Db;
  /** Encrypts TOTP secrets. */
  sessionSecret: string;
  jwtSecret: string;
  hashing?: PasswordHashing | undefined;
  clock: Clock;
  /** Production requires the second factor. */
  production: boolean;
  clientKey: string;
}

export type SessionKind = "web" | "api";

export interface StaffView {
  id: string;
  email: string;
  displayName: string;
  roles: StaffRole[];
  language: StaffLanguage;
  totpEnabled: boolean;
  mustChangePassword: boolean;
}

/** What a request knows about its staff user. `pending` names the step that must come first. */
export interface StaffContext {
  staff: StaffView;
  sessionId: string;
  kind: SessionKind;
  pending: "password_change" | "totp_enrolment" | null;
}

type StaffRow = typeof staffUsers.$inferSelect;

const view = (r: StaffRow): StaffView => ({
  id: r.id,
  email: r.email,
  displayName: r.displayName,
  roles: r.roles.filter((x): x is StaffRole => (STAFF_ROLES as readonly string[]).includes(x)),
  language: staffLanguage(r.language),
  totpEnabled: r.totpEnabledAt !== null,
  mustChangePassword: r.mustChangePassword,
});

function pendingOf(env: StaffEnv, staff: StaffView): StaffContext["pending"] {
  if (staff.mustChangePassword) return "password_change";
  if (env.production && !staff.totpEnabled) return "totp_enrolment";
  return null;
}

async function staffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffUsers).where(sql`lower(${staffUsers.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return row ?? null;
}

async function staffById(db: Db, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row ?? null;
}

const accountLimitKey = (staffId: string | undefined, email: string) =>
  `staff-login:${staffId ?? createHash("sha256").update(`sellback staff login v1|${email.trim().toLowerCase()}`).digest("base64url").slice(0, 32)}`;
const addressLimitKey = (clientKey: string) => `staff-login-address:${clientKey}`;

export interface LoginInput {
  email: string;
  password: string;
  /** A 6-digit TOTP code or a recovery code. */
  otp?: string | undefined;
}

export interface LoginResult {
  context: StaffContext;
  /** The opaque session token (web cookie) or refresh token (API). */
  token: string;
  /** API sessions only. */
  accessToken?: string;
  /** How many recovery codes are left, when one was just used. */
  recoveryCodesLeft?: number;
}

/**
 * Email + password (+ second factor when the user has one). Unknown user and wrong password give
 * the same 401; a missing code 401 "otp_required", a wrong one 401 "invalid_otp". Failures count
 * per account (10) and per client address (50) in 15 minutes; beyond → 429.
 */
export async function staffLogin(env: StaffEnv, input: LoginInput, kind: SessionKind): Promise<LoginResult> {
  const now = env.clock();
  const addressKey = addressLimitKey(env.clientKey);
  await refuseWhenLimited(env.db, addressKey, STAFF_LOGIN_LIMITS.perAddress, now);
  const row = await staffByEmail(env.db, input.email);
  const accountKey = accountLimitKey(row?.id, input.email);
  await refuseWhenLimited(env.db, accountKey, STAFF_LOGIN_LIMITS.perAccount, now);

  const fail = async (code: string, reason: string): Promise<never> => {
    await hitRateLimit(env.db, accountKey, STAFF_LOGIN_LIMITS.perAccount.perWindow, STAFF_LOGIN_LIMITS.perAccount.windowSeconds, now);
    await hitRateLimit(env.db, addressKey, STAFF_LOGIN_LIMITS.perAddress.perWindow, STAFF_LOGIN_LIMITS.perAddress.windowSeconds, now);
    await recordAudit(env.db, {
      at: now,
      staffId: row?.id ?? null,
      staffEmail: row?.email ?? null,
      action: "auth.login_failed",
      after: { reason, kind },
      clientKey: env.clientKey,
    });
    throw new ProblemError(401, code);
  };

  const passwordOk = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password, env.hashing ?? PRODUCTION_HASHING);
  if (!row || !passwordOk) return fail("invalid_credentials", "password");
  if (!row.active) throw new ProblemError(403, "account_disabled");

  let recoveryCodesLeft: number | undefined;
  if (row.totpEnabledAt && row.totpSecret) {
    const otp = (input.otp ?? "").trim();
    if (!otp) throw new ProblemError(401, "otp_required");
    if (isRecoveryCodeShape(otp)) {
      const [used] = await env.db
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, row.id),
            eq(staffRecoveryCodes.codeHash, hashRecoveryCode(otp)),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      if (!used) return fail("invalid_otp", "recovery_code");
      const [left] = await env.db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, row.id), isNull(staffRecoveryCodes.usedAt)));
      recoveryCodesLeft = Number(left?.n ?? 0);
      await recordAudit(env.db, {
        ...byStaff({ ...row, clientKey: env.clientKey }, now),
        action: "totp.recovery_code_used",
        after: { left: recoveryCodesLeft },
      });
    } else {
      const step = await checkTotp(decryptSecret(env.sessionSecret, row.totpSecret), otp, now, row.totpLastStep);
      if (step === null) return fail("invalid_otp", "totp");
      // A code is accepted once: the step only moves forward (two logins racing with one code: one wins).
      const [claimed] = await env.db
        .update(staffUsers)
        .set({ totpLastStep: step })
        .where(and(eq(staffUsers.id, row.id), sql`(${staffUsers.totpLastStep} is null or ${staffUsers.totpLastStep} < ${step})`))
        .returning({ id: staffUsers.id });
      if (!claimed) return fail("invalid_otp", "totp_reused");
    }
  }

  await clearRateLimit(env.db, accountKey);
  const staff = view(row);
  const token = newOpaqueToken();
  const sessionId = randomUUID();
  await env.db.insert(staffSessions).values({
    id: sessionId,
    tokenHash: hashToken(token),
    staffId: row.id,
    kind,
    secondFactor: staff.totpEnabled,
    createdAt: now,
    lastSeenAt: now,
  });
  await recordAudit(env.db, {
    ...byStaff({ ...row, clientKey: env.clientKey }, now),
    action: "auth.login",
    target: `session:${sessionId}`,
    after: { kind, secondFactor: staff.totpEnabled },
  });
  const context: StaffContext = { staff, sessionId, kind, pending: pendingOf(env, staff) };
  return {
    context,
    token,
    ...(kind === "api" ? { accessToken: await staffAccessToken(env, row.id, sessionId, now) } : {}),
    ...(recoveryCodesLeft !== undefined ? { recoveryCodesLeft } : {}),
  };
}

const staffAccessToken = (env: StaffEnv, staffId: string, sessionId: string, now: Date) =>
  signAccessToken(env.jwtSecret, staffId, now, ACCESS_TOKEN_SECONDS, { audience: STAFF_TOKEN_AUDIENCE, claims: { sid: sessionId } });

async function contextOf(env: StaffEnv, session: typeof staffSessions.$inferSelect): Promise<StaffContext | null> {
  const row = await staffById(env.db, session.staffId);
  if (!row || !row.active) return null;
  const staff = view(row);
  return { staff, sessionId: session.id, kind: session.kind === "api" ? "api" : "web", pending: pendingOf(env, staff) };
}

/**
 * The web session of a cookie token: alive (30 min idle, 10 h in all), its user active. Each use
 * moves the idle deadline on.
 */
export async function readWebSession(env: StaffEnv, token: string | null | undefined): Promise<StaffContext | null> {
  if (!isOpaqueToken(token)) return null;
  const now = env.clock();
  const [session] = await env.db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!session || session.kind !== "web" || !sessionAlive(session, now)) return null;
  await env.db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, session.id));
  return contextOf(env, session);
}

/**
 * The staff user of a bearer access token (the back office's audience only): its session not
 * logged out and not past 10 hours, its user active.
 */
export async function readBearer(env: StaffEnv, accessToken: string | null | undefined): Promise<StaffContext | null> {
  const now = env.clock();
  const claims = await verifyAccessTokenClaims(env.jwtSecret, accessToken, STAFF_TOKEN_AUDIENCE, now);
  if (!claims || typeof claims.sid !== "string") return null;
  const [session] = await env.db.select().from(staffSessions).where(eq(staffSessions.id, claims.sid)).limit(1);
  if (!session || session.staffId !== claims.sub || session.endedAt) return null;
  if (now.getTime() - session.createdAt.getTime() >= SESSION_TOTAL_SECONDS * 1000) return null;
  return contextOf(env, session);
}

/** A new access token and a new refresh token (the old one is used up); 401 when the session ended or idled out. */
export async function refreshStaff(
  env: StaffEnv,
  refreshToken: string | null | undefined,
): Promise<{ accessToken: string; refreshToken: string }> {
  const invalid = new ProblemError(401, "invalid_refresh_token");
  if (!isOpaqueToken(refreshToken)) throw invalid;
  const now = env.clock();
  const oldHash = hashToken(refreshToken);
  const [found] = await env.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, oldHash)).limit(1);
  if (!found || found.kind !== "api" || !sessionAlive(found, now)) throw invalid;
  const next = newOpaqueToken();
  // Rotation: only the request that swaps the hash wins; a second use of the same token finds nothing.
  const [session] = await env.db
    .update(staffSessions)
    .set({ tokenHash: hashToken(next), lastSeenAt: now })
    .where(and(eq(staffSessions.id, found.id), eq(staffSessions.tokenHash, oldHash)))
    .returning();
  if (!session || !(await contextOf(env, session))) throw invalid;
  return { accessToken: await staffAccessToken(env, session.staffId, session.id, now), refreshToken: next };
}

/** Ends a session (logout); written to the audit log. */
export async function endStaffSession(env: StaffEnv, context: StaffContext): Promise<void> {
  const now = env.clock();
  await env.db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.id, context.sessionId), isNull(staffSessions.endedAt)));
  await recordAudit(env.db, {
    ...byStaff({ ...context.staff, clientKey: env.clientKey }, now),
    action: "auth.logout",
    target: `session:${context.sessionId}`,
  });
}

// ── second factor ─────────────────────────────────────────────────────────────────────────────

export interface Enrolment {
  /** The base32 secret to type into an app by hand. */
  secret: string;
  uri: string;
  qrSvg: string;
}

/** Starts (or restarts) enrolment: a new secret, stored encrypted until it is confirmed. 409 when TOTP is already on. */
export async function startTotpEnrolment(env: StaffEnv, context: StaffContext): Promise<Enrolment> {
  if (context.staff.totpEnabled) throw new ProblemError(409, "totp_already_enabled");
  const secret = newTotpSecret();
  const now = env.clock();
  await env.db
    .update(staffUsers)
    .set({ totpSecret: encryptSecret(env.sessionSecret, secret), updatedAt: now })
    .where(eq(staffUsers.id, context.staff.id));
  await recordAudit(env.db, {
    ...byStaff({ ...context.staff, clientKey: env.clientKey }, now),
    action: "totp.enrol_start",
    target: `staff:${context.staff.id}`,
  });
  return { secret, ...(await enrolmentPicture(secret, context.staff.email)) };
}

/** The started, not yet confirmed enrolment (its picture again), else null. */
export async function pendingEnrolment(env: StaffEnv, context: StaffContext): Promise<Enrolment | null> {
  const row = await staffById(env.db, context.staff.id);
  if (!row || row.totpEnabledAt || !row.totpSecret) return null;
  const secret = decryptSecret(env.sessionSecret, row.totpSecret);
  return { secret, ...(await enrolmentPicture(secret, row.email)) };
}

/**
 * Confirms the started enrolment with a code from the app: TOTP is on from now, the session
 * counts as second-factor, and the answer holds the ten recovery codes (shown once).
 */
export async function confirmTotpEnrolment(env: StaffEnv, context: StaffContext, code: string): Promise<{ recoveryCodes: string[] }> {
  const row = await staffById(env.db, context.staff.id);
  if (!row) throw new ProblemError(401, "unauthorized");
  if (row.totpEnabledAt) throw new ProblemError(409, "totp_already_enabled");
  if (!row.totpSecret) throw new ProblemError(409, "totp_not_started");
  const now = env.clock();
  const step = await checkTotp(decryptSecret(env.sessionSecret, row.totpSecret), code.trim(), now, null);
  if (step === null) throw new ProblemError(422, "invalid_otp", undefined, [{ field: "code", message: "backoffice.security.codeWrong" }]);
  const recoveryCodes = newRecoveryCodes();
  await env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.update(staffUsers).set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now }).where(eq(staffUsers.id, row.id));
    await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
    await db.insert(staffRecoveryCodes).values(recoveryCodes.map((c) => ({ staffId: row.id, codeHash: hashRecoveryCode(c) })));
    await db.update(staffSessions).set({ secondFactor: true }).where(eq(staffSessions.id, context.sessionId));
    await recordAudit(db, {
      ...byStaff({ ...row, clientKey: env.clientKey }, now),
      action: "totp.enrol",
      target: `staff:${row.id}`,
      before: { totp: false },
      after: { totp: true, recoveryCodes: recoveryCodes.length },
    });
  });
  return { recoveryCodes };
}

// ── password, language ────────────────────────────────────────────────────────────────────────

/**
 * Ends every live session of a staff user (web cookies, refresh tokens, and with them their access
 * tokens, which check the session) except `keep`, the one that made the change. Answers how many.
 */
async function endOtherSessions(db: Db, staffId: string, now: Date, keep: string | null): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt), keep ? ne(staffSessions.id, keep) : undefined))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/**
 * Changes the password (the current one is checked) and clears the forced change. A wrong current
 * password counts as a failed login of the account and the client address (STAFF_LOGIN_LIMITS);
 * at the limit every attempt is 429, also with the right one. The change ends every other session
 * and bearer token of the user; the session that made it stays.
 */
export async function changeStaffPassword(env: StaffEnv, context: StaffContext, current: string, next: string): Promise<void> {
  const row = await staffById(env.db, context.staff.id);
  if (!row) throw new ProblemError(401, "unauthorized");
  const now = env.clock();
  const addressKey = addressLimitKey(env.clientKey);
  const accountKey = accountLimitKey(row.id, row.email);
  await refuseWhenLimited(env.db, addressKey, STAFF_LOGIN_LIMITS.perAddress, now);
  await refuseWhenLimited(env.db, accountKey, STAFF_LOGIN_LIMITS.perAccount, now);
  const problem = checkPassword(next);
  if (problem) throw new ProblemError(422, "validation", undefined, [{ field: "newPassword", message: problem }]);
  if (!(await verifyPassword(row.passwordHash, current))) {
    await hitRateLimit(env.db, accountKey, STAFF_LOGIN_LIMITS.perAccount.perWindow, STAFF_LOGIN_LIMITS.perAccount.windowSeconds, now);
    await hitRateLimit(env.db, addressKey, STAFF_LOGIN_LIMITS.perAddress.perWindow, STAFF_LOGIN_LIMITS.perAddress.windowSeconds, now);
    await recordAudit(env.db, {
      ...byStaff({ ...row, clientKey: env.clientKey }, now),
      action: "auth.password_change_failed",
      target: `session:${context.sessionId}`,
      after: { reason: "current_password" },
    });
    throw new ProblemError(422, "validation", undefined, [{ field: "currentPassword", message: "backoffice.password.currentWrong" }]);
  }
  if (current === next)
    throw new ProblemError(422, "validation", undefined, [{ field: "newPassword", message: "backoffice.password.same" }]);
  const passwordHash = await hashPassword(next, env.hashing ?? PRODUCTION_HASHING);
  await env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.update(staffUsers).set({ passwordHash, mustChangePassword: false, updatedAt: now }).where(eq(staffUsers.id, row.id));
    const sessionsEnded = await endOtherSessions(db, row.id, now, context.sessionId);
    await recordAudit(db, {
      ...byStaff({ ...row, clientKey: env.clientKey }, now),
      action: "auth.password_change",
      target: `staff:${row.id}`,
      before: { mustChangePassword: row.mustChangePassword },
      after: { mustChangePassword: false, sessionsEnded },
    });
  });
  await clearRateLimit(env.db, accountKey);
}

export interface StaffAccessChange {
  /** The new roles (at least one). */
  roles?: StaffRole[] | undefined;
  /** false deactivates (no login, no session), true activates again. */
  active?: boolean | undefined;
}

/**
 * Changes a staff user's roles or active flag (`npm run staff:update`). A role change or a
 * deactivation ends every session and bearer token of the user, so nothing keeps working on what it
 * was granted before; only a session of `by` itself (changing its own roles) stays. Activating
 * again revives no session. Audited (`staff.roles`, `staff.deactivate`, `staff.activate`). 404 for
 * an unknown id, 422 for no or unknown roles; a change to what is already so changes nothing.
 */
export async function changeStaffAccess(
  db: Db,
  staffId: string,
  change: StaffAccessChange,
  opts: { now: Date; by?: { id: string; email: string; sessionId?: string | undefined } | null; clientKey?: string | undefined },
): Promise<{ changed: boolean; sessionsEnded: number }> {
  const roles = change.roles === undefined ? undefined : [...new Set(change.roles)];
  if (roles !== undefined && (roles.length === 0 || !roles.every((r) => (STAFF_ROLES as readonly string[]).includes(r)))) {
    throw new ProblemError(422, "validation", undefined, [
      { field: "roles", message: roles.length === 0 ? "validation.required" : "validation.invalid" },
    ]);
  }
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.select().from(staffUsers).where(eq(staffUsers.id, staffId)).for("update");
    if (!row) throw new ProblemError(404, "not_found");
    const rolesChanged = roles !== undefined && [...roles].sort().join(",") !== [...row.roles].sort().join(",");
    const activeChanged = change.active !== undefined && change.active !== row.active;
    if (!rolesChanged && !activeChanged) return { changed: false, sessionsEnded: 0 };
    await t
      .update(staffUsers)
      .set({ ...(rolesChanged ? { roles } : {}), ...(activeChanged ? { active: change.active } : {}), updatedAt: opts.now })
      .where(eq(staffUsers.id, row.id));
    const ends = rolesChanged || (activeChanged && change.active === false);
    const keep = opts.by?.id === row.id ? (opts.by.sessionId ?? null) : null;
    const sessionsEnded = ends ? await endOtherSessions(t, row.id, opts.now, keep) : 0;
    const who = {
      at: opts.now,
      staffId: opts.by?.id ?? null,
      staffEmail: opts.by?.email ?? null,
      target: `staff:${row.id}`,
      clientKey: opts.clientKey ?? null,
    };
    if (rolesChanged)
      await recordAudit(t, { ...who, action: "staff.roles", before: { roles: row.roles }, after: { roles, sessionsEnded } });
    if (activeChanged) {
      await recordAudit(t, {
        ...who,
        action: change.active ? "staff.activate" : "staff.deactivate",
        before: { active: row.active },
        after: { active: change.active, sessionsEnded },
      });
    }
    return { changed: true, sessionsEnded };
  });
}

/** The id of the staff user with this e-mail (case-insensitively), or null. */
export async function staffIdByEmail(db: Db, email: string): Promise<string | null> {
  return (await staffByEmail(db, email))?.id ?? null;
}

export async function setStaffLanguage(env: StaffEnv, context: StaffContext, language: StaffLanguage): Promise<void> {
  if (context.staff.language === language) return;
  await env.db.update(staffUsers).set({ language }).where(eq(staffUsers.id, context.staff.id));
  await recordAudit(env.db, {
    ...byStaff({ ...context.staff, clientKey: env.clientKey }, env.clock()),
    action: "staff.language",
    target: `staff:${context.staff.id}`,
    before: { language: context.staff.language },
    after: { language },
  });
}

// ── creating staff, the development seed ──────────────────────────────────────────────────────

/** A one-time password: 20 characters from an unambiguous alphabet, letters and digits. */
export function oneTimePassword(): string {
  const pick = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join("");
  // letters and digits both present, so it passes the password rule
  return `${pick("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz", 16)}${pick("23456789", 4)}`;
}

export interface CreateStaffInput {
  email: string;
  displayName?: string | undefined;
  roles: StaffRole[];
  /** Unset: a one-time password, to be changed at first login. */
  password?: string | undefined;
  mustChangePassword?: boolean | undefined;
}

/** Makes a staff user; 409 when the e-mail is taken (case-insensitively). Answers the id and the password to hand over. */
export async function createStaffUser(
  db: Db,
  input: CreateStaffInput,
  opts: { hashing?: PasswordHashing | undefined; now: Date; by?: { id: string; email: string } | null },
): Promise<{ id: string; password: string }> {
  const email = input.email.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new ProblemError(422, "validation", undefined, [{ field: "email", message: "validation.invalid" }]);
  if (input.roles.length === 0) throw new ProblemError(422, "validation", undefined, [{ field: "roles", message: "validation.required" }]);
  if (await staffByEmail(db, email)) throw new ProblemError(409, "staff_exists");
  const password = input.password ?? oneTimePassword();
  const id = randomUUID();
  const roles = [...new Set(input.roles)];
  await db.insert(staffUsers).values({
    id,
    email,
    displayName: input.displayName?.trim() || email.split("@")[0]!,
    passwordHash: await hashPassword(password, opts.hashing ?? PRODUCTION_HASHING),
    roles,
    mustChangePassword: input.mustChangePassword ?? input.password === undefined,
    createdAt: opts.now,
    updatedAt: opts.now,
  });
  await recordAudit(db, {
    at: opts.now,
    staffId: opts.by?.id ?? null,
    staffEmail: opts.by?.email ?? null,
    action: "staff.create",
    target: `staff:${id}`,
    after: { email, roles },
  });
  return { id, password };
}

/** The development seed's users still in this database (production refuses to start while any exists). */
export async function devStaffPresent(db: Db): Promise<string[]> {
  const found = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) like ${`%@${DEV_STAFF_DOMAIN}`}`);
  return found.map((r) => r.email);
}

/** 403 unless the context holds one of `roles` (none: any staff). */
export function assertRole(context: StaffContext, roles: readonly StaffRole[]): void {
  if (!hasRole(context.staff.roles, roles)) throw new ProblemError(403, "forbidden", "problem.detail.staffRole");
}

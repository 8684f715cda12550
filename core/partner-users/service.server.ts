/**
 * Business-partner users of the agan store portal (decision 0046): invited from the back office,
 * a password set through a one-time link, login on the agan host with e-mail, password and (when
 * enabled) TOTP, sessions of 30 minutes idle / 10 hours in all. Separate from customers and staff:
 * own tables, own cookie, own limits' keys. Staff's TOTP code and session rule are reused, not copied.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { partnerSessions, partnerStores, partnerUsers, partnerUserTokens, partners } from "../../db/schema/index.ts";
import {
  hashPassword,
  PRODUCTION_HASHING,
  verifyAgainstDummy,
  verifyPassword,
  checkPassword,
  hashToken,
  isOpaqueToken,
  newOpaqueToken,
} from "../credentials/index.server.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { clearRateLimit, enforceRateLimit, hitRateLimit, recipientMailAllowed, refuseWhenLimited } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import type { StaffEnv } from "../staff/index.server.ts";
import { checkTotp, decryptSecret, encryptSecret, enrolmentPicture, newTotpSecret } from "../staff/index.server.ts";
import {
  INVITE_SECONDS,
  isPartnerRole,
  PARTNER_LOGIN_LIMITS,
  RESET_SECONDS,
  roleStoreProblem,
  sessionAlive,
  type PartnerRole,
  type PartnerSessionKind,
  type PartnerUserView,
} from "./rules.ts";

/** The same inputs as the staff service (database, secrets, hashing, clock, client key). */
export type PartnerEnv = StaffEnv;

export interface PartnerContext {
  user: PartnerUserView;
  sessionId: string;
  kind: PartnerSessionKind;
  partnerName: string;
  storeName: string | null;
}

type UserRow = typeof partnerUsers.$inferSelect;

const view = (r: UserRow): PartnerUserView => ({
  id: r.id,
  partnerId: r.partnerId,
  storeId: r.storeId,
  email: r.email,
  displayName: r.displayName,
  roles: r.roles.filter(isPartnerRole),
  totpEnabled: r.totpEnabledAt !== null,
});

async function userByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(partnerUsers).where(sql`lower(${partnerUsers.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return row ?? null;
}

/** A partner's user by id; null when it is another partner's. */
async function userOf(db: Db, partnerId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(partnerUsers)
    .where(and(eq(partnerUsers.id, userId), eq(partnerUsers.partnerId, partnerId)))
    .limit(1);
  return row ?? null;
}

// ── the back office: list, invite, resend, deactivate ───────────────────────────────────────

export interface PartnerUserRow extends PartnerUserView {
  storeName: string | null;
  active: boolean;
  passwordSet: boolean;
  invitedAt: string | null;
  lastLoginAt: string | null;
}

export async function listPartnerUsers(db: Db, partnerId: string): Promise<PartnerUserRow[]> {
  const found = await db
    .select({ u: partnerUsers, storeName: partnerStores.name })
    .from(partnerUsers)
    .leftJoin(partnerStores, eq(partnerStores.id, partnerUsers.storeId))
    .where(eq(partnerUsers.partnerId, partnerId))
    .orderBy(asc(partnerUsers.email))
    .limit(500);
  return found.map(({ u, storeName }) => ({
    ...view(u),
    storeName: storeName ?? null,
    active: u.active,
    passwordSet: u.passwordHash !== null,
    invitedAt: u.invitedAt?.toISOString() ?? null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  }));
}

export interface InviteInput {
  partnerId: string;
  email: string;
  displayName: string;
  roles: PartnerRole[];
  storeId: number | null;
}

interface StaffBy {
  id: string;
  email: string;
}

async function newLinkToken(db: Db, userId: string, kind: "invite" | "reset", now: Date): Promise<string> {
  const token = newOpaqueToken();
  // an older unused link of the same kind stops working
  await db
    .update(partnerUserTokens)
    .set({ usedAt: now })
    .where(and(eq(partnerUserTokens.userId, userId), eq(partnerUserTokens.kind, kind), isNull(partnerUserTokens.usedAt)));
  const seconds = kind === "invite" ? INVITE_SECONDS : RESET_SECONDS;
  await db
    .insert(partnerUserTokens)
    .values({ userId, kind, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + seconds * 1000) });
  return token;
}

/**
 * Invites a business partner: the user (no password yet) and a 7-day link, audited. 409 when the
 * e-mail is taken (by any partner's user), 422 for a store of another partner or a store user
 * without a store. Answers the link's token for the invite mail.
 */
export async function invitePartnerUser(env: PartnerEnv, by: StaffBy, input: InviteInput): Promise<{ id: string; token: string }> {
  const problem = roleStoreProblem(input.roles, input.storeId);
  if (problem)
    throw new ProblemError(422, "validation", undefined, [{ field: problem.endsWith("store") ? "storeId" : "roles", message: problem }]);
  const now = env.clock();
  return env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [partner] = await db
      .select({ id: partners.id, kind: partners.kind })
      .from(partners)
      .where(eq(partners.id, input.partnerId))
      .limit(1);
    if (!partner) throw new ProblemError(404, "not_found");
    if (input.storeId !== null) {
      const [store] = await db
        .select({ id: partnerStores.id })
        .from(partnerStores)
        .where(and(eq(partnerStores.id, input.storeId), eq(partnerStores.partnerId, input.partnerId)))
        .limit(1);
      if (!store)
        throw new ProblemError(422, "validation", undefined, [{ field: "storeId", message: "backoffice.partnerUsers.error.store" }]);
    }
    if (await userByEmail(db, input.email)) throw new ProblemError(409, "partner_user_exists", "backoffice.partnerUsers.error.exists");
    const id = randomUUID();
    const roles = [...new Set(input.roles)];
    await db.insert(partnerUsers).values({
      id,
      partnerId: input.partnerId,
      storeId: input.storeId,
      email: input.email.trim(),
      displayName: input.displayName.trim() || input.email.split("@")[0]!,
      roles,
      invitedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const token = await newLinkToken(db, id, "invite", now);
    await recordAudit(db, {
      ...byStaff({ ...by, clientKey: env.clientKey }, now),
      action: "partner_user.invite",
      target: `partner_user:${id}`,
      after: { partnerId: input.partnerId, email: input.email.trim(), roles, storeId: input.storeId },
    });
    return { id, token };
  });
}

/** A new invite link (the old one stops working); 409 once the password is set. */
export async function resendPartnerInvite(
  env: PartnerEnv,
  by: StaffBy,
  partnerId: string,
  userId: string,
): Promise<{ token: string; user: PartnerUserView }> {
  const now = env.clock();
  return env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await userOf(db, partnerId, userId);
    if (!row) throw new ProblemError(404, "not_found");
    if (row.passwordHash !== null) throw new ProblemError(409, "invite_used", "backoffice.partnerUsers.error.inviteUsed");
    if (!row.active) throw new ProblemError(409, "user_inactive", "backoffice.partnerUsers.error.inactive");
    const token = await newLinkToken(db, row.id, "invite", now);
    await db.update(partnerUsers).set({ invitedAt: now, updatedAt: now }).where(eq(partnerUsers.id, row.id));
    await recordAudit(db, {
      ...byStaff({ ...by, clientKey: env.clientKey }, now),
      action: "partner_user.invite_resend",
      target: `partner_user:${row.id}`,
      before: { invitedAt: row.invitedAt?.toISOString() ?? null },
      after: { invitedAt: now.toISOString() },
    });
    return { token, user: view(row) };
  });
}

/** Deactivates a user: every session ends at once, links stop working. Audited. */
export async function deactivatePartnerUser(env: PartnerEnv, by: StaffBy, partnerId: string, userId: string): Promise<void> {
  const now = env.clock();
  await env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await userOf(db, partnerId, userId);
    if (!row) throw new ProblemError(404, "not_found");
    if (!row.active) return;
    await db.update(partnerUsers).set({ active: false, updatedAt: now }).where(eq(partnerUsers.id, row.id));
    await db
      .update(partnerSessions)
      .set({ endedAt: now })
      .where(and(eq(partnerSessions.userId, row.id), isNull(partnerSessions.endedAt)));
    await db
      .update(partnerUserTokens)
      .set({ usedAt: now })
      .where(and(eq(partnerUserTokens.userId, row.id), isNull(partnerUserTokens.usedAt)));
    await recordAudit(db, {
      ...byStaff({ ...by, clientKey: env.clientKey }, now),
      action: "partner_user.deactivate",
      target: `partner_user:${row.id}`,
      before: { active: true },
      after: { active: false },
    });
  });
}

/**
 * "Forgot password": a one-hour reset link for an active user who has set a password, answered
 * the same whatever the address (the caller sends the mail when a token comes back). At most 3
 * mails per address an hour, and the login's per-address limit on the asking client.
 */
export async function requestPartnerReset(env: PartnerEnv, email: string): Promise<{ token: string; user: PartnerUserView } | null> {
  const now = env.clock();
  await enforceRateLimit(env.db, `partner-reset-address:${env.clientKey}`, PARTNER_LOGIN_LIMITS.perAddress, now);
  const row = await userByEmail(env.db, email);
  if (!row || !row.active || row.passwordHash === null) return null;
  if (!(await recipientMailAllowed(env.db, "partner-reset", row.email, now))) return null;
  const token = await newLinkToken(env.db, row.id, "reset", now);
  return { token, user: view(row) };
}

// ── the link: set the password ──────────────────────────────────────────────────────────────

/** Whether an invite/reset link still works (the page shows the form or says it expired). */
export async function linkUser(env: PartnerEnv, token: string | null | undefined): Promise<{ email: string } | null> {
  if (!isOpaqueToken(token)) return null;
  const [row] = await env.db
    .select({ email: partnerUsers.email, active: partnerUsers.active })
    .from(partnerUserTokens)
    .innerJoin(partnerUsers, eq(partnerUsers.id, partnerUserTokens.userId))
    .where(
      and(
        eq(partnerUserTokens.tokenHash, hashToken(token)),
        isNull(partnerUserTokens.usedAt),
        gt(partnerUserTokens.expiresAt, env.clock()),
      ),
    )
    .limit(1);
  return row && row.active ? { email: row.email } : null;
}

/**
 * Sets the password through an invite or reset link: the link is used once (a second use, an
 * expired link or an inactive user: 410), the password follows the shop's rule (422).
 */
export async function setPartnerPassword(env: PartnerEnv, token: string | null | undefined, password: string): Promise<void> {
  const gone = new ProblemError(410, "link_expired", "portal.password.expired");
  if (!isOpaqueToken(token)) throw gone;
  const problem = checkPassword(password);
  if (problem) throw new ProblemError(422, "validation", undefined, [{ field: "password", message: problem }]);
  const now = env.clock();
  const passwordHash = await hashPassword(password, env.hashing ?? PRODUCTION_HASHING);
  await env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [used] = await db
      .update(partnerUserTokens)
      .set({ usedAt: now })
      .where(and(eq(partnerUserTokens.tokenHash, hashToken(token)), isNull(partnerUserTokens.usedAt), gt(partnerUserTokens.expiresAt, now)))
      .returning({ userId: partnerUserTokens.userId, kind: partnerUserTokens.kind });
    if (!used) throw gone;
    const [user] = await db
      .update(partnerUsers)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(partnerUsers.id, used.userId), eq(partnerUsers.active, true)))
      .returning({ id: partnerUsers.id });
    if (!user) throw gone;
    // a new password ends the sessions the old one opened
    await db
      .update(partnerSessions)
      .set({ endedAt: now })
      .where(and(eq(partnerSessions.userId, user.id), isNull(partnerSessions.endedAt)));
  });
}

// ── login and sessions ──────────────────────────────────────────────────────────────────────

const accountLimitKey = (userId: string | undefined, email: string) =>
  `partner-login:${userId ?? createHash("sha256").update(`sellback partner login v1|${email.trim().toLowerCase()}`).digest("base64url").slice(0, 32)}`;
const addressLimitKey = (clientKey: string) => `partner-login-address:${clientKey}`;

export interface PartnerLoginInput {
  email: string;
  password: string;
  otp?: string | undefined;
}

/**
 * E-mail + password (+ TOTP when enabled). Unknown user, no password yet, wrong password: the same
 * 401; missing code 401 otp_required, wrong code 401 invalid_otp; an inactive user or partner 403.
 * Failures count per account and per client address like the staff login (429 beyond).
 */
export async function partnerLogin(
  env: PartnerEnv,
  input: PartnerLoginInput,
  kind: PartnerSessionKind,
  /** Inside a chain's frame (decision 0047): a user of another partner fails like a wrong password. */
  onlyPartnerId?: string,
): Promise<{ context: PartnerContext; token: string }> {
  const now = env.clock();
  const addressKey = addressLimitKey(env.clientKey);
  await refuseWhenLimited(env.db, addressKey, PARTNER_LOGIN_LIMITS.perAddress, now);
  const row = await userByEmail(env.db, input.email);
  const accountKey = accountLimitKey(row?.id, input.email);
  await refuseWhenLimited(env.db, accountKey, PARTNER_LOGIN_LIMITS.perAccount, now);
  const fail = async (code: string): Promise<never> => {
    await hitRateLimit(env.db, accountKey, PARTNER_LOGIN_LIMITS.perAccount.perWindow, PARTNER_LOGIN_LIMITS.perAccount.windowSeconds, now);
    await hitRateLimit(env.db, addressKey, PARTNER_LOGIN_LIMITS.perAddress.perWindow, PARTNER_LOGIN_LIMITS.perAddress.windowSeconds, now);
    throw new ProblemError(401, code);
  };
  const ok = row?.passwordHash
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password, env.hashing ?? PRODUCTION_HASHING);
  if (!row || !ok || (onlyPartnerId !== undefined && row.partnerId !== onlyPartnerId)) return fail("invalid_credentials");
  const [partner] = await env.db
    .select({ active: partners.active, kind: partners.kind })
    .from(partners)
    .where(eq(partners.id, row.partnerId))
    .limit(1);
  if (!row.active || !partner?.active || partner.kind !== "agan") throw new ProblemError(403, "account_disabled");
  if (row.totpEnabledAt && row.totpSecret) {
    const otp = (input.otp ?? "").trim();
    if (!otp) throw new ProblemError(401, "otp_required");
    const step = await checkTotp(decryptSecret(env.sessionSecret, row.totpSecret), otp, now, row.totpLastStep);
    if (step === null) return fail("invalid_otp");
    const [claimed] = await env.db
      .update(partnerUsers)
      .set({ totpLastStep: step })
      .where(and(eq(partnerUsers.id, row.id), sql`(${partnerUsers.totpLastStep} is null or ${partnerUsers.totpLastStep} < ${step})`))
      .returning({ id: partnerUsers.id });
    if (!claimed) return fail("invalid_otp");
  }
  await clearRateLimit(env.db, accountKey);
  const token = newOpaqueToken();
  const sessionId = randomUUID();
  await env.db
    .insert(partnerSessions)
    .values({ id: sessionId, tokenHash: hashToken(token), userId: row.id, kind, createdAt: now, lastSeenAt: now });
  await env.db.update(partnerUsers).set({ lastLoginAt: now }).where(eq(partnerUsers.id, row.id));
  const context = await contextOf(env.db, row, sessionId, kind);
  if (!context) throw new ProblemError(403, "account_disabled");
  return { context, token };
}

async function contextOf(db: Db, row: UserRow, sessionId: string, kind: PartnerSessionKind): Promise<PartnerContext | null> {
  if (!row.active) return null;
  const [p] = await db
    .select({ name: partners.name, active: partners.active, kind: partners.kind })
    .from(partners)
    .where(eq(partners.id, row.partnerId))
    .limit(1);
  if (!p?.active || p.kind !== "agan") return null;
  let storeName: string | null = null;
  if (row.storeId !== null) {
    const [s] = await db
      .select({ name: partnerStores.name, active: partnerStores.active })
      .from(partnerStores)
      .where(eq(partnerStores.id, row.storeId))
      .limit(1);
    if (!s?.active) return null;
    storeName = s.name;
  }
  return { user: view(row), sessionId, kind, partnerName: p.name, storeName };
}

/** The session of a token of `kind`: alive (30 min idle, 10 h), user, partner and store active. Each use moves the idle deadline on. */
export async function readPartnerSession(
  env: PartnerEnv,
  token: string | null | undefined,
  kind: PartnerSessionKind,
): Promise<PartnerContext | null> {
  if (!isOpaqueToken(token)) return null;
  const now = env.clock();
  const [session] = await env.db
    .select()
    .from(partnerSessions)
    .where(eq(partnerSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!session || session.kind !== kind || !sessionAlive(session, now)) return null;
  const [row] = await env.db.select().from(partnerUsers).where(eq(partnerUsers.id, session.userId)).limit(1);
  if (!row) return null;
  await env.db.update(partnerSessions).set({ lastSeenAt: now }).where(eq(partnerSessions.id, session.id));
  return contextOf(env.db, row, session.id, kind);
}

export async function endPartnerSession(env: PartnerEnv, context: PartnerContext): Promise<void> {
  await env.db
    .update(partnerSessions)
    .set({ endedAt: env.clock() })
    .where(and(eq(partnerSessions.id, context.sessionId), isNull(partnerSessions.endedAt)));
}

// ── the second factor (optional for business partners) ──────────────────────────────────────

export interface PartnerEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

const PORTAL_ISSUER = "Sellback-Filialportal";

/** The started, not yet confirmed enrolment, else null (also when TOTP is on). */
export async function pendingPartnerTotp(env: PartnerEnv, context: PartnerContext): Promise<PartnerEnrolment | null> {
  const [row] = await env.db.select().from(partnerUsers).where(eq(partnerUsers.id, context.user.id)).limit(1);
  if (!row || row.totpEnabledAt || !row.totpSecret) return null;
  const secret = decryptSecret(env.sessionSecret, row.totpSecret);
  return { secret, ...(await enrolmentPicture(secret, row.email, PORTAL_ISSUER)) };
}

/** Starts (or restarts) the TOTP enrolment with a new secret, stored encrypted (the staff's scheme); 409 when TOTP is on. */
export async function startPartnerTotp(env: PartnerEnv, context: PartnerContext): Promise<PartnerEnrolment> {
  const [row] = await env.db.select().from(partnerUsers).where(eq(partnerUsers.id, context.user.id)).limit(1);
  if (!row) throw new ProblemError(401, "unauthorized");
  if (row.totpEnabledAt) throw new ProblemError(409, "totp_already_enabled");
  const secret = newTotpSecret();
  await env.db
    .update(partnerUsers)
    .set({ totpSecret: encryptSecret(env.sessionSecret, secret), updatedAt: env.clock() })
    .where(eq(partnerUsers.id, row.id));
  return { secret, ...(await enrolmentPicture(secret, row.email, PORTAL_ISSUER)) };
}

/** Confirms the enrolment with a code from the app: from then on every login needs a code. 422 for a wrong code. */
export async function confirmPartnerTotp(env: PartnerEnv, context: PartnerContext, code: string): Promise<void> {
  const [row] = await env.db.select().from(partnerUsers).where(eq(partnerUsers.id, context.user.id)).limit(1);
  if (!row) throw new ProblemError(401, "unauthorized");
  if (row.totpEnabledAt) throw new ProblemError(409, "totp_already_enabled");
  if (!row.totpSecret) throw new ProblemError(409, "totp_not_started");
  const now = env.clock();
  const step = await checkTotp(decryptSecret(env.sessionSecret, row.totpSecret), code.trim(), now, null);
  if (step === null) throw new ProblemError(422, "invalid_otp", undefined, [{ field: "code", message: "portal.security.codeWrong" }]);
  await env.db.update(partnerUsers).set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now }).where(eq(partnerUsers.id, row.id));
}

/**
 * The account service: registration, activation, login with refresh-token rotation, logout,
 * password change and reset, account deletion. Rules in plain functions, queries on a Drizzle
 * handle; HTTP lives in server/api/account.server.ts.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import {
  accountTokens,
  customerAddresses,
  customers,
  paymentAccounts,
  phoneContacts,
  refreshTokens,
  trades,
} from "../../db/schema/index.ts";
import { editions, resolveLocale, type EditionId, type MessagesLocale } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { ProblemError, describeError } from "../shared/index.ts";
import { qualified } from "../shared/index.server.ts";
import { TRADE_STATES, isFinalState } from "../trade/index.ts";
import { anonymiseTrades } from "../trade/index.server.ts";
import type { ActivateResult } from "./activation.ts";
import { EMAIL_UNPROVEN_KIND } from "./guest-trades.ts";
import { joinGuestTrades } from "./guest-trades.server.ts";
import {
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
  PRODUCTION_HASHING,
  type PasswordHashing,
  ACCESS_TOKEN_SECONDS,
  ACTIVATION_SECONDS,
  IDENTIFIER_SECONDS,
  PASSWORD_RESET_SECONDS,
  REFRESH_REMEMBER_SECONDS,
  REFRESH_SECONDS,
  hashToken,
  isOpaqueToken,
  newOpaqueToken,
  signAccessToken,
} from "../credentials/index.server.ts";
import { recipientKey } from "../rate-limit/index.server.ts";
import {
  sendAccountExistsMail,
  sendActivationMail,
  sendPasswordChangedMail,
  sendPayoutChangedMail,
  sendResetMail,
  type MailTarget,
} from "./mails.server.ts";
import { accountLimiters, consumeOr429, consumeQuietly, refuseWhenExhausted } from "./rate-limits.server.ts";
import { TERMS_VERSION, type RegisterInput } from "./validation.ts";

/** What the account service needs from the server, passed as plain values. */
export interface AccountEnv {
  db: Db;
  mailer: Mailer;
  jwtSecret: string;
  /** argon2id parameters; the production ones unless a test passes cheaper ones explicitly. */
  hashing?: PasswordHashing;
  edition: EditionId;
  /** Scheme + host of links in mails (the edition's public URL in production). */
  origin: string;
  /** Hashed client address (rate limits). */
  clientKey: string;
  now?: () => Date;
}

/** The login answer (spec §7, OAuth field names). */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_expires_in: number;
}

const nowOf = (env: AccountEnv) => (env.now ? env.now() : new Date());
const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);
/** The UI language of a stored customer locale ("de", "at", …); English when it is unknown. */
export const messagesLocaleOf = (locale: string): MessagesLocale => {
  try {
    return editions[resolveLocale(locale)].messagesLocale;
  } catch {
    return "en";
  }
};
const logError = (msg: string, err: unknown) => console.error(JSON.stringify({ level: "error", msg, err: describeError(err) }));

function mailTarget(
  env: AccountEnv,
  customer: { email: string; firstName: string; locale: string; edition: string },
  locale?: MessagesLocale,
): MailTarget {
  return {
    mailer: env.mailer,
    edition: env.edition,
    locale: locale ?? messagesLocaleOf(customer.locale),
    origin: env.origin,
    to: customer.email,
    name: customer.firstName,
  };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

async function newOneTimeToken(db: Db, customerId: string, kind: "activation" | "identifier" | "password_reset", expiresAt: Date) {
  const token = newOpaqueToken();
  await db.insert(accountTokens).values({ tokenHash: hashToken(token), customerId, kind, expiresAt });
  return token;
}

/** Marks a one-time token used (exactly once, even under concurrent use); its customer id or null. */
async function redeemOneTimeToken(db: Db, token: string, kind: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: accountTokens.customerId });
  return row?.customerId ?? null;
}

// ── registration and activation ─────────────────────────────────────────────────────────────

/** The answer to every well-formed registration within the limits: it never tells whether the e-mail was known. */
export const REGISTER_ANSWER = { accepted: true, activated: false } as const;

/**
 * Registration (decision 0020): the answer is the same whatever the e-mail (REGISTER_ANSWER), and
 * what happens is told only to the typed address:
 * - a new e-mail and username: customer, address and payout account in one transaction, and the
 *   activation mail;
 * - the e-mail of an account that was never activated: that registration is discarded (its data
 *   and links) and this one takes its place, so an activation link always activates exactly the
 *   data of the registration that sent it;
 * - the e-mail of an activated account, or a username in use by another account: nothing is
 *   stored; the typed address gets a mail saying so, with the way to a new password.
 * Limits: 10 per client address an hour (429); at most 3 registration mails per typed address an
 * hour (over that nothing happens, the answer stays the same). The password is hashed first in
 * every case, so the time taken does not tell either.
 */
export async function register(env: AccountEnv, input: RegisterInput): Promise<void> {
  const limiters = accountLimiters(env.db, env.now);
  await consumeOr429(limiters.register, env.clientKey);
  const passwordHash = await hashPassword(input.credentials[0]!.value, env.hashing ?? PRODUCTION_HASHING);
  if (!(await consumeQuietly(limiters.registerMail, recipientKey(input.email)))) return;
  const names = [...new Set([input.email, input.username])];
  const conflicts = await env.db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      locale: customers.locale,
      activatedAt: customers.activatedAt,
    })
    .from(customers)
    .where(or(inArray(customers.email, names), inArray(customers.username, names)));
  const sameEmail = conflicts.find((c) => c.email === input.email);
  const pending = sameEmail && !sameEmail.activatedAt ? sameEmail : undefined;
  if (conflicts.some((c) => c !== pending)) {
    // The owner's own name and language when the e-mail has an account; else what was typed.
    const known = sameEmail ?? { firstName: input.firstName, locale: input.attributes.locale };
    await sendAccountExistsMail(
      mailTarget(env, { email: input.email, firstName: known.firstName, locale: known.locale, edition: env.edition }),
    );
    return;
  }
  const id = randomUUID();
  const now = nowOf(env);
  let token: string;
  try {
    token = await env.db.transaction(async (tx) => {
      // Only while still not activated: a concurrent activation keeps its account (the insert then fails).
      if (pending) await tx.delete(customers).where(and(eq(customers.id, pending.id), isNull(customers.activatedAt)));
      const [row] = await tx
        .insert(customers)
        .values({
          id,
          email: input.email,
          username: input.username,
          firstName: input.firstName,
          lastName: input.lastName,
          locale: input.attributes.locale,
          edition: env.edition,
          passwordHash,
          enabled: true,
          ...(input.termsAccepted === true ? { termsAcceptedAt: now, termsVersion: TERMS_VERSION } : {}),
        })
        .returning({ customerNumber: customers.customerNumber });
      // Address and payout account are optional (decision 0031): the first checkout asks for them.
      if (input.Address) await tx.insert(customerAddresses).values({ customerId: id, ...input.Address });
      if (input.Payment) {
        await tx.insert(paymentAccounts).values({
          id: randomUUID(),
          customerId: id,
          kind: input.Payment.kind,
          iban: input.Payment.iban,
          bic: input.Payment.bic,
          accountHolder: input.Payment.accountHolder,
          paypalEmail: input.Payment.paypalEmail,
          paymentType: "INVOICE",
          isPrimary: false,
          customerReference: row!.customerNumber,
        });
      }
      return newOneTimeToken(tx as unknown as Db, id, "activation", addSeconds(now, ACTIVATION_SECONDS));
    });
  } catch (err) {
    // A concurrent registration of the same e-mail or username won; it sent its own mail.
    if (isUniqueViolation(err)) return;
    throw err;
  }
  await sendActivationMail(
    mailTarget(env, { email: input.email, firstName: input.firstName, locale: input.attributes.locale, edition: env.edition }),
    token,
  );
}

/**
 * Redeems an activation link (once) and activates its account; the link proved the mailbox, so the
 * e-mail's guest trades of the account's edition join it (decision 0106). Inside the caller's
 * transaction; null for an unknown, used or expired link.
 */
async function activateByLink(db: Db, token: string, now: Date): Promise<{ customerId: string; joined: string[] } | null> {
  const customerId = await redeemOneTimeToken(db, token, "activation", now);
  if (!customerId) return null;
  await db
    .update(customers)
    .set({ activatedAt: now, updatedAt: now })
    .where(and(eq(customers.id, customerId), isNull(customers.activatedAt)));
  return { customerId, joined: await joinGuestTrades(db, customerId, now) };
}

/**
 * Activation with the token of the e-mail link. An undecodable, unknown, used or expired token →
 * `{activated: false}`; else the account is activated and the answer carries an identifier for
 * GET /api/activateCustomerByIdentifier (valid one hour).
 */
export async function activateRegistration(env: AccountEnv, token: string | null | undefined): Promise<ActivateResult> {
  if (!isOpaqueToken(token)) return { token: null, activated: false };
  const now = nowOf(env);
  return env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const activated = await activateByLink(db, token, now);
    if (!activated) return { token: null, activated: false };
    const identifier = await newOneTimeToken(db, activated.customerId, "identifier", addSeconds(now, IDENTIFIER_SECONDS));
    return { token: identifier, activated: true };
  });
}

/**
 * The activation link opened on the account page (decision 0106): activates as
 * `activateRegistration` does (guest trades included) and logs the customer in (a browser-session
 * login, as without "remember login"), all in one transaction. null for an invalid, expired or
 * used link.
 */
export async function activateAndSignIn(
  env: AccountEnv,
  token: string | null | undefined,
): Promise<{ pair: TokenPair; joined: string[] } | null> {
  if (!isOpaqueToken(token)) return null;
  const now = nowOf(env);
  return env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const activated = await activateByLink(db, token, now);
    if (!activated) return null;
    return { pair: await issueTokens(env, db, activated.customerId, false), joined: activated.joined };
  });
}

/** The activation state behind an identifier (repeatable within its hour); unknown → not activated. */
export async function activationByIdentifier(
  env: AccountEnv,
  identifier: string | null | undefined,
): Promise<{ activated: boolean; customerNumber?: string; email?: string }> {
  if (!isOpaqueToken(identifier)) return { activated: false };
  const [row] = await env.db
    .select({ activatedAt: customers.activatedAt, customerNumber: customers.customerNumber, email: customers.email })
    .from(accountTokens)
    .innerJoin(customers, eq(customers.id, accountTokens.customerId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(identifier)),
        eq(accountTokens.kind, "identifier"),
        gt(accountTokens.expiresAt, nowOf(env)),
      ),
    )
    .limit(1);
  if (!row?.activatedAt) return { activated: false };
  return { activated: true, customerNumber: row.customerNumber, email: row.email };
}

// ── login, refresh, logout ──────────────────────────────────────────────────────────────────

async function issueTokens(
  env: AccountEnv,
  db: Db,
  customerId: string,
  remember: boolean,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const now = nowOf(env);
  const lifetime = remember ? REFRESH_REMEMBER_SECONDS : REFRESH_SECONDS;
  const refresh = newOpaqueToken();
  await db
    .insert(refreshTokens)
    .values({ tokenHash: hashToken(refresh), familyId, customerId, remember, expiresAt: addSeconds(now, lifetime), createdAt: now });
  return {
    access_token: await signAccessToken(env.jwtSecret, customerId, now),
    refresh_token: refresh,
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_expires_in: lifetime,
  };
}

const invalidCredentials = () => new ProblemError(401, "invalid_credentials");

/**
 * The per-account login limit's key: the resolved account (so its username and its e-mail share
 * one count), or for an identifier that names no account a hash of what was typed, which counts
 * the same way, so the limit's answers do not tell known from unknown identifiers.
 */
const loginAccountKey = (customerId: string | undefined, identifier: string) =>
  customerId ? `account:${customerId}` : `unknown:${createHash("sha256").update(`sellback login v1|${identifier}`).digest("base64url")}`;

/**
 * Login by username (or e-mail) and password. Unknown user and wrong password give the identical
 * 401; a correct password on a not-yet-activated account gives 403 "account_not_activated".
 * Failures count per account (10, however the account was named) and per client address (50) in
 * 15 minutes; beyond → 429.
 */
export async function login(env: AccountEnv, input: { username: string; password: string; remember: boolean }): Promise<TokenPair> {
  const limiters = accountLimiters(env.db, env.now);
  await refuseWhenExhausted(limiters.loginAddress, env.clientKey);
  const [customer] = await env.db
    .select({ id: customers.id, passwordHash: customers.passwordHash, activatedAt: customers.activatedAt, enabled: customers.enabled })
    .from(customers)
    .where(or(eq(customers.username, input.username), eq(customers.email, input.username)))
    .orderBy(sql`(${customers.username} = ${input.username}) desc`)
    .limit(1);
  const accountKey = loginAccountKey(customer?.id, input.username);
  await refuseWhenExhausted(limiters.loginAccount, accountKey);
  const ok = customer ? await verifyPassword(customer.passwordHash, input.password) : await verifyAgainstDummy(input.password, env.hashing);
  if (!customer || !ok) {
    await Promise.all([consumeQuietly(limiters.loginAccount, accountKey), consumeQuietly(limiters.loginAddress, env.clientKey)]);
    throw invalidCredentials();
  }
  if (!customer.enabled) throw new ProblemError(403, "account_disabled");
  if (!customer.activatedAt) throw new ProblemError(403, "account_not_activated");
  await limiters.loginAccount.delete(accountKey);
  return issueTokens(env, env.db, customer.id, input.remember);
}

const invalidRefresh = () => new ProblemError(401, "invalid_refresh_token");

async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Rotation: a valid refresh token is used up and replaced by a new one of its family. A used or
 * revoked token presented again revokes the whole family (someone holds a stolen copy).
 */
export async function refresh(env: AccountEnv, token: string | null | undefined): Promise<TokenPair> {
  if (!isOpaqueToken(token)) throw invalidRefresh();
  const now = nowOf(env);
  const tokenHash = hashToken(token);
  const [row] = await env.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  if (!row) throw invalidRefresh();
  if (row.usedAt || row.revokedAt) {
    await revokeFamily(env.db, row.familyId, now);
    throw invalidRefresh();
  }
  if (row.expiresAt <= now) throw invalidRefresh();
  const pair = await env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [used] = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    if (!used) return null;
    return issueTokens(env, db, row.customerId, row.remember, row.familyId);
  });
  if (!pair) {
    // Lost a race with a concurrent use of the same token: that is a reuse too.
    await revokeFamily(env.db, row.familyId, now);
    throw invalidRefresh();
  }
  return pair;
}

/** Revokes the refresh token's family when it belongs to the bearer; an unknown token is a no-op. */
export async function logout(env: AccountEnv, customerId: string, token: string | null | undefined): Promise<void> {
  if (!isOpaqueToken(token)) return;
  const [row] = await env.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.customerId, customerId)))
    .limit(1);
  if (row) await revokeFamily(env.db, row.familyId, nowOf(env));
}

// ── passwords ───────────────────────────────────────────────────────────────────────────────

/**
 * Changes the bearer's password after checking the current one (wrong → 422 on currentPassword,
 * counted like a failed login). Every other session is ended; the answer is a fresh token pair.
 */
/**
 * Asks for the current password again before a sensitive change (password, payout account):
 * argon2 verification under the login limit of the account (a wrong password counts as a failed
 * login; over the limit every attempt is 429). A wrong or missing password is 422 on
 * `currentPassword`.
 */
export async function confirmCurrentPassword(
  env: Pick<AccountEnv, "db" | "now">,
  customer: { id: string; username: string; passwordHash: string },
  password: string,
): Promise<void> {
  const limiters = accountLimiters(env.db, env.now);
  await refuseWhenExhausted(limiters.loginAccount, loginAccountKey(customer.id, customer.username));
  if (!(await verifyPassword(customer.passwordHash, password))) {
    await consumeQuietly(limiters.loginAccount, loginAccountKey(customer.id, customer.username));
    throw new ProblemError(422, "validation", undefined, [{ field: "currentPassword", message: "account.error.currentPassword" }]);
  }
}

export async function changePassword(
  env: AccountEnv,
  customerId: string,
  input: { password: string; currentPassword: string; userId?: string | undefined; email?: string | undefined },
): Promise<TokenPair> {
  const [customer] = await env.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) throw new ProblemError(401, "unauthorized");
  if ((input.userId && input.userId !== customer.id) || (input.email && input.email !== customer.email))
    throw new ProblemError(404, "not_found");
  await confirmCurrentPassword(env, customer, input.currentPassword);
  const passwordHash = await hashPassword(input.password, env.hashing ?? PRODUCTION_HASHING);
  const now = nowOf(env);
  const pair = await env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
    return issueTokens(env, db, customerId, false);
  });
  await sendPasswordChangedMail(mailTarget(env, customer)).catch((err) => logError("password-changed mail failed", err));
  return pair;
}

/**
 * The notice of a payout-account change (decision 0031) to the account's own address, in its
 * language. It names the new account only masked (`described`), never the full IBAN. A failed
 * mail is logged; the change stands.
 */
export async function notifyPayoutChange(env: AccountEnv, customerId: string, described: string): Promise<void> {
  const [customer] = await env.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return;
  await sendPayoutChangedMail(mailTarget(env, customer), described).catch((err) => logError("payout-changed mail failed", err));
}

/**
 * Sends a reset link (1 hour, single use) when the e-mail has an account. The caller answers the
 * same whether or not it has one; the mail is sent in the background so the time does not differ.
 * Per client address 10 requests in 15 minutes (429), per e-mail at most 3 mails an hour.
 */
export async function forgotPassword(env: AccountEnv, input: { email: string; lang?: string | undefined }): Promise<void> {
  const limiters = accountLimiters(env.db, env.now);
  await consumeOr429(limiters.forgotAddress, env.clientKey);
  const work = (async () => {
    if (!(await consumeQuietly(limiters.forgotEmail, recipientKey(input.email)))) return;
    const [customer] = await env.db.select().from(customers).where(eq(customers.email, input.email)).limit(1);
    if (!customer) return;
    const token = await newOneTimeToken(env.db, customer.id, "password_reset", addSeconds(nowOf(env), PASSWORD_RESET_SECONDS));
    const locale = input.lang ? messagesLocaleOf(input.lang) : undefined;
    await sendResetMail(mailTarget(env, customer, locale), token);
  })();
  pendingMail.add(work);
  work.catch((err) => logError("password-reset mail failed", err)).finally(() => pendingMail.delete(work));
}

const pendingMail = new Set<Promise<void>>();
/** Waits for mails sent in the background (tests, graceful shutdown). */
export async function settleBackgroundMail(): Promise<void> {
  await Promise.allSettled([...pendingMail]);
}

/**
 * What a registrant typed into an account that was never activated: name, username, address,
 * payout accounts, phones, birthdate. Whoever registered may not own the e-mail, so when the
 * owner proves the mailbox by a reset link this goes, and the owner starts from the e-mail alone
 * (decision 0020). The username becomes the e-mail unless another account uses that name.
 */
async function discardRegistrantData(db: Db, customerId: string, now: Date) {
  await db.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  await db.delete(paymentAccounts).where(eq(paymentAccounts.customerId, customerId));
  await db.delete(phoneContacts).where(eq(phoneContacts.customerId, customerId));
  await db
    .update(customers)
    .set({
      firstName: "",
      lastName: "",
      phone: null,
      birthdate: null,
      updatedAt: now,
      username: sql`case when exists (select 1 from customers other where other.username = ${qualified(customers.email)} and other.id <> ${qualified(customers.id)}) then ${customers.username} else ${customers.email} end`,
    })
    .where(eq(customers.id, customerId));
}

/**
 * Sets a new password with a reset token (single use, 1 hour). The link proves the mailbox, so a
 * not-yet-activated account counts as activated, and what its registrant typed is discarded
 * (discardRegistrantData). Every open one-time link (reset, activation) is used up and all
 * sessions end. Bad token → 400.
 */
export async function resetPassword(env: AccountEnv, token: string | null | undefined, password: string): Promise<void> {
  if (!isOpaqueToken(token)) throw new ProblemError(400, "invalid_token");
  const passwordHash = await hashPassword(password, env.hashing ?? PRODUCTION_HASHING);
  const now = nowOf(env);
  const customer = await env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const customerId = await redeemOneTimeToken(db, token, "password_reset", now);
    if (!customerId) return null;
    const [before] = await db
      .select({ activatedAt: customers.activatedAt })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for("update");
    if (before && !before.activatedAt) await discardRegistrantData(db, customerId, now);
    const [row] = await db
      .update(customers)
      .set({ passwordHash, updatedAt: now, activatedAt: sql`coalesce(${customers.activatedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(customers.id, customerId))
      .returning();
    await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.customerId, customerId),
          // the link proves the mailbox of the current e-mail: an e-mail changed without proof counts as proven (decision 0106)
          inArray(accountTokens.kind, ["password_reset", "activation", EMAIL_UNPROVEN_KIND]),
          isNull(accountTokens.usedAt),
        ),
      );
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
    return row ?? null;
  });
  if (!customer) throw new ProblemError(400, "invalid_token");
  await sendPasswordChangedMail(mailTarget(env, customer)).catch((err) => logError("password-changed mail failed", err));
}

// ── deletion ────────────────────────────────────────────────────────────────────────────────

/** Trade states after which nothing is owed to the customer any more (paid, returned, cancelled, expired). */
const FINAL_TRADE_STATES = TRADE_STATES.filter(isFinalState);

/**
 * The numbers of the customer's trades still in progress (not in a final state), oldest first.
 * While there is one the account cannot be deleted: its return or payout needs the name, address
 * and e-mail (decision 0020).
 */
export async function openTradeNumbers(db: Db, customerId: string): Promise<string[]> {
  const open = await db
    .select({ tradeNumber: trades.tradeNumber })
    .from(trades)
    .where(and(eq(trades.customerId, customerId), notInArray(trades.state, FINAL_TRADE_STATES)))
    .orderBy(asc(trades.createdAt), asc(trades.id));
  return open.map((t) => t.tradeNumber);
}

/** The refusal while trades are open: 409 with the trade numbers; the title says why and when. */
export const openTradesProblem = (tradeNumbers: string[]) =>
  new ProblemError(409, "account_has_open_trades", undefined, undefined, { openTrades: tradeNumbers });

/**
 * Deletes the customer's data in one transaction: the customer row and, by cascade, address,
 * payout accounts, phone numbers and tokens. Refused (openTradesProblem) while a trade is still in
 * progress; the customer row is locked first, so the check and the delete see the same trades.
 * Trades stay (bookkeeping) but lose the link and the person: name, e-mail, phone and street are
 * replaced and the payout details go (the IBAN kept masked). Any other failure rolls everything
 * back and gives false.
 */
export async function deleteCustomer(db: Db, customerId: string): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("update");
      const open = await openTradeNumbers(txDb, customerId);
      if (open.length) throw openTradesProblem(open);
      const owned = await tx.select({ id: trades.id, iban: trades.iban }).from(trades).where(eq(trades.customerId, customerId));
      await anonymiseTrades(txDb, owned);
      const deleted = await tx.delete(customers).where(eq(customers.id, customerId)).returning({ id: customers.id });
      return deleted.length === 1;
    });
  } catch (err) {
    if (err instanceof ProblemError) throw err;
    logError("customer deletion failed", err);
    return false;
  }
}

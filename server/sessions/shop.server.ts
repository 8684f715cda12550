/**
 * The web session of the customer area (decision 0013). The pages log in through the server:
 * the access token (5 min JWT) and the refresh token (opaque, rotating) live only in httpOnly,
 * SameSite=Lax cookies (Secure in production); JavaScript never sees them and no password is
 * stored anywhere. "Remember login" = the 30-day refresh token kept in a persistent cookie; else
 * the refresh cookie ends with the browser session. Forms carry a signed double-submit CSRF token.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { data, redirect } from "react-router";
import { logout, refresh, type AccountEnv, type TokenPair } from "../../core/account/index.server.ts";
import { verifyAccessToken, REFRESH_REMEMBER_SECONDS } from "../../core/credentials/index.server.ts";
import { getAddress, getCustomer, listPaymentAccounts, type CustomerView } from "../../core/customer/index.server.ts";
import { pathFor } from "../../core/editions/index.ts";
import { nowFrom } from "../../core/shared/index.ts";
import { mailOrigin } from "../config/config.server.ts";
import { parseCookies } from "../http/cookies.server.ts";
import type { PageContext } from "../http/page-context.server.ts";

export const ACCESS_COOKIE = "sb_access";
export const REFRESH_COOKIE = "sb_refresh";
export const CSRF_COOKIE = "sb_csrf";
export const CSRF_FIELD = "csrf";

export interface AccountSession {
  ctx: PageContext;
  env: AccountEnv;
  customerId: string | null;
  customer: CustomerView | null;
  /** The token for the hidden CSRF field of every account form. */
  csrf: string;
  /** Set-Cookie values this request must send (refreshed tokens, cleared session, CSRF cookie). */
  setCookies: string[];
  csrfCookie: string;
  refreshToken: string | null;
}

function cookieString(ctx: PageContext, name: string, value: string, maxAge?: number): string {
  const secure = ctx.deps.config.NODE_ENV === "production" ? "; Secure" : "";
  const age = maxAge === undefined ? "" : `; Max-Age=${maxAge}`;
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax${age}${secure}`;
}

/** The account service's inputs for a page request (links in mails: mailOrigin, never the request's Host). */
export function accountEnvOf(ctx: PageContext): AccountEnv {
  const origin = mailOrigin(ctx.deps.config, ctx.edition);
  return {
    db: ctx.deps.database.db,
    mailer: ctx.deps.mailer,
    jwtSecret: ctx.deps.secrets.jwtSecret,
    ...(ctx.deps.passwordHashing ? { hashing: ctx.deps.passwordHashing } : {}),
    edition: ctx.edition,
    origin,
    clientKey: ctx.clientKey,
    ...(ctx.deps.clock ? { now: ctx.deps.clock } : {}),
  };
}

const csrfFor = (ctx: PageContext, cookieValue: string) =>
  createHmac("sha256", ctx.deps.secrets.sessionSecret).update(`sellback csrf v1|${cookieValue}`).digest("base64url");

function setCsrfCookie(session: AccountSession, value: string) {
  session.csrfCookie = value;
  session.csrf = csrfFor(session.ctx, value);
  session.setCookies.push(cookieString(session.ctx, CSRF_COOKIE, value));
}

function setTokenCookies(session: AccountSession, pair: TokenPair) {
  const remember = pair.refresh_expires_in >= REFRESH_REMEMBER_SECONDS;
  session.setCookies.push(cookieString(session.ctx, ACCESS_COOKIE, pair.access_token, pair.expires_in));
  session.setCookies.push(cookieString(session.ctx, REFRESH_COOKIE, pair.refresh_token, remember ? pair.refresh_expires_in : undefined));
  session.refreshToken = pair.refresh_token;
}

function clearTokenCookies(session: AccountSession) {
  session.setCookies.push(cookieString(session.ctx, ACCESS_COOKIE, "", 0), cookieString(session.ctx, REFRESH_COOKIE, "", 0));
  session.customerId = null;
  session.customer = null;
  session.refreshToken = null;
}

const sessions = new WeakMap<PageContext, Promise<AccountSession>>();

/**
 * The session of this request, read once per request (an action and the loaders after it share
 * it, so a refresh token is never used twice by one request). An expired access token is renewed
 * with the refresh token (rotation); when that fails the cookies are cleared. A customer who is
 * gone, disabled or has no customer number is logged out.
 */
export function accountSession(ctx: PageContext, request: Request): Promise<AccountSession> {
  let found = sessions.get(ctx);
  if (!found) {
    found = openSession(ctx, request);
    sessions.set(ctx, found);
  }
  return found;
}

async function openSession(ctx: PageContext, request: Request): Promise<AccountSession> {
  const cookies = parseCookies(request.headers.get("cookie"));
  const env = accountEnvOf(ctx);
  const session: AccountSession = {
    ctx,
    env,
    customerId: null,
    customer: null,
    csrf: "",
    setCookies: [],
    csrfCookie: "",
    refreshToken: cookies.get(REFRESH_COOKIE) || null,
  };
  const csrfCookie = cookies.get(CSRF_COOKIE);
  if (csrfCookie && /^[A-Za-z0-9_-]{20,100}$/.test(csrfCookie)) {
    session.csrfCookie = csrfCookie;
    session.csrf = csrfFor(ctx, csrfCookie);
  } else {
    setCsrfCookie(session, randomBytes(24).toString("base64url"));
  }
  let customerId = await verifyAccessToken(ctx.deps.secrets.jwtSecret, cookies.get(ACCESS_COOKIE) ?? null, nowFrom(ctx.deps));
  if (!customerId && session.refreshToken) {
    try {
      const pair = await refresh(env, session.refreshToken);
      setTokenCookies(session, pair);
      customerId = await verifyAccessToken(ctx.deps.secrets.jwtSecret, pair.access_token, nowFrom(ctx.deps));
    } catch {
      clearTokenCookies(session);
      return session;
    }
  }
  if (!customerId) {
    if (cookies.has(ACCESS_COOKIE) || cookies.has(REFRESH_COOKIE)) clearTokenCookies(session);
    return session;
  }
  const customer = await getCustomer(ctx.deps.database.db, customerId).catch(() => null);
  if (!customer || !customer.customerNumber || !customer.activated) {
    if (session.refreshToken) await logout(env, customerId, session.refreshToken).catch(() => undefined);
    clearTokenCookies(session);
    return session;
  }
  session.customerId = customerId;
  session.customer = customer;
  return session;
}

/** After a successful login: token cookies, and a fresh CSRF cookie (no fixation across login). */
export function startSession(session: AccountSession, pair: TokenPair) {
  setTokenCookies(session, pair);
  setCsrfCookie(session, randomBytes(24).toString("base64url"));
}

/** Logout: revokes the refresh family and clears tokens and everything known about the customer. */
export async function endSession(session: AccountSession) {
  if (session.customerId && session.refreshToken)
    await logout(session.env, session.customerId, session.refreshToken).catch(() => undefined);
  clearTokenCookies(session);
  setCsrfCookie(session, randomBytes(24).toString("base64url"));
}

/** Checks the form's CSRF field against the signed cookie; a mismatch is a 403 page error. */
export function requireCsrf(session: AccountSession, form: FormData) {
  const sent = String(form.get(CSRF_FIELD) ?? "");
  const expected = Buffer.from(csrfFor(session.ctx, session.csrfCookie));
  const given = Buffer.from(sent);
  if (!session.csrfCookie || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw data({ formError: "accountUi.error.csrf" }, { status: 403, headers: headersOf(session) });
  }
}

export function headersOf(session: AccountSession): Headers {
  const headers = new Headers();
  for (const c of session.setCookies) headers.append("Set-Cookie", c);
  return headers;
}

export function respond<T>(session: AccountSession, value: T, status = 200) {
  return data(value, { status, headers: headersOf(session) });
}

export function redirectWith(session: AccountSession, to: string) {
  return redirect(to, { headers: headersOf(session) });
}
export async function loggedInSession(
  ctx: PageContext,
  request: Request,
): Promise<AccountSession & { customerId: string; customer: NonNullable<AccountSession["customer"]> }> {
  const session = await accountSession(ctx, request);
  if (!session.customerId || !session.customer) throw redirectWith(session, pathFor(ctx.edition, "account"));
  return session as AccountSession & { customerId: string; customer: NonNullable<AccountSession["customer"]> };
}

/**
 * The checkout form's prefill for a logged-in customer: name, e-mail, phone, address and the
 * payout account, preselected as "use my saved account" (decision 0031; the IBAN never leaves the
 * server: the choice shows its end, and the checkout action reads the account itself).
 */
export async function checkoutDefaults(session: AccountSession): Promise<Record<string, string>> {
  if (!session.customerId || !session.customer) return {};
  const db = session.ctx.deps.database.db;
  const c = session.customer;
  const [address, bank, paypal] = await Promise.all([
    getAddress(db, session.customerId).catch(() => null),
    listPaymentAccounts(db, session.customerId, "bank"),
    listPaymentAccounts(db, session.customerId, "paypal"),
  ]);
  const payment = [...bank, ...paypal].at(-1);
  const out: Record<string, string> = { firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone ?? "" };
  if (address) Object.assign(out, { street: address.street, houseNumber: address.houseNumber, zip: address.zip, city: address.city });
  if (payment?.kind === "paypal") Object.assign(out, { paymentMethod: "paypal", payoutSource: "saved" });
  else if (payment) Object.assign(out, { paymentMethod: "sepa", accountHolder: payment.accountHolder ?? "", payoutSource: "saved" });
  return out;
}

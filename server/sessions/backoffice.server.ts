/**
 * The back office's web session (decision 0023): an opaque token in its own cookie (`sb_staff`,
 * httpOnly, SameSite=Strict, Secure in production, ends with the browser), the session row in the
 * database (30 minutes idle, 10 hours in all). The layout's middleware opens it once per request;
 * loaders and actions read it from the router context and check roles with `requireStaffPage`.
 */
import { createContext, data, redirect } from "react-router";
import { PENDING_PATHS, staffLanguage, type StaffLanguage, type StaffRole } from "../../core/staff/index.ts";
import { readWebSession, type StaffContext, type StaffEnv } from "../../core/staff/index.server.ts";
import { allowed, staffEnvFrom } from "./staff-env.server.ts";
import { ProblemError, sameOriginPath } from "../../core/shared/index.ts";
import type { PageContext } from "../http/page-context.server.ts";
import { parseCookies } from "../http/cookies.server.ts";

export const STAFF_COOKIE = "sb_staff";
export const STAFF_LANGUAGE_COOKIE = "sb_staff_lang";

export interface StaffPage {
  ctx: PageContext;
  env: StaffEnv;
  context: StaffContext | null;
  /** The UI language: the staff user's choice, else the language cookie, else English. */
  language: StaffLanguage;
  /** Set-Cookie values the response must carry (the layout's middleware adds them to whatever it answers). */
  setCookies: string[];
}

export const staffPageContext = createContext<StaffPage>();

function cookie(ctx: PageContext, name: string, value: string, opts: { maxAge?: number; httpOnly?: boolean } = {}): string {
  const secure = ctx.deps.config.NODE_ENV === "production" ? "; Secure" : "";
  const age = opts.maxAge === undefined ? "" : `; Max-Age=${opts.maxAge}`;
  return `${name}=${encodeURIComponent(value)}; Path=/${opts.httpOnly === false ? "" : "; HttpOnly"}; SameSite=Strict${age}${secure}`;
}

export async function openStaffPage(ctx: PageContext, request: Request): Promise<StaffPage> {
  const cookies = parseCookies(request.headers.get("cookie"));
  const env = staffEnvFrom(ctx.deps, ctx.clientKey);
  const token = cookies.get(STAFF_COOKIE);
  const context = token ? await readWebSession(env, token) : null;
  const page: StaffPage = {
    ctx,
    env,
    context,
    language: staffLanguage(context?.staff.language ?? cookies.get(STAFF_LANGUAGE_COOKIE)),
    setCookies: [],
  };
  if (token && !context) page.setCookies.push(cookie(ctx, STAFF_COOKIE, "", { maxAge: 0 }));
  return page;
}

/** After login: the session cookie (no Max-Age: it ends with the browser) and the staff user's language. */
export function startStaffCookie(page: StaffPage, token: string, language: StaffLanguage) {
  page.setCookies.push(cookie(page.ctx, STAFF_COOKIE, token), languageCookie(page, language));
  page.language = language;
}

export function clearStaffCookie(page: StaffPage) {
  page.setCookies.push(cookie(page.ctx, STAFF_COOKIE, "", { maxAge: 0 }));
  page.context = null;
}

export const languageCookie = (page: StaffPage, language: StaffLanguage) =>
  cookie(page.ctx, STAFF_LANGUAGE_COOKIE, language, { maxAge: 365 * 86_400 });

/**
 * The one role check of the back-office pages: no session → the login (coming back here after);
 * a pending step → its page; the wrong role → 403 (the layout's error page).
 */
export function requireStaffPage(page: StaffPage, url: URL, ...roles: StaffRole[]): StaffContext {
  if (!page.context) {
    const next = url.pathname + url.search;
    throw redirect(`/login${next && next !== "/trades" ? `?next=${encodeURIComponent(next)}` : ""}`);
  }
  const pending = page.context.pending;
  // The page of a pending step is open to it (and needs no role).
  if (pending && url.pathname === PENDING_PATHS[pending]) return page.context;
  try {
    return allowed(page.context, roles);
  } catch (err) {
    if (err instanceof ProblemError && pending) throw redirect(PENDING_PATHS[pending]);
    if (err instanceof ProblemError) throw data({ kind: "forbidden" }, { status: 403 });
    throw err;
  }
}

/** A `next` path after login or a language switch: only a path of this host (core/shared/same-origin-path.ts). */
export function safeNext(value: FormDataEntryValue | string | null): string {
  return sameOriginPath(value, "/trades");
}

/** What the back office's frame shows of the session: language, who is signed in, a pending step. */
export function staffFrameData(page: StaffPage) {
  const staff = page.context?.staff;
  return {
    language: page.language,
    staff: staff ? { displayName: staff.displayName, email: staff.email, roles: staff.roles } : null,
    pending: page.context?.pending ?? null,
    timeZone: page.ctx.deps.config.OPERATOR_TIME_ZONE,
  };
}

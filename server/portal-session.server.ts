/**
 * The agan store portal's web session (decision 0046): an opaque token in its own cookie
 * (`sb_partner`, httpOnly, SameSite=Lax, Secure in production, ends with the browser) on the agan
 * host only; the session row in partner_sessions (30 minutes idle, 10 hours in all). The portal
 * layout's middleware opens it once per request; every loader and action then calls
 * `requirePartnerUser(page, url, ...roles)`, the one role and scope check of the portal.
 */
import { createContext, data, redirect } from "react-router";
import { readPartnerSession, type PartnerContext, type PartnerEnv } from "../core/partner-users/service.server.ts";
import { hasPartnerRole, PARTNER_COOKIE, PORTAL_HOME, PORTAL_LOGIN, scopeOf, type PartnerRole } from "../core/partner-users/rules.ts";
import { staffEnvFrom } from "./api/backoffice/staff-env.server.ts";
import type { PageContext } from "./page-context.server.ts";
import { parseCookies } from "./session.server.ts";

export interface PortalPage {
  ctx: PageContext;
  env: PartnerEnv;
  context: PartnerContext | null;
  setCookies: string[];
}

export const portalPageContext = createContext<PortalPage>();

export { PORTAL_HOME, PORTAL_LOGIN };

function cookie(ctx: PageContext, value: string, maxAge?: number): string {
  const secure = ctx.deps.config.NODE_ENV === "production" ? "; Secure" : "";
  return `${PARTNER_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax${maxAge === undefined ? "" : `; Max-Age=${maxAge}`}${secure}`;
}

export async function openPortalPage(ctx: PageContext, request: Request): Promise<PortalPage> {
  const env = staffEnvFrom(ctx.deps, ctx.clientKey);
  const token = parseCookies(request.headers.get("cookie")).get(PARTNER_COOKIE);
  const context = token ? await readPartnerSession(env, token, "web") : null;
  const page: PortalPage = { ctx, env, context, setCookies: [] };
  if (token && !context) page.setCookies.push(cookie(ctx, "", 0));
  return page;
}

export function startPortalCookie(page: PortalPage, token: string) {
  page.setCookies.push(cookie(page.ctx, token));
}

export function clearPortalCookie(page: PortalPage) {
  page.setCookies.push(cookie(page.ctx, "", 0));
  page.context = null;
}

/**
 * The one check of every portal loader and action: no session → the login (back here after);
 * none of `roles` → 403. Answers the user's context and scope (partner, and the store for store staff).
 */
export function requirePartnerUser(page: PortalPage, url: URL, ...roles: PartnerRole[]) {
  if (!page.context) {
    const next = url.pathname + url.search;
    throw redirect(`${PORTAL_LOGIN}${next !== PORTAL_HOME ? `?next=${encodeURIComponent(next)}` : ""}`);
  }
  if (!hasPartnerRole(page.context.user.roles, roles)) throw data({ kind: "forbidden" }, { status: 403 });
  return { context: page.context, scope: scopeOf(page.context.user) };
}

/** A `next` path after login: only a portal path of this host. */
export function safePortalNext(value: FormDataEntryValue | string | null): string {
  const next = typeof value === "string" ? value : "";
  return next.startsWith("/portal") && !next.startsWith("//") && !next.includes("\\") ? next : PORTAL_HOME;
}

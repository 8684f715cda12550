/**
 * The agan store portal's web session (decision 0046): an opaque token in its own cookie
 * (`sb_partner`, httpOnly, SameSite=Lax, Secure in production, ends with the browser) on the agan
 * host only; the session row in partner_sessions (30 minutes idle, 10 hours in all). The portal
 * layout's middleware opens it once per request; every loader and action then calls
 * `requirePartnerUser(page, url, ...roles)`, the one role and scope check of the portal.
 *
 * On the aganwidget host (decision 0047) the portal runs inside the chain's own page: every request
 * carries `?partner=KEY` of an active agan partner (server/widget/pages.server.ts frames it for
 * that partner's origins only), the session is of kind `frame` and belongs to that partner only,
 * and its cookie is partitioned (CHIPS: `SameSite=None; Secure; Partitioned`, path `/portal`), so
 * the browser keys it by the embedding top-level site: no third-party cookie.
 */
import { createContext, data, redirect } from "react-router";
import { readPartnerSession, type PartnerContext, type PartnerEnv } from "../../core/partner-users/index.server.ts";
import {
  hasPartnerRole,
  PARTNER_COOKIE,
  PORTAL_HOME,
  PORTAL_LOGIN,
  scopeOf,
  type PartnerRole,
  type PartnerSessionKind,
} from "../../core/partner-users/index.ts";
import { sameOriginPath } from "../../core/shared/index.ts";
import { staffEnvFrom } from "./staff-env.server.ts";
import type { PageContext } from "../http/page-context.server.ts";
import { parseCookies } from "../http/cookies.server.ts";
import { widgetPartnerOf, type WidgetPartner } from "../http/widget-partner.server.ts";

export interface PortalPage {
  ctx: PageContext;
  env: PartnerEnv;
  context: PartnerContext | null;
  setCookies: string[];
  /** On the aganwidget host: the framing chain (from `?partner=`); null on the agan host. */
  framedBy: WidgetPartner | null;
}

export const portalPageContext = createContext<PortalPage>();

export { PORTAL_HOME, PORTAL_LOGIN };

/**
 * The session cookie. On the agan host: SameSite=Lax, path `/`, Secure in production. Inside the
 * frame: partitioned (CHIPS), which needs `SameSite=None; Secure` (Chromium treats
 * `*.localhost` as a secure context, so it works on http://aganwidget.de.localhost too).
 */
export function portalCookie(value: string, opts: { production: boolean; framed: boolean }, maxAge?: number): string {
  const age = maxAge === undefined ? "" : `; Max-Age=${maxAge}`;
  if (opts.framed)
    return `${PARTNER_COOKIE}=${encodeURIComponent(value)}; Path=/portal; HttpOnly; SameSite=None; Secure; Partitioned${age}`;
  return `${PARTNER_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax${age}${opts.production ? "; Secure" : ""}`;
}

function cookie(page: Pick<PortalPage, "ctx" | "framedBy">, value: string, maxAge?: number): string {
  return portalCookie(value, { production: page.ctx.deps.config.NODE_ENV === "production", framed: page.framedBy !== null }, maxAge);
}

/** The session kind of a portal page: `frame` inside the partner's page, `web` on the agan host. */
export function portalSessionKind(page: Pick<PortalPage, "framedBy">): PartnerSessionKind {
  return page.framedBy ? "frame" : "web";
}

/**
 * Opens the portal for one request: the agan host as is; the aganwidget host only with the key of
 * an active agan partner, and a session only of that partner. Null: no portal here (404).
 */
export async function openPortalPage(ctx: PageContext, request: Request): Promise<PortalPage | null> {
  const url = new URL(request.url);
  if ((ctx.surface ?? "shop") !== "shop" || (ctx.mode !== "agan" && ctx.mode !== "aganwidget")) return null;
  const framedBy = ctx.mode === "aganwidget" ? await widgetPartnerOf(ctx.deps.database.db, ctx.mode, url) : null;
  if (ctx.mode === "aganwidget" && !framedBy) return null;
  const env = staffEnvFrom(ctx.deps, ctx.clientKey);
  const token = parseCookies(request.headers.get("cookie")).get(PARTNER_COOKIE);
  const read = token ? await readPartnerSession(env, token, framedBy ? "frame" : "web") : null;
  // a session of another chain is no session in this chain's frame
  const context = read && (!framedBy || read.user.partnerId === framedBy.id) ? read : null;
  const page: PortalPage = { ctx, env, context, setCookies: [], framedBy };
  if (token && !context) page.setCookies.push(cookie(page, "", 0));
  return page;
}

export function startPortalCookie(page: PortalPage, token: string) {
  page.setCookies.push(cookie(page, token));
}

export function clearPortalCookie(page: PortalPage) {
  page.setCookies.push(cookie(page, "", 0));
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
  return sameOriginPath(value, PORTAL_HOME, PORTAL_HOME);
}

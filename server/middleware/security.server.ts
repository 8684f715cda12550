import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ShopMode } from "../../core/editions/index.ts";
import type { AppEnv } from "../config/env.server.ts";

/**
 * Who may frame a page: on the widget hosts exactly the request partner's registered origins
 * (server/widget/pages.server.ts, decision 0045); everywhere else, and on a widget page without a
 * valid partner, nobody.
 */
export function frameAncestors(mode: ShopMode, partnerOrigins: readonly string[] = []): string {
  if ((mode === "b2bWidget" || mode === "aganwidget") && partnerOrigins.length) return partnerOrigins.join(" ");
  return "'none'";
}

/** `nonce`: this response's nonce, or the hashes of a cached page's inline scripts (decision 0048). */
export function contentSecurityPolicy(
  nonce: string | { hashes: readonly string[] },
  mode: ShopMode,
  dev = false,
  partnerOrigins: readonly string[] = [],
): string {
  const scripts = typeof nonce === "string" ? [`'nonce-${nonce}'`] : nonce.hashes;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts, ...(dev ? ["'unsafe-eval'"] : [])].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(mode, partnerOrigins)}`,
  ].join("; ");
}

/** Security headers on every response; a fresh CSP nonce per response. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = randomBytes(16).toString("base64");
  c.set("nonce", nonce);
  await next();
  const production = c.get("deps").config.NODE_ENV === "production";
  const h = c.res.headers;
  // a handler with its own policy keeps it (only the development widget demo page has one)
  if (!h.has("Content-Security-Policy"))
    h.set(
      "Content-Security-Policy",
      contentSecurityPolicy(nonce, c.get("mode"), !production && process.env.VITE_DEV === "1", c.get("widgetFrameOrigins")),
    );
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  // camera and microphone for the shop's own pages on its edition hosts only: the device page's
  // self-test asks for them (issue 34, decision 0125); the back office, the store portal, the widgets
  // and frames of other origins get neither
  const media = c.get("surface") === "shop" && c.get("mode") === "default" ? "(self)" : "()";
  h.set("Permissions-Policy", `camera=${media}, microphone=${media}, geolocation=(), payment=()`);
  if (c.get("mode") === "default" || c.get("mode") === "agan") h.set("X-Frame-Options", "DENY");
  if (production) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
};

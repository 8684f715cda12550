import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ShopMode } from "../../core/editions/index.ts";
import type { AppEnv } from "../env.server.ts";

/** Origins allowed to frame the widget modes; filled per partner by the partner issue. */
export function frameAncestors(mode: ShopMode, partnerOrigins: readonly string[] = []): string {
  if (mode === "b2bWidget" || mode === "aganwidget") return ["'self'", ...partnerOrigins].join(" ");
  return "'none'";
}

export function contentSecurityPolicy(nonce: string, mode: ShopMode, dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(mode)}`,
  ].join("; ");
}

/** Security headers on every response; a fresh CSP nonce per response. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = randomBytes(16).toString("base64");
  c.set("nonce", nonce);
  await next();
  const production = c.get("deps").config.NODE_ENV === "production";
  const h = c.res.headers;
  h.set("Content-Security-Policy", contentSecurityPolicy(nonce, c.get("mode"), !production && process.env.VITE_DEV === "1"));
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (c.get("mode") === "default" || c.get("mode") === "agan") h.set("X-Frame-Options", "DENY");
  if (production) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
};

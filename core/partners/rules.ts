/**
 * Partner rules without a database (decision 0044): the origin rule for embedding, the public
 * partner key, the API key's shape, and voucher codes. Pure; safe anywhere.
 */

export type PartnerKind = "retail" | "agan";
export const PARTNER_KINDS = ["retail", "agan"] as const satisfies readonly PartnerKind[];

/** What the shop and the portal need of a partner (never contact data or keys). */
export type PartnerView = { id: string; key: string; name: string; kind: PartnerKind; origins: string[]; active: boolean };

/** A partner's public key: url-safe, 8–64 characters (generated ones are 24). */
export const PARTNER_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const isPartnerKeyFormat = (key: string): boolean => PARTNER_KEY_PATTERN.test(key);

/** Whether `origin` (the embedding page's, exactly as the browser sends it) may frame or talk to the partner's widget. Exact match only. */
export function isAllowedOrigin(partner: Pick<PartnerView, "origins" | "active">, origin: string | null | undefined): boolean {
  if (!partner.active || !origin) return false;
  return partner.origins.includes(origin);
}

/** Most origins one partner may register (frame-ancestors stays short). */
export const MAX_ORIGINS = 10;

const LOCAL_HOST = /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1|\[::1\])$/;
const DNS_HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Checks one registered origin: `https://host[:port]` (a DNS name), or in development also
 * `http://` for localhost hosts. No path, query, user, wildcard or trailing slash. Returns the
 * origin in its canonical form (lower case, default port dropped) or a reason.
 */
export function checkOrigin(
  input: string,
  opts: { allowLocalHttp: boolean },
): { ok: true; origin: string } | { ok: false; reason: "format" | "scheme" | "host" | "path" | "wildcard" } {
  const text = input.trim();
  if (text.includes("*")) return { ok: false, reason: "wildcard" };
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*@/.test(text)) return { ok: false, reason: "format" };
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#@\s]+)(.*)$/.exec(text);
  if (!m) return { ok: false, reason: "format" };
  const scheme = m[1]!.toLowerCase();
  const hostPort = m[2]!.toLowerCase();
  if (m[3]) return { ok: false, reason: "path" };
  const hp = /^(\[[0-9a-f:]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(hostPort);
  if (!hp) return { ok: false, reason: "format" };
  const host = hp[1]!;
  const port = hp[2] === undefined ? null : Number(hp[2]);
  if (port !== null && (port < 1 || port > 65535 || String(port) !== hp[2])) return { ok: false, reason: "format" };
  const local = LOCAL_HOST.test(host);
  if (scheme === "http") {
    if (!(opts.allowLocalHttp && local)) return { ok: false, reason: "scheme" };
  } else if (scheme !== "https") return { ok: false, reason: "scheme" };
  if (!local && !DNS_HOST.test(host)) return { ok: false, reason: "host" };
  if (local && !opts.allowLocalHttp) return { ok: false, reason: "host" };
  const defaultPort = scheme === "https" ? 443 : 80;
  return { ok: true, origin: `${scheme}://${host}${port === null || port === defaultPort ? "" : `:${port}`}` };
}

/** Voucher codes: the partner's prefix, a dash, 12 characters of this alphabet in groups of four (60 random bits). */
export const VOUCHER_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const VOUCHER_PREFIX_PATTERN = /^[A-Z]{2,6}$/;
const VOUCHER_CODE = /^[A-Z]{2,6}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** Makes a code from 12 random bytes (each byte picks one of 32 characters: 256 is a multiple of 32, so no bias). */
export function voucherCodeFrom(prefix: string, random: Uint8Array): string {
  if (!VOUCHER_PREFIX_PATTERN.test(prefix)) throw new Error(`voucher prefix ${prefix}`);
  if (random.length < 12) throw new Error("12 random bytes needed");
  let body = "";
  for (let i = 0; i < 12; i++) body += VOUCHER_ALPHABET[random[i]! & 31];
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}`;
}

export const isVoucherCodeFormat = (code: string): boolean => VOUCHER_CODE.test(code);

/**
 * A code as a till types or scans it: trimmed, upper case, spaces dropped; a code typed without
 * dashes gets them back. Anything else stays as typed (and is then simply not found).
 */
export function normalizeVoucherCode(input: string): string {
  const compact = input.trim().toUpperCase().replace(/\s+/g, "");
  const bare = compact.replace(/-/g, "");
  if (/^[A-Z]{2,6}[2-9A-HJ-NP-Z]{12}$/.test(bare)) {
    const body = bare.slice(-12);
    return `${bare.slice(0, -12)}-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}`;
  }
  return compact;
}

/** Partner API keys: "sbp_" and 43 url-safe characters; lists show the first 12 characters. */
export const API_KEY_PREFIX = "sbp_";
export const API_KEY_SHOWN = 12;
export const isApiKeyFormat = (secret: string): boolean => /^sbp_[A-Za-z0-9_-]{43}$/.test(secret);

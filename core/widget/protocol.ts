/**
 * The widget's message protocol and its checks (decision 0045), shared by the embed script on the
 * partner's page (`app/widget/embed.ts`), the script inside the frame (`app/widget/frame.ts`) and
 * the server. Pure and framework-free: it is bundled into both browser scripts (ES2019, no zod).
 *
 * Messages are plain objects `{ source: "sellback-widget", type, ... }`: `ready`, `resize` with a
 * height in CSS pixels, `trade_created` with the trade number only. Nothing else crosses the frame.
 */

import { PARTNER_KEY_PATTERN } from "../partners/index.ts";

export const WIDGET_MESSAGE_SOURCE = "sellback-widget";

/** The query parameter that carries the partner's public key on every widget page. */
export const PARTNER_PARAM = "partner";
/** The query parameter through which the embed script tells the frame the embedding page's origin. */
export const ORIGIN_PARAM = "origin";

/** Largest height the embed script accepts (a runaway page must not make a kilometre-long frame). */
export const MAX_FRAME_HEIGHT = 20_000;

export type WidgetMessage =
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: "ready" }
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: "resize"; height: number }
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: "trade_created"; tradeNumber: string };

const TRADE_NUMBER = /^[A-Z0-9-]{4,40}$/;

/** The partner key when it has the key's shape, else null (the server still looks it up). */
export function partnerKeyOf(value: string | null | undefined): string | null {
  return value != null && PARTNER_KEY_PATTERN.test(value) ? value : null;
}

/**
 * The exact origin (`scheme://host[:port]`, lower case, default port dropped) of an http(s) URL,
 * or null for anything else (other schemes, credentials, paths are not origins).
 */
export function originOf(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = base ? new URL(value, base) : new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return url.origin;
}

/** True when `value` is written exactly as an origin (no path, query, or trailing slash). */
export function isExactOrigin(value: string): boolean {
  return originOf(value) === value;
}

/**
 * Validates a message's data: the right source, a known type, only its own fields with sane
 * values. Anything else (another library's messages, extra fields, a NaN height) → null.
 */
export function parseWidgetMessage(data: unknown): WidgetMessage | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const m = data as Record<string, unknown>;
  if (m.source !== WIDGET_MESSAGE_SOURCE) return null;
  const keys = Object.keys(m).sort().join(",");
  if (m.type === "ready" && keys === "source,type") return { source: WIDGET_MESSAGE_SOURCE, type: "ready" };
  if (m.type === "resize" && keys === "height,source,type") {
    const h = m.height;
    if (typeof h !== "number" || !Number.isFinite(h) || h < 0) return null;
    return { source: WIDGET_MESSAGE_SOURCE, type: "resize", height: Math.min(Math.ceil(h), MAX_FRAME_HEIGHT) };
  }
  if (m.type === "trade_created" && keys === "source,tradeNumber,type") {
    const n = m.tradeNumber;
    if (typeof n !== "string" || !TRADE_NUMBER.test(n)) return null;
    return { source: WIDGET_MESSAGE_SOURCE, type: "trade_created", tradeNumber: n };
  }
  return null;
}

/**
 * The embed script's check of an incoming message event: it must come from the widget's own
 * origin (the origin of the script's `src`) and from its own iframe's window; then the data must
 * be a valid widget message.
 */
export function acceptFrameMessage(
  event: { origin: string; source: unknown; data: unknown },
  widgetOrigin: string | null,
  frameWindow: unknown,
): WidgetMessage | null {
  if (!widgetOrigin || event.origin !== widgetOrigin) return null;
  if (frameWindow == null || event.source !== frameWindow) return null;
  return parseWidgetMessage(event.data);
}

/**
 * The frame's choice of where to post: the embedding page's origin the embed script passed
 * (`?origin=`), only when it is one of the partner's registered origins; else null (post nothing,
 * never `*`).
 */
export function parentTargetOrigin(requested: string | null | undefined, registered: readonly string[]): string | null {
  const origin = originOf(requested);
  if (!origin || origin !== requested) return null;
  return registered.includes(origin) ? origin : null;
}

/**
 * A same-origin href with the partner key added (kept when already there with the same value).
 * Absolute URLs of other origins, `mailto:`, fragments and protocol-relative URLs stay as they are.
 * `base` is the page's URL (for relative hrefs).
 */
export function withPartner(href: string, key: string, base: string): string {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return href;
  }
  if (url.origin !== new URL(base).origin) return href;
  if (href.startsWith("#")) return href;
  if (url.searchParams.get(PARTNER_PARAM) === key) return href;
  url.searchParams.set(PARTNER_PARAM, key);
  // keep the form the href had: a path stays a path
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? url.href : url.pathname + url.search + url.hash;
}

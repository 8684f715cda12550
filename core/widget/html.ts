/**
 * The server's half of "the partner key rides along in every URL" (decision 0045): widget pages
 * are answered with the key added to every same-origin link and form action, and to a same-origin
 * redirect's Location, so a visit inside the partner's frame keeps its partner without cookies.
 */
import { PARTNER_PARAM } from "./protocol.ts";

const TAG = /<(a|form)\b[^>]*>/gi;
const ATTR = /\s(href|action)="(\/(?!\/)[^"]*)"/i;

function addToPath(path: string, key: string, ampersand: string): string {
  const hash = path.indexOf("#");
  const before = hash === -1 ? path : path.slice(0, hash);
  const fragment = hash === -1 ? "" : path.slice(hash);
  if (new RegExp(`[?&](amp;)?${PARTNER_PARAM}=`).test(before)) return path;
  const param = `${PARTNER_PARAM}=${encodeURIComponent(key)}`;
  return `${before}${before.includes("?") ? ampersand : "?"}${param}${fragment}`;
}

/** Adds `partner=KEY` to each `<a href="/…">` and `<form action="/…">` of an HTML document. */
export function addPartnerToHtml(html: string, key: string): string {
  return html.replace(TAG, (tag) => tag.replace(ATTR, (_m, name: string, value: string) => ` ${name}="${addToPath(value, key, "&amp;")}"`));
}

/** A redirect's Location with the key, when it points to this origin by path ("/…"); others unchanged. */
export function addPartnerToLocation(location: string, key: string): string {
  return location.startsWith("/") && !location.startsWith("//") ? addToPath(location, key, "&") : location;
}

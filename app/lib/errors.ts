import { data } from "react-router";
import { matchPage, type EditionId } from "../../core/editions/index.ts";

export interface NotFoundData {
  kind: "notFound" | "expired";
  statusMessage: string;
  path: string;
}

/**
 * The spec's two 404 messages: "Page not found: {path}" when no route matches, "Page Not Found:
 * {path}" when a route matched but its entity is missing. Paths with "clarification" get the
 * expired-link variant (410 when the link is known but expired).
 */
export function pageNotFound(path: string, reason: "noRoute" | "noEntity", expiredKnown = false) {
  const statusMessage = reason === "noRoute" ? `Page not found: ${path}` : `Page Not Found: ${path}`;
  const expired = path.toLowerCase().includes("clarification");
  const body: NotFoundData = { kind: expired ? "expired" : "notFound", statusMessage, path };
  return data(body, { status: expired && expiredKnown ? 410 : 404, statusText: statusMessage });
}

/**
 * The "no route" 404 when a path is no page of the request's edition (e.g. the English
 * `/account/addressChange` on de). The chrome layout's loader says so for every page, but loaders
 * run side by side, so a page's own redirect (to the login when logged out) would win, and an
 * action runs before any loader. Pages mounted at a path that only some editions have call this
 * first in their loader and action (decision 0020).
 */
export function requireEditionPage(edition: EditionId, url: URL) {
  if (!matchPage(edition, url.pathname)) throw pageNotFound(url.pathname, "noRoute");
}

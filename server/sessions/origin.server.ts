/**
 * Where a form post may come from (decision 0074), the one CSRF/Origin check of the back office and
 * the store portal. (The shop's customer pages add a CSRF token to theirs, sessions/shop.server.ts.)
 */
import { data } from "react-router";

const hostOf = (origin: string | null, unreadable: string | null): string | null => {
  try {
    return origin ? new URL(origin).host : null;
  } catch {
    return unreadable;
  }
};

/**
 * Form posts come from this host: a session cookie that is SameSite=Strict or Lax keeps other
 * sites' posts out, and a browser's Origin header, when sent, must name this host (the scheme may
 * differ behind a TLS proxy). The back office and the portal on the agan host.
 */
export function assertSameOrigin(request: Request) {
  const host = hostOf(request.headers.get("origin"), "");
  if (host !== null && host !== new URL(request.url).host) throw data({ kind: "forbidden" }, { status: 403 });
}

/**
 * CSRF inside the partner's frame (the portal on the aganwidget host): the cookie is SameSite=None
 * there, so a post must name this origin in `Origin` (a missing or `null` Origin is refused too;
 * every current browser sends it on a post). The partitioned cookie is only sent when the
 * top-level site is the chain's page anyway.
 */
export function assertFramedPost(request: Request) {
  if (request.method === "GET" || request.method === "HEAD") return;
  const host = hostOf(request.headers.get("origin"), null);
  if (host === null || host !== new URL(request.url).host) throw data({ kind: "forbidden" }, { status: 403 });
}

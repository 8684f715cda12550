import { data } from "react-router";

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

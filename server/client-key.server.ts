import { createHash } from "node:crypto";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/** A hashed client address for rate limits (the first X-Forwarded-For hop behind a proxy). */
export function clientKey(c: Context): string {
  let address = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (!address) {
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      address = undefined;
    }
  }
  return createHash("sha256").update(address ?? "unknown").digest("base64url").slice(0, 22);
}

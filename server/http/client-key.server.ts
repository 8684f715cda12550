import { createHash } from "node:crypto";

/**
 * The key rate limits count a client under: a hash of its address as resolved by
 * server/http/forwarding.ts (the socket address, or behind a trusted proxy the hop it appended).
 */
export function clientKey(address: string): string {
  return createHash("sha256").update(address).digest("base64url").slice(0, 22);
}

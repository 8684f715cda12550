import { createHash, createHmac, randomBytes } from "node:crypto";

/**
 * The stable, unguessable id of an e-mail address in links: HMAC-SHA256 of the lower-cased
 * address with the server secret, hex. The same address always gives the same hash.
 */
export function emailHash(secret: string, email: string): string {
  return createHmac("sha256", secret).update(`newsletter:${email.trim().toLowerCase()}`).digest("hex");
}

/** A fresh confirmation token (sent in the mail) and its SHA-256 (stored). */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

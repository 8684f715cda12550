import { createHash, createHmac, randomBytes } from "node:crypto";

/** SHA-256 of a mailed token, hex: what the table keeps (a leaked table holds no working link). */
export const hashAlertToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * An alert's two tokens: the confirmation token is random; the unsubscribe token is derived from
 * the server secret and the confirmation token's hash, so the job can put the same link into the
 * fired mail later although only hashes are stored.
 */
export function newAlertTokens(secret: string): {
  confirmToken: string;
  confirmHash: string;
  unsubscribeToken: string;
  unsubscribeHash: string;
} {
  const confirmToken = randomBytes(32).toString("base64url");
  const confirmHash = hashAlertToken(confirmToken);
  const unsubscribeToken = unsubscribeTokenFor(secret, confirmHash);
  return { confirmToken, confirmHash, unsubscribeToken, unsubscribeHash: hashAlertToken(unsubscribeToken) };
}

/** The unsubscribe token of the alert whose confirmation token hashes to `confirmHash` (43 characters, base64url). */
export function unsubscribeTokenFor(secret: string, confirmHash: string): string {
  return createHmac("sha256", secret).update(`sellback price-alert unsubscribe v1|${confirmHash}`).digest("base64url");
}

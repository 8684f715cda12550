/**
 * The widget's proof that a thank-you page shows a trade its checkout just created (decision 0071,
 * issue 27 item 12). The frame announces `trade_created` to the partner's page only with this
 * proof: a number alone in `?trade=` announces nothing.
 *
 * When the checkout action places a trade for a widget partner, it adds `created=<expiry>.<mac>` to
 * the thank-you page's address: an HMAC-SHA256 with the server's secret over the partner's id, the
 * trade number and the expiry (15 minutes on). The widget's cookie-free frame can keep no session
 * (decision 0045), so the proof rides in the URL like the partner key and the tracking token.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** The thank-you page's query parameter that carries the proof. */
export const TRADE_CREATED_PARAM = "created";
/** How long after the checkout the thank-you page may still announce the trade. */
export const TRADE_CREATED_SECONDS = 15 * 60;

const PROOF = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, partnerId: string, tradeNumber: string, expires: number) =>
  createHmac("sha256", secret).update(`sellback widget trade_created v1|${partnerId}|${tradeNumber}|${expires}`).digest("base64url");

/** The proof for `tradeNumber`, just created through the widget of `partnerId`. */
export function tradeCreatedProof(secret: string, partnerId: string, tradeNumber: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + TRADE_CREATED_SECONDS;
  return `${expires}.${mac(secret, partnerId, tradeNumber, expires)}`;
}

/**
 * Whether `proof` says that this partner's widget created `tradeNumber` less than 15 minutes ago.
 * Another trade's or another partner's proof, an expired or altered one, or none: false.
 */
export function provesTradeCreated(
  secret: string,
  partnerId: string,
  tradeNumber: string,
  proof: string | null | undefined,
  now: Date,
): boolean {
  const parts = PROOF.exec(proof ?? "");
  if (!parts) return false;
  const expires = Number(parts[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(secret, partnerId, tradeNumber, expires));
  const given = Buffer.from(parts[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { ProblemError } from "../shared/index.ts";
import { rows } from "../shared/index.server.ts";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A fixed-window rule: at most `perWindow` hits per `windowSeconds`. */
export interface RateLimitRule {
  perWindow: number;
  windowSeconds: number;
}

/**
 * Mails to an address somebody typed (contact and B2B acknowledgements, newsletter confirmations):
 * at most 3 an hour per recipient, whoever asks; over that the request is answered the same and
 * no mail goes out (decision 0020).
 */
export const MAILS_PER_RECIPIENT: RateLimitRule = { perWindow: 3, windowSeconds: 60 * 60 };

/**
 * Fixed-window rate limit kept in the database, so every app instance counts the same hits.
 * Counts one hit for `key` and says whether it is within `limit` per `windowSeconds`. `now` is the
 * app's clock (deps.clock), so tests can pin a time well inside a window.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitResult> {
  const windowStartMs = Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000;
  const windowStart = new Date(windowStartMs);
  const [row] = await rows<{ count: number }>(
    db,
    sql`insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`,
  );
  const count = Number(row?.count ?? 1);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + windowSeconds * 1000 - now.getTime()) / 1000));
  return { allowed: count <= limit, retryAfterSeconds };
}

/**
 * For limits that count failures only (the back office's login, decision 0023): a 429 when `key`
 * already used up `rule` in the current window, without counting anything; `hitRateLimit` counts
 * a failure, `clearRateLimit` forgets the window's count after a success.
 */
export async function refuseWhenLimited(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const windowStartMs = Math.floor(now.getTime() / (rule.windowSeconds * 1000)) * rule.windowSeconds * 1000;
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${key} and window_start = ${new Date(windowStartMs).toISOString()}`,
  );
  if (Number(row?.count ?? 0) >= rule.perWindow) {
    const retryAfter = Math.max(1, Math.ceil((windowStartMs + rule.windowSeconds * 1000 - now.getTime()) / 1000));
    throw new ProblemError(429, "rate_limited", undefined, undefined, { retryAfter });
  }
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Counts one hit; over the rule it is the 429 problem with `Retry-After`. */
export async function enforceRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const hit = await hitRateLimit(db, key, rule.perWindow, rule.windowSeconds, now);
  if (!hit.allowed) throw new ProblemError(429, "rate_limited", undefined, undefined, { retryAfter: hit.retryAfterSeconds });
}

/**
 * Counts one mail to `email` (MAILS_PER_RECIPIENT, per purpose) and says whether it may go out.
 * The key holds a hash of the address, never the address itself.
 */
export async function recipientMailAllowed(db: Db, purpose: string, email: string, now: Date): Promise<boolean> {
  const hit = await hitRateLimit(
    db,
    `${purpose}-mail:${recipientKey(email)}`,
    MAILS_PER_RECIPIENT.perWindow,
    MAILS_PER_RECIPIENT.windowSeconds,
    now,
  );
  return hit.allowed;
}

/** The limit key of a typed e-mail address: a hash of its trimmed, lower-case form. */
export function recipientKey(email: string): string {
  return createHash("sha256").update(`sellback recipient v1|${email.trim().toLowerCase()}`).digest("base64url").slice(0, 32);
}

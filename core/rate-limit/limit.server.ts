import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { rows } from "../shared/sql.server.ts";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window rate limit kept in the database, so every app instance counts the same hits.
 * Counts one hit for `key` and says whether it is within `limit` per `windowSeconds`.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number, now = new Date()): Promise<RateLimitResult> {
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

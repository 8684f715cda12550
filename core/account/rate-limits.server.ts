import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../../db/client.server.ts";
import { accountRateLimits } from "../../db/schema/index.ts";
import { systemClock, type Clock, ProblemError } from "../shared/index.ts";

/**
 * The account limits, with rate-limiter-flexible's RateLimiterDrizzle: its counters live in the
 * `account_rate_limits` table through the app's Drizzle handle, so it works the same on PGlite
 * and PostgreSQL and every app instance on one database shares them (decision 0011).
 */
export const LOGIN_LIMITS = {
  /** Failed logins per account (the resolved account, however it was named) in 15 minutes. */
  perAccount: { points: 10, duration: 15 * 60 },
  /** Failed logins per client address in 15 minutes. */
  perAddress: { points: 50, duration: 15 * 60 },
} as const;
export const REGISTER_LIMIT = { points: 10, duration: 60 * 60 } as const;
/** Registration mails (activation, or "already in use") to one typed address in an hour. */
export const REGISTER_MAIL_LIMIT = { points: 3, duration: 60 * 60 } as const;
export const FORGOT_LIMIT = { perAddress: { points: 10, duration: 15 * 60 }, perEmail: { points: 3, duration: 60 * 60 } } as const;

export interface AccountLimiters {
  loginAccount: RateLimiterDrizzle;
  loginAddress: RateLimiterDrizzle;
  register: RateLimiterDrizzle;
  registerMail: RateLimiterDrizzle;
  forgotAddress: RateLimiterDrizzle;
  forgotEmail: RateLimiterDrizzle;
}

type Row = typeof accountRateLimits.$inferSelect;

/**
 * RateLimiterDrizzle reading "now" from the app's clock instead of the system time (decision
 * 0020), so tests can pin it: the three store methods that take the time are the library's own
 * (rate-limiter-flexible 11.4, lib/RateLimiterDrizzle.js) with `new Date()` replaced.
 */
class ClockedRateLimiterDrizzle extends RateLimiterDrizzle {
  readonly #db: Db;
  readonly #clock: Clock;
  constructor(db: Db, clock: Clock, keyPrefix: string, o: { points: number; duration: number }) {
    super({ storeClient: db, schema: accountRateLimits, keyPrefix, points: o.points, duration: o.duration });
    this.#db = db;
    this.#clock = clock;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, doc: Row): RateLimiterRes {
    const msBeforeNext = doc.expire !== null ? Math.max(new Date(doc.expire).getTime() - this.#clock().getTime(), 0) : -1;
    return new RateLimiterRes(Math.max(this.points - doc.points, 0), msBeforeNext, doc.points, doc.points === changedPoints);
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<Row | undefined> {
    const t = accountRateLimits;
    const now = this.#clock();
    const newExpire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const expired = sql`${t.expire} <= ${sql.param(now, t.expire)}`;
    const nextExpire = sql.param(newExpire, t.expire);
    const [row] = await this.#db
      .insert(t)
      .values({ key, points, expire: newExpire })
      .onConflictDoUpdate({
        target: t.key,
        set: forceExpire
          ? { points, expire: newExpire }
          : {
              points: sql`CASE WHEN ${expired} THEN ${points} ELSE ${t.points} + ${points} END`,
              expire: sql`CASE WHEN ${expired} THEN ${nextExpire} ELSE ${t.expire} END`,
            },
      })
      .returning();
    return row;
  }

  async _get(rlKey: string): Promise<Row | null> {
    const t = accountRateLimits;
    const [row] = await this.#db
      .select()
      .from(t)
      .where(and(eq(t.key, rlKey), or(gt(t.expire, this.#clock()), isNull(t.expire))))
      .limit(1);
    return row ?? null;
  }
}

const cache = new WeakMap<Db, Map<Clock, AccountLimiters>>();

/** The account limiters of one database and clock (made once, then reused). */
export function accountLimiters(db: Db, clock: Clock = systemClock): AccountLimiters {
  let byClock = cache.get(db);
  if (!byClock) cache.set(db, (byClock = new Map()));
  let limiters = byClock.get(clock);
  if (!limiters) {
    const make = (keyPrefix: string, o: { points: number; duration: number }) => new ClockedRateLimiterDrizzle(db, clock, keyPrefix, o);
    limiters = {
      loginAccount: make("login-account", LOGIN_LIMITS.perAccount),
      loginAddress: make("login-address", LOGIN_LIMITS.perAddress),
      register: make("register-address", REGISTER_LIMIT),
      registerMail: make("register-mail", REGISTER_MAIL_LIMIT),
      forgotAddress: make("forgot-address", FORGOT_LIMIT.perAddress),
      forgotEmail: make("forgot-email", FORGOT_LIMIT.perEmail),
    };
    byClock.set(clock, limiters);
  }
  return limiters;
}

export function tooManyRequests(msBeforeNext: number): ProblemError {
  return new ProblemError(429, "rate_limited", undefined, undefined, { retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)) });
}

/** Consumes one point; a rejection by the limit becomes the 429 problem (with Retry-After). */
export async function consumeOr429(limiter: RateLimiterDrizzle, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext);
    throw err;
  }
}

/** Consumes one point; true when still within the limit (a rejection is not an error). */
export async function consumeQuietly(limiter: RateLimiterDrizzle, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}

/** 429 when the key already used up its points (checked before a login attempt is counted). */
export async function refuseWhenExhausted(limiter: RateLimiterDrizzle, key: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.consumedPoints >= limiter.points) throw tooManyRequests(res.msBeforeNext);
}

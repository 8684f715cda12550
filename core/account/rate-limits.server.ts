import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../../db/client.server.ts";
import { accountRateLimits } from "../../db/schema/index.ts";
import { ProblemError } from "../shared/problem.ts";

/**
 * The account limits, with rate-limiter-flexible's RateLimiterDrizzle: its counters live in the
 * `account_rate_limits` table through the app's Drizzle handle, so it works the same on PGlite
 * and PostgreSQL and every app instance on one database shares them (decision 0011).
 */
export const LOGIN_LIMITS = {
  /** Failed logins per account (username) in 15 minutes. */
  perAccount: { points: 10, duration: 15 * 60 },
  /** Failed logins per client address in 15 minutes. */
  perAddress: { points: 50, duration: 15 * 60 },
} as const;
export const REGISTER_LIMIT = { points: 10, duration: 60 * 60 } as const;
export const FORGOT_LIMIT = { perAddress: { points: 10, duration: 15 * 60 }, perEmail: { points: 3, duration: 60 * 60 } } as const;

export interface AccountLimiters {
  loginAccount: RateLimiterDrizzle;
  loginAddress: RateLimiterDrizzle;
  register: RateLimiterDrizzle;
  forgotAddress: RateLimiterDrizzle;
  forgotEmail: RateLimiterDrizzle;
}

const cache = new WeakMap<Db, AccountLimiters>();

export function accountLimiters(db: Db): AccountLimiters {
  let limiters = cache.get(db);
  if (!limiters) {
    const make = (keyPrefix: string, o: { points: number; duration: number }) =>
      new RateLimiterDrizzle({ storeClient: db, schema: accountRateLimits, keyPrefix, points: o.points, duration: o.duration });
    limiters = {
      loginAccount: make("login-account", LOGIN_LIMITS.perAccount),
      loginAddress: make("login-address", LOGIN_LIMITS.perAddress),
      register: make("register-address", REGISTER_LIMIT),
      forgotAddress: make("forgot-address", FORGOT_LIMIT.perAddress),
      forgotEmail: make("forgot-email", FORGOT_LIMIT.perEmail),
    };
    cache.set(db, limiters);
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

/**
 * Limits on the tills' voucher look-ups (decision 0068): codes that are not found (unknown, or
 * another partner's) count per client address and per code of the asking partner. Once either
 * is used up, every look-up there answers 429 before the code is read, found or not, so the 429
 * tells nothing about the code. Found codes never count: a till checking and redeeming its
 * vouchers is limited only by the key's calls a minute. The per-code count is the asking
 * partner's own, so one partner's misses never block another's till.
 */
import type { Db } from "../../db/client.server.ts";
import { hitRateLimit, refuseWhenLimited, type RateLimitRule } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { normalizeVoucherCode } from "./rules.ts";

export const PARTNER_VOUCHER_MISSES: { perAddress: RateLimitRule; perCode: RateLimitRule } = {
  /** Codes not found per client address in ten minutes: many tills on one connection mistyping now and then. */
  perAddress: { perWindow: 30, windowSeconds: 10 * 60 },
  /** Misses of one code (for one partner) in ten minutes, from any address. */
  perCode: { perWindow: 10, windowSeconds: 10 * 60 },
};

export interface TillLookup {
  partnerId: string;
  code: string;
  clientKey: string;
  now: Date;
}

/** Runs `look` (a look-up or redemption of `lookup.code`) within the miss limits. */
export async function withVoucherMissLimits<T>(db: Db, lookup: TillLookup, look: () => Promise<T>): Promise<T> {
  const { perAddress, perCode } = PARTNER_VOUCHER_MISSES;
  const addressKey = `partner-voucher-miss:${lookup.clientKey}`;
  const codeKey = `partner-voucher-miss-code:${lookup.partnerId}:${normalizeVoucherCode(lookup.code)}`;
  await refuseWhenLimited(db, addressKey, perAddress, lookup.now);
  await refuseWhenLimited(db, codeKey, perCode, lookup.now);
  try {
    return await look();
  } catch (err) {
    if (err instanceof ProblemError && err.code === "partner_voucher_not_found") {
      await hitRateLimit(db, addressKey, perAddress.perWindow, perAddress.windowSeconds, lookup.now);
      await hitRateLimit(db, codeKey, perCode.perWindow, perCode.windowSeconds, lookup.now);
    }
    throw err;
  }
}

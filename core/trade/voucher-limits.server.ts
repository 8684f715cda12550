/**
 * Voucher look-ups under limits (decision 0068), for the trade and the checkout form's one-pass
 * check alike: every look-up counts for the client address (TRADE_LIMITS.voucherPerAddress); a
 * refused one also counts for the code (TRADE_LIMITS.voucherFailuresPerCode, from any address).
 * Over either, the look-up is not made and the answer is 429 at the `voucher` field, whatever the
 * code, so the refusal itself tells nothing about it. Counted outside any transaction: a refused
 * trade's rollback does not undo them.
 */
import type { Db } from "../../db/client.server.ts";
import type { EditionId } from "../editions/index.ts";
import { hitRateLimit, refuseWhenLimited } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { TRADE_LIMITS } from "./constants.ts";

export const VOUCHER_RATE_LIMITED = "trade.error.voucherRateLimited";

export interface VoucherLookup {
  edition: EditionId;
  code: string;
  /** The request's client key (its address). */
  clientKey: string;
  now: Date;
}

function voucherLimited(retryAfter: number): ProblemError {
  return new ProblemError(429, "rate_limited", VOUCHER_RATE_LIMITED, [{ field: "voucher", message: VOUCHER_RATE_LIMITED }], { retryAfter });
}

/** The per-code key: codes are compared upper case, per edition. */
const codeKey = (edition: EditionId, code: string) => `voucher-code:${edition}:${code.toUpperCase()}`;

/** Counts one look-up for the address; 429 over the address's limit or when the code's refusals are used up. */
export async function admitVoucherLookup(db: Db, lookup: VoucherLookup): Promise<void> {
  const rule = TRADE_LIMITS.voucherPerAddress;
  const byAddress = await hitRateLimit(db, `voucher-address:${lookup.clientKey}`, rule.perWindow, rule.windowSeconds, lookup.now);
  if (!byAddress.allowed) throw voucherLimited(byAddress.retryAfterSeconds);
  try {
    await refuseWhenLimited(db, codeKey(lookup.edition, lookup.code), TRADE_LIMITS.voucherFailuresPerCode, lookup.now);
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429) throw voucherLimited(Number(err.extra.retryAfter));
    throw err;
  }
}

/** Counts a refused look-up (unknown, not running, used by this e-mail, used up) for its code. */
export async function countVoucherRefusal(db: Db, lookup: Omit<VoucherLookup, "clientKey">): Promise<void> {
  const rule = TRADE_LIMITS.voucherFailuresPerCode;
  await hitRateLimit(db, codeKey(lookup.edition, lookup.code), rule.perWindow, rule.windowSeconds, lookup.now);
}

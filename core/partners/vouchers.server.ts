/**
 * Partner vouchers (decision 0044): a store trade's value as a voucher of the partner's chain,
 * issued in the trade's transaction and redeemed once at a till through the partner API.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { partners, partnerVouchers } from "../../db/schema/index.ts";
import { announceChange } from "../changes/index.ts";
import { ProblemError } from "../shared/index.ts";
import { normalizeVoucherCode, voucherCodeFrom } from "./rules.ts";

const DAY_MS = 86_400_000;

export interface IssuedVoucher {
  code: string;
  amountCents: number;
  expiresAt: Date;
}

/**
 * Issues a voucher of the partner for `amountCents` (call it in the trade's transaction). The code
 * is the partner's prefix and 60 random bits; expiry is `now` plus the partner's validity days.
 */
export async function issuePartnerVoucher(
  tx: Db,
  input: { partnerId: string; storeId: number | null; tradeId: number | null; amountCents: number; now: Date },
): Promise<IssuedVoucher> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new Error("voucher amount must be positive whole cents");
  const [partner] = await tx.select().from(partners).where(eq(partners.id, input.partnerId)).limit(1);
  if (!partner) throw new Error(`unknown partner ${input.partnerId}`);
  const expiresAt = new Date(input.now.getTime() + partner.voucherValidityDays * DAY_MS);
  // A collision of 60 random bits is next to impossible; retry anyway rather than fail the trade.
  for (let attempt = 0; ; attempt++) {
    const code = voucherCodeFrom(partner.voucherPrefix, randomBytes(12));
    const inserted = await tx
      .insert(partnerVouchers)
      .values({
        code,
        partnerId: partner.id,
        storeId: input.storeId,
        tradeId: input.tradeId,
        amountCents: input.amountCents,
        issuedAt: input.now,
        expiresAt,
      })
      .onConflictDoNothing({ target: partnerVouchers.code })
      .returning({ code: partnerVouchers.code });
    if (inserted.length) {
      await announceChange(tx, "partners");
      return { code, amountCents: input.amountCents, expiresAt };
    }
    if (attempt >= 4) throw new Error("could not make a unique voucher code");
  }
}

export type PartnerVoucherState = "issued" | "redeemed" | "void";

/** What a till sees of a voucher. */
export interface TillVoucher {
  code: string;
  amountCents: number;
  state: PartnerVoucherState;
  issuedAt: Date;
  expiresAt: Date;
  expired: boolean;
  redeemedAt: Date | null;
  reference: string | null;
}

const notFound = () => new ProblemError(404, "partner_voucher_not_found", "partners.api.error.voucherNotFound");

type VoucherRow = typeof partnerVouchers.$inferSelect;
const toTill = (row: VoucherRow, now: Date): TillVoucher => ({
  code: row.code,
  amountCents: row.amountCents,
  state: row.state as PartnerVoucherState,
  issuedAt: row.issuedAt,
  expiresAt: row.expiresAt,
  expired: row.expiresAt.getTime() <= now.getTime(),
  redeemedAt: row.redeemedAt,
  reference: row.redeemedRef,
});

/** A voucher of this partner (a foreign partner's code or an unknown one: 404 alike). */
export async function partnerVoucher(db: Db, input: { partnerId: string; code: string; now: Date }): Promise<TillVoucher> {
  const [row] = await db
    .select()
    .from(partnerVouchers)
    .where(eq(partnerVouchers.code, normalizeVoucherCode(input.code)))
    .limit(1);
  if (!row || row.partnerId !== input.partnerId) throw notFound();
  return toTill(row, input.now);
}

export interface Redemption {
  code: string;
  amountCents: number;
  redeemedAt: Date;
  reference: string;
}

/**
 * Redeems a voucher once. The same reference again answers the first redemption (a till's retry);
 * another reference is a 409; an unknown or foreign code 404; an expired or void voucher 410.
 * The row is locked, so of two redemptions at once exactly one wins.
 */
export async function redeemPartnerVoucher(
  db: Db,
  input: { partnerId: string; code: string; reference: string; now: Date },
): Promise<Redemption> {
  const code = normalizeVoucherCode(input.code);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(partnerVouchers).where(eq(partnerVouchers.code, code)).for("update");
    if (!row || row.partnerId !== input.partnerId) throw notFound();
    if (row.state === "redeemed") {
      if (row.redeemedRef === input.reference && row.redeemedAt)
        return { code: row.code, amountCents: row.amountCents, redeemedAt: row.redeemedAt, reference: row.redeemedRef };
      throw new ProblemError(409, "partner_voucher_redeemed", "partners.api.error.alreadyRedeemed");
    }
    if (row.state === "void") throw new ProblemError(410, "partner_voucher_void", "partners.api.error.void");
    if (row.expiresAt.getTime() <= input.now.getTime())
      throw new ProblemError(410, "partner_voucher_expired", "partners.api.error.expired");
    const [done] = await tx
      .update(partnerVouchers)
      .set({ state: "redeemed", redeemedAt: input.now, redeemedRef: input.reference })
      .where(eq(partnerVouchers.code, code))
      .returning();
    await announceChange(tx, "partners");
    return { code: done!.code, amountCents: done!.amountCents, redeemedAt: done!.redeemedAt!, reference: done!.redeemedRef! };
  });
}

/**
 * Erasing a person from their trades (account deletion and the support erasure, decision 0020):
 * the trade stays for the books, its personal fields go, the IBAN is kept masked. A store trade's
 * seller identification (decision 0090) loses its document number, sealed and masked; the kind
 * of document and the declaration's time stay, with the time of the erasure.
 *
 * The records a used-goods dealer must keep (seller_records, decision 0097) are not touched: they
 * hold their own copy of the seller, the devices and the sealed document number until their
 * period ends. A paid trade (or a store trade, paid with its voucher when it was made) that has no
 * record yet, one paid before records were kept, gets it here, from its data before the erasure.
 */
import { and, eq, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { sellerIdentifications, sellerRecords, tradeEvents, trades } from "../../db/schema/index.ts";
import { keepSellerRecord } from "../seller-records/index.server.ts";
import { maskIban } from "../shared/index.ts";
import { VOUCHER_PAYMENT_METHOD } from "./constants.ts";

/** What an erasure writes in place of an e-mail address. */
export const ERASED_EMAIL = "deleted@invalid";

/** When a trade was paid, for its record: the last change to `paid`, or a store trade's making (its voucher); null when unpaid. */
async function paidAtOf(tx: Db, tradeId: number): Promise<Date | null> {
  const [trade] = await tx
    .select({ state: trades.state, paymentMethod: trades.paymentMethod, createdAt: trades.createdAt })
    .from(trades)
    .where(eq(trades.id, tradeId));
  if (!trade) return null;
  if (trade.paymentMethod === VOUCHER_PAYMENT_METHOD) return trade.createdAt;
  if (trade.state !== "paid") return null;
  const [paid] = await tx
    .select({ at: max(tradeEvents.at) })
    .from(tradeEvents)
    .where(and(eq(tradeEvents.tradeId, tradeId), eq(tradeEvents.state, "paid")));
  return paid?.at ?? null;
}

export async function anonymiseTrades(tx: Db, rows: readonly { id: number; iban: string | null }[]): Promise<void> {
  for (const t of rows) {
    const [kept] = await tx.select({ id: sellerRecords.id }).from(sellerRecords).where(eq(sellerRecords.tradeId, t.id));
    const paidAt = kept ? null : await paidAtOf(tx, t.id);
    if (paidAt) await keepSellerRecord(tx, { tradeId: t.id, paidAt });
    await tx
      .update(trades)
      .set({
        customerId: null,
        email: ERASED_EMAIL,
        firstName: "-",
        lastName: "-",
        phone: null,
        street: "-",
        houseNumber: "-",
        iban: t.iban ? maskIban(t.iban) : null,
        accountHolder: null,
        paypalEmail: null,
      })
      .where(eq(trades.id, t.id));
    await tx
      .update(sellerIdentifications)
      .set({ documentNumberSealed: null, documentNumberMasked: null, erasedAt: sql`now()` })
      .where(and(eq(sellerIdentifications.tradeId, t.id), isNull(sellerIdentifications.erasedAt)));
  }
}

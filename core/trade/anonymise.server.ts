/**
 * Erasing a person from their trades (account deletion and the support erasure, decision 0020):
 * the trade stays for the books, its personal fields go, the IBAN is kept masked. A store trade's
 * seller identification (decision 0090) loses its document number, sealed and masked; the kind
 * of document and the declaration's time stay, with the time of the erasure.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { sellerIdentifications, trades } from "../../db/schema/index.ts";
import { maskIban } from "../shared/index.ts";

/** What an erasure writes in place of an e-mail address. */
export const ERASED_EMAIL = "deleted@invalid";

export async function anonymiseTrades(tx: Db, rows: readonly { id: number; iban: string | null }[]): Promise<void> {
  for (const t of rows) {
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

/**
 * Erasing a person from their trades (account deletion and the support erasure, decision 0020):
 * the trade stays for the books, its personal fields go, the IBAN is kept masked.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { trades } from "../../db/schema/index.ts";
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
  }
}

/** The verified self-tests kept with offers (offers.self_test, decision 0125), read where staff and sellers see them. */
import { inArray, isNotNull, and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { offers, tradeLines } from "../../db/schema/index.ts";
import type { StoredSelfTest } from "./types.ts";

/** The self-tests of these offers, by offer id; offers without one are left out. */
export async function selfTestsOfOffers(db: Db, offerIds: readonly string[]): Promise<Map<string, StoredSelfTest>> {
  if (!offerIds.length) return new Map();
  const list = await db
    .select({ id: offers.id, selfTest: offers.selfTest })
    .from(offers)
    .where(and(inArray(offers.id, [...offerIds]), isNotNull(offers.selfTest)));
  return new Map(list.map((row) => [row.id, row.selfTest as StoredSelfTest]));
}

/** The self-tests of a trade's lines (the offer each line was made with), by trade line id. */
export async function selfTestsOfTrade(db: Db, tradeId: number): Promise<Map<number, StoredSelfTest>> {
  const list = await db
    .select({ lineId: tradeLines.id, selfTest: offers.selfTest })
    .from(tradeLines)
    .innerJoin(offers, eq(offers.id, tradeLines.offerId))
    .where(and(eq(tradeLines.tradeId, tradeId), isNotNull(offers.selfTest)));
  return new Map(list.map((row) => [row.lineId, row.selfTest as StoredSelfTest]));
}

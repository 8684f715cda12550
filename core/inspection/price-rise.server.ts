/**
 * The higher price paid (decision 0126): when a trade's inspection completes, every device found as
 * described whose price of the day rose gets it. Its line takes the higher price and its campaign's
 * bonus on that price (the offer's own campaign rules, keptCampaign), and the trade's subtotal and
 * total grow by what the lines grew, so the payout, the purchase record and the credit note read it
 * like any other price. A voucher's bonus stays what the trade got at checkout.
 * Runs once, in the completion's transaction (the trade is `received` and locked).
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { offers, tradeInspections, tradeLines, trades } from "../../db/schema/index.ts";
import type { PageCampaign } from "../campaign/index.ts";
import { keptCampaign } from "./reprice.ts";

/** Applies the recorded rises of a trade's devices to its lines and totals; returns what the trade's total grew by (cents). */
export async function applyPriceRises(tx: Db, tradeId: number): Promise<number> {
  const risen = await tx
    .select({
      lineId: tradeLines.id,
      quantity: tradeLines.quantity,
      lineTotalCents: tradeLines.lineTotalCents,
      bonusCents: tradeLines.campaignBonusCents,
      priceCents: tradeInspections.priceCents,
      campaign: offers.campaign,
    })
    .from(tradeInspections)
    .innerJoin(tradeLines, eq(tradeLines.id, tradeInspections.tradeLineId))
    .innerJoin(offers, eq(offers.id, tradeLines.offerId))
    .where(
      and(eq(tradeInspections.tradeId, tradeId), eq(tradeInspections.outcome, "as_described"), gt(tradeInspections.priceRiseCents, 0)),
    );
  let grown = 0;
  for (const r of risen) {
    const bonusCents = keptCampaign(r.campaign as PageCampaign | null, r.bonusCents, r.priceCents)?.bonusCents ?? r.bonusCents;
    const lineTotalCents = (r.priceCents + bonusCents) * r.quantity;
    grown += lineTotalCents - r.lineTotalCents;
    await tx
      .update(tradeLines)
      .set({ priceCents: r.priceCents, campaignBonusCents: bonusCents, lineTotalCents })
      .where(eq(tradeLines.id, r.lineId));
  }
  if (grown !== 0)
    await tx
      .update(trades)
      .set({ subtotalCents: sql`${trades.subtotalCents} + ${grown}`, totalCents: sql`${trades.totalCents} + ${grown}` })
      .where(eq(trades.id, tradeId));
  return grown;
}

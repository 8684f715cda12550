/**
 * The business account page's read of a company's trades (decision 0124): every trade with
 * `trades.company_id` (whichever colleague accepted the quote), newest first, with its units, the
 * tracking link and which documents exist. Read-only glue over the schema the migration
 * made; the integrator may move it into core/company.
 */
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { creditNotes, tradeLines, trades } from "../../../db/schema/index.ts";
import { pathFor, type EditionId } from "../../../core/editions/index.ts";
import { certificateLinks } from "../../../core/inspection/index.server.ts";
import { pickupOfTrade } from "../../../core/pickup/index.server.ts";
import { labelUrlFor } from "../../../core/trade/index.server.ts";
import type { CompanyTradeEntry } from "../../features/business/account-view.tsx";

/** The most trades the page lists (a company's trades of several years fit; older ones stay in the back office). */
export const COMPANY_TRADES_SHOWN = 200;

export async function companyTrades(db: Db, companyId: number): Promise<CompanyTradeEntry[]> {
  const list = await db
    .select({
      id: trades.id,
      tradeNumber: trades.tradeNumber,
      edition: trades.edition,
      state: trades.state,
      totalCents: trades.totalCents,
      token: trades.trackingToken,
      createdAt: trades.createdAt,
    })
    .from(trades)
    .where(eq(trades.companyId, companyId))
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(COMPANY_TRADES_SHOWN);
  if (!list.length) return [];
  const ids = list.map((t) => t.id);
  const [units, notes, certificates] = await Promise.all([
    db
      .select({ tradeId: tradeLines.tradeId, units: sql<number>`coalesce(sum(${tradeLines.quantity}), 0)::int` })
      .from(tradeLines)
      .where(inArray(tradeLines.tradeId, ids))
      .groupBy(tradeLines.tradeId),
    // an issued credit note of ours (a seller's own invoice is theirs: no download here)
    db
      .select({ tradeId: creditNotes.tradeId })
      .from(creditNotes)
      .where(and(inArray(creditNotes.tradeId, ids), eq(creditNotes.kind, "credit_note"), isNotNull(creditNotes.number))),
    certificateLinks(
      db,
      list.map((t) => t.tradeNumber),
    ),
  ]);
  // the collection of a trade still waiting for its devices (decision 0120): its window on the list
  const pickups = new Map(
    await Promise.all(list.filter((t) => t.state === "created").map(async (t) => [t.id, await pickupOfTrade(db, t.id)] as const)),
  );
  const unitsOf = new Map(units.map((u) => [u.tradeId, Number(u.units)]));
  const noted = new Set(notes.map((n) => n.tradeId));
  return list.map((t) => ({
    tradeNumber: t.tradeNumber,
    createdAt: t.createdAt.toISOString(),
    state: t.state,
    units: unitsOf.get(t.id) ?? 0,
    totalCents: t.totalCents,
    trackingPath: `${pathFor(t.edition as EditionId, "tradeTracking", { tradeNumber: t.tradeNumber })}?token=${encodeURIComponent(t.token)}`,
    creditNote: noted.has(t.id),
    certificates: (certificates.get(t.tradeNumber)?.length ?? 0) > 0,
    collection: collectionOf(pickups.get(t.id) ?? null),
    // below the collection threshold the seller sends the devices: the trade's shipping label, as a shop trade's
    labelUrl: t.state === "created" && !pickups.get(t.id) ? labelUrlFor(t.tradeNumber, t.token) : null,
  }));
}

/** A pending collection's window as the list shows it; none once it is cancelled or failed (our team then calls). */
function collectionOf(pickup: Awaited<ReturnType<typeof pickupOfTrade>>): CompanyTradeEntry["collection"] {
  if (!pickup || (pickup.state !== "requested" && pickup.state !== "booked")) return null;
  return { day: pickup.day, windowFrom: pickup.windowFrom, windowTo: pickup.windowTo, booked: pickup.state === "booked" };
}

/**
 * Pickup requests (issue 33, decision 0120): the seller's chosen window stored with the trade, read
 * back for the seller's and the back office's pages.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { companies, pickups, tradeLines, trades } from "../../db/schema/index.ts";
import type { PickupAddress, PickupCarrier, PickupState, PickupView } from "./types.ts";
import type { PickupWindow } from "./windows.ts";

export interface RequestPickupInput {
  tradeId: number;
  window: PickupWindow;
  address: PickupAddress;
  parcels: number;
}

/** Stores the trade's collection request (state requested). One per trade: a second one is refused by the unique index. */
export async function requestPickup(tx: Db, input: RequestPickupInput): Promise<{ pickupId: number }> {
  const [row] = await tx
    .insert(pickups)
    .values({
      tradeId: input.tradeId,
      day: input.window.day,
      windowFrom: input.window.windowFrom,
      windowTo: input.window.windowTo,
      state: "requested",
      address: input.address,
      parcels: Math.max(1, Math.floor(input.parcels)),
    })
    .returning({ id: pickups.id });
  return { pickupId: row!.id };
}

const columns = {
  id: pickups.id,
  tradeId: pickups.tradeId,
  tradeNumber: trades.tradeNumber,
  edition: trades.edition,
  day: pickups.day,
  windowFrom: pickups.windowFrom,
  windowTo: pickups.windowTo,
  state: pickups.state,
  carrier: pickups.carrier,
  reference: pickups.reference,
  failure: pickups.failure,
  address: pickups.address,
  parcels: pickups.parcels,
  bookedAt: pickups.bookedAt,
  bookedBy: pickups.bookedBy,
  createdAt: pickups.createdAt,
  companyName: companies.name,
};

type Row = Awaited<ReturnType<typeof base>>[number];

async function unitsOf(db: Db, tradeIds: number[]): Promise<Map<number, number>> {
  if (tradeIds.length === 0) return new Map();
  const rows = await db
    .select({ tradeId: tradeLines.tradeId, units: sql<number>`coalesce(sum(${tradeLines.quantity}), 0)::int` })
    .from(tradeLines)
    .where(inArray(tradeLines.tradeId, tradeIds))
    .groupBy(tradeLines.tradeId);
  return new Map(rows.map((r) => [r.tradeId, Number(r.units)]));
}

function view(r: Row, units: Map<number, number>): PickupView {
  return {
    id: r.id,
    tradeId: r.tradeId,
    tradeNumber: r.tradeNumber,
    edition: r.edition,
    day: r.day,
    windowFrom: r.windowFrom,
    windowTo: r.windowTo,
    state: r.state as PickupState,
    carrier: (r.carrier as PickupCarrier | null) ?? null,
    reference: r.reference,
    failure: r.failure,
    address: r.address as PickupAddress,
    parcels: r.parcels,
    units: units.get(r.tradeId) ?? 0,
    companyName: r.companyName ?? null,
    bookedAt: r.bookedAt ? r.bookedAt.toISOString() : null,
    bookedBy: r.bookedBy,
    createdAt: r.createdAt.toISOString(),
  };
}

function base(db: Db) {
  return db
    .select(columns)
    .from(pickups)
    .innerJoin(trades, eq(trades.id, pickups.tradeId))
    .leftJoin(companies, eq(companies.id, trades.companyId));
}

/** The trade's pickup, or null when it has none (a trade below the collection threshold). */
export async function pickupOfTrade(db: Db, tradeId: number): Promise<PickupView | null> {
  const [row] = await base(db).where(eq(pickups.tradeId, tradeId)).limit(1);
  if (!row) return null;
  return view(row, await unitsOf(db, [tradeId]));
}

/** One pickup by its id. */
export async function pickupById(db: Db, id: number): Promise<PickupView | null> {
  const [row] = await base(db).where(eq(pickups.id, id)).limit(1);
  if (!row) return null;
  return view(row, await unitsOf(db, [row.tradeId]));
}

/** The back office's list: the given states (default: requested and failed), oldest request first. */
export async function pickupsInStates(
  db: Db,
  states: readonly PickupState[] = ["requested", "failed"],
  limit = 200,
): Promise<PickupView[]> {
  const rows = await base(db)
    .where(inArray(pickups.state, [...states]))
    .orderBy(asc(pickups.createdAt), asc(pickups.id))
    .limit(limit);
  const units = await unitsOf(
    db,
    rows.map((r) => r.tradeId),
  );
  return rows.map((r) => view(r, units));
}

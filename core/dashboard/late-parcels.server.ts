/**
 * "Delivered to us but not received" (issue 30, decision 0094): trades still `created` whose
 * shipping label the carrier delivered more than RECEIPT_WORKING_DAYS working days ago (Monday to
 * Friday in the operator's zone, the delivery's own day not counted). The tracking job sets
 * `delivered_at`; receiving the parcel moves the trade on, and it leaves the list.
 */
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { shipments, trades } from "../../db/schema/index.ts";
import { RECEIPT_WORKING_DAYS } from "../carrier/index.ts";
import type { EditionId } from "../editions/index.ts";
import { BACKOFFICE_TIME_ZONE } from "./figures.ts";
import { workingDaysCutoff } from "./working-days.ts";

/** Parcels the dashboard lists by name (the count covers all). */
export const LATE_PARCELS_LISTED = 50;

export interface LateParcel {
  tradeNumber: string;
  edition: EditionId;
  carrier: string;
  trackingNumber: string | null;
  deliveredAt: string;
}

export interface LateParcels {
  /** Working days a delivered parcel may wait for its receipt. */
  workingDays: number;
  /** Delivered before this instant and still not received: late. */
  deliveredBefore: string;
  count: number;
  /** The oldest deliveries first, at most LATE_PARCELS_LISTED. */
  parcels: LateParcel[];
}

export async function lateParcels(
  db: Db,
  opts: { edition?: EditionId | null; now: Date; timeZone?: string; limit?: number },
): Promise<LateParcels> {
  const cutoff = workingDaysCutoff(opts.now, RECEIPT_WORKING_DAYS, opts.timeZone ?? BACKOFFICE_TIME_ZONE);
  const found = await db
    .select({
      tradeNumber: trades.tradeNumber,
      edition: trades.edition,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      deliveredAt: shipments.deliveredAt,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(shipments)
    .innerJoin(trades, eq(trades.id, shipments.tradeId))
    .where(
      and(
        eq(shipments.kind, "shipping"),
        lt(shipments.deliveredAt, cutoff),
        eq(trades.state, "created"),
        opts.edition ? eq(trades.edition, opts.edition) : undefined,
      ),
    )
    .orderBy(asc(shipments.deliveredAt), asc(trades.id))
    .limit(opts.limit ?? LATE_PARCELS_LISTED);
  return {
    workingDays: RECEIPT_WORKING_DAYS,
    deliveredBefore: cutoff.toISOString(),
    count: found[0]?.count ?? 0,
    parcels: found.map((r) => ({
      tradeNumber: r.tradeNumber,
      edition: r.edition as EditionId,
      carrier: r.carrier,
      trackingNumber: r.trackingNumber,
      deliveredAt: r.deliveredAt!.toISOString(),
    })),
  };
}

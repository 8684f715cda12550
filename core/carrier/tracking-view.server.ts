/**
 * The parcels' tracking as the pages read it (issue 30, decision 0094): per trade number its made
 * labels (shipmentsByTrade's view: the shipping label and each return label) with the tracking
 * status the tracking job keeps on the shipment, when its latest event happened, when the carrier
 * delivered it, and every imported event newest first. Staff pages show it whole; the customer's
 * pages show `parcelJourney` of it (journey.ts). Reads only: the tracking job writes the rows.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { shipmentEvents, shipments, trades } from "../../db/schema/index.ts";
import type { EditionId } from "../editions/index.ts";
import {
  isShipmentTrackingStatus,
  parcelJourney,
  type ParcelEventView,
  type ParcelJourney,
  type ShipmentEventStatus,
  type ShipmentTrackingStatus,
} from "./journey.ts";
import { shipmentsByTrade, type ShipmentView } from "./labels.server.ts";

export interface ParcelTrackingView extends ShipmentView {
  status: ShipmentTrackingStatus;
  /** When the latest imported event happened; null before any. */
  statusAt: string | null;
  /** When the carrier delivered the parcel; null until then. */
  deliveredAt: string | null;
  /** Every imported event, newest first. */
  events: ParcelEventView[];
}

const EVENT_STATUSES = new Set<string>(["handed_over", "in_transit", "delivered", "problem", "other"]);

/** The made labels of these trades with their tracking, by trade number (back office; `journeysByTrade` for customers). */
export async function trackingByTrade(
  db: Db,
  edition: EditionId | null,
  tradeNumbers: readonly string[],
): Promise<Map<string, ParcelTrackingView[]>> {
  const found = new Map<string, ParcelTrackingView[]>();
  const labels = await shipmentsByTrade(db, edition, tradeNumbers);
  if (!labels.size) return found;
  const rows = await db
    .select({
      id: shipments.id,
      tradeNumber: trades.tradeNumber,
      trackingNumber: shipments.trackingNumber,
      status: shipments.trackingStatus,
      statusAt: shipments.trackingEventAt,
      deliveredAt: shipments.deliveredAt,
    })
    .from(shipments)
    .innerJoin(trades, eq(trades.id, shipments.tradeId))
    .where(and(inArray(trades.tradeNumber, [...labels.keys()]), eq(shipments.state, "created")));
  const events = rows.length
    ? await db
        .select()
        .from(shipmentEvents)
        .where(
          inArray(
            shipmentEvents.shipmentId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(shipmentEvents.occurredAt), desc(shipmentEvents.id))
    : [];
  for (const [tradeNumber, views] of labels) {
    found.set(
      tradeNumber,
      views.map((view) => {
        const row = rows.find((r) => r.tradeNumber === tradeNumber && r.trackingNumber === view.trackingNumber);
        return {
          ...view,
          status: row && isShipmentTrackingStatus(row.status) ? row.status : "label",
          statusAt: row?.statusAt?.toISOString() ?? null,
          deliveredAt: row?.deliveredAt?.toISOString() ?? null,
          events: events
            .filter((e) => e.shipmentId === row?.id)
            .map((e) => ({
              at: e.occurredAt.toISOString(),
              status: (EVENT_STATUSES.has(e.status) ? e.status : "other") as ShipmentEventStatus,
              code: e.code,
              description: e.description,
              location: e.location,
            })),
        };
      }),
    );
  }
  return found;
}

/** The customer's view of these trades' parcels (tracking page, account, the customer API), by trade number. */
export async function journeysByTrade(db: Db, edition: EditionId, tradeNumbers: readonly string[]): Promise<Map<string, ParcelJourney[]>> {
  const tracking = await trackingByTrade(db, edition, tradeNumbers);
  return new Map([...tracking].map(([number, parcels]) => [number, parcels.map(parcelJourney)]));
}

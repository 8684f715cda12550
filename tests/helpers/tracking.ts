/**
 * Tracking rows for tests of the pages that show them (issue 30, decision 0094): a made label of
 * a trade (`shipments`, state created) with the status the tracking job would have written and its
 * imported `shipment_events`, inserted directly. A return label needs the device's return
 * (`trade_returns`), made here too when asked.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { shipmentEvents, shipments, tradeLines, tradeReturns, trades } from "../../db/schema/index.ts";

export interface TestTrackingEvent {
  at: Date;
  status: "handed_over" | "in_transit" | "delivered" | "problem" | "other";
  code: string;
  description?: string | null;
  location?: string | null;
}

export interface TestShipment {
  tradeNumber: string;
  kind?: "shipping" | "return";
  /** For a return label: the trade line (default: the trade's first) whose return is made if missing. */
  itemId?: number;
  carrier?: "DHL" | "UPS";
  trackingNumber: string;
  status: "label" | "handed_over" | "in_transit" | "delivered" | "problem";
  deliveredAt?: Date | null;
  events?: TestTrackingEvent[];
  /** pending: a label being made (the pages show nothing of it). */
  state?: "created" | "pending";
}

/** Inserts the label and its events; answers the shipment's id and (for a return) the trade line's id. */
export async function insertTestShipment(db: Db, s: TestShipment): Promise<{ shipmentId: number; itemId: number | null }> {
  const [trade] = await db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, s.tradeNumber));
  if (!trade) throw new Error(`no trade ${s.tradeNumber}`);
  const kind = s.kind ?? "shipping";
  let tradeReturnId: number | null = null;
  let itemId: number | null = null;
  if (kind === "return") {
    const [line] = await db
      .select({ id: tradeLines.id })
      .from(tradeLines)
      .where(s.itemId ? and(eq(tradeLines.tradeId, trade.id), eq(tradeLines.id, s.itemId)) : eq(tradeLines.tradeId, trade.id))
      .orderBy(tradeLines.position)
      .limit(1);
    itemId = line!.id;
    const [existing] = await db.select({ id: tradeReturns.id }).from(tradeReturns).where(eq(tradeReturns.tradeLineId, itemId));
    tradeReturnId =
      existing?.id ??
      (
        await db
          .insert(tradeReturns)
          .values({ tradeId: trade.id, tradeLineId: itemId, reason: "declined", createdAt: new Date() })
          .returning({ id: tradeReturns.id })
      )[0]!.id;
  }
  const events = s.events ?? [];
  const latest = events.reduce<Date | null>((at, e) => (at && at > e.at ? at : e.at), null);
  const [row] = await db
    .insert(shipments)
    .values({
      tradeId: trade.id,
      kind,
      tradeReturnId,
      carrier: s.carrier ?? "DHL",
      state: s.state ?? "created",
      trackingNumber: s.trackingNumber,
      labelKey: `labels/test/${s.trackingNumber}.pdf`,
      attemptedAt: new Date(),
      createdAt: new Date(),
      trackingStatus: s.status,
      trackingEventAt: latest,
      deliveredAt: s.deliveredAt ?? null,
    })
    .returning({ id: shipments.id });
  if (events.length) {
    await db.insert(shipmentEvents).values(
      events.map((e) => ({
        shipmentId: row!.id,
        occurredAt: e.at,
        status: e.status,
        code: e.code,
        description: e.description ?? null,
        location: e.location ?? null,
        importedAt: new Date(),
      })),
    );
  }
  return { shipmentId: row!.id, itemId };
}

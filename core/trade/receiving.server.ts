/**
 * Receiving at the warehouse desk (issue 29, decision 0088): what the panel shows after a scan (the
 * models with their quantities, the customer's name and city, and why a trade cannot be received),
 * a store shipment's packing list, and the bulk receive of a shipment: every receivable trade in
 * one transaction, each audited like a single receive, the others reported with the reason.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { partners, partnerStores, storeShipments, storeShipmentTrades, tradeEvents, tradeLines, trades } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import type { MessagesLocale } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { mailReceived, markReceived, type StaffActor } from "./receive.server.ts";
import { receiveRefusal, shipmentNumber, type ReceiveRefusal } from "./receiving.ts";
import type { TradeState } from "./states.ts";
import type { TradeView } from "./types.ts";

/** One trade as the receiving panel shows it. */
export interface ReceivingTrade {
  tradeNumber: string;
  state: TradeState;
  /** Σ quantity of the lines: the devices the parcel should hold. */
  devices: number;
  models: { name: string; quantity: number }[];
  customer: { name: string; city: string };
  /** null: it can be received now. */
  refusal: ReceiveRefusal | null;
}

/** The trades `ids` as the panel shows them, in the order of `ids`. */
async function receivingRows(db: Db, ids: readonly number[]): Promise<ReceivingTrade[]> {
  if (!ids.length) return [];
  // One after the other: inside the bulk receive's transaction the three share one connection.
  const rows = await db
    .select({
      id: trades.id,
      tradeNumber: trades.tradeNumber,
      state: trades.state,
      firstName: trades.firstName,
      lastName: trades.lastName,
      city: trades.city,
    })
    .from(trades)
    .where(inArray(trades.id, [...ids]));
  const lines = await db
    .select({ tradeId: tradeLines.tradeId, name: tradeLines.deviceName, quantity: tradeLines.quantity })
    .from(tradeLines)
    .where(inArray(tradeLines.tradeId, [...ids]))
    .orderBy(asc(tradeLines.tradeId), asc(tradeLines.position));
  const events = await db
    .select({ tradeId: tradeEvents.tradeId, state: tradeEvents.state, at: tradeEvents.at })
    .from(tradeEvents)
    .where(inArray(tradeEvents.tradeId, [...ids]))
    .orderBy(asc(tradeEvents.at), asc(tradeEvents.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const models = lines.filter((l) => l.tradeId === id).map((l) => ({ name: l.name, quantity: l.quantity }));
    const history = events.filter((e) => e.tradeId === id).map((e) => ({ state: e.state, at: e.at.toISOString() }));
    const state = row.state as TradeState;
    return [
      {
        tradeNumber: row.tradeNumber,
        state,
        devices: models.reduce((n, m) => n + m.quantity, 0),
        models,
        customer: { name: `${row.firstName} ${row.lastName}`.trim(), city: row.city.trim() },
        refusal: receiveRefusal(state, history),
      },
    ];
  });
}

/** The scanned trade for the panel, or null when there is no such trade. */
export async function receivingTrade(db: Db, tradeNumber: string): Promise<ReceivingTrade | null> {
  const [row] = await db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, tradeNumber)).limit(1);
  return row ? ((await receivingRows(db, [row.id]))[0] ?? null) : null;
}

/** A store shipment as the desk sees it: who sent it, whether the store closed it, and its packing list. */
export interface ReceivingShipment {
  id: number;
  partnerName: string;
  storeName: string;
  storeCity: string;
  /** open (the store is still packing it: nothing to receive yet) | closed (sent with its label and packing list) */
  state: "open" | "closed";
  closedAt: string | null;
  trades: ReceivingTrade[];
}

const shipmentTradeIds = (db: Db, shipmentId: number) =>
  db
    .select({ id: storeShipmentTrades.tradeId })
    .from(storeShipmentTrades)
    .innerJoin(trades, eq(trades.id, storeShipmentTrades.tradeId))
    .where(eq(storeShipmentTrades.shipmentId, shipmentId))
    .orderBy(asc(trades.tradeNumber));

/** Any partner's store shipment by its id (staff see every partner's), or null. */
export async function receivingShipment(db: Db, shipmentId: number): Promise<ReceivingShipment | null> {
  if (!Number.isSafeInteger(shipmentId) || shipmentId < 1 || shipmentId > 2_147_483_647) return null;
  const [head] = await db
    .select({
      id: storeShipments.id,
      partnerName: partners.name,
      storeName: partnerStores.name,
      storeCity: partnerStores.city,
      state: storeShipments.state,
      closedAt: storeShipments.closedAt,
    })
    .from(storeShipments)
    .innerJoin(partners, eq(partners.id, storeShipments.partnerId))
    .innerJoin(partnerStores, eq(partnerStores.id, storeShipments.storeId))
    .where(eq(storeShipments.id, shipmentId))
    .limit(1);
  if (!head) return null;
  const ids = (await shipmentTradeIds(db, shipmentId)).map((r) => r.id);
  return {
    ...head,
    state: head.state === "closed" ? "closed" : "open",
    closedAt: head.closedAt ? head.closedAt.toISOString() : null,
    trades: await receivingRows(db, ids),
  };
}

/** What a bulk receive did: the trades received (with their devices) and those skipped, with the reason. */
export interface ShipmentReceipt {
  shipmentId: number;
  received: { tradeNumber: string; devices: number }[];
  skipped: { tradeNumber: string; refusal: ReceiveRefusal }[];
}

/**
 * Receives every trade of a closed store shipment that waits for its parcel, in one transaction
 * (the shipment and its trades locked first, so a single receive at the same moment either
 * happened before, and the trade is skipped, or waits). Each trade: `created` → `received` through
 * changeTradeState with the devices of its packing list and the same `trade.receive` audit row as a
 * single receive (with the shipment), and one `shipment.receive` row for the whole. Customers are
 * mailed after the commit. 404: no such shipment; 409 `shipment_open`: the store has not sent it yet.
 */
export async function receiveShipment(args: {
  db: Db;
  mailer: Mailer;
  originFor: (trade: TradeView) => string;
  shipmentId: number;
  staff: StaffActor;
  now: Date;
  locale?: MessagesLocale;
}): Promise<ShipmentReceipt> {
  const { db, staff, now, shipmentId } = args;
  if (!Number.isSafeInteger(shipmentId) || shipmentId < 1 || shipmentId > 2_147_483_647)
    throw new ProblemError(404, "not_found", "backoffice.receive.shipment.notFound");
  const receipt = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [shipment] = await t.select().from(storeShipments).where(eq(storeShipments.id, shipmentId)).for("update");
    if (!shipment) throw new ProblemError(404, "not_found", "backoffice.receive.shipment.notFound");
    if (shipment.state !== "closed") throw new ProblemError(409, "shipment_open", "backoffice.receive.shipment.open");
    const ids = (await shipmentTradeIds(t, shipmentId)).map((r) => r.id);
    if (ids.length) await t.select({ id: trades.id }).from(trades).where(inArray(trades.id, ids)).for("update");
    const rows = await receivingRows(t, ids);
    const number = shipmentNumber(shipmentId);
    const done: ShipmentReceipt = { shipmentId, received: [], skipped: [] };
    for (const row of rows) {
      if (row.refusal) {
        done.skipped.push({ tradeNumber: row.tradeNumber, refusal: row.refusal });
        continue;
      }
      await markReceived(t, {
        tradeNumber: row.tradeNumber,
        devicesFound: row.devices,
        staff,
        now,
        locale: args.locale,
        audit: { shipment: number },
      });
      done.received.push({ tradeNumber: row.tradeNumber, devices: row.devices });
    }
    await recordAudit(t, {
      ...byStaff(staff, now),
      action: "shipment.receive",
      target: `store_shipment:${number}`,
      before: null,
      after: {
        received: done.received.map((r) => r.tradeNumber),
        skipped: done.skipped.map((s) => ({ tradeNumber: s.tradeNumber, state: s.refusal.state })),
      },
    });
    return done;
  });
  for (const { tradeNumber } of receipt.received) await mailReceived(db, args.mailer, args.originFor, tradeNumber);
  return receipt;
}

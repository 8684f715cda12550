/**
 * Devices going back to the customer (decision 0026): the rows made when a clarification closes
 * (declined, no offer, undecided at the deadline), their return label (the shop's label PDF
 * addressed to the customer) and staff marking one as sent with the carrier's tracking number.
 * When every returned device of a `return_requested` trade is sent, the trade becomes `returned`.
 * A trade that goes to payout with some devices returned keeps its state; its returns are listed.
 */
import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { tradeLines, tradeReturns, trades } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { enqueueJob } from "../jobs/index.server.ts";
import { renderLabelPdf } from "../label/index.server.ts";
import { inputString, ProblemError } from "../shared/index.ts";
import { type TradeView } from "../trade/index.ts";
import { changeTradeState } from "../trade/index.server.ts";
import { CLARIFICATION_JOBS } from "./jobs-keys.ts";
import { z } from "zod";

export interface TradeReturnView {
  itemId: number;
  deviceName: string;
  reason: string;
  createdAt: string;
  trackingNumber: string | null;
  returnedAt: string | null;
}

/** A carrier's tracking number: letters, digits, spaces and dashes, 6 to 40. */
export const trackingNumberSchema = z.object({
  trackingNumber: inputString({ error: "returns.error.trackingNumber" })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{4,38}[A-Za-z0-9]$/, "returns.error.trackingNumber"),
});

export async function returnsOf(db: Db, tradeId: number): Promise<TradeReturnView[]> {
  return (await returnRows(db, eq(tradeReturns.tradeId, tradeId))).map(({ view }) => view);
}

/** The returns of these trades by trade number (the tracking page and the account's trade history). */
export async function returnsByTrade(db: Db, tradeNumbers: readonly string[]): Promise<Map<string, TradeReturnView[]>> {
  const found = new Map<string, TradeReturnView[]>();
  if (!tradeNumbers.length) return found;
  for (const { tradeNumber, view } of await returnRows(db, inArray(trades.tradeNumber, [...tradeNumbers]))) {
    found.set(tradeNumber, [...(found.get(tradeNumber) ?? []), view]);
  }
  return found;
}

async function returnRows(db: Db, where: SQL) {
  const list = await db
    .select({ r: tradeReturns, deviceName: tradeLines.deviceName, tradeNumber: trades.tradeNumber })
    .from(tradeReturns)
    .innerJoin(tradeLines, eq(tradeLines.id, tradeReturns.tradeLineId))
    .innerJoin(trades, eq(trades.id, tradeReturns.tradeId))
    .where(where)
    .orderBy(asc(tradeLines.position));
  return list.map(({ r, deviceName, tradeNumber }) => ({
    tradeNumber,
    view: {
      itemId: r.tradeLineId,
      deviceName,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      trackingNumber: r.trackingNumber,
      returnedAt: r.returnedAt?.toISOString() ?? null,
    } satisfies TradeReturnView,
  }));
}

/** The return label: from the edition's warehouse to the customer (the shop's label, reversed). */
export function returnLabelPdf(trade: TradeView): Promise<Uint8Array> {
  const { customer, address } = trade;
  return renderLabelPdf({
    tradeNumber: trade.tradeNumber,
    edition: trade.edition,
    createdAt: new Date(),
    direction: "return",
    sender: { name: `${customer.firstName} ${customer.lastName}`, ...address },
  });
}

export interface StaffWho {
  id: string;
  email: string;
  role: string;
  clientKey?: string | null;
}

/**
 * Marks one returned device as sent. 404 when the device is no return of the trade, 409 when it
 * was sent already (nothing changed). Audit row and the customer's mail job in the same transaction.
 */
export async function markDeviceReturned(args: {
  db: Db;
  tradeId: number;
  tradeNumber: string;
  itemId: number;
  trackingNumber: string;
  staff: StaffWho;
  now: Date;
}): Promise<{ tradeState: string }> {
  const { db, staff, now } = args;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(tradeReturns)
      .where(and(eq(tradeReturns.tradeId, args.tradeId), eq(tradeReturns.tradeLineId, args.itemId)))
      .for("update")
      .limit(1);
    if (!row) throw new ProblemError(404, "not_found", "returns.error.noReturn");
    if (row.returnedAt)
      throw new ProblemError(409, "return_sent", "returns.error.alreadySent", undefined, { trackingNumber: row.trackingNumber ?? "" });
    await tx
      .update(tradeReturns)
      .set({ trackingNumber: args.trackingNumber, returnedAt: now, returnedBy: staff.id })
      .where(and(eq(tradeReturns.id, row.id), isNull(tradeReturns.returnedAt)));
    await recordAudit(tx as unknown as Db, {
      ...byStaff(staff, now),
      action: "trade.device_returned",
      target: `${args.tradeNumber}/${args.itemId}`,
      before: { returnedAt: null },
      after: { trackingNumber: args.trackingNumber, returnedAt: now.toISOString() },
    });
    await enqueueJob(tx, {
      kind: CLARIFICATION_JOBS.mail,
      payload: { tradeId: args.tradeId, returnId: row.id, notice: "returnSent" },
      runAt: now,
      uniqueKey: `return:${row.id}:mail`,
    });
    const open = await tx
      .select({ id: tradeReturns.id })
      .from(tradeReturns)
      .where(and(eq(tradeReturns.tradeId, args.tradeId), isNull(tradeReturns.returnedAt)));
    const [trade] = await tx.select({ state: trades.state }).from(trades).where(eq(trades.id, args.tradeId));
    if (open.length === 0 && trade?.state === "return_requested") {
      await changeTradeState(tx as unknown as Db, {
        tradeId: args.tradeId,
        to: "returned",
        expectFrom: "return_requested",
        actor: { kind: "staff", role: staff.role, id: staff.id },
        reason: "returned",
        now,
      });
      return { tradeState: "returned" };
    }
    return { tradeState: trade?.state ?? "" };
  });
}

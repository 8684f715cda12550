/**
 * Carrier labels made once and kept (decision 0042). The shipping label of a trade and the
 * return label of a returned device are made by the edition's carrier on the first request for
 * them (never inside the trade's transaction), under a claim on the `shipments` row, so two
 * requests at once make one shipment: the first inserts a `pending` row and calls the carrier
 * outside any transaction; the second finds the claim and gets a 503 "being made, try again".
 * On success the PDF goes to core/storage and the row becomes `created` with the tracking number;
 * every later download reads the stored PDF.
 *
 * A failed call the carrier surely did not act on (refused, 429/503, connection refused) drops
 * the claim, so the next request tries again at once. A call whose outcome is unknown (time-out,
 * a broken connection, 500/502/504) keeps its claim for CLAIM_MS before a new attempt, because a
 * shipment create is not idempotent at either carrier.
 *
 * Issue 30 (decision 0095): each request carries the parcel's devices (value and customs lines)
 * and the edition's insured amount (company fact insuredShippingCents, the figure its pages state)
 * as the insurance's cap; the made row keeps the carrier product (`service`) and the insured value
 * (`insured_cents`), and `next_poll_at` = now, so the tracking job (decision 0093) polls the parcel.
 */
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { devices, shipments, tradeLines, tradeReturns, trades } from "../../db/schema/index.ts";
import { companyFacts, type EditionId } from "../editions/index.ts";
import { ProblemError } from "../shared/index.ts";
import type { FileStorage } from "../storage/index.server.ts";
import type { TradeView } from "../trade/index.ts";
import { customsGoods } from "./customs.ts";
import { parcelFor, phoneDigits, warehouseAddress } from "./setup.server.ts";
import { isCarrierName, trackingUrl } from "./tracking-url.ts";
import {
  CarrierError,
  type CarrierAdapter,
  type CarrierAddress,
  type CarrierName,
  type ParcelItem,
  type ShipmentRequest,
} from "./types.ts";

/** How long a pending claim blocks a new attempt (longer than a call's time-out). */
export const CLAIM_MS = 2 * 60_000;
/** Seconds a client is told to wait (Retry-After) while a label is being made or the carrier is down. */
export const LABEL_RETRY_AFTER = 30;

export interface CarrierLabel {
  carrier: CarrierName;
  trackingNumber: string;
  pdf: Uint8Array;
}

export interface LabelArgs {
  db: Db;
  storage: FileStorage;
  adapter: CarrierAdapter;
  trade: TradeView;
  now: Date;
  /** Called with each failed carrier call (the caller logs it; the error holds no personal data). */
  onCarrierError?: (err: CarrierError) => void;
  /** false: serve a label made earlier but make none now (409); default true. */
  mayCreate?: boolean;
}

const customerAddress = (trade: TradeView): CarrierAddress => ({
  name: `${trade.customer.firstName} ${trade.customer.lastName}`,
  ...trade.address,
  ...(trade.customer.phone && phoneDigits(trade.customer.phone) ? { phone: phoneDigits(trade.customer.phone) } : {}),
});

interface LineValue {
  deviceId: number;
  deviceName: string;
  quantity: number;
  lineTotalCents: number;
}

/** The parcel's devices as customs lines: one per trade line, each device worth its line total's share. */
async function parcelItems(db: Db, lines: readonly LineValue[]): Promise<ParcelItem[]> {
  const ids = [...new Set(lines.map((l) => l.deviceId))];
  const categories = new Map(
    ids.length
      ? (await db.select({ id: devices.id, categoryId: devices.categoryId }).from(devices).where(inArray(devices.id, ids))).map((d) => [
          d.id,
          d.categoryId,
        ])
      : [],
  );
  return lines.map((l) => ({
    ...customsGoods(categories.get(l.deviceId) ?? ""),
    name: l.deviceName,
    quantity: l.quantity,
    unitValueCents: Math.round(l.lineTotalCents / Math.max(1, l.quantity)),
  }));
}

/** What every request of the trade shares: its insured amount (the figure its pages state) and the day. */
const insuranceOf = (trade: TradeView, now: Date) => ({ insuranceCapCents: companyFacts(trade.edition).insuredShippingCents, date: now });

/** The trade's shipping label from its edition's carrier: the stored one, or made now. Insured for the sum of its line totals. */
export async function shippingLabel(args: LabelArgs): Promise<CarrierLabel> {
  const { trade } = args;
  const count = trade.lines.reduce((n, l) => n + l.quantity, 0);
  return obtain(args, { kind: "shipping", tradeReturnId: null }, async () => ({
    kind: "shipping",
    from: customerAddress(trade),
    to: warehouseAddress(trade.edition),
    parcel: parcelFor(count),
    reference: trade.tradeNumber,
    items: await parcelItems(args.db, trade.lines),
    ...insuranceOf(trade, args.now),
  }));
}

/** The return label of one returned device (itemId = the trade line): stored, or made now. 404 when it is no return of the trade. */
export async function returnLabel(args: LabelArgs & { itemId: number }): Promise<CarrierLabel> {
  const { trade, itemId } = args;
  const [row] = await args.db
    .select({
      id: tradeReturns.id,
      deviceId: tradeLines.deviceId,
      deviceName: tradeLines.deviceName,
      quantity: tradeLines.quantity,
      lineTotalCents: tradeLines.lineTotalCents,
    })
    .from(tradeReturns)
    .innerJoin(tradeLines, eq(tradeLines.id, tradeReturns.tradeLineId))
    .where(and(eq(tradeReturns.tradeId, trade.tradeId), eq(tradeReturns.tradeLineId, itemId)))
    .limit(1);
  if (!row) throw new ProblemError(404, "not_found", "returns.error.noReturn");
  // one device goes back: insured for its share of the line
  const device = { ...row, quantity: 1, lineTotalCents: Math.round(row.lineTotalCents / Math.max(1, row.quantity)) };
  return obtain(args, { kind: "return", tradeReturnId: row.id }, async () => ({
    kind: "return",
    from: warehouseAddress(trade.edition),
    to: customerAddress(trade),
    parcel: parcelFor(1),
    reference: `${trade.tradeNumber}-R${itemId}`,
    items: await parcelItems(args.db, [device]),
    ...insuranceOf(trade, args.now),
  }));
}

type Target = { kind: "shipping"; tradeReturnId: null } | { kind: "return"; tradeReturnId: number };

const pendingProblem = () => new ProblemError(503, "label_pending", "carrier.error.pending", undefined, { retryAfter: LABEL_RETRY_AFTER });

function whereTarget(tradeId: number, target: Target) {
  return target.kind === "shipping"
    ? and(eq(shipments.tradeId, tradeId), eq(shipments.kind, "shipping"))
    : eq(shipments.tradeReturnId, target.tradeReturnId);
}

async function obtain(args: LabelArgs, target: Target, requestFor: () => Promise<ShipmentRequest>): Promise<CarrierLabel> {
  const { db, storage, adapter, trade, now } = args;
  const claimId = await claim(db, trade.tradeId, target, adapter.name, now, args.mayCreate ?? true);
  if (typeof claimId !== "number") {
    const pdf = await storage.get(claimId.labelKey);
    if (!pdf) throw new Error(`label file missing for shipment ${claimId.id}`);
    return { carrier: claimId.carrier, trackingNumber: claimId.trackingNumber, pdf };
  }
  let created;
  try {
    created = await adapter.createShipment(await requestFor());
  } catch (err) {
    if (!(err instanceof CarrierError)) {
      await db.delete(shipments).where(and(eq(shipments.id, claimId), eq(shipments.state, "pending")));
      throw err;
    }
    args.onCarrierError?.(err);
    // Surely not made at the carrier: drop the claim so the next request tries at once.
    if (!err.maybeCreated) await db.delete(shipments).where(and(eq(shipments.id, claimId), eq(shipments.state, "pending")));
    if (err.failure === "timeout" || err.failure === "unavailable") {
      throw new ProblemError(503, "carrier_unavailable", "carrier.error.unavailable", undefined, { retryAfter: LABEL_RETRY_AFTER });
    }
    throw new ProblemError(502, "carrier_refused", "carrier.error.refused");
  }
  const labelKey = `labels/${trade.tradeNumber.toLowerCase()}/${target.kind}-${claimId}.pdf`;
  await storage.put(labelKey, created.labelPdf, "application/pdf");
  await db
    .update(shipments)
    .set({
      state: "created",
      carrier: created.carrier,
      trackingNumber: created.trackingNumber,
      labelKey,
      createdAt: now,
      service: created.service,
      insuredCents: created.insuredCents,
      // the tracking job polls it from now on (decision 0093)
      nextPollAt: now,
    })
    .where(eq(shipments.id, claimId));
  return { carrier: created.carrier, trackingNumber: created.trackingNumber, pdf: created.labelPdf };
}

/**
 * The made label's row, or the id of the pending row this caller now holds; 503 while another
 * caller holds a fresh claim.
 */
async function claim(
  db: Db,
  tradeId: number,
  target: Target,
  carrier: CarrierName,
  now: Date,
  mayCreate: boolean,
): Promise<number | { id: number; carrier: CarrierName; trackingNumber: string; labelKey: string }> {
  for (let round = 0; round < 2; round++) {
    const [row] = await db.select().from(shipments).where(whereTarget(tradeId, target)).limit(1);
    if (row?.state === "created" && row.trackingNumber && row.labelKey && isCarrierName(row.carrier)) {
      return { id: row.id, carrier: row.carrier, trackingNumber: row.trackingNumber, labelKey: row.labelKey };
    }
    if (!mayCreate) throw new ProblemError(409, "label_closed", "carrier.error.closed");
    if (!row) {
      const [inserted] = await db
        .insert(shipments)
        .values({ tradeId, kind: target.kind, tradeReturnId: target.tradeReturnId, carrier, state: "pending", attemptedAt: now })
        .onConflictDoNothing()
        .returning({ id: shipments.id });
      if (inserted) return inserted.id;
      continue; // someone else inserted first: read their row
    }
    if (now.getTime() - row.attemptedAt.getTime() < CLAIM_MS) throw pendingProblem();
    // A stale claim (its call timed out or its process died): take it over, once.
    const [taken] = await db
      .update(shipments)
      .set({ attemptedAt: now, attempts: sql`${shipments.attempts} + 1`, carrier })
      .where(
        and(eq(shipments.id, row.id), eq(shipments.state, "pending"), lt(shipments.attemptedAt, new Date(now.getTime() - CLAIM_MS + 1))),
      )
      .returning({ id: shipments.id });
    if (taken) return taken.id;
    throw pendingProblem();
  }
  throw pendingProblem();
}

export interface ShipmentView {
  kind: "shipping" | "return";
  /** The returned device's trade line and name for a return label; null for the shipping label. */
  itemId: number | null;
  deviceName: string | null;
  carrier: CarrierName;
  trackingNumber: string;
  /** The carrier's public tracking page. */
  url: string;
}

/** The made labels of these trades by trade number (tracking page, account, back office). */
export async function shipmentsByTrade(
  db: Db,
  edition: EditionId | null,
  tradeNumbers: readonly string[],
): Promise<Map<string, ShipmentView[]>> {
  const found = new Map<string, ShipmentView[]>();
  if (!tradeNumbers.length) return found;
  const rows = await db
    .select({
      tradeNumber: trades.tradeNumber,
      edition: trades.edition,
      kind: shipments.kind,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      itemId: tradeReturns.tradeLineId,
      deviceName: tradeLines.deviceName,
    })
    .from(shipments)
    .innerJoin(trades, eq(trades.id, shipments.tradeId))
    .leftJoin(tradeReturns, eq(tradeReturns.id, shipments.tradeReturnId))
    .leftJoin(tradeLines, eq(tradeLines.id, tradeReturns.tradeLineId))
    .where(
      and(
        inArray(trades.tradeNumber, [...tradeNumbers]),
        eq(shipments.state, "created"),
        or(eq(shipments.kind, "shipping"), eq(shipments.kind, "return")),
      ),
    )
    .orderBy(shipments.id);
  for (const r of rows) {
    if (!r.trackingNumber || !isCarrierName(r.carrier)) continue;
    const view: ShipmentView = {
      kind: r.kind === "return" ? "return" : "shipping",
      itemId: r.kind === "return" ? r.itemId : null,
      deviceName: r.kind === "return" ? r.deviceName : null,
      carrier: r.carrier,
      trackingNumber: r.trackingNumber,
      url: trackingUrl(r.carrier, r.trackingNumber, (edition ?? r.edition) as EditionId),
    };
    found.set(r.tradeNumber, [...(found.get(r.tradeNumber) ?? []), view]);
  }
  return found;
}

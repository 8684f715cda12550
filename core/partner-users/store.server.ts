/**
 * The store side of the agan portal (decision 0046): walk-in trades whose value becomes a voucher
 * of the chain in the same transaction, store shipments (a box of a store's trades with one label
 * and a packing list), and the manager's sums per store and month. Every function takes the
 * caller's scope (`scopeOf`): the partner always, the store for store staff — a user of one chain
 * never reaches another chain's rows, whatever id it sends.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import {
  partnerStores,
  partnerVouchers,
  sellerIdentifications,
  storeShipments,
  storeShipmentTrades,
  tradeEvents,
  tradeLines,
  trades,
} from "../../db/schema/index.ts";
import { issuePartnerVoucher } from "../partners/index.server.ts";
import { offersByIds } from "../offer/index.server.ts";
import { keepSellerRecord } from "../seller-records/index.server.ts";
import { addressLines, emailField, optionalText, requiredText, ProblemError, z, announceBusinessEvent } from "../shared/index.ts";
import { qualified } from "../shared/index.server.ts";
import type { PartnerContext } from "./service.server.ts";
import { scopeOf } from "./rules.ts";
import { VOUCHER_PAYMENT_METHOD } from "../trade/index.ts";
import { tradeLineRow } from "../trade/index.server.ts";
import { deviceIdentifier } from "../inspection/index.ts";
import { encryptSecret } from "../staff/index.server.ts";
import { lookUp, recordRegisterAnswer, type DeviceRegister, type RegisterOutcome } from "../device-register/index.server.ts";
import { isDocumentType, maskDocumentNumber, sellerIdFields, type SellerIdView } from "./seller-id.ts";

/** Store trades are paid as a voucher of the chain: no IBAN, no PayPal, never in a payout run's file. */
export { VOUCHER_PAYMENT_METHOD };
/** payment_type of a voucher trade (the shop's codes are the old system's; 0 is none of them). */
export const VOUCHER_PAYMENT_TYPE = 0;

export type Scope = { partnerId: string; storeId: number | null };

const scopeWhere = (s: Scope): SQL =>
  and(eq(trades.partnerId, s.partnerId), eq(trades.mode, "agan"), s.storeId === null ? undefined : eq(trades.storeId, s.storeId))!;

export const storeTradeSchema = z
  .object({
    offerId: requiredText(40, "trade.error.offerNotFound"),
    firstName: requiredText(100, "portal.trade.error.firstName"),
    lastName: requiredText(100, "portal.trade.error.lastName"),
    email: emailField("portal.trade.error.email"),
    street: optionalText(200, "validation.invalid"),
    houseNumber: optionalText(20, "validation.invalid"),
    zip: optionalText(10, "validation.invalid"),
    city: optionalText(100, "validation.invalid"),
    /** The device's IMEI or serial, checked with the inspection's rule (`deviceIdentifier`, decision 0084) below. */
    imei: optionalText(40, "validation.invalid").optional(),
    serial: optionalText(60, "validation.invalid").optional(),
    /** The seller's identification as a used-goods dealer records it (decision 0090): ID kind and number, the declaration of ownership. */
    ...sellerIdFields,
  })
  // checked even when another field is refused, so the customer step shows every error at once
  .superRefine(
    (input, ctx) => {
      const text = (v: unknown) => (typeof v === "string" ? v : null);
      for (const e of identifierErrors({ imei: text(input.imei), serial: text(input.serial) }))
        ctx.addIssue({ code: "custom", path: [e.field], message: e.message });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type StoreTradeInput = z.infer<typeof storeTradeSchema>;

/** The identifier's refusals as field errors in the portal's words. */
function identifierErrors(input: { imei?: string | null | undefined; serial?: string | null | undefined }) {
  return deviceIdentifier(input).errors.map((e) => ({ field: e.field, message: `portal.trade.error.${e.problem}` }));
}

export interface StoreTradeResult {
  tradeId: number;
  tradeNumber: string;
  voucher: { code: string; amountCents: number; expiresAt: Date };
}

/** The key material the seller's document number is sealed with: the session secret, as the TOTP secrets (AES-256-GCM). */
export interface SellerIdSealing {
  sessionSecret: string;
}

/**
 * A walk-in trade at the user's store: the stored offer (this edition, priced, unexpired, unused,
 * locked), a trade in mode agan with the partner and the store, state created (the warehouse
 * receives and inspects it as any trade), paid as a voucher issued in the same transaction, with
 * the seller's identification (the document number sealed and masked, decision 0090).
 * With the device register on (decision 0096), a device with an IMEI is looked up first: a device
 * the register lists is refused (422 on the IMEI), and without an answer nothing is issued (409,
 * "try again"); the clear answer is stored with the trade (context store).
 */
export async function createStoreTrade(
  db: Db,
  ctx: PartnerContext,
  input: StoreTradeInput,
  now: Date,
  sealing: SellerIdSealing,
  register: DeviceRegister | null = null,
): Promise<StoreTradeResult> {
  const storeId = ctx.user.storeId;
  if (storeId === null || !ctx.user.roles.includes("store_staff")) throw new ProblemError(403, "forbidden");
  const offer = (await offersByIds(db, [input.offerId])).get(input.offerId);
  const offerError = (message: string) => new ProblemError(422, "validation", undefined, [{ field: "offerId", message }]);
  if (!offer || offer.edition !== "de") throw offerError("trade.error.offerNotFound");
  if (offer.noOffer || offer.totalCents <= 0) throw offerError("trade.error.noOffer");
  if (Date.parse(offer.validUntil) <= now.getTime()) throw offerError("trade.error.offerExpired");
  const identifier = deviceIdentifier(input);
  if (identifier.errors.length) throw new ProblemError(422, "validation", undefined, identifierErrors(input));
  const checked = await storeRegisterCheck(register, identifier.imei, ctx);
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [store] = await t
      .select()
      .from(partnerStores)
      .where(and(eq(partnerStores.id, storeId), eq(partnerStores.partnerId, ctx.user.partnerId)))
      .limit(1);
    if (!store?.active) throw new ProblemError(403, "forbidden");
    await t.execute(sql`select id from offers where id = ${offer.offerId} for update`);
    const [used] = await t.select({ id: tradeLines.id }).from(tradeLines).where(eq(tradeLines.offerId, offer.offerId)).limit(1);
    if (used) throw offerError("trade.error.offerUsed");
    const own = Boolean(input.street && input.houseNumber && input.zip && input.city);
    const [trade] = await t
      .insert(trades)
      .values({
        edition: "de",
        mode: "agan",
        state: "created",
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        // the device travels from the store: without the customer's address the store's
        street: own ? input.street! : store.street,
        houseNumber: own ? input.houseNumber! : store.houseNumber,
        zip: own ? input.zip! : store.zip,
        city: own ? input.city! : store.city,
        country: "DE",
        paymentType: VOUCHER_PAYMENT_TYPE,
        paymentMethod: VOUCHER_PAYMENT_METHOD,
        subtotalCents: offer.totalCents,
        totalCents: offer.totalCents,
        trackingToken: randomBytes(24).toString("base64url"),
        partnerId: ctx.user.partnerId,
        storeId,
        createdAt: now,
      })
      .returning({ id: trades.id, tradeNumber: trades.tradeNumber });
    const [line] = await t
      .insert(tradeLines)
      .values({ tradeId: trade!.id, ...tradeLineRow(offer, 0, 1, offer.totalCents), imei: identifier.imei, serial: identifier.serial })
      .returning({ id: tradeLines.id });
    if (checked?.kind === "answer" && identifier.imei)
      await recordRegisterAnswer(t, {
        tradeId: trade!.id,
        tradeLineId: line!.id,
        context: "store",
        imei: identifier.imei,
        provider: checked.provider,
        answer: checked,
        checkedAt: now,
      });
    await t.insert(sellerIdentifications).values({
      tradeId: trade!.id,
      documentType: input.documentType,
      documentNumberSealed: encryptSecret(sealing.sessionSecret, input.documentNumber),
      documentNumberMasked: maskDocumentNumber(input.documentNumber),
      declaredAt: now,
      recordedBy: ctx.user.id,
    });
    await t.insert(tradeEvents).values({
      tradeId: trade!.id,
      state: "created",
      at: now,
      actor: "business_partner",
      actorRole: "store_staff",
      actorId: ctx.user.id,
      reason: "store",
    });
    const voucher = await issuePartnerVoucher(t, {
      partnerId: ctx.user.partnerId,
      storeId,
      tradeId: trade!.id,
      amountCents: offer.totalCents,
      now,
    });
    // the voucher pays the seller at the till: the dealer's record of the trade from now (decision 0097)
    await keepSellerRecord(t, { tradeId: trade!.id, paidAt: now });
    return { tradeId: trade!.id, tradeNumber: trade!.tradeNumber, voucher };
  });
  announceBusinessEvent({ kind: "trade.created", edition: "de", mode: "agan" });
  return result;
}

/**
 * The register's answer for a store trade's IMEI before anything is written (null: the check is off,
 * or the device has no IMEI). A listed device and a register without an answer are refused on the
 * IMEI field; the listed device's refusal is logged with the register's reference and the store
 * (device_register_checks needs a trade for a row; no trade is made for it).
 */
async function storeRegisterCheck(
  register: DeviceRegister | null,
  imei: string | null,
  ctx: PartnerContext,
): Promise<RegisterOutcome | null> {
  if (!register || !imei) return null;
  const outcome = await lookUp(register, imei);
  if (outcome.kind === "failure")
    throw new ProblemError(409, "register_unavailable", undefined, [{ field: "imei", message: "portal.trade.error.registerUnavailable" }], {
      retryAfterSeconds: outcome.retryAfterSeconds,
    });
  if (outcome.result === "blocked") {
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: "store trade refused: device register lists the device",
        provider: outcome.provider,
        finding: outcome.finding,
        reference: outcome.reference,
        partnerId: ctx.user.partnerId,
        storeId: ctx.user.storeId,
      }),
    );
    throw new ProblemError(422, "register_blocked", undefined, [
      { field: "imei", message: `portal.trade.error.registerBlocked.${outcome.finding}` },
    ]);
  }
  return outcome;
}

export interface PortalTradeRow {
  tradeId: number;
  tradeNumber: string;
  state: string;
  createdAt: string;
  storeId: number | null;
  storeName: string | null;
  customerName: string;
  devices: string;
  totalCents: number;
  voucherCode: string | null;
  voucherState: string | null;
  shipmentId: number | null;
}

/** The scope's trades, newest first (at most `limit`), optionally only those in no shipment yet. */
export async function listPortalTrades(
  db: Db,
  scope: Scope,
  opts: { limit?: number; unshipped?: boolean; shipmentId?: number } = {},
): Promise<PortalTradeRow[]> {
  const found = await db
    .select({
      tradeId: trades.id,
      tradeNumber: trades.tradeNumber,
      state: trades.state,
      createdAt: trades.createdAt,
      storeId: trades.storeId,
      storeName: partnerStores.name,
      firstName: trades.firstName,
      lastName: trades.lastName,
      devices: sql<string>`(select string_agg(l.device_name, ', ' order by l.position) from trade_lines l where l.trade_id = ${qualified(trades.id)})`,
      totalCents: trades.totalCents,
      voucherCode: partnerVouchers.code,
      voucherState: partnerVouchers.state,
      shipmentId: storeShipmentTrades.shipmentId,
    })
    .from(trades)
    .leftJoin(partnerStores, eq(partnerStores.id, trades.storeId))
    .leftJoin(partnerVouchers, and(eq(partnerVouchers.tradeId, trades.id), eq(partnerVouchers.partnerId, scope.partnerId)))
    .leftJoin(storeShipmentTrades, eq(storeShipmentTrades.tradeId, trades.id))
    .where(
      and(
        scopeWhere(scope),
        opts.unshipped ? and(isNull(storeShipmentTrades.shipmentId), eq(trades.state, "created")) : undefined,
        opts.shipmentId !== undefined ? eq(storeShipmentTrades.shipmentId, opts.shipmentId) : undefined,
      ),
    )
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(Math.min(opts.limit ?? 100, 500));
  return found.map((r) => ({
    tradeId: r.tradeId,
    tradeNumber: r.tradeNumber,
    state: r.state,
    createdAt: r.createdAt.toISOString(),
    storeId: r.storeId,
    storeName: r.storeName ?? null,
    customerName: `${r.firstName} ${r.lastName}`,
    devices: r.devices ?? "",
    totalCents: r.totalCents,
    voucherCode: r.voucherCode ?? null,
    voucherState: r.voucherState ?? null,
    shipmentId: r.shipmentId ?? null,
  }));
}

/** One trade of the scope with its voucher (for the receipt); null when it is no trade of the scope. */
export async function portalTrade(db: Db, scope: Scope, tradeNumber: string) {
  const [row] = await db
    .select({
      tradeId: trades.id,
      tradeNumber: trades.tradeNumber,
      createdAt: trades.createdAt,
      firstName: trades.firstName,
      lastName: trades.lastName,
      email: trades.email,
      storeName: partnerStores.name,
      storeStreet: partnerStores.street,
      storeHouseNumber: partnerStores.houseNumber,
      storeZip: partnerStores.zip,
      storeCity: partnerStores.city,
      code: partnerVouchers.code,
      amountCents: partnerVouchers.amountCents,
      expiresAt: partnerVouchers.expiresAt,
      voucherState: partnerVouchers.state,
      devices: sql<string>`(select string_agg(l.device_name, ', ' order by l.position) from trade_lines l where l.trade_id = ${qualified(trades.id)})`,
      // the device's IMEI and serial as the clerk recorded them (decision 0084); null when none
      imei: sql<
        string | null
      >`(select string_agg(l.imei, ', ' order by l.position) from trade_lines l where l.trade_id = ${qualified(trades.id)})`,
      serial: sql<
        string | null
      >`(select string_agg(l.serial, ', ' order by l.position) from trade_lines l where l.trade_id = ${qualified(trades.id)})`,
      // the seller's identification (decision 0090): the kind and the masked number only, never the sealed one
      documentType: sellerIdentifications.documentType,
      documentNumberMasked: sellerIdentifications.documentNumberMasked,
      declaredAt: sellerIdentifications.declaredAt,
      idErasedAt: sellerIdentifications.erasedAt,
    })
    .from(trades)
    .innerJoin(partnerVouchers, and(eq(partnerVouchers.tradeId, trades.id), eq(partnerVouchers.partnerId, scope.partnerId)))
    .leftJoin(partnerStores, eq(partnerStores.id, trades.storeId))
    .leftJoin(sellerIdentifications, eq(sellerIdentifications.tradeId, trades.id))
    .where(and(scopeWhere(scope), eq(trades.tradeNumber, tradeNumber)))
    .limit(1);
  if (!row) return null;
  const { documentType, documentNumberMasked, declaredAt, idErasedAt, storeStreet, storeHouseNumber, storeZip, storeCity, ...trade } = row;
  return {
    ...trade,
    // the store's address on one line in its country's order (decision 0108; the partners' stores are in Germany)
    storeAddress:
      storeStreet === null
        ? null
        : addressLines({
            street: storeStreet,
            houseNumber: storeHouseNumber ?? "",
            zip: storeZip ?? "",
            city: storeCity ?? "",
            country: "DE",
          }).join(", "),
    sellerId: sellerIdView({ documentType, documentNumberMasked, declaredAt, erasedAt: idErasedAt }),
  };
}

/** A seller identification row as shown (null: the trade has none, as trades made before issue 29). */
export function sellerIdView(row: {
  documentType: string | null;
  documentNumberMasked: string | null;
  declaredAt: Date | null;
  erasedAt: Date | null;
}): SellerIdView | null {
  if (!row.declaredAt || !isDocumentType(row.documentType)) return null;
  return {
    documentType: row.documentType,
    documentNumberMasked: row.documentNumberMasked,
    declaredAt: row.declaredAt.toISOString(),
    erasedAt: row.erasedAt?.toISOString() ?? null,
  };
}

/**
 * A store trade's seller identification for the back office's trade page (staff; the caller checks
 * the role): kind, masked number, when declared, erased; null when the trade has none. The sealed
 * number never leaves the database through it.
 */
export async function sellerIdentificationOf(db: Db, tradeId: number): Promise<SellerIdView | null> {
  const [row] = await db
    .select({
      documentType: sellerIdentifications.documentType,
      documentNumberMasked: sellerIdentifications.documentNumberMasked,
      declaredAt: sellerIdentifications.declaredAt,
      erasedAt: sellerIdentifications.erasedAt,
    })
    .from(sellerIdentifications)
    .where(eq(sellerIdentifications.tradeId, tradeId))
    .limit(1);
  return row ? sellerIdView(row) : null;
}
export type PortalTrade = NonNullable<Awaited<ReturnType<typeof portalTrade>>>;

// ── store shipments ─────────────────────────────────────────────────────────────────────────

/** Trades one shipment may carry (one box). */
export const MAX_SHIPMENT_TRADES = 50;

export interface ShipmentRow {
  id: number;
  storeId: number;
  storeName: string;
  state: "open" | "closed";
  createdAt: string;
  closedAt: string | null;
  trades: number;
}

const shipmentScope = (s: Scope): SQL =>
  and(eq(storeShipments.partnerId, s.partnerId), s.storeId === null ? undefined : eq(storeShipments.storeId, s.storeId))!;

export async function listShipments(db: Db, scope: Scope): Promise<ShipmentRow[]> {
  const found = await db
    .select({
      id: storeShipments.id,
      storeId: storeShipments.storeId,
      storeName: partnerStores.name,
      state: storeShipments.state,
      createdAt: storeShipments.createdAt,
      closedAt: storeShipments.closedAt,
      trades: sql<number>`(select count(*)::int from store_shipment_trades x where x.shipment_id = ${qualified(storeShipments.id)})`,
    })
    .from(storeShipments)
    .innerJoin(partnerStores, eq(partnerStores.id, storeShipments.storeId))
    .where(shipmentScope(scope))
    .orderBy(desc(storeShipments.createdAt), desc(storeShipments.id))
    .limit(100);
  return found.map((r) => ({
    ...r,
    state: r.state === "closed" ? "closed" : "open",
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
    trades: Number(r.trades),
  }));
}

export async function shipmentOf(db: Db, scope: Scope, id: number): Promise<ShipmentRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return (await listShipmentsWhere(db, scope, id))[0] ?? null;
}

async function listShipmentsWhere(db: Db, scope: Scope, id: number): Promise<ShipmentRow[]> {
  const all = await db
    .select({ id: storeShipments.id })
    .from(storeShipments)
    .where(and(shipmentScope(scope), eq(storeShipments.id, id)))
    .limit(1);
  if (!all.length) return [];
  return (await listShipments(db, scope)).filter((s) => s.id === id);
}

/** A new open shipment of the user's store. */
export async function openShipment(db: Db, ctx: PartnerContext, now: Date): Promise<number> {
  if (ctx.user.storeId === null) throw new ProblemError(403, "forbidden");
  const [row] = await db
    .insert(storeShipments)
    .values({ partnerId: ctx.user.partnerId, storeId: ctx.user.storeId, createdBy: ctx.user.id, createdAt: now })
    .returning({ id: storeShipments.id });
  return row!.id;
}

async function lockOpenShipment(db: Db, scope: Scope, id: number) {
  const [s] = await db
    .select()
    .from(storeShipments)
    .where(and(shipmentScope(scope), eq(storeShipments.id, id)))
    .for("update")
    .limit(1);
  if (!s) throw new ProblemError(404, "not_found");
  if (s.state !== "open") throw new ProblemError(409, "shipment_closed", "portal.shipments.error.closed");
  return s;
}

/** Adds trades of the shipment's store that are still created and in no shipment; others: 422. */
export async function addToShipment(db: Db, scope: Scope, id: number, tradeNumbers: string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const s = await lockOpenShipment(t, scope, id);
    const found = await t
      .select({ id: trades.id, tradeNumber: trades.tradeNumber, state: trades.state, inShipment: storeShipmentTrades.shipmentId })
      .from(trades)
      .leftJoin(storeShipmentTrades, eq(storeShipmentTrades.tradeId, trades.id))
      .where(
        and(
          scopeWhere({ partnerId: scope.partnerId, storeId: s.storeId }),
          inArray(trades.tradeNumber, tradeNumbers.slice(0, MAX_SHIPMENT_TRADES)),
        ),
      )
      .for("update", { of: trades });
    const ok = found.filter((r) => r.state === "created" && r.inShipment === null);
    if (ok.length !== tradeNumbers.length)
      throw new ProblemError(422, "validation", undefined, [{ field: "trades", message: "portal.shipments.error.trade" }]);
    const [count] = await t
      .select({ n: sql<number>`count(*)::int` })
      .from(storeShipmentTrades)
      .where(eq(storeShipmentTrades.shipmentId, id));
    if (Number(count?.n ?? 0) + ok.length > MAX_SHIPMENT_TRADES)
      throw new ProblemError(422, "validation", undefined, [{ field: "trades", message: "portal.shipments.error.full" }]);
    await t.insert(storeShipmentTrades).values(ok.map((r) => ({ shipmentId: id, tradeId: r.id, addedAt: now })));
  });
}

export async function removeFromShipment(db: Db, scope: Scope, id: number, tradeNumber: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockOpenShipment(t, scope, id);
    await t.execute(
      sql`delete from store_shipment_trades x using trades tr where x.trade_id = tr.id and x.shipment_id = ${id} and tr.trade_number = ${tradeNumber} and tr.partner_id = ${scope.partnerId}`,
    );
  });
}

/** Closes a shipment with at least one trade: nothing can be added or removed after. */
export async function closeShipment(db: Db, scope: Scope, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockOpenShipment(t, scope, id);
    const [count] = await t
      .select({ n: sql<number>`count(*)::int` })
      .from(storeShipmentTrades)
      .where(eq(storeShipmentTrades.shipmentId, id));
    if (!Number(count?.n ?? 0))
      throw new ProblemError(422, "validation", undefined, [{ field: "trades", message: "portal.shipments.error.empty" }]);
    await t.update(storeShipments).set({ state: "closed", closedAt: now }).where(eq(storeShipments.id, id));
  });
}

/** The packing list's lines: trade number, device, the IMEI the customer's answers or the inspection gave (none yet: empty). */
export async function packingLines(
  db: Db,
  scope: Scope,
  id: number,
): Promise<{ tradeNumber: string; devices: string; customerName: string }[]> {
  const rows = await listPortalTrades(db, scope, { shipmentId: id, limit: MAX_SHIPMENT_TRADES });
  return rows.map((r) => ({ tradeNumber: r.tradeNumber, devices: r.devices, customerName: r.customerName }));
}

// ── the manager's report ────────────────────────────────────────────────────────────────────

export interface MonthSum {
  storeId: number | null;
  storeName: string;
  trades: number;
  tradeCents: number;
  vouchers: number;
  voucherCents: number;
  redeemed: number;
  redeemedCents: number;
}

/** "2026-11" → the month's start and end in Berlin time; anything else → null. */
export function monthRange(month: string): { from: Date; to: Date } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (y < 2000 || y > 2100) return null;
  const berlin = (yy: number, mm: number) => {
    // midnight in Berlin: UTC+1 in winter, +2 in summer (the offset of that instant)
    const utc = Date.UTC(yy, mm - 1, 1);
    const offset = new Date(utc).toLocaleString("en-US", { timeZone: "Europe/Berlin", timeZoneName: "shortOffset" }).includes("GMT+2")
      ? 2
      : 1;
    return new Date(utc - offset * 3_600_000);
  };
  return { from: berlin(y, mo), to: mo === 12 ? berlin(y + 1, 1) : berlin(y, mo + 1) };
}

/** Trades and vouchers of the scope per store in one month (Berlin time), plus a total row (storeId null). */
export async function monthReport(db: Db, scope: Scope, month: string): Promise<MonthSum[]> {
  const range = monthRange(month);
  if (!range) throw new ProblemError(422, "validation", undefined, [{ field: "month", message: "validation.invalid" }]);
  const found = await db
    .select({
      storeId: trades.storeId,
      storeName: partnerStores.name,
      trades: sql<number>`count(*)::int`,
      tradeCents: sql<number>`coalesce(sum(${trades.totalCents}), 0)::bigint`,
      vouchers: sql<number>`count(${partnerVouchers.code})::int`,
      voucherCents: sql<number>`coalesce(sum(${partnerVouchers.amountCents}), 0)::bigint`,
      redeemed: sql<number>`count(*) filter (where ${partnerVouchers.state} = 'redeemed')::int`,
      redeemedCents: sql<number>`coalesce(sum(${partnerVouchers.amountCents}) filter (where ${partnerVouchers.state} = 'redeemed'), 0)::bigint`,
    })
    .from(trades)
    .leftJoin(partnerStores, eq(partnerStores.id, trades.storeId))
    .leftJoin(partnerVouchers, and(eq(partnerVouchers.tradeId, trades.id), eq(partnerVouchers.partnerId, scope.partnerId)))
    .where(and(scopeWhere(scope), gte(trades.createdAt, range.from), lt(trades.createdAt, range.to)))
    .groupBy(trades.storeId, partnerStores.name)
    .orderBy(partnerStores.name);
  const rows: MonthSum[] = found.map((r) => ({
    storeId: r.storeId,
    storeName: r.storeName ?? "",
    trades: Number(r.trades),
    tradeCents: Number(r.tradeCents),
    vouchers: Number(r.vouchers),
    voucherCents: Number(r.voucherCents),
    redeemed: Number(r.redeemed),
    redeemedCents: Number(r.redeemedCents),
  }));
  const total = rows.reduce<MonthSum>(
    (a, r) => ({
      ...a,
      trades: a.trades + r.trades,
      tradeCents: a.tradeCents + r.tradeCents,
      vouchers: a.vouchers + r.vouchers,
      voucherCents: a.voucherCents + r.voucherCents,
      redeemed: a.redeemed + r.redeemed,
      redeemedCents: a.redeemedCents + r.redeemedCents,
    }),
    { storeId: null, storeName: "", trades: 0, tradeCents: 0, vouchers: 0, voucherCents: 0, redeemed: 0, redeemedCents: 0 },
  );
  return [...rows, total];
}

export { scopeOf };

/** Trades read back (by id or number, as the view), and the voucher look-ups of the checkout (created by create.server.ts). */
import { createHash, timingSafeEqual } from "node:crypto";
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { devices, pickups, tradeEvents, tradeInspections, tradeLines, trades, vouchers } from "../../db/schema/index.ts";
import type { EditionId, ShopMode } from "../editions/index.ts";
import { offersByIds } from "../offer/index.server.ts";
import { maskIban, fromCents, type Voucher } from "../shared/index.ts";
import { rows } from "../shared/index.server.ts";
import { VOUCHER_PAYMENT_METHOD } from "./constants.ts";
import { offerRefusal } from "./offer-refusal.ts";
import type { TradeState } from "./states.ts";
import type { TradeView } from "./types.ts";
import { admitVoucherLookup, countVoucherRefusal } from "./voucher-limits.server.ts";
import type { TradeLineRow, TradeRow } from "./rows.server.ts";

interface Executor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

/** Makes a guest account number: "G" + 8 digits from a database sequence, stored. */
export async function createGuestAccountNumber(db: Executor): Promise<string> {
  const [row] = await rows<{ n: string }>(
    db,
    sql`insert into guest_accounts (guest_account_number) values ('G' || nextval('guest_account_seq')::text) returning guest_account_number as n`,
  );
  return row!.n;
}

/** Constant-time comparison of a presented tracking token with the trade's. */
export function tokenMatches(trade: Pick<TradeView, "trackingToken">, token: string | null | undefined): boolean {
  if (typeof token !== "string" || token.length === 0 || token.length > 200) return false;
  const a = createHash("sha256").update(trade.trackingToken).digest();
  const b = createHash("sha256").update(token).digest();
  return timingSafeEqual(a, b);
}

export function labelUrlFor(tradeNumber: string, trackingToken: string): string {
  return `/api/trade/trades/${encodeURIComponent(tradeNumber)}/label?token=${encodeURIComponent(trackingToken)}`;
}

type EventRow = Pick<typeof tradeEvents.$inferSelect, "state" | "at" | "actor" | "actorRole" | "reason">;

/** A line as read back, with its device's catalog category when the device is still there (decision 0107). */
type LineRow = TradeLineRow & { categoryId?: string | null; inspectedPriceCents?: number | null; priceRiseCents?: number | null };

/** The rise of the day paid at inspection (decision 0126), once completion gave the line its price (before, the inspection can still be recorded again). */
function paidRise(l: LineRow): number {
  return l.priceRiseCents && l.priceRiseCents > 0 && l.inspectedPriceCents === l.priceCents ? l.priceRiseCents : 0;
}

export function toView(t: TradeRow, lines: LineRow[], events: EventRow[]): TradeView {
  return {
    tradeId: t.id,
    tradeNumber: t.tradeNumber,
    state: t.state as TradeState,
    edition: t.edition as EditionId,
    mode: t.mode as ShopMode,
    total: fromCents(t.totalCents),
    totalCents: t.totalCents,
    subtotalCents: t.subtotalCents,
    campaignBonusCents: lines.reduce((sum, l) => sum + l.campaignBonusCents * l.quantity, 0),
    voucher: t.voucherCode ? { code: t.voucherCode, bonusCents: t.voucherBonusCents } : null,
    lines: lines.map((l) => ({
      offerId: l.offerId,
      deviceId: l.deviceId,
      deviceName: l.deviceName,
      quantity: l.quantity,
      priceCents: l.priceCents,
      campaign: l.campaignBonusCents > 0 ? { id: l.campaignId, name: l.campaignName ?? "", bonusCents: l.campaignBonusCents } : null,
      lineTotalCents: l.lineTotalCents,
      ...(paidRise(l) ? { priceRiseCents: paidRise(l) } : {}),
      condition: l.condition,
      variant: l.variant,
      category: l.category,
      manufacturer: l.manufacturer,
      ...(l.categoryId ? { categoryId: l.categoryId } : {}),
    })),
    customer: {
      email: t.email,
      firstName: t.firstName,
      lastName: t.lastName,
      phone: t.phone,
      guestAccountNumber: t.guestAccountNumber,
      customerId: t.customerId,
    },
    address: { street: t.street, houseNumber: t.houseNumber, zip: t.zip, city: t.city, country: t.country },
    payment: {
      paymentType: t.paymentType,
      method: t.paymentMethod === "paypal" ? "paypal" : t.paymentMethod === VOUCHER_PAYMENT_METHOD ? "voucher" : "sepa",
      ibanMasked: t.iban ? maskIban(t.iban) : null,
      accountHolder: t.accountHolder,
      paypalEmail: t.paypalEmail,
    },
    trackingToken: t.trackingToken,
    labelUrl: labelUrlFor(t.tradeNumber, t.trackingToken),
    events: events.map((e) => ({
      state: e.state as TradeState,
      at: e.at.toISOString(),
      actor: e.actor,
      actorRole: e.actorRole,
      reason: e.reason,
    })),
    createdAt: t.createdAt.toISOString(),
    partnerId: t.partnerId,
    storeId: t.storeId,
  };
}

async function readTrade(db: Db, where: ReturnType<typeof eq>): Promise<TradeView | null> {
  const [t] = await db.select().from(trades).where(where).limit(1);
  if (!t) return null;
  const [lines, events] = await Promise.all([
    db
      .select({
        ...getTableColumns(tradeLines),
        categoryId: devices.categoryId,
        inspectedPriceCents: tradeInspections.priceCents,
        priceRiseCents: tradeInspections.priceRiseCents,
      })
      .from(tradeLines)
      .leftJoin(devices, eq(devices.id, tradeLines.deviceId))
      .leftJoin(tradeInspections, eq(tradeInspections.tradeLineId, tradeLines.id))
      .where(eq(tradeLines.tradeId, t.id))
      .orderBy(asc(tradeLines.position)),
    db.select().from(tradeEvents).where(eq(tradeEvents.tradeId, t.id)).orderBy(asc(tradeEvents.at), asc(tradeEvents.id)),
  ]);
  // a business trade collected by the carrier, or brought by the seller's own freight, needs no label (decision 0120)
  const [pickup] = t.companyId
    ? await db
        .select({ day: pickups.day, windowFrom: pickups.windowFrom, windowTo: pickups.windowTo, state: pickups.state })
        .from(pickups)
        .where(and(eq(pickups.tradeId, t.id), sql`${pickups.state} <> 'cancelled'`))
        .limit(1)
    : [];
  const view = toView(t, lines, events);
  return pickup
    ? {
        ...view,
        collection: {
          day: pickup.day,
          windowFrom: pickup.windowFrom,
          windowTo: pickup.windowTo,
          ownFreight: pickup.state === "own_freight",
        },
      }
    : view;
}

export function getTradeById(db: Db, tradeId: number): Promise<TradeView | null> {
  return readTrade(db, eq(trades.id, tradeId));
}

/** A trade by its number ("SB-1000001"), any edition; the caller checks edition and access. */
export function getTradeByNumber(db: Db, tradeNumber: string): Promise<TradeView | null> {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(tradeNumber)) return Promise.resolve(null);
  return readTrade(db, eq(trades.tradeNumber, tradeNumber));
}

export interface FoundVoucher {
  voucher: Voucher;
  maxUsesPerCustomer: number | null;
  maxUses: number | null;
}

export async function findVoucher(db: Db, edition: EditionId, code: string, now: Date): Promise<FoundVoucher | null> {
  const [v] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.edition, edition), eq(vouchers.code, code.toUpperCase()), eq(vouchers.active, true)))
    .limit(1);
  if (!v || v.validFrom > now || v.validUntil <= now) return null;
  const limits = { maxUsesPerCustomer: v.maxUsesPerCustomer, maxUses: v.maxUses };
  if (v.kind === "percent" && v.percent !== null) return { voucher: { kind: "percent", percent: Number(v.percent) }, ...limits };
  if (v.kind === "fixed" && v.bonusCents !== null) return { voucher: { kind: "fixed", cents: v.bonusCents }, ...limits };
  return null;
}

/**
 * Why the voucher cannot be used by `email` now ("trade.error.voucherUsed": this e-mail
 * (case-insensitive) has used it up; "trade.error.voucherUsedUp": all uses are gone), or null.
 * Uses are the trades that carry the code. Inside the trade's transaction, after `lockVoucher`,
 * the count includes every committed trade, so concurrent trades cannot pass the limits.
 */
export async function voucherRefusal(
  db: Executor,
  edition: EditionId,
  code: string,
  email: string,
  found: Pick<FoundVoucher, "maxUsesPerCustomer" | "maxUses">,
): Promise<string | null> {
  if (found.maxUsesPerCustomer === null && found.maxUses === null) return null;
  const [used] = await rows<{ mine: number; total: number }>(
    db,
    sql`select count(*) filter (where lower(email) = lower(${email}::text))::int as mine, count(*)::int as total
      from trades where edition = ${edition}::text and voucher_code = ${code}::text`,
  );
  if (found.maxUsesPerCustomer !== null && Number(used!.mine) >= found.maxUsesPerCustomer) return "trade.error.voucherUsed";
  if (found.maxUses !== null && Number(used!.total) >= found.maxUses) return "trade.error.voucherUsedUp";
  return null;
}

export interface VoucherProblemArgs {
  edition: EditionId;
  code: string;
  /** The typed e-mail address when it looks like one; null (not typed yet): only whether the code exists and runs. */
  email: string | null;
  /** The form's offers: the code is looked at only when each of them could be traded. */
  offerIds: readonly string[];
  /** The request's client key: voucher look-ups are limited per address and per code (decision 0068). */
  clientKey: string;
  now: Date;
}

/**
 * The voucher's refusal for the checkout's one-pass errors (decision 0031), or null: checked even
 * when other fields are wrong, so the form lists every error at once. Only once the offers are
 * known, this edition's, running and not "no offer" (decision 0068): an unknown offer never tells
 * whether a code exists. The look-up counts against the voucher limits (429 at `voucher` over them).
 * `createTrade` checks again under the lock.
 */
export async function voucherProblem(db: Db, args: VoucherProblemArgs): Promise<string | null> {
  const { edition, code, email, now } = args;
  const offers = await offersByIds(db, args.offerIds);
  if (!args.offerIds.length || args.offerIds.some((id) => offerRefusal(offers.get(id), edition, now))) return null;
  await admitVoucherLookup(db, { edition, code, clientKey: args.clientKey, now });
  const found = await findVoucher(db, edition, code, now);
  const refusal = !found ? "trade.error.voucher" : email ? await voucherRefusal(db, edition, code.toUpperCase(), email, found) : null;
  if (refusal) await countVoucherRefusal(db, { edition, code, now });
  return refusal;
}

/** Trades: created at checkout from stored offers, one per idempotency key; read back by number. */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { idempotencyKeys, tradeEvents, tradeLines, trades, vouchers } from "../../db/schema/index.ts";
import { editions, type EditionId, type ShopMode } from "../editions/index.ts";
import { offersByIds } from "../offer/index.ts";
import { maskIban } from "../shared/iban.ts";
import { translator } from "../shared/messages.server.ts";
import { fromCents, type Voucher } from "../shared/money.ts";
import { ProblemError, type FieldError } from "../shared/problem.ts";
import { rows } from "../shared/sql.server.ts";
import type { TradeState } from "./states.ts";
import { tradeTotals, violatesB2BCap } from "./totals.ts";
import type { TradeView } from "./types.ts";
import type { TradeInput } from "./validation.ts";

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

type TradeRow = typeof trades.$inferSelect;
type LineRow = Omit<typeof tradeLines.$inferSelect, "id" | "tradeId">;
type EventRow = Pick<typeof tradeEvents.$inferSelect, "state" | "at" | "actor" | "reason">;

function toView(t: TradeRow, lines: LineRow[], events: EventRow[]): TradeView {
  return {
    tradeId: t.id,
    tradeNumber: t.tradeNumber,
    state: t.state as TradeState,
    edition: t.edition as EditionId,
    mode: t.mode as ShopMode,
    total: fromCents(t.totalCents),
    totalCents: t.totalCents,
    subtotalCents: t.subtotalCents,
    voucher: t.voucherCode ? { code: t.voucherCode, bonusCents: t.voucherBonusCents } : null,
    lines: lines.map((l) => ({
      offerId: l.offerId,
      deviceId: l.deviceId,
      deviceName: l.deviceName,
      quantity: l.quantity,
      priceCents: l.priceCents,
      lineTotalCents: l.lineTotalCents,
      condition: l.condition,
      variant: l.variant,
      category: l.category,
      manufacturer: l.manufacturer,
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
      method: t.paymentMethod === "paypal" ? "paypal" : "sepa",
      ibanMasked: t.iban ? maskIban(t.iban) : null,
      accountHolder: t.accountHolder,
      paypalEmail: t.paypalEmail,
    },
    trackingToken: t.trackingToken,
    labelUrl: labelUrlFor(t.tradeNumber, t.trackingToken),
    events: events.map((e) => ({ state: e.state as TradeState, at: e.at.toISOString(), actor: e.actor, reason: e.reason })),
    createdAt: t.createdAt.toISOString(),
    partnerId: t.partnerId,
  };
}

async function readTrade(db: Db, where: ReturnType<typeof eq>): Promise<TradeView | null> {
  const [t] = await db.select().from(trades).where(where).limit(1);
  if (!t) return null;
  const [lines, events] = await Promise.all([
    db.select().from(tradeLines).where(eq(tradeLines.tradeId, t.id)).orderBy(asc(tradeLines.position)),
    db.select().from(tradeEvents).where(eq(tradeEvents.tradeId, t.id)).orderBy(asc(tradeEvents.at), asc(tradeEvents.id)),
  ]);
  return toView(t, lines, events);
}

export function getTradeById(db: Db, tradeId: number): Promise<TradeView | null> {
  return readTrade(db, eq(trades.id, tradeId));
}

/** A trade by its number ("SB-1000001"), any edition; the caller checks edition and access. */
export function getTradeByNumber(db: Db, tradeNumber: string): Promise<TradeView | null> {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(tradeNumber)) return Promise.resolve(null);
  return readTrade(db, eq(trades.tradeNumber, tradeNumber));
}

async function findVoucher(db: Db, edition: EditionId, code: string, now: Date): Promise<Voucher | null> {
  const [v] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.edition, edition), eq(vouchers.code, code.toUpperCase()), eq(vouchers.active, true)))
    .limit(1);
  if (!v || v.validFrom > now || v.validUntil <= now) return null;
  if (v.kind === "percent" && v.percent !== null) return { kind: "percent", percent: Number(v.percent) };
  if (v.kind === "fixed" && v.bonusCents !== null) return { kind: "fixed", cents: v.bonusCents };
  return null;
}

async function idempotentTradeId(db: Db, edition: EditionId, key: string): Promise<number | null> {
  const [row] = await db
    .select({ tradeId: idempotencyKeys.tradeId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.edition, edition), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row?.tradeId ?? null;
}

export interface CreateTradeArgs {
  edition: EditionId;
  mode: ShopMode;
  /** The client's Idempotency-Key (1–200 characters): one trade per key and edition. */
  idempotencyKey: string;
  input: TradeInput;
  /** The registered customer (bearer token / session); null or absent for a guest. */
  customerId?: string | null;
  /** The retail partner of a b2bWidget trade, when known. */
  partnerId?: string | null;
  now?: Date;
}

/**
 * Creates a trade from stored offers (prices re-read, never the client's), in one transaction
 * with its lines, its first event (created, by the customer, "checkout") and the idempotency
 * row. The same key (per edition) returns the same trade with created=false, also under
 * concurrent submits: the idempotency row is inserted first, so a second transaction with the
 * key waits on the unique key and then reads the winner's trade.
 * Refusals are 422 problems naming the field: offers.N.offerId (not found, another edition's,
 * expired, no offer), voucher, offers (B2B cap).
 */
export async function createTrade(db: Db, args: CreateTradeArgs): Promise<{ trade: TradeView; created: boolean }> {
  const { edition, mode, idempotencyKey, input } = args;
  const now = args.now ?? new Date();
  const [replayed, found] = await Promise.all([
    idempotentTradeId(db, edition, idempotencyKey),
    offersByIds(
      db,
      input.offers.map((o) => o.offerId),
    ),
  ]);
  if (replayed !== null) return { trade: (await getTradeById(db, replayed))!, created: false };

  const t = translator(editions[edition].messagesLocale);
  const errors: FieldError[] = [];
  const details: string[] = [];
  const lines = input.offers.map((o, i) => {
    const offer = found.get(o.offerId);
    const field = `offers.${i}.offerId`;
    if (!offer || offer.edition !== edition) {
      errors.push({ field, message: "trade.error.offerNotFound" });
      details.push(t("trade.error.offerNotFound"));
    } else if (Date.parse(offer.validUntil) <= now.getTime()) {
      errors.push({ field, message: "trade.error.offerExpired" });
      details.push(t("trade.error.offerExpiredDevice", { device: offer.device.name }));
    } else if (offer.noOffer) {
      errors.push({ field, message: "trade.error.noOffer" });
      details.push(t("trade.error.noOfferDevice", { device: offer.device.name }));
    }
    return { offer: offer!, quantity: o.quantity };
  });
  let voucher: Voucher | null = null;
  if (input.voucher) {
    voucher = await findVoucher(db, edition, input.voucher, now);
    if (!voucher) {
      errors.push({ field: "voucher", message: "trade.error.voucher" });
      details.push(t("trade.error.voucher"));
    }
  }
  if (errors.length) throw new ProblemError(422, "validation", [...new Set(details)].join(" "), errors);

  const totals = tradeTotals(
    lines.map((l) => ({ price: fromCents(l.offer.priceCents), quantity: l.quantity })),
    voucher,
  );
  if (violatesB2BCap(mode, totals.subtotalCents)) {
    throw new ProblemError(422, "validation", t("trade.error.b2bCap"), [{ field: "offers", message: "trade.error.b2bCap" }]);
  }

  const requestHash = createHash("sha256").update(JSON.stringify(input)).digest("hex");
  const trackingToken = randomBytes(24).toString("base64url");
  const customerId = args.customerId ?? null;
  const partnerId = args.partnerId ?? null;
  const voucherCode = voucher ? input.voucher : null;
  const lineRows: LineRow[] = lines.map((l, i) => ({
    position: i,
    offerId: l.offer.offerId,
    deviceId: l.offer.deviceId,
    deviceName: l.offer.device.name,
    category: l.offer.device.category,
    manufacturer: l.offer.device.manufacturer,
    quantity: l.quantity,
    priceCents: l.offer.priceCents,
    lineTotalCents: totals.lineTotalsCents[i]!,
    answers: l.offer.answers,
    condition: l.offer.condition,
    variant: l.offer.variant,
  }));
  const linesJson = JSON.stringify(
    lineRows.map((l) => ({
      position: l.position,
      offer_id: l.offerId,
      device_id: l.deviceId,
      device_name: l.deviceName,
      category: l.category,
      manufacturer: l.manufacturer,
      quantity: l.quantity,
      price_cents: l.priceCents,
      line_total_cents: l.lineTotalCents,
      answers: l.answers,
      condition: l.condition,
      variant: l.variant,
    })),
  );
  const at = now.toISOString();
  const { paymentType, method, iban, bic, accountHolder, paypalEmail } = input.payment;
  const { email, firstName, lastName, phone } = input.customer;
  const { street, houseNumber, zip, city, country } = input.address;
  /*
   * One statement, so one atomic transaction and one round trip: claim the key (its row carries
   * the trade id drawn from the trades' sequence; the foreign key is checked at the end of the
   * statement), then the guest number, the trade, its lines and its first event, each only when
   * the key was claimed. A concurrent statement with the same key waits on the key's unique
   * index until this one commits, then claims nothing and reads the winner's trade id below.
   */
  const created = await rows<{ id: number; trade_number: string; guest_account_number: string | null }>(
    db,
    sql`with k as (
        insert into idempotency_keys (edition, key, request_hash, created_at, trade_id)
        values (${edition}::text, ${idempotencyKey}::text, ${requestHash}::text, ${at}::timestamptz, nextval('trades_id_seq'))
        on conflict do nothing
        returning trade_id
      ), g as (
        insert into guest_accounts (guest_account_number, created_at)
        select 'G' || nextval('guest_account_seq')::text, ${at}::timestamptz from k where ${customerId}::text is null
        returning guest_account_number
      ), t as (
        insert into trades (id, edition, mode, state, customer_id, guest_account_number, email, first_name, last_name, phone,
          street, house_number, zip, city, country, payment_type, payment_method, iban, bic, account_holder, paypal_email,
          voucher_code, voucher_bonus_cents, subtotal_cents, total_cents, tracking_token, partner_id, created_at)
        select k.trade_id, ${edition}::text, ${mode}::text, 'created', ${customerId}::text, (select guest_account_number from g),
          ${email}::text, ${firstName}::text, ${lastName}::text, ${phone}::text,
          ${street}::text, ${houseNumber}::text, ${zip}::text, ${city}::text, ${country}::text,
          ${paymentType}::int, ${method}::text, ${iban}::text, ${bic}::text, ${accountHolder}::text, ${paypalEmail}::text,
          ${voucherCode}::text, ${totals.bonusCents}::int, ${totals.subtotalCents}::int, ${totals.totalCents}::int,
          ${trackingToken}::text, ${partnerId}::text, ${at}::timestamptz
        from k
        returning id, trade_number, guest_account_number
      ), l as (
        insert into trade_lines (trade_id, position, offer_id, device_id, device_name, category, manufacturer, quantity, price_cents,
          line_total_cents, answers, condition, variant)
        select t.id, x.position, x.offer_id, x.device_id, x.device_name, x.category, x.manufacturer, x.quantity, x.price_cents,
          x.line_total_cents, x.answers, x.condition, x.variant
        from t, jsonb_to_recordset(${linesJson}::jsonb) as x(position int, offer_id text, device_id int, device_name text,
          category text, manufacturer text, quantity int, price_cents int, line_total_cents int, answers jsonb, condition text,
          variant text)
        returning 1
      ), e as (
        insert into trade_events (trade_id, state, at, actor, reason)
        select t.id, 'created', ${at}::timestamptz, 'customer', 'checkout' from t
        returning 1
      )
      select t.id, t.trade_number, t.guest_account_number, (select count(*) from l) as lines, (select count(*) from e) as events from t`,
  );
  const row = created[0];
  if (row) {
    const trade: TradeRow = {
      id: Number(row.id),
      tradeNumber: row.trade_number,
      edition,
      mode,
      state: "created",
      customerId,
      guestAccountNumber: row.guest_account_number,
      email,
      firstName,
      lastName,
      phone,
      street,
      houseNumber,
      zip,
      city,
      country,
      paymentType,
      paymentMethod: method,
      iban,
      bic,
      accountHolder,
      paypalEmail,
      voucherCode,
      voucherBonusCents: totals.bonusCents,
      subtotalCents: totals.subtotalCents,
      totalCents: totals.totalCents,
      trackingToken,
      partnerId,
      createdAt: now,
    };
    const event: EventRow = { state: "created", at: now, actor: "customer", reason: "checkout" };
    return { trade: toView(trade, lineRows, [event]), created: true };
  }
  // Another submit with this key won (and has committed: the insert waited for it).
  const winner = await idempotentTradeId(db, edition, idempotencyKey);
  if (winner === null) throw new ProblemError(409, "conflict", "A submit with this Idempotency-Key is still in progress.");
  return { trade: (await getTradeById(db, winner))!, created: false };
}

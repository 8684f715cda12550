/** Trades: created at checkout from stored offers, one per idempotency key; read back by number. */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { idempotencyKeys, tradeEvents, tradeLines, trades, vouchers } from "../../db/schema/index.ts";
import { editions, type EditionId, type ShopMode } from "../editions/index.ts";
import { offersByIds } from "../offer/index.server.ts";
import { maskIban } from "../shared/index.ts";
import { translator } from "../shared/messages.server.ts";
import { fromCents, type Voucher } from "../shared/index.ts";
import { ProblemError, type FieldError } from "../shared/problem.ts";
import { enforceRateLimit, hitRateLimit, recipientKey } from "../rate-limit/limit.server.ts";
import { rows } from "../shared/index.server.ts";
import { TRADE_LIMITS, VOUCHER_PAYMENT_METHOD } from "./constants.ts";
import { offerRefusal } from "./offer-refusal.ts";
import { scheduleTradeDeadlines } from "./schedule.server.ts";
import type { TradeState } from "./states.ts";
import { tradeTotals, violatesB2BCap } from "./totals.ts";
import type { TradeView } from "./types.ts";
import type { TradeInput } from "./validation.ts";
import { admitVoucherLookup, countVoucherRefusal } from "./voucher-limits.server.ts";
import { announceBusinessEvent } from "../shared/business-events.ts";

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
type EventRow = Pick<typeof tradeEvents.$inferSelect, "state" | "at" | "actor" | "actorRole" | "reason">;

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

interface FoundVoucher {
  voucher: Voucher;
  maxUsesPerCustomer: number | null;
  maxUses: number | null;
}

async function findVoucher(db: Db, edition: EditionId, code: string, now: Date): Promise<FoundVoucher | null> {
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
async function voucherRefusal(
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

/** The ids among `offerIds` that a trade has used already (an offer is used by one trade). */
async function usedOffers(db: Executor, offerIds: readonly string[]): Promise<Set<string>> {
  if (!offerIds.length) return new Set();
  const list = await rows<{ offer_id: string }>(
    db,
    sql`select offer_id from trade_lines where offer_id in (${sql.join(
      offerIds.map((id) => sql`${id}::text`),
      sql`, `,
    )})`,
  );
  return new Set(list.map((r) => r.offer_id));
}

/**
 * The fingerprint of a submission: the shop mode and the validated body. A guest's key is told
 * apart by it (decision 0019); any caller's replay must match it exactly.
 */
function requestFingerprint(mode: ShopMode, input: TradeInput): string {
  return createHash("sha256").update(JSON.stringify({ mode, input })).digest("hex");
}

interface KeyRow {
  tradeId: number | null;
  requestHash: string;
}

async function idempotencyKeyRow(db: Db, edition: EditionId, scope: string, key: string): Promise<KeyRow | null> {
  const [row] = await db
    .select({ tradeId: idempotencyKeys.tradeId, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.edition, edition), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

/**
 * The stored answer for a key this caller has used: the same trade (created=false) when the body
 * is the same; otherwise 422 `idempotency_key_reused`, which says nothing of the first trade.
 */
async function replay(
  db: Db,
  row: KeyRow,
  requestHash: string,
  t: (key: string) => string,
): Promise<{ trade: TradeView; created: boolean }> {
  const same = row.requestHash.length === requestHash.length && timingSafeEqual(Buffer.from(row.requestHash), Buffer.from(requestHash));
  if (!same)
    throw new ProblemError(422, "idempotency_key_reused", t("trade.error.idempotencyKeyReused"), [
      { field: "Idempotency-Key", message: "trade.error.idempotencyKeyReused" },
    ]);
  const trade = row.tradeId === null ? null : await getTradeById(db, row.tradeId);
  if (!trade) throw new ProblemError(409, "conflict", "problem.detail.idempotencyInProgress");
  return { trade, created: false };
}

/**
 * Counts a trade attempt against TRADE_LIMITS.perAddress, outside any transaction (decision 0068):
 * a refused attempt counts as well, so refusals cannot be used to probe without limit.
 * Over the limit → 429 with Retry-After.
 */
async function countTradeAttempt(db: Db, clientKey: string, now: Date, t: (key: string) => string): Promise<void> {
  try {
    await enforceRateLimit(db, `trade-address:${clientKey}`, TRADE_LIMITS.perAddress, now);
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429)
      throw new ProblemError(429, "rate_limited", t("trade.error.rateLimited"), undefined, err.extra);
    throw err;
  }
}

/**
 * Counts the trade's confirmation mail against TRADE_LIMITS.perEmail inside the trade's
 * transaction: a refused trade sends no mail and rolls its count back, so a stranger's refused
 * submits naming an address cannot lock its owner out. Over the limit → 429 with Retry-After.
 */
async function countTradeMail(db: Db, email: string, now: Date, t: (key: string) => string): Promise<void> {
  const byEmail = await hitRateLimit(
    db,
    `trade-email:${recipientKey(email)}`,
    TRADE_LIMITS.perEmail.perWindow,
    TRADE_LIMITS.perEmail.windowSeconds,
    now,
  );
  if (!byEmail.allowed)
    throw new ProblemError(429, "rate_limited", t("trade.error.rateLimited"), undefined, { retryAfter: byEmail.retryAfterSeconds });
}

export interface CreateTradeArgs {
  edition: EditionId;
  mode: ShopMode;
  /** The client's Idempotency-Key (1–200 characters): one trade per key, edition and caller. */
  idempotencyKey: string;
  input: TradeInput;
  /** The registered customer (bearer token / session); null or absent for a guest. */
  customerId?: string | null;
  /** The retail partner of a b2bWidget trade, when known. */
  partnerId?: string | null;
  /** The client's address key (the request's `clientKey`): TRADE_LIMITS.perAddress counts by it. */
  clientKey: string;
  /** The app clock's now (deps.clock): offer expiry, vouchers, limits and the trade's time. */
  now?: Date;
}

/**
 * Creates a trade from stored offers (prices re-read, never the client's). Every attempt that is
 * not a stored replay first counts against TRADE_LIMITS.perAddress (decision 0068); the offers
 * are checked before the voucher, so an unknown offer never tells whether a code exists, and the
 * voucher look-up counts against the voucher limits. Then one transaction claims the idempotency
 * key, counts the confirmation mail (TRADE_LIMITS.perEmail), locks the voucher and the offers and
 * re-checks them, then writes the trade with its lines, its first event (created, by the customer,
 * "checkout") and the key's trade id. Any refusal rolls the transaction back, so the key, the
 * mail count and the offers stay free for a corrected submit.
 *
 * Idempotency (decision 0019): a key belongs to its caller: the customer, or for guests ("")
 * the key with the fingerprint of the body. The same caller, key and body get the same trade
 * (created=false), also under concurrent submits (a second transaction with the key waits on the
 * key's unique index, then reads the winner's answer); another body with the key is 422
 * `idempotency_key_reused` and reveals nothing.
 * Refusals are 422 problems naming the field: offers.N.offerId (not found, another edition's,
 * expired, no offer, used by a trade already), voucher (invalid, used by this e-mail, used up),
 * offers (B2B cap); 429 over TRADE_LIMITS.
 */
export async function createTrade(db: Db, args: CreateTradeArgs): Promise<{ trade: TradeView; created: boolean }> {
  const { edition, mode, idempotencyKey, input } = args;
  const now = args.now ?? new Date();
  const customerId = args.customerId ?? null;
  const scope = customerId ?? "";
  const requestHash = requestFingerprint(mode, input);
  const t = translator(editions[edition].messagesLocale);
  const offerIds = input.offers.map((o) => o.offerId);
  const [claimed, found] = await Promise.all([idempotencyKeyRow(db, edition, scope, idempotencyKey), offersByIds(db, offerIds)]);
  if (claimed) return replay(db, claimed, requestHash, t);
  await countTradeAttempt(db, args.clientKey, now, t);

  const errors: FieldError[] = [];
  const details: string[] = [];
  const refuseOffers = (isUsed: (offerId: string) => boolean) => {
    input.offers.forEach((o, i) => {
      const offer = found.get(o.offerId);
      const field = `offers.${i}.offerId`;
      const refusal = offerRefusal(offer, edition, now);
      if (!offer || refusal === "trade.error.offerNotFound") {
        errors.push({ field, message: "trade.error.offerNotFound" });
        details.push(t("trade.error.offerNotFound"));
      } else if (refusal === "trade.error.offerExpired") {
        errors.push({ field, message: "trade.error.offerExpired" });
        details.push(t("trade.error.offerExpiredDevice", { device: offer.device.name }));
      } else if (refusal === "trade.error.noOffer") {
        errors.push({ field, message: "trade.error.noOffer" });
        details.push(t("trade.error.noOfferDevice", { device: offer.device.name }));
      } else if (isUsed(o.offerId)) {
        errors.push({ field, message: "trade.error.offerUsed" });
        details.push(t("trade.error.offerUsedDevice", { device: offer.device.name }));
      }
    });
  };
  const refuseVoucher = (message: string) => {
    errors.push({ field: "voucher", message });
    details.push(t(message));
  };
  const throwIfRefused = () => {
    if (errors.length) throw new ProblemError(422, "validation", [...new Set(details)].join(" "), errors);
  };
  // Use of the offers and the voucher's limits are checked in the transaction, after the key is
  // claimed: a concurrent exact replay must find the winner's trade, not "already used".
  // The offers and the B2B cap first: the voucher is looked at only for a cart that could be
  // traded, so an unknown offer never tells whether a code exists (decision 0068).
  refuseOffers(() => false);
  throwIfRefused();
  const email = input.customer.email;
  const lines = input.offers.map((o) => ({ offer: found.get(o.offerId)!, quantity: o.quantity }));
  const totalsLines = lines.map((l) => ({
    price: fromCents(l.offer.priceCents),
    quantity: l.quantity,
    campaignBonusCents: l.offer.campaign?.bonusCents ?? 0,
  }));
  if (violatesB2BCap(mode, tradeTotals(totalsLines, null).subtotalCents)) {
    throw new ProblemError(422, "validation", t("trade.error.b2bCap"), [{ field: "offers", message: "trade.error.b2bCap" }]);
  }
  let voucher: FoundVoucher | null = null;
  if (input.voucher) {
    await admitVoucherLookup(db, { edition, code: input.voucher, clientKey: args.clientKey, now });
    voucher = await findVoucher(db, edition, input.voucher, now);
    if (!voucher) {
      await countVoucherRefusal(db, { edition, code: input.voucher, now });
      refuseVoucher("trade.error.voucher");
    }
  }
  throwIfRefused();
  const totals = tradeTotals(totalsLines, voucher?.voucher ?? null);

  const trackingToken = randomBytes(24).toString("base64url");
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
    campaignBonusCents: l.offer.campaign?.bonusCents ?? 0,
    campaignId: l.offer.campaign?.id ?? null,
    campaignName: l.offer.campaign?.name ?? null,
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
      campaign_bonus_cents: l.campaignBonusCents,
      campaign_id: l.campaignId,
      campaign_name: l.campaignName,
      line_total_cents: l.lineTotalCents,
      answers: l.answers,
      condition: l.condition,
      variant: l.variant,
    })),
  );
  const at = now.toISOString();
  const { paymentType, method, iban, bic, accountHolder, paypalEmail } = input.payment;
  const { firstName, lastName, phone } = input.customer;
  const { street, houseNumber, zip, city, country } = input.address;
  const offerList = sql.join(
    [...offerIds].sort().map((id) => sql`${id}::text`),
    sql`, `,
  );

  const transaction = db.transaction(async (tx) => {
    // The key first: a concurrent submit with it waits here until this transaction ends.
    const [key] = await rows<{ key: string }>(
      tx,
      sql`insert into idempotency_keys (edition, scope, key, request_hash, created_at)
        values (${edition}::text, ${scope}::text, ${idempotencyKey}::text, ${requestHash}::text, ${at}::timestamptz)
        on conflict do nothing returning key`,
    );
    if (!key) return null;
    await countTradeMail(tx as unknown as Db, email, now, t);
    if (voucher && voucherCode) {
      await tx.execute(sql`select 1 from vouchers where edition = ${edition}::text and code = ${voucherCode}::text for update`);
      const refusal = await voucherRefusal(tx, edition, voucherCode, email, voucher);
      if (refusal) refuseVoucher(refusal);
    }
    // Lock the offers (in id order), then see the trades committed meanwhile.
    await tx.execute(sql`select id from offers where id in (${offerList}) order by id for update`);
    const usedNow = await usedOffers(tx, offerIds);
    if (usedNow.size) refuseOffers((id) => usedNow.has(id));
    throwIfRefused();
    /*
     * One statement for the rest: the guest number, the trade, its lines, its first event and the
     * key's trade id.
     */
    const [created] = await rows<{ id: number; trade_number: string; guest_account_number: string | null }>(
      tx,
      sql`with g as (
        insert into guest_accounts (guest_account_number, created_at)
        select 'G' || nextval('guest_account_seq')::text, ${at}::timestamptz where ${customerId}::text is null
        returning guest_account_number
      ), t as (
        insert into trades (edition, mode, state, customer_id, guest_account_number, email, first_name, last_name, phone,
          street, house_number, zip, city, country, payment_type, payment_method, iban, bic, account_holder, paypal_email,
          voucher_code, voucher_bonus_cents, subtotal_cents, total_cents, tracking_token, partner_id, created_at)
        values (${edition}::text, ${mode}::text, 'created', ${customerId}::text, (select guest_account_number from g),
          ${email}::text, ${firstName}::text, ${lastName}::text, ${phone}::text,
          ${street}::text, ${houseNumber}::text, ${zip}::text, ${city}::text, ${country}::text,
          ${paymentType}::int, ${method}::text, ${iban}::text, ${bic}::text, ${accountHolder}::text, ${paypalEmail}::text,
          ${voucherCode}::text, ${totals.bonusCents}::int, ${totals.subtotalCents}::int, ${totals.totalCents}::int,
          ${trackingToken}::text, ${partnerId}::text, ${at}::timestamptz)
        returning id, trade_number, guest_account_number
      ), l as (
        insert into trade_lines (trade_id, position, offer_id, device_id, device_name, category, manufacturer, quantity, price_cents,
          campaign_bonus_cents, campaign_id, campaign_name, line_total_cents, answers, condition, variant)
        select t.id, x.position, x.offer_id, x.device_id, x.device_name, x.category, x.manufacturer, x.quantity, x.price_cents,
          x.campaign_bonus_cents, x.campaign_id, x.campaign_name, x.line_total_cents, x.answers, x.condition, x.variant
        from t, jsonb_to_recordset(${linesJson}::jsonb) as x(position int, offer_id text, device_id int, device_name text,
          category text, manufacturer text, quantity int, price_cents int, campaign_bonus_cents int, campaign_id int,
          campaign_name text, line_total_cents int, answers jsonb, condition text, variant text)
        returning 1
      ), e as (
        insert into trade_events (trade_id, state, at, actor, reason)
        select t.id, 'created', ${at}::timestamptz, 'customer', 'checkout' from t
        returning 1
      ), k as (
        update idempotency_keys set trade_id = t.id from t
        where edition = ${edition}::text and scope = ${scope}::text and key = ${idempotencyKey}::text
        returning 1
      )
      select t.id, t.trade_number, t.guest_account_number, (select count(*) from l) as lines, (select count(*) from e) as events,
        (select count(*) from k) as keys from t`,
    );
    // The deadline jobs (parcel reminder, expiry) commit with the trade (decision 0024).
    await scheduleTradeDeadlines(tx, { tradeId: Number(created!.id), edition, createdAt: now }, now);
    return created!;
  });
  const row = await transaction.catch(async (err: unknown) => {
    // A voucher refused under its lock (used by this e-mail, used up) counts for its code, after
    // the rollback (decision 0068).
    if (voucherCode && err instanceof ProblemError && err.errors?.some((e) => e.field === "voucher"))
      await countVoucherRefusal(db, { edition, code: voucherCode, now });
    throw err;
  });
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
      ibanLast4: iban ? iban.slice(-4) : null,
      bic,
      accountHolder,
      paypalEmail,
      voucherCode,
      voucherBonusCents: totals.bonusCents,
      subtotalCents: totals.subtotalCents,
      totalCents: totals.totalCents,
      trackingToken,
      partnerId,
      storeId: null,
      createdAt: now,
    };
    const event: EventRow = { state: "created", at: now, actor: "customer", actorRole: null, reason: "checkout" };
    announceBusinessEvent({ kind: "trade.created", edition, mode });
    return { trade: toView(trade, lineRows, [event]), created: true };
  }
  // Another submit with this key won (and has committed: the insert waited for it).
  const winner = await idempotencyKeyRow(db, edition, scope, idempotencyKey);
  if (!winner) throw new ProblemError(409, "conflict", "problem.detail.idempotencyInProgress");
  return replay(db, winner, requestHash, t);
}

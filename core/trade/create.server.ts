/**
 * A trade made at checkout from stored offers, one per idempotency key (decision 0019). Three
 * parts (decision 0078): the checks before the transaction (`checkTrade`), the transaction that
 * claims the key, re-checks under locks and writes (`writeTrade`), and the rows
 * (rows.server.ts). `createTrade` puts them in order.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";
import { B2B_TRADE_CAP_EUR, editions, formatMoney, type EditionId, type ShopMode } from "../editions/index.ts";
import { type OfferView } from "../offer/index.ts";
import { offersByIds } from "../offer/index.server.ts";
import { enforceRateLimit, hitRateLimit, recipientKey } from "../rate-limit/index.server.ts";
import { announceBusinessEvent, fromCents, type FieldError, ProblemError } from "../shared/index.ts";
import { translator, rows } from "../shared/index.server.ts";
import { TRADE_LIMITS } from "./constants.ts";
import { offerRefusal } from "./offer-refusal.ts";
import { type FoundVoucher, findVoucher, getTradeById, toView, voucherRefusal } from "./queries.server.ts";
import { insertLinesSql, insertTradeSql, type NewTradeRow, type TradeLineRow, tradeLineRow, writtenTrade } from "./rows.server.ts";
import { scheduleTradeDeadlines } from "./schedule.server.ts";
import { tradeTotals, violatesB2BCap } from "./totals.ts";
import type { TradeView } from "./types.ts";
import type { TradeInput } from "./validation.ts";
import { admitVoucherLookup, countVoucherRefusal } from "./voucher-limits.server.ts";

type Translate = ReturnType<typeof translator>;

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

/** The ids among `offerIds` that a trade has used already (an offer is used by one trade). */
async function usedOffers(db: Parameters<typeof rows>[0], offerIds: readonly string[]): Promise<Set<string>> {
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
async function replay(db: Db, row: KeyRow, requestHash: string, t: Translate): Promise<{ trade: TradeView; created: boolean }> {
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
async function countTradeAttempt(db: Db, clientKey: string, now: Date, t: Translate): Promise<void> {
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
async function countTradeMail(db: Db, email: string, now: Date, t: Translate): Promise<void> {
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

/** The refusals of one submission, collected so the 422 names every field at once. */
class Refusals {
  private readonly errors: FieldError[] = [];
  private readonly details: string[] = [];

  constructor(
    private readonly input: TradeInput,
    private readonly found: Map<string, OfferView>,
    private readonly edition: EditionId,
    private readonly now: Date,
    private readonly t: Translate,
  ) {}

  /** Each offer not found, expired, "no offer" or (by `isUsed`) used by a trade already. */
  offers(isUsed: (offerId: string) => boolean): void {
    const { t } = this;
    this.input.offers.forEach((o, i) => {
      const offer = this.found.get(o.offerId);
      const field = `offers.${i}.offerId`;
      const refusal = offerRefusal(offer, this.edition, this.now);
      if (!offer || refusal === "trade.error.offerNotFound") this.add(field, "trade.error.offerNotFound", t("trade.error.offerNotFound"));
      else if (refusal === "trade.error.offerExpired")
        this.add(field, "trade.error.offerExpired", t("trade.error.offerExpiredDevice", { device: offer.device.name }));
      else if (refusal === "trade.error.noOffer")
        this.add(field, "trade.error.noOffer", t("trade.error.noOfferDevice", { device: offer.device.name }));
      else if (isUsed(o.offerId)) this.add(field, "trade.error.offerUsed", t("trade.error.offerUsedDevice", { device: offer.device.name }));
    });
  }

  voucher(message: string): void {
    this.add("voucher", message, this.t(message));
  }

  /** The 422 of everything refused so far, if anything was. */
  throwIfAny(): void {
    if (this.errors.length) throw new ProblemError(422, "validation", [...new Set(this.details)].join(" "), this.errors);
  }

  private add(field: string, message: string, detail: string): void {
    this.errors.push({ field, message });
    this.details.push(detail);
  }
}

interface CheckedTrade {
  lines: { offer: OfferView; quantity: number }[];
  voucher: FoundVoucher | null;
  totals: ReturnType<typeof tradeTotals>;
}

/**
 * The checks before the transaction: the offers and the B2B cap first, then the voucher, which
 * is looked at only for a cart that could be traded, so an unknown offer never tells whether a
 * code exists (decision 0068); the look-up counts against the voucher limits. Use of the offers
 * and the voucher's limits wait for the transaction, after the key is claimed: a concurrent
 * exact replay must find the winner's trade, not "already used".
 */
async function checkTrade(
  db: Db,
  args: CreateTradeArgs,
  found: Map<string, OfferView>,
  refusals: Refusals,
  now: Date,
  t: Translate,
): Promise<CheckedTrade> {
  const { edition, mode, input } = args;
  refusals.offers(() => false);
  refusals.throwIfAny();
  const lines = input.offers.map((o) => ({ offer: found.get(o.offerId)!, quantity: o.quantity }));
  const totalsLines = lines.map((l) => ({
    price: fromCents(l.offer.priceCents),
    quantity: l.quantity,
    campaignBonusCents: l.offer.campaign?.bonusCents ?? 0,
  }));
  if (violatesB2BCap(mode, tradeTotals(totalsLines, null).subtotalCents)) {
    // the text, not the key: the cap is an argument the key alone cannot carry
    const text = t("trade.error.b2bCap", { amount: formatMoney(B2B_TRADE_CAP_EUR * 100, edition) });
    throw new ProblemError(422, "validation", text, [{ field: "offers", message: text }]);
  }
  let voucher: FoundVoucher | null = null;
  if (input.voucher) {
    await admitVoucherLookup(db, { edition, code: input.voucher, clientKey: args.clientKey, now });
    voucher = await findVoucher(db, edition, input.voucher, now);
    if (!voucher) {
      await countVoucherRefusal(db, { edition, code: input.voucher, now });
      refusals.voucher("trade.error.voucher");
    }
  }
  refusals.throwIfAny();
  return { lines, voucher, totals: tradeTotals(totalsLines, voucher?.voucher ?? null) };
}

interface TradeToWrite {
  edition: EditionId;
  scope: string;
  idempotencyKey: string;
  requestHash: string;
  trade: NewTradeRow;
  lines: TradeLineRow[];
  voucher: FoundVoucher | null;
  now: Date;
}

/**
 * The transaction: claims the idempotency key, counts the confirmation mail, locks the voucher and
 * the offers and re-checks them, then writes the trade, its lines, its first event (created, by
 * the customer, "checkout"), the key's trade id and the deadline jobs. Null when another submit
 * with the key won; a refusal throws and rolls everything back.
 */
async function writeTrade(
  db: Db,
  w: TradeToWrite,
  refusals: Refusals,
  t: Translate,
): Promise<{ id: number; trade_number: string; guest_account_number: string | null } | null> {
  const { edition, scope, idempotencyKey, trade } = w;
  const at = w.now.toISOString();
  const offerIds = w.lines.map((l) => l.offerId);
  const offerList = sql.join(
    [...offerIds].sort().map((id) => sql`${id}::text`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    // The key first: a concurrent submit with it waits here until this transaction ends.
    const [key] = await rows<{ key: string }>(
      tx,
      sql`insert into idempotency_keys (edition, scope, key, request_hash, created_at)
        values (${edition}::text, ${scope}::text, ${idempotencyKey}::text, ${w.requestHash}::text, ${at}::timestamptz)
        on conflict do nothing returning key`,
    );
    if (!key) return null;
    await countTradeMail(tx as unknown as Db, trade.email, w.now, t);
    if (w.voucher && trade.voucherCode) {
      await tx.execute(sql`select 1 from vouchers where edition = ${edition}::text and code = ${trade.voucherCode}::text for update`);
      const refusal = await voucherRefusal(tx, edition, trade.voucherCode, trade.email, w.voucher);
      if (refusal) refusals.voucher(refusal);
    }
    // Lock the offers (in id order), then see the trades committed meanwhile.
    await tx.execute(sql`select id from offers where id in (${offerList}) order by id for update`);
    const usedNow = await usedOffers(tx, offerIds);
    if (usedNow.size) refusals.offers((id) => usedNow.has(id));
    refusals.throwIfAny();
    // One statement for the rest: the guest number, the trade, its lines, its first event and the key's trade id.
    const [created] = await rows<{ id: number; trade_number: string; guest_account_number: string | null }>(
      tx,
      sql`with g as (
        insert into guest_accounts (guest_account_number, created_at)
        select 'G' || nextval('guest_account_seq')::text, ${at}::timestamptz where ${trade.customerId}::text is null
        returning guest_account_number
      ), t as (
        ${insertTradeSql(trade, sql`(select guest_account_number from g)`)}
        returning id, trade_number, guest_account_number
      ), l as (
        ${insertLinesSql(w.lines)}
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
    await scheduleTradeDeadlines(tx, { tradeId: Number(created!.id), edition, createdAt: w.now }, w.now);
    return created!;
  });
}

/**
 * Creates a trade from stored offers (prices re-read, never the client's). Every attempt that is
 * not a stored replay first counts against TRADE_LIMITS.perAddress (decision 0068); then the checks
 * (checkTrade) and the transaction (writeTrade). Any refusal rolls the transaction back, so the
 * key, the mail count and the offers stay free for a corrected submit.
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
  const [claimed, found] = await Promise.all([
    idempotencyKeyRow(db, edition, scope, idempotencyKey),
    offersByIds(
      db,
      input.offers.map((o) => o.offerId),
    ),
  ]);
  if (claimed) return replay(db, claimed, requestHash, t);
  await countTradeAttempt(db, args.clientKey, now, t);

  const refusals = new Refusals(input, found, edition, now, t);
  const { lines, voucher, totals } = await checkTrade(db, args, found, refusals, now, t);
  const { paymentType, method, iban, bic, accountHolder, paypalEmail } = input.payment;
  const trade: NewTradeRow = {
    edition,
    mode,
    state: "created",
    customerId,
    email: input.customer.email,
    firstName: input.customer.firstName,
    lastName: input.customer.lastName,
    phone: input.customer.phone,
    street: input.address.street,
    houseNumber: input.address.houseNumber,
    zip: input.address.zip,
    city: input.address.city,
    country: input.address.country,
    paymentType,
    paymentMethod: method,
    iban,
    bic,
    accountHolder,
    paypalEmail,
    voucherCode: voucher ? input.voucher : null,
    voucherBonusCents: totals.bonusCents,
    subtotalCents: totals.subtotalCents,
    totalCents: totals.totalCents,
    trackingToken: randomBytes(24).toString("base64url"),
    partnerId: args.partnerId ?? null,
    storeId: null,
    createdAt: now,
    companyId: null,
    b2bQuoteId: null,
  };
  const lineRows = lines.map((l, i) => tradeLineRow(l.offer, i, l.quantity, totals.lineTotalsCents[i]!));

  const row = await writeTrade(
    db,
    { edition, scope, idempotencyKey, requestHash, trade, lines: lineRows, voucher, now },
    refusals,
    t,
  ).catch(async (err: unknown) => {
    // A voucher refused under its lock (used by this e-mail, used up) counts for its code, after
    // the rollback (decision 0068).
    if (trade.voucherCode && err instanceof ProblemError && err.errors?.some((e) => e.field === "voucher"))
      await countVoucherRefusal(db, { edition, code: trade.voucherCode, now });
    throw err;
  });
  if (row) {
    const written = writtenTrade(trade, {
      id: Number(row.id),
      tradeNumber: row.trade_number,
      guestAccountNumber: row.guest_account_number,
    });
    announceBusinessEvent({ kind: "trade.created", edition, mode });
    return {
      trade: toView(
        written,
        lineRows.map((r, i) => ({ ...r, categoryId: lines[i]!.offer.device.categoryId })),
        [{ state: "created", at: now, actor: "customer", actorRole: null, reason: "checkout" }],
      ),
      created: true,
    };
  }
  // Another submit with this key won (and has committed: the insert waited for it).
  const winner = await idempotencyKeyRow(db, edition, scope, idempotencyKey);
  if (!winner) throw new ProblemError(409, "conflict", "problem.detail.idempotencyInProgress");
  return replay(db, winner, requestHash, t);
}

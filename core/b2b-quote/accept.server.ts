/**
 * Accepting a quote (decision 0118): one trade for the whole quote, in one transaction. The
 * trade belongs to the accepting business user (customer) and their company (company_id), is
 * sent from the company's billing address, and pays out to the details of the request (checked
 * by the checkout's own payment rules). Each priced row becomes one offer (the grade's answers,
 * the row's unit price, a breakdown of base, grade and volume) and one trade line (the row's
 * quantity, grade, and the identifier of a single-unit row). Rows that ask block the accept;
 * unpriced rows stay out ("priced by us on request"). From BUSINESS_COLLECTION_MIN_UNITS units
 * the carrier collects (a pickup is requested with the trade); below, the trade's label is the
 * shop trade's (its tracking page and confirmation mail link it).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.server.ts";
import { companyOfCustomer } from "../company/index.server.ts";
import { BUSINESS_COLLECTION_MIN_UNITS, editions, type BusinessGrade, type EditionId } from "../editions/index.ts";
import { mailMessage, type Mailer } from "../mail/index.server.ts";
import { conditionOf, newOfferId, priceOffer, type OfferDevice } from "../offer/index.server.ts";
import { isOfferedWindow, pickupRequestSchema, requestPickup } from "../pickup/index.server.ts";
import { announceBusinessEvent, describeError, ProblemError } from "../shared/index.ts";
import { rows } from "../shared/index.server.ts";
import {
  getTradeById,
  insertLinesSql,
  insertTradeSql,
  type NewTradeRow,
  PAYPAL_PAYMENT_TYPE,
  scheduleTradeDeadlines,
  SEPA_PAYMENT_TYPE,
  tradeConfirmationMail,
  tradeInputSchema,
  type TradeLineRow,
} from "../trade/index.server.ts";
import { gradeAnswers } from "./grades.ts";
import { lockOpenQuote, quoteDevices } from "./quotes.server.ts";
import type { QuoteCollection } from "./types.ts";

export interface AcceptQuoteDeps {
  /** The trade's confirmation mail ("created"), as a shop trade gets it. */
  mailer: Mailer;
  /** The shop's origin for the mail's links (mailOrigin). */
  origin: string;
}

/** The payout details: the checkout's payment rules (IBAN check digits, BIC, account holder, a payable PayPal address). */
export const quotePayoutSchema = z.preprocess((raw) => {
  const p = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  if (p.method === "sepa") return { paymentType: SEPA_PAYMENT_TYPE, iban: p.iban, bic: p.bic, accountHolder: p.accountHolder };
  if (p.method === "paypal") return { paymentType: PAYPAL_PAYMENT_TYPE, paypalEmail: p.paypalEmail };
  // neither: the checkout's own "choose a payout method" error
  return { paymentType: 0 };
}, tradeInputSchema.shape.payment);

/** The collection window and contact (from BUSINESS_COLLECTION_MIN_UNITS units): core/pickup's request. */
export const quoteCollectionSchema = pickupRequestSchema;

export const acceptQuoteSchema = z.object({
  payout: quotePayoutSchema,
  collection: quoteCollectionSchema.nullish(),
});
export type AcceptQuoteBody = z.infer<typeof acceptQuoteSchema>;

export interface AcceptQuoteInput {
  quoteId: string;
  /** The business user's customer id (the API has checked the bearer). */
  customerId: string;
  /** The edition of the host asked (a quote of another edition is not found). */
  edition: EditionId;
  now: Date;
  payout: AcceptQuoteBody["payout"];
  collection?: QuoteCollection | null;
}

interface RowToAccept {
  id: number;
  row: number;
  device_id: number;
  grade: BusinessGrade;
  quantity: number;
  imei: string | null;
  serial: string | null;
  base_price_cents: number;
  unit_price_cents: number;
  total_cents: number;
}

export async function acceptQuote(db: Db, deps: AcceptQuoteDeps, input: AcceptQuoteInput): Promise<{ tradeNumber: string }> {
  const { now } = input;
  const at = now.toISOString();
  const created = await db.transaction(async (tx) => {
    const q = await lockOpenQuote(tx, input.quoteId, now);
    if (q.edition !== input.edition) throw new ProblemError(404, "not_found", "problem.detail.noQuote");
    const member = await companyOfCustomer(tx, input.customerId);
    if (!member) throw new ProblemError(403, "forbidden", "problem.detail.notCompanyMember");
    if (q.company_id !== null && Number(q.company_id) !== member.company.id) {
      throw new ProblemError(403, "forbidden", "problem.detail.quoteOtherCompany");
    }
    const [asking] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from b2b_quote_rows where quote_id = ${q.id} and status = 'ask'`,
    );
    if (Number(asking!.n) > 0) {
      throw new ProblemError(409, "quote_rows_ask", "problem.detail.quoteRowsAsk", undefined, { rowsAsking: Number(asking!.n) });
    }
    const priced = await rows<RowToAccept>(
      tx,
      sql`select id, row, device_id, grade, quantity, imei, serial, base_price_cents, unit_price_cents, total_cents from b2b_quote_rows
        where quote_id = ${q.id} and status = 'matched' and unit_price_cents is not null order by row`,
    );
    if (!priced.length) throw new ProblemError(409, "conflict", "problem.detail.quoteNothingPriced");
    const units = priced.reduce((n, r) => n + Number(r.quantity), 0);
    if (units >= BUSINESS_COLLECTION_MIN_UNITS && !input.collection) {
      throw new ProblemError(
        422,
        "validation",
        "problem.detail.quoteCollectionRequired",
        [{ field: "collection", message: "validation.required" }],
        {
          minUnits: BUSINESS_COLLECTION_MIN_UNITS,
        },
      );
    }
    if (input.collection && !isOfferedWindow(q.edition as EditionId, now, input.collection)) {
      throw new ProblemError(422, "validation", "problem.detail.quoteCollectionWindow", [
        { field: "collection.day", message: "pickup.field.day" },
      ]);
    }
    const [customer] = await rows<{ email: string; first_name: string; last_name: string; phone: string | null }>(
      tx,
      sql`select email, first_name, last_name, phone from customers where id = ${input.customerId}`,
    );
    const edition = q.edition as EditionId;
    // the devices as the catalog has them now, hidden ones too: the quote binds its prices
    const devices = await quoteDevices(
      tx,
      edition,
      priced.map((r) => Number(r.device_id)),
      { includeHidden: true },
    );

    const offerRows: Record<string, unknown>[] = [];
    const lines: TradeLineRow[] = [];
    priced.forEach((r, position) => {
      const device = devices.get(Number(r.device_id));
      if (!device) throw new ProblemError(409, "conflict", "problem.detail.quoteDeviceGone", undefined, { row: Number(r.row) });
      const answers = gradeAnswers(device.categoryId, r.grade, device);
      if (!answers) throw new ProblemError(409, "conflict", "problem.detail.quoteDeviceGone", undefined, { row: Number(r.row) });
      const graded = priceOffer(device, answers);
      const gradePriceCents = Number(r.base_price_cents);
      const unitPriceCents = Number(r.unit_price_cents);
      const quantity = Number(r.quantity);
      const breakdown = {
        basePriceCents: graded.breakdown.basePriceCents,
        lines: graded.breakdown.lines,
        grade: r.grade,
        // the quote binds the grade's price it was made with; a catalog change since shows here (0 when none)
        quoteAdjustmentCents: gradePriceCents - graded.priceCents,
        volume: { percent: Number(q.volume?.percent ?? 0), units, deltaCents: unitPriceCents - gradePriceCents },
      };
      const snapshot: OfferDevice = {
        id: device.id,
        name: device.name,
        slug: device.slug,
        url: device.url,
        image: device.image,
        category: device.category,
        categoryId: device.categoryId,
        manufacturer: device.manufacturer,
      };
      const offerId = newOfferId();
      const condition = conditionOf(unitPriceCents, graded.breakdown.basePriceCents, false);
      offerRows.push({
        id: offerId,
        edition,
        device_id: device.id,
        answers: graded.answers,
        price_cents: unitPriceCents,
        breakdown,
        condition,
        variant: graded.variant,
        device: snapshot,
        row_id: Number(r.id),
      });
      lines.push({
        position,
        offerId,
        deviceId: device.id,
        deviceName: device.name,
        category: device.category,
        manufacturer: device.manufacturer,
        quantity,
        priceCents: unitPriceCents,
        campaignBonusCents: 0,
        campaignId: null,
        campaignName: null,
        lineTotalCents: unitPriceCents * quantity,
        answers: graded.answers,
        condition,
        variant: graded.variant,
        imei: quantity === 1 ? r.imei : null,
        serial: quantity === 1 ? r.serial : null,
        grade: r.grade,
        unitOfLineId: null,
      });
    });
    const totalCents = lines.reduce((n, l) => n + l.lineTotalCents, 0);
    const { company } = member;
    const payout = input.payout;
    const trade: NewTradeRow = {
      edition,
      mode: "default",
      state: "created",
      customerId: input.customerId,
      email: customer!.email,
      firstName: customer!.first_name,
      lastName: customer!.last_name,
      phone: customer!.phone,
      street: company.street,
      houseNumber: company.houseNumber,
      zip: company.zip,
      city: company.city,
      country: company.country,
      paymentType: payout.paymentType,
      paymentMethod: payout.method,
      iban: payout.iban,
      bic: payout.bic,
      accountHolder: payout.accountHolder,
      paypalEmail: payout.paypalEmail,
      voucherCode: null,
      voucherBonusCents: 0,
      subtotalCents: totalCents,
      totalCents,
      trackingToken: randomBytes(24).toString("base64url"),
      partnerId: null,
      storeId: null,
      createdAt: now,
      companyId: company.id,
      b2bQuoteId: Number(q.id),
    };
    const validUntil = new Date(q.valid_until).toISOString();
    await tx.execute(
      sql`insert into offers (id, edition, device_id, answers, price_cents, breakdown, condition, variant, device, campaign_bonus_cents, created_at, valid_until)
        select x.id, x.edition, x.device_id, x.answers, x.price_cents, x.breakdown, x.condition, x.variant, x.device, 0, ${at}::timestamptz,
          ${validUntil}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(offerRows)}::jsonb) as x(id text, edition text, device_id int, answers jsonb, price_cents int,
          breakdown jsonb, condition text, variant text, device jsonb)`,
    );
    const [made] = await rows<{ id: number; trade_number: string }>(
      tx,
      sql`with t as (
        ${insertTradeSql(trade, sql`null`)}
        returning id, trade_number
      ), l as (
        ${insertLinesSql(lines)}
        returning 1
      ), e as (
        insert into trade_events (trade_id, state, at, actor, reason)
        select t.id, 'created', ${at}::timestamptz, 'customer', 'b2b_quote' from t
        returning 1
      )
      select t.id, t.trade_number, (select count(*) from l) as lines, (select count(*) from e) as events from t`,
    );
    const tradeId = Number(made!.id);
    await tx.execute(
      sql`update b2b_quote_rows r set offer_id = x.offer_id from jsonb_to_recordset(${JSON.stringify(
        offerRows.map((o) => ({ id: o.row_id, offer_id: o.id })),
      )}::jsonb) as x(id int, offer_id text) where r.id = x.id`,
    );
    await tx.execute(
      sql`update b2b_quotes set state = 'accepted', accepted_at = ${at}::timestamptz, accepted_by = ${input.customerId}, trade_id = ${tradeId},
        company_id = ${company.id}, account_manager_id = coalesce(account_manager_id, ${company.accountManager?.id ?? null})
        where id = ${q.id}`,
    );
    // The deadline jobs (parcel reminder, expiry) commit with the trade, as a shop trade's (decision 0024).
    await scheduleTradeDeadlines(tx, { tradeId, edition, createdAt: now }, now);
    if (units >= BUSINESS_COLLECTION_MIN_UNITS && input.collection) {
      const c = input.collection;
      await requestPickup(tx, {
        tradeId,
        window: { day: c.day, windowFrom: c.windowFrom, windowTo: c.windowTo },
        address: {
          name: c.contactName,
          company: company.name,
          street: company.street,
          houseNumber: company.houseNumber,
          zip: company.zip,
          city: company.city,
          country: company.country,
          phone: c.phone,
          email: customer!.email,
          notes: c.notes ?? null,
        },
        parcels: Math.max(1, Math.ceil(units / 20)),
      });
    }
    return { tradeId, tradeNumber: made!.trade_number, edition };
  });
  announceBusinessEvent({ kind: "trade.created", edition: created.edition, mode: "default" });
  await sendCreatedMail(db, deps, created.tradeId);
  return { tradeNumber: created.tradeNumber };
}

/** The shop trade's confirmation mail (with its label and tracking links), not awaited for delivery: a failing mailer is logged. */
async function sendCreatedMail(db: Db, deps: AcceptQuoteDeps, tradeId: number): Promise<void> {
  const trade = await getTradeById(db, tradeId);
  if (!trade) return;
  const mail = mailMessage(
    { from: editions[trade.edition].contactSender, to: trade.customer.email },
    await tradeConfirmationMail(db, trade, deps.origin),
    {
      kind: "trade.confirmation",
      tradeNumber: trade.tradeNumber,
      customerId: trade.customer.customerId,
      resend: { kind: "trade.confirmation", params: { tradeNumber: trade.tradeNumber } },
    },
  );
  void deps.mailer.send(mail).catch((err: unknown) => {
    console.error(
      JSON.stringify({
        level: "error",
        msg: "quote trade confirmation mail failed",
        tradeNumber: trade.tradeNumber,
        err: describeError(err),
      }),
    );
  });
}

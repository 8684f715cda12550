/**
 * GDPR data export (Art. 15/20): everything stored about a customer as one JSON document:
 * account (without the password hash), address, payout accounts (the customer's own full IBAN),
 * phone numbers, and the trades made while logged in with lines and state timeline.
 * Secrets (password hash, token hashes) are not personal data of the customer and stay out.
 * `accountDeletion` says whether the account can be deleted now, which trades are still in
 * progress, and the rule (in the customer's language): no deletion while a trade is in progress.
 * `keptRecords` says, per paid trade, which seller record a used-goods dealer keeps apart from the
 * account (decision 0097): its fields, until when and by which law, with a sentence in the
 * customer's language; never the sealed document number.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { customerAddresses, customers, paymentAccounts, phoneContacts, tradeEvents, tradeLines, trades } from "../../db/schema/index.ts";
import { messagesLocaleOf, openTradeNumbers } from "../account/index.server.ts";
import { isEditionId } from "../editions/index.ts";
import { sellerRecordLastDay, sellerRecordRetention, sellerRecordsOfTrades } from "../seller-records/index.server.ts";
import { translator, type MessagesLocale } from "../shared/index.server.ts";
import { ProblemError } from "../shared/index.ts";

export async function exportCustomerData(db: Db, customerId: string, now = new Date()) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) throw new ProblemError(404, "not_found");
  const { passwordHash: _secret, ...account } = customer;
  const [address] = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  const payments = await db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.customerId, customerId))
    .orderBy(asc(paymentAccounts.createdAt));
  const phones = await db
    .select()
    .from(phoneContacts)
    .where(eq(phoneContacts.customerId, customerId))
    .orderBy(asc(phoneContacts.createdAt));
  const tradeRows = await db.select().from(trades).where(eq(trades.customerId, customerId)).orderBy(asc(trades.createdAt));
  const ids = tradeRows.map((t) => t.id);
  const lines = ids.length
    ? await db.select().from(tradeLines).where(inArray(tradeLines.tradeId, ids)).orderBy(asc(tradeLines.position))
    : [];
  const events = ids.length
    ? await db.select().from(tradeEvents).where(inArray(tradeEvents.tradeId, ids)).orderBy(asc(tradeEvents.at))
    : [];
  const openTrades = await openTradeNumbers(db, customerId);
  const locale = messagesLocaleOf(account.locale);
  return {
    exportedAt: now.toISOString(),
    account,
    address: address ?? null,
    paymentAccounts: payments,
    phoneContacts: phones,
    trades: tradeRows.map((t) => ({
      ...t,
      lines: lines.filter((l) => l.tradeId === t.id),
      // The acting staff user's id stays inside (decision 0024): the customer sees kind and role.
      events: events.filter((e) => e.tradeId === t.id).map((e) => ({ ...e, actorId: e.actor === "customer" ? e.actorId : null })),
    })),
    keptRecords: await keptSellerRecords(db, ids, locale),
    accountDeletion: {
      possibleNow: openTrades.length === 0,
      openTrades,
      rule: translator(locale)("account.export.deletionRule"),
    },
  };
}

/** The fields every seller record holds; `documentType` and `documentNumberSealed` only where an ID was taken. */
const RECORD_FIELDS = ["firstName", "lastName", "street", "houseNumber", "zip", "city", "country", "devices", "totalCents", "paidAt"];

/** What is kept of these trades apart from the account, until when and why, in `locale` (decision 0097). */
export async function keptSellerRecords(db: Db, tradeIds: number[], locale: MessagesLocale) {
  const t = translator(locale);
  // a long date in the customer's language ("31 December 2034"; British English for en)
  const day = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { dateStyle: "long", timeZone: "UTC" });
  return (await sellerRecordsOfTrades(db, tradeIds)).flatMap((r) => {
    if (!isEditionId(r.edition)) return [];
    const last = sellerRecordLastDay(r.keepUntil, r.edition);
    const lastDay = `${last.year}-${String(last.month).padStart(2, "0")}-${String(last.day).padStart(2, "0")}`;
    const { legalBasis } = sellerRecordRetention(r.edition);
    const withId = r.documentType !== null;
    return [
      {
        tradeNumber: r.tradeNumber,
        fields: withId ? [...RECORD_FIELDS, "documentType", "documentNumberSealed"] : RECORD_FIELDS,
        paidAt: r.paidAt.toISOString(),
        keepUntil: r.keepUntil.toISOString(),
        lastDay,
        legalBasis,
        text: t("account.export.keptRecord", {
          tradeNumber: r.tradeNumber,
          withId: withId ? "yes" : "no",
          lastDay: day.format(new Date(`${lastDay}T12:00:00Z`)),
          legalBasis,
        }),
      },
    ];
  });
}

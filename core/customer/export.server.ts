/**
 * GDPR data export (Art. 15/20): everything stored about a customer as one JSON document:
 * account (without the password hash), address, payout accounts (the customer's own full IBAN),
 * phone numbers, and the trades made while logged in with lines and state timeline.
 * Secrets (password hash, token hashes) are not personal data of the customer and stay out.
 * `accountDeletion` says whether the account can be deleted now, which trades are still in
 * progress, and the rule (in the customer's language): no deletion while a trade is in progress.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { customerAddresses, customers, paymentAccounts, phoneContacts, tradeEvents, tradeLines, trades } from "../../db/schema/index.ts";
import { messagesLocaleOf, openTradeNumbers } from "../account/index.server.ts";
import { translator } from "../shared/index.server.ts";
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
    accountDeletion: {
      possibleNow: openTrades.length === 0,
      openTrades,
      rule: translator(messagesLocaleOf(account.locale))("account.export.deletionRule"),
    },
  };
}

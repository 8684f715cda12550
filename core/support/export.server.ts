/**
 * The GDPR export for customer service (issue 14, decision 0041): for a registered customer the
 * account's own export (core/customer/export.server.ts) plus the contact messages and the mail
 * log; for a guest the same shape from their guest trades. What staff download holds no secret
 * and no full IBAN (masked; the customer's own export from the account holds theirs in full), and
 * no trade's tracking token. Both list the seller records kept of paid trades (decision 0097).
 */
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { contactMessages, mailLog, tradeEvents, tradeLines, trades } from "../../db/schema/index.ts";
import { exportCustomerData, keptSellerRecords } from "../customer/index.server.ts";
import { editions, isEditionId } from "../editions/index.ts";
import { maskIban, ProblemError } from "../shared/index.ts";
import { ERASED_EMAIL, personMails, personMessages, toMailLogEntry } from "./people.server.ts";

const maskTrade = <T extends { iban: string | null; trackingToken?: string }>(t: T) => {
  const { trackingToken: _token, ...rest } = t;
  return { ...rest, iban: t.iban ? maskIban(t.iban) : null };
};

async function messagesAndMails(db: Db, email: string, customerId: string | null, tradeNumbers: string[]) {
  const address = email.toLowerCase();
  const messages = await db
    .select()
    .from(contactMessages)
    .where(personMessages(address, tradeNumbers))
    .orderBy(asc(contactMessages.createdAt));
  const mails = await db
    .select()
    .from(mailLog)
    .where(personMails(address, customerId, tradeNumbers))
    .orderBy(desc(mailLog.sentAt));
  return {
    contactMessages: messages.map(({ answeredBy: _staff, ...m }) => m),
    mails: mails.map((m) => {
      const { resendable: _r, customerId: _c, ...entry } = toMailLogEntry(m);
      return entry;
    }),
  };
}

export async function supportCustomerExport(db: Db, customerId: string, now: Date) {
  const data = await exportCustomerData(db, customerId, now);
  return {
    ...data,
    paymentAccounts: data.paymentAccounts.map((a) => ({ ...a, iban: a.iban ? maskIban(a.iban) : null })),
    trades: data.trades.map(maskTrade),
    ...(await messagesAndMails(
      db,
      data.account.email,
      customerId,
      data.trades.map((t) => t.tradeNumber),
    )),
  };
}

export async function supportGuestExport(db: Db, tradeNumber: string, now: Date) {
  const [t] = await db.select().from(trades).where(eq(trades.tradeNumber, tradeNumber)).limit(1);
  if (!t || t.email === ERASED_EMAIL) throw new ProblemError(404, "not_found");
  if (t.customerId)
    throw new ProblemError(409, "support_registered_customer", "backoffice.support.problem.registered", undefined, {
      customerId: t.customerId,
    });
  const rows = await db
    .select()
    .from(trades)
    .where(sql`lower(${trades.email}) = ${t.email.toLowerCase()} and ${trades.customerId} is null`)
    .orderBy(asc(trades.createdAt));
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db.select().from(tradeLines).where(inArray(tradeLines.tradeId, ids)).orderBy(asc(tradeLines.position))
    : [];
  const events = ids.length
    ? await db.select().from(tradeEvents).where(inArray(tradeEvents.tradeId, ids)).orderBy(asc(tradeEvents.at))
    : [];
  return {
    exportedAt: now.toISOString(),
    guest: { email: t.email, firstName: t.firstName, lastName: t.lastName, phone: t.phone },
    trades: rows.map((r) => ({
      ...maskTrade(r),
      lines: lines.filter((l) => l.tradeId === r.id),
      events: events.filter((e) => e.tradeId === r.id).map((e) => ({ ...e, actorId: e.actor === "customer" ? e.actorId : null })),
    })),
    // what a dealer keeps of the paid trades, in the language of the trade's edition (decision 0097)
    keptRecords: await keptSellerRecords(db, ids, isEditionId(t.edition) ? editions[t.edition].messagesLocale : "en"),
    ...(await messagesAndMails(
      db,
      t.email,
      null,
      rows.map((r) => r.tradeNumber),
    )),
  };
}

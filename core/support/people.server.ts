/**
 * Customer service's reads (issue 14, decision 0041): the search over customers and trades (name,
 * e-mail, trade number, customer number, IBAN ending), a registered customer's view and a guest's
 * view (the person behind a guest trade: every guest trade with that e-mail), each with trades,
 * contact messages and the mail log. Payout accounts leave only masked: an IBAN as its masked
 * form, and the IBAN-ending search compares inside the database (`iban_last4`, then `right(iban, n)`),
 * so no full IBAN is ever read into this module.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { contactMessages, customerAddresses, customers, mailLog, paymentAccounts, trades } from "../../db/schema/index.ts";
import { maskEmail, ProblemError } from "../shared/index.ts";
import type { TradeState } from "../trade/index.ts";
import { ERASED_EMAIL } from "../trade/index.server.ts";
import { erasureBlockers, nameForms, type SupportQuery } from "./rules.ts";

export const SEARCH_LIMIT = 50;
export const VIEW_LIMIT = 200;

/** The dots between them, as SQL text (a plain string: the server bundle is kept ASCII, decision 0148). */
const MASK_DOTS = sql.raw("' •••• '");

/** The masked IBAN, computed by the database: country and check digits, then the last four. */
const maskedIban = (column: SQL.Aliased | typeof trades.iban | typeof paymentAccounts.iban) =>
  sql<string | null>`case when ${column} is null then null else left(${column}, 4) || ${MASK_DOTS} || right(${column}, 4) end`;

/** The typed text as a LIKE pattern for "contains": its own `%`, `_` and `\\` match only themselves. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column` of `t` (support_name or support_email: stored by the database, folded with `search_fold`,
 * lower(unaccent(…)), outside the Drizzle schema; migrations 0033 and 0035, decision 0083) contains
 * `text`, folded the same way.
 */
const folded = (t: typeof trades | typeof customers, column: "support_name" | "support_email", text: string) =>
  sql`${t}.${sql.identifier(column)} like search_fold(${like(text)})`;

/**
 * Who matches one of the name forms by name, or `emailPart` by e-mail (null: no e-mail match): one
 * trigram index over both columns (`trades_support_search`, `customers_support_search`) answers each.
 */
const nameOrEmail = (t: typeof trades | typeof customers, names: string[], emailPart: string | null): SQL | undefined =>
  or(...names.map((text) => folded(t, "support_name", text)), emailPart === null ? undefined : folded(t, "support_email", emailPart));

async function textSearch(db: Db, names: string[], emailPart: string | null) {
  return {
    customers: await findCustomers(db, nameOrEmail(customers, names, emailPart)),
    trades: await findTrades(db, nameOrEmail(trades, names, emailPart)),
  };
}

export interface TradeHit {
  tradeNumber: string;
  state: TradeState;
  edition: string;
  createdAt: string;
  name: string;
  email: string;
  customerId: string | null;
  guestAccountNumber: string | null;
  paymentMethod: string;
  /** "DE89 •••• 3000", or the PayPal address masked. */
  payout: string | null;
  totalCents: number;
}

export interface CustomerHit {
  customerId: string;
  customerNumber: string;
  name: string;
  email: string;
  edition: string;
  createdAt: string;
}

const tradeHitColumns = {
  tradeNumber: trades.tradeNumber,
  state: trades.state,
  edition: trades.edition,
  createdAt: trades.createdAt,
  firstName: trades.firstName,
  lastName: trades.lastName,
  email: trades.email,
  customerId: trades.customerId,
  guestAccountNumber: trades.guestAccountNumber,
  paymentMethod: trades.paymentMethod,
  ibanMasked: maskedIban(trades.iban),
  paypalEmail: trades.paypalEmail,
  totalCents: trades.totalCents,
};

type TradeHitRow = { [K in keyof typeof tradeHitColumns]: unknown } & {
  tradeNumber: string;
  state: string;
  edition: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  customerId: string | null;
  guestAccountNumber: string | null;
  paymentMethod: string;
  ibanMasked: string | null;
  paypalEmail: string | null;
  totalCents: number;
};

function toTradeHit(r: TradeHitRow): TradeHit {
  return {
    tradeNumber: r.tradeNumber,
    state: r.state as TradeState,
    edition: r.edition,
    createdAt: r.createdAt.toISOString(),
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    customerId: r.customerId,
    guestAccountNumber: r.guestAccountNumber,
    paymentMethod: r.paymentMethod,
    payout: r.paymentMethod === "paypal" ? maskEmail(r.paypalEmail) : r.ibanMasked,
    totalCents: r.totalCents,
  };
}

const customerHitColumns = {
  customerId: customers.id,
  customerNumber: customers.customerNumber,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  edition: customers.edition,
  createdAt: customers.createdAt,
};

function toCustomerHit(r: {
  customerId: string;
  customerNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  edition: string;
  createdAt: Date;
}): CustomerHit {
  return {
    customerId: r.customerId,
    customerNumber: r.customerNumber,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    edition: r.edition,
    createdAt: r.createdAt.toISOString(),
  };
}

async function findTrades(db: Db, where: SQL | undefined): Promise<TradeHit[]> {
  const rows = await db
    .select(tradeHitColumns)
    .from(trades)
    .where(where)
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(SEARCH_LIMIT);
  return rows.map((r) => toTradeHit(r as TradeHitRow));
}

async function findCustomers(db: Db, where: SQL | undefined): Promise<CustomerHit[]> {
  const rows = await db.select(customerHitColumns).from(customers).where(where).orderBy(desc(customers.createdAt)).limit(SEARCH_LIMIT);
  return rows.map(toCustomerHit);
}

/** The search: matching customers and trades (50 each at most, newest first). */
export async function searchSupport(db: Db, query: SupportQuery): Promise<{ customers: CustomerHit[]; trades: TradeHit[] }> {
  switch (query.by) {
    case "trade": {
      const found = await findTrades(db, eq(trades.tradeNumber, query.tradeNumber));
      const ids = found.flatMap((t) => (t.customerId ? [t.customerId] : []));
      return { trades: found, customers: ids.length ? await findCustomers(db, inArray(customers.id, ids)) : [] };
    }
    case "customer": {
      const found = await findCustomers(db, eq(customers.customerNumber, query.customerNumber));
      return { customers: found, trades: found.length ? await findTrades(db, eq(trades.customerId, found[0]!.customerId)) : [] };
    }
    case "email":
      return textSearch(db, [], query.text);
    case "name":
      return textSearch(db, nameForms(query.text), null);
    case "text":
      return textSearch(db, nameForms(query.text), query.text);
    case "iban": {
      const ending = query.ending.length > 4;
      const accountMatch = and(
        eq(paymentAccounts.ibanLast4, query.last4),
        ending ? sql`right(${paymentAccounts.iban}, ${query.ending.length}) = ${query.ending}` : undefined,
      );
      const tradeMatch = and(
        eq(trades.ibanLast4, query.last4),
        ending ? sql`right(${trades.iban}, ${query.ending.length}) = ${query.ending}` : undefined,
      );
      return {
        customers: await findCustomers(
          db,
          sql`${customers.id} in (select ${paymentAccounts.customerId} from ${paymentAccounts} where ${accountMatch})`,
        ),
        trades: await findTrades(db, tradeMatch),
      };
    }
  }
}

export interface ContactMessageSummary {
  id: number;
  edition: string;
  subject: string;
  name: string;
  email: string;
  tradeNumber: string | null;
  status: string;
  createdAt: string;
  answeredAt: string | null;
}

export interface MailLogEntry {
  id: number;
  sentAt: string;
  edition: string;
  kind: string;
  recipient: string;
  subject: string;
  tradeNumber: string | null;
  customerId: string | null;
  messageId: string | null;
  status: string;
  resendable: boolean;
  resentFrom: number | null;
}

export function toMailLogEntry(r: typeof mailLog.$inferSelect): MailLogEntry {
  return {
    id: r.id,
    sentAt: r.sentAt.toISOString(),
    edition: r.edition,
    kind: r.kind,
    recipient: r.recipient,
    subject: r.subject,
    tradeNumber: r.tradeNumber,
    customerId: r.customerId,
    messageId: r.messageId,
    status: r.status,
    resendable: r.resend !== null && r.recipient !== ERASED_EMAIL,
    resentFrom: r.resentFrom,
  };
}

/** What an erasure writes in place of an e-mail address (as account deletion does, decision 0020). */
export { ERASED_EMAIL };

export const contactSummaryColumns = {
  id: contactMessages.id,
  edition: contactMessages.edition,
  subject: contactMessages.subject,
  name: contactMessages.name,
  email: contactMessages.email,
  tradeNumber: contactMessages.tradeNumber,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
  answeredAt: contactMessages.answeredAt,
};

export function toContactSummary(
  r: Omit<ContactMessageSummary, "createdAt" | "answeredAt"> & { createdAt: Date; answeredAt: Date | null },
): ContactMessageSummary {
  return { ...r, createdAt: r.createdAt.toISOString(), answeredAt: r.answeredAt?.toISOString() ?? null };
}

/** A person's contact messages: sent from their (lower-cased) address or about one of their trades. */
export const personMessages = (address: string, tradeNumbers: string[]) =>
  or(
    sql`lower(${contactMessages.email}) = ${address}`,
    tradeNumbers.length ? inArray(contactMessages.tradeNumber, tradeNumbers) : undefined,
  );

/** A person's mails: to their (lower-cased) address, their account or about one of their trades. */
export const personMails = (address: string, customerId: string | null, tradeNumbers: string[]) =>
  or(
    eq(mailLog.recipient, address),
    customerId ? eq(mailLog.customerId, customerId) : undefined,
    tradeNumbers.length ? inArray(mailLog.tradeNumber, tradeNumbers) : undefined,
  );

async function personMessagesAndMails(db: Db, email: string, customerId: string | null, tradeNumbers: string[]) {
  const address = email.toLowerCase();
  const messages = await db
    .select(contactSummaryColumns)
    .from(contactMessages)
    .where(personMessages(address, tradeNumbers))
    .orderBy(desc(contactMessages.createdAt))
    .limit(VIEW_LIMIT);
  const mails = await db
    .select()
    .from(mailLog)
    .where(personMails(address, customerId, tradeNumbers))
    .orderBy(desc(mailLog.sentAt), desc(mailLog.id))
    .limit(VIEW_LIMIT);
  return { contactMessages: messages.map(toContactSummary), mails: mails.map(toMailLogEntry) };
}

export interface PayoutAccountView {
  id: string;
  kind: string;
  primary: boolean;
  ibanMasked: string | null;
  bic: string | null;
  accountHolder: string | null;
  paypalEmail: string | null;
}

export interface PersonView {
  kind: "customer" | "guest";
  customer: {
    id: string | null;
    customerNumber: string | null;
    guestAccountNumbers: string[];
    firstName: string;
    lastName: string;
    email: string;
    edition: string;
    locale: string | null;
    phone: string | null;
    createdAt: string;
    activated: boolean | null;
    address: { street: string; houseNumber: string; zip: string; city: string; country: string } | null;
    payoutAccounts: PayoutAccountView[];
  };
  trades: TradeHit[];
  contactMessages: ContactMessageSummary[];
  mails: MailLogEntry[];
  /** Erasure is possible once every trade is final (paid, returned, cancelled, expired). */
  erasure: { possibleNow: boolean; openTrades: string[] };
}

/** A registered customer's view; 404 when there is none. */
export async function customerSupportView(db: Db, customerId: string): Promise<PersonView> {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!c) throw new ProblemError(404, "not_found");
  const [address] = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  const accounts = await db
    .select({
      id: paymentAccounts.id,
      kind: paymentAccounts.kind,
      primary: paymentAccounts.isPrimary,
      ibanMasked: maskedIban(paymentAccounts.iban),
      bic: paymentAccounts.bic,
      accountHolder: paymentAccounts.accountHolder,
      paypalEmail: paymentAccounts.paypalEmail,
    })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.customerId, customerId))
    .orderBy(desc(paymentAccounts.isPrimary), paymentAccounts.createdAt);
  const tradeRows = await db
    .select(tradeHitColumns)
    .from(trades)
    .where(eq(trades.customerId, customerId))
    .orderBy(desc(trades.createdAt))
    .limit(VIEW_LIMIT);
  const personTrades = tradeRows.map((r) => toTradeHit(r as TradeHitRow));
  const numbers = personTrades.map((t) => t.tradeNumber);
  const openTrades = erasureBlockers(personTrades);
  return {
    kind: "customer",
    customer: {
      id: c.id,
      customerNumber: c.customerNumber,
      guestAccountNumbers: [],
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      edition: c.edition,
      locale: c.locale,
      phone: c.phone,
      createdAt: c.createdAt.toISOString(),
      activated: c.activatedAt !== null,
      address: address
        ? { street: address.street, houseNumber: address.houseNumber, zip: address.zip, city: address.city, country: address.country }
        : null,
      payoutAccounts: accounts.map((a) => ({ ...a, paypalEmail: maskEmail(a.paypalEmail) })),
    },
    trades: personTrades,
    ...(await personMessagesAndMails(db, c.email, c.id, numbers)),
    erasure: { possibleNow: openTrades.length === 0, openTrades },
  };
}

/** The guest trades of the person behind a guest trade (same e-mail, no customer account). */
export async function guestTradeRows(db: Db, email: string) {
  return db
    .select(tradeHitColumns)
    .from(trades)
    .where(and(sql`lower(${trades.email}) = ${email.toLowerCase()}`, isNull(trades.customerId)))
    .orderBy(desc(trades.createdAt))
    .limit(VIEW_LIMIT);
}

/**
 * A guest's view, found by one of their trades: 404 when there is no such trade or it was erased;
 * `{customerId}` in a 409 when the trade belongs to a registered customer (their view is the customer's).
 */
export async function guestSupportView(db: Db, tradeNumber: string): Promise<PersonView> {
  const [t] = await db.select().from(trades).where(eq(trades.tradeNumber, tradeNumber)).limit(1);
  if (!t || t.email === ERASED_EMAIL) throw new ProblemError(404, "not_found");
  if (t.customerId) throw new ProblemError(409, "support_registered_customer", undefined, undefined, { customerId: t.customerId });
  const personTrades = (await guestTradeRows(db, t.email)).map((r) => toTradeHit(r as TradeHitRow));
  const latest = personTrades[0];
  const numbers = personTrades.map((x) => x.tradeNumber);
  const openTrades = erasureBlockers(personTrades);
  return {
    kind: "guest",
    customer: {
      id: null,
      customerNumber: null,
      guestAccountNumbers: [...new Set(personTrades.flatMap((x) => (x.guestAccountNumber ? [x.guestAccountNumber] : [])))],
      firstName: t.firstName,
      lastName: t.lastName,
      email: t.email,
      edition: latest?.edition ?? t.edition,
      locale: null,
      phone: t.phone,
      createdAt: t.createdAt.toISOString(),
      activated: null,
      address: { street: t.street, houseNumber: t.houseNumber, zip: t.zip, city: t.city, country: t.country },
      payoutAccounts: [],
    },
    trades: personTrades,
    ...(await personMessagesAndMails(db, t.email, null, numbers)),
    erasure: { possibleNow: openTrades.length === 0, openTrades },
  };
}

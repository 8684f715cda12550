/**
 * Customer service's actions (issue 14, decision 0041), each audited in the transaction of its
 * change: resend a logged mail (composed again from current data: a one-time link is never
 * resent), answer a contact message by e-mail, and erase a person's data on request.
 *
 * Erasure, refused (409) while any of the person's trades is not final. It deletes the customer
 * row (with it, by cascade: address, payout accounts, phone numbers, refresh and one-time tokens)
 * and the contact messages from that address or about those trades; anonymises the trades'
 * personal fields (as account deletion does, decision 0020: name, e-mail, phone, street and house
 * number replaced, PayPal address and account holder gone, the IBAN kept masked) and the mail
 * log's rows (recipient, subject, customer; no resend); deletes the address's newsletter
 * subscriptions and takes name and comment off the trades' reviews (the rating stays). Kept for
 * bookkeeping: trade numbers, states and timeline, amounts and lines, postal code, city and
 * country, payment method and BIC.
 * The audit entry names the target by id or trade number and counts, never the erased data.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { contactMessages, customers, mailLog, newsletterSubscriptions, reviews, trades } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { announceChange } from "../changes/index.ts";
import { contactSubjectLabel, editions, isContactSubjectKey, isEditionId, type EditionId } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { mailMessage } from "../mail/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { eraseOfferMailsOf } from "../offer-mail/index.server.ts";
import { erasePriceAlertsOf } from "../price-alert/index.server.ts";
import type { StaffView } from "../staff/index.server.ts";
import { anonymiseTrades, tradeConfirmationMail, composeTradeNotice, type TradeNotice, getTradeByNumber } from "../trade/index.server.ts";
import type { TradeState } from "../trade/index.ts";
import { composeSupportAnswer } from "./mails.ts";
import {
  contactSummaryColumns,
  ERASED_EMAIL,
  guestTradeRows,
  personMails,
  personMessages,
  toContactSummary,
  type ContactMessageSummary,
} from "./people.server.ts";
import { CONTACT_STATUSES, erasureBlockers, type ContactStatus } from "./rules.ts";

export interface StaffAct {
  staff: StaffView;
  now: Date;
  clientKey?: string | null;
}

const audit = (db: Db, act: StaffAct, action: string, target: string, before: unknown, after: unknown) =>
  recordAudit(db, { ...byStaff({ ...act.staff, clientKey: act.clientKey }, act.now), action, target, before, after });

const TRADE_NOTICES: readonly TradeNotice[] = ["parcelReminder", "cancelled", "expired", "received", "payoutPending", "lookup"];

// ── resend ──────────────────────────────────────────────────────────────────────────────────

/**
 * Sends a logged mail again, composed from today's data by its recipe (`resend` in the log):
 * the trade confirmation and notices (to the trade's address), the answer to a contact message.
 * Mails without a recipe (one-time links: activation, password reset, newsletter confirmation,
 * review invitation; team mails) and mails of erased people are refused with 409. The new mail is
 * logged with `resent_from`; the audit entry names both log rows.
 */
export async function resendMail(
  db: Db,
  mailer: Mailer,
  args: StaffAct & { mailId: number; originFor: (edition: EditionId) => string },
): Promise<{ mailId: number; kind: string }> {
  const [row] = await db.select().from(mailLog).where(eq(mailLog.id, args.mailId)).limit(1);
  if (!row) throw new ProblemError(404, "not_found");
  const recipe = row.resend;
  const refuse = () => new ProblemError(409, "support_mail_not_resendable", "backoffice.support.problem.notResendable");
  if (!recipe || row.recipient === ERASED_EMAIL) throw refuse();
  let message;
  if (recipe.kind === "trade.confirmation" || recipe.kind === "trade.notice") {
    const trade = await getTradeByNumber(db, String(recipe.params.tradeNumber ?? ""));
    if (!trade || trade.customer.email === ERASED_EMAIL) throw refuse();
    const origin = args.originFor(trade.edition);
    const notice = String(recipe.params.notice ?? "") as TradeNotice;
    if (recipe.kind === "trade.notice" && !TRADE_NOTICES.includes(notice)) throw refuse();
    const content =
      recipe.kind === "trade.confirmation" ? await tradeConfirmationMail(db, trade, origin) : composeTradeNotice(trade, notice, origin);
    message = mailMessage({ from: editions[trade.edition].contactSender, to: trade.customer.email }, content, {
      kind: row.kind,
      tradeNumber: trade.tradeNumber,
      customerId: trade.customer.customerId,
      resend: recipe,
      resentFrom: row.id,
    });
  } else if (recipe.kind === "support.answer") {
    const [m] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, Number(recipe.params.messageId)))
      .limit(1);
    if (!m || m.answer === null || !isEditionId(m.edition)) throw refuse();
    message = answerMessage(m as ContactRow & { edition: EditionId; answer: string }, args.originFor(m.edition), row.id);
  } else {
    throw refuse();
  }
  const mail = await message;
  await mailer.send(mail);
  // the log row is written beside the delivery: wait for it to answer its id
  await mailer.flush();
  const [logged] = await db
    .select({ id: mailLog.id })
    .from(mailLog)
    .where(eq(mailLog.resentFrom, row.id))
    .orderBy(sql`${mailLog.id} desc`)
    .limit(1);
  await audit(
    db,
    args,
    "support.mail_resend",
    `mail:${row.id}`,
    { mailId: row.id, kind: row.kind },
    { mailId: logged?.id ?? null, kind: row.kind, tradeNumber: row.tradeNumber },
  );
  return { mailId: logged?.id ?? 0, kind: row.kind };
}

// ── inbox ───────────────────────────────────────────────────────────────────────────────────

type ContactRow = typeof contactMessages.$inferSelect;

export const INBOX_PAGE_SIZE = 50;

export interface InboxFilter {
  status?: ContactStatus | undefined;
  edition?: EditionId | undefined;
  page?: number | undefined;
}

/** The inbox: newest first, 50 per page, with the counts per status under the edition filter. */
export async function listInbox(
  db: Db,
  f: InboxFilter,
): Promise<{ items: ContactMessageSummary[]; total: number; page: number; pages: number; counts: Record<ContactStatus, number> }> {
  const byEdition = f.edition ? eq(contactMessages.edition, f.edition) : undefined;
  const where = and(byEdition, f.status ? eq(contactMessages.status, f.status) : undefined);
  const page = Math.max(1, f.page ?? 1);
  const rows = await db
    .select(contactSummaryColumns)
    .from(contactMessages)
    .where(where)
    .orderBy(sql`${contactMessages.createdAt} desc, ${contactMessages.id} desc`)
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  const countRows = await db
    .select({ status: contactMessages.status, n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(byEdition)
    .groupBy(contactMessages.status);
  const counts = Object.fromEntries(CONTACT_STATUSES.map((s) => [s, countRows.find((r) => r.status === s)?.n ?? 0])) as Record<
    ContactStatus,
    number
  >;
  const total = f.status ? counts[f.status] : counts.open + counts.answered;
  return { items: rows.map(toContactSummary), total, page, pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)), counts };
}

export interface ContactMessageView extends ContactMessageSummary {
  subjectLabel: string;
  message: string;
  answer: string | null;
  answeredBy: string | null;
  /** The registered customer with that address, for a link to their view. */
  customerId: string | null;
}

export async function getContactMessage(db: Db, id: number): Promise<ContactMessageView> {
  const [m] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!m) throw new ProblemError(404, "not_found");
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, m.email.toLowerCase())).limit(1);
  return {
    ...toContactSummary(m),
    subjectLabel: subjectLabel(m),
    message: m.message,
    answer: m.answer,
    answeredBy: m.answeredBy,
    customerId: customer?.id ?? null,
  };
}

function subjectLabel(m: Pick<ContactRow, "edition" | "subject">): string {
  return isEditionId(m.edition) && isContactSubjectKey(m.subject) ? contactSubjectLabel(m.edition, m.subject) : m.subject;
}

function answerMessage(m: ContactRow & { edition: EditionId; answer: string }, origin: string, resentFrom: number | null) {
  const content = composeSupportAnswer(
    { edition: m.edition, name: m.name, subject: subjectLabel(m), message: m.message, answer: m.answer },
    origin,
  );
  return mailMessage({ from: editions[m.edition].contactSender, to: m.email }, content, {
    kind: "support.answer",
    tradeNumber: m.tradeNumber,
    resend: { kind: "support.answer", params: { messageId: m.id } },
    resentFrom,
  });
}

/**
 * Answers a contact message by e-mail in its edition's language (the staff's text and the quoted
 * message), stores the answer and marks the message answered, audited, in one transaction under
 * the message's row lock: a second answer to the same message is refused (409). The mail goes
 * once the transaction commits.
 */
export async function answerContactMessage(
  db: Db,
  mailer: Mailer,
  args: StaffAct & { id: number; answer: string; originFor: (edition: EditionId) => string },
): Promise<ContactMessageView> {
  const answered = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [m] = await tx.select().from(contactMessages).where(eq(contactMessages.id, args.id)).for("update");
    if (!m) throw new ProblemError(404, "not_found");
    if (m.status === "answered") throw new ProblemError(409, "support_already_answered", "backoffice.support.problem.alreadyAnswered");
    if (!isEditionId(m.edition)) throw new ProblemError(409, "conflict");
    const [updated] = await tx
      .update(contactMessages)
      .set({ status: "answered", answer: args.answer, answeredAt: args.now, answeredBy: args.staff.id })
      .where(eq(contactMessages.id, m.id))
      .returning();
    await audit(
      txDb,
      args,
      "support.contact_answer",
      `contact:${m.id}`,
      { status: m.status },
      { status: "answered", answerLength: args.answer.length },
    );
    return updated as ContactRow & { edition: EditionId; answer: string };
  });
  const mail = answerMessage(answered, args.originFor(answered.edition), null);
  await mailer.send(mail);
  return getContactMessage(db, args.id);
}

// ── erasure ─────────────────────────────────────────────────────────────────────────────────

const openTradesProblem = (openTrades: string[]) =>
  new ProblemError(409, "support_erasure_open_trades", "backoffice.support.problem.openTrades", undefined, { openTrades });

export interface ErasureResult {
  erased: true;
  trades: number;
  contactMessages: number;
  mails: number;
  newsletter: number;
  reviews: number;
  /** Offers mailed to the address ("send me this offer", decision 0127), their reminders with them. */
  offerMails: number;
  /** Price alerts of the address (decision 0128), in any state. */
  priceAlerts: number;
}

async function erasePersonRest(tx: Db, email: string, customerId: string | null, owned: { id: number; tradeNumber: string }[]) {
  const address = email.toLowerCase();
  const tradeNumbers = owned.map((t) => t.tradeNumber);
  const messages = await tx.delete(contactMessages).where(personMessages(address, tradeNumbers)).returning({ id: contactMessages.id });
  const mails = await tx
    .update(mailLog)
    .set({ recipient: ERASED_EMAIL, subject: "-", customerId: null, resend: null })
    .where(personMails(address, customerId, tradeNumbers))
    .returning({ id: mailLog.id });
  // Newsletter subscriptions of that address (every edition) go; reviews of those trades keep
  // their rating (the seal) but lose the name and the comment.
  const subscriptions = await tx
    .delete(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${address}`)
    .returning({ id: newsletterSubscriptions.id });
  const reviewed = owned.length
    ? await tx
        .update(reviews)
        .set({ authorName: "-", comment: null, commentStatus: "none" })
        .where(
          inArray(
            reviews.tradeId,
            owned.map((t) => t.id),
          ),
        )
        .returning({ id: reviews.id })
    : [];
  if (reviewed.length) await announceChange(tx, "reviews");
  const offerMails = await eraseOfferMailsOf(tx, address);
  const priceAlerts = await erasePriceAlertsOf(tx, address);
  return {
    contactMessages: messages.length,
    mails: mails.length,
    newsletter: subscriptions.length,
    reviews: reviewed.length,
    offerMails,
    priceAlerts,
  };
}

/** Erases a registered customer (see the module's comment); 404 unknown, 409 while a trade is open. */
export async function eraseCustomer(db: Db, args: StaffAct & { customerId: string }): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [c] = await tx
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(eq(customers.id, args.customerId))
      .for("update");
    if (!c) throw new ProblemError(404, "not_found");
    const owned = await tx
      .select({ id: trades.id, tradeNumber: trades.tradeNumber, state: trades.state, iban: trades.iban })
      .from(trades)
      .where(eq(trades.customerId, c.id))
      .for("update");
    const open = erasureBlockers(owned.map((t) => ({ tradeNumber: t.tradeNumber, state: t.state as TradeState })));
    if (open.length) throw openTradesProblem(open);
    const numbers = owned.map((t) => t.tradeNumber);
    await anonymiseTrades(txDb, owned);
    const rest = await erasePersonRest(txDb, c.email, c.id, owned);
    await tx.delete(customers).where(eq(customers.id, c.id));
    const result: ErasureResult = { erased: true, trades: owned.length, ...rest };
    await audit(txDb, args, "support.erase", `customer:${c.id}`, { kind: "customer", trades: numbers }, result);
    return result;
  });
}

/** Erases the guest behind a guest trade: every guest trade with that e-mail; 404 unknown, 409 while one is open or it belongs to a customer. */
export async function eraseGuest(db: Db, args: StaffAct & { tradeNumber: string }): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [t] = await tx
      .select({ email: trades.email, customerId: trades.customerId })
      .from(trades)
      .where(eq(trades.tradeNumber, args.tradeNumber));
    if (!t || t.email === ERASED_EMAIL) throw new ProblemError(404, "not_found");
    if (t.customerId)
      throw new ProblemError(409, "support_registered_customer", "backoffice.support.problem.registered", undefined, {
        customerId: t.customerId,
      });
    const ids = (await guestTradeRows(txDb, t.email)).map((r) => r.tradeNumber);
    const owned = await tx
      .select({ id: trades.id, tradeNumber: trades.tradeNumber, state: trades.state, iban: trades.iban })
      .from(trades)
      .where(and(inArray(trades.tradeNumber, ids), isNull(trades.customerId)))
      .for("update");
    const open = erasureBlockers(owned.map((x) => ({ tradeNumber: x.tradeNumber, state: x.state as TradeState })));
    if (open.length) throw openTradesProblem(open);
    const numbers = owned.map((x) => x.tradeNumber);
    await anonymiseTrades(txDb, owned);
    const rest = await erasePersonRest(txDb, t.email, null, owned);
    const result: ErasureResult = { erased: true, trades: owned.length, ...rest };
    await audit(txDb, args, "support.erase", `trade:${args.tradeNumber}`, { kind: "guest", trades: numbers }, result);
    return result;
  });
}

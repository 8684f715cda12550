/**
 * The payout journal (decision 0114): the bookings of a period (calendar days in the operator's time
 * zone) and an edition, read from what happened to the money, and the DATEV batch made of them.
 *
 * - A payout: each item of a confirmed run that left our account (paid, sent to PayPal, or returned
 *   later), on the day the run was confirmed as sent: purchases (debit) to the bank or the PayPal
 *   account (credit). Belegfeld 1 the trade number, Belegfeld 2 the run ("PR42").
 * - A returned payment: the reverse booking on the day it was found returned, the reason code in the
 *   text.
 * - A voucher settlement: a store trade (decision 0046) is paid with the partner's voucher at the
 *   till, so the purchase is booked on the voucher's issue day against what we owe the chain.
 */
import { and, eq, gte, inArray, lt, ne, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.server.ts";
import { partners, partnerVouchers, payoutRunItems, payoutRuns, trades } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { type EditionId, type LocalDate, localDate, zonedTime } from "../editions/index.ts";
import { ProblemError } from "../shared/index.ts";
import { type DatevBatch, type DatevBooking, datevFileName, dayText, encodeWindows1252, writeDatevBatch } from "./datev.ts";
import { type JournalConfig, journalSettings, type JournalSettings } from "./settings.ts";

export type JournalKind = "payout" | "return" | "voucher";

export interface JournalBooking extends DatevBooking {
  kind: JournalKind;
  at: Date;
}

export interface JournalQuery {
  from: LocalDate;
  to: LocalDate;
  /** null: every edition. */
  edition: EditionId | null;
  timeZone: string;
}

export interface JournalSummary {
  bookings: number;
  /** The sum of the file's amounts (every booking counts positive, as DATEV's batch total). */
  totalCents: number;
  /** Per kind: how many and their sum. */
  byKind: Record<JournalKind, { bookings: number; totalCents: number }>;
}

const runRef = (runId: number) => `PR${runId}`;
const cents = (v: number | string) => Number(v);

/** The wall-clock time of `at` in `timeZone`, to the millisecond ("Erzeugt am"). */
function wallClockOf(at: Date, timeZone: string): DatevBatch["created"] {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    date: localDate(at, timeZone),
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    millisecond: at.getUTCMilliseconds(),
  };
}

/** The bookings of the period, by day, kind and trade number. */
export async function journalBookings(db: Db, q: JournalQuery, accounts: JournalSettings["accounts"]): Promise<JournalBooking[]> {
  const start = zonedTime(q.from, 0, q.timeZone);
  const end = zonedTime(q.to, 0, q.timeZone, 1);
  const edition = (column: typeof trades.edition): SQL | undefined => (q.edition ? eq(column, q.edition) : undefined);
  const day = (at: Date) => localDate(at, q.timeZone);

  const inPeriod = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));
  const inPeriodAt = (at: Date | null) => at !== null && at >= start && at < end;

  // the items of confirmed runs that left our account in the period or came back in it
  const items = await db
    .select({
      runId: payoutRuns.id,
      confirmedAt: payoutRuns.confirmedAt,
      returnedAt: payoutRunItems.returnedAt,
      state: payoutRunItems.state,
      tradeNumber: payoutRunItems.tradeNumber,
      amountCents: payoutRunItems.amountCents,
      method: payoutRunItems.method,
      code: payoutRunItems.returnCode,
      reason: payoutRunItems.returnReason,
    })
    .from(payoutRunItems)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutRunItems.runId))
    .innerJoin(trades, eq(trades.id, payoutRunItems.tradeId))
    .where(
      and(
        eq(payoutRuns.state, "confirmed"),
        inArray(payoutRunItems.state, ["paid", "sent", "returned"]),
        or(inPeriod(payoutRuns.confirmedAt), and(eq(payoutRunItems.state, "returned"), inPeriod(payoutRunItems.returnedAt))),
        edition(trades.edition),
      ),
    );
  const paid = items.filter((i) => inPeriodAt(i.confirmedAt)).map((i) => ({ ...i, at: i.confirmedAt }));
  const returned = items.filter((i) => i.state === "returned" && inPeriodAt(i.returnedAt)).map((i) => ({ ...i, at: i.returnedAt }));

  const vouchers = await db
    .select({
      at: partnerVouchers.issuedAt,
      tradeNumber: trades.tradeNumber,
      amountCents: partnerVouchers.amountCents,
      partnerName: partners.name,
    })
    .from(partnerVouchers)
    .innerJoin(trades, eq(trades.id, partnerVouchers.tradeId))
    .innerJoin(partners, eq(partners.id, partnerVouchers.partnerId))
    .where(and(ne(partnerVouchers.state, "void"), inPeriod(partnerVouchers.issuedAt), edition(trades.edition)));

  const moneyAccount = (method: string) => (method === "paypal" ? accounts.paypal : accounts.bank);
  const booking = (
    kind: JournalKind,
    row: { at: Date | null; amountCents: number | string; tradeNumber: string },
    [account, contraAccount]: [string, string],
    document2: string,
    text: string,
  ): JournalBooking => ({
    kind,
    at: row.at!,
    amountCents: cents(row.amountCents),
    account,
    contraAccount,
    date: day(row.at!),
    document1: row.tradeNumber,
    document2,
    text,
  });
  const bookings: JournalBooking[] = [
    ...paid.map((p) => booking("payout", p, [accounts.purchases, moneyAccount(p.method)], runRef(p.runId), `Ankauf ${p.tradeNumber}`)),
    ...returned.map((r) =>
      booking(
        "return",
        r,
        [moneyAccount(r.method), accounts.purchases],
        runRef(r.runId),
        `Rückbuchung Ankauf ${r.tradeNumber} ${r.code ?? r.reason ?? ""}`.trim(),
      ),
    ),
    ...vouchers.map((v) =>
      booking("voucher", v, [accounts.purchases, accounts.vouchers], "", `Ankauf ${v.tradeNumber} Gutschein ${v.partnerName}`),
    ),
  ];
  const order: Record<JournalKind, number> = { payout: 0, voucher: 1, return: 2 };
  return bookings.sort(
    (a, b) => a.at.getTime() - b.at.getTime() || order[a.kind] - order[b.kind] || a.document1.localeCompare(b.document1),
  );
}

/** Count and sums of the bookings. */
export function journalSummary(bookings: readonly JournalBooking[]): JournalSummary {
  const byKind: JournalSummary["byKind"] = {
    payout: { bookings: 0, totalCents: 0 },
    return: { bookings: 0, totalCents: 0 },
    voucher: { bookings: 0, totalCents: 0 },
  };
  for (const b of bookings) {
    byKind[b.kind].bookings += 1;
    byKind[b.kind].totalCents += b.amountCents;
  }
  return { bookings: bookings.length, totalCents: bookings.reduce((s, b) => s + b.amountCents, 0), byKind };
}

/** The settings, or 409 naming the missing ones (DATEV refuses a batch without consultant and client). */
export function requireJournalSettings(config: JournalConfig): JournalSettings {
  const { settings, missing } = journalSettings(config);
  if (settings) return settings;
  throw new ProblemError(
    409,
    "datev_settings_missing",
    "backoffice.books.error.settingsMissing",
    missing.map((setting) => ({ field: setting, message: "backoffice.books.error.settingMissing" })),
  );
}

export interface JournalExport {
  bytes: Uint8Array;
  fileName: string;
  summary: JournalSummary;
}

/**
 * The DATEV batch of the period as Windows-1252 bytes, audited (`books.datev.export`: who, which
 * period and edition, how many bookings and their sum).
 */
export async function exportDatevJournal(
  db: Db,
  args: JournalQuery & {
    config: JournalConfig;
    staff: { id: string; email: string; clientKey?: string | null };
    now: Date;
  },
): Promise<JournalExport> {
  const settings = requireJournalSettings(args.config);
  const bookings = await journalBookings(db, args, settings.accounts);
  const summary = journalSummary(bookings);
  const text = writeDatevBatch({
    settings,
    from: args.from,
    to: args.to,
    label: `Sellback Auszahlungen ${args.edition ?? "alle"}`,
    created: wallClockOf(args.now, args.timeZone),
    bookings,
  });
  await recordAudit(db, {
    ...byStaff(args.staff, args.now),
    action: "books.datev.export",
    target: `books:${dayText(args.from)}..${dayText(args.to)}:${args.edition ?? "all"}`,
    after: { bookings: summary.bookings, totalCents: summary.totalCents },
  });
  return { bytes: encodeWindows1252(text), fileName: datevFileName(args.from, args.to, args.edition), summary };
}

/** Count and sums of the period's bookings for the page (nothing written, no settings needed). */
export async function previewDatevJournal(db: Db, q: JournalQuery, config: JournalConfig): Promise<JournalSummary> {
  const { settings } = journalSettings(config);
  const accounts = settings?.accounts ?? {
    purchases: config.DATEV_ACCOUNT_PURCHASES,
    bank: config.DATEV_ACCOUNT_BANK,
    paypal: config.DATEV_ACCOUNT_PAYPAL,
    vouchers: config.DATEV_ACCOUNT_VOUCHERS,
  };
  return journalSummary(await journalBookings(db, q, accounts));
}

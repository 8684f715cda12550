/**
 * Payout runs (issue 14, decision 0037). A run takes the `payout_pending` trades of its filters
 * under `FOR UPDATE SKIP LOCKED` (two runs made at the same time never take the same trade; the
 * partial unique index on included items is the database's own guard), leaving out trades under
 * the 24-hour payout hold (core/trade/payout-hold), trades whose returned transfer still waits for
 * a corrected account, and trades whose account cannot go into a file. Confirming a run as sent is
 * for another staff member than its maker (four eyes, admin too): every trade becomes `paid`
 * through changeTradeState and its customer's mail is a job. A returned transfer takes its trade
 * back to `payout_pending` and asks the customer for a corrected account (mail job). Every step
 * writes the audit log in its transaction.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { payoutRunItems, payoutRuns, trades } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import type { EditionId, MessagesLocale } from "../editions/index.ts";
import { isValidBic, maskIban, validateIban, maskEmail, isPayablePaypalEmail, ProblemError } from "../shared/index.ts";
import { qualified, rows } from "../shared/index.server.ts";
import { PAYOUT_CHANGE_HOLD_HOURS, payoutHolds } from "../trade/index.server.ts";
import type { StaffActor } from "../trade/index.server.ts";
import { sumCents } from "./amount.ts";
import type { PayoutDebtor } from "./debtor.ts";
import { endToEndIdFor, messageIdFor } from "./ids.ts";
import { buildPaypalCsv, PaypalFileError } from "./paypal.ts";
import {
  MAX_RUN_PAYPAL,
  MAX_RUN_TRADES,
  type PayoutItemState,
  type PayoutMethod,
  type PayoutRunFilter,
  type PayoutRunState,
} from "./rules.ts";
import { bicFitsIban, buildSepaXml, SepaFileError } from "./sepa.ts";
import { DEFAULT_INSTANT_LIMIT_EUR, fitsInstantLimit, instantFilter, instantLimitCents } from "./instant.ts";
import { applyReturn, isReturnable, type ReturnSource } from "./returns.server.ts";
import { payItemTrade } from "./paid.server.ts";
import { queuePaypalBatch } from "./paypal-queue.server.ts";
import { sepaText } from "./text.ts";

export { PAYOUT_PAID_MAIL_JOB } from "./paid.server.ts";
export const PAYOUT_CORRECTED_MAIL_JOB = "payout.correctedMail";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Candidate {
  id: number;
  trade_number: string;
  edition: string;
  payment_method: string;
  iban: string | null;
  bic: string | null;
  account_holder: string | null;
  first_name: string;
  last_name: string;
  paypal_email: string | null;
  total_cents: number;
  corrected_recently: boolean;
}

/** What a run of these filters would take now: count and sum, and what it leaves out and why. */
export interface RunPreview {
  trades: number;
  totalCents: number;
  sepa: number;
  paypal: number;
  /** Under the 24-hour hold after a payout-account change (or a corrected account after a returned transfer). */
  held: number;
  /** An account that cannot go into a file (checked as the file checks it). */
  invalidAccount: number;
  /** Those trades, at most {@link MAX_LISTED_INVALID} of them: what a person has to sort out. */
  invalidAccounts: InvalidAccount[];
  /** An instant run: SEPA trades above the per-transfer limit, left for a normal run (0 otherwise). */
  aboveInstantLimit: number;
}

/** A SEPA Instant run (decision 0111): SEPA only, each transfer at most `instantLimitCents` (default: the former scheme maximum). */
export interface InstantOption {
  instant?: boolean;
  instantLimitCents?: number;
}

/** The filters and per-transfer limit a run selects with; 422 `payout_instant_paypal` for an instant PayPal run. */
function selectionOf(filter: PayoutRunFilter, opts: InstantOption): { filter: PayoutRunFilter; limitCents: number | null } {
  if (!opts.instant) return { filter, limitCents: null };
  const sepaOnly = instantFilter(filter);
  if (!sepaOnly)
    throw new ProblemError(422, "payout_instant_paypal", "backoffice.payoutInstant.error.paypal", [
      { field: "method", message: "backoffice.payoutInstant.error.paypal" },
    ]);
  return { filter: sepaOnly, limitCents: opts.instantLimitCents ?? instantLimitCents(DEFAULT_INSTANT_LIMIT_EUR) };
}

/** Why a trade's account cannot go into a payout file: the field to correct. */
export type InvalidAccountReason = "paypalEmail" | "iban" | "accountHolder" | "paymentMethod";

export interface InvalidAccount {
  tradeNumber: string;
  method: string;
  reason: InvalidAccountReason;
}

/** A run lists at most this many of the trades it cannot pay (the count is always complete). */
export const MAX_LISTED_INVALID = 100;

type FileAccount = {
  method: PayoutMethod;
  creditorName: string | null;
  iban: string | null;
  bic: string | null;
  paypalEmail: string | null;
};

/** The account of a trade as the file would carry it, or why it cannot go into a file. */
function accountOf(c: Candidate): { account: FileAccount } | { invalid: InvalidAccountReason } {
  if (c.payment_method === "paypal") {
    // the one rule of a payable PayPal address (decision 0067), as at checkout and in the file
    return c.paypal_email && isPayablePaypalEmail(c.paypal_email)
      ? { account: { method: "paypal", creditorName: null, iban: null, bic: null, paypalEmail: c.paypal_email } }
      : { invalid: "paypalEmail" };
  }
  if (c.payment_method !== "sepa") return { invalid: "paymentMethod" };
  const iban = validateIban(c.iban ?? "");
  if (!iban.ok) return { invalid: "iban" };
  // The BIC is optional in SEPA (IBAN only): one that does not fit the IBAN is left out, not the trade.
  const given = c.bic ? c.bic.replace(/\s+/g, "").toUpperCase() : null;
  const bic = given && isValidBic(given) && bicFitsIban(given, iban.country) ? given : null;
  const name = sepaText(c.account_holder?.trim() || `${c.first_name} ${c.last_name}`, 70);
  if (!name) return { invalid: "accountHolder" };
  return { account: { method: "sepa", creditorName: name, iban: iban.iban, bic, paypalEmail: null } };
}

/**
 * The one place that decides a trade's payout amount: a company's trade with a credit note or an
 * expected invoice of its own is paid the document's gross (net + VAT for a domestic seller; net
 * for an intra-Community supply), every other trade its total (decision 0121). The run's items
 * carry it, so the run total, the files and the books follow.
 */
const PAYOUT_AMOUNT = sql`coalesce((select cn.gross_cents from credit_notes cn where cn.trade_id = t.id), t.total_cents)`;
const SELLER_INVOICE_MISSING = sql`select 1 from credit_notes cn where cn.trade_id = t.id and cn.kind = 'seller_invoice' and cn.seller_invoice_number is null`;

function candidateQuery(filter: PayoutRunFilter, now: Date, lock: boolean) {
  // an agan store trade was paid as a partner voucher at the store (decision 0046): never in a transfer file
  const conditions = [sql`t.state = 'payout_pending'`, sql`t.total_cents > 0`, sql`t.payment_method <> 'voucher'`];
  if (filter.edition) conditions.push(sql`t.edition = ${filter.edition}`);
  if (filter.method) conditions.push(sql`t.payment_method = ${filter.method}`);
  if (filter.olderThanDays) {
    const before = new Date(now.getTime() - filter.olderThanDays * 86_400_000);
    conditions.push(
      sql`coalesce((select max(e.at) from trade_events e where e.trade_id = t.id and e.state = 'payout_pending'), t.created_at) <= ${before.toISOString()}`,
    );
  }
  // A company that invoices us itself (decision 0121): not before staff recorded its invoice's number.
  conditions.push(sql`not exists (${SELLER_INVOICE_MISSING})`);
  // Not in an open run, and not waiting for a corrected account after a returned transfer.
  conditions.push(
    sql`not exists (select 1 from payout_run_items i where i.trade_id = t.id and (i.state in ('included', 'sent') or (i.state = 'returned' and i.corrected_at is null)))`,
  );
  // A corrected account after a returned transfer waits 24 hours, as an account change does (a guest's link may have leaked).
  const correctedSince = new Date(now.getTime() - PAYOUT_CHANGE_HOLD_HOURS * 3_600_000);
  return sql`select t.id, t.trade_number, t.edition, t.payment_method, t.iban, t.bic, t.account_holder, t.first_name, t.last_name, t.paypal_email, ${PAYOUT_AMOUNT} as total_cents,
      exists (select 1 from payout_run_items i where i.trade_id = t.id and i.corrected_at > ${correctedSince.toISOString()}) as corrected_recently
    from trades t where ${sql.join(conditions, sql` and `)}
    order by t.created_at, t.id limit ${MAX_RUN_TRADES * 2}${lock ? sql` for update of t skip locked` : sql``}`;
}

/** The candidates a run takes (held and invalid ones counted and left out; the caps applied). */
async function selectTrades(db: Db, filter: PayoutRunFilter, now: Date, lock: boolean, limitCents: number | null = null) {
  const list = await rows<Candidate>(db, candidateQuery(filter, now, lock));
  const holds = await payoutHolds(
    db,
    now,
    list.map((c) => c.id),
  );
  let held = 0;
  let invalidAccount = 0;
  const invalidAccounts: InvalidAccount[] = [];
  let paypal = 0;
  let aboveInstantLimit = 0;
  const taken: (Candidate & { account: FileAccount; amountCents: number })[] = [];
  for (const c of list) {
    if (taken.length >= MAX_RUN_TRADES) break;
    if (holds.has(c.id) || c.corrected_recently) {
      held++;
      continue;
    }
    const found = accountOf(c);
    if ("invalid" in found) {
      if (++invalidAccount <= MAX_LISTED_INVALID)
        invalidAccounts.push({ tradeNumber: c.trade_number, method: c.payment_method, reason: found.invalid });
      continue;
    }
    const { account } = found;
    if (limitCents !== null && !fitsInstantLimit(Number(c.total_cents), limitCents)) {
      aboveInstantLimit++;
      continue;
    }
    if (account.method === "paypal" && ++paypal > MAX_RUN_PAYPAL) continue;
    taken.push({ ...c, account, amountCents: Number(c.total_cents) });
  }
  return { taken, held, invalidAccount, invalidAccounts, aboveInstantLimit };
}

export async function previewPayoutRun(db: Db, filter: PayoutRunFilter, now: Date, opts: InstantOption = {}): Promise<RunPreview> {
  const selection = selectionOf(filter, opts);
  const { taken, held, invalidAccount, invalidAccounts, aboveInstantLimit } = await selectTrades(
    db,
    selection.filter,
    now,
    false,
    selection.limitCents,
  );
  return {
    trades: taken.length,
    totalCents: sumCents(taken.map((t) => t.amountCents)),
    sepa: taken.filter((t) => t.account.method === "sepa").length,
    paypal: taken.filter((t) => t.account.method === "paypal").length,
    held,
    invalidAccount,
    invalidAccounts,
    aboveInstantLimit,
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === "23505") return true;
  return false;
};

/** The payout schedule as a run's maker (decision 0110): its proposals are made by no person. */
export const PAYOUT_SCHEDULE = "schedule" as const;
const SCHEDULE_MAKER = { id: "system:schedule", email: "schedule" } as const;

/**
 * Makes a run of the filters' trades: 201-worthy `{runId, trades, totalCents, held, invalidAccount,
 * invalidAccounts}` (the trades left out because no file can carry their account, listed),
 * or 409 `payout_run_empty` when there is nothing to pay, 409 `payout_run_busy` when another run
 * took a trade at the same moment (the unique index; try again). The schedule (decision 0110)
 * makes its runs as PAYOUT_SCHEDULE with a `proposalKey`: such a run is `proposed`, made by no
 * person (audited without one), and a second run of the same key is a unique violation (409 busy).
 */
export async function createPayoutRun(
  db: Db,
  args: { filter: PayoutRunFilter; staff: StaffActor | typeof PAYOUT_SCHEDULE; now: Date; proposalKey?: string } & InstantOption,
) {
  const { staff, now } = args;
  const maker = staff === PAYOUT_SCHEDULE ? SCHEDULE_MAKER : staff;
  const instant = args.instant === true;
  const { filter, limitCents } = selectionOf(args.filter, args);
  try {
    return await db.transaction(async (tx) => {
      const inner = tx as unknown as Db;
      const { taken, held, invalidAccount, invalidAccounts, aboveInstantLimit } = await selectTrades(inner, filter, now, true, limitCents);
      if (!taken.length)
        throw new ProblemError(409, "payout_run_empty", "backoffice.payouts.error.empty", undefined, {
          held,
          invalidAccount,
          invalidAccounts,
          aboveInstantLimit,
        });
      const [seq] = await rows<{ id: number }>(inner, sql`select nextval(pg_get_serial_sequence('payout_runs', 'id'))::int as id`);
      const runId = Number(seq!.id);
      const totalCents = sumCents(taken.map((t) => t.amountCents));
      await inner.insert(payoutRuns).values({
        id: runId,
        filters: filter,
        method: filter.method ?? null,
        instant,
        state: args.proposalKey ? "proposed" : "open",
        proposalKey: args.proposalKey ?? null,
        createdByStaffId: maker.id,
        createdByEmail: maker.email,
        tradeCount: taken.length,
        totalCents,
        sepaMessageId: messageIdFor(runId),
        createdAt: now,
      });
      for (let i = 0; i < taken.length; i += 1000) {
        await inner.insert(payoutRunItems).values(
          taken.slice(i, i + 1000).map((t) => ({
            runId,
            tradeId: t.id,
            tradeNumber: t.trade_number,
            amountCents: t.amountCents,
            method: t.account.method,
            creditorName: t.account.creditorName,
            iban: t.account.iban,
            bic: t.account.bic,
            paypalEmail: t.account.paypalEmail,
            endToEndId: endToEndIdFor(runId, t.trade_number),
            state: "included",
          })),
        );
      }
      await recordAudit(inner, {
        ...(staff === PAYOUT_SCHEDULE ? { at: now, staffId: null, staffEmail: null, clientKey: null } : byStaff(staff, now)),
        action: "payout.run.create",
        target: `payout-run:${runId}`,
        before: null,
        after: {
          filters: filter,
          ...(args.proposalKey ? { proposalKey: args.proposalKey } : {}),
          instant,
          trades: taken.length,
          totalCents,
          held,
          invalidAccount,
          invalidAccounts: invalidAccounts.map((i) => i.tradeNumber),
          aboveInstantLimit,
        },
      });
      return { runId, instant, trades: taken.length, totalCents, held, invalidAccount, invalidAccounts, aboveInstantLimit };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ProblemError(409, "payout_run_busy", "backoffice.payouts.error.busy");
    throw err;
  }
}

export interface PayoutRunSummary {
  runId: number;
  state: PayoutRunState;
  filters: PayoutRunFilter;
  /** A SEPA Instant run (decision 0111). */
  instant: boolean;
  /** The schedule's slot that proposed the run ("2026-11-30T10:00 de sepa"; decision 0110), null for a run a person made. */
  proposalKey: string | null;
  /** The clerk who released the proposed run (it is then open), and when. */
  releasedBy: string | null;
  releasedByStaffId: string | null;
  releasedAt: string | null;
  trades: number;
  totalCents: number;
  createdAt: string;
  createdBy: string;
  createdByStaffId: string;
  confirmedAt: string | null;
  confirmedBy: string | null;
  /** When a bank file booked the debit of the run's SEPA batch (decision 0113), else null. */
  executedAt: string | null;
  sepaMessageId: string;
  sepaCount: number;
  paypalCount: number;
  returnedCount: number;
}

export interface PayoutRunItemView {
  tradeNumber: string;
  edition: EditionId;
  amountCents: number;
  method: PayoutMethod;
  /** Masked: "DE89 •••• … 00" or "e***@example.com"; the full account only goes into the file. */
  account: string;
  creditorName: string | null;
  endToEndId: string;
  state: PayoutItemState;
  returnReason: string | null;
  /** The return's reason code (AC04, PAYPAL_UNCLAIMED, …; null when staff typed the reason) and who found it. */
  returnCode: string | null;
  returnSource: ReturnSource | null;
  returnedAt: string | null;
  /** When the customer gave a corrected account after the return. */
  correctedAt: string | null;
}

// the run's own id, qualified: a bare "id" would be the item's (decision 0067)
const runIdColumn = qualified(payoutRuns.id);

const runColumns = {
  id: payoutRuns.id,
  state: payoutRuns.state,
  filters: payoutRuns.filters,
  instant: payoutRuns.instant,
  proposalKey: payoutRuns.proposalKey,
  releasedByEmail: payoutRuns.releasedByEmail,
  releasedByStaffId: payoutRuns.releasedByStaffId,
  releasedAt: payoutRuns.releasedAt,
  tradeCount: payoutRuns.tradeCount,
  totalCents: payoutRuns.totalCents,
  createdAt: payoutRuns.createdAt,
  createdByEmail: payoutRuns.createdByEmail,
  createdByStaffId: payoutRuns.createdByStaffId,
  confirmedAt: payoutRuns.confirmedAt,
  confirmedByEmail: payoutRuns.confirmedByEmail,
  executedAt: payoutRuns.executedAt,
  sepaMessageId: payoutRuns.sepaMessageId,
  sepaCount: sql<number>`(select count(*)::int from payout_run_items i where i.run_id = ${runIdColumn} and i.method = 'sepa')`,
  paypalCount: sql<number>`(select count(*)::int from payout_run_items i where i.run_id = ${runIdColumn} and i.method = 'paypal')`,
  returnedCount: sql<number>`(select count(*)::int from payout_run_items i where i.run_id = ${runIdColumn} and i.state = 'returned')`,
};

type RunRow = { [K in keyof typeof runColumns]: unknown };

const summary = (r: RunRow): PayoutRunSummary => ({
  runId: Number(r.id),
  state: r.state as PayoutRunState,
  filters: r.filters as PayoutRunFilter,
  instant: r.instant === true,
  proposalKey: (r.proposalKey as string | null) ?? null,
  releasedBy: (r.releasedByEmail as string | null) ?? null,
  releasedByStaffId: (r.releasedByStaffId as string | null) ?? null,
  releasedAt: r.releasedAt ? (r.releasedAt as Date).toISOString() : null,
  trades: Number(r.tradeCount),
  totalCents: Number(r.totalCents),
  createdAt: (r.createdAt as Date).toISOString(),
  createdBy: r.createdByEmail as string,
  createdByStaffId: r.createdByStaffId as string,
  confirmedAt: r.confirmedAt ? (r.confirmedAt as Date).toISOString() : null,
  confirmedBy: (r.confirmedByEmail as string | null) ?? null,
  executedAt: r.executedAt ? (r.executedAt as Date).toISOString() : null,
  sepaMessageId: r.sepaMessageId as string,
  sepaCount: Number(r.sepaCount),
  paypalCount: Number(r.paypalCount),
  returnedCount: Number(r.returnedCount),
});

/** The newest runs first (at most `limit`). */
export async function listPayoutRuns(db: Db, limit = 100): Promise<PayoutRunSummary[]> {
  const list = await db.select(runColumns).from(payoutRuns).orderBy(desc(payoutRuns.createdAt), desc(payoutRuns.id)).limit(limit);
  return list.map(summary);
}

export async function getPayoutRun(db: Db, runId: number): Promise<{ run: PayoutRunSummary; items: PayoutRunItemView[] } | null> {
  const [run] = await db.select(runColumns).from(payoutRuns).where(eq(payoutRuns.id, runId));
  if (!run) return null;
  const items = await db
    .select({ item: payoutRunItems, edition: trades.edition })
    .from(payoutRunItems)
    .innerJoin(trades, eq(trades.id, payoutRunItems.tradeId))
    .where(eq(payoutRunItems.runId, runId))
    .orderBy(asc(payoutRunItems.id));
  return {
    run: summary(run),
    items: items.map(({ item, edition }) => ({
      tradeNumber: item.tradeNumber,
      edition: edition as EditionId,
      amountCents: Number(item.amountCents),
      method: item.method as PayoutMethod,
      account: item.method === "paypal" ? (maskEmail(item.paypalEmail) ?? "") : maskIban(item.iban ?? ""),
      creditorName: item.creditorName,
      endToEndId: item.endToEndId,
      state: item.state as PayoutItemState,
      returnReason: item.returnReason,
      returnCode: item.returnCode,
      returnSource: (item.returnSource as ReturnSource | null) ?? null,
      returnedAt: item.returnedAt?.toISOString() ?? null,
      correctedAt: item.correctedAt?.toISOString() ?? null,
    })),
  };
}

async function runOr404(db: Db, runId: number) {
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, runId));
  if (!run) throw new ProblemError(404, "not_found", "backoffice.payouts.error.noRun");
  return run;
}

/** The run's SEPA file (pain.001.001.09) with the debtor account; 404 when the run has no SEPA transfer. */
export async function payoutRunSepaXml(
  db: Db,
  runId: number,
  debtor: PayoutDebtor,
): Promise<{ xml: string; messageId: string; count: number; totalCents: number }> {
  const run = await runOr404(db, runId);
  const items = await db
    .select()
    .from(payoutRunItems)
    .where(and(eq(payoutRunItems.runId, runId), eq(payoutRunItems.method, "sepa")))
    .orderBy(asc(payoutRunItems.id));
  if (!items.length) throw new ProblemError(404, "not_found", "backoffice.payouts.error.noSepa");
  try {
    const file = buildSepaXml({
      messageId: run.sepaMessageId,
      createdAt: run.createdAt,
      executionDate: run.createdAt,
      debtor,
      instant: run.instant,
      transfers: items.map((i) => ({
        tradeNumber: i.tradeNumber,
        endToEndId: i.endToEndId,
        amountCents: Number(i.amountCents),
        creditor: { name: i.creditorName ?? "", iban: i.iban ?? "", bic: i.bic },
      })),
    });
    return { xml: file.xml, messageId: run.sepaMessageId, count: file.count, totalCents: file.totalCents };
  } catch (err) {
    // Checked when the run was made; a value refused now (a changed rule) is named, never a 500.
    if (err instanceof SepaFileError)
      throw new ProblemError(409, "payout_file_invalid", "backoffice.payouts.error.file", [{ field: err.field, message: err.message }]);
    throw err;
  }
}

/** The run's PayPal mass-payout CSV; 404 when the run has no PayPal payout. */
export async function payoutRunPaypalCsv(db: Db, runId: number): Promise<{ csv: string; count: number; totalCents: number }> {
  await runOr404(db, runId);
  const items = await db
    .select()
    .from(payoutRunItems)
    .where(and(eq(payoutRunItems.runId, runId), eq(payoutRunItems.method, "paypal")))
    .orderBy(asc(payoutRunItems.id));
  if (!items.length) throw new ProblemError(404, "not_found", "backoffice.payouts.error.noPaypal");
  try {
    return buildPaypalCsv(
      items.map((i) => ({
        tradeNumber: i.tradeNumber,
        email: i.paypalEmail ?? "",
        amountCents: Number(i.amountCents),
        note: `Sellback ${i.tradeNumber}`,
      })),
    );
  } catch (err) {
    // A run made before the payable-address rule (decision 0067) may hold an address PayPal refuses: named, never a 500.
    if (err instanceof PaypalFileError)
      throw new ProblemError(409, "payout_file_invalid", "backoffice.payouts.error.file", [{ field: err.field, message: err.message }]);
    throw err;
  }
}

/**
 * Confirms a run as sent: 403 `payout_four_eyes` for its maker (admin included), 409
 * `payout_run_confirmed` when it already is; else every item `paid`, every trade `paid`
 * (changeTradeState, which also invites the review), a mail job per trade, audit rows.
 */
export async function confirmPayoutRun(
  db: Db,
  args: {
    runId: number;
    staff: StaffActor;
    now: Date;
    locale?: MessagesLocale;
    /** PayPal's Payouts API is on (its credentials are set): the PayPal items go `sent` to it instead of `paid` (decision 0112). */
    paypalApi?: boolean;
  },
): Promise<PayoutRunSummary> {
  const { runId, staff, now } = args;
  await db.transaction(async (tx: Tx) => {
    const inner = tx as unknown as Db;
    const [run] = await inner.select().from(payoutRuns).where(eq(payoutRuns.id, runId)).for("update");
    if (!run) throw new ProblemError(404, "not_found", "backoffice.payouts.error.noRun");
    if (run.createdByStaffId === staff.id || run.releasedByStaffId === staff.id)
      throw new ProblemError(403, "payout_four_eyes", "backoffice.payouts.error.fourEyes");
    if (run.state === "proposed") throw new ProblemError(409, "payout_run_proposed", "backoffice.payouts.error.proposed");
    if (run.state !== "open") throw new ProblemError(409, "payout_run_confirmed", "backoffice.payouts.error.confirmed");
    await inner
      .update(payoutRuns)
      .set({ state: "confirmed", confirmedAt: now, confirmedByStaffId: staff.id, confirmedByEmail: staff.email })
      .where(eq(payoutRuns.id, runId));
    if (args.paypalApi) {
      // PayPal's API pays these: `sent` until PayPal reports each one (their trades stay payout_pending)
      const sent = await inner
        .update(payoutRunItems)
        .set({ state: "sent" })
        .where(and(eq(payoutRunItems.runId, runId), eq(payoutRunItems.state, "included"), eq(payoutRunItems.method, "paypal")))
        .returning({ id: payoutRunItems.id });
      if (sent.length) await queuePaypalBatch(inner, runId, now);
    }
    const items = await inner
      .update(payoutRunItems)
      .set({ state: "paid" })
      .where(and(eq(payoutRunItems.runId, runId), eq(payoutRunItems.state, "included")))
      .returning();
    for (const item of items) {
      await payItemTrade(inner, {
        item,
        runId,
        actor: { kind: "staff", role: staff.role, id: staff.id },
        by: byStaff(staff, now),
        now,
        locale: args.locale,
        transfer: { endToEndId: item.endToEndId },
      });
    }
    await recordAudit(inner, {
      ...byStaff(staff, now),
      action: "payout.run.confirm",
      target: `payout-run:${runId}`,
      before: { state: "open", createdBy: run.createdByEmail },
      after: { state: "confirmed", trades: items.length, totalCents: sumCents(items.map((i) => Number(i.amountCents))) },
    });
  });
  return (await getPayoutRun(db, runId))!.run;
}

/**
 * Discards an open run whose files were not sent (any payout user, the maker too): the run and its
 * items go, its trades are free for the next run; audited with what the run held. 409
 * `payout_run_confirmed` once it is confirmed.
 */
export async function discardPayoutRun(db: Db, args: { runId: number; staff: StaffActor; now: Date }): Promise<void> {
  const { runId, staff, now } = args;
  await db.transaction(async (tx: Tx) => {
    const inner = tx as unknown as Db;
    const [run] = await inner.select().from(payoutRuns).where(eq(payoutRuns.id, runId)).for("update");
    if (!run) throw new ProblemError(404, "not_found", "backoffice.payouts.error.noRun");
    if (run.state !== "open") throw new ProblemError(409, "payout_run_confirmed", "backoffice.payouts.error.confirmed");
    const items = await inner
      .delete(payoutRunItems)
      .where(eq(payoutRunItems.runId, runId))
      .returning({ tradeNumber: payoutRunItems.tradeNumber });
    await inner.delete(payoutRuns).where(eq(payoutRuns.id, runId));
    await recordAudit(inner, {
      ...byStaff(staff, now),
      action: "payout.run.discard",
      target: `payout-run:${runId}`,
      before: {
        state: "open",
        createdBy: run.createdByEmail,
        trades: run.tradeCount,
        totalCents: Number(run.totalCents),
        tradeNumbers: items.map((i) => i.tradeNumber),
      },
      after: null,
    });
  });
}

/**
 * A transfer the bank returned: the item `returned` with the reason, the trade `paid` →
 * `payout_pending` (the correction `payoutReturned`), the customer asked for a corrected account
 * (mail job). 404 when the trade is not in the run, 409 before the run is confirmed or when the
 * item is already returned.
 */
export async function markTransferReturned(
  db: Db,
  args: { runId: number; tradeNumber: string; reason: string; staff: StaffActor; now: Date; locale?: MessagesLocale },
): Promise<PayoutRunItemView> {
  const { runId, staff, now } = args;
  await db.transaction(async (tx: Tx) => {
    const inner = tx as unknown as Db;
    const [run] = await inner.select().from(payoutRuns).where(eq(payoutRuns.id, runId)).for("update");
    if (!run) throw new ProblemError(404, "not_found", "backoffice.payouts.error.noRun");
    const [item] = await inner
      .select()
      .from(payoutRunItems)
      .where(and(eq(payoutRunItems.runId, runId), eq(payoutRunItems.tradeNumber, args.tradeNumber)))
      .for("update");
    if (!item) throw new ProblemError(404, "not_found", "backoffice.payouts.error.noItem");
    if (run.state !== "confirmed") throw new ProblemError(409, "payout_run_open", "backoffice.payouts.error.notConfirmed");
    if (!isReturnable(item)) throw new ProblemError(409, "payout_item_returned", "backoffice.payouts.error.alreadyReturned");
    await applyReturn(inner, { item, runId, code: null, reason: args.reason, source: "staff", staff, now, locale: args.locale });
  });
  return (await getPayoutRun(db, runId))!.items.find((i) => i.tradeNumber === args.tradeNumber)!;
}

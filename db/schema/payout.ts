import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { trades } from "./trade.ts";

/**
 * Payout runs (issue 14, decision 0037): a run takes `payout_pending` trades (all, or by edition,
 * method, age), is made by one staff member and confirmed as sent by another (four eyes); its
 * items carry the amount in cents, the account as the file wrote it and the transfer's end-to-end
 * id. A trade is in at most one open run: the partial unique index on the items still `included`
 * (an open run's items are `included`; confirming makes them `paid`).
 *
 * Issue 32 (decision 0109): the schedule proposes runs (`proposed`, made by no one, `proposal_key`
 * unique so a slot never proposes twice); a payout clerk releases a proposal (`released_by`: it is
 * then `open` and theirs) and another person confirms it (four eyes: the confirmer is neither its
 * maker nor its releaser). A run may be a SEPA Instant run (`instant`). A run whose PayPal items
 * went to the PayPal Payouts API keeps its batch id; those items are `sent` until PayPal reports
 * them. A bank file's booked debit of the run's batch sets `executed_at`.
 */
export const payoutRuns = pgTable(
  "payout_runs",
  {
    id: serial("id").primaryKey(),
    /** The filters the run was made with: {edition?, method?, olderThanDays?}. */
    filters: jsonb("filters").notNull(),
    /** sepa | paypal; null = both. */
    method: text("method"),
    /** proposed | open | confirmed */
    state: text("state").notNull().default("open"),
    /** A SEPA Instant run: the file's payment type says local instrument INST (decision 0109). */
    instant: boolean("instant").notNull().default(false),
    /** The schedule's slot that proposed the run ("2026-11-30T10:00 de sepa"); null for a run a person made. */
    proposalKey: text("proposal_key"),
    /** The clerk who reviewed a proposed run and released it (it is then open). */
    releasedByStaffId: text("released_by_staff_id"),
    releasedByEmail: text("released_by_email"),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** When a bank file booked the debit of the run's SEPA batch, and which file. */
    executedAt: timestamp("executed_at", { withTimezone: true }),
    executedFileId: integer("executed_file_id"),
    /** The PayPal Payouts batch of the run's PayPal items (sender_batch_id is the run's message id). */
    paypalBatchId: text("paypal_batch_id"),
    paypalBatchStatus: text("paypal_batch_status"),
    paypalSubmittedAt: timestamp("paypal_submitted_at", { withTimezone: true }),
    paypalCheckedAt: timestamp("paypal_checked_at", { withTimezone: true }),
    createdByStaffId: text("created_by_staff_id").notNull(),
    createdByEmail: text("created_by_email").notNull(),
    confirmedByStaffId: text("confirmed_by_staff_id"),
    confirmedByEmail: text("confirmed_by_email"),
    tradeCount: integer("trade_count").notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    /** The pain.001 message id of the run's SEPA file (SELLBACK-PR000042). */
    sepaMessageId: text("sepa_message_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payout_runs_message_id").on(t.sepaMessageId),
    uniqueIndex("payout_runs_proposal_key").on(t.proposalKey),
    index("payout_runs_created").on(t.createdAt),
    check("payout_runs_state", sql`${t.state} in ('proposed', 'open', 'confirmed')`),
    check(
      "payout_runs_four_eyes",
      sql`${t.confirmedByStaffId} is null or (${t.confirmedByStaffId} <> ${t.createdByStaffId} and ${t.confirmedByStaffId} is distinct from ${t.releasedByStaffId})`,
    ),
  ],
);

export const payoutRunItems = pgTable(
  "payout_run_items",
  {
    id: serial("id").primaryKey(),
    runId: integer("run_id")
      .notNull()
      .references(() => payoutRuns.id, { onDelete: "cascade" }),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id),
    tradeNumber: text("trade_number").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** sepa | paypal */
    method: text("method").notNull(),
    /** The account as the run's file has it (the file is the same at every download). */
    creditorName: text("creditor_name"),
    iban: text("iban"),
    bic: text("bic"),
    paypalEmail: text("paypal_email"),
    endToEndId: text("end_to_end_id").notNull(),
    /** included | sent (with PayPal's API, until PayPal reports it) | paid | returned */
    state: text("state").notNull().default("included"),
    returnReason: text("return_reason"),
    /** The return's reason code: ISO 20022 (AC01, AC04, MD07, …) or PAYPAL_UNCLAIMED | PAYPAL_RETURNED | PAYPAL_FAILED | PAYPAL_BLOCKED; null when staff typed it. */
    returnCode: text("return_code"),
    /** staff | bank_file | paypal */
    returnSource: text("return_source"),
    /** PayPal's payout_item_id and transaction_status of the item (PayPal API runs). */
    paypalItemId: text("paypal_item_id"),
    providerStatus: text("provider_status"),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    returnedByStaffId: text("returned_by_staff_id"),
    /** When the customer gave a corrected account after the return (the trade may be paid again). */
    correctedAt: timestamp("corrected_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payout_run_items_end_to_end").on(t.endToEndId),
    uniqueIndex("payout_run_items_run_trade").on(t.runId, t.tradeId),
    // A trade is in at most one open run (or one PayPal batch that has not answered yet).
    uniqueIndex("payout_run_items_one_open").on(t.tradeId).where(sql`${t.state} in ('included', 'sent')`),
    index("payout_run_items_trade").on(t.tradeId),
    index("payout_run_items_paypal_item").on(t.paypalItemId),
    check("payout_run_items_state", sql`${t.state} in ('included', 'sent', 'paid', 'returned')`),
    check("payout_run_items_amount", sql`${t.amountCents} > 0`),
  ],
);

/**
 * Bank-to-customer files read back (issue 32, decision 0109): camt.053 statements and camt.054
 * notifications, by upload or from the watched folder. A file is known by its SHA-256, so the same
 * file twice changes nothing; `summary` is the import's answer as the API gave it.
 */
export const bankFiles = pgTable(
  "bank_files",
  {
    id: serial("id").primaryKey(),
    sha256: text("sha256").notNull(),
    fileName: text("file_name").notNull(),
    /** camt.053.001.02 | camt.053.001.08 | camt.054.001.02 | camt.054.001.08 */
    format: text("format").notNull(),
    /** The file's GrpHdr/MsgId. */
    messageId: text("message_id"),
    /** upload | folder */
    source: text("source").notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull(),
    importedByStaffId: text("imported_by_staff_id"),
    importedByEmail: text("imported_by_email"),
    entryCount: integer("entry_count").notNull(),
    summary: jsonb("summary").notNull(),
  },
  (t) => [
    uniqueIndex("bank_files_sha256").on(t.sha256),
    index("bank_files_imported").on(t.importedAt),
    check("bank_files_source", sql`${t.source} in ('upload', 'folder')`),
  ],
);

/**
 * The entries of an imported bank file that matter to us: a run's booked batch debit (`executed`),
 * a returned transfer (`returned`), one that was already applied (`known`), and one that matches
 * nothing of ours (`unmatched`: listed for a person, never guessed, until someone resolves it).
 */
export const bankFileEntries = pgTable(
  "bank_file_entries",
  {
    id: serial("id").primaryKey(),
    fileId: integer("file_id")
      .notNull()
      .references(() => bankFiles.id, { onDelete: "cascade" }),
    /** executed | returned | known | unmatched */
    kind: text("kind").notNull(),
    /** CRDT | DBIT */
    creditDebit: text("credit_debit").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    bookingDate: date("booking_date"),
    /** The bank's reference of the entry (AcctSvcrRef or NtryRef). */
    bankReference: text("bank_reference"),
    endToEndId: text("end_to_end_id"),
    /** The payment information or message id the entry names (a batch booking's PmtInfId / MsgId). */
    batchReference: text("batch_reference"),
    reasonCode: text("reason_code"),
    runId: integer("run_id"),
    runItemId: integer("run_item_id"),
    /** What the entry said beyond the fields above (counterparty name, additional info), for a person. */
    details: jsonb("details"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedByEmail: text("resolved_by_email"),
    resolvedNote: text("resolved_note"),
  },
  (t) => [
    index("bank_file_entries_file").on(t.fileId),
    index("bank_file_entries_open").on(t.kind).where(sql`${t.kind} = 'unmatched' and ${t.resolvedAt} is null`),
    check("bank_file_entries_kind", sql`${t.kind} in ('executed', 'returned', 'known', 'unmatched')`),
    check("bank_file_entries_cd", sql`${t.creditDebit} in ('CRDT', 'DBIT')`),
  ],
);

/** PayPal webhook events already handled (PayPal may deliver one several times): the event id. */
export const paypalWebhookEvents = pgTable("paypal_webhook_events", {
  eventId: text("event_id").primaryKey(),
  eventType: text("event_type").notNull(),
  resourceId: text("resource_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
});

import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./account.ts";
import { b2bLeads } from "./newsletter.ts";
import { trades } from "./trade.ts";

/**
 * Business sellers (issue 33, decisions 0116–0123): companies with several users, device lists
 * turned into binding quotes, collections by the carrier, self-billing credit notes with their
 * gapless numbers.
 */

/** A company that sells: its VAT ID (normalized, upper case, no spaces) is unchecked until the VIES lookup runs. */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    name: text("name").notNull(),
    /** "DE123456789": country prefix + number, normalized; null for a company without one (no credit note then). */
    vatId: text("vat_id"),
    /** unchecked | valid | invalid: the VIES lookup's last answer (decision 0116). */
    vatStatus: text("vat_status").notNull().default("unchecked"),
    vatCheckedAt: timestamp("vat_checked_at", { withTimezone: true }),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    /** credit_note: we issue a self-billing credit note | invoice: the company invoices us (decision 0121). */
    invoicing: text("invoicing").notNull().default("credit_note"),
    /** The account manager (staff_users.id) who is the company's one contact person; null = not yet assigned. */
    accountManagerId: text("account_manager_id"),
    /** The landing-page lead the company came from; null when it registered directly. */
    leadId: integer("lead_id").references(() => b2bLeads.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companies_account_manager").on(t.accountManagerId),
    check("companies_vat_status", sql`${t.vatStatus} in ('unchecked', 'valid', 'invalid')`),
    check("companies_invoicing", sql`${t.invoicing} in ('credit_note', 'invoice')`),
  ],
);

/** A customer account that belongs to a company: one owner, any number of members; a customer belongs to one company. */
export const companyMembers = pgTable(
  "company_members",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** owner | member */
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.customerId] }),
    uniqueIndex("company_members_customer").on(t.customerId),
    check("company_members_role", sql`${t.role} in ('owner', 'member')`),
  ],
);

/** An invitation to join a company (by its owner, or the lead's contact by the landing form); the token is hashed. */
export const companyInvites = pgTable(
  "company_invites",
  {
    id: serial("id").primaryKey(),
    /** Null for a lead's contact invited before the company exists: accepting creates it from the lead. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    leadId: integer("lead_id").references(() => b2bLeads.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    /** owner (the lead's contact) | member */
    role: text("role").notNull(),
    /** SHA-256 of the link's token, base64url. */
    tokenHash: text("token_hash").notNull(),
    /** The inviting customer; null for the landing form's invitation. */
    invitedBy: text("invited_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by"),
  },
  (t) => [
    uniqueIndex("company_invites_token").on(t.tokenHash),
    index("company_invites_company").on(t.companyId),
    check("company_invites_role", sql`${t.role} in ('owner', 'member')`),
  ],
);

export const b2bQuoteNumberSeq = pgSequence("b2b_quote_number_seq", { startWith: 100001, minValue: 100001 });

/** A binding quote for a device list: open 14 days, accepted into one trade. `publicId` is the unguessable id of the API. */
export const b2bQuotes = pgTable(
  "b2b_quotes",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    /** "Q-" + 6 digits, on the page and the PDF. */
    number: text("number").notNull().default(sql`'Q-' || lpad(nextval('b2b_quote_number_seq')::text, 6, '0')`),
    edition: text("edition").notNull(),
    /** open | accepted | expired */
    state: text("state").notNull().default("open"),
    /** csv | xlsx | paste | json */
    source: text("source").notNull(),
    /** The hash of the caller's address (limits per address; never the address itself). */
    clientKey: text("client_key").notNull(),
    /** The company whose user made or accepted it; null for a quote made before registering. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    createdBy: text("created_by"),
    leadId: integer("lead_id").references(() => b2bLeads.id, { onDelete: "set null" }),
    /** The staff user who looks after it (the company's account manager when it has one). */
    accountManagerId: text("account_manager_id"),
    /** The header → field mapping the list was read with: {model: 0, grade: 3, …}. */
    columns: jsonb("columns"),
    /** The volume rule that applied: {units, percent, label} (decision 0118). */
    volume: jsonb("volume"),
    unitCount: integer("unit_count").notNull().default(0),
    totalCents: integer("total_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    /** When it was mailed to the company (the pipeline's "sent"). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by"),
    tradeId: integer("trade_id").references(() => trades.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("b2b_quotes_public_id").on(t.publicId),
    uniqueIndex("b2b_quotes_number").on(t.number),
    index("b2b_quotes_company").on(t.companyId, t.createdAt),
    index("b2b_quotes_state_created").on(t.state, t.createdAt),
    index("b2b_quotes_client_created").on(t.clientKey, t.createdAt),
    check("b2b_quotes_state", sql`${t.state} in ('open', 'accepted', 'expired')`),
  ],
);

/** One row of the seller's list, matched to a catalog device (or not) and priced. */
export const b2bQuoteRows = pgTable(
  "b2b_quote_rows",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => b2bQuotes.id, { onDelete: "cascade" }),
    /** The row's number in the seller's list (1 = first data row). */
    row: integer("row").notNull(),
    /** The row's cells as read: {model, storage, colour, condition, quantity, imei, serial}. */
    input: jsonb("input").notNull(),
    /** matched | ask | unpriced */
    status: text("status").notNull(),
    deviceId: integer("device_id"),
    /** 0–1: how sure the match is; null for unpriced rows. */
    confidence: real("confidence"),
    /** Up to three candidates [{deviceId, name, confidence}] for a row that asks. */
    candidates: jsonb("candidates"),
    /** match | seller | staff: who chose the device. */
    matchedBy: text("matched_by"),
    /** A | B | C | D */
    grade: text("grade").notNull(),
    quantity: integer("quantity").notNull(),
    imei: text("imei"),
    serial: text("serial"),
    /** A problem with the row's identifier, e.g. imei_check_digit; the row stays, the identifier is dropped. */
    identifierProblem: text("identifier_problem"),
    /** The catalog price for the grade's answers, before the volume rule. */
    basePriceCents: integer("base_price_cents"),
    /** What one unit gets with the volume rule; null for unpriced or unclear rows. */
    unitPriceCents: integer("unit_price_cents"),
    totalCents: integer("total_cents"),
    /** The offer made for the row when the quote was accepted. */
    offerId: text("offer_id"),
  },
  (t) => [
    uniqueIndex("b2b_quote_rows_row").on(t.quoteId, t.row),
    check("b2b_quote_rows_status", sql`${t.status} in ('matched', 'ask', 'unpriced')`),
    check("b2b_quote_rows_grade", sql`${t.grade} in ('A', 'B', 'C', 'D')`),
  ],
);

/** A collection by the carrier (25 devices or more): the window the seller picked, booked by the back office. */
export const pickups = pgTable(
  "pickups",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "cascade" }),
    /** The day and the window (HH:MM, the edition's zone) the seller picked. */
    day: date("day", { mode: "string" }).notNull(),
    windowFrom: text("window_from").notNull(),
    windowTo: text("window_to").notNull(),
    /** requested | booked | own_freight | failed | cancelled */
    state: text("state").notNull().default("requested"),
    /** DHL | UPS once booked with a carrier. */
    carrier: text("carrier"),
    /** The carrier's confirmation number. */
    reference: text("reference"),
    /** The collection address and contact as the seller gave them: {name, street, houseNumber, zip, city, country, phone, notes}. */
    address: jsonb("address").notNull(),
    parcels: integer("parcels").notNull().default(1),
    /** The carrier's last error (code and text) when booking failed. */
    failure: text("failure"),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    bookedBy: text("booked_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pickups_trade").on(t.tradeId),
    index("pickups_state_day").on(t.state, t.day),
    check("pickups_state", sql`${t.state} in ('requested', 'booked', 'own_freight', 'failed', 'cancelled')`),
  ],
);

/** The last number handed out per document series ("GS-2026"): taken under the row's lock, so numbers have no gaps. */
export const documentCounters = pgTable("document_counters", {
  series: text("series").primaryKey(),
  last: integer("last").notNull().default(0),
});

/**
 * A business trade's settlement document (decision 0121): our self-billing credit note, or a record
 * that the company invoices us itself. Issued once per trade, numbered without gaps.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    tradeId: integer("trade_id")
      .notNull()
      .references(() => trades.id, { onDelete: "restrict" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    /** credit_note | seller_invoice */
    kind: text("kind").notNull(),
    /** "GS-2026-000001" for credit notes; null for a seller's invoice until staff record its number. */
    number: text("number"),
    series: text("series"),
    seq: integer("seq"),
    /** domestic | intra_eu | non_eu */
    vatTreatment: text("vat_treatment").notNull(),
    /** Basis points: 1900 = 19 %. */
    vatRateBp: integer("vat_rate_bp").notNull(),
    netCents: integer("net_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    grossCents: integer("gross_cents").notNull(),
    sellerVatId: text("seller_vat_id"),
    buyerVatId: text("buyer_vat_id").notNull(),
    /** The document's lines and parties as issued: {seller, buyer, lines: [...], wording}. */
    content: jsonb("content").notNull(),
    /** The seller's own invoice number (kind seller_invoice), recorded by staff. */
    sellerInvoiceNumber: text("seller_invoice_number"),
    /** The PDF in storage, once written. */
    documentKey: text("document_key"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_notes_trade").on(t.tradeId),
    uniqueIndex("credit_notes_number").on(t.number),
    uniqueIndex("credit_notes_series_seq").on(t.series, t.seq),
    index("credit_notes_company").on(t.companyId, t.issuedAt),
    check("credit_notes_kind", sql`${t.kind} in ('credit_note', 'seller_invoice')`),
    check("credit_notes_vat_treatment", sql`${t.vatTreatment} in ('domestic', 'intra_eu', 'non_eu')`),
  ],
);

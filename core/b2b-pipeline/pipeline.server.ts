/**
 * The B2B pipeline's queries and actions (issue 33, decision 0123). The lists are plain SQL over
 * b2b_leads, b2b_quotes, trades, companies and staff_users (the quote module is read through its
 * tables, not its functions: the pipeline lists many quotes at once and needs none of their rows).
 * Every action runs in one transaction with its audit entry (before and after).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { companyById, type CompanyView } from "../company/index.server.ts";
import { ProblemError, rows } from "../shared/index.server.ts";
import { TRADE_STATES } from "../trade/index.ts";
import {
  LEAD_STATUSES,
  PIPELINE_PAGE_SIZE,
  QUOTE_STAGES,
  type LeadListQuery,
  type LeadRow,
  type LeadStatus,
  type ManagerRef,
  type PipelinePage,
  type QuoteListQuery,
  type QuoteRow,
  type QuoteStage,
  type TradeListQuery,
  type TradeRow,
} from "./index.ts";

/** Who acts: the signed-in staff user, the app clock's time and the caller's key for the audit log. */
export interface PipelineActor {
  staff: { id: string; email: string };
  now: Date;
  clientKey?: string | null;
}

type Raw = Record<string, unknown>;

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
const num = (v: unknown): number => Number(v ?? 0);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const manager = (r: Raw): ManagerRef | null =>
  r.manager_id ? { id: String(r.manager_id), name: String(r.manager_name), email: String(r.manager_email) } : null;

/** `%text%` for ILIKE, with the pattern's own characters escaped. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const and = (parts: (SQL | null | undefined)[]): SQL => {
  const list = parts.filter((p): p is SQL => !!p);
  return list.length === 0 ? sql`true` : sql.join(list, sql` and `);
};

const pageOf = (page: number | undefined) => Math.max(1, page ?? 1);
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PIPELINE_PAGE_SIZE));

/** The filter on a manager column: "mine" = the signed-in staff user, "unassigned" = none, else that id. */
function managerWhere(column: SQL, filter: string | undefined, me: string): SQL | null {
  if (!filter) return null;
  if (filter === "unassigned") return sql`${column} is null`;
  return sql`${column} = ${filter === "mine" ? me : filter}`;
}

function counted<S extends string>(stages: readonly S[], found: Raw[]): Record<S, number> {
  return Object.fromEntries(stages.map((s) => [s, num(found.find((r) => r.stage === s)?.n)])) as Record<S, number>;
}

// ---------------------------------------------------------------- leads

/** Leads, newest first, with their account manager and the company registered from them. */
export async function listLeads(db: Db, f: LeadListQuery, me: string): Promise<PipelinePage<LeadRow, LeadStatus>> {
  const page = pageOf(f.page);
  const q = f.q ? containing(f.q) : null;
  const common = and([
    managerWhere(sql`l.account_manager_id`, f.manager, me),
    f.edition ? sql`l.edition = ${f.edition}` : null,
    q ? sql`(l.company ilike ${q} or l.contact_name ilike ${q} or l.email ilike ${q})` : null,
  ]);
  const where = and([common, f.stage ? sql`l.status = ${f.stage}` : null]);
  const found = await rows<Raw>(
    db,
    sql`select l.id, l.edition, l.company, l.contact_name, l.email, l.device_count, l.status, l.created_at,
               s.id as manager_id, s.display_name as manager_name, s.email as manager_email,
               c.id as company_id, c.name as company_name
          from b2b_leads l
          left join staff_users s on s.id = l.account_manager_id
          left join lateral (select id, name from companies where lead_id = l.id order by id limit 1) c on true
         where ${where}
         order by l.created_at desc, l.id desc
         limit ${PIPELINE_PAGE_SIZE} offset ${(page - 1) * PIPELINE_PAGE_SIZE}`,
  );
  const byStage = await rows<Raw>(db, sql`select l.status as stage, count(*)::int as n from b2b_leads l where ${common} group by l.status`);
  const counts = counted(LEAD_STATUSES, byStage);
  const total = f.stage ? counts[f.stage] : Object.values<number>(counts).reduce((a, b) => a + b, 0);
  return {
    items: found.map((r) => ({
      id: num(r.id),
      edition: String(r.edition),
      company: String(r.company),
      contactName: String(r.contact_name),
      email: String(r.email),
      deviceCount: num(r.device_count),
      status: r.status as LeadStatus,
      createdAt: iso(r.created_at),
      manager: manager(r),
      companyId: numOrNull(r.company_id),
      companyName: strOrNull(r.company_name),
    })),
    total,
    page,
    pages: pagesOf(total),
    counts,
  };
}

// ---------------------------------------------------------------- quotes

/** The stage of a quote row `q` at `now` (decision 0123): state first, then validity, then whether it was mailed. */
const quoteStage = (now: Date) =>
  sql`case when q.state = 'accepted' then 'accepted'
           when q.state = 'expired' or q.valid_until <= ${now.toISOString()}::timestamptz then 'expired'
           when q.sent_at is not null then 'sent'
           else 'open' end`;

/** The condition for one stage, written so that the (state, created_at) index serves it. */
function quoteStageWhere(stage: QuoteStage, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (stage) {
    case "accepted":
      return sql`q.state = 'accepted'`;
    case "expired":
      return sql`(q.state = 'expired' or (q.state = 'open' and q.valid_until <= ${at}))`;
    case "sent":
      return sql`(q.state = 'open' and q.valid_until > ${at} and q.sent_at is not null)`;
    case "open":
      return sql`(q.state = 'open' and q.valid_until > ${at} and q.sent_at is null)`;
  }
}

const quoteColumns = (now: Date) => sql`q.number, q.edition, q.state, ${quoteStage(now)} as stage, q.created_at, q.valid_until, q.sent_at,
       q.unit_count, q.total_cents, q.company_id, c.name as company_name, q.lead_id, l.company as lead_company,
       t.trade_number, s.id as manager_id, s.display_name as manager_name, s.email as manager_email`;

const quoteJoins = sql`from b2b_quotes q
  left join companies c on c.id = q.company_id
  left join b2b_leads l on l.id = q.lead_id
  left join trades t on t.id = q.trade_id
  left join staff_users s on s.id = q.account_manager_id`;

function quoteRow(r: Raw): QuoteRow {
  return {
    number: String(r.number),
    edition: String(r.edition),
    stage: r.stage as QuoteStage,
    state: String(r.state),
    createdAt: iso(r.created_at),
    validUntil: iso(r.valid_until),
    sentAt: isoOrNull(r.sent_at),
    unitCount: num(r.unit_count),
    totalCents: num(r.total_cents),
    companyId: numOrNull(r.company_id),
    companyName: strOrNull(r.company_name),
    leadId: numOrNull(r.lead_id),
    leadCompany: strOrNull(r.lead_company),
    tradeNumber: strOrNull(r.trade_number),
    manager: manager(r),
  };
}

/** Quotes, newest first, by stage (open, sent, accepted, expired) with their company, lead, trade and manager. */
export async function listQuotes(db: Db, f: QuoteListQuery, me: string, now: Date): Promise<PipelinePage<QuoteRow, QuoteStage>> {
  const page = pageOf(f.page);
  const q = f.q ? containing(f.q) : null;
  const common = and([
    managerWhere(sql`q.account_manager_id`, f.manager, me),
    f.edition ? sql`q.edition = ${f.edition}` : null,
    q ? sql`(q.number ilike ${q} or c.name ilike ${q} or l.company ilike ${q} or l.contact_name ilike ${q})` : null,
  ]);
  const where = and([common, f.stage ? quoteStageWhere(f.stage, now) : null]);
  const found = await rows<Raw>(
    db,
    sql`select ${quoteColumns(now)} ${quoteJoins}
         where ${where}
         order by q.created_at desc, q.id desc
         limit ${PIPELINE_PAGE_SIZE} offset ${(page - 1) * PIPELINE_PAGE_SIZE}`,
  );
  const byStage = await rows<Raw>(
    db,
    sql`select stage, count(*)::int as n
          from (select ${quoteStage(now)} as stage
                  from b2b_quotes q
                  left join companies c on c.id = q.company_id
                  left join b2b_leads l on l.id = q.lead_id
                 where ${common}) x
         group by stage`,
  );
  const counts = counted(QUOTE_STAGES, byStage);
  const total = f.stage ? counts[f.stage] : Object.values<number>(counts).reduce((a, b) => a + b, 0);
  return { items: found.map(quoteRow), total, page, pages: pagesOf(total), counts };
}

// ---------------------------------------------------------------- trades

export type TradeStageCounts = Record<string, number>;

/** Companies' trades, newest first: state, units, total, the company and its account manager. */
export async function listCompanyTrades(db: Db, f: TradeListQuery, me: string): Promise<PipelinePage<TradeRow, string>> {
  if (f.stage && !(TRADE_STATES as readonly string[]).includes(f.stage))
    throw new ProblemError(422, "validation", "backoffice.b2b.problem.stageUnknown", [{ field: "stage", message: "validation.invalid" }]);
  const page = pageOf(f.page);
  const q = f.q ? containing(f.q) : null;
  const common = and([
    sql`t.company_id is not null`,
    managerWhere(sql`c.account_manager_id`, f.manager, me),
    f.edition ? sql`t.edition = ${f.edition}` : null,
    q ? sql`(t.trade_number ilike ${q} or c.name ilike ${q} or q.number ilike ${q})` : null,
  ]);
  const where = and([common, f.stage ? sql`t.state = ${f.stage}` : null]);
  const found = await rows<Raw>(
    db,
    sql`select t.trade_number, t.edition, t.state, t.created_at, t.total_cents, t.company_id, c.name as company_name,
               q.number as quote_number,
               (select coalesce(sum(tl.quantity), 0)::int from trade_lines tl where tl.trade_id = t.id) as units,
               s.id as manager_id, s.display_name as manager_name, s.email as manager_email
          from trades t
          join companies c on c.id = t.company_id
          left join b2b_quotes q on q.id = t.b2b_quote_id
          left join staff_users s on s.id = c.account_manager_id
         where ${where}
         order by t.created_at desc, t.id desc
         limit ${PIPELINE_PAGE_SIZE} offset ${(page - 1) * PIPELINE_PAGE_SIZE}`,
  );
  const byStage = await rows<Raw>(
    db,
    sql`select t.state as stage, count(*)::int as n
          from trades t
          join companies c on c.id = t.company_id
          left join b2b_quotes q on q.id = t.b2b_quote_id
         where ${common}
         group by t.state`,
  );
  const counts: Record<string, number> = counted(TRADE_STATES, byStage);
  const total = f.stage ? (counts[f.stage] ?? 0) : Object.values<number>(counts).reduce((a, b) => a + b, 0);
  return {
    items: found.map((r) => ({
      tradeNumber: String(r.trade_number),
      edition: String(r.edition),
      state: String(r.state),
      createdAt: iso(r.created_at),
      units: num(r.units),
      totalCents: num(r.total_cents),
      companyId: num(r.company_id),
      companyName: String(r.company_name),
      quoteNumber: strOrNull(r.quote_number),
      manager: manager(r),
    })),
    total,
    page,
    pages: pagesOf(total),
    counts,
  };
}

// ---------------------------------------------------------------- account managers

/** The active staff users who may look after business sellers: account_manager or admin, by name. */
export async function accountManagers(db: Db): Promise<ManagerRef[]> {
  const found = await rows<Raw>(
    db,
    sql`select id, display_name, email from staff_users
         where active and roles && array['account_manager', 'admin']::text[]
         order by display_name, email`,
  );
  return found.map((r) => ({ id: String(r.id), name: String(r.display_name), email: String(r.email) }));
}

/** A manager to assign must be an active account manager or admin (422 on field managerId otherwise). */
async function eligibleManager(db: Db, id: string | null): Promise<ManagerRef | null> {
  if (id === null) return null;
  const [r] = await rows<Raw>(
    db,
    sql`select id, display_name, email from staff_users
         where id = ${id} and active and roles && array['account_manager', 'admin']::text[]`,
  );
  if (!r)
    throw new ProblemError(422, "b2b_manager_not_eligible", "backoffice.b2b.problem.managerNotEligible", [
      { field: "managerId", message: "backoffice.b2b.error.managerNotEligible" },
    ]);
  return { id: String(r.id), name: String(r.display_name), email: String(r.email) };
}

// ---------------------------------------------------------------- details

export interface PipelineMail {
  id: number;
  at: string;
  /** out: a mail we sent (mail log); in: a message the lead's address wrote to us (contact form). */
  direction: "out" | "in";
  kind: string;
  /** The recipient (out) or the writer's address (in). */
  address: string;
  subject: string;
  status: string;
}

export interface LeadDetail {
  lead: LeadRow & { phone: string | null; categories: string[]; message: string | null };
  quotes: QuoteRow[];
  mails: PipelineMail[];
}

/**
 * One lead: its data, manager and company; its quotes; and its mails: what the mail log holds to
 * the lead's address (the acknowledgement, invitations, quotes) or about the lead (the team's
 * copy, whose subject carries "B2B #id"), and what that address wrote through the contact form.
 */
export async function leadDetail(db: Db, leadId: number, now: Date): Promise<LeadDetail | null> {
  const [r] = await rows<Raw>(
    db,
    sql`select l.*, s.id as manager_id, s.display_name as manager_name, s.email as manager_email,
               c.id as company_id, c.name as company_name
          from b2b_leads l
          left join staff_users s on s.id = l.account_manager_id
          left join lateral (select id, name from companies where lead_id = l.id order by id limit 1) c on true
         where l.id = ${leadId}`,
  );
  if (!r) return null;
  const email = String(r.email).toLowerCase();
  const quotes = await rows<Raw>(
    db,
    sql`select ${quoteColumns(now)} ${quoteJoins}
         where q.lead_id = ${leadId} or (${r.company_id ?? null}::int is not null and q.company_id = ${r.company_id ?? null}::int)
         order by q.created_at desc, q.id desc limit 100`,
  );
  const out = await rows<Raw>(
    db,
    sql`select id, sent_at, kind, recipient, subject, status from mail_log
         where recipient = ${email} or (kind = 'b2b.team' and subject like ${`%B2B #${leadId}]%`})
         order by sent_at desc, id desc limit 100`,
  );
  const inbound = await rows<Raw>(
    db,
    sql`select id, created_at, subject, email, status from contact_messages
         where lower(email) = ${email}
         order by created_at desc, id desc limit 100`,
  );
  const mails: PipelineMail[] = [
    ...out.map((m) => ({
      id: num(m.id),
      at: iso(m.sent_at),
      direction: "out" as const,
      kind: String(m.kind),
      address: String(m.recipient),
      subject: String(m.subject),
      status: String(m.status),
    })),
    ...inbound.map((m) => ({
      id: num(m.id),
      at: iso(m.created_at),
      direction: "in" as const,
      kind: "contact",
      address: String(m.email),
      subject: String(m.subject),
      status: String(m.status),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    lead: {
      id: num(r.id),
      edition: String(r.edition),
      company: String(r.company),
      contactName: String(r.contact_name),
      email: String(r.email),
      phone: strOrNull(r.phone),
      deviceCount: num(r.device_count),
      categories: Array.isArray(r.categories) ? (r.categories as string[]) : [],
      message: strOrNull(r.message),
      status: r.status as LeadStatus,
      createdAt: iso(r.created_at),
      manager: manager(r),
      companyId: numOrNull(r.company_id),
      companyName: strOrNull(r.company_name),
    },
    quotes: quotes.map(quoteRow),
    mails,
  };
}

export interface QuoteDetailRow {
  row: number;
  status: string;
  input: Record<string, unknown>;
  deviceId: number | null;
  deviceName: string | null;
  confidence: number | null;
  grade: string;
  quantity: number;
  imei: string | null;
  serial: string | null;
  unitPriceCents: number | null;
  totalCents: number | null;
}

export interface QuoteDetail {
  quote: QuoteRow & { source: string; volume: unknown; acceptedAt: string | null };
  rows: QuoteDetailRow[];
}

/** One quote by its number, with its rows (device names from the catalog). */
export async function quoteDetail(db: Db, number: string, now: Date): Promise<QuoteDetail | null> {
  const [r] = await rows<Raw>(
    db,
    sql`select ${quoteColumns(now)}, q.id, q.source, q.volume, q.accepted_at ${quoteJoins} where q.number = ${number}`,
  );
  if (!r) return null;
  const list = await rows<Raw>(
    db,
    sql`select qr.row, qr.status, qr.input, qr.device_id, d.name as device_name, qr.confidence, qr.grade, qr.quantity,
               qr.imei, qr.serial, qr.unit_price_cents, qr.total_cents
          from b2b_quote_rows qr
          left join devices d on d.id = qr.device_id
         where qr.quote_id = ${r.id as number}
         order by qr.row`,
  );
  return {
    quote: { ...quoteRow(r), source: String(r.source), volume: r.volume ?? null, acceptedAt: isoOrNull(r.accepted_at) },
    rows: list.map((x) => ({
      row: num(x.row),
      status: String(x.status),
      input: (x.input ?? {}) as Record<string, unknown>,
      deviceId: numOrNull(x.device_id),
      deviceName: strOrNull(x.device_name),
      confidence: numOrNull(x.confidence),
      grade: String(x.grade),
      quantity: num(x.quantity),
      imei: strOrNull(x.imei),
      serial: strOrNull(x.serial),
      unitPriceCents: numOrNull(x.unit_price_cents),
      totalCents: numOrNull(x.total_cents),
    })),
  };
}

export interface CompanyDetail {
  company: CompanyView;
  vatCheckedAt: string | null;
  leadId: number | null;
  createdAt: string;
  members: { customerId: string; customerNumber: string; name: string; email: string; role: string; since: string }[];
  quotes: QuoteRow[];
  trades: TradeRow[];
  creditNotes: {
    number: string | null;
    kind: string;
    tradeNumber: string;
    vatTreatment: string;
    netCents: number;
    vatCents: number;
    grossCents: number;
    issuedAt: string;
  }[];
  pickups: {
    tradeNumber: string;
    day: string;
    windowFrom: string;
    windowTo: string;
    state: string;
    carrier: string | null;
    reference: string | null;
  }[];
}

/** One company for the back office: data and VAT status, members, manager, quotes, trades, credit notes, pickups. */
export async function companyDetail(db: Db, companyId: number, now: Date): Promise<CompanyDetail | null> {
  const company = await companyById(db, companyId);
  if (!company) return null;
  const [extra] = await rows<Raw>(db, sql`select vat_checked_at, lead_id, created_at from companies where id = ${companyId}`);
  const [members, quotes, trades, notes, pickups] = await Promise.all([
    rows<Raw>(
      db,
      sql`select m.customer_id, m.role, m.created_at, cu.customer_number, cu.first_name, cu.last_name, cu.email
            from company_members m join customers cu on cu.id = m.customer_id
           where m.company_id = ${companyId}
           order by m.role = 'owner' desc, m.created_at`,
    ),
    rows<Raw>(
      db,
      sql`select ${quoteColumns(now)} ${quoteJoins} where q.company_id = ${companyId} order by q.created_at desc, q.id desc limit 200`,
    ),
    rows<Raw>(
      db,
      sql`select t.trade_number, t.edition, t.state, t.created_at, t.total_cents, t.company_id, c.name as company_name,
                 q.number as quote_number,
                 (select coalesce(sum(tl.quantity), 0)::int from trade_lines tl where tl.trade_id = t.id) as units,
                 s.id as manager_id, s.display_name as manager_name, s.email as manager_email
            from trades t
            join companies c on c.id = t.company_id
            left join b2b_quotes q on q.id = t.b2b_quote_id
            left join staff_users s on s.id = c.account_manager_id
           where t.company_id = ${companyId}
           order by t.created_at desc, t.id desc limit 200`,
    ),
    rows<Raw>(
      db,
      sql`select n.number, n.kind, t.trade_number, n.vat_treatment, n.net_cents, n.vat_cents, n.gross_cents, n.issued_at
            from credit_notes n join trades t on t.id = n.trade_id
           where n.company_id = ${companyId}
           order by n.issued_at desc, n.id desc limit 200`,
    ),
    rows<Raw>(
      db,
      sql`select t.trade_number, p.day, p.window_from, p.window_to, p.state, p.carrier, p.reference
            from pickups p join trades t on t.id = p.trade_id
           where t.company_id = ${companyId}
           order by p.day desc, p.id desc limit 200`,
    ),
  ]);
  return {
    company,
    vatCheckedAt: isoOrNull(extra?.vat_checked_at),
    leadId: numOrNull(extra?.lead_id),
    createdAt: iso(extra?.created_at),
    members: members.map((m) => ({
      customerId: String(m.customer_id),
      customerNumber: String(m.customer_number),
      name: `${String(m.first_name)} ${String(m.last_name)}`.trim(),
      email: String(m.email),
      role: String(m.role),
      since: iso(m.created_at),
    })),
    quotes: quotes.map(quoteRow),
    trades: trades.map((r) => ({
      tradeNumber: String(r.trade_number),
      edition: String(r.edition),
      state: String(r.state),
      createdAt: iso(r.created_at),
      units: num(r.units),
      totalCents: num(r.total_cents),
      companyId: num(r.company_id),
      companyName: String(r.company_name),
      quoteNumber: strOrNull(r.quote_number),
      manager: manager(r),
    })),
    creditNotes: notes.map((n) => ({
      number: strOrNull(n.number),
      kind: String(n.kind),
      tradeNumber: String(n.trade_number),
      vatTreatment: String(n.vat_treatment),
      netCents: num(n.net_cents),
      vatCents: num(n.vat_cents),
      grossCents: num(n.gross_cents),
      issuedAt: iso(n.issued_at),
    })),
    pickups: pickups.map((p) => ({
      tradeNumber: String(p.trade_number),
      day: String(p.day instanceof Date ? p.day.toISOString().slice(0, 10) : p.day),
      windowFrom: String(p.window_from),
      windowTo: String(p.window_to),
      state: String(p.state),
      carrier: strOrNull(p.carrier),
      reference: strOrNull(p.reference),
    })),
  };
}

// ---------------------------------------------------------------- actions

const audit = (tx: Db, actor: PipelineActor, action: string, target: string, before: unknown, after: unknown) =>
  recordAudit(tx, { ...byStaff({ ...actor.staff, clientKey: actor.clientKey ?? null }, actor.now), action, target, before, after });

/** Changes a lead's status; audited. 404 for an unknown lead; the same status again changes nothing and records nothing. */
export async function setLeadStatus(
  db: Db,
  actor: PipelineActor,
  leadId: number,
  status: LeadStatus,
): Promise<{ leadId: number; status: LeadStatus; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [r] = await rows<Raw>(tx, sql`select status from b2b_leads where id = ${leadId} for update`);
    if (!r) throw new ProblemError(404, "not_found", "backoffice.b2b.problem.leadNotFound");
    if (r.status === status) return { leadId, status, changed: false };
    await rows(tx, sql`update b2b_leads set status = ${status} where id = ${leadId}`);
    await audit(tx, actor, "b2b.lead.status", `lead:${leadId}`, { status: r.status }, { status });
    return { leadId, status, changed: true };
  });
}

interface Assigned {
  manager: ManagerRef | null;
  changed: boolean;
}

/** Assigns (or clears, with null) a lead's account manager; audited. */
export async function assignLeadManager(
  db: Db,
  actor: PipelineActor,
  leadId: number,
  managerId: string | null,
): Promise<Assigned & { leadId: number }> {
  return db.transaction(async (tx) => {
    const [r] = await rows<Raw>(tx, sql`select account_manager_id from b2b_leads where id = ${leadId} for update`);
    if (!r) throw new ProblemError(404, "not_found", "backoffice.b2b.problem.leadNotFound");
    const next = await eligibleManager(tx, managerId);
    const before = strOrNull(r.account_manager_id);
    if (before === managerId) return { leadId, manager: next, changed: false };
    await rows(tx, sql`update b2b_leads set account_manager_id = ${managerId} where id = ${leadId}`);
    await audit(tx, actor, "b2b.lead.manager", `lead:${leadId}`, { managerId: before }, { managerId });
    return { leadId, manager: next, changed: true };
  });
}

/**
 * Assigns (or clears) a company's account manager, and the same manager to the company's quotes
 * that are still open (sent or not, within their validity or not yet marked expired); audited with
 * the quote numbers it moved.
 */
export async function assignCompanyManager(
  db: Db,
  actor: PipelineActor,
  companyId: number,
  managerId: string | null,
): Promise<Assigned & { companyId: number; quotes: string[] }> {
  return db.transaction(async (tx) => {
    const [r] = await rows<Raw>(tx, sql`select account_manager_id from companies where id = ${companyId} for update`);
    if (!r) throw new ProblemError(404, "not_found", "backoffice.b2b.problem.companyNotFound");
    const next = await eligibleManager(tx, managerId);
    const before = strOrNull(r.account_manager_id);
    await rows(tx, sql`update companies set account_manager_id = ${managerId} where id = ${companyId}`);
    const moved = await rows<Raw>(
      tx,
      sql`update b2b_quotes set account_manager_id = ${managerId}
           where company_id = ${companyId} and state = 'open' and account_manager_id is distinct from ${managerId}
       returning number`,
    );
    const quotes = moved.map((m) => String(m.number)).sort();
    if (before === managerId && quotes.length === 0) return { companyId, manager: next, changed: false, quotes };
    await audit(tx, actor, "b2b.company.manager", `company:${companyId}`, { managerId: before }, { managerId, quotes });
    return { companyId, manager: next, changed: true, quotes };
  });
}

/** Assigns (or clears) one quote's account manager; audited. */
export async function assignQuoteManager(
  db: Db,
  actor: PipelineActor,
  number: string,
  managerId: string | null,
): Promise<Assigned & { number: string }> {
  return db.transaction(async (tx) => {
    const [r] = await rows<Raw>(tx, sql`select account_manager_id from b2b_quotes where number = ${number} for update`);
    if (!r) throw new ProblemError(404, "not_found", "backoffice.b2b.problem.quoteNotFound");
    const next = await eligibleManager(tx, managerId);
    const before = strOrNull(r.account_manager_id);
    if (before === managerId) return { number, manager: next, changed: false };
    await rows(tx, sql`update b2b_quotes set account_manager_id = ${managerId} where number = ${number}`);
    await audit(tx, actor, "b2b.quote.manager", `quote:${number}`, { managerId: before }, { managerId });
    return { number, manager: next, changed: true };
  });
}

/** The dashboard's business tile: leads not yet contacted and quotes made but not yet mailed (of one edition, or all). */
export async function pipelineWaiting(
  db: Db,
  now: Date,
  edition: string | null = null,
): Promise<{ newLeads: number; quotesToSend: number }> {
  const byEdition = (alias: string) => (edition ? sql`and ${sql.raw(alias)}.edition = ${edition}` : sql``);
  const [r] = await rows<Raw>(
    db,
    sql`select (select count(*)::int from b2b_leads l where l.status = 'new' ${byEdition("l")}) as leads,
               (select count(*)::int from b2b_quotes q where ${quoteStageWhere("open", now)} ${byEdition("q")}) as quotes`,
  );
  return { newLeads: num(r?.leads), quotesToSend: num(r?.quotes) };
}

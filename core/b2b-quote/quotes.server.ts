/**
 * Business quotes (decision 0118): a device list read, matched and priced into a binding quote;
 * stored with its rows, read back by its public id, unclear rows resolved by the seller, expired
 * after BUSINESS_QUOTE_VALID_DAYS.
 *
 * Prices: today's catalog base price of the edition for the grade's answers (priceOffer), then
 * the volume percent on every priced unit. No consumer campaign applies to a quote: the volume
 * rule is the business seller's bonus, and a quote's price must not depend on a campaign ending
 * inside its validity.
 */
import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { matchRows } from "../b2b-list/index.server.ts";
import {
  readRows,
  recognizeColumns,
  type ColumnMap,
  type ListProblem,
  type ListRow,
  type ListTable,
  type RowMatch,
} from "../b2b-list/index.ts";
import { deviceColumns, deviceJoins, questionsOfOwner, toDevice, type DeviceView } from "../catalog/index.server.ts";
import { companyOfCustomer } from "../company/index.server.ts";
import { BUSINESS_LIST_MAX_ROWS, BUSINESS_QUOTE_VALID_DAYS, type BusinessGrade, type EditionId } from "../editions/index.ts";
import { priceOffer, type PricedOffer } from "../offer/index.ts";
import { enforceRateLimit, type RateLimitRule } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { rows as sqlRows } from "../shared/index.server.ts";
import { gradeAnswers } from "./grades.ts";
import type {
  JsonQuoteRow,
  QuoteCandidate,
  QuoteRowStatus,
  QuoteRowView,
  QuoteState,
  QuoteSummary,
  QuoteView,
  VolumeTier,
} from "./types.ts";
import { parseVolumeTiers, DEFAULT_VOLUME_TIERS, volumePercent, volumeUnitPrice } from "./volume.ts";

/** Quotes made per client address: 20 an hour (a company makes a few; a script pricing the catalog stops). */
export const QUOTE_LIMITS: { perAddress: RateLimitRule; resolvePerAddress: RateLimitRule } = {
  perAddress: { perWindow: 20, windowSeconds: 60 * 60 },
  /** Row resolutions per address: a list's unclear rows one by one, far below a script's pace. */
  resolvePerAddress: { perWindow: 600, windowSeconds: 60 * 60 },
};

/** 18 random bytes as base64url: 24 characters, 144 bits, unguessable. */
export function newQuotePublicId(): string {
  return randomBytes(18).toString("base64url");
}

export const QUOTE_PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

type Matcher = (
  db: Db,
  edition: EditionId,
  rows: Pick<ListRow, "model" | "storage" | "colour" | "imei" | "serial">[],
) => Promise<RowMatch[]>;

export interface CreateQuoteInput {
  edition: EditionId;
  /** The hash of the caller's address (never the address). */
  clientKey: string;
  now: Date;
  /** The business user who made it, if signed in (their company is stored with the quote). */
  customerId?: string | null;
  list: { table: ListTable; columns?: ColumnMap } | { rows: JsonQuoteRow[] };
  /** The grade of rows whose condition cell is empty or not understood. */
  defaultGrade?: BusinessGrade;
  /** The volume tiers (settings); DEFAULT_VOLUME_TIERS when absent. */
  tiers?: VolumeTier[];
  /** false: not counted against QUOTE_LIMITS.perAddress (the benchmark); every caller facing a client counts. */
  limit?: boolean;
  /** The row matcher (tests); b2b-list's matchRows by default. */
  match?: Matcher;
}

/** The JSON rows as a table with a fixed column map, so they are read by the same rules as a file. */
function jsonTable(list: JsonQuoteRow[]): { table: ListTable; columns: ColumnMap } {
  const fields = ["model", "storage", "colour", "condition", "quantity", "imei", "serial"] as const;
  return {
    table: {
      format: "paste",
      headers: [...fields],
      rows: list.map((r) => [r.model, r.storage ?? "", r.colour ?? "", r.grade, String(r.quantity), r.imei ?? "", r.serial ?? ""]),
    },
    columns: Object.fromEntries(fields.map((f, i) => [f, i])) as ColumnMap,
  };
}

/** A device as pricing needs it: base price, category and questions, by id; hidden and unpriced devices are absent. */
export interface QuoteDevice extends DeviceView {
  basePriceCents: number;
}

/** The edition's shop devices among `ids`, with their questions: one query for the devices, one per questionnaire. */
export async function quoteDevices(
  db: Db,
  edition: EditionId,
  ids: readonly number[],
  opts: { includeHidden?: boolean } = {},
): Promise<Map<number, QuoteDevice>> {
  const out = new Map<number, QuoteDevice>();
  const unique = [...new Set(ids)];
  if (!unique.length) return out;
  const found = await sqlRows<Parameters<typeof toDevice>[0] & { own_questions: boolean }>(
    db,
    sql`select ${deviceColumns}, exists (select 1 from questions o where o.device_id = d.id) as own_questions
      from devices d ${deviceJoins(edition)}
      where d.id in (${sql.join(
        unique.map((id) => sql`${id}::int`),
        sql`, `,
      )})${opts.includeHidden ? sql`` : sql` and not d.hidden`} and p.base_price_cents > 0`,
  );
  const questionnaires = new Map<string, Awaited<ReturnType<typeof questionsOfOwner>>>();
  for (const row of found) {
    const key = row.own_questions ? `d${row.id}` : `c${row.category_id}`;
    let questions = questionnaires.get(key);
    if (!questions) {
      questions = await questionsOfOwner(db, edition, row.own_questions ? { deviceId: Number(row.id) } : { categoryId: row.category_id });
      questionnaires.set(key, questions);
    }
    const device = toDevice(row, edition);
    out.set(device.id, { ...device, questions, basePriceCents: Number(row.base_price_cents) });
  }
  return out;
}

/** The grade's price of one unit of `device` (before the volume rule), or null when the grade gives no price. */
export function gradePrice(device: QuoteDevice, grade: BusinessGrade): PricedOffer | null {
  const answers = gradeAnswers(device.categoryId, grade, device);
  if (!answers) return null;
  const priced = priceOffer(device, answers);
  return priced.noOffer || priced.priceCents <= 0 ? null : priced;
}

interface RowDraft {
  row: number;
  input: Record<string, string>;
  status: QuoteRowStatus;
  deviceId: number | null;
  confidence: number | null;
  candidates: QuoteCandidate[];
  matchedBy: "match" | "seller" | null;
  grade: BusinessGrade;
  quantity: number;
  imei: string | null;
  serial: string | null;
  identifierProblem: string | null;
  basePriceCents: number | null;
}

/** Unit prices and totals of the rows with the volume percent their priced units reach. */
function applyVolume(drafts: readonly { basePriceCents: number | null; quantity: number }[], tiers: readonly VolumeTier[]) {
  const units = drafts.reduce((n, d) => n + (d.basePriceCents !== null ? d.quantity : 0), 0);
  const percent = volumePercent(units, tiers);
  const priced = drafts.map((d) => {
    if (d.basePriceCents === null) return { unitPriceCents: null, totalCents: null };
    const unit = volumeUnitPrice(d.basePriceCents, percent);
    return { unitPriceCents: unit, totalCents: unit * d.quantity };
  });
  const totalCents = priced.reduce((n, p) => n + (p.totalCents ?? 0), 0);
  return { units, percent, priced, totalCents };
}

function listProblem(problems: ListProblem[]): ProblemError {
  return new ProblemError(
    422,
    "list_problems",
    "problem.detail.quoteListProblems",
    problems
      .slice(0, 100)
      .map((p) => ({ field: p.row ? `rows.${p.row}${p.field ? `.${p.field}` : ""}` : (p.field ?? "file"), message: p.code })),
    { problems: problems.slice(0, 500) },
  );
}

const insertRowsChunk = 500;

export async function createQuote(db: Db, input: CreateQuoteInput): Promise<QuoteView> {
  const { edition, now } = input;
  const source = "rows" in input.list ? "json" : input.list.table.format;
  const { table, columns } =
    "rows" in input.list
      ? jsonTable(input.list.rows)
      : { table: input.list.table, columns: input.list.columns ?? recognizeColumns(input.list.table.headers) };
  if (table.rows.length > BUSINESS_LIST_MAX_ROWS) {
    throw new ProblemError(422, "list_too_long", "problem.detail.listTooLong", undefined, { maxRows: BUSINESS_LIST_MAX_ROWS });
  }
  const read = readRows(table, columns);
  const problems = [...read.problems];
  for (const r of read.rows) if (!r.grade && !input.defaultGrade) problems.push({ row: r.row, field: "condition", code: "grade_missing" });
  if (problems.length) throw listProblem(problems);
  if (!read.rows.length) throw new ProblemError(422, "list_empty", "problem.detail.listEmpty");
  // counted before matching: a refused caller costs no catalog work
  if (input.limit !== false) await countQuote(db, input.clientKey, now);

  const matches = await (input.match ?? matchRows)(db, edition, read.rows);
  const devices = await quoteDevices(
    db,
    edition,
    matches.filter((m) => m.status === "matched" && m.deviceId !== null).map((m) => m.deviceId!),
  );
  const drafts: RowDraft[] = read.rows.map((r, i) => {
    const m = matches[i]!;
    const grade = r.grade ?? input.defaultGrade!;
    const device = m.status === "matched" && m.deviceId !== null ? devices.get(m.deviceId) : undefined;
    const priced = device ? gradePrice(device, grade) : null;
    const status: QuoteRowStatus = m.status === "ask" ? "ask" : priced ? "matched" : "unpriced";
    return {
      row: r.row,
      input: r.input as Record<string, string>,
      status,
      deviceId: m.deviceId,
      confidence: m.confidence,
      candidates: m.candidates.slice(0, 3),
      matchedBy: m.deviceId !== null && m.status === "matched" ? "match" : null,
      grade,
      quantity: r.quantity,
      imei: r.imei,
      serial: r.serial,
      identifierProblem: r.identifierProblem,
      basePriceCents: status === "matched" ? priced!.priceCents : null,
    };
  });
  const tiers = input.tiers ?? parseVolumeTiers(DEFAULT_VOLUME_TIERS);
  const volume = applyVolume(drafts, tiers);
  const member = input.customerId ? await companyOfCustomer(db, input.customerId) : null;
  const validUntil = new Date(now.getTime() + BUSINESS_QUOTE_VALID_DAYS * 86_400_000);

  const publicId = newQuotePublicId();
  await db.transaction(async (tx) => {
    const [quote] = await sqlRows<{ id: number }>(
      tx,
      sql`insert into b2b_quotes (public_id, edition, state, source, client_key, company_id, created_by, account_manager_id, columns, volume,
          unit_count, total_cents, created_at, valid_until)
        values (${publicId}, ${edition}, 'open', ${source}, ${input.clientKey}, ${member?.company.id ?? null}, ${input.customerId ?? null},
          ${member?.company.accountManager?.id ?? null}, ${JSON.stringify(columns)}::jsonb,
          ${JSON.stringify({ units: volume.units, percent: volume.percent, tiers })}::jsonb, ${volume.units}, ${volume.totalCents},
          ${now.toISOString()}, ${validUntil.toISOString()})
        returning id`,
    );
    for (let start = 0; start < drafts.length; start += insertRowsChunk) {
      const chunk = drafts.slice(start, start + insertRowsChunk);
      await tx.execute(
        sql`insert into b2b_quote_rows (quote_id, row, input, status, device_id, confidence, candidates, matched_by, grade, quantity, imei, serial,
            identifier_problem, base_price_cents, unit_price_cents, total_cents) values ${sql.join(
              chunk.map((d, i) => {
                const p = volume.priced[start + i]!;
                return sql`(${quote!.id}, ${d.row}, ${JSON.stringify(d.input)}::jsonb, ${d.status}, ${d.deviceId}, ${d.confidence},
                  ${d.candidates.length ? JSON.stringify(d.candidates) : null}::jsonb, ${d.matchedBy}, ${d.grade}, ${d.quantity}, ${d.imei},
                  ${d.serial}, ${d.identifierProblem}, ${d.basePriceCents}, ${p.unitPriceCents}, ${p.totalCents})`;
              }),
              sql`, `,
            )}`,
      );
    }
  });
  return (await quoteByPublicId(db, publicId, now))!;
}

export const QUOTE_RATE_LIMITED = "problem.detail.quoteRateLimited";

/** Counts one quote of `clientKey`; 429 (Retry-After) over QUOTE_LIMITS.perAddress. */
export async function countQuote(db: Db, clientKey: string, now: Date): Promise<void> {
  try {
    await enforceRateLimit(db, `b2b-quote-address:${clientKey}`, QUOTE_LIMITS.perAddress, now);
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429)
      throw new ProblemError(429, "rate_limited", QUOTE_RATE_LIMITED, undefined, err.extra);
    throw err;
  }
}

interface QuoteDbRow {
  id: number;
  public_id: string;
  number: string;
  edition: string;
  state: string;
  company_id: number | null;
  volume: { units: number; percent: number; tiers?: VolumeTier[] } | null;
  unit_count: number;
  total_cents: number;
  created_at: Date | string;
  valid_until: Date | string;
  sent_at: Date | string | null;
  trade_number: string | null;
}

interface RowDbRow {
  id: number;
  row: number;
  input: Record<string, string>;
  status: QuoteRowStatus;
  device_id: number | null;
  name: string | null;
  confidence: number | null;
  candidates: QuoteCandidate[] | null;
  grade: BusinessGrade;
  quantity: number;
  imei: string | null;
  serial: string | null;
  identifier_problem: string | null;
  base_price_cents: number | null;
  unit_price_cents: number | null;
  total_cents: number | null;
  matched_by: QuoteRowView["matchedBy"];
}

const iso = (v: Date | string) => new Date(v).toISOString();
const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The state a reader sees: an open quote past its validity is expired, whether or not the job has marked it yet. */
export function quoteStateAt(state: string, validUntil: Date | string, now: Date): QuoteState {
  if (state === "open" && new Date(validUntil).getTime() <= now.getTime()) return "expired";
  return state as QuoteState;
}

async function quoteRow(db: Db, where: SQL, lock = false): Promise<QuoteDbRow | null> {
  const [q] = await sqlRows<QuoteDbRow>(
    db,
    sql`select q.id, q.public_id, q.number, q.edition, q.state, q.company_id, q.volume, q.unit_count, q.total_cents, q.created_at, q.valid_until,
        q.sent_at, t.trade_number
      from b2b_quotes q left join trades t on t.id = q.trade_id where ${where}${lock ? sql` for update of q` : sql``}`,
  );
  return q ?? null;
}

async function quoteRows(db: Db, quoteDbId: number, edition: EditionId): Promise<RowDbRow[]> {
  return sqlRows<RowDbRow>(
    db,
    sql`select r.id, r.row, r.input, r.status, r.device_id, coalesce(dt.name, d.name) as name, r.confidence, r.candidates, r.grade, r.quantity,
        r.imei, r.serial, r.identifier_problem, r.base_price_cents, r.unit_price_cents, r.total_cents, r.matched_by
      from b2b_quote_rows r
      left join devices d on d.id = r.device_id
      left join device_texts dt on dt.device_id = d.id and dt.edition = ${edition}
      where r.quote_id = ${quoteDbId} order by r.row`,
  );
}

function toView(q: QuoteDbRow, list: RowDbRow[], now: Date): QuoteView {
  const percent = q.volume?.percent ?? 0;
  return {
    quoteId: q.public_id,
    number: q.number,
    edition: q.edition as EditionId,
    state: quoteStateAt(q.state, q.valid_until, now),
    createdAt: iso(q.created_at),
    validUntil: iso(q.valid_until),
    unitCount: Number(q.unit_count),
    totalCents: Number(q.total_cents),
    volume: percent > 0 ? { percent: Number(percent), units: Number(q.volume!.units) } : null,
    companyId: q.company_id === null ? null : Number(q.company_id),
    tradeNumber: q.trade_number,
    sentAt: q.sent_at ? iso(q.sent_at) : null,
    rows: list.map((r) => ({
      row: Number(r.row),
      status: r.status,
      deviceId: num(r.device_id),
      name: r.name,
      confidence: num(r.confidence),
      candidates: r.candidates ?? [],
      grade: r.grade,
      quantity: Number(r.quantity),
      imei: r.imei,
      serial: r.serial,
      identifierProblem: r.identifier_problem,
      matchedBy: r.matched_by,
      input: r.input,
      basePriceCents: num(r.base_price_cents),
      unitPriceCents: num(r.unit_price_cents),
      totalCents: num(r.total_cents),
    })),
  };
}

/** The quote by its public id; state "expired" once past validUntil (and marked so on the way). */
export async function quoteByPublicId(db: Db, quoteId: string, now: Date): Promise<QuoteView | null> {
  if (!QUOTE_PUBLIC_ID_PATTERN.test(quoteId)) return null;
  const q = await quoteRow(db, sql`q.public_id = ${quoteId}`);
  if (!q) return null;
  if (quoteStateAt(q.state, q.valid_until, now) === "expired" && q.state === "open") {
    await db.execute(
      sql`update b2b_quotes set state = 'expired' where id = ${q.id} and state = 'open' and valid_until <= ${now.toISOString()}`,
    );
  }
  return toView(q, await quoteRows(db, q.id, q.edition as EditionId), now);
}

/** The open quote under its row lock, or the problem why it cannot change: 404, 409 expired / accepted. */
export async function lockOpenQuote(tx: Db, quoteId: string, now: Date): Promise<QuoteDbRow> {
  const q = QUOTE_PUBLIC_ID_PATTERN.test(quoteId) ? await quoteRow(tx, sql`q.public_id = ${quoteId}`, true) : null;
  if (!q) throw new ProblemError(404, "not_found", "problem.detail.noQuote");
  const state = quoteStateAt(q.state, q.valid_until, now);
  if (state === "expired") throw new ProblemError(409, "quote_expired", "problem.detail.quoteExpired");
  if (state === "accepted") throw new ProblemError(409, "quote_accepted", "problem.detail.quoteAccepted");
  return q;
}

/** Writes the volume percent the priced units now reach into every priced row and the quote's totals. */
async function repriceQuote(tx: Db, q: QuoteDbRow): Promise<void> {
  const list = await sqlRows<{ id: number; base_price_cents: number | null; quantity: number; unit_price_cents: number | null }>(
    tx,
    sql`select id, base_price_cents, quantity, unit_price_cents from b2b_quote_rows where quote_id = ${q.id}`,
  );
  const drafts = list.map((r) => ({ basePriceCents: num(r.base_price_cents), quantity: Number(r.quantity) }));
  const tiers = q.volume?.tiers ?? parseVolumeTiers(DEFAULT_VOLUME_TIERS);
  const volume = applyVolume(drafts, tiers);
  const changed = list
    .map((r, i) => ({ id: r.id, before: num(r.unit_price_cents), ...volume.priced[i]! }))
    .filter((r) => r.unitPriceCents !== null && r.unitPriceCents !== r.before);
  for (let start = 0; start < changed.length; start += insertRowsChunk) {
    const chunk = changed.slice(start, start + insertRowsChunk);
    await tx.execute(
      sql`update b2b_quote_rows r set unit_price_cents = v.u, total_cents = v.t from (values ${sql.join(
        chunk.map((c) => sql`(${c.id}::int, ${c.unitPriceCents}::int, ${c.totalCents}::int)`),
        sql`, `,
      )}) as v(id, u, t) where r.id = v.id`,
    );
  }
  await tx.execute(
    sql`update b2b_quotes set unit_count = ${volume.units}, total_cents = ${volume.totalCents},
      volume = ${JSON.stringify({ units: volume.units, percent: volume.percent, tiers })}::jsonb where id = ${q.id}`,
  );
}

/**
 * The seller names a row's device (decision 0118): any shop device of the quote's edition, the
 * row's candidates or another one (the candidates may all be wrong); the row is priced by today's
 * catalog for its grade, and the volume percent follows the quote's new unit count. Any row of an
 * open quote may be named again (a wrong match is corrected the same way).
 */
export async function resolveQuoteRow(db: Db, quoteId: string, row: number, deviceId: number, now: Date): Promise<QuoteView> {
  await db.transaction(async (tx) => {
    const q = await lockOpenQuote(tx, quoteId, now);
    const [r] = await sqlRows<{ id: number; grade: BusinessGrade; candidates: QuoteCandidate[] | null }>(
      tx,
      sql`select id, grade, candidates from b2b_quote_rows where quote_id = ${q.id} and row = ${row}`,
    );
    if (!r) throw new ProblemError(404, "not_found", "problem.detail.noQuoteRow");
    const device = (await quoteDevices(tx, q.edition as EditionId, [deviceId])).get(deviceId);
    if (!device)
      throw new ProblemError(422, "validation", "problem.detail.noDevice", [{ field: "deviceId", message: "problem.detail.noDevice" }]);
    const priced = gradePrice(device, r.grade);
    const candidate = (r.candidates ?? []).find((c) => c.deviceId === deviceId);
    await tx.execute(
      sql`update b2b_quote_rows set status = ${priced ? "matched" : "unpriced"}, device_id = ${deviceId}, matched_by = 'seller',
        confidence = ${candidate?.confidence ?? 1}, base_price_cents = ${priced?.priceCents ?? null},
        unit_price_cents = null, total_cents = null where id = ${r.id}`,
    );
    await repriceQuote(tx, q);
  });
  return (await quoteByPublicId(db, quoteId, now))!;
}

/** A company's quotes, newest first (the seller's account page). */
export async function quotesOfCompany(db: Db, companyId: number, now: Date = new Date()): Promise<QuoteSummary[]> {
  const list = await sqlRows<QuoteDbRow>(
    db,
    sql`select q.id, q.public_id, q.number, q.edition, q.state, q.company_id, q.volume, q.unit_count, q.total_cents, q.created_at, q.valid_until,
        q.sent_at, t.trade_number
      from b2b_quotes q left join trades t on t.id = q.trade_id where q.company_id = ${companyId} order by q.created_at desc, q.id desc`,
  );
  return list.map((q) => ({
    quoteId: q.public_id,
    number: q.number,
    state: quoteStateAt(q.state, q.valid_until, now),
    createdAt: iso(q.created_at),
    validUntil: iso(q.valid_until),
    unitCount: Number(q.unit_count),
    totalCents: Number(q.total_cents),
    tradeNumber: q.trade_number,
  }));
}

/** Marks open quotes past validUntil "expired" (the daily job; readers see it at once anyway); returns how many. */
export async function expireQuotes(db: Db, now: Date): Promise<number> {
  const done = await sqlRows<{ id: number }>(
    db,
    sql`update b2b_quotes set state = 'expired' where state = 'open' and valid_until <= ${now.toISOString()} returning id`,
  );
  return done.length;
}

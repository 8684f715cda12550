/**
 * The back office's view of trades (decision 0023): the queue of every edition's trades (filters,
 * search, counts per state, oldest first, pages of 50) and one trade's detail for staff. Reads
 * only; state changes go through the trade's transitions.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { answerTexts, questionTexts, tradeEvents, tradeLines, trades, tradeStateCounts } from "../../db/schema/index.ts";
import { rows } from "../shared/index.server.ts";
import type { EditionId } from "../editions/index.ts";
import { getTradeByNumber } from "./queries.server.ts";
import { TRADE_STATES, type TradeState } from "./states.ts";
import type { TradeView } from "./types.ts";

export const QUEUE_PAGE_SIZE = 50;
/**
 * Counts taken from the trades themselves (an age filter or a search) stop here (decision 0136):
 * a state with more shows as "1000+". The whole queue, an edition or a partner are counted
 * exactly from `trade_state_counts`.
 */
export const QUEUE_COUNT_CAP = 1000;

export interface QueueFilter {
  state?: TradeState | undefined;
  edition?: EditionId | undefined;
  partner?: string | undefined;
  /** Only trades at least this many days old. */
  minAgeDays?: number | undefined;
  /** Trade number, e-mail or name (IMEI/serial: see `identifierMatch`). */
  q?: string | undefined;
  /** 1-based. */
  page?: number | undefined;
}

export interface QueueItem {
  tradeNumber: string;
  state: TradeState;
  edition: EditionId;
  mode: string;
  partnerId: string | null;
  createdAt: string;
  ageDays: number;
  customerName: string;
  email: string;
  devices: number;
  totalCents: number;
}

export interface QueuePage {
  items: QueueItem[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  /** Per state, under every filter but the state. */
  counts: Record<TradeState, number>;
  /** The states whose count is a lower bound (QUEUE_COUNT_CAP reached): "at least". */
  capped: TradeState[];
  /** Whether `total` (and so `pages`) is a lower bound. */
  totalCapped: boolean;
}

/** A typed trade number: "SB-1000001", "sb1000001" or the seven digits alone. */
export function tradeNumberOf(q: string): string | null {
  const m = /^(?:sb-?)?(\d{7})$/i.exec(q.trim());
  return m ? `SB-${m[1]}` : null;
}

/**
 * IMEI and serial search (decision 0025): trades with an inspected device of that IMEI or serial,
 * as a condition on `trades`, or null when the query cannot be one.
 */
export function identifierMatch(q: string): SQL | null {
  const raw = q.trim();
  // Only what can be an IMEI (15 digits) or a serial (letters and digits, with a digit): names and e-mails never look up here.
  if (!/^[A-Za-z0-9][A-Za-z0-9 \-/]{3,44}$/.test(raw) || !/\d/.test(raw)) return null;
  const imei = raw.replace(/[\s\-/]/g, "");
  const serial = raw.toUpperCase().replace(/\s+/g, "");
  return sql`${trades.id} in (select i.trade_id from trade_inspections i where i.imei = ${imei} or i.serial = ${serial})`;
}

/** A whole e-mail address: looked up as one (trades_email_lower), not as a part of the text (decision 0136). */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function searchCondition(q: string): SQL {
  const number = tradeNumberOf(q);
  if (number) return eq(trades.tradeNumber, number);
  // at 1,000,000 trades an address's trigrams (…@gmail.com) are in most rows: the trigram index read them all (0.8 s)
  if (WHOLE_EMAIL.test(q.trim())) return sql`lower(${trades.email}) = ${q.trim().toLowerCase()}`;
  const text = q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  const byText = sql`lower(${trades.firstName} || ' ' || ${trades.lastName} || ' ' || ${trades.email}) like ${`%${text}%`}`;
  const byIdentifier = identifierMatch(q);
  return byIdentifier ? sql`(${byText} or ${byIdentifier})` : byText;
}

function conditions(f: QueueFilter, now: Date, withState: boolean): SQL | undefined {
  const where: SQL[] = [];
  if (withState && f.state) where.push(eq(trades.state, f.state));
  if (f.edition) where.push(eq(trades.edition, f.edition));
  if (f.partner) where.push(eq(trades.partnerId, f.partner));
  if (f.minAgeDays)
    where.push(sql`${trades.createdAt} <= ${new Date(now.getTime() - f.minAgeDays * 86_400_000).toISOString()}::timestamptz`);
  if (f.q?.trim()) where.push(searchCondition(f.q));
  return where.length ? and(...where) : undefined;
}

/** One page of the queue; `cap` is where counts taken from the trades stop (QUEUE_COUNT_CAP; tests set a small one). */
export async function listTradeQueue(db: Db, f: QueueFilter, now: Date, cap = QUEUE_COUNT_CAP): Promise<QueuePage> {
  const page = Math.max(1, f.page ?? 1);
  const where = conditions(f, now, true);
  // The page first (50 rows after the offset), then each row's device count: counted inside the
  // paged select, the count would run for every skipped row too (page 20: a thousand times).
  const paged = db
    .select({
      id: trades.id,
      tradeNumber: trades.tradeNumber,
      state: trades.state,
      edition: trades.edition,
      mode: trades.mode,
      partnerId: trades.partnerId,
      createdAt: trades.createdAt,
      firstName: trades.firstName,
      lastName: trades.lastName,
      email: trades.email,
      totalCents: trades.totalCents,
    })
    .from(trades)
    .where(where)
    .orderBy(asc(trades.createdAt), asc(trades.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE)
    .as("page");
  // qualified by hand: drizzle would name the subquery's column without its alias (trade_lines has an id too)
  const devices = sql<number>`(select coalesce(sum(tl.quantity), 0)::int from trade_lines tl where tl.trade_id = "page"."id")`;
  const [found, counted] = await Promise.all([
    db
      .select({
        tradeNumber: paged.tradeNumber,
        state: paged.state,
        edition: paged.edition,
        mode: paged.mode,
        partnerId: paged.partnerId,
        createdAt: paged.createdAt,
        firstName: paged.firstName,
        lastName: paged.lastName,
        email: paged.email,
        totalCents: paged.totalCents,
        devices,
      })
      .from(paged)
      .orderBy(asc(paged.createdAt), asc(paged.id)),
    stateCounts(db, f, now, cap),
  ]);
  const { counts, capped } = counted;
  const total = f.state ? counts[f.state] : Object.values(counts).reduce((a, b) => a + b, 0);
  const totalCapped = f.state ? capped.includes(f.state) : capped.length > 0;
  return {
    items: found.map((r) => ({
      tradeNumber: r.tradeNumber,
      state: r.state as TradeState,
      edition: r.edition as EditionId,
      mode: r.mode,
      partnerId: r.partnerId,
      createdAt: r.createdAt.toISOString(),
      ageDays: Math.max(0, Math.floor((now.getTime() - r.createdAt.getTime()) / 86_400_000)),
      customerName: `${r.firstName} ${r.lastName}`,
      email: r.email,
      devices: Number(r.devices),
      totalCents: r.totalCents,
    })),
    total,
    page,
    pageSize: QUEUE_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)),
    counts,
    capped,
    totalCapped,
  };
}

/**
 * The counts per state under every filter but the state (decision 0136). Without an age filter or
 * a search: exact, a sum over `trade_state_counts` (kept by triggers). With a search: the matching
 * trades, at most QUEUE_COUNT_CAP + 1 of them (one pass over the search's index); past the cap
 * every count found is a lower bound. With an age filter: each state's trades counted up to the cap
 * on its own index range (`trades_state_created`, `trades_edition_state_created`).
 */
async function stateCounts(
  db: Db,
  f: QueueFilter,
  now: Date,
  cap: number,
): Promise<{ counts: Record<TradeState, number>; capped: TradeState[] }> {
  const counts = Object.fromEntries(TRADE_STATES.map((s) => [s, 0])) as Record<TradeState, number>;
  const known = (state: string): state is TradeState => (TRADE_STATES as readonly string[]).includes(state);
  let found: { state: string; n: number }[];
  let capped: TradeState[] = [];
  if (f.q?.trim()) {
    found = await rows<{ state: string; n: number }>(
      db,
      sql`select state, count(*)::int as n from (
            select ${trades.state} as state from ${trades} where ${conditions(f, now, false)!} limit ${cap + 1}::int
          ) m group by state`,
    );
    const over = found.reduce((a, r) => a + Number(r.n), 0) - cap;
    if (over > 0) {
      capped = found.map((r) => r.state).filter(known);
      // the one match past the cap is left out, so that the whole reads "1000+", not "1001+"
      const most = found.reduce((a, r) => (Number(r.n) > Number(a.n) ? r : a));
      most.n = Number(most.n) - over;
    }
  } else if (f.minAgeDays) {
    found = await rows<{ state: string; n: number }>(
      db,
      sql`select s.state, (select count(*) from (
            select 1 from ${trades} where ${trades.state} = s.state and ${conditions(f, now, false)!} limit ${cap + 1}::int
          ) x)::int as n
          from unnest(${`{${TRADE_STATES.join(",")}}`}::text[]) as s(state)`,
    );
    capped = found.filter((r) => Number(r.n) > cap && known(r.state)).map((r) => r.state as TradeState);
    found = found.map((r) => ({ state: r.state, n: Math.min(Number(r.n), cap) }));
  } else {
    const where: SQL[] = [];
    if (f.edition) where.push(eq(tradeStateCounts.edition, f.edition));
    if (f.partner) where.push(eq(tradeStateCounts.partnerId, f.partner));
    found = await db
      .select({ state: tradeStateCounts.state, n: sql<number>`sum(${tradeStateCounts.trades})::int` })
      .from(tradeStateCounts)
      .where(where.length ? and(...where) : undefined)
      .groupBy(tradeStateCounts.state);
  }
  for (const r of found) if (known(r.state)) counts[r.state] = Number(r.n);
  return { counts, capped };
}

export interface StaffTradeLine {
  position: number;
  deviceName: string;
  manufacturer: string;
  category: string;
  quantity: number;
  priceCents: number;
  lineTotalCents: number;
  condition: string;
  /** The customer's answers, in the staff language where the catalog has it. */
  answers: { questionId: number; answerId: number; question: string; answer: string }[];
}

export interface StaffTradeEvent {
  state: TradeState;
  at: string;
  actor: string;
  actorRole: string | null;
  reason: string | null;
}

/** A trade as staff see it: no tracking token or label link; the IBAN masked. */
export type StaffTradeView = Omit<TradeView, "trackingToken" | "labelUrl" | "lines" | "events"> & {
  lines: StaffTradeLine[];
  events: StaffTradeEvent[];
};

interface StoredAnswer {
  questionId: number;
  answerId: number;
  questionCode?: string;
  answerCode?: string;
}

/** One trade for the back office, any edition; null when the number is unknown. */
export async function getTradeForStaff(db: Db, tradeNumber: string, language: "en" | "de"): Promise<StaffTradeView | null> {
  const number = tradeNumberOf(tradeNumber) ?? tradeNumber;
  const trade = await getTradeByNumber(db, number);
  if (!trade) return null;
  const [lines, events] = await Promise.all([
    db.select().from(tradeLines).where(eq(tradeLines.tradeId, trade.tradeId)).orderBy(asc(tradeLines.position)),
    db.select().from(tradeEvents).where(eq(tradeEvents.tradeId, trade.tradeId)).orderBy(asc(tradeEvents.at), asc(tradeEvents.id)),
  ]);
  const stored = lines.map((l) => (Array.isArray(l.answers) ? (l.answers as StoredAnswer[]) : []));
  const questionIds = [...new Set(stored.flat().map((a) => a.questionId))];
  const answerIds = [...new Set(stored.flat().map((a) => a.answerId))];
  const [qTexts, aTexts] = await Promise.all([
    questionIds.length
      ? db
          .select()
          .from(questionTexts)
          .where(and(inArray(questionTexts.questionId, questionIds), inArray(questionTexts.edition, [language, "en"])))
      : [],
    answerIds.length
      ? db
          .select()
          .from(answerTexts)
          .where(and(inArray(answerTexts.answerId, answerIds), inArray(answerTexts.edition, [language, "en"])))
      : [],
  ]);
  const pick = <T extends { edition: string }>(list: T[], match: (t: T) => boolean) =>
    list.find((t) => match(t) && t.edition === language) ?? list.find(match);
  const { trackingToken: _token, labelUrl: _label, lines: _lines, events: _events, ...rest } = trade;
  return {
    ...rest,
    lines: lines.map((l, i) => ({
      position: l.position,
      deviceName: l.deviceName,
      manufacturer: l.manufacturer,
      category: l.category,
      quantity: l.quantity,
      priceCents: l.priceCents,
      lineTotalCents: l.lineTotalCents,
      condition: l.condition,
      answers: stored[i]!.map((a) => ({
        questionId: a.questionId,
        answerId: a.answerId,
        question: pick(qTexts, (t) => t.questionId === a.questionId)?.question ?? a.questionCode ?? String(a.questionId),
        answer: pick(aTexts, (t) => t.answerId === a.answerId)?.text ?? a.answerCode ?? String(a.answerId),
      })),
    })),
    events: events.map((e) => ({
      state: e.state as TradeState,
      at: e.at.toISOString(),
      actor: e.actor,
      actorRole: e.actorRole ?? null,
      reason: e.reason,
    })),
  };
}

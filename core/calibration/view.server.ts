/**
 * The calibration page's read model (decision 0131), the same for the page and
 * GET /api/backoffice/calibration: the job's cells summed over the filters into rows per question
 * and customer's answer, the questions' and answers' texts in the staff member's language, the
 * filters' choices, and (for support only) the customers whose answers were overstated repeatedly.
 * Reads only the job's tables and the catalog's texts: a few small queries, whatever the number
 * of trades.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { rows } from "../shared/index.server.ts";
import type { CalibrationQuery } from "./query.ts";
import {
  CUSTOMERS_SHOWN,
  MISLEADING_BOTH_WAYS_SHARE,
  MISLEADING_MIN_DEVICES,
  REPEATED_OVERSTATED_TRADES,
  questionRows,
  type CalibrationCell,
  type CalibrationDirection,
  type QuestionRow,
} from "./rules.ts";

export interface CalibrationCustomer {
  /** The account's id; null for a guest (found by e-mail in support). */
  customerId: string | null;
  email: string;
  trades: number;
  overstatedTrades: number;
  movedCents: number;
  lastTradeAt: string;
}

export interface CalibrationView {
  /** When the job last ran; null before its first run. */
  computedAt: string | null;
  filters: CalibrationQuery;
  choices: {
    categories: { id: string; name: string }[];
    series: { id: string; name: string; categoryId: string }[];
  };
  rules: { misleadingMinDevices: number; misleadingBothWaysShare: number; repeatedOverstatedTrades: number };
  totals: { devices: number; differing: number; overstated: number; understated: number; movedCents: number };
  questions: (Omit<QuestionRow, "answers"> & {
    question: string | null;
    answers: (QuestionRow["answers"][number] & { answer: string | null })[];
  })[];
  /** Answer texts by code of the inspectors' answers too (question code → answer code → text). */
  answerTexts: Record<string, Record<string, string>>;
  /** null: the caller may not see customers (not support). */
  customers: { count: number; list: CalibrationCustomer[] } | null;
}

/** The back office speaks English and German; the catalog's texts of the en and de editions. */
const editionOf = (language: "en" | "de") => (language === "de" ? "de" : "en");

function where(filters: CalibrationQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.category) parts.push(sql`category_id = ${filters.category}`);
  if (filters.series) parts.push(sql`series_id = ${filters.series}`);
  if (filters.channel) parts.push(sql`channel = ${filters.channel}`);
  return sql.join(parts, sql` and `);
}

export async function calibrationView(
  db: Db,
  filters: CalibrationQuery,
  opts: { language: "en" | "de"; customers: boolean },
): Promise<CalibrationView> {
  const edition = editionOf(opts.language);
  const [cells, stamp, categories, series, customers] = await Promise.all([
    rows<{ q: string; c: string; i: string; d: CalibrationDirection; devices: number; moved: string }>(
      db,
      sql`select question_code as q, customer_answer_code as c, inspector_answer_code as i, direction as d,
            sum(devices)::int as devices, sum(moved_cents)::bigint::text as moved
          from calibration_cells where ${where(filters)}
          group by 1, 2, 3, 4`,
    ),
    rows<{ at: Date | string }>(
      db,
      sql`select computed_at as at from calibration_cells union all select computed_at from calibration_customers limit 1`,
    ),
    rows<{ id: string; name: string }>(
      db,
      sql`select c.id, coalesce(t.name, c.id) as name from categories c
          left join category_texts t on t.category_id = c.id and t.edition = ${edition}
          order by c.sort_order, c.id`,
    ),
    // the model families that have figures (a family without inspections has nothing to show)
    rows<{ id: string; name: string; categoryId: string }>(
      db,
      sql`select s.id, s.name, s.category_id as "categoryId" from series s
          where s.id in (select distinct series_id from calibration_cells)
          order by s.name, s.id`,
    ),
    opts.customers
      ? rows<{
          customer_id: string | null;
          email: string;
          trades: number;
          overstated_trades: number;
          moved_cents: number;
          last_trade_at: Date | string;
          total: number;
        }>(
          db,
          sql`select customer_id, email, trades, overstated_trades, moved_cents, last_trade_at, count(*) over ()::int as total
              from calibration_customers where overstated_trades >= ${REPEATED_OVERSTATED_TRADES}::int
              order by overstated_trades desc, moved_cents, last_trade_at desc, customer_key
              limit ${CUSTOMERS_SHOWN}::int`,
        )
      : Promise.resolve(null),
  ]);
  const list: CalibrationCell[] = cells.map((r) => ({
    questionCode: r.q,
    customerAnswerCode: r.c,
    inspectorAnswerCode: r.i,
    direction: r.d,
    devices: r.devices,
    movedCents: Number(r.moved),
  }));
  const questions = questionRows(list);
  const texts = await catalogTexts(db, edition, filters.category ?? null, [...new Set(list.map((c) => c.questionCode))]);
  return {
    computedAt: stamp[0] ? new Date(stamp[0].at).toISOString() : null,
    filters,
    choices: { categories, series },
    rules: {
      misleadingMinDevices: MISLEADING_MIN_DEVICES,
      misleadingBothWaysShare: MISLEADING_BOTH_WAYS_SHARE,
      repeatedOverstatedTrades: REPEATED_OVERSTATED_TRADES,
    },
    totals: answerTotals(questions),
    questions: questions.map((q) => ({
      ...q,
      question: texts.questions[q.questionCode] ?? null,
      answers: q.answers.map((a) => ({ ...a, answer: texts.answers[q.questionCode]?.[a.customerAnswerCode] ?? null })),
    })),
    answerTexts: texts.answers,
    customers: customers
      ? {
          count: customers[0]?.total ?? 0,
          list: customers.map((c) => ({
            customerId: c.customer_id,
            email: c.email,
            trades: c.trades,
            overstatedTrades: c.overstated_trades,
            movedCents: c.moved_cents,
            lastTradeAt: new Date(c.last_trade_at).toISOString(),
          })),
        }
      : null,
  };
}

/**
 * Devices answered: every device answers each question once, so the question answered most often
 * counts the devices; answers told otherwise are summed over every question.
 */
function answerTotals(questions: readonly QuestionRow[]) {
  return {
    devices: questions.reduce((n, q) => Math.max(n, q.devices), 0),
    differing: questions.reduce((n, q) => n + q.differing, 0),
    overstated: questions.reduce((n, q) => n + q.overstated, 0),
    understated: questions.reduce((n, q) => n + q.understated, 0),
    movedCents: questions.reduce((n, q) => n + q.movedCents, 0),
  };
}

/**
 * The questions' and answers' texts by code in one edition. A code can stand for questions of
 * several categories (and of single devices): the filtered category's first, else the first by id.
 */
async function catalogTexts(db: Db, edition: string, category: string | null, codes: string[]) {
  if (codes.length === 0) return { questions: {}, answers: {} };
  const codeList = sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );
  const rank = category ? sql`(q.category_id = ${category}) desc, q.category_id is null, q.id` : sql`q.category_id is null, q.id`;
  const [questions, answers] = await Promise.all([
    rows<{ code: string; question: string }>(
      db,
      sql`select distinct on (q.code) q.code, t.question from questions q
          join question_texts t on t.question_id = q.id and t.edition = ${edition}
          where q.code in (${codeList}) order by q.code, ${rank}`,
    ),
    rows<{ q: string; a: string; text: string }>(
      db,
      sql`select distinct on (q.code, a.code) q.code as q, a.code as a, t.text from answers a
          join questions q on q.id = a.question_id
          join answer_texts t on t.answer_id = a.id and t.edition = ${edition}
          where q.code in (${codeList}) order by q.code, a.code, ${rank}`,
    ),
  ]);
  const answerTexts: Record<string, Record<string, string>> = {};
  for (const a of answers) (answerTexts[a.q] ??= {})[a.a] = a.text;
  return { questions: Object.fromEntries(questions.map((q) => [q.code, q.question])), answers: answerTexts };
}

/**
 * The calibration job (decision 0131): once a day (and on demand) every inspection's answers are
 * set against the customer's answers of the locked offer and summed into `calibration_cells` (per
 * category, model family, channel, question, customer's answer and inspector's answer, agreement
 * included) and `calibration_customers` (customers with at least one trade whose answer was
 * overstated). Both tables are replaced in one transaction, so the page never reads half a run.
 * The inspections are read in pages by id: memory grows with the number of cells and customers,
 * not of inspections.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { answerEffects, type InspectionOutcome } from "../inspection/index.server.ts";
import { enqueueDailyJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { rows } from "../shared/index.server.ts";
import {
  channelOf,
  customerKeyOf,
  directionOf,
  noOfferShares,
  type AnswerEffect,
  type CalibrationCell,
  type CalibrationChannel,
} from "./rules.ts";

export const CALIBRATION_JOB = "calibration.compute";
/** Inspections read per query. */
const PAGE = 5000;
/** Rows written per statement. */
const WRITE_BATCH = 2000;

interface InspectionRow {
  id: number;
  trade_id: number;
  found: { questionId: number; answerId: number; questionCode: string; answerCode: string }[];
  outcome: InspectionOutcome;
  breakdown: {
    basePriceCents: number;
    lines: { questionId: number; answerId: number; questionCode: string; answerCode: string; effect: AnswerEffect }[];
  };
  line_price_cents: number;
  category_id: string;
  series_id: string;
  company_id: number | null;
  store_id: number | null;
  partner_id: string | null;
  customer_id: string | null;
  email: string;
  trade_at: Date | string;
}

/** A stored cell: the page's cell (rules.ts) with the dimensions the filters sum over. */
interface Cell extends CalibrationCell {
  categoryId: string;
  seriesId: string;
  channel: CalibrationChannel;
}

interface TradeTally {
  key: string;
  email: string;
  customerId: string | null;
  at: Date;
  overstated: boolean;
  movedCents: number;
}

export interface CalibrationRun {
  inspections: number;
  cells: number;
  customers: number;
  computedAt: Date;
}

/** Every answer's price effect by answer id, as the catalog has it now (the inspector's answers are catalog answers). */
async function answerEffectsById(db: Db): Promise<Map<number, AnswerEffect>> {
  const list = await rows<{ id: number; effect_kind: string; multiplier: string | null; deduction_cents: number | null }>(
    db,
    sql`select id, effect_kind, multiplier::text as multiplier, deduction_cents from answers`,
  );
  const map = new Map<number, AnswerEffect>();
  for (const a of list) {
    if (a.effect_kind === "multiplier") map.set(a.id, { kind: "multiplier", value: a.multiplier ?? "1" });
    else if (a.effect_kind === "deduction") map.set(a.id, { kind: "deduction", cents: a.deduction_cents ?? 0 });
    else map.set(a.id, { kind: "noOffer" });
  }
  return map;
}

/**
 * One inspection's contribution: per question the customer's answer against the inspector's, its
 * direction and the money it moved. A worse device's loss is told per answer as on the trade page
 * (decision 0086: each differing answer swapped in question order on the locked base price, the
 * parts add up to the new price minus the old); one with no offer loses the locked price, told to
 * the answers that ruled the offer out; a device as described moved nothing.
 */
export function inspectionCells(
  row: Pick<InspectionRow, "found" | "outcome" | "breakdown" | "line_price_cents">,
  effects: ReadonlyMap<number, AnswerEffect>,
) {
  const base = row.breakdown.basePriceCents ?? 0;
  const customer = row.breakdown.lines ?? [];
  const foundLines = row.found.flatMap((f) => {
    const effect = effects.get(f.answerId);
    return effect ? [{ ...f, effect }] : [];
  });
  const byQuestion = new Map(foundLines.map((f) => [f.questionId, f]));
  const directions = customer.map((c) => {
    const f = byQuestion.get(c.questionId);
    return f ? { c, f, direction: directionOf(c, f, base) } : null;
  });
  let moved: Map<number, number | null>;
  if (row.outcome === "no_offer") {
    const differing = directions.filter((d) => d !== null && d.direction !== "same");
    const ruling = differing.filter((d) => d!.f.effect.kind === "noOffer").map((d) => d!.c.questionId);
    const overstated = differing.filter((d) => d!.direction === "overstated").map((d) => d!.c.questionId);
    moved = noOfferShares(row.line_price_cents, ruling.length ? ruling : overstated);
  } else {
    // the effect types of core/offer and of the catalog's rows are the same three kinds
    moved = answerEffects(row.outcome, base, customer as never, foundLines as never);
  }
  return directions.flatMap((d) =>
    d
      ? [
          {
            questionCode: d.c.questionCode,
            customerAnswerCode: d.c.answerCode,
            inspectorAnswerCode: d.f.answerCode,
            direction: d.direction,
            movedCents: moved.get(d.c.questionId) ?? 0,
          },
        ]
      : [],
  );
}

/** Inserts `list` through jsonb_to_recordset in batches (one statement per batch). */
async function insertCells(tx: Db, list: Cell[], at: string) {
  for (let i = 0; i < list.length; i += WRITE_BATCH) {
    const json = JSON.stringify(list.slice(i, i + WRITE_BATCH));
    await tx.execute(sql`
      insert into calibration_cells (category_id, series_id, channel, question_code, customer_answer_code, inspector_answer_code, direction, devices, moved_cents, computed_at)
      select "categoryId", "seriesId", channel, "questionCode", "customerAnswerCode", "inspectorAnswerCode", direction, devices, "movedCents", ${at}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as x("categoryId" text, "seriesId" text, channel text, "questionCode" text,
        "customerAnswerCode" text, "inspectorAnswerCode" text, direction text, devices int, "movedCents" int)`);
  }
}

interface CustomerRow {
  key: string;
  email: string;
  customerId: string | null;
  trades: number;
  overstatedTrades: number;
  movedCents: number;
  lastTradeAt: string;
}

async function insertCustomers(tx: Db, list: CustomerRow[], at: string) {
  for (let i = 0; i < list.length; i += WRITE_BATCH) {
    const json = JSON.stringify(list.slice(i, i + WRITE_BATCH));
    await tx.execute(sql`
      insert into calibration_customers (customer_key, email, customer_id, trades, overstated_trades, moved_cents, last_trade_at, computed_at)
      select key, email, "customerId", trades, "overstatedTrades", "movedCents", "lastTradeAt", ${at}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as x(key text, email text, "customerId" text, trades int, "overstatedTrades" int,
        "movedCents" int, "lastTradeAt" timestamptz)`);
  }
}

/** Computes both tables from every inspection and replaces them; answers what it counted. */
export async function computeCalibration(db: Db, now: Date): Promise<CalibrationRun> {
  const effects = await answerEffectsById(db);
  const cells = new Map<string, Cell>();
  const trades = new Map<number, TradeTally>();
  let inspections = 0;
  for (let last = 0; ; ) {
    const page = await rows<InspectionRow>(
      db,
      sql`select i.id, i.trade_id, i.answers as found, i.outcome, o.breakdown, l.price_cents as line_price_cents,
            d.category_id, d.series_id, t.company_id, t.store_id, coalesce(t.partner_id, o.partner_id) as partner_id,
            t.customer_id, t.email, t.created_at as trade_at
          from trade_inspections i
          join trade_lines l on l.id = i.trade_line_id
          join offers o on o.id = l.offer_id
          join trades t on t.id = i.trade_id
          join devices d on d.id = l.device_id
          where i.id > ${last}::int
          order by i.id
          limit ${PAGE}::int`,
    );
    for (const row of page) {
      inspections++;
      const channel = channelOf({ companyId: row.company_id, storeId: row.store_id, partnerId: row.partner_id });
      let overstated = false;
      let moved = 0;
      for (const c of inspectionCells(row, effects)) {
        const key = [row.category_id, row.series_id, channel, c.questionCode, c.customerAnswerCode, c.inspectorAnswerCode].join("\u0000");
        const cell = cells.get(key);
        if (cell) {
          cell.devices++;
          cell.movedCents += c.movedCents;
        } else cells.set(key, { categoryId: row.category_id, seriesId: row.series_id, channel, ...c, devices: 1 });
        overstated ||= c.direction === "overstated";
        moved += c.movedCents;
      }
      const tally = trades.get(row.trade_id);
      if (tally) {
        tally.overstated ||= overstated;
        tally.movedCents += moved;
      } else
        trades.set(row.trade_id, {
          key: customerKeyOf({ customerId: row.customer_id, email: row.email }),
          email: row.email.trim().toLowerCase(),
          customerId: row.customer_id,
          at: new Date(row.trade_at),
          overstated,
          movedCents: moved,
        });
    }
    if (page.length < PAGE) break;
    last = page.at(-1)!.id;
  }

  const customers = new Map<string, CustomerRow>();
  for (const t of trades.values()) {
    const c = customers.get(t.key);
    if (!c) {
      customers.set(t.key, {
        key: t.key,
        email: t.email,
        customerId: t.customerId,
        trades: 1,
        overstatedTrades: t.overstated ? 1 : 0,
        movedCents: t.movedCents,
        lastTradeAt: t.at.toISOString(),
      });
      continue;
    }
    c.trades++;
    if (t.overstated) c.overstatedTrades++;
    c.movedCents += t.movedCents;
    // the newest trade's address is the one support reaches
    if (t.at.toISOString() > c.lastTradeAt) {
      c.lastTradeAt = t.at.toISOString();
      c.email = t.email;
    }
  }
  const overstatedCustomers = [...customers.values()].filter((c) => c.overstatedTrades > 0);
  const cellList = [...cells.values()];
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from calibration_cells`);
    await tx.execute(sql`delete from calibration_customers`);
    await insertCells(tx as unknown as Db, cellList, at);
    await insertCustomers(tx as unknown as Db, overstatedCustomers, at);
  });
  return { inspections, cells: cellList.length, customers: overstatedCustomers.length, computedAt: now };
}

/** Schedules today's run (once per UTC day, whoever asks first). */
export function scheduleCalibration(db: JobExecutor, now: Date): Promise<boolean> {
  return enqueueDailyJob(db, CALIBRATION_JOB, now);
}

export const calibrationJobHandlers: Record<string, (job: ClaimedJob, ctx: { db: Db; now: Date }) => Promise<void>> = {
  async [CALIBRATION_JOB](_job, ctx) {
    await computeCalibration(ctx.db, ctx.now);
  },
};

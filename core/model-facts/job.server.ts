/**
 * The open figures job (issue 34, decision 0129): once a day (and on demand, `computeModelFigures`)
 * the worker reads the paid trades, their inspections and their events and writes one row per
 * device into `model_figures`. The device page only reads that table: nothing is counted per request.
 * Devices without a paid unit get no row; the page hides a row below MODEL_FIGURES_MIN_PAID.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { modelFigures } from "../../db/schema/index.ts";
import { announceChange } from "../changes/index.ts";
import { enqueueDailyJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { rows } from "../shared/index.server.ts";
import { daysBetween, lowersPrice, median, topDeduction, type AnswerEffect, type Deduction } from "./figures.ts";

export const MODEL_FIGURES_JOB = "modelFigures.compute";

interface PaidLine {
  device_id: number;
  trade_id: number;
  quantity: number;
  /** The offer the trade was made with (a clarification's accepted new offer changes the line, not this). */
  offer_cents: number;
  base_cents: string | null;
  outcome: string | null;
  inspected_cents: number | null;
  differences: { questionId: number; questionCode: string; expected: number | null; found: number }[] | null;
}

interface AnswerRow {
  id: number;
  code: string;
  effect_kind: string;
  multiplier: string | null;
  deduction_cents: number | null;
}

/** One device's figures as the job writes them. */
export interface DeviceFigures {
  deviceId: number;
  paidCount: number;
  atOfferCount: number;
  medianDaysToMoney: number | null;
  top: (Deduction & { count: number }) | null;
}

/** Every paid device's figures from the trades as they are now (no writing). */
export async function readModelFigures(db: Db): Promise<DeviceFigures[]> {
  // the units of paid trades; a device the inspection ruled out (no offer) went back, it was not paid
  const lines = await rows<PaidLine>(
    db,
    sql`select l.device_id, l.trade_id, l.quantity, o.price_cents as offer_cents,
          o.breakdown->>'basePriceCents' as base_cents,
          i.outcome, i.price_cents as inspected_cents, i.differences
        from trade_lines l
        join trades t on t.id = l.trade_id and t.state = 'paid'
        join offers o on o.id = l.offer_id
        left join trade_inspections i on i.trade_line_id = l.id
        where i.outcome is distinct from 'no_offer'`,
  );
  if (lines.length === 0) return [];
  // from the parcel's receipt to the money sent: the first `received` and the last `paid` event
  // (a transfer the bank returned is paid again later, decision 0037)
  const spans = await rows<{ trade_id: number; received_at: Date | string | null; paid_at: Date | string | null }>(
    db,
    sql`select e.trade_id,
          min(e.at) filter (where e.state = 'received') as received_at,
          max(e.at) filter (where e.state = 'paid') as paid_at
        from trade_events e join trades t on t.id = e.trade_id and t.state = 'paid'
        -- only the two states it reads (decision 0136): at 1,000,000 trades 12 s over every event, 3 s over these
        where e.state in ('received', 'paid')
        group by e.trade_id`,
  );
  const days = new Map<number, number>();
  for (const s of spans)
    if (s.received_at && s.paid_at) days.set(Number(s.trade_id), daysBetween(new Date(s.received_at), new Date(s.paid_at)));
  const answerIds = new Set<number>();
  for (const l of lines)
    for (const d of l.differences ?? []) {
      answerIds.add(Number(d.found));
      if (d.expected !== null) answerIds.add(Number(d.expected));
    }
  const answers = new Map<number, AnswerRow>();
  if (answerIds.size > 0) {
    const ids = [...answerIds];
    const found = await rows<AnswerRow>(
      db,
      sql`select id, code, effect_kind, multiplier, deduction_cents from answers where id = any(${`{${ids.join(",")}}`}::int[])`,
    );
    for (const a of found) answers.set(Number(a.id), a);
  }
  const effect = (a: AnswerRow | undefined): AnswerEffect | null =>
    a ? { kind: a.effect_kind, multiplier: a.multiplier === null ? null : Number(a.multiplier), deductionCents: a.deduction_cents } : null;

  const byDevice = new Map<number, { paid: number; atOffer: number; trades: Set<number>; deductions: Deduction[] }>();
  for (const l of lines) {
    const deviceId = Number(l.device_id);
    let d = byDevice.get(deviceId);
    if (!d) byDevice.set(deviceId, (d = { paid: 0, atOffer: 0, trades: new Set(), deductions: [] }));
    const units = Number(l.quantity);
    d.paid += units;
    // paid at the offered price: inspected as described (a better device too), or a price not lower
    if (l.outcome === null || l.outcome === "as_described" || Number(l.inspected_cents) >= Number(l.offer_cents)) d.atOffer += units;
    d.trades.add(Number(l.trade_id));
    const base = Number(l.base_cents ?? 0);
    for (const diff of l.differences ?? []) {
      const found = answers.get(Number(diff.found));
      const foundEffect = effect(found);
      if (!found || !foundEffect) continue;
      if (lowersPrice(effect(diff.expected === null ? undefined : answers.get(Number(diff.expected))), foundEffect, base))
        for (let u = 0; u < units; u++) d.deductions.push({ questionCode: diff.questionCode, answerCode: found.code });
    }
  }
  return [...byDevice.entries()]
    .sort(([a], [b]) => a - b)
    .map(([deviceId, d]) => ({
      deviceId,
      paidCount: d.paid,
      atOfferCount: d.atOffer,
      medianDaysToMoney: median([...d.trades].flatMap((t) => (days.has(t) ? [days.get(t)!] : []))),
      top: topDeduction(d.deductions),
    }));
}

const fingerprint = (f: { deviceId: number; paidCount: number; atOfferCount: number; medianDaysToMoney: unknown; top: unknown }[]) =>
  JSON.stringify(
    f.map((x) => [x.deviceId, x.paidCount, x.atOfferCount, x.medianDaysToMoney === null ? null : Number(x.medianDaysToMoney), x.top]),
  );

/**
 * Computes every device's figures and replaces the table's rows in one transaction; answers how
 * many devices have figures. Cached pages are dropped (a catalog change) only when a figure moved.
 */
export async function computeModelFigures(db: Db, now: Date): Promise<number> {
  const figures = await readModelFigures(db);
  await db.transaction(async (tx) => {
    // one run at a time: two instances running at once must not interleave their delete and insert
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sellback:model_figures'))`);
    const before = await tx.select().from(modelFigures).orderBy(modelFigures.deviceId);
    await tx.delete(modelFigures);
    if (figures.length > 0)
      await tx.insert(modelFigures).values(
        figures.map((f) => ({
          deviceId: f.deviceId,
          paidCount: f.paidCount,
          atOfferCount: f.atOfferCount,
          medianDaysToMoney: f.medianDaysToMoney === null ? null : f.medianDaysToMoney.toFixed(1),
          topQuestionCode: f.top?.questionCode ?? null,
          topAnswerCode: f.top?.answerCode ?? null,
          topDeductionCount: f.top?.count ?? null,
          computedAt: now,
        })),
      );
    const old = before.map((b) => ({
      deviceId: b.deviceId,
      paidCount: b.paidCount,
      atOfferCount: b.atOfferCount,
      medianDaysToMoney: b.medianDaysToMoney,
      top:
        b.topQuestionCode && b.topAnswerCode
          ? { questionCode: b.topQuestionCode, answerCode: b.topAnswerCode, count: b.topDeductionCount }
          : null,
    }));
    if (fingerprint(old) !== fingerprint(figures)) await announceChange(tx, "catalog");
  });
  return figures.length;
}

/** Schedules today's run (once per UTC day, whoever asks first). */
export function scheduleModelFigures(db: JobExecutor, now: Date): Promise<boolean> {
  return enqueueDailyJob(db, MODEL_FIGURES_JOB, now);
}

export const modelFiguresJobHandlers: Record<string, (job: ClaimedJob, ctx: { db: Db; now: Date }) => Promise<void>> = {
  async [MODEL_FIGURES_JOB](_job, ctx) {
    await computeModelFigures(ctx.db, ctx.now);
  },
};

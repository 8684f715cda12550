/**
 * What the device page shows of a model (issue 34, decision 0129): its price over the last 90 days
 * from the catalog's price history, and the open figures the job wrote (hidden below the threshold).
 */
import { and, asc, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { devicePrices, modelFigures, priceHistory } from "../../db/schema/index.ts";
import type { EditionId } from "../editions/index.ts";
import { rows } from "../shared/index.server.ts";
import { editionDay, PRICE_HISTORY_DAYS, stepSeries, windowDays, type PriceChange } from "./series.ts";
import type { ModelFiguresView, PriceHistoryView } from "./types.ts";

const DAY_MS = 86_400_000;

/** The last 90 days of a device's base price in an edition (the price at each day's end); null when it has none. */
export async function priceHistoryForPage(db: Db, edition: string, deviceId: number, now: Date): Promise<PriceHistoryView | null> {
  const ed = edition as EditionId;
  const days = windowDays(editionDay(now, ed), PRICE_HISTORY_DAYS);
  // two days' margin before the window: a change late on its first day may be dated a day earlier in UTC
  const cutoff = new Date(now.getTime() - (PRICE_HISTORY_DAYS + 2) * DAY_MS);
  const ofDevice = and(eq(priceHistory.deviceId, deviceId), eq(priceHistory.edition, edition));
  const [before, within, current] = await Promise.all([
    db
      .select()
      .from(priceHistory)
      .where(and(ofDevice, lt(priceHistory.at, cutoff)))
      .orderBy(desc(priceHistory.at), desc(priceHistory.id))
      .limit(1),
    db
      .select()
      .from(priceHistory)
      .where(and(ofDevice, gte(priceHistory.at, cutoff), lte(priceHistory.at, now)))
      .orderBy(asc(priceHistory.at), asc(priceHistory.id)),
    db
      .select({ cents: devicePrices.basePriceCents })
      .from(devicePrices)
      .where(and(eq(devicePrices.deviceId, deviceId), eq(devicePrices.edition, edition))),
  ]);
  const changes: PriceChange[] = [...before, ...within].map((h) => ({
    day: editionDay(h.at, ed),
    oldCents: h.oldPriceCents,
    newCents: h.newPriceCents,
  }));
  const currentCents = current[0]?.cents ?? null;
  const points = stepSeries(changes, days, currentCents && currentCents > 0 ? currentCents : null);
  if (!points) return null;
  return { points, fromDay: days[0]!, toDay: days[days.length - 1]! };
}

/** A device's open figures with the top deduction's words in the edition, or null below `minPaid` paid devices. */
export async function modelFiguresForPage(db: Db, edition: string, deviceId: number, minPaid: number): Promise<ModelFiguresView | null> {
  const [row] = await db.select().from(modelFigures).where(eq(modelFigures.deviceId, deviceId));
  if (!row || row.paidCount < minPaid || row.paidCount === 0) return null;
  let topDeduction: ModelFiguresView["topDeduction"] = null;
  if (row.topQuestionCode && row.topAnswerCode && row.topDeductionCount) {
    // the device's own question of that code before its category's (a device may override its category's questions)
    const [words] = await rows<{ question: string; answer: string }>(
      db,
      sql`select qt.question, at.text as answer
          from questions q
          join devices d on d.id = ${deviceId}::int
          join answers a on a.question_id = q.id and a.code = ${row.topAnswerCode}::text
          join question_texts qt on qt.question_id = q.id and qt.edition = ${edition}::text
          join answer_texts at on at.answer_id = a.id and at.edition = ${edition}::text
          where q.code = ${row.topQuestionCode}::text and (q.device_id = d.id or (q.device_id is null and q.category_id = d.category_id))
          order by q.device_id nulls last
          limit 1`,
    );
    if (words) topDeduction = { question: words.question, answer: words.answer, count: row.topDeductionCount };
  }
  return {
    paidCount: row.paidCount,
    atOfferShare: row.atOfferCount / row.paidCount,
    medianDaysToMoney: row.medianDaysToMoney === null ? null : Number(row.medianDaysToMoney),
    topDeduction,
    computedAt: row.computedAt.toISOString(),
  };
}

/** A shown device's price history and open figures (the API's answer); null for an unknown or hidden device. */
export async function deviceFacts(db: Db, edition: string, deviceId: number, now: Date, minPaid: number) {
  const [shown] = await rows<{ id: number }>(db, sql`select id from devices where id = ${deviceId}::int and not hidden`);
  if (!shown) return null;
  const [priceHistory, figures] = await Promise.all([
    priceHistoryForPage(db, edition, deviceId, now),
    modelFiguresForPage(db, edition, deviceId, minPaid),
  ]);
  return { priceHistory, figures };
}

/**
 * The price alert job (decision 0128): hourly (the worker's sweep enqueues one run per hour, so
 * several instances run it once) it fires every active alert whose device's price today reaches
 * its target, expires alerts left unconfirmed past the link's days, and deletes ended alerts after
 * PRICE_ALERT_KEEP_DAYS. One mail per alert: the alert is marked fired first (only while it is
 * still active), and only the instance whose update took it sends; a mail that fails to go out
 * is not repeated (at most one, never two).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { priceAlerts } from "../../db/schema/index.ts";
import { deviceById } from "../catalog/index.server.ts";
import { editions, type EditionId } from "../editions/index.ts";
import { enqueueJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { mailMessage, type Mailer } from "../mail/index.server.ts";
import { rows } from "../shared/index.server.ts";
import { priceAlertFiredMail, unsubscribeHeaders } from "./mails.ts";
import { PRICE_ALERT_CONFIRM_DAYS } from "./rules.ts";
import { unsubscribeTokenFor } from "./tokens.server.ts";

export const PRICE_ALERT_JOB = "priceAlert.check";
/** Days an ended alert (fired, unsubscribed, expired) is kept, so its links still answer; then it is deleted with its address. */
export const PRICE_ALERT_KEEP_DAYS = 30;

export interface PriceAlertJobContext {
  db: Db;
  mailer: Mailer;
  originFor: (edition: EditionId) => string;
  now: Date;
  secret: string;
}

/** This hour's check (once per UTC hour, whoever asks first). */
export function schedulePriceAlertCheck(db: JobExecutor, now: Date): Promise<boolean> {
  return enqueueJob(db, { kind: PRICE_ALERT_JOB, runAt: now, uniqueKey: `${PRICE_ALERT_JOB}:${now.toISOString().slice(0, 13)}` });
}

/** Active alerts whose device's price today reaches them: at or above the target, or above the start price for "any rise". */
async function reachedAlerts(db: Db): Promise<{ id: number; price_cents: number }[]> {
  return rows<{ id: number; price_cents: number }>(
    db,
    sql`select a.id, p.base_price_cents as price_cents
      from price_alerts a
      join device_prices p on p.device_id = a.device_id and p.edition = a.edition
      where a.status = 'active'
        and (case when a.target_cents is null then p.base_price_cents > a.price_at_start_cents
                  else p.base_price_cents >= a.target_cents end)
      order by a.id`,
  );
}

/** Fires one alert at `priceCents`: answers false when another run took it first (or it ended meanwhile). */
async function fireAlert(ctx: PriceAlertJobContext, id: number, priceCents: number): Promise<boolean> {
  const [alert] = await ctx.db
    .update(priceAlerts)
    .set({ status: "fired", firedAt: ctx.now, firedPriceCents: priceCents })
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.status, "active")))
    .returning();
  if (!alert) return false;
  const edition = alert.edition as EditionId;
  const device = await deviceById(ctx.db, edition, alert.deviceId);
  if (!device) return true;
  const origin = ctx.originFor(edition);
  const unsubscribeToken = unsubscribeTokenFor(ctx.secret, alert.confirmTokenHash);
  const mail = mailMessage(
    { from: editions[edition].contactSender, to: alert.email, headers: unsubscribeHeaders(edition, origin, unsubscribeToken) },
    priceAlertFiredMail({
      edition,
      origin,
      deviceName: device.name,
      deviceUrl: device.url,
      targetCents: alert.targetCents,
      priceAtStartCents: alert.priceAtStartCents,
      priceCents,
      unsubscribeToken,
    }),
    { kind: "priceAlert.fired", resend: null },
  );
  await ctx.mailer.send(mail);
  return true;
}

/** One run: expire, fire, delete. Answers what it did (for tests and logs). */
export async function checkPriceAlerts(ctx: PriceAlertJobContext): Promise<{ fired: number; expired: number; deleted: number }> {
  const now = ctx.now.toISOString();
  const expired = await rows<{ id: number }>(
    ctx.db,
    sql`update price_alerts set status = 'expired'
      where status = 'pending' and created_at <= ${now}::timestamptz - make_interval(days => ${PRICE_ALERT_CONFIRM_DAYS}::int)
      returning id`,
  );
  let fired = 0;
  for (const { id, price_cents } of await reachedAlerts(ctx.db)) if (await fireAlert(ctx, Number(id), Number(price_cents))) fired++;
  // an ended alert's end: fired, unsubscribed, or its link's last day
  const deleted = await rows<{ id: number }>(
    ctx.db,
    sql`delete from price_alerts
      where status in ('fired', 'unsubscribed', 'expired')
        and coalesce(unsubscribed_at, fired_at, created_at + make_interval(days => ${PRICE_ALERT_CONFIRM_DAYS}::int))
            < ${now}::timestamptz - make_interval(days => ${PRICE_ALERT_KEEP_DAYS}::int)
      returning id`,
  );
  return { fired, expired: expired.length, deleted: deleted.length };
}

export const priceAlertJobHandlers: Record<string, (job: ClaimedJob, ctx: PriceAlertJobContext) => Promise<void>> = {
  async [PRICE_ALERT_JOB](_job, ctx) {
    await checkPriceAlerts(ctx);
  },
};

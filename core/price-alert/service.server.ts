/**
 * Price alerts (decision 0128): asked for on the device page or the API, confirmed by the mailed
 * link (double opt-in), unsubscribed by each mail's own link. The answer to a request never says
 * whether the address already has an alert on the device (no look-ups of other people's alerts):
 * it is always "check your mail".
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { priceAlerts } from "../../db/schema/index.ts";
import { deviceById } from "../catalog/index.server.ts";
import { editions, type EditionId } from "../editions/index.ts";
import { mailMessage, type Mailer } from "../mail/index.server.ts";
import { enforceRateLimit, recipientMailAllowed } from "../rate-limit/index.server.ts";
import { ProblemError, toCents } from "../shared/index.ts";
import { priceAlertConfirmMail, unsubscribeHeaders } from "./mails.ts";
import { OPEN_ALERT_STATUSES, PRICE_ALERT_CONFIRM_DAYS, targetProblem, type PriceAlertStatus } from "./rules.ts";
import { hashAlertToken, newAlertTokens } from "./tokens.server.ts";
import { PRICE_ALERT_TOKEN, type PriceAlertInput } from "./validation.ts";

/** Requests per client address (the page form and the API together). */
export const PRICE_ALERT_LIMITS = {
  request: { perWindow: 10, windowSeconds: 60 * 60 },
  links: { perWindow: 30, windowSeconds: 15 * 60 },
} as const;

const DAY_MS = 86_400_000;

export interface PriceAlertContext {
  db: Db;
  mailer: Mailer;
  secret: string;
  edition: EditionId;
  clientKey: string;
  now: Date;
  /** PRICE_ALERTS_PER_ADDRESS: open (pending or active) alerts one address may hold. */
  perAddress: number;
}

/**
 * Asks for an alert: a new one is pending and its confirmation mailed; the same device and address
 * again gives the existing alert (a pending one gets a fresh link, an active one stays as it is,
 * with its target). 404 for a device the shop does not show, 422 (field `target`) for a target
 * already reached or without a price today, 422 (field `email`) past the address's limit, 429 past
 * the client's.
 */
export async function requestAlert(ctx: PriceAlertContext, input: PriceAlertInput, origin: string): Promise<{ status: "pending" }> {
  await enforceRateLimit(ctx.db, `price-alert:${ctx.clientKey}`, PRICE_ALERT_LIMITS.request, ctx.now);
  const device = await deviceById(ctx.db, ctx.edition, input.deviceId, { shop: true });
  if (!device) throw new ProblemError(404, "not_found", "problem.detail.noDevice");
  const todayCents = toCents(device.basePrice);
  const problem = targetProblem(input.target, todayCents);
  if (problem) throw new ProblemError(422, "validation", undefined, [{ field: "target", message: problem }]);
  const address = input.email;
  const open = await ctx.db
    .select({ id: priceAlerts.id, deviceId: priceAlerts.deviceId, edition: priceAlerts.edition, status: priceAlerts.status })
    .from(priceAlerts)
    .where(and(sql`lower(${priceAlerts.email}) = ${address}`, inArray(priceAlerts.status, [...OPEN_ALERT_STATUSES])));
  const same = open.find((a) => a.deviceId === device.id && a.edition === ctx.edition);
  if (same?.status === "active") return { status: "pending" };
  if (!same && open.length >= ctx.perAddress)
    throw new ProblemError(422, "validation", undefined, [{ field: "email", message: "priceAlert.error.tooMany" }]);
  if (!(await recipientMailAllowed(ctx.db, "price-alert", address, ctx.now))) return { status: "pending" };
  const tokens = newAlertTokens(ctx.secret);
  let alert = { targetCents: input.target, priceAtStartCents: todayCents };
  if (same) {
    // the existing alert with a fresh link (the old one stops working); its wish stays as first asked
    const [row] = await ctx.db
      .update(priceAlerts)
      .set({ confirmTokenHash: tokens.confirmHash, unsubscribeTokenHash: tokens.unsubscribeHash, createdAt: ctx.now })
      .where(eq(priceAlerts.id, same.id))
      .returning({ targetCents: priceAlerts.targetCents, priceAtStartCents: priceAlerts.priceAtStartCents });
    if (row) alert = row;
  } else {
    await ctx.db.insert(priceAlerts).values({
      edition: ctx.edition,
      deviceId: device.id,
      email: address,
      ...alert,
      status: "pending",
      confirmTokenHash: tokens.confirmHash,
      unsubscribeTokenHash: tokens.unsubscribeHash,
      createdAt: ctx.now,
    });
  }
  const content = priceAlertConfirmMail({
    edition: ctx.edition,
    origin,
    deviceName: device.name,
    ...alert,
    unsubscribeToken: tokens.unsubscribeToken,
    confirmToken: tokens.confirmToken,
    days: PRICE_ALERT_CONFIRM_DAYS,
  });
  await ctx.mailer.send(
    mailMessage(
      { from: editions[ctx.edition].contactSender, to: address, headers: unsubscribeHeaders(ctx.edition, origin, tokens.unsubscribeToken) },
      content,
      { kind: "priceAlert.confirm", resend: null },
    ),
  );
  return { status: "pending" };
}

/** What the confirmation and unsubscribe pages show of an alert. */
export interface AlertView {
  status: PriceAlertStatus;
  deviceName: string;
  deviceUrl: string;
  targetCents: number | null;
  priceAtStartCents: number;
}

async function alertView(db: Db, edition: EditionId, row: typeof priceAlerts.$inferSelect): Promise<AlertView | null> {
  const device = await deviceById(db, edition, row.deviceId);
  if (!device) return null;
  return {
    status: row.status as PriceAlertStatus,
    deviceName: device.name,
    deviceUrl: device.url,
    targetCents: row.targetCents,
    priceAtStartCents: row.priceAtStartCents,
  };
}

/**
 * Double opt-in, step 2 (the mailed link): a pending alert becomes active; an active (or fired) one
 * is shown as it is. Null for an unknown, expired or unsubscribed link, or one of another edition.
 */
export async function confirmAlert(db: Db, edition: EditionId, token: string, now: Date): Promise<AlertView | null> {
  if (!PRICE_ALERT_TOKEN.test(token)) return null;
  const [row] = await db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.confirmTokenHash, hashAlertToken(token)), eq(priceAlerts.edition, edition)));
  if (!row || row.status === "unsubscribed" || row.status === "expired") return null;
  if (row.status === "pending") {
    if (row.createdAt.getTime() + PRICE_ALERT_CONFIRM_DAYS * DAY_MS <= now.getTime()) return null;
    const [done] = await db
      .update(priceAlerts)
      .set({ status: "active", confirmedAt: now })
      .where(and(eq(priceAlerts.id, row.id), eq(priceAlerts.status, "pending")))
      .returning();
    return alertView(db, edition, done ?? row);
  }
  return alertView(db, edition, row);
}

/** The alert behind an unsubscribe link (the page's question before the button), or null. */
export async function alertByUnsubscribeToken(db: Db, edition: EditionId, token: string): Promise<AlertView | null> {
  if (!PRICE_ALERT_TOKEN.test(token)) return null;
  const [row] = await db
    .select()
    .from(priceAlerts)
    .where(eq(priceAlerts.unsubscribeTokenHash, hashAlertToken(token)));
  return row ? alertView(db, edition, row) : null;
}

/**
 * Unsubscribes the one alert of the link, whatever its state (pending, active, even fired:
 * nothing more goes out either way); repeating it is fine. The token is the only proof needed:
 * it came in a mail to the address. Rate-limited per client, as every link look-up. 404 unknown.
 */
export async function unsubscribeAlert(ctx: { db: Db; clientKey: string; now: Date }, token: string): Promise<{ status: "unsubscribed" }> {
  await enforceRateLimit(ctx.db, `price-alert-link:${ctx.clientKey}`, PRICE_ALERT_LIMITS.links, ctx.now);
  if (!PRICE_ALERT_TOKEN.test(token)) throw new ProblemError(404, "not_found");
  const [row] = await ctx.db
    .update(priceAlerts)
    .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${priceAlerts.unsubscribedAt}, ${ctx.now.toISOString()}::timestamptz)` })
    .where(eq(priceAlerts.unsubscribeTokenHash, hashAlertToken(token)))
    .returning({ id: priceAlerts.id });
  if (!row) throw new ProblemError(404, "not_found");
  return { status: "unsubscribed" };
}

/** The support's erasure of an address (every edition): its price alerts go, whatever their state. Answers how many. */
export async function erasePriceAlertsOf(db: Db, email: string): Promise<number> {
  const gone = await db
    .delete(priceAlerts)
    .where(sql`lower(${priceAlerts.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: priceAlerts.id });
  return gone.length;
}

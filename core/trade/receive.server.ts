/**
 * The parcel arrives (issue 12, decision 0025): `created` → `received` by a staff member
 * (inspector or admin) with the number of devices found, through changeTradeState (event by the
 * staff role, reason `parcelReceived`) with the audit row in the same transaction; the customer's
 * mail goes out after the commit. Any other state → 409 `trade_state_conflict`, nothing changed.
 * In the same transaction every line of quantity n > 1 becomes n lines of quantity 1 (decision
 * 0119), so each unit is inspected, clarified, returned and certified on its own.
 */
import { and, asc, eq, gt, isNull, max } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { tradeLines } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import type { MessagesLocale } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import type { StaffRole } from "../staff/index.ts";
import type { StaffContext } from "../staff/index.server.ts";
import { z, describeError } from "../shared/index.ts";
import { sendTradeNotice } from "./notice-mail.server.ts";
import { getTradeByNumber } from "./queries.server.ts";
import { changeTradeState } from "./transitions.server.ts";
import type { TradeView } from "./types.ts";

/** The staff member who acts: id, e-mail (for the audit log) and the role they act in. */
export interface StaffActor {
  id: string;
  email: string;
  role: string;
  clientKey?: string | null;
}

/** The staff member as the trade's actor: the role they act in (the one asked for, else admin, who holds every role). */
export function staffActor(context: StaffContext, role: StaffRole, clientKey: string | null): StaffActor {
  return { id: context.staff.id, email: context.staff.email, role: context.staff.roles.includes(role) ? role : "admin", clientKey };
}

/** Devices found in the parcel: 0 to 100 (the API's JSON number and the page's form field, coerced). */
export const devicesFoundSchema = z.coerce
  .number({ error: "backoffice.receive.devicesMissing" })
  .int("backoffice.receive.devicesMissing")
  .min(0, "backoffice.receive.devicesMissing")
  .max(100, "backoffice.receive.devicesMissing");

/**
 * `created` → `received` inside `db` (a transaction of the caller's, or its own): the event by the
 * staff role with reason `parcelReceived` and the `trade.receive` audit row (with `audit`'s extra
 * facts, e.g. the store shipment it came in). The one receive of a single parcel and of a shipment.
 */
export async function markReceived(
  db: Db,
  args: {
    tradeNumber: string;
    devicesFound: number;
    staff: StaffActor;
    now: Date;
    locale?: MessagesLocale;
    audit?: Record<string, unknown>;
  },
): Promise<void> {
  const { staff, now } = args;
  await changeTradeState(db, {
    tradeNumber: args.tradeNumber,
    to: "received",
    expectFrom: "created",
    actor: { kind: "staff", role: staff.role, id: staff.id },
    reason: "parcelReceived",
    now,
    locale: args.locale,
    onChanged: async (tx, changed) => {
      const units = await splitUnits(tx as unknown as Db, changed.tradeId);
      await recordAudit(tx as unknown as Db, {
        ...byStaff(staff, now),
        action: "trade.receive",
        target: `trade:${changed.tradeNumber}`,
        before: { state: changed.from },
        after: { state: changed.to, devicesFound: args.devicesFound, ...(units ? { unitsSplit: units } : {}), ...args.audit },
      });
    },
  });
}

export async function receiveTrade(args: {
  db: Db;
  mailer: Mailer;
  originFor: (trade: TradeView) => string;
  tradeNumber: string;
  devicesFound: number;
  staff: StaffActor;
  now: Date;
  locale?: MessagesLocale;
}): Promise<TradeView> {
  const { db } = args;
  await markReceived(db, args);
  return mailReceived(db, args.mailer, args.originFor, args.tradeNumber);
}

/** After the commit: the customer's "parcel arrived" mail (a failure is logged, never undoes the receive); the trade. */
export async function mailReceived(
  db: Db,
  mailer: Mailer,
  originFor: (trade: TradeView) => string,
  tradeNumber: string,
): Promise<TradeView> {
  const trade = (await getTradeByNumber(db, tradeNumber))!;
  void sendTradeNotice(mailer, trade, "received", originFor(trade)).catch((err: unknown) => {
    console.error(JSON.stringify({ level: "error", msg: "trade received mail failed", tradeNumber, err: describeError(err) }));
  });
  return trade;
}

/**
 * Per-unit lines (decision 0119): every line of the trade with quantity n > 1 becomes n lines of
 * quantity 1. The line keeps its id, offer and position and becomes its first unit; n − 1 copies
 * name it in `unit_of_line_id`, with the same offer, device, answers, price, campaign and grade,
 * at positions after the trade's last one (each unit its own certificate number). A line total
 * that does not divide evenly keeps the remainder on the first unit, so the lines still add up to
 * the trade's totals, which do not change. An IMEI or serial given for the line stays with the
 * first unit. Returns the number of lines added (0 when every line already holds one unit).
 */
export async function splitUnits(tx: Db, tradeId: number): Promise<number> {
  const lines = await tx
    .select()
    .from(tradeLines)
    .where(and(eq(tradeLines.tradeId, tradeId), gt(tradeLines.quantity, 1), isNull(tradeLines.unitOfLineId)))
    .orderBy(asc(tradeLines.position), asc(tradeLines.id));
  if (!lines.length) return 0;
  const [last] = await tx
    .select({ position: max(tradeLines.position) })
    .from(tradeLines)
    .where(eq(tradeLines.tradeId, tradeId));
  let position = last?.position ?? 0;
  let added = 0;
  for (const line of lines) {
    const n = line.quantity;
    const each = Math.floor(line.lineTotalCents / n);
    const first = line.lineTotalCents - each * (n - 1);
    await tx.update(tradeLines).set({ quantity: 1, lineTotalCents: first }).where(eq(tradeLines.id, line.id));
    const { id: _id, ...rest } = line;
    const copies = Array.from({ length: n - 1 }, () => ({
      ...rest,
      position: ++position,
      quantity: 1,
      lineTotalCents: each,
      imei: null,
      serial: null,
      unitOfLineId: line.id,
    }));
    // in slices: a line of a few hundred units stays within the statement's parameter limit
    for (let i = 0; i < copies.length; i += 200) await tx.insert(tradeLines).values(copies.slice(i, i + 200));
    added += n - 1;
  }
  return added;
}

/**
 * "Unit k of n" of each line of a trade that came from a split line (decision 0119), by line id,
 * with the line it was split from (`lineId`, the first unit); lines of one unit are left out.
 */
export async function unitLabels(db: Db, tradeId: number): Promise<Map<number, { unit: number; of: number; lineId: number }>> {
  const lines = await db
    .select({ id: tradeLines.id, unitOfLineId: tradeLines.unitOfLineId })
    .from(tradeLines)
    .where(eq(tradeLines.tradeId, tradeId))
    .orderBy(asc(tradeLines.id));
  const groups = new Map<number, number[]>();
  for (const l of lines) {
    const root = l.unitOfLineId ?? l.id;
    const group = groups.get(root) ?? [];
    // the line itself is the first unit; its copies follow in the order they were made
    if (l.unitOfLineId === null) group.unshift(l.id);
    else group.push(l.id);
    groups.set(root, group);
  }
  const out = new Map<number, { unit: number; of: number; lineId: number }>();
  for (const [lineId, group] of groups) {
    if (group.length < 2) continue;
    group.forEach((id, i) => out.set(id, { unit: i + 1, of: group.length, lineId }));
  }
  return out;
}

/**
 * The parcel arrives (issue 12, decision 0025): `created` → `received` by a staff member
 * (inspector or admin) with the number of devices found, through changeTradeState (event by the
 * staff role, reason `parcelReceived`) with the audit row in the same transaction; the customer's
 * mail goes out after the commit. Any other state → 409 `trade_state_conflict`, nothing changed.
 */
import type { Db } from "../../db/client.server.ts";
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
      await recordAudit(tx as unknown as Db, {
        ...byStaff(staff, now),
        action: "trade.receive",
        target: `trade:${changed.tradeNumber}`,
        before: { state: changed.from },
        after: { state: changed.to, devicesFound: args.devicesFound, ...args.audit },
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

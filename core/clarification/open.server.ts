/**
 * Opening a clarification (decision 0026), called by the inspection's completion when a device is
 * worse than described: `inspected` → `clarification` through changeTradeState (one transaction:
 * the state change and its event, the clarification with its items, the day-10 reminder and
 * day-14 return jobs, and the mail job). Devices without an offer (activation lock, blacklisted)
 * are decided at once: they go back (answered `return` by the system); when no device has an
 * offer, the clarification closes at once and the trade goes on to `return_requested`.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.server.ts";
import { clarificationItems, clarifications } from "../../db/schema/index.ts";
import { enqueueJob } from "../jobs/index.server.ts";
import { changeTradeState, type TradeActor, type TradeTx } from "../trade/index.server.ts";
import { clarificationDeadlines } from "./deadlines.ts";
import { CLARIFICATION_JOBS, clarificationJobKey } from "./jobs-keys.ts";
import { finalizeIfDecided } from "./service.server.ts";
import type { ClarificationFindings } from "./types.ts";

export interface OpenClarificationItem {
  tradeLineId: number;
  oldOfferId: string;
  /** The new offer, or null when the device cannot be bought ("no offer": it goes back). */
  newOfferId: string | null;
  findings: ClarificationFindings;
}

export interface OpenClarificationArgs {
  tradeId: number;
  items: readonly OpenClarificationItem[];
  actor: TradeActor;
  now: Date;
  /** Runs in the same transaction after the clarification is written (e.g. the audit row). */
  onOpened?: (tx: TradeTx, opened: { clarificationId: string }) => Promise<void>;
}

/** 32 random bytes, base64url: the link's secret (256 bits). */
export function newClarificationId(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Opens the trade's clarification; `db` may be the database or a transaction (the change then
 * runs in a savepoint of it). Throws 409 `trade_state_conflict` unless the trade is `inspected`.
 */
export async function openClarification(
  db: Db | TradeTx,
  args: OpenClarificationArgs,
): Promise<{ clarificationId: string; deadlineAt: Date }> {
  if (args.items.length === 0) throw new Error("openClarification: no items");
  const clarificationId = newClarificationId();
  let deadlineAt = args.now;
  await changeTradeState(db as Db, {
    tradeId: args.tradeId,
    to: "clarification",
    expectFrom: "inspected",
    actor: args.actor,
    reason: "conditionDiffers",
    now: args.now,
    onChanged: async (tx, changed) => {
      const due = clarificationDeadlines(args.now, changed.edition);
      deadlineAt = due.deadlineAt;
      await tx
        .insert(clarifications)
        .values({ id: clarificationId, tradeId: args.tradeId, state: "open", createdAt: args.now, deadlineAt: due.deadlineAt });
      await tx.insert(clarificationItems).values(
        args.items.map((item) => ({
          clarificationId,
          tradeLineId: item.tradeLineId,
          oldOfferId: item.oldOfferId,
          newOfferId: item.newOfferId,
          findings: item.findings,
          // No offer: nothing to decide, the device goes back.
          answer: item.newOfferId === null ? "return" : null,
          answeredAt: item.newOfferId === null ? args.now : null,
          answeredBy: item.newOfferId === null ? "system" : null,
        })),
      );
      const payload = { clarificationId };
      if (args.items.every((item) => item.newOfferId === null)) {
        // Nothing to decide (no device can be bought): closed at once, the devices go back.
        await finalizeIfDecided(tx, { clarificationId, tradeId: args.tradeId, actor: args.actor, now: args.now, closedState: "answered" });
        if (args.onOpened) await args.onOpened(tx, { clarificationId });
        return;
      }
      await enqueueJob(tx, {
        kind: CLARIFICATION_JOBS.mail,
        payload: { ...payload, notice: "opened" },
        runAt: args.now,
        uniqueKey: clarificationJobKey(clarificationId, "mail:opened"),
      });
      await enqueueJob(tx, {
        kind: CLARIFICATION_JOBS.reminder,
        payload,
        runAt: due.reminderAt,
        uniqueKey: clarificationJobKey(clarificationId, "reminder"),
      });
      await enqueueJob(tx, {
        kind: CLARIFICATION_JOBS.deadline,
        payload,
        runAt: due.deadlineAt,
        uniqueKey: clarificationJobKey(clarificationId, "deadline"),
      });
      if (args.onOpened) await args.onOpened(tx, { clarificationId });
    },
  });
  return { clarificationId, deadlineAt };
}

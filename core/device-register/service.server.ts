/**
 * Asking the register and keeping its answers (decision 0096): `lookUp` turns a call into an
 * outcome (an answer, or the failure a caller turns into "pending" or a refusal; logged without
 * the IMEI), `recordRegisterAnswer` stores an answer in device_register_checks, in the caller's
 * transaction.
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { deviceRegisterChecks } from "../../db/schema/index.ts";
import { RegisterError, type DeviceRegister, type RegisterAnswer, type RegisterCheckView, type RegisterOutcome } from "./types.ts";

/** One lookup: never throws; a failure comes back as such (and is logged: provider, failure, status, never the IMEI). */
export async function lookUp(register: DeviceRegister, imei: string): Promise<RegisterOutcome> {
  try {
    return { kind: "answer", provider: register.provider, ...(await register.check(imei)) };
  } catch (err) {
    const failure = err instanceof RegisterError ? err.failure : "unavailable";
    const retryAfterSeconds = err instanceof RegisterError ? err.retryAfterSeconds : null;
    console.warn(
      JSON.stringify({
        level: failure === "unauthorized" ? "error" : "warn",
        msg: "device register lookup failed",
        provider: register.provider,
        failure,
        // the provider's message names provider, status and its own text, never the IMEI
        err: err instanceof Error ? err.message : String(err),
      }),
    );
    return { kind: "failure", provider: register.provider, failure, retryAfterSeconds };
  }
}

/** Stores one answer for one trade line (context inspection | store). */
export async function recordRegisterAnswer(
  db: Db,
  row: {
    tradeId: number;
    tradeLineId: number;
    context: "inspection" | "store";
    imei: string;
    provider: string;
    answer: RegisterAnswer;
    checkedAt: Date;
  },
): Promise<void> {
  await db.insert(deviceRegisterChecks).values({
    tradeId: row.tradeId,
    tradeLineId: row.tradeLineId,
    context: row.context,
    imei: row.imei,
    provider: row.provider,
    result: row.answer.result,
    finding: row.answer.result === "blocked" ? row.answer.finding : null,
    reference: row.answer.reference,
    details: row.answer.details,
    checkedAt: row.checkedAt,
  });
}

/** The answers for a trade's lines, newest first per line (staff views). */
export async function registerChecksOf(db: Db, tradeId: number): Promise<Map<number, RegisterCheckView[]>> {
  const rows = await db
    .select()
    .from(deviceRegisterChecks)
    .where(eq(deviceRegisterChecks.tradeId, tradeId))
    .orderBy(desc(deviceRegisterChecks.checkedAt), desc(deviceRegisterChecks.id));
  const byLine = new Map<number, RegisterCheckView[]>();
  for (const r of rows) {
    const list = byLine.get(r.tradeLineId) ?? [];
    list.push({
      context: r.context,
      provider: r.provider,
      result: r.result === "blocked" ? "blocked" : "clear",
      finding: r.finding,
      reference: r.reference,
      details: r.details,
      checkedAt: r.checkedAt.toISOString(),
    });
    byLine.set(r.tradeLineId, list);
  }
  return byLine;
}

/**
 * Business sellers' fixtures for the certificates bundle and sustainability report tests (decision
 * 0122): a company with a member, a company trade of per-unit lines in given categories, inspected
 * (or not), some sent back, taken to a state at a given time, and a quote for it.
 */
import { eq, sql } from "drizzle-orm";
import { rows } from "../../core/shared/index.server.ts";
import { changeTradeState } from "../../core/trade/index.server.ts";
import {
  b2bQuotes,
  companies,
  companyMembers,
  customers,
  tradeInspections,
  tradeLines,
  tradeReturns,
  trades,
} from "../../db/schema/index.ts";
import { accessTokenFor, registerActivated } from "./accounts.ts";
import type { TestContext } from "./databases.ts";
import { placeTestTrade } from "./trades.ts";

export interface UnitSpec {
  category: string;
  /** Default: inspected with a passed erasure. */
  erasure?: "passed" | "failed" | null;
  returned?: boolean;
}

let seq = 0;
/** IMEIs that pass the check digit are not needed here: the certificate prints what inspection stored. */
const imeiOf = (n: number) => `35${String(n).padStart(13, "0")}`;

async function deviceOf(ctx: TestContext, category: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    ctx.database.db,
    sql`select id from devices where category_id = ${category} order by id limit 1`,
  );
  return Number(row!.id);
}

/** A company with one member (a registered, activated customer) and that member's access token. */
export async function companyWithMember(ctx: TestContext, name: string, edition = "de") {
  const db = ctx.database.db;
  const [company] = await db
    .insert(companies)
    .values({ edition, name, street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" })
    .returning({ id: companies.id });
  const email = await registerActivated(ctx, { emailPrefix: `b2b-report-${name.toLowerCase().replace(/\W+/g, "-")}` });
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  await db.insert(companyMembers).values({ companyId: company!.id, customerId: customer!.id, role: "owner" });
  return { companyId: company!.id, customerId: customer!.id, token: await accessTokenFor(ctx, email) };
}

/**
 * A trade of `companyId` with one unit per spec (the first line's units as per-unit lines, decision
 * 0119), inspected as the specs say, taken to `state` (payout_pending at `boughtAt`).
 */
export async function companyTrade(
  ctx: TestContext,
  companyId: number,
  units: UnitSpec[],
  boughtAt: Date,
  state: "payout_pending" | "paid" | "received" = "payout_pending",
) {
  const db = ctx.database.db;
  const placed = await placeTestTrade(ctx);
  const [trade] = await db.select().from(trades).where(eq(trades.tradeNumber, placed.tradeNumber));
  await db.update(trades).set({ companyId }).where(eq(trades.id, trade!.id));
  const [first] = await db.select().from(tradeLines).where(eq(tradeLines.tradeId, trade!.id));
  const lineIds: number[] = [];
  for (const [i, unit] of units.entries()) {
    const deviceId = await deviceOf(ctx, unit.category);
    if (i === 0) {
      await db
        .update(tradeLines)
        .set({ deviceId, deviceName: `Gerät ${unit.category} 1` })
        .where(eq(tradeLines.id, first!.id));
      lineIds.push(first!.id);
    } else {
      const { id: _id, ...copy } = first!;
      const [line] = await db
        .insert(tradeLines)
        .values({ ...copy, position: i, deviceId, deviceName: `Gerät ${unit.category} ${i + 1}`, unitOfLineId: first!.id })
        .returning({ id: tradeLines.id });
      lineIds.push(line!.id);
    }
  }
  for (const [i, unit] of units.entries()) {
    const erasure = unit.erasure === undefined ? "passed" : unit.erasure;
    if (erasure === null) continue;
    const n = ++seq;
    await db.insert(tradeInspections).values({
      tradeId: trade!.id,
      tradeLineId: lineIds[i]!,
      answers: [],
      differences: [],
      outcome: "as_described",
      priceCents: first!.priceCents,
      imei: n % 2 ? imeiOf(n) : null,
      serial: n % 2 ? null : `SN-R${n}X`,
      erasureMethod: "nist_purge",
      erasureTool: "test",
      erasureResult: erasure,
      certificateNumber: `EC-R-${process.pid}-${n}`,
      staffId: "inspector-1",
      staffEmail: "inspector@staff.example",
      inspectedAt: boughtAt,
    });
    if (unit.returned)
      await db.insert(tradeReturns).values({ tradeId: trade!.id, tradeLineId: lineIds[i]!, reason: "declined", createdAt: boughtAt });
  }
  const path = state === "received" ? (["received"] as const) : (["received", "inspected", "payout_pending"] as const);
  for (const to of path)
    await changeTradeState(db, { tradeNumber: placed.tradeNumber, to, actor: { kind: "system" }, reason: "test", now: boughtAt });
  if (state === "paid")
    await changeTradeState(db, { tradeNumber: placed.tradeNumber, to: "paid", actor: { kind: "system" }, reason: "test", now: boughtAt });
  return { tradeId: trade!.id, tradeNumber: placed.tradeNumber, lineIds };
}

export async function quoteOf(ctx: TestContext, companyId: number, tradeId: number | null, validUntil: Date) {
  const publicId = `q${process.pid}r${++seq}abcdefgh`;
  const [quote] = await ctx.database.db
    .insert(b2bQuotes)
    .values({
      publicId,
      edition: "de",
      state: tradeId ? "accepted" : "open",
      source: "json",
      clientKey: "k",
      companyId,
      tradeId,
      validUntil,
    })
    .returning({ id: b2bQuotes.id, number: b2bQuotes.number });
  if (tradeId) await ctx.database.db.update(trades).set({ b2bQuoteId: quote!.id }).where(eq(trades.id, tradeId));
  return { publicId, number: quote!.number };
}

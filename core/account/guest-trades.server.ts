/**
 * Guest trades join the account (decision 0106): how many are waiting, and the join itself, for an
 * account whose e-mail is proven. The join is one conditional update (a trade that already has an
 * account is never touched, so a repeat or a concurrent second join changes nothing) and writes one
 * audit entry per trade in the same transaction.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { accountTokens, customers, trades } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/index.server.ts";
import { hashToken } from "../credentials/index.server.ts";
import { EMAIL_UNPROVEN_KIND, type JoiningAccount } from "./guest-trades.ts";

/** The account as the join rule sees it; null for an unknown customer. */
export async function joiningAccount(db: Db, customerId: string): Promise<(JoiningAccount & { customerNumber: string }) | null> {
  const [row] = await db
    .select({
      email: customers.email,
      edition: customers.edition,
      customerNumber: customers.customerNumber,
      activatedAt: customers.activatedAt,
      unproven:
        sql<number>`(select count(*) from ${accountTokens} where ${accountTokens.customerId} = ${customers.id} and ${accountTokens.kind} = ${EMAIL_UNPROVEN_KIND} and ${accountTokens.usedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) return null;
  return {
    email: row.email,
    edition: row.edition,
    customerNumber: row.customerNumber,
    emailProven: row.activatedAt !== null && row.unproven === 0,
  };
}

const joinable = (customerId: string, account: JoiningAccount) =>
  and(isNull(trades.customerId), eq(trades.edition, account.edition), eq(sql`lower(${trades.email})`, account.email.trim().toLowerCase()));

/** How many guest trades would join the account now (0 while its e-mail is not proven). */
export async function guestTradesWaiting(db: Db, customerId: string): Promise<number> {
  const account = await joiningAccount(db, customerId);
  if (!account?.emailProven) return 0;
  const [row] = await db.select({ n: count() }).from(trades).where(joinable(customerId, account));
  return row?.n ?? 0;
}

/**
 * Joins the e-mail's guest trades of the account's edition to the account, when its e-mail is
 * proven; the trade numbers that joined (none when nothing was waiting or the e-mail is unproven).
 * `db` may be a transaction (activation joins in its own).
 */
export async function joinGuestTrades(db: Db, customerId: string, now: Date): Promise<string[]> {
  const account = await joiningAccount(db, customerId);
  if (!account?.emailProven) return [];
  const joined = await db
    .update(trades)
    .set({ customerId })
    .where(joinable(customerId, account))
    .returning({ tradeNumber: trades.tradeNumber });
  for (const { tradeNumber } of joined) {
    await recordAudit(db, {
      at: now,
      staffId: null,
      staffEmail: null,
      action: "trade.joined_account",
      target: `trade:${tradeNumber}`,
      after: { customerNumber: account.customerNumber },
    });
  }
  return joined.map((t) => t.tradeNumber);
}

/** An e-mail typed after activation (e-mail change) is not proven: guest trades do not join until a mailed link proves it. */
export async function markEmailUnproven(db: Db, customerId: string, now: Date): Promise<void> {
  // a reset link mailed to the earlier address must not count as proof of the new one
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.customerId, customerId), eq(accountTokens.kind, "password_reset"), isNull(accountTokens.usedAt)));
  await db.insert(accountTokens).values({
    tokenHash: hashToken(randomUUID()),
    customerId,
    kind: EMAIL_UNPROVEN_KIND,
    createdAt: now,
    // kept until a mailed link proves the address (a password reset uses it up)
    expiresAt: new Date(now.getTime() + 100 * 365 * 24 * 3600 * 1000),
  });
}

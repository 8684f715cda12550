/**
 * Changing the payout account (decision 0031): the current password again (argon2, under the login
 * limit of the account), the change and the time of the change in one transaction
 * (`customers.payout_changed_at`, which holds the customer's trades in the payout run for 24 hours,
 * core/trade `payoutHoldOf`), then a notice to the account's address with the new account masked.
 * The account page and the customer API (`bank_accounts`, `paypal_accounts`,
 * `customer_payment_accounts`) both go through here.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { customers } from "../../db/schema/index.ts";
import { applyAccountCorrection } from "../payout/index.server.ts";
import { confirmCurrentPassword, notifyPayoutChange, type AccountEnv } from "../account/index.server.ts";
import { nowFrom, maskEmail, ProblemError } from "../shared/index.ts";
import { currentPayoutAccount, type PaymentAccountView } from "./queries.server.ts";

/** The payout account as a notice names it: the masked IBAN, or the PayPal address with its local part hidden. */
export function describePayoutAccount(account: Pick<PaymentAccountView, "kind" | "iban" | "paypalEmail">): string {
  if (account.kind === "paypal") return `PayPal ${maskEmail(account.paypalEmail) ?? ""}`;
  return `IBAN ${account.iban ?? ""}`;
}

export async function changePayoutAccount<R extends { account: PaymentAccountView }>(
  env: AccountEnv,
  customerId: string,
  currentPassword: string | null | undefined,
  save: (db: Db) => Promise<R>,
): Promise<R> {
  const [customer] = await env.db
    .select({ id: customers.id, username: customers.username, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) throw new ProblemError(401, "unauthorized");
  await confirmCurrentPassword(env, customer, currentPassword ?? "");
  const now = nowFrom({ clock: env.now });
  const result = await env.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const saved = await save(db);
    await db.update(customers).set({ payoutChangedAt: now, updatedAt: now }).where(eq(customers.id, customerId));
    // A trade whose transfer came back takes the new account (decision 0037).
    const current = await currentPayoutAccount(db, customerId);
    if (current) await applyAccountCorrection(db, customerId, current, now);
    return saved;
  });
  await notifyPayoutChange(env, customerId, describePayoutAccount(result.account));
  return result;
}

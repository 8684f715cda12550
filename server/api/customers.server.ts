/**
 * The customer calls of spec §7: the bearer's own data only; another customer's ids → 404.
 * POST /customers/guest_account_number is guest-account.server.ts (mounted before this router).
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { deleteCustomer } from "../../core/account/index.server.ts";
import {
  bankAccountPatchSchema,
  customerPatchSchema,
  paymentAccountSaveSchema,
  paypalAccountPatchSchema,
  peoplePatchSchema,
  phoneCreateSchema,
  phonePatchSchema,
} from "../../core/customer/index.ts";
import {
  addPhone,
  changePayoutAccount,
  getAddress,
  getCustomer,
  listPaymentAccounts,
  savePayment,
  tradeHistory,
  updateAddress,
  updateBankAccount,
  updateBirthdate,
  updateCustomer,
  updatePaypalAccount,
  updatePhone,
  exportCustomerData,
} from "../../core/customer/index.server.ts";
import { nowFrom, inputString } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { accountEnv, requireCustomer } from "./account.server.ts";
import { readJson } from "../http/problem.server.ts";

export const addressPatchSchema = z.record(inputString(), z.unknown());

/** The bearer's customer id, then the JSON body (an unauthenticated call's body is never read). */
async function customerAndBody<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<[id: string, input: z.infer<T>]> {
  const id = await requireCustomer(c);
  return [id, await readJson(c, schema)];
}

export const customersApi = new Hono<AppEnv>()
  .get("/customers", async (c) => c.json(await getCustomer(c.get("deps").database.db, await requireCustomer(c))))
  .patch("/customers", async (c) => {
    const [id, input] = await customerAndBody(c, customerPatchSchema);
    return c.json(await updateCustomer(c.get("deps").database.db, id, input));
  })
  .delete("/customers", async (c) => {
    const id = await requireCustomer(c);
    return c.json({ deleted: await deleteCustomer(c.get("deps").database.db, id) });
  })
  .get("/addresses", async (c) => c.json(await getAddress(c.get("deps").database.db, await requireCustomer(c))))
  .patch("/addresses", async (c) => {
    const [id, input] = await customerAndBody(c, addressPatchSchema);
    return c.json(await updateAddress(c.get("deps").database.db, id, c.get("edition"), input));
  })
  .get("/bank_accounts", async (c) => c.json(await listPaymentAccounts(c.get("deps").database.db, await requireCustomer(c), "bank")))
  // Payout-account changes ask for the current password and send a notice (decision 0031).
  .patch("/bank_accounts", async (c) => {
    const id = await requireCustomer(c);
    const { currentPassword, ...input } = await readJson(c, bankAccountPatchSchema);
    return c.json((await changePayoutAccount(accountEnv(c), id, currentPassword, (db) => updateBankAccount(db, id, input))).account);
  })
  .get("/paypal_accounts", async (c) => c.json(await listPaymentAccounts(c.get("deps").database.db, await requireCustomer(c), "paypal")))
  .patch("/paypal_accounts", async (c) => {
    const id = await requireCustomer(c);
    const { currentPassword, ...input } = await readJson(c, paypalAccountPatchSchema);
    return c.json((await changePayoutAccount(accountEnv(c), id, currentPassword, (db) => updatePaypalAccount(db, id, input))).account);
  })
  .post("/customer_payment_accounts", async (c) => {
    const id = await requireCustomer(c);
    const { paymentId, currentPassword, ...payment } = await readJson(c, paymentAccountSaveSchema);
    const { created, account } = await changePayoutAccount(accountEnv(c), id, currentPassword, (db) =>
      savePayment(db, id, paymentId, payment),
    );
    return c.json(account, created ? 201 : 200);
  })
  .post("/phone_contacts", async (c) => {
    const [id, input] = await customerAndBody(c, phoneCreateSchema);
    return c.json(await addPhone(c.get("deps").database.db, id, input), 201);
  })
  .patch("/phone_contacts", async (c) => {
    const [id, input] = await customerAndBody(c, phonePatchSchema);
    return c.json(await updatePhone(c.get("deps").database.db, id, input));
  })
  .patch("/people", async (c) => {
    const [id, input] = await customerAndBody(c, peoplePatchSchema);
    return c.json(await updateBirthdate(c.get("deps").database.db, id, input.birthdate));
  })
  .get("/trade_history", async (c) => c.json(await tradeHistory(c.get("deps").database.db, await requireCustomer(c))))
  /** GDPR export (Art. 15/20) for API clients: the same document as the account page's download. */
  .get("/data_export", async (c) => {
    const id = await requireCustomer(c);
    const deps = c.get("deps");
    c.header("Cache-Control", "no-store");
    return c.json(await exportCustomerData(deps.database.db, id, nowFrom(deps)));
  });

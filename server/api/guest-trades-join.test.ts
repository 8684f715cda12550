/**
 * Guest trades join the account (decision 0106), on PGlite and PostgreSQL: only trades under the
 * account's e-mail, of the account's edition, that have no account yet, and only once the e-mail is
 * proven (the activation link; not a registration alone, not an e-mail changed after activation);
 * joining twice changes nothing; every join is in the audit log.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  activateAndSignIn,
  guestTradesWaiting,
  joinGuestTrades,
  settleBackgroundMail,
  type AccountEnv,
} from "../../core/account/index.server.ts";
import { TEST_HASHING, verifyAccessToken } from "../../core/credentials/index.server.ts";
import { auditLog, customers, trades } from "../../db/schema/index.ts";
import {
  accessTokenFor,
  customersRequest,
  freshTestIp,
  registerActivated,
  registrationBody,
  TEST_PASSWORD,
} from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";

const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.com`;

const envOf = (ctx: TestContext): AccountEnv => ({
  db: ctx.database.db,
  mailer: ctx.deps.mailer,
  jwtSecret: ctx.deps.secrets.jwtSecret,
  hashing: TEST_HASHING,
  edition: "de",
  origin: "http://de.localhost",
  clientKey: "192.0.2.1",
});

async function ownerOf(ctx: TestContext, tradeNumber: string): Promise<string | null> {
  const [row] = await ctx.database.db.select({ customerId: trades.customerId }).from(trades).where(eq(trades.tradeNumber, tradeNumber));
  return row!.customerId;
}

async function customerIdOf(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return row!.id;
}

/** Registers `email` (de) without activating; the activation token from the mail. */
async function registerPending(ctx: TestContext, email: string): Promise<string> {
  const reg = await ctx.request("/api/account/register", {
    host: "de.localhost",
    clientAddress: freshTestIp(),
    json: registrationBody(email),
  });
  expect(reg.status).toBe(202);
  const mail = mailsTo(ctx, email).at(-1) ?? "";
  return /\/account\?token=([A-Za-z0-9_-]{43})/.exec(mail)![1]!;
}

const joinAudits = (ctx: TestContext, tradeNumber: string) =>
  ctx.database.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, "trade.joined_account"), eq(auditLog.target, `trade:${tradeNumber}`)));

describeEachDatabase("guest trades join the account", (ctx) => {
  beforeAll(() => {
    ctx().deps.passwordHashing = TEST_HASHING;
  });

  it("joins the e-mail's de guest trades at activation, not before, not another e-mail's or edition's, and only once", async () => {
    const email = unique("gast");
    const mine = await placeTestTrade(ctx(), { email: email.toUpperCase() });
    const other = await placeTestTrade(ctx(), { email: unique("fremd") });
    const otherEdition = await placeTestTrade(ctx(), { email });
    await ctx().database.db.update(trades).set({ edition: "fr" }).where(eq(trades.tradeNumber, otherEdition.tradeNumber));

    const token = await registerPending(ctx(), email);
    const customerId = await customerIdOf(ctx(), email);
    // registered, not proven: nothing waits, nothing joins
    expect(await guestTradesWaiting(ctx().database.db, customerId)).toBe(0);
    expect(await joinGuestTrades(ctx().database.db, customerId, new Date())).toEqual([]);
    expect(await ownerOf(ctx(), mine.tradeNumber)).toBeNull();
    // the register answer is the same whether or not guest trades exist (no enumeration)
    const res = await ctx().request("/api/account/register", {
      host: "de.localhost",
      clientAddress: freshTestIp(),
      json: registrationBody(unique("ohne")),
    });
    expect(await res.json()).toEqual({ accepted: true, activated: false });

    const signedIn = await activateAndSignIn(envOf(ctx()), token);
    expect(signedIn?.joined).toEqual([mine.tradeNumber]);
    expect(await verifyAccessToken(ctx().deps.secrets.jwtSecret, signedIn!.pair.access_token)).toBe(customerId);
    expect(await ownerOf(ctx(), mine.tradeNumber)).toBe(customerId);
    expect(await ownerOf(ctx(), other.tradeNumber)).toBeNull();
    expect(await ownerOf(ctx(), otherEdition.tradeNumber)).toBeNull();
    const [customer] = await ctx().database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(await joinAudits(ctx(), mine.tradeNumber)).toEqual([{ after: { customerNumber: customer!.customerNumber } }]);

    // the link is one-use; a second join finds nothing; the audit stays one entry
    expect(await activateAndSignIn(envOf(ctx()), token)).toBeNull();
    expect(await joinGuestTrades(ctx().database.db, customerId, new Date())).toEqual([]);
    expect(await joinAudits(ctx(), mine.tradeNumber)).toHaveLength(1);
    // the account's trade history (API) now holds it
    const history = await customersRequest(ctx(), await accessTokenFor(ctx(), email), "/trade_history", "GET");
    expect(JSON.stringify(await history.json())).toContain(mine.tradeNumber);
  });

  it("the API's activation (POST /api/account/activateRegistration) joins them too", async () => {
    const email = unique("api");
    const guest = await placeTestTrade(ctx(), { email });
    const token = await registerPending(ctx(), email);
    expect(await ownerOf(ctx(), guest.tradeNumber)).toBeNull();
    const res = await ctx().request("/api/account/activateRegistration", { host: "de.localhost", method: "POST", headers: { token } });
    expect(await res.json()).toMatchObject({ activated: true });
    expect(await ownerOf(ctx(), guest.tradeNumber)).toBe(await customerIdOf(ctx(), email));
  });

  it("an active account: a later guest trade waits for the button; concurrent joins attach it once", async () => {
    const email = await registerActivated(ctx(), { emailPrefix: "aktiv" });
    const customerId = await customerIdOf(ctx(), email);
    expect(await guestTradesWaiting(ctx().database.db, customerId)).toBe(0);
    const later = await placeTestTrade(ctx(), { email });
    expect(await guestTradesWaiting(ctx().database.db, customerId)).toBe(1);
    const [a, b] = await Promise.all([
      joinGuestTrades(ctx().database.db, customerId, new Date()),
      joinGuestTrades(ctx().database.db, customerId, new Date()),
    ]);
    expect([...a, ...b]).toEqual([later.tradeNumber]);
    expect(await ownerOf(ctx(), later.tradeNumber)).toBe(customerId);
    expect(await joinAudits(ctx(), later.tradeNumber)).toHaveLength(1);
    expect(await guestTradesWaiting(ctx().database.db, customerId)).toBe(0);
  });

  it("an e-mail changed after activation is not proven: the guest trades under it do not join until a reset mailed to it proves it", async () => {
    const email = await registerActivated(ctx(), { emailPrefix: "wechsel" });
    const customerId = await customerIdOf(ctx(), email);
    const victim = unique("opfer");
    const theirs = await placeTestTrade(ctx(), { email: victim });
    const resetLink = async (to: string) => {
      const forgot = await ctx().request("/api/account/forgotPasswordMail", {
        host: "de.localhost",
        clientAddress: freshTestIp(),
        json: { email: to },
      });
      expect(forgot.status).toBe(202);
      await settleBackgroundMail();
      return /password-reset\?token=([A-Za-z0-9_-]{43})/.exec(mailsTo(ctx(), to).at(-1) ?? "")![1]!;
    };
    const resetWith = (token: string) =>
      ctx().request("/api/account/resetPassword", { host: "de.localhost", json: { password: TEST_PASSWORD }, headers: { token } });
    // a reset link mailed to the old address before the change
    const oldLink = await resetLink(email);
    const changed = await customersRequest(ctx(), await accessTokenFor(ctx(), email), "/customers", "PATCH", {
      email: victim,
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(await guestTradesWaiting(ctx().database.db, customerId)).toBe(0);
    expect(await joinGuestTrades(ctx().database.db, customerId, new Date())).toEqual([]);
    expect(await ownerOf(ctx(), theirs.tradeNumber)).toBeNull();
    // the old address's link does not prove the new one: the change used it up
    expect((await resetWith(oldLink)).status).toBe(400);
    expect(await guestTradesWaiting(ctx().database.db, customerId)).toBe(0);

    // a reset link mailed to the new address proves it
    expect((await resetWith(await resetLink(victim))).status).toBe(200);
    expect(await guestTradesWaiting(ctx().database.db, customerId)).toBe(1);
    expect(await joinGuestTrades(ctx().database.db, customerId, new Date())).toEqual([theirs.tradeNumber]);
  });
});

/**
 * Issue 13, account and trade (decision 0031): the trade lookup (same answer for every pair, mail
 * only when number and e-mail belong together, limits, validation), the payout-account change
 * (current password, notice mail without the IBAN, the 24-hour payout hold by the app's clock) and
 * the registration's terms acceptance with optional address and payout account.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { TERMS_VERSION } from "../../core/account/index.ts";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { TRADE_LIMITS } from "../../core/trade/index.ts";
import { payoutHolds, settleTradeLookups } from "../../core/trade/index.server.ts";
import { customers, trades } from "../../db/schema/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { accessTokenFor, customersRequest, freshTestIp, registerActivated, TEST_PASSWORD } from "../../tests/helpers/accounts.ts";
import { INSIDE_WINDOWS, minutesAfter } from "../../tests/helpers/clock.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTestIp, staffTokens } from "../../tests/helpers/staff.ts";
import { linksIn, mailsTo } from "../../tests/helpers/mails.ts";
import { placeTestTrade, uniqueTradeEmail } from "../../tests/helpers/trades.ts";

const IBAN2 = "AT611904300234573201";

describeEachDatabase("account and trade lookup (issue 13)", (ctx) => {
  beforeAll(() => {
    ctx().deps.passwordHashing = TEST_HASHING;
  });

  const lookup = (json: unknown, clientAddress = freshTestIp()) =>
    ctx().request("/api/trade/trades/lookup", { host: "de.localhost", json, clientAddress });

  it("answers the same 202 for a matching and a wrong pair, and mails the tracking link only for the matching one", async () => {
    const trade = await placeTestTrade(ctx());
    const stranger = uniqueTradeEmail("fremd");
    const right = await lookup({ tradeNumber: trade.tradeNumber.toLowerCase().replace("-", " "), email: trade.email.toUpperCase() });
    const wrongEmail = await lookup({ tradeNumber: trade.tradeNumber, email: stranger });
    const noTrade = await lookup({ tradeNumber: "SB-9999999", email: stranger });
    await settleTradeLookups();
    const bodies = await Promise.all([right, wrongEmail, noTrade].map((r) => r.text()));
    expect([right.status, wrongEmail.status, noTrade.status]).toEqual([202, 202, 202]);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ accepted: true });
    expect(right.headers.get("cache-control")).toBe("no-store");
    expect(mailsTo(ctx(), stranger)).toHaveLength(0);
    const mails = mailsTo(ctx(), trade.email).filter((m) => m.includes(`Link zu Ihrem Verkauf ${trade.tradeNumber}`));
    expect(mails).toHaveLength(1);
    const tracking = linksIn(mails[0]!).find((l) => l.includes(`/trade/${trade.tradeNumber}?token=`));
    expect(tracking).toMatch(new RegExp(`^http://de\\.localhost(:\\d+)?/trade/${trade.tradeNumber}\\?token=${trade.trackingToken}$`));
  });

  it("refuses bad input with 422 problem details", async () => {
    for (const body of [
      {},
      { tradeNumber: "SB-1000001" },
      { tradeNumber: "SB-1000001", email: "kein" },
      { tradeNumber: "x".repeat(21), email: "a@b.de" },
      { tradeNumber: "12345", email: "a@b.de" },
      { tradeNumber: "SB-1000001\u0000", email: "a@b.de" },
    ]) {
      const res = await lookup(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
  });

  it("limits lookups per client address, per e-mail and per number (429 with Retry-After), by the app's clock", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    try {
      const address = freshTestIp();
      for (let i = 0; i < TRADE_LIMITS.lookupPerAddress.perWindow; i++)
        expect((await lookup({ tradeNumber: `SB-${8000000 + i}`, email: uniqueTradeEmail("a") }, address)).status).toBe(202);
      const over = await lookup({ tradeNumber: "SB-8000100", email: uniqueTradeEmail("a") }, address);
      expect(over.status).toBe(429);
      expect(over.headers.get("retry-after")).toBe("3300");
      ctx().setNow(minutesAfter(INSIDE_WINDOWS, 60));
      expect((await lookup({ tradeNumber: "SB-8000101", email: uniqueTradeEmail("a") }, address)).status).toBe(202);

      const email = uniqueTradeEmail("viel");
      for (let i = 0; i < TRADE_LIMITS.lookupPerEmail.perWindow; i++)
        expect((await lookup({ tradeNumber: `SB-${8100000 + i}`, email })).status).toBe(202);
      expect((await lookup({ tradeNumber: "SB-8100100", email })).status).toBe(429);

      const number = `SB-${8200000 + (process.pid % 1000)}`;
      for (let i = 0; i < TRADE_LIMITS.lookupPerNumber.perWindow; i++)
        expect((await lookup({ tradeNumber: number, email: uniqueTradeEmail("n") })).status).toBe(202);
      expect((await lookup({ tradeNumber: number, email: uniqueTradeEmail("n") })).status).toBe(429);
    } finally {
      ctx().setNow(null);
      await settleTradeLookups();
    }
  });

  const customersCall = (p: string, method: string, token: string, json?: unknown) => customersRequest(ctx(), token, p, method, json);

  it("changes the payout account only with the current password, mails a notice without the IBAN, and holds the customer's trades for 24 hours", async () => {
    const email = await registerActivated(ctx(), { emailPrefix: "auszahlung" });
    const token = await accessTokenFor(ctx(), email);
    const trade = await placeTestTrade(ctx(), { bearerToken: token });
    const db = ctx().database.db;
    const [{ id: tradeId } = { id: 0 }] = await db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, trade.tradeNumber));
    const [account] = await (await customersCall("/bank_accounts", "GET", token)).json();
    const change = { id: account.id, iban: IBAN2, accountHolder: "Erika Mustermann" };
    const mailsBefore = mailsTo(ctx(), email).length;

    const missing = await customersCall("/bank_accounts", "PATCH", token, change);
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual([expect.objectContaining({ field: "currentPassword" })]);
    const wrong = await customersCall("/bank_accounts", "PATCH", token, { ...change, currentPassword: "Falsches-Passwort-9" });
    expect(wrong.status).toBe(422);
    const wrongBody = await wrong.json();
    expect(wrongBody.errors).toEqual([{ field: "currentPassword", message: "Das aktuelle Passwort ist nicht richtig." }]);
    expect((await (await customersCall("/bank_accounts", "GET", token)).json())[0].iban).toBe(account.iban);
    expect(mailsTo(ctx(), email)).toHaveLength(mailsBefore);

    const changedAt = new Date("2031-05-06T10:05:00.000Z");
    ctx().setNow(changedAt);
    try {
      // years later the morning's access token has long expired: the customer signs in again
      const later = await accessTokenFor(ctx(), email);
      const ok = await customersCall("/bank_accounts", "PATCH", later, { ...change, currentPassword: TEST_PASSWORD });
      expect(ok.status).toBe(200);
      expect((await ok.json()).iban).toBe("AT61 •••• •••• •••• ••01");
    } finally {
      ctx().setNow(null);
    }
    const notice = mailsTo(ctx(), email).slice(mailsBefore);
    expect(notice).toHaveLength(1);
    expect(notice[0]).toContain("Auszahlungskonto");
    expect(notice[0]).toContain("AT61 •••• •••• •••• ••01");
    expect(notice[0]).not.toContain(IBAN2);
    expect(notice[0]).not.toContain("AT61 1904");

    expect((await payoutHolds(db, minutesAfter(changedAt, 23 * 60 + 59), [tradeId])).get(tradeId)).toEqual({
      changedAt: changedAt.toISOString(),
      until: minutesAfter(changedAt, 24 * 60).toISOString(),
    });
    expect((await payoutHolds(db, minutesAfter(changedAt, 24 * 60 + 1), [tradeId])).has(tradeId)).toBe(false);

    // The back office's trade detail carries the hold while it lasts, and null after.
    const staffEmail = await makeStaff(ctx(), ["payout"]);
    const detail = async (at: Date) => {
      ctx().setNow(at);
      try {
        const staff = await staffTokens(ctx(), staffEmail);
        const res = await ctx().request(`/api/backoffice/trades/${trade.tradeNumber}`, {
          host: BACKOFFICE,
          headers: bearer(staff.accessToken),
          clientAddress: staffTestIp(),
        });
        expect(res.status).toBe(200);
        return (await res.json()).payoutHold;
      } finally {
        ctx().setNow(null);
      }
    };
    expect(await detail(minutesAfter(changedAt, 60))).toEqual({
      changedAt: changedAt.toISOString(),
      until: minutesAfter(changedAt, 24 * 60).toISOString(),
    });
    expect(await detail(minutesAfter(changedAt, 25 * 60))).toBeNull();
  });

  it("counts wrong current passwords against the account's login limit (429)", async () => {
    const email = await registerActivated(ctx(), {
      emailPrefix: "auszahlung-limit",
      payment: { paymentType: 2, paypalEmail: "erika@paypal.example" },
    });
    const token = await accessTokenFor(ctx(), email);
    const [account] = await (await customersCall("/paypal_accounts", "GET", token)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await customersCall("/paypal_accounts", "PATCH", token, {
            id: account.id,
            paypalEmail: "neu@paypal.example",
            currentPassword: `Falsch-${i}-Passwort`,
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    // over the limit even the right password waits
    expect(
      (
        await customersCall("/paypal_accounts", "PATCH", token, {
          id: account.id,
          paypalEmail: "neu@paypal.example",
          currentPassword: TEST_PASSWORD,
        })
      ).status,
    ).toBe(429);
  });

  it("registers without address and payout account, and stores the terms acceptance with time and version", async () => {
    const email = `ohne-${randomBytes(4).toString("hex")}@example.com`;
    const at = new Date("2031-05-06T10:05:00.000Z");
    ctx().setNow(at);
    try {
      const res = await ctx().request("/api/account/register", {
        host: "de.localhost",
        clientAddress: freshTestIp(),
        json: {
          enabled: true,
          firstName: "Ohne",
          lastName: "Adresse",
          username: email,
          email,
          termsAccepted: true,
          credentials: [{ type: "password", value: TEST_PASSWORD, temporary: false }],
          attributes: { locale: "de" },
        },
      });
      expect(res.status).toBe(202);
    } finally {
      ctx().setNow(null);
    }
    const [row] = await ctx().database.db.select().from(customers).where(eq(customers.email, email));
    expect(row?.termsAcceptedAt?.toISOString()).toBe(at.toISOString());
    expect(row?.termsVersion).toBe(TERMS_VERSION);
    const [counts] = await rows<{ a: number; p: number }>(
      ctx().database.db,
      sql`select (select count(*) from customer_addresses where customer_id = ${row!.id})::int as a, (select count(*) from payment_accounts where customer_id = ${row!.id})::int as p`,
    );
    expect(counts).toEqual({ a: 0, p: 0 });
    const bad = await ctx().request("/api/account/register", {
      host: "de.localhost",
      clientAddress: freshTestIp(),
      json: {
        enabled: true,
        firstName: "A",
        lastName: "B",
        username: `x${email}`,
        email: `x${email}`,
        termsAccepted: "ja",
        credentials: [{ type: "password", value: TEST_PASSWORD, temporary: false }],
        attributes: { locale: "de" },
      },
    });
    expect(bad.status).toBe(422);
  });
});

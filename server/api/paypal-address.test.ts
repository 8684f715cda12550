/**
 * One rule for a payable PayPal address (issue 27 item 1, decision 0067): an e-mail address of at
 * most 127 characters (PayPal's limit for a payout receiver), not starting with + or -. The checkout
 * and the account refuse another one with 422; a payout run leaves a trade whose stored address
 * breaks it out, counts it and lists it (so one address no longer blocks a whole PayPal file, and
 * no new run takes it again); a run made before the rule that holds such an address answers its
 * PayPal file with a 409 problem naming the trade, never a 500.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  accessTokenFor,
  customersRequest,
  freshTestIp,
  registerActivated,
  registrationBody,
  TEST_PASSWORD,
} from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { makeStaff, payoutRunsRequest, staffTokens } from "../../tests/helpers/staff.ts";
import { smartphoneOffer, toPayoutPending, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";

type Json = Record<string, unknown>;
let seq = 0;

/** A well-formed address of `length` characters (z.email() takes it; PayPal does not above 127). */
const addressOf = (length: number) => {
  const domain = "@paypal.example";
  return `${"p".repeat(length - domain.length)}${domain}`;
};
const TOO_LONG = addressOf(178);

function placePaypalTrade(ctx: TestContext, paypalEmail: string) {
  return smartphoneOffer(ctx).then(({ offerId }) =>
    ctx.request("/api/trade/trades", {
      host: "de.localhost",
      clientAddress: uniqueClientAddress(),
      headers: { "idempotency-key": `paypal-address-${process.pid}-${++seq}` },
      json: {
        offers: [{ offerId, quantity: 1 }],
        customer: { email: uniqueTradeEmail("paypal-adresse"), firstName: "Paula", lastName: "Pal" },
        address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
        payment: { paymentType: 2, paypalEmail },
      },
    }),
  );
}

/** A PayPal trade taken to payout_pending; `stored`: the address written afterwards, as a trade placed before the rule holds it. */
async function pendingPaypalTrade(ctx: TestContext, stored?: string): Promise<string> {
  const res = await placePaypalTrade(ctx, addressOf(40));
  expect(res.status).toBe(201);
  const { tradeNumber } = (await res.json()) as { tradeNumber: string };
  if (stored) await ctx.database.db.execute(sql`update trades set paypal_email = ${stored} where trade_number = ${tradeNumber}`);
  await toPayoutPending(ctx, tradeNumber);
  return tradeNumber;
}

describeEachDatabase("a payable PayPal address", (ctx) => {
  let payoutA: string;
  let payoutB: string;
  const payouts = (path: string, token: string, json?: unknown) => payoutRunsRequest(ctx(), path, token, json);

  beforeAll(async () => {
    payoutA = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    payoutB = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
  });

  it("the checkout takes an address of 127 characters and refuses one of 128 or 178, or one starting with + or -, with 422", async () => {
    expect((await placePaypalTrade(ctx(), addressOf(127))).status).toBe(201);
    for (const paypalEmail of [addressOf(128), TOO_LONG, "+erika@paypal.example", "-erika@paypal.example"]) {
      const res = await placePaypalTrade(ctx(), paypalEmail);
      expect(res.status, paypalEmail).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
      const problem = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(problem.errors.map((e) => e.field)).toEqual(["payment.paypalEmail"]);
    }
  });

  it("the account refuses such an address for its PayPal account, at registration and when it changes", async () => {
    const registrant = `lang-${process.pid}-${++seq}@example.com`;
    const register = await ctx().request("/api/account/register", {
      host: "de.localhost",
      clientAddress: freshTestIp(),
      json: registrationBody(registrant, { Payment: { paymentType: 2, paypalEmail: TOO_LONG } }),
    });
    expect(register.status).toBe(422);
    expect(((await register.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["Payment.paypalEmail"]);

    const email = await registerActivated(ctx(), {
      emailPrefix: "paypal-lang",
      payment: { paymentType: 2, paypalEmail: "erika@paypal.example" },
    });
    const token = await accessTokenFor(ctx(), email);
    const customers = (path: string, method: string, json?: unknown) => customersRequest(ctx(), token, path, method, json);
    const [account] = (await (await customers("/paypal_accounts", "GET")).json()) as { id: string }[];
    for (const paypalEmail of [TOO_LONG, "+erika@paypal.example"]) {
      const res = await customers("/paypal_accounts", "PATCH", { id: account!.id, paypalEmail, currentPassword: TEST_PASSWORD });
      expect(res.status, paypalEmail).toBe(422);
      expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["paypalEmail"]);
    }
    const saved = await customers("/customer_payment_accounts", "POST", {
      paymentType: 2,
      paypalEmail: TOO_LONG,
      currentPassword: TEST_PASSWORD,
    });
    expect(saved.status).toBe(422);
    expect(((await saved.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["paypalEmail"]);
    const [still] = (await (await customers("/paypal_accounts", "GET")).json()) as { paypalEmail: string }[];
    expect(still!.paypalEmail).toBe("erika@paypal.example");
  });

  it("a run leaves a trade whose stored address PayPal cannot pay out, counts and lists it, and its PayPal file serves the others", async () => {
    const bad = await pendingPaypalTrade(ctx(), TOO_LONG);
    const good = await pendingPaypalTrade(ctx());
    const preview = (await (await payouts("/preview", payoutA, { edition: "de", method: "paypal" })).json()) as Json;
    expect(preview).toMatchObject({
      trades: 1,
      paypal: 1,
      invalidAccount: 1,
      invalidAccounts: [{ tradeNumber: bad, method: "paypal", reason: "paypalEmail" }],
    });

    const made = await payouts("", payoutA, { edition: "de", method: "paypal" });
    expect(made.status).toBe(201);
    const run = (await made.json()) as { runId: number; trades: number; invalidAccount: number; invalidAccounts: Json[] };
    expect(run).toMatchObject({ trades: 1, invalidAccount: 1, invalidAccounts: [{ tradeNumber: bad, reason: "paypalEmail" }] });
    const csv = await payouts(`/${run.runId}/paypal.csv`, payoutA);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(good);
    expect(text).not.toContain(bad);

    // the next run does not take it either: it is listed again, as nothing to pay
    const again = await payouts("", payoutB, { edition: "de", method: "paypal" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ invalidAccount: 1, invalidAccounts: [{ tradeNumber: bad, reason: "paypalEmail" }] });
    expect((await payouts(`/${run.runId}/confirm`, payoutB, {})).status).toBe(200);
  });

  it("a run made before the rule, holding such an address, answers its PayPal file with a 409 problem naming the trade; discarded, the next run leaves the trade out", async () => {
    const tradeNumber = await pendingPaypalTrade(ctx());
    const made = (await (await payouts("", payoutA, { edition: "de", method: "paypal" })).json()) as { runId: number };
    const { items } = (await (await payouts(`/${made.runId}`, payoutA)).json()) as { items: { tradeNumber: string }[] };
    expect(items.map((i) => i.tradeNumber)).toEqual([tradeNumber]);
    // as the run of issue 27 stored it: the address taken in with invalidAccount 0
    await ctx().database.db.execute(sql`update payout_run_items set paypal_email = ${TOO_LONG} where run_id = ${made.runId}`);
    await ctx().database.db.execute(sql`update trades set paypal_email = ${TOO_LONG} where trade_number = ${tradeNumber}`);

    const csv = await payouts(`/${made.runId}/paypal.csv`, payoutA);
    expect(csv.status).toBe(409);
    expect(csv.headers.get("content-type")).toMatch(/problem\+json/);
    const problem = (await csv.json()) as { type: string; detail: string; errors: { field: string; message: string }[] };
    expect(problem.type).toMatch(/payout_file_invalid$/);
    expect(problem.detail).toBe("A value of this run no longer passes the payout file’s checks.");
    expect(problem.errors).toEqual([{ field: "email", message: `${tradeNumber}: email cannot go into the PayPal file` }]);

    expect((await payouts(`/${made.runId}/discard`, payoutA, {})).status).toBe(200);
    const next = await payouts("", payoutB, { edition: "de", method: "paypal" });
    expect(next.status).toBe(409);
    expect(await next.json()).toMatchObject({
      invalidAccounts: expect.arrayContaining([expect.objectContaining({ tradeNumber, reason: "paypalEmail" })]),
    });
  });
});

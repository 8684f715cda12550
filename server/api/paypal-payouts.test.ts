/**
 * PayPal runs through PayPal's Payouts API (issue 32, decision 0112) against the local fake, on
 * PGlite and PostgreSQL: confirming sends the PayPal items (`sent`, trades still payout_pending,
 * SEPA paid as before) and a batch with one SUCCESS and one UNCLAIMED ends with one trade paid
 * (mail, audit) and the other returned (cancelled at PayPal first, waiting for a corrected
 * address); a retry after a time-out does not pay twice; 401, 429 and 5xx are retried; a webhook
 * with a bad signature is refused and changes nothing, a good one applies once however often it
 * comes; without credentials the CSV path is unchanged and the webhook is 404.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgetPaypalTokens } from "../../core/payout/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { startFakePaypal } from "../../tests/helpers/fake-paypal.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, toPayoutPending, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

type Json = Record<string, unknown>;

const fake = await startFakePaypal();
afterAll(() => fake.close());

async function pendingTrade(ctx: TestContext, paypal = true) {
  const placed = await placeTestTrade(ctx, paypal ? { paypal: true, email: uniqueTradeEmail("paypal") } : {});
  await toPayoutPending(ctx, placed.tradeNumber);
  return placed;
}

const stateOf = async (ctx: TestContext, tradeNumber: string) =>
  (await rows<{ state: string }>(ctx.database.db, sql`select state from trades where trade_number = ${tradeNumber}`))[0]!.state;

const itemOf = async (ctx: TestContext, tradeNumber: string) =>
  (
    await rows<{
      state: string;
      return_code: string | null;
      return_source: string | null;
      return_reason: string | null;
      paypal_item_id: string | null;
      provider_status: string | null;
    }>(ctx.database.db, sql`select * from payout_run_items where trade_number = ${tradeNumber} order by id desc limit 1`)
  )[0]!;

const runOf = async (ctx: TestContext, runId: number) =>
  (
    await rows<{ sepa_message_id: string; paypal_batch_id: string | null; paypal_batch_status: string | null }>(
      ctx.database.db,
      sql`select * from payout_runs where id = ${runId}`,
    )
  )[0]!;

const count = async (ctx: TestContext, query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(ctx.database.db, query))[0]!.n);

function setup(ctx: () => TestContext) {
  const emails = { a: "", b: "" };
  /** Each clerk's access token and when (on the test's clock) it was issued. */
  const signedIn = { a: { token: "", at: 0 }, b: { token: "", at: 0 } };
  let now = new Date();
  /** The clerk's access token, signed in again once the tests' clock has used up 4 of its 5 minutes. */
  const tokenOf = async (who: "a" | "b") => {
    if (now.getTime() - signedIn[who].at >= 4 * 60_000 || !signedIn[who].token)
      signedIn[who] = { token: (await staffTokens(ctx(), emails[who])).accessToken, at: now.getTime() };
    return signedIn[who].token;
  };
  beforeAll(async () => {
    // each database is another shop with its own PayPal account: the run ids (and so the sender_batch_ids) repeat across them
    fake.batches.clear();
    emails.a = await makeStaff(ctx(), ["payout"]);
    emails.b = await makeStaff(ctx(), ["payout"]);
  });
  const api = async (path: string, who: "a" | "b", json?: unknown) =>
    ctx().request(`/api/backoffice/payout-runs${path}`, {
      host: BACKOFFICE,
      method: json === undefined ? "GET" : "POST",
      ...(json === undefined ? {} : { json }),
      headers: bearer(await tokenOf(who)),
    });
  /** A run of the PayPal (or all) de trades made by A and confirmed by B. */
  const confirmedRun = async (filter: Json = { edition: "de", method: "paypal" }) => {
    const made = await api("", "a", filter);
    expect(made.status).toBe(201);
    const { runId } = (await made.json()) as { runId: number };
    expect((await api(`/${runId}/confirm`, "b", {})).status).toBe(200);
    return runId;
  };
  const advance = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
    ctx().setNow(now);
  };
  const runJobs = async () => {
    const worker = createJobWorker(ctx().deps);
    await worker.runDue();
    await worker.runDue();
  };
  beforeEach(() => {
    now = new Date(Math.max(now.getTime(), Date.now()));
    ctx().setNow(now);
  });
  return { api, confirmedRun, advance, runJobs };
}

describeEachDatabase(
  "PayPal payouts through the API",
  (ctx) => {
    const { api, confirmedRun, advance, runJobs } = setup(ctx);
    beforeEach(() => {
      fake.mode = "ok";
      fake.duplicateLink = true;
    });

    it("sends the PayPal items on confirming; one SUCCESS is paid, one UNCLAIMED is cancelled and returned", async () => {
      const paid = await pendingTrade(ctx());
      const unclaimed = await pendingTrade(ctx());
      const sepa = await pendingTrade(ctx(), false);
      const made = (await (await api("", "a", { edition: "de" })).json()) as { runId: number };
      const runId = made.runId;
      // the API pays PayPal: no CSV to upload as well
      const csv = await api(`/${runId}/paypal.csv`, "a");
      expect(csv.status).toBe(409);
      expect(((await csv.json()) as Json).type).toMatch(/payout_paypal_api$/);
      expect((await api(`/${runId}/confirm`, "b", {})).status).toBe(200);

      expect(await stateOf(ctx(), sepa.tradeNumber)).toBe("paid");
      expect(await stateOf(ctx(), paid.tradeNumber)).toBe("payout_pending");
      expect((await itemOf(ctx(), paid.tradeNumber)).state).toBe("sent");
      expect((await runOf(ctx(), runId)).paypal_batch_status).toBe("QUEUED");

      await runJobs();
      const run = await runOf(ctx(), runId);
      expect(run.paypal_batch_id).toBeTruthy();
      const batch = fake.batches.get(run.paypal_batch_id!)!;
      expect(batch.senderBatchId).toBe(run.sepa_message_id);
      expect(batch.items.map((i) => i.senderItemId)).toEqual(expect.arrayContaining([paid.tradeNumber, unclaimed.tradeNumber]));
      expect(batch.items.map((i) => i.senderItemId)).not.toContain(sepa.tradeNumber);
      const view = (await (await api(`/${runId}`, "a")).json()) as { paypal: { batchId: string; items: Json } };
      expect(view.paypal).toMatchObject({ batchId: run.paypal_batch_id, items: { [paid.tradeNumber]: null } });

      fake.setItemStatus(paid.tradeNumber, "SUCCESS");
      fake.setItemStatus(unclaimed.tradeNumber, "UNCLAIMED", { name: "RECEIVER_UNREGISTERED", message: "Receiver is unregistered" });
      fake.revokeTokens(); // the kept token is refused once: a new one is fetched
      // nothing before the poll is due
      advance(10);
      await runJobs();
      expect(await stateOf(ctx(), paid.tradeNumber)).toBe("payout_pending");
      advance(6);
      await runJobs();

      expect(await stateOf(ctx(), paid.tradeNumber)).toBe("paid");
      expect(await itemOf(ctx(), paid.tradeNumber)).toMatchObject({ state: "paid", provider_status: "SUCCESS" });
      const [paidMail] = mailsTo(ctx(), paid.email).filter((m) => m.includes("Ihre Auszahlung ist unterwegs"));
      expect(paidMail).toContain(paid.tradeNumber);
      expect(
        await count(
          ctx(),
          sql`select count(*)::int as n from audit_log where action = 'trade.paid' and target = ${`trade:${paid.tradeNumber}`}`,
        ),
      ).toBe(1);

      const returned = await itemOf(ctx(), unclaimed.tradeNumber);
      expect(returned).toMatchObject({ state: "returned", return_code: "PAYPAL_UNCLAIMED", return_source: "paypal" });
      expect(returned.return_reason).toContain("RECEIVER_UNREGISTERED");
      expect(fake.cancelled).toContain(returned.paypal_item_id);
      expect(await stateOf(ctx(), unclaimed.tradeNumber)).toBe("payout_pending");
      expect(mailsTo(ctx(), unclaimed.email).filter((m) => m.includes("Bitte prüfen Sie Ihr Auszahlungskonto"))).toHaveLength(1);
      // waiting for a corrected address: the next run leaves it out
      const preview = (await (await api("/preview", "a", { edition: "de", method: "paypal" })).json()) as Json;
      expect(preview.trades).toBe(0);
      // every item finished: no further poll
      expect(
        await count(
          ctx(),
          sql`select count(*)::int as n from jobs where kind = 'payout.paypalPoll' and state = 'pending' and payload->>'runId' = ${String(runId)}`,
        ),
      ).toBe(0);
    });

    it("a retry after a time-out posts the same sender_batch_id, finds the first batch and pays once", async () => {
      const trade = await pendingTrade(ctx());
      const runId = await confirmedRun();
      fake.mode = "timeout"; // PayPal makes the batch, the answer is lost
      await runJobs();
      const sender = (await runOf(ctx(), runId)).sepa_message_id;
      const made = [...fake.batches.entries()].filter(([, b]) => b.senderBatchId === sender);
      expect(made).toHaveLength(1);
      expect((await runOf(ctx(), runId)).paypal_batch_id).toBeNull();
      const [job] = await rows<{ last_error: string }>(
        ctx().database.db,
        sql`select last_error from jobs where kind = 'payout.paypalSubmit' and payload->>'runId' = ${String(runId)}`,
      );
      expect(job!.last_error).toContain("no answer within");
      expect(job!.last_error).not.toContain(trade.email);

      fake.mode = "ok";
      advance(1);
      await runJobs();
      expect([...fake.batches.values()].filter((b) => b.senderBatchId === sender)).toHaveLength(1);
      expect((await runOf(ctx(), runId)).paypal_batch_id).toBe(made[0]![0]);
      fake.setItemStatus(trade.tradeNumber, "SUCCESS");
      advance(16);
      await runJobs();
      expect(await stateOf(ctx(), trade.tradeNumber)).toBe("paid");
      expect(mailsTo(ctx(), trade.email).filter((m) => m.includes("Ihre Auszahlung ist unterwegs"))).toHaveLength(1);
    });

    it("a duplicate refusal that names no batch leaves the run to a person, nothing paid twice", async () => {
      const trade = await pendingTrade(ctx());
      const runId = await confirmedRun();
      fake.mode = "timeout";
      await runJobs();
      fake.mode = "ok";
      fake.duplicateLink = false;
      advance(1);
      await runJobs();
      expect(await runOf(ctx(), runId)).toMatchObject({ paypal_batch_id: null, paypal_batch_status: "NEEDS_CHECK" });
      expect((await itemOf(ctx(), trade.tradeNumber)).state).toBe("sent");
      expect(await stateOf(ctx(), trade.tradeNumber)).toBe("payout_pending");
    });

    it("429 and 500 keep the batch queued and the job tries again; PayPal's Retry-After and error name are in the job's error", async () => {
      const trade = await pendingTrade(ctx());
      const runId = await confirmedRun();
      fake.mode = "rate_limited";
      await runJobs();
      expect((await runOf(ctx(), runId)).paypal_batch_status).toBe("QUEUED");
      const errorOf = async () =>
        (
          await rows<{ last_error: string }>(
            ctx().database.db,
            sql`select last_error from jobs where kind = 'payout.paypalSubmit' and payload->>'runId' = ${String(runId)}`,
          )
        )[0]!.last_error;
      expect(await errorOf()).toContain("RATE_LIMIT_REACHED");
      fake.mode = "server_error";
      advance(1);
      await runJobs();
      expect(await errorOf()).toContain("INTERNAL_SERVER_ERROR");
      expect(await errorOf()).not.toContain(trade.email);
      fake.mode = "ok";
      advance(5);
      await runJobs();
      expect((await runOf(ctx(), runId)).paypal_batch_id).toBeTruthy();
    });

    describe("webhooks", () => {
      const deliver = (event: Json, headers: Record<string, string>, clientAddress = "198.51.100.7") =>
        ctx().request("/api/webhooks/paypal", { host: "localhost", method: "POST", json: event, headers, clientAddress });

      it("refuses a bad signature or missing headers (400, nothing changed), applies a good one once however often it comes", async () => {
        const trade = await pendingTrade(ctx());
        const runId = await confirmedRun();
        await runJobs();
        fake.setItemStatus(trade.tradeNumber, "SUCCESS");
        const event = fake.itemEvent(trade.tradeNumber, "PAYMENT.PAYOUTS-ITEM.SUCCEEDED");

        const forged = await deliver(event, fake.webhookHeaders("forged-signature"));
        expect(forged.status).toBe(400);
        expect(forged.headers.get("content-type")).toMatch(/problem\+json/);
        const bare = await deliver(event, {});
        expect(bare.status).toBe(400);
        expect((await itemOf(ctx(), trade.tradeNumber)).state).toBe("sent");
        expect(await count(ctx(), sql`select count(*)::int as n from paypal_webhook_events where event_id = ${event.id as string}`)).toBe(
          0,
        );

        fake.goodSignatures.add("good-signature-1");
        const good = await deliver(event, fake.webhookHeaders("good-signature-1"));
        expect(good.status).toBe(200);
        expect(good.headers.get("cache-control")).toBe("private, no-store");
        expect(await good.json()).toMatchObject({ received: true, outcome: "paid" });
        const again = await deliver(event, fake.webhookHeaders("good-signature-1"));
        expect(await again.json()).toMatchObject({ received: true, duplicate: true });

        expect(await stateOf(ctx(), trade.tradeNumber)).toBe("paid");
        expect(
          await count(
            ctx(),
            sql`select count(*)::int as n from audit_log where action = 'trade.paid' and target = ${`trade:${trade.tradeNumber}`}`,
          ),
        ).toBe(1);
        expect(
          await count(
            ctx(),
            sql`select count(*)::int as n from trade_events e join trades t on t.id = e.trade_id where t.trade_number = ${trade.tradeNumber} and e.state = 'paid'`,
          ),
        ).toBe(1);
        // the poll that comes later finds it paid and changes nothing
        advance(16);
        await runJobs();
        expect((await itemOf(ctx(), trade.tradeNumber)).state).toBe("paid");
        expect(mailsTo(ctx(), trade.email).filter((m) => m.includes("Ihre Auszahlung ist unterwegs"))).toHaveLength(1);
        expect(runId).toBeGreaterThan(0);
      });

      it("refuses a body above 64 KB and one that is no PayPal event", async () => {
        fake.goodSignatures.add("good-signature-2");
        const big = await deliver(
          { id: "WH-BIG", event_type: "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", pad: "x".repeat(70_000) },
          fake.webhookHeaders("good-signature-2"),
        );
        expect(big.status).toBe(413);
        const odd = await deliver({ hello: "world" }, fake.webhookHeaders("good-signature-2"));
        expect(odd.status).toBe(400);
      });
    });
  },
  { env: { ...fake.settings(), PAYPAL_TIMEOUT_MS: "1500" } },
);

describeEachDatabase("PayPal payouts without credentials: the CSV as before", (ctx) => {
  const { api, confirmedRun } = setup(ctx);
  beforeAll(() => forgetPaypalTokens());

  it("pays PayPal items on confirming, serves the CSV, enqueues nothing for PayPal, and has no webhook", async () => {
    const trade = await pendingTrade(ctx());
    const before = fake.requests.length;
    const made = (await (await api("", "a", { edition: "de", method: "paypal" })).json()) as { runId: number };
    const csv = await api(`/${made.runId}/paypal.csv`, "a");
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(trade.tradeNumber);
    expect((await api(`/${made.runId}/confirm`, "b", {})).status).toBe(200);
    expect(await stateOf(ctx(), trade.tradeNumber)).toBe("paid");
    expect((await itemOf(ctx(), trade.tradeNumber)).state).toBe("paid");
    expect(await count(ctx(), sql`select count(*)::int as n from jobs where kind like 'payout.paypal%'`)).toBe(0);
    const view = (await (await api(`/${made.runId}`, "a")).json()) as Json;
    expect(view).not.toHaveProperty("paypal");
    const hook = await ctx().request("/api/webhooks/paypal", {
      host: "localhost",
      method: "POST",
      json: { id: "WH-1", event_type: "PAYMENT.PAYOUTS-ITEM.SUCCEEDED" },
      headers: fake.webhookHeaders("x"),
    });
    expect(hook.status).toBe(404);
    expect(fake.requests.length).toBe(before);
    expect(confirmedRun).toBeTypeOf("function");
  });
});

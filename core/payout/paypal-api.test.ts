/**
 * The PayPal Payouts adapter against the local fake (decision 0112): token kept and renewed after
 * a 401, the documented request shapes, errors as a typed PaypalError (401, 400/422 with PayPal's
 * names, a duplicate sender_batch_id with the original batch's id, 429 with Retry-After, 500,
 * time-out), no address in any error message, webhook verification.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_PAYPAL, startFakePaypal } from "../../tests/helpers/fake-paypal.ts";
import { forgetPaypalTokens, paypalAmount, PaypalError, paypalPayouts, paypalPayoutsFor, type PaypalPayouts } from "./paypal-api.server.ts";

const fake = await startFakePaypal();
afterAll(() => fake.close());

const api = (over: Partial<Parameters<typeof paypalPayouts>[0]> = {}): PaypalPayouts =>
  paypalPayouts({
    clientId: FAKE_PAYPAL.clientId,
    clientSecret: FAKE_PAYPAL.clientSecret,
    webhookId: FAKE_PAYPAL.webhookId,
    baseUrl: fake.baseUrl,
    timeoutMs: 3000,
    ...over,
  });

let serial = 0;
const batch = (
  items = [{ senderItemId: "SB-1000001", receiver: "pp.seller@example.com", amountCents: 12345, note: "Sellback SB-1000001" }],
) => ({
  senderBatchId: `SELLBACK-PR${String(++serial).padStart(6, "0")}-${Date.now()}`,
  emailSubject: "Sellback payout",
  emailMessage: "Your payout",
  items,
});

async function failure(p: Promise<unknown>): Promise<PaypalError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaypalError);
  return err as PaypalError;
}

beforeEach(() => {
  fake.mode = "ok";
  fake.duplicateLink = true;
  forgetPaypalTokens();
});

describe("PayPal Payouts adapter", () => {
  it("is off without client id and secret", () => {
    expect(paypalPayoutsFor({ PAYPAL_BASE_URL: fake.baseUrl, PAYPAL_TIMEOUT_MS: 1000 })).toBeNull();
    expect(paypalPayoutsFor({ PAYPAL_CLIENT_ID: "x", PAYPAL_BASE_URL: fake.baseUrl, PAYPAL_TIMEOUT_MS: 1000 })).toBeNull();
  });

  it("posts the documented batch and keeps the token for the next call", async () => {
    const before = fake.requests.length;
    const made = await api().createBatch(batch());
    expect(made.batchStatus).toBe("PENDING");
    const calls = fake.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/oauth2/token", "POST /v1/payments/payouts"]);
    expect(calls[1]!.body).toMatchObject({
      sender_batch_header: { email_subject: "Sellback payout" },
      items: [
        {
          recipient_type: "EMAIL",
          amount: { value: "123.45", currency: "EUR" },
          receiver: "pp.seller@example.com",
          sender_item_id: "SB-1000001",
        },
      ],
    });
    const read = await api().getBatch(made.payoutBatchId);
    expect(read.items).toEqual([expect.objectContaining({ senderItemId: "SB-1000001", transactionStatus: "PENDING", errorText: null })]);
    // one token for both calls (and both adapters of the same settings)
    expect(fake.requests.slice(before).filter((r) => r.path === "/v1/oauth2/token")).toHaveLength(1);
  });

  it("after a 401 fetches a new token and tries once more", async () => {
    const paypal = api();
    const made = await paypal.createBatch(batch());
    fake.revokeTokens();
    const before = fake.requests.length;
    await expect(paypal.getBatch(made.payoutBatchId)).resolves.toMatchObject({ payoutBatchId: made.payoutBatchId });
    expect(fake.requests.slice(before).map((r) => r.path)).toEqual([
      `/v1/payments/payouts/${made.payoutBatchId}`,
      "/v1/oauth2/token",
      `/v1/payments/payouts/${made.payoutBatchId}`,
    ]);
  });

  it("wrong credentials are `unauthorized`", async () => {
    await api().createBatch(batch()); // a token for the right secret is kept, and not used for another secret
    const err = await failure(api({ clientSecret: "wrong" }).createBatch(batch()));
    expect(err.failure).toBe("unauthorized");
    expect(err.httpStatus).toBe(401);
    expect(err.message).toContain("invalid_client");
  });

  it("a malformed item is `rejected` with PayPal's error name, and no address in the message", async () => {
    const err = await failure(
      api().createBatch(batch([{ senderItemId: "SB-1", receiver: "not-an-address", amountCents: 100, note: "n" }])),
    );
    expect(err).toMatchObject({ failure: "rejected", httpStatus: 400, errorName: "VALIDATION_ERROR" });
    expect(err.message).toContain("Receiver is invalid");
    expect(err.message).not.toContain("not-an-address");
    fake.mode = "insufficient_funds";
    expect(await failure(api().createBatch(batch()))).toMatchObject({
      failure: "rejected",
      httpStatus: 422,
      errorName: "INSUFFICIENT_FUNDS",
    });
  });

  it("a sender_batch_id used before is `duplicate` and names the original batch through its link", async () => {
    const b = batch();
    const made = await api().createBatch(b);
    const err = await failure(api().createBatch(b));
    expect(err).toMatchObject({
      failure: "duplicate",
      httpStatus: 422,
      errorName: "USER_BUSINESS_ERROR",
      duplicateBatchId: made.payoutBatchId,
    });
    fake.duplicateLink = false;
    expect(await failure(api().createBatch(b))).toMatchObject({ failure: "duplicate", duplicateBatchId: null });
  });

  it("429 with Retry-After, 500 and a time-out are `unavailable` or `timeout`", async () => {
    fake.mode = "rate_limited";
    fake.retryAfter = 42;
    expect(await failure(api().createBatch(batch()))).toMatchObject({ failure: "unavailable", httpStatus: 429, retryAfterSeconds: 42 });
    fake.mode = "server_error";
    expect(await failure(api().getBatch("B1"))).toMatchObject({
      failure: "unavailable",
      httpStatus: 500,
      errorName: "INTERNAL_SERVER_ERROR",
    });
    fake.mode = "timeout";
    expect(await failure(api({ timeoutMs: 300 }).createBatch(batch()))).toMatchObject({ failure: "timeout", httpStatus: null });
  });

  it("cancels an UNCLAIMED item only", async () => {
    const made = await api().createBatch(
      batch([{ senderItemId: "SB-2000001", receiver: "pp.x@example.com", amountCents: 500, note: "n" }]),
    );
    const item = (await api().getBatch(made.payoutBatchId)).items[0]!;
    expect(await failure(api().cancelItem(item.payoutItemId))).toMatchObject({ failure: "rejected", httpStatus: 422 });
    fake.setItemStatus("SB-2000001", "UNCLAIMED", { name: "RECEIVER_UNREGISTERED", message: "Receiver is unregistered" });
    const unclaimed = (await api().getBatch(made.payoutBatchId)).items[0]!;
    expect(unclaimed).toMatchObject({ transactionStatus: "UNCLAIMED", errorText: "RECEIVER_UNREGISTERED: Receiver is unregistered" });
    await expect(api().cancelItem(item.payoutItemId)).resolves.toBe("RETURNED");
    expect(fake.cancelled).toContain(item.payoutItemId);
  });

  it("verifies a webhook through PayPal: SUCCESS only for a signature PayPal calls good", async () => {
    fake.goodSignatures.add("good-sig-1");
    const h = (sig: string) => {
      const w = fake.webhookHeaders(sig);
      return {
        authAlgo: w["paypal-auth-algo"]!,
        certUrl: w["paypal-cert-url"]!,
        transmissionId: w["paypal-transmission-id"]!,
        transmissionSig: w["paypal-transmission-sig"]!,
        transmissionTime: w["paypal-transmission-time"]!,
      };
    };
    const raw = JSON.stringify({ id: "WH-1", event_type: "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", resource: {} });
    expect(await api().verifyWebhook(h("good-sig-1"), raw)).toBe(true);
    expect(await api().verifyWebhook(h("forged"), raw)).toBe(false);
    expect(await api({ webhookId: "OTHERWEBHOOK" }).verifyWebhook(h("good-sig-1"), raw)).toBe(false);
    const sent = fake.requests.filter((r) => r.path === "/v1/notifications/verify-webhook-signature").at(-2)!;
    expect(sent.body).toMatchObject({ auth_algo: "SHA256withRSA", webhook_id: FAKE_PAYPAL.webhookId, webhook_event: { id: "WH-1" } });
  });

  it("writes amounts as PayPal's decimal strings", () => {
    expect([1, 99, 100, 12345, 100000].map(paypalAmount)).toEqual(["0.01", "0.99", "1.00", "123.45", "1000.00"]);
  });
});

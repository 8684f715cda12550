/**
 * Trade test helpers: a fresh offer for the seeded catalog's dearest smartphone (best answers)
 * through the offers API, and recipients and client addresses of their own per trade (the trade
 * limits count per e-mail and per address, decision 0019).
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { deviceById } from "../../core/catalog/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { changeTradeState } from "../../core/trade/index.server.ts";
import type { TestContext } from "./databases.ts";

let seq = 0;
export const uniqueTradeEmail = (prefix = "kunde") => `${prefix}.${process.pid}.${++seq}@example.com`;
export const uniqueClientAddress = () => `10.66.${Math.floor(++seq / 250) % 250}.${(seq % 250) + 1}`;

/** The de edition's most expensive seeded smartphone, its questions, and the first answer to each. */
export async function topSmartphone(ctx: TestContext) {
  const [row] = await rows<{ id: number }>(
    ctx.database.db,
    sql`select d.id from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' where d.category_id = 'smartphones' and not d.generated order by p.base_price_cents desc limit 1`,
  );
  const d = (await deviceById(ctx.database.db, "de", Number(row!.id)))!;
  return { id: d.id, questions: d.questions!, answers: d.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id })) };
}

export async function smartphoneOffer(ctx: TestContext, host = "de.localhost"): Promise<{ offerId: string; price: number }> {
  const { id, answers } = await topSmartphone(ctx);
  // an address of its own: offers are limited per address (decision 0068)
  const res = await ctx.request("/api/trade/offers", { host, json: { deviceId: id, answers }, clientAddress: uniqueClientAddress() });
  expect(res.status).toBe(201);
  return (await res.json()) as { offerId: string; price: number };
}

/** A placed de trade of `offerIds` (default: one fresh smartphone offer) by a guest, as the API answers it. */
export async function placeTestTrade(
  ctx: TestContext,
  opts: { offerIds?: string[]; email?: string; bearerToken?: string; paypal?: boolean } = {},
): Promise<{ tradeNumber: string; trackingToken: string; email: string }> {
  const offerIds = opts.offerIds ?? [(await smartphoneOffer(ctx)).offerId];
  const email = opts.email ?? uniqueTradeEmail("placed");
  const res = await ctx.request("/api/trade/trades", {
    host: "de.localhost",
    clientAddress: uniqueClientAddress(),
    headers: {
      "idempotency-key": `t-${process.pid}-${++seq}`,
      ...(opts.bearerToken ? { authorization: `Bearer ${opts.bearerToken}` } : {}),
    },
    json: {
      offers: offerIds.map((offerId) => ({ offerId, quantity: 1 })),
      // paypal: paid out to the PayPal address pp.<email>
      customer: opts.paypal ? { email, firstName: "Paula", lastName: "Pal" } : { email, firstName: "Inge", lastName: "Prüfer" },
      address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
      payment: opts.paypal
        ? { paymentType: 2, paypalEmail: `pp.${email}` }
        : { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Inge Prüfer" },
    },
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { tradeNumber: string; trackingToken: string };
  return { tradeNumber: body.tradeNumber, trackingToken: body.trackingToken, email };
}

/** Takes a placed trade through received and inspected to payout_pending, as the system. */
export async function toPayoutPending(ctx: TestContext, tradeNumber: string): Promise<void> {
  for (const to of ["received", "inspected", "payout_pending"] as const)
    await changeTradeState(ctx.database.db, { tradeNumber, to, actor: { kind: "system" }, reason: "test", now: new Date() });
}

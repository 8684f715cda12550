/**
 * A trade placed through the shop's API from the test's Node side (127.0.0.1 with the edition's
 * Host), for browser tests whose subject comes after the sale: the back office, clarification,
 * payouts, the thank-you page, reviews. The offers are for the iPhone 15 128 GB (or a given
 * device) with every first answer; `apiOffer` makes one alone (a cart line, a widget's checkout).
 * `apiCustomer` makes the account such a trade can belong to. A spec with a server of its own
 * passes its port.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, PORT } from "./fixtures.ts";
import { mailsTo } from "./mails.ts";

export type ShopEdition = "de" | "fr" | "it";

export const TEST_ADDRESS: Record<ShopEdition, { street: string; houseNumber: string; zip: string; city: string; country: string }> = {
  de: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
  fr: { street: "Rue de Rivoli", houseNumber: "1", zip: "75001", city: "Paris", country: "FR" },
  it: { street: "Via Roma", houseNumber: "1", zip: "00184", city: "Roma", country: "IT" },
};
export const TEST_IBAN: Record<ShopEdition, string> = {
  de: "DE89370400440532013000",
  fr: "FR1420041010050500013M02606",
  it: "IT60X0542811101000000123456",
};

export interface ApiTradeInput {
  edition?: ShopEdition;
  /** The server's port (default: the shared test server's, PORT). */
  port?: number;
  /** The device traded (with its questions); default: the iPhone 15 128 GB as the edition's search finds it. */
  device?: ApiTradeDevice;
  /** Devices in the trade, each from its own offer (default 1). */
  devices?: number;
  /** Default: a fresh address at example.com. */
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Default: the edition's test IBAN. */
  iban?: string;
  /** Paid out by PayPal to this address instead of by SEPA transfer. */
  paypalEmail?: string;
  /** Placed by this customer account (its access token) rather than as a guest. */
  accessToken?: string;
}

export interface ApiTradeDevice {
  id: number;
  questions: { id: number; answers: { id: number }[] }[];
}

export interface ApiTrade {
  tradeNumber: string;
  trackingToken: string;
  email: string;
  /** The device traded (every item), with its questions: for an inspection's answers. */
  device: ApiTradeDevice;
}

/** A POST to the shop's API from the test's Node side, as a client of the edition's host. */
function shopApi(request: APIRequestContext, edition: ShopEdition, port = PORT) {
  return (path: string, data?: unknown, headers: Record<string, string> = {}) =>
    request.post(`http://127.0.0.1:${port}${path}`, { headers: { host: `${edition}.localhost:${port}`, ...headers }, data });
}

/** The first answer of each of the device's questions. */
export const firstAnswers = (device: ApiTradeDevice) => device.questions.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));

/** The parts of POST /api/trade/offers' answer the specs read. */
export interface ApiOfferBody {
  offerId: string;
  deviceId: number;
  price: number;
  validUntil: string;
  device: { name: string; slug: string };
  answers: { questionCode: string; answerCode: string }[];
}

export interface ApiOffer {
  offerId: string;
  device: ApiTradeDevice;
  /** The offer as the API answered it. */
  body: ApiOfferBody;
}

/** An offer for the device (default: the iPhone 15 128 GB) with every first answer. */
export async function apiOffer(
  request: APIRequestContext,
  { edition = "de", port, device }: { edition?: ShopEdition; port?: number; device?: ApiTradeDevice } = {},
): Promise<ApiOffer> {
  const api = shopApi(request, edition, port);
  if (!device) {
    const found = await (
      await api("/api/trade/searches", {
        search: { type: "deviceByUrl", url: "apple-iphone-15-128gb" },
        application: `devices-${edition}`,
        resultSize: 1,
      })
    ).json();
    device = found.hits[0] as ApiTradeDevice;
  }
  const res = await api("/api/trade/offers", { deviceId: device.id, answers: firstAnswers(device) });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as ApiOfferBody;
  return { offerId: body.offerId, device, body };
}

export async function placeApiTrade(request: APIRequestContext, input: ApiTradeInput = {}): Promise<ApiTrade> {
  const { edition = "de", port, devices = 1, firstName = "Erika", lastName = "Muster", accessToken, paypalEmail } = input;
  const email = input.email ?? `trade-${crypto.randomUUID()}@example.com`;
  const api = shopApi(request, edition, port);
  const first = await apiOffer(request, { edition, port, device: input.device });
  const offers = [first];
  for (let i = 1; i < devices; i++) offers.push(await apiOffer(request, { edition, port, device: first.device }));
  const res = await api(
    "/api/trade/trades",
    {
      offers: offers.map((o) => ({ offerId: o.offerId, quantity: 1 })),
      customer: { email, firstName, lastName },
      address: TEST_ADDRESS[edition],
      payment: paypalEmail
        ? { paymentType: 2, paypalEmail }
        : { paymentType: 13, iban: input.iban ?? TEST_IBAN[edition], accountHolder: `${firstName} ${lastName}` },
    },
    { "idempotency-key": crypto.randomUUID(), ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
  );
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { tradeNumber: body.tradeNumber as string, trackingToken: body.trackingToken as string, email, device: first.device };
}

export interface ApiCustomer {
  email: string;
  accessToken: string;
}

/**
 * A customer account of the edition, registered, activated (the token from the mail) and logged in
 * through the API, with the edition's test address and (unless given) its test IBAN.
 */
export async function apiCustomer(
  request: APIRequestContext,
  input: { password: string; edition?: ShopEdition; firstName?: string; lastName?: string; iban?: string },
): Promise<ApiCustomer> {
  const { password, edition = "de", firstName = "Erika", lastName = "Muster" } = input;
  const email = `account-${crypto.randomUUID()}@example.com`;
  const api = shopApi(request, edition);
  const registered = await api("/api/account/register", {
    enabled: true,
    firstName,
    lastName,
    username: email,
    email,
    credentials: [{ type: "password", value: password, temporary: false }],
    attributes: { locale: edition },
    Address: TEST_ADDRESS[edition],
    Payment: { paymentType: 13, iban: input.iban ?? TEST_IBAN[edition], accountHolder: `${firstName} ${lastName}` },
  });
  expect(registered.status()).toBe(202);
  await expect.poll(() => mailsTo(email).length, { message: "activation mail" }).toBeGreaterThan(0);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mailsTo(email).at(-1)!)![1]!;
  expect((await api("/api/account/activateRegistration", undefined, { token })).ok()).toBe(true);
  const login = await api("/api/account/login", { username: email, password });
  expect(login.status()).toBe(200);
  return { email, accessToken: (await login.json()).access_token as string };
}

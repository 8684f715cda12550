/**
 * The pages of bench/lighthouse.ts that need something prepared first (issue 16, decision 0051):
 * a checkout with one line in its cart (`?offer=`, the device page's link, so no browser storage is
 * needed), the thank-you page of a placed trade, and the account overview of a logged-in customer
 * (its access cookie, fresh for each run so no refresh token is rotated). Built through the shop's
 * own API on the running server, like the browser tests do.
 */
import { request } from "node:http";
import path from "node:path";
import { readMails } from "../tests/helpers/mails.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shop API's answers, read by field
type Json = any;

export type Edition = "de" | "fr" | "it";

const ADDRESS: Record<Edition, { street: string; houseNumber: string; zip: string; city: string; country: string }> = {
  de: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
  fr: { street: "Rue de Rivoli", houseNumber: "1", zip: "75001", city: "Paris", country: "FR" },
  it: { street: "Via Roma", houseNumber: "1", zip: "00184", city: "Roma", country: "IT" },
};
const IBAN: Record<Edition, string> = {
  de: "DE89370400440532013000",
  fr: "FR1420041010050500013M02606",
  it: "IT60X0542811101000000123456",
};
const PASSWORD = "bench-lighthouse-password-1";

export interface Prepared {
  /** Path of the checkout with one line (`?offer=`). */
  checkoutWithLine: string;
  /** Path of the thank-you page of a placed trade. */
  thankYou: string;
  /** A fresh `Cookie` header value of a logged-in customer (sb_access, five minutes). */
  loginCookie: () => Promise<string>;
}

/** Registers, activates and places a trade on `edition`'s shop of the server at `port` (mails in `dataDir`/mail). */
export async function prepare(port: number, dataDir: string, edition: Edition): Promise<Prepared> {
  const host = `${edition}.localhost:${port}`;
  // node's fetch sends its own Host header; the edition is picked by it, so plain http here
  const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
    new Promise<Json>((resolve, reject) => {
      const payload = body === undefined ? "" : JSON.stringify(body);
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: p,
          method: "POST",
          agent: false,
          headers: { host, "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => {
            if ((res.statusCode ?? 500) >= 300) reject(new Error(`${p}: ${res.statusCode} ${text}`));
            else resolve(text ? JSON.parse(text) : null);
          });
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  const found = await post("/api/trade/searches", {
    search: { type: "deviceByUrl", url: "apple-iphone-15-128gb" },
    application: `devices-${edition}`,
    resultSize: 1,
  });
  const device = found.hits[0];
  const best = device.questions.map((q: { id: number; answers: { id: number }[] }) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
  const offer = async () => (await post("/api/trade/offers", { deviceId: device.id, answers: best })).offerId as string;

  const email = `lh-${edition}-${crypto.randomUUID()}@example.com`;
  const customer = { firstName: "Erika", lastName: "Muster" };
  await post("/api/account/register", {
    enabled: true,
    ...customer,
    username: email,
    email,
    credentials: [{ type: "password", value: PASSWORD, temporary: false }],
    attributes: { locale: edition },
    Address: ADDRESS[edition],
    Payment: { paymentType: 13, iban: IBAN[edition], accountHolder: "Erika Muster" },
  });
  const token = await activationToken(path.join(dataDir, "mail"), email);
  await post("/api/account/activateRegistration", undefined, { token });
  const login = async () => (await post("/api/account/login", { username: email, password: PASSWORD })).access_token as string;
  const bearer = await login();
  // the account's own trade, so its overview lists one
  const placed = await post(
    "/api/trade/trades",
    {
      offers: [{ offerId: await offer(), quantity: 1 }],
      customer: { email, ...customer },
      address: ADDRESS[edition],
      payment: { paymentType: 13, iban: IBAN[edition], accountHolder: "Erika Muster" },
    },
    { "idempotency-key": crypto.randomUUID(), authorization: `Bearer ${bearer}` },
  );
  const checkoutPath = edition === "it" ? "/guardare" : "/checkout";
  const thankYouPath = edition === "it" ? "/grazie" : "/thankYou";
  return {
    checkoutWithLine: `${checkoutPath}?offer=${await offer()}`,
    thankYou: `${thankYouPath}?${new URLSearchParams({ trade: placed.tradeNumber, token: placed.trackingToken })}`,
    loginCookie: async () => `sb_access=${await login()}`,
  };
}

async function activationToken(mailDir: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const token = readMails(mailDir, email)
      .map((mail) => /token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1])
      .find(Boolean);
    if (token) return token;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no activation mail for ${email}`);
}

/**
 * A NUL (or any other control character) in any kind of input is refused by the input schemas'
 * one string rule with a localized 422 naming the field: in a JSON body, a path value and a query
 * value, on every kind of form (contact, trade, registration, newsletter, search, controlling).
 * Never a 500, and nothing of the input reaches the log.
 */
import { expect, it } from "vitest";
import { registrationBody } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { captureLog } from "../../tests/helpers/log-capture.ts";
import { createApp } from "../app.server.ts";

const NUL = "\u0000";
const IBAN = "DE89370400440532013000";
const EMAIL = "nul-probe@example.com";

const address = { street: `Haupt${NUL}straße`, houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" };
const registration = registrationBody(EMAIL, { Address: address });
const trade = {
  offers: [{ offerId: "no-such-offer", quantity: 1 }],
  customer: { email: EMAIL, firstName: "Erika", lastName: "Mustermann", phone: "+49 30 123456" },
  address,
  payment: { paymentType: 13, iban: IBAN, accountHolder: "Erika Mustermann" },
};

interface Case {
  kind: string;
  path: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** the field the 422 names */
  field: string;
}

const CASES: Case[] = [
  {
    kind: "contact body",
    path: "/api/contact",
    json: { subject: "orderStatus", name: `Erika${NUL}`, email: EMAIL, message: "Wo ist mein Geld für das iPhone?" },
    field: "name",
  },
  {
    kind: "free text (tab and line breaks allowed, NUL not)",
    path: "/api/contact",
    json: { subject: "orderStatus", name: "Erika", email: EMAIL, message: `Zeile 1\n\tZeile 2\r\n${NUL}` },
    field: "message",
  },
  { kind: "trade body", path: "/api/trade/trades", json: trade, headers: { "idempotency-key": "nul-probe-1" }, field: "address.street" },
  { kind: "registration body", path: "/api/account/register", json: registration, field: "Address.street" },
  { kind: "login body", path: "/api/account/login", json: { username: `a${NUL}@example.com`, password: "x" }, field: "username" },
  { kind: "newsletter body", path: "/api/newsletter/subscribe", json: { email: `a${NUL}@example.com`, consent: true }, field: "email" },
  {
    kind: "search body",
    path: "/api/trade/searches",
    json: { search: { type: "devicesText", text: `iphone${NUL}` }, application: "devices-de", resultSize: 5 },
    field: "search.text",
  },
  { kind: "path value", path: "/api/content/agb%00", field: "slug" },
  { kind: "query value", path: "/api/redirects?path=/agb%00", field: "path" },
  {
    kind: "other control character (ESC)",
    path: "/api/contact",
    json: { subject: "orderStatus", name: "Erika\u001b[31m", email: EMAIL, message: "Wo ist mein Geld für das iPhone?" },
    field: "name",
  },
];

async function send(ctx: TestContext, c: Case, host: string) {
  return ctx.request(c.path, { host, json: c.json, headers: c.headers, clientAddress: "198.51.100.7" });
}

describeEachDatabase("control characters in input", (ctx) => {
  it("an unhandled error (here: in the pages handler) answers a 500 problem document and logs nothing of the request's data", async () => {
    const app = createApp(ctx().deps, {
      pages: async () => {
        throw new Error(`insert failed for ${EMAIL}, iban ${IBAN}`);
      },
    });
    const { result: res, lines } = await captureLog(() =>
      Promise.resolve(
        app.request(
          "http://fr.localhost/compte",
          { headers: { host: "fr.localhost" } },
          { incoming: { socket: { remoteAddress: "198.51.100.8" } } },
        ),
      ),
    );
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ status: 500, title: expect.stringMatching(/problème|erreur/i) });
    expect(text).not.toContain(EMAIL);
    expect(lines.join("")).toContain("unhandled error");
    for (const value of [EMAIL, IBAN]) expect(lines.join("")).not.toContain(value);
  });

  for (const c of CASES) {
    it(`${c.kind}: 422 naming ${c.field}, in the edition's language`, async () => {
      for (const [host, text] of [
        ["de.localhost", /Steuerzeichen/],
        ["it.localhost", /carattere di controllo/],
        ["localhost", /control character/],
      ] as const) {
        const res = await send(ctx(), c, host);
        expect(res.status, `${c.path} on ${host}`).toBe(422);
        expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        const problem = (await res.json()) as { errors: { field: string; message: string }[] };
        const error = problem.errors.find((e) => e.field === c.field);
        expect(error?.message, JSON.stringify(problem.errors)).toMatch(text);
      }
    });
  }

  it("never a 5xx, and nothing of the input (IBAN, e-mail, names, address) in the log", async () => {
    const { result, lines } = await captureLog(async () => {
      const statuses: number[] = [];
      for (const c of CASES) statuses.push((await send(ctx(), c, "de.localhost")).status);
      // the trade's own pages with NUL in the number and the token
      statuses.push(
        (await ctx().request(`/api/trade/trades/SB${encodeURIComponent(NUL)}1?token=${encodeURIComponent(NUL)}`, { host: "de.localhost" }))
          .status,
      );
      statuses.push((await ctx().request(`/api/trade/offers/x%00y`, { host: "de.localhost" })).status);
      return statuses;
    });
    for (const status of result) expect(status).toBeLessThan(500);
    const text = lines.join("");
    for (const value of [IBAN, EMAIL, "Mustermann", "Hauptstraße", "Haupt\\u0000straße"]) expect(text).not.toContain(value);
    expect(lines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  });
});

/**
 * Issue 11 items on accounts (decision 0020): the per-account login limit follows the account, not
 * what was typed (#9); a registration never tells whether the e-mail is known, and what a stranger
 * typed into a never-activated account goes when the owner proves the address (#10); no deletion
 * while a trade is in progress, and the GDPR export says so (#14); the export holds the caller's
 * trades and nothing of another customer's (#28).
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { settleBackgroundMail } from "../../core/account/index.server.ts";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { deviceById } from "../../core/catalog/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { parseEml } from "../dev/eml.server.ts";
import { accessTokenFor, registerActivated, TEST_PASSWORD } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

let n = 1;
const freshIp = () => `10.78.${(n >> 8) & 255}.${n++ & 255}`;
const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.com`;
const IBAN_A = "DE89370400440532013000";
const IBAN_B = "DE02120300000000202051";

function registration(email: string, o: { username?: string; password?: string; firstName?: string; street?: string; iban?: string } = {}) {
  return {
    enabled: true,
    firstName: o.firstName ?? "Erika",
    lastName: "Mustermann",
    username: o.username ?? email,
    email,
    credentials: [{ type: "password", value: o.password ?? TEST_PASSWORD, temporary: false }],
    attributes: { locale: "de" },
    Address: { street: o.street ?? "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
    Payment: { paymentType: 13, iban: o.iban ?? IBAN_A, accountHolder: `${o.firstName ?? "Erika"} Mustermann` },
  };
}

const STRANGER = { firstName: "Mallory", street: "Fremdweg", iban: IBAN_B, password: "Fremdes-Passwort-7" };

describeEachDatabase("account hardening", (ctx) => {
  beforeAll(() => {
    ctx().deps.passwordHashing = TEST_HASHING;
  });
  const post = (p: string, json: unknown, headers: Record<string, string> = {}) =>
    ctx().request(p, { host: "de.localhost", json, headers, clientAddress: freshIp() });
  const call = (p: string, method: string, headers: Record<string, string> = {}) =>
    ctx().request(p, { host: "de.localhost", method, headers, clientAddress: freshIp() });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** Mails to one address, oldest first: subject and text. */
  const mailsTo = (to: string) => {
    const folder = ctx().deps.mailer.folder!;
    return readdirSync(folder)
      .sort()
      .map((f) => parseEml(readFileSync(path.join(folder, f), "utf8")))
      .filter((m) => m.to.toLowerCase() === to.toLowerCase())
      .map((m) => `${m.subject}\n${m.text}`);
  };
  const tokenIn = (mail: string | undefined, pathPart: string) =>
    new RegExp(`${pathPart}\\?token=([A-Za-z0-9_-]{43})`).exec(mail ?? "")?.[1];
  const login = (username: string, password = TEST_PASSWORD) => post("/api/account/login", { username, password });
  /** A stranger registers the address with their own name, street, IBAN and password: the activation link mailed. */
  const strangerRegisters = async (email: string) => {
    expect((await post("/api/account/register", registration(email, STRANGER))).status).toBe(202);
    return tokenIn(mailsTo(email).at(-1), "/account");
  };
  const activate = (token: string | undefined) =>
    call("/api/account/activateRegistration", "POST", { token: token ?? "" }).then((r) => r.json());

  it("#9: failed logins count per account, whether the username or the e-mail was typed: the 11th try is 429 even with the right password", async () => {
    const email = unique("doppelt");
    const username = `erika-${randomBytes(3).toString("hex")}`;
    expect((await post("/api/account/register", registration(email, { username }))).status).toBe(202);
    expect((await activate(tokenIn(mailsTo(email).at(-1), "/account"))).activated).toBe(true);
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? email : username, `Falsch-${i}-Passwort`)).status).toBe(401);
    const limited = await login(username);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(email.toUpperCase())).status).toBe(429);
    // An identifier that names no account is limited the same way (its answers tell nothing).
    const nobody = unique("niemand");
    for (let i = 0; i < 10; i++) expect((await login(nobody, "Falsch-Passwort-1")).status).toBe(401);
    expect((await login(nobody, "Falsch-Passwort-1")).status).toBe(429);
  });

  it("#10: registering a known e-mail or username answers exactly like a new one; the owner's account is untouched and the address is told by mail", async () => {
    const owner = await registerActivated(ctx(), { emailPrefix: "besitzerin" });
    const fresh = await post("/api/account/register", registration(unique("neu")));
    const sameEmail = await post(
      "/api/account/register",
      registration(owner.toUpperCase(), {
        username: `x-${randomBytes(3).toString("hex")}`,
        password: "Anderes-Passwort-9",
        street: "Fremdweg",
        iban: IBAN_B,
      }),
    );
    const otherUsersName = unique("dritte");
    const sameUsername = await post("/api/account/register", registration(otherUsersName, { username: owner }));
    for (const res of [fresh, sameEmail, sameUsername]) {
      expect(res.status).toBe(202);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    }
    const bodies = await Promise.all([fresh, sameEmail, sameUsername].map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ accepted: true, activated: false });
    // The owner still logs in with her password and keeps her address and payout account.
    const token = await accessTokenFor(ctx(), owner);
    expect((await login(owner, "Anderes-Passwort-9")).status).toBe(401);
    expect(await (await call("/api/customers/addresses", "GET", bearer(token))).json()).toMatchObject({ street: "Hauptstraße" });
    const banks = (await (await call("/api/customers/bank_accounts", "GET", bearer(token))).json()) as { iban: string }[];
    expect(banks.map((b) => b.iban)).toEqual(["DE89 •••• •••• •••• •••• 00"]);
    // Only the mailboxes learn what happened: the owner's and the one whose username was taken.
    expect(mailsTo(owner).at(-1)).toMatch(/Ihr Sellback-Konto[\s\S]*schon verwendet[\s\S]*\/account\/password-forgot/);
    expect(mailsTo(otherUsersName).at(-1)).toMatch(/schon verwendet/);
    const [created] = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from customers where email = ${otherUsersName}`,
    );
    expect(created?.n).toBe(0);
  });

  it("#10: a stranger's never-activated registration of my e-mail loses everything typed when I reset the password from the mailed link", async () => {
    const victim = unique("opfer");
    const strangersLink = await strangerRegisters(victim);
    expect(strangersLink).toBeTruthy();
    // The owner asks for a new password and uses the link.
    expect((await post("/api/account/forgotPasswordMail", { email: victim })).status).toBe(202);
    await settleBackgroundMail();
    const reset = tokenIn(mailsTo(victim).at(-1), "/account/password-reset");
    const done = await ctx().request("/api/account/resetPassword", {
      host: "de.localhost",
      json: { password: "Mein-eigenes-Passwort-1" },
      headers: { token: reset! },
    });
    expect(done.status).toBe(200);
    expect((await login(victim, "Fremdes-Passwort-7")).status).toBe(401);
    const ok = await login(victim, "Mein-eigenes-Passwort-1");
    expect(ok.status).toBe(200);
    const token = (await ok.json()).access_token as string;
    const me = await (await call("/api/customers/customers", "GET", bearer(token))).json();
    expect(me).toMatchObject({ email: victim, firstName: "", lastName: "" });
    expect(JSON.stringify(me)).not.toMatch(/Mallory/);
    expect((await call("/api/customers/addresses", "GET", bearer(token))).status).toBe(404);
    expect(await (await call("/api/customers/bank_accounts", "GET", bearer(token))).json()).toEqual([]);
    expect(await (await call("/api/customers/paypal_accounts", "GET", bearer(token))).json()).toEqual([]);
    const exported = JSON.stringify(await (await call("/api/customers/data_export", "GET", bearer(token))).json());
    expect(exported).not.toMatch(/Mallory|Fremdweg|DE02/);
    // The stranger's activation link died with the reset.
    expect(await activate(strangersLink)).toEqual({ token: null, activated: false });
  });

  it("#10: a second registration of a never-activated e-mail takes its place: only its own link activates, with its own data and password", async () => {
    const email = unique("zweimal");
    const first = await strangerRegisters(email);
    expect((await post("/api/account/register", registration(email))).status).toBe(202);
    const second = tokenIn(mailsTo(email).at(-1), "/account");
    expect(second).not.toBe(first);
    expect(await activate(first)).toEqual({ token: null, activated: false });
    expect((await activate(second)).activated).toBe(true);
    expect((await login(email, "Fremdes-Passwort-7")).status).toBe(401);
    const token = await accessTokenFor(ctx(), email);
    expect(await (await call("/api/customers/customers", "GET", bearer(token))).json()).toMatchObject({ firstName: "Erika" });
    expect(await (await call("/api/customers/addresses", "GET", bearer(token))).json()).toMatchObject({ street: "Hauptstraße" });
    const [count] = await rows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from customers where email = ${email}`);
    expect(count?.n).toBe(1);
  });

  async function offerId() {
    const [row] = await rows<{ id: number }>(
      ctx().database.db,
      sql`select d.id from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' where d.category_id = 'smartphones' and not d.generated order by p.base_price_cents desc limit 1`,
    );
    const d = (await deviceById(ctx().database.db, "de", Number(row!.id)))!;
    const res = await post("/api/trade/offers", {
      deviceId: d.id,
      answers: d.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id })),
    });
    expect(res.status).toBe(201);
    return (await res.json()).offerId as string;
  }
  /** A trade placed with the customer's bearer token; its number. */
  async function tradeOf(email: string, token: string, lastName: string) {
    const res = await post(
      "/api/trade/trades",
      {
        offers: [{ offerId: await offerId(), quantity: 1 }],
        customer: { email, firstName: "Erika", lastName },
        address: { street: `${lastName}straße`, houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
        payment: { paymentType: 13, iban: IBAN_A, accountHolder: `Erika ${lastName}` },
      },
      { "idempotency-key": `k-${randomBytes(6).toString("hex")}`, ...bearer(token) },
    );
    expect(res.status).toBe(201);
    return (await res.json()).tradeNumber as string;
  }

  it("#14: no deletion while a trade is in progress (409, localized, nothing changed); the export says so; once it is paid the account goes", async () => {
    const email = await registerActivated(ctx(), { emailPrefix: "offen" });
    const token = await accessTokenFor(ctx(), email);
    const tradeNumber = await tradeOf(email, token, "Offenbach");
    for (const [p, host] of [
      ["/api/account/deleteUser", "de.localhost"],
      ["/api/customers/customers", "fr.localhost"],
    ] as const) {
      const refused = await ctx().request(p, { host, method: "DELETE", headers: bearer(token), clientAddress: freshIp() });
      expect(refused.status).toBe(409);
      expect(refused.headers.get("content-type")).toMatch(/application\/problem\+json/);
      const problem = await refused.json();
      expect(problem).toMatchObject({ type: expect.stringMatching(/account_has_open_trades$/), status: 409, openTrades: [tradeNumber] });
      expect(problem.title).toMatch(
        host === "fr.localhost"
          ? /ne peut pas être supprimé tant qu’une vente est en cours/
          : /kann nicht gelöscht werden, solange ein Verkauf läuft/,
      );
    }
    expect(await (await call("/api/customers/customers", "GET", bearer(token))).json()).toMatchObject({ email });
    const [kept] = await rows<{ email: string; last_name: string; customer_id: string | null }>(
      ctx().database.db,
      sql`select email, last_name, customer_id from trades where trade_number = ${tradeNumber}`,
    );
    expect(kept).toMatchObject({ email, last_name: "Offenbach" });
    expect(kept!.customer_id).not.toBeNull();
    const exported = await (await call("/api/customers/data_export", "GET", bearer(token))).json();
    expect(exported.accountDeletion).toEqual({
      possibleNow: false,
      openTrades: [tradeNumber],
      rule: expect.stringMatching(/nur gelöscht werden, wenn keiner seiner Verkäufe mehr läuft/),
    });

    await ctx().database.db.execute(sql`update trades set state = 'paid' where trade_number = ${tradeNumber}`);
    const after = await (await call("/api/customers/data_export", "GET", bearer(token))).json();
    expect(after.accountDeletion).toMatchObject({ possibleNow: true, openTrades: [] });
    const deleted = await call("/api/account/deleteUser", "DELETE", bearer(token));
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    const [gone] = await rows<{ email: string; last_name: string; customer_id: string | null }>(
      ctx().database.db,
      sql`select email, last_name, customer_id from trades where trade_number = ${tradeNumber}`,
    );
    expect(gone).toEqual({ email: "deleted@invalid", last_name: "-", customer_id: null });
  });

  it("#28: the GDPR export holds the caller's trades and nothing of another customer's", async () => {
    const a = await registerActivated(ctx(), { emailPrefix: "export-a" });
    const b = await registerActivated(ctx(), { emailPrefix: "export-b" });
    const tokenA = await accessTokenFor(ctx(), a);
    const tokenB = await accessTokenFor(ctx(), b);
    const tradeA = await tradeOf(a, tokenA, "Aachener");
    const tradeB = await tradeOf(b, tokenB, "Bochumer");
    const res = await call("/api/customers/data_export", "GET", bearer(tokenA));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const doc = await res.json();
    expect(doc.account.email).toBe(a);
    expect(doc.account.passwordHash).toBeUndefined();
    expect(doc.trades.map((t: { tradeNumber: string }) => t.tradeNumber)).toEqual([tradeA]);
    expect(doc.trades[0]).toMatchObject({
      lastName: "Aachener",
      street: "Aachenerstraße",
      lines: [expect.objectContaining({ quantity: 1 })],
      events: [expect.objectContaining({ state: "created" })],
    });
    const text = JSON.stringify(doc);
    for (const foreign of [b, tradeB, "Bochumer"]) expect(text).not.toContain(foreign);
    expect((await call("/api/customers/data_export", "GET")).status).toBe(401);
  });
});

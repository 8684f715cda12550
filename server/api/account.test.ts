import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { SignJWT, UnsecuredJWT } from "jose";
import { beforeAll, expect, it, onTestFinished } from "vitest";
import { TEST_HASHING, signAccessToken } from "../../core/credentials/index.server.ts";
import { settleBackgroundMail } from "../../core/account/index.server.ts";
import { trades } from "../../db/schema/index.ts";
import { registrationBody } from "../../tests/helpers/accounts.ts";
import { INSIDE_WINDOWS } from "../../tests/helpers/clock.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { rawPost } from "../../tests/helpers/requests.ts";

const PASSWORD = "Sicheres-Passwort-1";
const IBAN = "DE89370400440532013000";

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return registrationBody(email, {
    Payment: { paymentType: 13, iban: IBAN, bic: "COBADEFFXXX", accountHolder: "Erika Mustermann" },
    ...overrides,
  });
}

const unique = (name = "kunde") => `${name}-${randomBytes(4).toString("hex")}@Example.com`;
let ipCounter = 1;
/** A fresh client address per call site, so one test's rate limits never touch another's. */
const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

const tokenIn = (mail: string | undefined, pathPart: string) => {
  const m = new RegExp(`${pathPart}\\?token=([A-Za-z0-9_-]{43})`).exec(mail ?? "");
  if (!m) throw new Error(`no ${pathPart} link in mail`);
  return m[1]!;
};

describeEachDatabase("account API", (ctx) => {
  beforeAll(() => {
    ctx().deps.passwordHashing = TEST_HASHING;
  });
  const post = (p: string, json: unknown, headers: Record<string, string> = {}, host = "de.localhost", clientAddress = freshIp()) =>
    ctx().request(`/api/account${p}`, { host, json, headers, clientAddress });
  const bare = (p: string, method: string, headers: Record<string, string> = {}) =>
    ctx().request(p, { host: "de.localhost", method, headers, clientAddress: freshIp() });

  async function registerAndActivate(email = unique()) {
    const res = await post("/register", registration(email));
    expect(res.status).toBe(202);
    const lower = email.toLowerCase();
    const token = tokenIn(mailsTo(ctx(), lower).at(-1), "/account");
    const act = await bare("/api/account/activateRegistration", "POST", { token });
    expect(await act.json()).toMatchObject({ activated: true });
    return { email: lower };
  }
  async function loginAs(email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
    const res = await post("/login", { username: email, password, ...extra });
    expect(res.status).toBe(200);
    return (await res.json()) as { access_token: string; refresh_token: string; expires_in: number; refresh_expires_in: number };
  }
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  it("registers (lowercased), stores address and payout account, and mails a translated activation link", async () => {
    const email = unique("Erika");
    const res = await post("/register", registration(email, { username: email.toUpperCase() }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true, activated: false });
    const { rows } = (await ctx().database.db.execute(
      sql`select c.email, c.username, c.activated_at, a.zip, p.kind, p.iban, p.payment_type, p.is_primary, p.customer_reference, c.password_hash, c.customer_number
          from customers c join customer_addresses a on a.customer_id = c.id join payment_accounts p on p.customer_id = c.id
          where c.email = ${email.toLowerCase()}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows[0]).toMatchObject({
      email: email.toLowerCase(),
      username: email.toLowerCase(),
      activated_at: null,
      zip: "10115",
      kind: "bank",
      iban: IBAN,
      payment_type: "INVOICE",
      is_primary: false,
      customer_reference: rows[0]!.customer_number,
    });
    expect(rows[0]!.customer_number).toMatch(/^C\d{7}$/);
    expect(String(rows[0]!.password_hash)).toMatch(/^\$argon2id\$/);
    const mails = mailsTo(ctx(), email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Aktivieren Sie Ihr Sellback-Konto/);
    expect(mails[0]).toMatch(/Content-Type: text\/html/);
    expect(mails[0]).toMatch(/http:\/\/de\.localhost:3000\/account\?token=[A-Za-z0-9_-]{43}/);
  });

  it("answers a taken e-mail or username exactly like a new registration (decision 0020; more in account-hardening.test.ts)", async () => {
    const { email } = await registerAndActivate();
    const fresh = await post("/register", registration(unique("new")));
    const sameEmail = await post("/register", registration(email.toUpperCase(), { username: unique("other") }));
    const sameUser = await post("/register", registration(unique("third"), { username: email }));
    for (const res of [fresh, sameEmail, sameUser]) expect(res.status).toBe(202);
    expect(new Set(await Promise.all([fresh, sameEmail, sameUser].map((r) => r.text()))).size).toBe(1);
  });

  it("refuses a weak password with 422 naming the rule, and other bad input field by field", async () => {
    const weak = await post("/register", registration(unique(), { credentials: [{ type: "password", value: "kurz", temporary: false }] }));
    expect(weak.status).toBe(422);
    const problem = await weak.json();
    expect(problem.errors).toEqual([{ field: "credentials.0.value", message: "Das Passwort braucht mindestens 10 Zeichen." }]);
    const oneClass = await post(
      "/register",
      registration(unique(), { credentials: [{ type: "password", value: "nurkleinbuchstaben", temporary: false }] }),
      {},
      "localhost",
    );
    expect((await oneClass.json()).errors[0].message).toMatch(/at least two kinds of characters/);
    const bad = await post(
      "/register",
      registration("not-an-email", {
        attributes: { locale: "xx" },
        Address: { street: "", houseNumber: "1", zip: "1234", city: "Berlin", country: "DE" },
        Payment: { paymentType: 13, iban: "DE00123", accountHolder: "E" },
      }),
    );
    expect(bad.status).toBe(422);
    const fields = (await bad.json()).errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["Address.street", "Address.zip", "Payment.iban", "attributes.locale", "email"]);
    const temporary = await post(
      "/register",
      registration(unique(), { credentials: [{ type: "password", value: PASSWORD, temporary: true }] }),
    );
    expect(temporary.status).toBe(422);
    const notJson = await rawPost(ctx(), "/api/account/register", "{", "application/json");
    expect(notJson.status).toBe(400);
    expect((await post("/register", [])).status).toBe(422);
  });

  it("activates with the mailed token once; undecodable and unknown tokens give activated false", async () => {
    const email = unique();
    await post("/register", registration(email));
    const token = tokenIn(mailsTo(ctx(), email.toLowerCase()).at(-1), "/account");
    const none = await bare("/api/account/activateRegistration", "POST");
    expect(await none.json()).toEqual({ token: null, activated: false });
    const garbage = await bare("/api/account/activateRegistration", "POST", { token: "%%%not-decodable%%%" });
    expect(garbage.status).toBe(200);
    expect(await garbage.json()).toEqual({ token: null, activated: false });
    const unknown = await bare("/api/account/activateRegistration", "POST", { token: randomBytes(32).toString("base64url") });
    expect(await unknown.json()).toEqual({ token: null, activated: false });
    const ok = await bare("/api/account/activateRegistration", "POST", { token });
    const result = await ok.json();
    expect(result.activated).toBe(true);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await bare("/api/account/activateRegistration", "POST", { token });
    expect(await again.json()).toEqual({ token: null, activated: false });
    const byId = await bare("/api/activateCustomerByIdentifier", "GET", { identifier: result.token });
    expect(byId.status).toBe(200);
    expect(await byId.json()).toMatchObject({
      activated: true,
      email: email.toLowerCase(),
      customerNumber: expect.stringMatching(/^C\d{7}$/),
    });
    const badId = await bare("/api/activateCustomerByIdentifier", "GET", { identifier: "nope" });
    expect(await badId.json()).toEqual({ activated: false });
  });

  it("refuses login before activation with its own 403, but only after a correct password", async () => {
    const email = unique();
    await post("/register", registration(email));
    const early = await post("/login", { username: email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect((await early.json()).title).toMatch(/noch nicht aktiviert/);
    const wrong = await post("/login", { username: email, password: "Falsches-Passwort-1" });
    expect(wrong.status).toBe(401);
  });

  it("gives wrong password and unknown user the identical 401; logs in by username or e-mail", async () => {
    const { email } = await registerAndActivate();
    const wrong = await post("/login", { username: email, password: "Falsches-Passwort-1" });
    const unknown = await post("/login", { username: unique("niemand"), password: "Falsches-Passwort-1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // identical but for the request id every problem document carries (decision 0053)
    const { requestId: wrongId, ...wrongBody } = (await wrong.json()) as Record<string, unknown>;
    const { requestId: unknownId, ...unknownBody } = (await unknown.json()) as Record<string, unknown>;
    expect(wrongBody).toEqual(unknownBody);
    expect(wrongId).not.toBe(unknownId);
    const tokens = await loginAs(email.toUpperCase());
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 300, refresh_expires_in: 86_400 });
    const payload = JSON.parse(Buffer.from(tokens.access_token.split(".")[1]!, "base64url").toString());
    const me = await bare("/api/customers/customers", "GET", auth(tokens.access_token));
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(payload.sub);
    expect((await post("/login", { username: email })).status).toBe(422);
    const remembered = await loginAs(email, PASSWORD, { remember: true });
    expect(remembered.refresh_expires_in).toBe(30 * 86_400);
  });

  it("refuses expired, forged, unsigned and foreign-audience access tokens", async () => {
    const { email } = await registerAndActivate();
    const { access_token } = await loginAs(email);
    const sub = JSON.parse(Buffer.from(access_token.split(".")[1]!, "base64url").toString()).sub as string;
    const secret = ctx().deps.secrets.jwtSecret;
    const expired = await signAccessToken(secret, sub, new Date(Date.now() - 6 * 60_000));
    const forged = await signAccessToken("w".repeat(48), sub);
    const none = new UnsecuredJWT({}).setSubject(sub).setAudience("sellback-api").setIssuer("sellback").setExpirationTime("5m").encode();
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(sub)
      .setIssuer("sellback")
      .setAudience("other")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(secret));
    for (const token of [expired, forged, none, foreign, "garbage"]) {
      const res = await bare("/api/customers/customers", "GET", auth(token));
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    }
    expect((await bare("/api/customers/customers", "GET")).status).toBe(401);
  });

  it("rotates refresh tokens; a reused one revokes the whole family", async () => {
    const { email } = await registerAndActivate();
    const first = await loginAs(email);
    const r1 = await bare("/api/account/loginRefresh", "POST", { "refresh-token": first.refresh_token });
    expect(r1.status).toBe(200);
    const second = await r1.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await bare("/api/customers/customers", "GET", auth(second.access_token))).status).toBe(200);
    const reuse = await bare("/api/account/loginRefresh", "POST", { "refresh-token": first.refresh_token });
    expect(reuse.status).toBe(401);
    const afterReuse = await bare("/api/account/loginRefresh", "POST", { "refresh-token": second.refresh_token });
    expect(afterReuse.status).toBe(401);
    const other = await loginAs(email);
    expect((await bare("/api/account/loginRefresh", "POST", { "refresh-token": other.refresh_token })).status).toBe(200);
    expect((await bare("/api/account/loginRefresh", "POST")).status).toBe(401);
    expect((await bare("/api/account/loginRefresh", "POST", { "refresh-token": "x" })).status).toBe(401);
  });

  it("logout revokes the refresh token's family and needs the bearer", async () => {
    const { email } = await registerAndActivate();
    const t = await loginAs(email);
    expect((await bare("/api/account/logout", "POST", { "refresh-token": t.refresh_token })).status).toBe(401);
    const out = await bare("/api/account/logout", "POST", { ...auth(t.access_token), "refresh-token": t.refresh_token });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ loggedOut: true });
    expect((await bare("/api/account/loginRefresh", "POST", { "refresh-token": t.refresh_token })).status).toBe(401);
  });

  it("changes the password with the current one and ends the other sessions", async () => {
    const { email } = await registerAndActivate();
    const t = await loginAs(email);
    const other = await loginAs(email);
    const change = (json: unknown) =>
      ctx().request("/api/account/changePassword", { host: "de.localhost", json, headers: auth(t.access_token), clientAddress: freshIp() });
    const wrong = await change({ password: "Neues-Passwort-22", currentPassword: "Falsch-Passwort-1" });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual([{ field: "currentPassword", message: "Das aktuelle Passwort ist nicht richtig." }]);
    const weak = await change({ password: "kurz", currentPassword: PASSWORD });
    expect(weak.status).toBe(422);
    const foreign = await change({ password: "Neues-Passwort-22", currentPassword: PASSWORD, userId: "someone-else" });
    expect(foreign.status).toBe(404);
    const ok = await change({ password: "Neues-Passwort-22", currentPassword: PASSWORD, email });
    expect(ok.status).toBe(200);
    expect((await ok.json()).access_token).toBeTruthy();
    expect((await post("/login", { username: email, password: PASSWORD })).status).toBe(401);
    await loginAs(email, "Neues-Passwort-22");
    expect((await bare("/api/account/loginRefresh", "POST", { "refresh-token": other.refresh_token })).status).toBe(401);
    expect(mailsTo(ctx(), email).some((m) => m.includes("das Passwort Ihres Kontos wurde gerade geändert"))).toBe(true);
  });

  it("answers forgot-password the same for known and unknown e-mails; the reset link works once", async () => {
    const { email } = await registerAndActivate();
    const known = await post("/forgotPasswordMail", { email, lang: "fr" });
    const unknown = await post("/forgotPasswordMail", { email: unique("niemand"), lang: "fr" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    await settleBackgroundMail();
    const mail = mailsTo(ctx(), email).at(-1);
    expect(mail).toContain("Quelqu’un a demandé la réinitialisation du mot de passe de votre compte.");
    expect(mail).toMatch(/<a href="http:\/\/de\.localhost:3000\/account\/password-reset\?token=/);
    const token = tokenIn(mail, "/account/password-reset");
    const reset = (tok: string | null, password = "Ganz-neues-Passwort-3") =>
      ctx().request("/api/account/resetPassword", { host: "de.localhost", json: { password }, headers: tok ? { token: tok } : {} });
    expect((await reset(token, "kurz")).status).toBe(422);
    const ok = await reset(token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ reset: true });
    expect((await reset(token, "Noch-ein-Passwort-4")).status).toBe(400);
    expect((await reset("garbage")).status).toBe(400);
    expect((await reset(null)).status).toBe(400);
    await loginAs(email, "Ganz-neues-Passwort-3");
    expect((await post("/forgotPasswordMail", { email: "kein-email" })).status).toBe(422);
  });

  it("refuses an expired reset token (one hour)", async () => {
    const { email } = await registerAndActivate();
    await post("/forgotPasswordMail", { email });
    await settleBackgroundMail();
    const token = tokenIn(mailsTo(ctx(), email).at(-1), "/account/password-reset");
    // only this customer's reset tokens: other tests of the suite keep theirs
    await ctx().database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where kind = 'password_reset' and customer_id = (select id from customers where email = ${email})`,
    );
    const res = await ctx().request("/api/account/resetPassword", {
      host: "de.localhost",
      json: { password: "Ganz-neues-Passwort-3" },
      headers: { token },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).title).toMatch(/abgelaufen/);
  });

  it("limits failed logins per account to 10 in 15 minutes: then 429 with Retry-After, even with the right password", async () => {
    ctx().setNow(INSIDE_WINDOWS); // the limits read the app clock: pinned, the counts start now
    onTestFinished(() => ctx().setNow(null));
    const { email } = await registerAndActivate();
    for (let i = 0; i < 10; i++) expect((await post("/login", { username: email, password: `Falsch-${i}-Passwort` })).status).toBe(401);
    const limited = await post("/login", { username: email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    const unknownUser = unique("unbekannt");
    for (let i = 0; i < 10; i++) expect((await post("/login", { username: unknownUser, password: "Falsch-Passwort-1" })).status).toBe(401);
    expect((await post("/login", { username: unknownUser, password: "Falsch-Passwort-1" })).status).toBe(429);
  });

  it("limits failed logins per client address to 50 in 15 minutes", async () => {
    ctx().setNow(INSIDE_WINDOWS); // the limits read the app clock: pinned, the counts start now
    onTestFinished(() => ctx().setNow(null));
    const ip = freshIp();
    for (let i = 0; i < 50; i++) {
      const res = await post("/login", { username: unique(`probe${i}`), password: "Falsch-Passwort-1" }, {}, "de.localhost", ip);
      expect(res.status).toBe(401);
    }
    const limited = await post("/login", { username: unique(), password: "Falsch-Passwort-1" }, {}, "de.localhost", ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post("/login", { username: unique(), password: "Falsch-Passwort-1" })).status).toBe(401);
  });

  it("limits registration and forgot-password per client address", async () => {
    ctx().setNow(INSIDE_WINDOWS); // the limits read the app clock: pinned, the counts start now
    onTestFinished(() => ctx().setNow(null));
    const ip = freshIp();
    const email = unique();
    for (let i = 0; i < 10; i++) expect((await post("/register", registration(email), {}, "de.localhost", ip)).status).toBe(202);
    const limited = await post("/register", registration(unique()), {}, "de.localhost", ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
    const ip2 = freshIp();
    for (let i = 0; i < 10; i++) expect((await post("/forgotPasswordMail", { email: unique() }, {}, "de.localhost", ip2)).status).toBe(202);
    const forgot = await post("/forgotPasswordMail", { email: unique() }, {}, "de.localhost", ip2);
    expect(forgot.status).toBe(429);
    expect(forgot.headers.get("retry-after")).toBe("900");
  });

  it("keeps the limit counts in the database (account_rate_limits), where every instance reads them", async () => {
    const { email } = await registerAndActivate();
    for (let i = 0; i < 10; i++) await post("/login", { username: email, password: "Falsch-Passwort-1" });
    const { rows } = (await ctx().database.db.execute(
      sql`select points from account_rate_limits where key = 'login-account:account:' || (select id from customers where email = ${email})`,
    )) as unknown as { rows: { points: number }[] };
    expect(rows[0]?.points).toBe(10);
  });

  it("deletes the account in one go: data gone, trades kept anonymised, tokens dead", async () => {
    const { email } = await registerAndActivate();
    const t = await loginAs(email);
    const me = await (await bare("/api/customers/customers", "GET", auth(t.access_token))).json();
    const trackingToken = randomBytes(8).toString("hex");
    await ctx().database.db.insert(trades).values({
      edition: "de",
      mode: "shop",
      state: "paid",
      customerId: me.id,
      email,
      firstName: "Erika",
      lastName: "Mustermann",
      phone: "+49 30 1234567",
      street: "Hauptstraße",
      houseNumber: "5a",
      zip: "10115",
      city: "Berlin",
      country: "DE",
      paymentType: 13,
      paymentMethod: "sepa",
      iban: IBAN,
      accountHolder: "Erika Mustermann",
      subtotalCents: 10000,
      totalCents: 10000,
      trackingToken,
    });
    expect((await bare("/api/account/deleteUser", "DELETE")).status).toBe(401);
    const res = await bare("/api/account/deleteUser", "DELETE", auth(t.access_token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    // this test's trade, by its tracking token (other tests of the suite delete accounts too)
    const { rows } = (await ctx().database.db.execute(
      sql`select customer_id, email, first_name, iban, account_holder, total_cents from trades where tracking_token = ${trackingToken}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customer_id: null,
      email: "deleted@invalid",
      first_name: "-",
      iban: "DE89 •••• •••• •••• •••• 00",
      account_holder: null,
      total_cents: 10000,
    });
    const left = (await ctx().database.db.execute(
      sql`select (select count(*) from customers where id = ${me.id})::int as c, (select count(*) from payment_accounts where customer_id = ${me.id})::int as p, (select count(*) from refresh_tokens where customer_id = ${me.id})::int as r`,
    )) as unknown as { rows: { c: number; p: number; r: number }[] };
    expect(left.rows[0]).toEqual({ c: 0, p: 0, r: 0 });
    expect((await bare("/api/customers/customers", "GET", auth(t.access_token))).status).toBe(401);
    expect((await post("/login", { username: email, password: PASSWORD })).status).toBe(401);
  });

  it("returns deleted false and changes nothing when deleting the customer data fails", async () => {
    const { email } = await registerAndActivate();
    const t = await loginAs(email);
    const me = await (await bare("/api/customers/customers", "GET", auth(t.access_token))).json();
    const db = ctx().database.db;
    await db.execute(
      sql.raw(
        `create or replace function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'storage failure'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_delete_addresses before delete on customer_addresses for each row when (old.customer_id = '${me.id}') execute function refuse_delete()`,
      ),
    );
    try {
      const res = await bare("/api/customers/customers", "DELETE", auth(t.access_token));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ deleted: false });
      expect((await bare("/api/customers/customers", "GET", auth(t.access_token))).status).toBe(200);
      expect((await bare("/api/customers/bank_accounts", "GET", auth(t.access_token))).status).toBe(200);
      expect(await (await bare("/api/customers/addresses", "GET", auth(t.access_token))).json()).toMatchObject({ city: "Berlin" });
    } finally {
      await db.execute(sql.raw(`drop trigger refuse_delete_addresses on customer_addresses`));
    }
    const res = await bare("/api/customers/customers", "DELETE", auth(t.access_token));
    expect(await res.json()).toEqual({ deleted: true });
  });

  it("lets only one of two concurrent uses of a refresh token win, and then revokes the family", async () => {
    const { email } = await registerAndActivate();
    const t = await loginAs(email);
    const [a, b] = await Promise.all([0, 1].map(() => bare("/api/account/loginRefresh", "POST", { "refresh-token": t.refresh_token })));
    const statuses = [a!.status, b!.status].sort();
    expect(statuses).toEqual([200, 401]);
    const winner = await (a!.status === 200 ? a! : b!).json();
    expect((await bare("/api/account/loginRefresh", "POST", { "refresh-token": winner.refresh_token })).status).toBe(401);
  });

  it("creates one account for two concurrent identical registrations", async () => {
    const email = unique();
    const [a, b] = await Promise.all([0, 1].map(() => post("/register", registration(email))));
    expect([a!.status, b!.status]).toEqual([202, 202]);
    const { rows } = (await ctx().database.db.execute(
      sql`select count(*)::int as n from customers where email = ${email.toLowerCase()}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
  });

  it("limits wrong current passwords on changePassword like failed logins", async () => {
    ctx().setNow(INSIDE_WINDOWS); // the limits read the app clock: pinned, the counts start now
    onTestFinished(() => ctx().setNow(null));
    const { email } = await registerAndActivate();
    const t = await loginAs(email);
    const change = () =>
      ctx().request("/api/account/changePassword", {
        host: "de.localhost",
        json: { password: "Neues-Passwort-22", currentPassword: "Falsch-Passwort-9" },
        headers: auth(t.access_token),
      });
    for (let i = 0; i < 10; i++) expect((await change()).status).toBe(422);
    const limited = await change();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

import { randomBytes } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { translator } from "../../core/shared/index.server.ts";
import { tradeEvents, tradeLines, trades, offers } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { accessTokenFor, registerActivated, TEST_PASSWORD } from "../../tests/helpers/accounts.ts";

const PASSWORD = TEST_PASSWORD;
const IBAN = "DE89370400440532013000";
const IBAN2 = "AT611904300234573201";
let ip = 1;
const freshIp = () => `10.200.${(ip >> 8) & 255}.${ip++ & 255}`;

describeEachDatabase("customer API", (ctx) => {
  beforeAll(() => {
    ctx().deps.passwordHashing = TEST_HASHING;
  });

  const call = (p: string, method: string, token: string | null, json?: unknown) =>
    ctx().request(`/api/customers${p}`, {
      host: "de.localhost",
      method,
      ...(json !== undefined ? { json } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      clientAddress: freshIp(),
    });

  /** A registered, activated, logged-in customer; returns the access token and own ids. */
  async function customer(payment: Record<string, unknown> = { paymentType: 13, iban: IBAN, accountHolder: "Erika Mustermann" }) {
    const email = await registerActivated(ctx(), { emailPrefix: "kunde", payment });
    const access_token = await accessTokenFor(ctx(), email);
    const me = await (await call("/customers", "GET", access_token)).json();
    return { token: access_token, id: me.id as string, email, customerNumber: me.customerNumber as string };
  }

  it("asks for a bearer on every call", async () => {
    const calls: [string, string, unknown?][] = [
      ["/customers", "GET"],
      ["/customers", "PATCH", { firstName: "X" }],
      ["/customers", "DELETE"],
      ["/addresses", "GET"],
      ["/addresses", "PATCH", { city: "X" }],
      ["/bank_accounts", "GET"],
      ["/bank_accounts", "PATCH", { id: "x" }],
      ["/paypal_accounts", "GET"],
      ["/paypal_accounts", "PATCH", { id: "x", paypalEmail: "a@b.de" }],
      ["/customer_payment_accounts", "POST", {}],
      ["/phone_contacts", "POST", { number: "+49 30 123456" }],
      ["/phone_contacts", "PATCH", { id: "x", number: "+49 30 123456" }],
      ["/people", "PATCH", { birthdate: "1990-01-01" }],
      ["/trade_history", "GET"],
    ];
    for (const [p, method, json] of calls) {
      const res = await call(p, method, null, json);
      expect(res.status, `${method} ${p}`).toBe(401);
    }
  });

  it("keeps guest account numbers open to everyone (mounted before this router)", async () => {
    const res = await ctx().request("/api/customers/guest_account_number", { host: "de.localhost", method: "POST" });
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(300);
  });

  it("reads and changes the customer; e-mail only with the current password, never a taken one", async () => {
    const a = await customer();
    const b = await customer();
    const me = await (await call("/customers", "GET", a.token)).json();
    expect(me).toMatchObject({
      email: a.email,
      firstName: "Erika",
      customerNumber: expect.stringMatching(/^C\d{7}$/),
      activated: true,
      locale: "de",
    });
    expect(me).not.toHaveProperty("passwordHash");
    const renamed = await call("/customers", "PATCH", a.token, { firstName: "Erika-Maria", locale: "FR" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ firstName: "Erika-Maria", locale: "fr" });
    expect((await call("/customers", "PATCH", a.token, { locale: "xx" })).status).toBe(422);
    expect((await call("/customers", "PATCH", a.token, { firstName: "" })).status).toBe(422);
    const noPassword = await call("/customers", "PATCH", a.token, { email: "neu@example.com" });
    expect(noPassword.status).toBe(422);
    expect((await noPassword.json()).errors[0].field).toBe("currentPassword");
    expect((await call("/customers", "PATCH", a.token, { email: "neu@example.com", currentPassword: "falsch-12345" })).status).toBe(422);
    expect((await call("/customers", "PATCH", a.token, { email: b.email, currentPassword: PASSWORD })).status).toBe(409);
    const newEmail = `neu-${randomBytes(3).toString("hex")}@example.com`;
    const changed = await call("/customers", "PATCH", a.token, { email: newEmail.toUpperCase(), currentPassword: PASSWORD });
    expect(changed.status).toBe(200);
    expect((await changed.json()).email).toBe(newEmail);
  });

  it("reads and changes the address, with the edition's postal-code rule", async () => {
    const a = await customer();
    expect(await (await call("/addresses", "GET", a.token)).json()).toEqual({
      street: "Hauptstraße",
      houseNumber: "5a",
      zip: "10115",
      city: "Berlin",
      country: "DE",
    });
    const moved = await call("/addresses", "PATCH", a.token, { zip: "80331", city: "München" });
    expect(moved.status).toBe(200);
    expect(await (await call("/addresses", "GET", a.token)).json()).toMatchObject({ zip: "80331", city: "München", street: "Hauptstraße" });
    const bad = await call("/addresses", "PATCH", a.token, { zip: "1234" });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([{ field: "zip", message: "Bitte geben Sie eine gültige Postleitzahl ein." }]);
    expect((await call("/addresses", "PATCH", a.token, [1, 2])).status).toBe(422);
  });

  it("lists bank accounts with the IBAN masked and changes only the bearer's own (another's id → 404)", async () => {
    const a = await customer();
    const b = await customer();
    const list = await (await call("/bank_accounts", "GET", a.token)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: "bank",
      iban: "DE89 •••• •••• •••• •••• 00",
      paymentType: "INVOICE",
      isPrimary: false,
      customerReference: a.customerNumber,
    });
    expect(JSON.stringify(list)).not.toContain(IBAN);
    const bAccount = (await (await call("/bank_accounts", "GET", b.token)).json())[0];
    expect((await call("/bank_accounts", "PATCH", a.token, { currentPassword: PASSWORD, id: bAccount.id, iban: IBAN2 })).status).toBe(404);
    expect((await call("/bank_accounts", "PATCH", a.token, { currentPassword: PASSWORD, id: list[0].id, iban: "DE00 1234" })).status).toBe(
      422,
    );
    const changed = await call("/bank_accounts", "PATCH", a.token, {
      currentPassword: PASSWORD,
      id: list[0].id,
      iban: IBAN2,
      accountHolder: "Erika M.",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ iban: "AT61 •••• •••• •••• ••01", accountHolder: "Erika M." });
    expect(await (await call("/paypal_accounts", "GET", a.token)).json()).toEqual([]);
    expect(
      (await call("/paypal_accounts", "PATCH", a.token, { currentPassword: PASSWORD, id: list[0].id, paypalEmail: "a@b.de" })).status,
    ).toBe(404);
  });

  it("saves payment accounts: an empty payment id creates, an id updates; another's id → 404", async () => {
    const a = await customer({ paymentType: 2, paypalEmail: "Erika@PayPal.example" });
    const b = await customer();
    const paypal = await (await call("/paypal_accounts", "GET", a.token)).json();
    expect(paypal).toEqual([
      expect.objectContaining({
        kind: "paypal",
        paypalEmail: "erika@paypal.example",
        paymentType: "INVOICE",
        isPrimary: false,
        customerReference: a.customerNumber,
      }),
    ]);
    const changedPaypal = await call("/paypal_accounts", "PATCH", a.token, {
      currentPassword: PASSWORD,
      id: paypal[0].id,
      paypalEmail: "neu@paypal.example",
    });
    expect(await changedPaypal.json()).toMatchObject({ paypalEmail: "neu@paypal.example" });
    expect(
      (await call("/paypal_accounts", "PATCH", a.token, { currentPassword: PASSWORD, id: paypal[0].id, paypalEmail: "kein" })).status,
    ).toBe(422);
    const created = await call("/customer_payment_accounts", "POST", a.token, {
      currentPassword: PASSWORD,
      paymentId: "",
      paymentType: 13,
      iban: IBAN,
      accountHolder: "Erika",
    });
    expect(created.status).toBe(201);
    const account = await created.json();
    expect(account).toMatchObject({
      kind: "bank",
      iban: "DE89 •••• •••• •••• •••• 00",
      paymentType: "INVOICE",
      isPrimary: false,
      customerReference: a.customerNumber,
    });
    const updated = await call("/customer_payment_accounts", "POST", a.token, {
      currentPassword: PASSWORD,
      paymentId: account.id,
      paymentType: 13,
      iban: IBAN2,
      accountHolder: "Erika",
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).id).toBe(account.id);
    expect(await (await call("/bank_accounts", "GET", a.token)).json()).toHaveLength(1);
    const bAccount = (await (await call("/bank_accounts", "GET", b.token)).json())[0];
    expect(
      (
        await call("/customer_payment_accounts", "POST", a.token, {
          currentPassword: PASSWORD,
          paymentId: bAccount.id,
          paymentType: 13,
          iban: IBAN2,
          accountHolder: "Mallory",
        })
      ).status,
    ).toBe(404);
    expect((await call("/customer_payment_accounts", "POST", a.token, { currentPassword: PASSWORD, paymentType: 7 })).status).toBe(422);
    expect(
      (await call("/customer_payment_accounts", "POST", a.token, { currentPassword: PASSWORD, paymentType: 13, iban: IBAN })).status,
    ).toBe(422);
  });

  it("refuses an IBAN whose BBAN has the wrong structure though length and check digits fit: 422 in the edition's language", async () => {
    // "DE05 3704 0044 0532 0130 0A": 22 characters and mod 97 = 1, but Germany's BBAN is 18 digits.
    const structurallyWrong = "DE05 3704 0044 0532 0130 0A";
    const a = await customer();
    const t = translator("de");
    const problem = async (res: Response) => {
      expect(res.status).toBe(422);
      const body = (await res.json()) as { errors?: { field: string; message: string }[] };
      return body.errors?.find((e) => e.field === "iban")?.message;
    };
    const created = await call("/customer_payment_accounts", "POST", a.token, {
      currentPassword: PASSWORD,
      paymentId: "",
      paymentType: 13,
      iban: structurallyWrong,
      accountHolder: "Erika",
    });
    expect(await problem(created)).toBe(t("account.error.iban"));
    expect(t("account.error.iban")).not.toBe(translator("en")("account.error.iban"));
    const list = await (await call("/bank_accounts", "GET", a.token)).json();
    const changed = await call("/bank_accounts", "PATCH", a.token, { currentPassword: PASSWORD, id: list[0].id, iban: structurallyWrong });
    expect(await problem(changed)).toBe(t("account.error.iban"));
    // nothing stored: the account keeps its valid IBAN
    expect(await (await call("/bank_accounts", "GET", a.token)).json()).toEqual([
      expect.objectContaining({ id: list[0].id, iban: "DE89 •••• •••• •••• •••• 00" }),
    ]);
  });

  it("adds and changes phone numbers (another's id → 404) and sets the birthdate", async () => {
    const a = await customer();
    const b = await customer();
    const added = await call("/phone_contacts", "POST", a.token, { number: "+49 30 1234567" });
    expect(added.status).toBe(201);
    const phone = await added.json();
    expect(phone).toMatchObject({ kind: "mobile", number: "+49 30 1234567" });
    expect((await call("/phone_contacts", "POST", a.token, { number: "abc" })).status).toBe(422);
    const bPhone = await (await call("/phone_contacts", "POST", b.token, { number: "+49 40 7654321" })).json();
    expect((await call("/phone_contacts", "PATCH", a.token, { id: bPhone.id, number: "+49 30 999999" })).status).toBe(404);
    const changed = await call("/phone_contacts", "PATCH", a.token, { id: phone.id, number: "+49 30 999999", kind: "landline" });
    expect(await changed.json()).toEqual({ id: phone.id, kind: "landline", number: "+49 30 999999" });
    const me = await (await call("/customers", "GET", a.token)).json();
    expect(me.phoneContacts).toEqual([{ id: phone.id, kind: "landline", number: "+49 30 999999" }]);
    expect(me.phone).toBe("+49 30 999999");
    const born = await call("/people", "PATCH", a.token, { birthdate: "1990-02-28" });
    expect(await born.json()).toEqual({ birthdate: "1990-02-28" });
    expect((await call("/people", "PATCH", a.token, { birthdate: "1990-02-30" })).status).toBe(422);
    expect((await call("/people", "PATCH", a.token, { birthdate: "2999-01-01" })).status).toBe(422);
    expect((await (await call("/customers", "GET", a.token)).json()).birthdate).toBe("1990-02-28");
  });

  it("lists the bearer's own trades with lines and timeline, nobody else's", async () => {
    const a = await customer();
    const b = await customer();
    const db = ctx().database.db;
    const offerId = `o-${randomBytes(6).toString("hex")}`;
    await db.insert(offers).values({
      id: offerId,
      edition: "de",
      deviceId: 1,
      answers: [],
      priceCents: 12345,
      breakdown: {},
      condition: "good",
      variant: "",
      device: {},
      validUntil: new Date(Date.now() + 86_400_000),
    });
    const base = {
      edition: "de",
      mode: "shop",
      email: a.email,
      firstName: "Erika",
      lastName: "M",
      street: "S",
      houseNumber: "1",
      zip: "10115",
      city: "Berlin",
      country: "DE",
      paymentType: 13,
      paymentMethod: "sepa",
      subtotalCents: 12345,
      totalCents: 12345,
    };
    const [t] = await db
      .insert(trades)
      .values({ ...base, state: "received", customerId: a.id, trackingToken: randomBytes(8).toString("hex") })
      .returning();
    await db.insert(trades).values({ ...base, state: "created", customerId: b.id, trackingToken: randomBytes(8).toString("hex") });
    await db.insert(tradeLines).values({
      tradeId: t!.id,
      position: 1,
      offerId,
      deviceId: 1,
      deviceName: "Apple iPhone 15 128GB",
      category: "Smartphones",
      manufacturer: "Apple",
      quantity: 1,
      priceCents: 12345,
      lineTotalCents: 12345,
      answers: [],
      condition: "good",
      variant: "",
    });
    await db.insert(tradeEvents).values([
      { tradeId: t!.id, state: "created", actor: "customer", at: new Date(Date.now() - 60_000) },
      { tradeId: t!.id, state: "received", actor: "warehouse" },
    ]);
    const history = await (await call("/trade_history", "GET", a.token)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      tradeNumber: t!.tradeNumber,
      state: "received",
      total: 123.45,
      lines: [{ deviceName: "Apple iPhone 15 128GB", quantity: 1, price: 123.45, lineTotal: 123.45 }],
    });
    expect(history[0].events.map((e: { state: string }) => e.state)).toEqual(["created", "received"]);
    const bHistory = await (await call("/trade_history", "GET", b.token)).json();
    expect(bHistory.map((h: { tradeNumber: string }) => h.tradeNumber)).not.toContain(t!.tradeNumber);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { deviceById } from "../../core/catalog/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { TRADE_LIMITS, tradeInputSchemaFor } from "../../core/trade/index.ts";
import { createTrade, getTradeByNumber } from "../../core/trade/index.server.ts";
import { overlaps, shownItems, showsAll } from "../../tests/helpers/pdf-text.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

const IBAN = "DE89 3704 0044 0532 0130 00";
let emailSeq = 0;
/** A recipient of its own per call (TRADE_LIMITS counts per e-mail). */
const uniqueEmail = (prefix = "erika") => `${prefix}.${process.pid}.${++emailSeq}@example.com`;
const body = (offerIds: string[], over: Record<string, unknown> = {}) => ({
  offers: offerIds.map((offerId) => ({ offerId, quantity: 1 })),
  customer: { email: uniqueEmail(), firstName: "Erika", lastName: "Mustermann", phone: "+49 30 123456" },
  address: { street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
  payment: { paymentType: 13, iban: IBAN, accountHolder: "Erika Mustermann" },
  ...over,
});
let keySeq = 0;
const newKey = () => `test-${Date.now()}-${++keySeq}`;
let addressSeq = 0;
/** A client address of its own (TRADE_LIMITS counts per address); rate-limit tests pass theirs. */
const freshAddress = () => `10.77.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

describeEachDatabase("trades API", (ctx, kind) => {
  let deviceId = 0;
  let answers: { questionId: number; answerId: number }[] = [];
  let noOfferAnswers: { questionId: number; answerId: number }[] | null = null;

  const offer = async (host = "de.localhost", which = answers) => {
    if (!deviceId) {
      const [row] = await rows<{ id: number }>(
        ctx().database.db,
        sql`select d.id from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' where d.category_id = 'smartphones' and not d.generated order by p.base_price_cents desc limit 1`,
      );
      deviceId = Number(row!.id);
      const d = (await deviceById(ctx().database.db, "de", deviceId))!;
      answers = d.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
      const nq = d.questions!.find((q) => q.answers.some((a) => a.effect.kind === "noOffer"));
      if (nq)
        noOfferAnswers = answers.map((a) =>
          a.questionId === nq.id ? { ...a, answerId: nq.answers.find((x) => x.effect.kind === "noOffer")!.id } : a,
        );
      which = answers;
    }
    // each offer from an address of its own: offers are limited per address (decision 0068)
    const res = await ctx().request("/api/trade/offers", { host, json: { deviceId, answers: which }, clientAddress: freshAddress() });
    expect(res.status).toBe(201);
    return (await res.json()) as { offerId: string; price: number; total: number; device: { name: string } };
  };
  const submit = (json: unknown, opts: { host?: string; key?: string | null; clientAddress?: string; bearer?: string } = {}) => {
    const headers: Record<string, string> = {};
    const key = opts.key === undefined ? newKey() : opts.key;
    if (key !== null) headers["idempotency-key"] = key;
    if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
    return ctx().request("/api/trade/trades", {
      host: opts.host ?? "de.localhost",
      json,
      headers,
      clientAddress: opts.clientAddress ?? freshAddress(),
    });
  };
  const mails = () => {
    const folder = ctx().deps.mailer.folder!;
    try {
      // Quoted-printable bodies: join soft line breaks, decode =XX (the links are ASCII).
      return readdirSync(folder).map((f) =>
        readFileSync(path.join(folder, f), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      );
    } catch {
      return [];
    }
  };

  it("creates a SEPA trade from the stored offers, mails the customer, and shows it only with the token", async () => {
    const a = await offer();
    const b = await offer();
    const sent = {
      ...body([a.offerId, b.offerId]),
      offers: [
        { offerId: a.offerId, quantity: 2 },
        { offerId: b.offerId, quantity: 1 },
      ],
    };
    const res = await submit(sent);
    expect(res.status).toBe(201);
    const placed = await res.json();
    expect(placed.tradeNumber).toMatch(/^SB-\d{7}$/);
    expect(placed.state).toBe("created");
    // the offer's total: its price and the bonus of a campaign running now (decision 0028)
    expect(placed.total).toBe(Math.round(a.total * 300) / 100);
    expect(placed.labelUrl).toBe(`/api/trade/trades/${placed.tradeNumber}/label?token=${placed.trackingToken}`);

    const good = await ctx().request(`/api/trade/trades/${placed.tradeNumber}?token=${placed.trackingToken}`, { host: "de.localhost" });
    expect(good.status).toBe(200);
    const text = await good.text();
    expect(text).not.toContain("DE89370400440532013000");
    const trade = JSON.parse(text);
    expect(trade.payment).toEqual({
      paymentType: 13,
      method: "sepa",
      ibanMasked: "DE89 •••• •••• •••• •••• 00",
      accountHolder: "Erika Mustermann",
      paypalEmail: null,
    });
    expect(trade.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    expect(trade.customer.guestAccountNumber).toMatch(/^G\d{8}$/);
    expect(trade.events).toEqual([{ state: "created", at: trade.createdAt, actor: "customer", actorRole: null, reason: "checkout" }]);
    const byHeader = await ctx().request(`/api/trade/trades/${placed.tradeNumber}`, {
      host: "de.localhost",
      headers: { "tracking-token": placed.trackingToken },
    });
    expect(byHeader.status).toBe(200);

    const bad = await ctx().request(`/api/trade/trades/${placed.tradeNumber}?token=wrong`, { host: "de.localhost" });
    const unknown = await ctx().request(`/api/trade/trades/SB-0000000?token=wrong`, { host: "de.localhost" });
    const noToken = await ctx().request(`/api/trade/trades/${placed.tradeNumber}`, { host: "de.localhost" });
    const otherEdition = await ctx().request(`/api/trade/trades/${placed.tradeNumber}?token=${placed.trackingToken}`, {
      host: "fr.localhost",
    });
    for (const r of [bad, unknown, noToken, otherEdition]) expect(r.status).toBe(404);
    expect((await bad.json()).detail).toBe((await unknown.json()).detail);

    await ctx().deps.mailer.flush(); // the answer does not wait for the mail
    const mail = mails().find((m) => m.includes(placed.tradeNumber));
    expect(mail).toBeDefined();
    expect(mail).toContain(`To: ${sent.customer.email}`);
    expect(mail).toContain(`http://de.localhost:3000/trade/${placed.tradeNumber}?token=${placed.trackingToken}`);
  });

  it("answers the created trade exactly as it is stored (core createTrade vs a fresh read)", async () => {
    const a = await offer();
    const input = tradeInputSchemaFor("de").parse(body([a.offerId], { voucher: "willkommen10" }));
    const { trade, created } = await createTrade(ctx().database.db, {
      edition: "de",
      mode: "default",
      idempotencyKey: newKey(),
      input,
      clientKey: "test",
    });
    expect(created).toBe(true);
    expect(await getTradeByNumber(ctx().database.db, trade.tradeNumber)).toEqual(trade);
    expect(trade.voucher).toEqual({ code: "WILLKOMMEN10", bonusCents: Math.floor(Math.round(a.price * 100) / 10) });
    expect(trade.mode).toBe("default");
  });

  it("creates a PayPal trade with the edition's voucher added to the total", async () => {
    const a = await offer("it.localhost");
    const res = await submit(
      body([a.offerId], {
        voucher: "benvenuto5",
        address: { street: "Via Roma", houseNumber: "1", zip: "00184", city: "Roma", country: "IT" },
        payment: { paymentType: 2, paypalEmail: "erika@example.com" },
      }),
      { host: "it.localhost" },
    );
    expect(res.status).toBe(201);
    const placed = await res.json();
    // The voucher counts on the device's price, not on a campaign's bonus (decision 0028).
    const price = Math.round(a.price * 100);
    expect(Math.round(placed.total * 100)).toBe(Math.round(a.total * 100) + Math.floor(price * 0.05));
    const trade = await (
      await ctx().request(`/api/trade/trades/${placed.tradeNumber}?token=${placed.trackingToken}`, { host: "it.localhost" })
    ).json();
    expect(trade.voucher).toEqual({ code: "BENVENUTO5", bonusCents: Math.floor(price * 0.05) });
    expect(trade.payment).toMatchObject({ paymentType: 2, method: "paypal", ibanMasked: null, paypalEmail: "erika@example.com" });
  });

  it("refuses an unknown, expired, inactive or other edition's voucher, naming the field", async () => {
    const a = await offer();
    await ctx().database.db.execute(
      sql`insert into vouchers (code, edition, kind, percent, valid_from, valid_until, active) values
        ('OLD20', 'de', 'percent', 20, '2020-01-01', '2021-01-01', true), ('OFF20', 'de', 'percent', 20, '2020-01-01', '2099-01-01', false)
        on conflict do nothing`,
    );
    for (const voucher of ["NOPE", "BENVENUTO5", "old20", "OFF20"]) {
      const res = await submit(body([a.offerId], { voucher }));
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual([{ field: "voucher", message: "Dieser Gutscheincode ist nicht gültig." }]);
    }
  });

  it("refuses forged, foreign, expired and no-offer offers with a clear message", async () => {
    const forged = await submit(body(["AAAAAAAAAAAAAAAAAAAAAA"]));
    expect(forged.status).toBe(422);
    expect((await forged.json()).errors).toEqual([
      { field: "offers.0.offerId", message: expect.stringMatching(/gibt es in diesem Shop nicht/) },
    ]);

    const french = await offer("fr.localhost");
    const foreign = await submit(body([french.offerId]));
    expect(foreign.status).toBe(422);
    expect((await foreign.json()).errors[0].field).toBe("offers.0.offerId");

    const old = await offer();
    await ctx().database.db.execute(sql`update offers set valid_until = now() - interval '1 minute' where id = ${old.offerId}`);
    const fresh = await offer();
    const expired = await submit(body([fresh.offerId, old.offerId]));
    expect(expired.status).toBe(422);
    const p = await expired.json();
    expect(p.errors).toEqual([{ field: "offers.1.offerId", message: expect.stringMatching(/abgelaufen/) }]);
    expect(p.detail).toContain(old.device.name);

    // The smartphone has a no-offer answer (activation lock): this path always runs.
    expect(noOfferAnswers, "a smartphone question with a no-offer answer").not.toBeNull();
    const none = await offer("de.localhost", noOfferAnswers!);
    const res = await submit(body([none.offerId]));
    expect(res.status).toBe(422);
    const refused = await res.json();
    expect(refused.errors).toEqual([{ field: "offers.0.offerId", message: expect.stringMatching(/kein Angebot/) }]);
    const count = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from trade_lines where offer_id = ${fresh.offerId}`,
    );
    expect(count[0]!.n).toBe(0);
  });

  it("checks the postal code by edition and the IBAN, naming the field", async () => {
    const cases: [string, string, string][] = [
      ["de.localhost", "1234", "Bitte geben Sie eine gültige Postleitzahl ein."],
      ["at.localhost", "12345", "Bitte geben Sie eine gültige Postleitzahl ein."],
      ["fr.localhost", "99123", "Veuillez saisir un code postal valide."],
      ["es.localhost", "1234", "Introduce un código postal válido."],
    ];
    const countries: Record<string, string> = { "de.localhost": "DE", "at.localhost": "AT", "fr.localhost": "FR", "es.localhost": "ES" };
    for (const [host, zip, message] of cases) {
      const o = await offer(host);
      const res = await submit(
        body([o.offerId], { address: { street: "S", houseNumber: "1", zip, city: "C", country: countries[host] } }),
        { host },
      );
      expect(res.status, host).toBe(422);
      expect((await res.json()).errors).toEqual([{ field: "address.zip", message }]);
    }
    const o = await offer("at.localhost");
    const ok = await submit(
      body([o.offerId], { address: { street: "Ring", houseNumber: "1", zip: "1010", city: "Wien", country: "AT" } }),
      { host: "at.localhost" },
    );
    expect(ok.status).toBe(201);

    const a = await offer();
    const badIban = await submit(
      body([a.offerId], { payment: { paymentType: 13, iban: "DE89 3704 0044 0532 0130 01", accountHolder: "E M" } }),
    );
    expect(badIban.status).toBe(422);
    expect((await badIban.json()).errors).toEqual([{ field: "payment.iban", message: "Bitte geben Sie eine gültige IBAN ein." }]);
  });

  it("needs an Idempotency-Key and a well-formed body", async () => {
    const a = await offer();
    expect((await submit(body([a.offerId]), { key: null })).status).toBe(400);
    expect((await submit(body([a.offerId]), { key: "k".repeat(201) })).status).toBe(422);
    expect((await submit("{ nope")).status).toBe(400);
    const wrong = await submit({ offers: "all", customer: 1, address: null, payment: {} });
    expect(wrong.status).toBe(422);
    const fields = (await wrong.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["offers", "customer", "address"]));
  });

  it("returns the same trade for the same key, also for 16 concurrent submits", async () => {
    const a = await offer();
    const key = newKey();
    const sent = body([a.offerId]);
    const first = await submit(sent, { key });
    expect(first.status).toBe(201);
    const again = await submit(sent, { key });
    expect(again.status).toBe(200);
    expect((await again.json()).tradeNumber).toBe((await first.json()).tradeNumber);

    const b = await offer();
    const racing = newKey();
    await ctx().deps.mailer.flush(); // the first trade's mail is written by now
    const mailsBefore = mails().length;
    const racingBody = body([b.offerId]);
    const results = await Promise.all(Array.from({ length: 16 }, () => submit(racingBody, { key: racing })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    const numbers = new Set(await Promise.all(results.map(async (r) => (await r.json()).tradeNumber)));
    expect(numbers.size).toBe(1);
    const trades = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(distinct t.id)::int as n from trades t join trade_lines l on l.trade_id = t.id where l.offer_id = ${b.offerId}`,
    );
    expect(trades[0]!.n).toBe(1);
    await ctx().deps.mailer.flush();
    expect(mails().length - mailsBefore).toBe(1);
  }, 60_000);

  it("refuses a B2B widget cart over 5,000 EUR", async () => {
    const a = await offer("b2bwidget.de.localhost");
    // (without a campaign bonus, which would count towards the cap too)
    await ctx().database.db.execute(sql`update offers set price_cents = 250001, campaign_bonus_cents = 0 where id = ${a.offerId}`);
    const over = await submit({ ...body([a.offerId]), offers: [{ offerId: a.offerId, quantity: 2 }] }, { host: "b2bwidget.de.localhost" });
    expect(over.status).toBe(422);
    const p = await over.json();
    expect(p.errors).toEqual([{ field: "offers", message: expect.stringMatching(/5\.000/) }]);
    await ctx().database.db.execute(sql`update offers set price_cents = 250000, campaign_bonus_cents = 0 where id = ${a.offerId}`);
    const atCap = await submit({ ...body([a.offerId]), offers: [{ offerId: a.offerId, quantity: 2 }] }, { host: "b2bwidget.de.localhost" });
    expect(atCap.status).toBe(201);
    const placed = await atCap.json();
    expect(placed.total).toBe(5000);
    // The trade records the request's shop mode (from the host), here and on the consumer host.
    const stored = await (
      await ctx().request(`/api/trade/trades/${placed.tradeNumber}?token=${placed.trackingToken}`, { host: "b2bwidget.de.localhost" })
    ).json();
    expect(stored.mode).toBe("b2bWidget");
    // The same cart on the consumer host has no cap: the cap follows the host's mode, nothing the client says.
    const b = await offer();
    await ctx().database.db.execute(sql`update offers set price_cents = 250001, campaign_bonus_cents = 0 where id = ${b.offerId}`);
    const consumer = await submit({ ...body([b.offerId]), offers: [{ offerId: b.offerId, quantity: 2 }], B2BMode: false, mode: "default" });
    expect(consumer.status).toBe(201);
    const c2 = await consumer.json();
    expect(
      (await (await ctx().request(`/api/trade/trades/${c2.tradeNumber}?token=${c2.trackingToken}`, { host: "de.localhost" })).json()).mode,
    ).toBe("default");
  });

  it("serves the shipping label as a PDF with the token only", async () => {
    const a = await offer();
    const placed = await (await submit(body([a.offerId]))).json();
    const pdf = await ctx().request(placed.labelUrl, { host: "de.localhost" });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const denied = await ctx().request(`/api/trade/trades/${placed.tradeNumber}/label?token=nope`, { host: "de.localhost" });
    expect(denied.status).toBe(404);
  });

  it("prints the shipping note for any European name: every glyph shown, no line over another (issue 13)", async () => {
    const street =
      "Allee der Kosmonauten und Kosmonautinnen der Internationalen Raumstation zwischen Marzahn und Hellersdorf Ost-West-Achse";
    expect(street).toHaveLength(120);
    for (const [firstName, lastName, street1] of [
      ["Łukasz", "Dvořák", street],
      ["Γιώργος", "Παπαδόπουλος", "Οδός Ερμού"],
    ] as const) {
      const a = await offer();
      const sent = body([a.offerId], {
        customer: { email: uniqueEmail(), firstName, lastName, phone: null },
        address: { street: street1, houseNumber: "12", zip: "10115", city: "Berlin", country: "DE" },
      });
      const placed = await (await submit(sent)).json();
      const pdf = await ctx().request(placed.labelUrl, { host: "de.localhost" });
      expect(pdf.status).toBe(200);
      const items = await shownItems(new Uint8Array(await pdf.arrayBuffer()));
      for (const field of [`${firstName} ${lastName}`, `${street1} 12`, placed.tradeNumber, "Versandschein", "Ohne Porto"])
        expect(showsAll(items, field), field).toBe(true);
      expect(overlaps(items)).toEqual([]);
    }
  });

  it("makes guest account numbers", async () => {
    const a = await ctx().request("/api/customers/guest_account_number", {
      host: "de.localhost",
      method: "POST",
      clientAddress: `10.9.${kind.length}.1`,
    });
    const b = await ctx().request("/api/customers/guest_account_number", {
      host: "de.localhost",
      method: "POST",
      clientAddress: `10.9.${kind.length}.1`,
    });
    expect(a.status).toBe(201);
    const [na, nb] = [(await a.json()).guestAccountNumber, (await b.json()).guestAccountNumber];
    expect(na).toMatch(/^G\d{8}$/);
    expect(nb).not.toBe(na);
  });

  describe("idempotency (decision 0019)", () => {
    it("the same key with another body is 422 idempotency_key_reused and reveals nothing; only the exact replay gets the trade", async () => {
      const a = await offer();
      const b = await offer();
      const key = newKey();
      const sent = body([a.offerId]);
      const first = await submit(sent, { key });
      expect(first.status).toBe(201);
      const placed = await first.json();

      const other = body([b.offerId], { customer: { email: uniqueEmail("mallory"), firstName: "Mallory", lastName: "M" } });
      const reused = await submit(other, { key });
      expect(reused.status).toBe(422);
      expect(reused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      const text = await reused.text();
      const problem = JSON.parse(text);
      expect(problem.type).toMatch(/\/idempotency_key_reused$/);
      expect(problem.detail).toMatch(/Idempotency-Key wurde bereits für eine andere Anfrage verwendet/);
      // The request id is a random UUID: it may hold the trade id's digits by chance, so it is left out.
      const shown = text.replace(/"requestId":"[^"]*"/, "");
      expect(shown).not.toBe(text);
      for (const secret of [placed.tradeNumber, placed.trackingToken, sent.customer.email, "Erika", String(placed.tradeId)])
        expect(shown).not.toContain(secret);

      // A changed detail is another body too (the same offer, another e-mail).
      const changed = await submit({ ...sent, customer: { ...sent.customer, email: uniqueEmail() } }, { key });
      expect(changed.status).toBe(422);

      const replay = await submit(sent, { key });
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual(placed);
      // The refused body is still free to be placed with a key of its own.
      expect((await submit(other)).status).toBe(201);
    });

    it("a refused submit does not burn the key: 422, then the same key with a corrected body creates the trade", async () => {
      const a = await offer();
      const key = newKey();
      const wrong = await submit(body([a.offerId], { voucher: "NOPE" }), { key });
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).errors).toEqual([{ field: "voucher", message: "Dieser Gutscheincode ist nicht gültig." }]);
      const badZip = await submit(
        body([a.offerId], { address: { street: "S", houseNumber: "1", zip: "1", city: "Berlin", country: "DE" } }),
        { key },
      );
      expect(badZip.status).toBe(422);
      const corrected = await submit(body([a.offerId]), { key });
      expect(corrected.status).toBe(201);
      expect((await corrected.json()).tradeNumber).toMatch(/^SB-\d{7}$/);
    });

    it("a key is per edition: the same key in another edition is a trade of its own", async () => {
      const de = await offer();
      const fr = await offer("fr.localhost");
      const key = newKey();
      const inDe = await submit(body([de.offerId]), { key });
      const inFr = await submit(
        body([fr.offerId], { address: { street: "Rue de Rivoli", houseNumber: "1", zip: "75001", city: "Paris", country: "FR" } }),
        { key, host: "fr.localhost" },
      );
      expect(inDe.status).toBe(201);
      expect(inFr.status).toBe(201);
      expect((await inFr.json()).tradeNumber).not.toBe((await inDe.json()).tradeNumber);
    });
  });

  describe("offers are used by one trade (decision 0019)", () => {
    it("a second trade with a used offer is 422 naming the field, and the offer reads back as used", async () => {
      const a = await offer();
      const fresh = await offer();
      expect((await submit(body([a.offerId]))).status).toBe(201);
      const again = await submit(body([fresh.offerId, a.offerId]));
      expect(again.status).toBe(422);
      const p = await again.json();
      expect(p.errors).toEqual([
        {
          field: "offers.1.offerId",
          message: "Dieses Angebot wurde bereits für einen Verkauf verwendet. Bitte holen Sie sich ein neues Angebot für das Gerät.",
        },
      ]);
      expect(p.detail).toContain(a.device.name);
      const read = await (await ctx().request(`/api/trade/offers/${a.offerId}`, { host: "de.localhost" })).json();
      expect(read, JSON.stringify(read)).toHaveProperty("used");
      expect(read.used).toBe(true);
      expect((await (await ctx().request(`/api/trade/offers/${fresh.offerId}`, { host: "de.localhost" })).json()).used).toBe(false);
      // Nothing of the refused trade was kept: the fresh offer still makes a trade.
      expect((await submit(body([fresh.offerId]))).status).toBe(201);
    });

    it("concurrent trades with one offer (different keys and callers): exactly one is created", async () => {
      const a = await offer();
      const results = await Promise.all(Array.from({ length: 8 }, () => submit(body([a.offerId]))));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 422)).toHaveLength(7);
      for (const r of results.filter((x) => x.status === 422)) expect((await r.json()).errors[0].field).toBe("offers.0.offerId");
      const lines = await rows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from trade_lines where offer_id = ${a.offerId}`,
      );
      expect(lines[0]!.n).toBe(1);
    }, 60_000);
  });

  it("takes only the countries the edition ships from, each with its postal-code rule", async () => {
    const address = (country: string, zip: string) => ({
      address: { street: "High Street", houseNumber: "1", zip, city: "Town", country },
    });
    for (const [host, country, zip] of [
      ["de.localhost", "XX", "10115"],
      ["de.localhost", "AT", "10115"],
      ["de.localhost", "FR", "10115"],
      ["localhost", "DE", "10115"],
      ["fr.localhost", "DE", "75001"],
    ] as const) {
      const o = await offer(host);
      const res = await submit(body([o.offerId], address(country, zip)), { host });
      expect(res.status, `${host} ${country}`).toBe(422);
      expect(
        (await res.json()).errors.map((e: { field: string }) => e.field),
        `${host} ${country}`,
      ).toContain("address.country");
    }
    const xx = await submit(body([(await offer()).offerId], address("XX", "10115")));
    expect((await xx.json()).errors).toEqual([
      { field: "address.country", message: "In diesem Shop können Geräte nur aus den angebotenen Ländern eingesendet werden." },
    ]);
    // English edition: the United Kingdom and Ireland, with their own postcodes.
    for (const [country, zip] of [
      ["GB", "SW1A 1AA"],
      ["IE", "D02 X285"],
      ["gb", "m1 1ae"],
    ] as const) {
      const ok = await submit(body([(await offer("localhost")).offerId], address(country, zip)), { host: "localhost" });
      expect(ok.status, `${country} ${zip}`).toBe(201);
    }
    const irishCodeInGb = await submit(body([(await offer("localhost")).offerId], address("GB", "D02 X285")), { host: "localhost" });
    expect(irishCodeInGb.status).toBe(422);
    expect(await irishCodeInGb.json()).toMatchObject({ errors: [{ field: "address.zip", message: "Please enter a valid postcode." }] });
  });

  describe("vouchers have limits (decision 0019)", () => {
    it("a welcome voucher is good once per e-mail (in any case), then refused with a clear message", async () => {
      const email = uniqueEmail("welcome");
      const first = await submit(
        body([(await offer()).offerId], { voucher: "willkommen10", customer: { email, firstName: "W", lastName: "K" } }),
      );
      expect(first.status).toBe(201);
      const again = await submit(
        body([(await offer()).offerId], {
          voucher: "WILLKOMMEN10",
          customer: { email: email.toUpperCase(), firstName: "W", lastName: "K" },
        }),
      );
      expect(again.status).toBe(422);
      expect((await again.json()).errors).toEqual([{ field: "voucher", message: "Sie haben diesen Gutscheincode bereits eingelöst." }]);
      const someoneElse = await submit(body([(await offer()).offerId], { voucher: "WILLKOMMEN10" }));
      expect(someoneElse.status).toBe(201);
    });

    it("concurrent trades past a voucher's total limit: exactly the limit succeed", async () => {
      await ctx().database.db.execute(
        sql`insert into vouchers (code, edition, kind, percent, valid_from, valid_until, active, max_uses_per_customer, max_uses)
          values ('LIMIT3', 'de', 'percent', 5, '2020-01-01', '2099-01-01', true, null, 3) on conflict do nothing`,
      );
      const offers = await Promise.all(Array.from({ length: 8 }, () => offer()));
      const results = await Promise.all(offers.map((o) => submit(body([o.offerId], { voucher: "LIMIT3" }))));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 422)).toHaveLength(5);
      for (const r of results.filter((x) => x.status === 422)) {
        expect((await r.json()).errors).toEqual([{ field: "voucher", message: "Dieser Gutscheincode ist bereits aufgebraucht." }]);
      }
      const used = await rows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from trades where voucher_code = 'LIMIT3'`);
      expect(used[0]!.n).toBe(3);
    }, 60_000);
  });

  describe("trade limits (decision 0019)", () => {
    // A fixed time well inside the current hour (and day), so no window boundary is crossed.
    const midHour = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 30 * 60_000);
    afterEach(() => ctx().setNow(null));

    it(`at most ${TRADE_LIMITS.perAddress.perWindow} trade attempts per client address an hour, refused ones too: then 429 with Retry-After; a replay still answers`, async () => {
      ctx().setNow(midHour());
      const clientAddress = "203.0.113.77";
      const offers = await Promise.all(Array.from({ length: TRADE_LIMITS.perAddress.perWindow }, () => offer()));
      const firstBody = body([offers[0]!.offerId]);
      const key = newKey();
      expect((await submit(firstBody, { key, clientAddress })).status).toBe(201);
      // A refused submit counts too (decision 0068).
      expect((await submit(body([offers[1]!.offerId], { voucher: "NOPE" }), { clientAddress })).status).toBe(422);
      for (const o of offers.slice(1, -1)) expect((await submit(body([o.offerId]), { clientAddress })).status).toBe(201);
      const over = await submit(body([offers.at(-1)!.offerId]), { clientAddress });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(30 * 60);
      expect((await over.json()).detail).toMatch(/Zu viele Verkäufe in kurzer Zeit/);
      expect((await submit(firstBody, { key, clientAddress })).status).toBe(200);
      // Another address is not affected, and the refused offer is still free.
      expect((await submit(body([offers.at(-1)!.offerId]))).status).toBe(201);
    }, 120_000);

    it(`at most ${TRADE_LIMITS.perEmail.perWindow} trades (confirmation mails) per recipient e-mail a day, whatever the address`, async () => {
      ctx().setNow(midHour());
      const email = uniqueEmail("victim");
      const to = (o: { offerId: string }, address = email) =>
        body([o.offerId], { customer: { email: address, firstName: "V", lastName: "V" } });
      for (let i = 0; i < TRADE_LIMITS.perEmail.perWindow; i++) expect((await submit(to(await offer()))).status).toBe(201);
      const over = await submit(to(await offer(), email.toUpperCase()));
      expect(over.status).toBe(429);
      expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    }, 120_000);
  });
});

/**
 * Business quotes through the API (issue 33, decision 0118), on PGlite and PostgreSQL: JSON and
 * CSV/XLSX lists into quotes with grade prices and the volume rule; a row that asks resolved;
 * unpriced rows out of the total; expiry by the app clock; the per-address limit; 404 on a
 * non-business edition; the PDF; accepting into one trade (refused without a bearer, for a
 * consumer, twice, when expired, with rows that ask; 30 units into one trade with a pickup).
 */
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/config.server.ts";
import {
  expireQuotes,
  gradePrice,
  QUOTE_EXPIRY_JOB,
  QUOTE_LIMITS,
  quoteDevices,
  quoteJobHandlers,
  quotesOfCompany,
} from "../../core/b2b-quote/index.server.ts";
import { volumeUnitPrice } from "../../core/b2b-quote/index.ts";
import { BUSINESS_COLLECTION_MIN_UNITS, BUSINESS_LIST_MAX_ROWS, BUSINESS_QUOTE_VALID_DAYS } from "../../core/editions/index.ts";
import { pickupWindows } from "../../core/pickup/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { overlaps, shownItems, shownText } from "../../tests/helpers/pdf-text.ts";
import { uniqueClientAddress } from "../../tests/helpers/trades.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const IPHONE = "Apple iPhone 15 128 GB";
const PIXEL = "Google Pixel 8 128 GB";
/** A valid IMEI (Luhn) and the same with a wrong check digit. */
const IMEI = "490154203237518";
const IMEI_BAD = "490154203237519";

const post = (ctx: TestContext, path: string, json: unknown, opts: { host?: string; token?: string; address?: string } = {}) =>
  ctx.request(`/api/b2b/quotes${path}`, {
    host: opts.host ?? "de.localhost",
    clientAddress: opts.address ?? uniqueClientAddress(),
    json,
    ...(opts.token ? { headers: { authorization: `Bearer ${opts.token}` } } : {}),
  });
const get = (ctx: TestContext, path: string, host = "de.localhost") =>
  ctx.request(`/api/b2b/quotes${path}`, { host, clientAddress: uniqueClientAddress() });

async function deviceIdOf(ctx: TestContext, name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(ctx.database.db, sql`select id from devices where name = ${name}`);
  return Number(row!.id);
}

/** The grade price (before volume) of one unit, as the catalog gives it now. */
async function gradeCents(ctx: TestContext, name: string, grade: "A" | "B" | "C" | "D"): Promise<number> {
  const id = await deviceIdOf(ctx, name);
  const device = (await quoteDevices(ctx.database.db, "de", [id])).get(id)!;
  return gradePrice(device, grade)!.priceCents;
}

/** A business user: an activated customer who owns a de company; its bearer token and ids. */
async function businessUser(ctx: TestContext): Promise<{ token: string; customerId: string; companyId: number; email: string }> {
  const email = await registerActivated(ctx, { emailPrefix: "firma" });
  const [customer] = await rows<{ id: string }>(ctx.database.db, sql`select id from customers where email = ${email}`);
  const [company] = await rows<{ id: number }>(
    ctx.database.db,
    sql`insert into companies (edition, name, vat_id, street, house_number, zip, city, country)
      values ('de', 'Muster GmbH', 'DE136695976', 'Industriestraße', '7', '10115', 'Berlin', 'DE') returning id`,
  );
  await ctx.database.db.execute(
    sql`insert into company_members (company_id, customer_id, role) values (${company!.id}, ${customer!.id}, 'owner')`,
  );
  return { token: await accessTokenFor(ctx, email), customerId: customer!.id, companyId: Number(company!.id), email };
}

const sepa = { method: "sepa", iban: "DE89370400440532013000", accountHolder: "Muster GmbH" };

describeEachDatabase("business quotes API", (ctx) => {
  afterEach(() => ctx().setNow(null));

  describe("making a quote", () => {
    it("prices JSON rows by grade with the volume percent on every priced unit; unpriced rows stay out of the total; private answers", async () => {
      const res = await post(ctx(), "", {
        rows: [
          { model: IPHONE, grade: "A", quantity: 8 },
          { model: PIXEL, grade: "C", quantity: 3, colour: "Obsidian" },
          { model: "Nokia Banana Phone 3000", grade: "D", quantity: 2 },
          { model: PIXEL, grade: "B", quantity: 1, imei: IMEI_BAD },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const quote = (await res.json()) as Json;
      expect(quote.quoteId).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(quote.number).toMatch(/^Q-\d{6}$/);
      expect(new Date(quote.validUntil).getTime() - new Date(quote.createdAt).getTime()).toBe(BUSINESS_QUOTE_VALID_DAYS * 86_400_000);
      // 12 priced units reach the first tier (10:2)
      expect(quote.unitCount).toBe(12);
      expect(quote.volume).toEqual({ percent: 2, units: 12 });
      const [a, c, unpriced, b] = quote.rows as Json[];
      expect(a).toMatchObject({ row: 1, status: "matched", grade: "A", quantity: 8 });
      expect(a!.unitPriceCents).toBe(volumeUnitPrice(await gradeCents(ctx(), IPHONE, "A"), 2));
      expect(a!.totalCents).toBe(a!.unitPriceCents * 8);
      expect(c!.unitPriceCents).toBe(volumeUnitPrice(await gradeCents(ctx(), PIXEL, "C"), 2));
      expect(b!.unitPriceCents).toBe(volumeUnitPrice(await gradeCents(ctx(), PIXEL, "B"), 2));
      expect(c!.unitPriceCents).toBeLessThan(b!.unitPriceCents);
      // a wrong check digit drops the IMEI, not the row
      expect(b).toMatchObject({ identifierProblem: "imei_check_digit" });
      expect(b!.imei).toBeUndefined();
      expect(unpriced).toMatchObject({ row: 3, status: "unpriced", quantity: 2 });
      expect(unpriced!.unitPriceCents).toBeUndefined();
      expect(quote.totalCents).toBe(a!.totalCents + c!.totalCents + b!.totalCents);

      const again = await get(ctx(), `/${quote.quoteId}`);
      expect(again.status).toBe(200);
      expect(again.headers.get("cache-control")).toBe("private, no-store");
      expect(await again.json()).toEqual(quote);
      // the quote belongs to its edition's host; an unknown id is 404
      expect((await get(ctx(), `/${quote.quoteId}`, "localhost")).status).toBe(404);
      expect((await get(ctx(), "/AAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    });

    it("below the first tier no volume percent applies", async () => {
      const quote = (await (await post(ctx(), "", { rows: [{ model: IPHONE, grade: "B", quantity: 9 }] })).json()) as Json;
      expect(quote.volume).toBeNull();
      expect(quote.rows[0].unitPriceCents).toBe(await gradeCents(ctx(), IPHONE, "B"));
    });

    it("reads a CSV file with German headers and an XLSX file with English ones (multipart), with a default grade", async () => {
      const csv = `Modell;Speicher;Zustand;Anzahl;IMEI\n${IPHONE};;wie neu;2;\nPixel 8;128 GB;;1;${IMEI}\n`;
      const form = new FormData();
      form.set("file", new File([csv], "liste.csv", { type: "text/csv" }));
      form.set("defaultGrade", "C");
      const res = await ctx().request("/api/b2b/quotes", {
        host: "de.localhost",
        clientAddress: uniqueClientAddress(),
        method: "POST",
        body: form,
      });
      expect(res.status).toBe(201);
      const quote = (await res.json()) as Json;
      expect(quote.rows.map((r: Json) => [r.status, r.grade, r.quantity])).toEqual([
        ["matched", "A", 2],
        ["matched", "C", 1],
      ]);
      expect(quote.rows[1]).toMatchObject({ imei: IMEI, name: PIXEL });

      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("Devices");
      sheet.addRow(["Device", "Condition", "Qty"]);
      sheet.addRow([IPHONE, "B", 3]);
      sheet.addRow([PIXEL, "light signs of use", 1]);
      const xlsx = new Uint8Array(await book.xlsx.writeBuffer());
      const upload = new FormData();
      upload.set("file", new File([xlsx], "devices.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }));
      upload.set("columns", JSON.stringify({ model: 0, condition: 1, quantity: 2 }));
      const fromXlsx = await ctx().request("/api/b2b/quotes", {
        host: "localhost",
        clientAddress: uniqueClientAddress(),
        method: "POST",
        body: upload,
      });
      expect(fromXlsx.status).toBe(201);
      const english = (await fromXlsx.json()) as Json;
      expect(english.rows.map((r: Json) => [r.status, r.grade, r.quantity])).toEqual([
        ["matched", "B", 3],
        ["matched", "B", 1],
      ]);
    });

    it("refuses a malformed file, rows without a grade, bad JSON rows and no file with 422, storing nothing", async () => {
      const count = async () =>
        Number((await rows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from b2b_quotes`))[0]!.n);
      const before = await count();
      const form = new FormData();
      form.set("file", new File([new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])], "broken.xlsx"));
      const broken = await ctx().request("/api/b2b/quotes", {
        host: "de.localhost",
        clientAddress: uniqueClientAddress(),
        method: "POST",
        body: form,
      });
      expect(broken.status).toBe(422);
      expect(broken.headers.get("content-type")).toMatch(/problem\+json/);

      const noGrade = new FormData();
      noGrade.set("file", new File([`Modell;Anzahl\n${IPHONE};2\n`], "liste.csv", { type: "text/csv" }));
      const missing = await ctx().request("/api/b2b/quotes", {
        host: "de.localhost",
        clientAddress: uniqueClientAddress(),
        method: "POST",
        body: noGrade,
      });
      expect(missing.status).toBe(422);
      const problem = (await missing.json()) as Json;
      expect(problem.problems).toEqual([{ row: 1, field: "condition", code: "grade_missing" }]);
      expect(problem.detail).toMatch(/Zeilen/);

      const noFile = new FormData();
      noFile.set("defaultGrade", "A");
      expect(
        (
          await ctx().request("/api/b2b/quotes", {
            host: "de.localhost",
            clientAddress: uniqueClientAddress(),
            method: "POST",
            body: noFile,
          })
        ).status,
      ).toBe(422);
      expect((await post(ctx(), "", { rows: [{ model: IPHONE, grade: "E", quantity: 1 }] })).status).toBe(422);
      expect((await post(ctx(), "", { rows: [{ model: IPHONE, grade: "A", quantity: 0 }] })).status).toBe(422);
      expect((await post(ctx(), "", { rows: [] })).status).toBe(422);
      const tooMany = Array.from({ length: BUSINESS_LIST_MAX_ROWS + 1 }, () => ({ model: "X", grade: "A", quantity: 1 }));
      const over = await post(ctx(), "", { rows: tooMany });
      expect(over.status).toBe(422);
      expect(((await over.json()) as Json).errors[0].field).toBe("rows");
      expect(await count()).toBe(before);
    });

    it("is not offered on a non-business edition (404)", async () => {
      const res = await post(ctx(), "", { rows: [{ model: IPHONE, grade: "A", quantity: 1 }] }, { host: "es.localhost" });
      expect(res.status).toBe(404);
      expect((await res.json()).detail).toBeTruthy();
    });

    it(`at most ${QUOTE_LIMITS.perAddress.perWindow} quotes per address an hour, then 429 with Retry-After; another address is not affected`, async () => {
      ctx().setNow(new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 30 * 60_000));
      const address = uniqueClientAddress();
      const body = { rows: [{ model: PIXEL, grade: "B", quantity: 1 }] };
      for (let i = 0; i < QUOTE_LIMITS.perAddress.perWindow; i++) expect((await post(ctx(), "", body, { address })).status).toBe(201);
      const over = await post(ctx(), "", body, { address });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await over.json()).detail).toMatch(/Zu viele Angebote/);
      expect((await post(ctx(), "", body)).status).toBe(201);
    }, 120_000);
  });

  describe("rows that ask", () => {
    it("a row that asks has candidates and no price until the seller names the device; then the volume percent follows the units", async () => {
      const made = (await (
        await post(ctx(), "", {
          rows: [
            { model: IPHONE, grade: "A", quantity: 9 },
            { model: "iPhone 15", grade: "B", quantity: 1 },
          ],
        })
      ).json()) as Json;
      const asking = made.rows[1] as Json;
      expect(asking.status).toBe("ask");
      expect(asking.candidates.length).toBeGreaterThan(1);
      expect(asking.unitPriceCents).toBeUndefined();
      expect(made.unitCount).toBe(9);
      expect(made.volume).toBeNull();

      const candidate = asking.candidates[1].deviceId as number;
      const res = await post(ctx(), `/${made.quoteId}/rows/2`, { deviceId: candidate });
      expect(res.status).toBe(200);
      const resolved = (await res.json()) as Json;
      expect(resolved.rows[1]).toMatchObject({ status: "matched", deviceId: candidate, matchedBy: "seller" });
      expect(resolved.rows[0].matchedBy).toBe("match");
      expect(asking.matchedBy).toBeUndefined();
      // 10 units now: every priced row gets the first tier's percent
      expect(resolved.unitCount).toBe(10);
      expect(resolved.volume).toEqual({ percent: 2, units: 10 });
      expect(resolved.rows[0].unitPriceCents).toBe(volumeUnitPrice(await gradeCents(ctx(), IPHONE, "A"), 2));
      expect(resolved.totalCents).toBe(resolved.rows[0].totalCents + resolved.rows[1].totalCents);

      // any shop device of the edition may be named; an unknown one or row is refused
      expect((await post(ctx(), `/${made.quoteId}/rows/2`, { deviceId: 99_999_999 })).status).toBe(422);
      expect((await post(ctx(), `/${made.quoteId}/rows/7`, { deviceId: candidate })).status).toBe(404);
      expect((await post(ctx(), `/${made.quoteId}/rows/2`, { deviceId: "x" })).status).toBe(422);
      const other = await deviceIdOf(ctx(), PIXEL);
      const renamed = (await (await post(ctx(), `/${made.quoteId}/rows/2`, { deviceId: other })).json()) as Json;
      expect(renamed.rows[1]).toMatchObject({ deviceId: other, unitPriceCents: volumeUnitPrice(await gradeCents(ctx(), PIXEL, "B"), 2) });
    });
  });

  describe("expiry and the PDF", () => {
    it(`reads as expired after ${BUSINESS_QUOTE_VALID_DAYS} days (marked on the way); rows can no longer change (409)`, async () => {
      const start = new Date(Date.now() - 60_000);
      ctx().setNow(start);
      const made = (await (await post(ctx(), "", { rows: [{ model: "iPhone 15", grade: "A", quantity: 1 }] })).json()) as Json;
      ctx().setNow(new Date(start.getTime() + BUSINESS_QUOTE_VALID_DAYS * 86_400_000 - 1000));
      expect((await (await get(ctx(), `/${made.quoteId}`)).json()).state).toBe("open");
      ctx().setNow(new Date(start.getTime() + BUSINESS_QUOTE_VALID_DAYS * 86_400_000 + 1000));
      expect((await (await get(ctx(), `/${made.quoteId}`)).json()).state).toBe("expired");
      const [stored] = await rows<{ state: string }>(
        ctx().database.db,
        sql`select state from b2b_quotes where public_id = ${made.quoteId}`,
      );
      expect(stored!.state).toBe("expired");
      const late = await post(ctx(), `/${made.quoteId}/rows/1`, { deviceId: made.rows[0].candidates[0].deviceId });
      expect(late.status).toBe(409);
      expect((await late.json()).type).toMatch(/quote_expired$/);
    });

    it("the hourly job marks open quotes past their validity expired, and only those", async () => {
      const start = new Date(Date.now() - 60_000);
      ctx().setNow(start);
      const old = (await (await post(ctx(), "", { rows: [{ model: IPHONE, grade: "A", quantity: 1 }] })).json()) as Json;
      const later = new Date(start.getTime() + BUSINESS_QUOTE_VALID_DAYS * 86_400_000 + 1000);
      ctx().setNow(later);
      const fresh = (await (await post(ctx(), "", { rows: [{ model: IPHONE, grade: "A", quantity: 1 }] })).json()) as Json;
      expect(quoteJobHandlers[QUOTE_EXPIRY_JOB]).toBeDefined();
      expect(await expireQuotes(ctx().database.db, later)).toBeGreaterThanOrEqual(1);
      const states = await rows<{ public_id: string; state: string }>(
        ctx().database.db,
        sql`select public_id, state from b2b_quotes where public_id in (${old.quoteId}, ${fresh.quoteId})`,
      );
      expect(Object.fromEntries(states.map((s) => [s.public_id, s.state]))).toEqual({ [old.quoteId]: "expired", [fresh.quoteId]: "open" });
    });

    it("the PDF: private; number, binding date, rows (on request too), volume, total and the grades' definitions, nothing overlapping", async () => {
      const made = (await (
        await post(ctx(), "", {
          rows: [
            { model: IPHONE, grade: "A", quantity: 11 },
            { model: "Nokia Banana Phone 3000", grade: "B", quantity: 1 },
          ],
        })
      ).json()) as Json;
      const res = await get(ctx(), `/${made.quoteId}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-disposition")).toContain(`${made.number}.pdf`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      const text = (await shownText(bytes)).replace(/\s+/g, " ");
      expect(text).toContain(`Angebot ${made.number}`);
      expect(text).toContain("Verbindlich bis");
      expect(text).toContain("Preis auf Anfrage");
      expect(text).toContain("Mengenpreis: +2");
      expect(text).toContain("Summe (11 Geräte)");
      expect(text).toContain("Wie neu");
      expect(text).toContain("Defekt");
      expect(overlaps(await shownItems(bytes))).toEqual([]);
      expect((await get(ctx(), "/AAAAAAAAAAAAAAAAAAAAAAAA/pdf")).status).toBe(404);
    });
  });

  describe("accepting", () => {
    let business: Awaited<ReturnType<typeof businessUser>>;
    beforeAll(async () => {
      business = await businessUser(ctx());
    });

    const accept = (quoteId: string, body: unknown, token?: string) => post(ctx(), `/${quoteId}/accept`, body, token ? { token } : {});
    const collection = () => {
      const w = pickupWindows("de", new Date())[0]!;
      return { day: w.day, windowFrom: w.windowFrom, windowTo: w.windowTo, contactName: "Max Muster", phone: "+49 30 1234567" };
    };

    it("is refused without a bearer (401), for a consumer account (403), with rows that ask (409) and bad payout details (422)", async () => {
      const made = (await (
        await post(ctx(), "", {
          rows: [
            { model: IPHONE, grade: "A", quantity: 2 },
            { model: "iPhone 15", grade: "B", quantity: 1 },
          ],
        })
      ).json()) as Json;
      expect((await accept(made.quoteId, { payout: sepa })).status).toBe(401);
      const consumer = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "privat" }));
      const refused = await accept(made.quoteId, { payout: sepa }, consumer);
      expect(refused.status).toBe(403);
      const asking = await accept(made.quoteId, { payout: sepa }, business.token);
      expect(asking.status).toBe(409);
      expect((await asking.json()) as Json).toMatchObject({ rowsAsking: 1 });
      const bad = await accept(made.quoteId, { payout: { ...sepa, iban: "DE00123" } }, business.token);
      expect(bad.status).toBe(422);
      expect(((await bad.json()) as Json).errors.map((e: Json) => e.field)).toContain("payout.iban");
      expect((await accept(made.quoteId, { payout: { method: "cash" } }, business.token)).status).toBe(422);
    });

    it("accepts a quote into one trade (company, quote, lines per priced row with grade, offers at the unit price); a second accept is 409", async () => {
      const made = (await (
        await post(ctx(), "", {
          rows: [
            { model: IPHONE, grade: "A", quantity: 5 },
            { model: PIXEL, grade: "D", quantity: 1, imei: IMEI },
            { model: "Nokia Banana Phone 3000", grade: "B", quantity: 4 },
          ],
        })
      ).json()) as Json;
      const res = await accept(made.quoteId, { payout: { method: "paypal", paypalEmail: "kasse@muster.example" } }, business.token);
      expect(res.status).toBe(201);
      const { tradeNumber } = (await res.json()) as Json;
      expect(tradeNumber).toMatch(/^SB-/);
      const [trade] = await rows<Json>(
        ctx().database.db,
        sql`select t.id, t.company_id, t.b2b_quote_id, t.customer_id, t.street, t.city, t.total_cents, t.subtotal_cents, t.payment_method, t.paypal_email, t.state, t.mode
          from trades t where trade_number = ${tradeNumber}`,
      );
      expect(trade).toMatchObject({
        customer_id: business.customerId,
        street: "Industriestraße",
        city: "Berlin",
        payment_method: "paypal",
        state: "created",
        mode: "default",
      });
      expect(Number(trade!.company_id)).toBe(business.companyId);
      expect(Number(trade!.total_cents)).toBe(made.totalCents);
      const lines = await rows<Json>(
        ctx().database.db,
        sql`select l.quantity, l.grade, l.imei, l.price_cents, l.line_total_cents, o.price_cents as offer_price, o.breakdown
          from trade_lines l join offers o on o.id = l.offer_id where l.trade_id = ${trade!.id} order by l.position`,
      );
      expect(lines.map((l) => [Number(l.quantity), l.grade, l.imei])).toEqual([
        [5, "A", null],
        [1, "D", IMEI],
      ]);
      expect(lines.map((l) => Number(l.price_cents))).toEqual([made.rows[0].unitPriceCents, made.rows[1].unitPriceCents]);
      expect(lines.map((l) => Number(l.offer_price))).toEqual(lines.map((l) => Number(l.price_cents)));
      expect(lines.reduce((n, l) => n + Number(l.line_total_cents), 0)).toBe(made.totalCents);
      // the breakdown adds up: base + answers + quote adjustment + volume = the unit price
      for (const l of lines) {
        const b = l.breakdown as Json;
        const sum =
          b.basePriceCents + b.lines.reduce((n: number, x: Json) => n + x.deltaCents, 0) + b.quoteAdjustmentCents + b.volume.deltaCents;
        expect(sum).toBe(Number(l.price_cents));
      }
      const [event] = await rows<Json>(ctx().database.db, sql`select state, actor from trade_events where trade_id = ${trade!.id}`);
      expect(event).toMatchObject({ state: "created", actor: "customer" });
      // the shop trade's confirmation mail, with its trade number, to the accepting user
      await ctx().deps.mailer.flush();
      const confirmation = mailsTo(ctx(), business.email).find((m) => m.includes(tradeNumber));
      // fewer units than a collection: the seller prints the shipping label
      expect(confirmation).toContain("/label?token=");

      const view = (await (await get(ctx(), `/${made.quoteId}`)).json()) as Json;
      expect(view).toMatchObject({ state: "accepted", tradeNumber });
      const listed = await quotesOfCompany(ctx().database.db, business.companyId);
      expect(listed.find((q) => q.quoteId === made.quoteId)).toMatchObject({ state: "accepted", tradeNumber, totalCents: made.totalCents });
      const twice = await accept(made.quoteId, { payout: sepa }, business.token);
      expect(twice.status).toBe(409);
      expect((await twice.json()).type).toMatch(/quote_accepted$/);
      expect((await post(ctx(), `/${made.quoteId}/rows/1`, { deviceId: made.rows[0].deviceId })).status).toBe(409);
    });

    it("mails the quote with its PDF to the business user's own address and marks it sent; 401 without a bearer, 403 for a consumer", async () => {
      const made = (await (await post(ctx(), "", { rows: [{ model: IPHONE, grade: "B", quantity: 3 }] })).json()) as Json;
      expect((await post(ctx(), `/${made.quoteId}/send`, {})).status).toBe(401);
      const consumer = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "privat" }));
      expect((await post(ctx(), `/${made.quoteId}/send`, {}, { token: consumer })).status).toBe(403);
      const res = await post(ctx(), `/${made.quoteId}/send`, {}, { token: business.token });
      expect(res.status).toBe(202);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      await ctx().deps.mailer.flush();
      const mail = mailsTo(ctx(), business.email).find((m) => m.includes(made.number))!;
      expect(mail).toBeDefined();
      expect(mail).toContain(`/b2b/angebot/${made.quoteId}`);
      expect(mail).toMatch(/filename="?Q-\d{6}\.pdf/);
      const [stored] = await rows<{ sent_at: Date | null; company_id: number | null }>(
        ctx().database.db,
        sql`select sent_at, company_id from b2b_quotes where public_id = ${made.quoteId}`,
      );
      expect(stored!.sent_at).not.toBeNull();
      expect(Number(stored!.company_id)).toBe(business.companyId);
      expect((await post(ctx(), "/AAAAAAAAAAAAAAAAAAAAAAAA/send", {}, { token: business.token })).status).toBe(404);
    });

    it("two accepts at once make one trade: the other is 409", async () => {
      const made = (await (await post(ctx(), "", { rows: [{ model: PIXEL, grade: "A", quantity: 2 }] })).json()) as Json;
      const both = await Promise.all([
        accept(made.quoteId, { payout: sepa }, business.token),
        accept(made.quoteId, { payout: sepa }, business.token),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
      const [count] = await rows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from trades t join b2b_quotes q on q.id = t.b2b_quote_id where q.public_id = ${made.quoteId}`,
      );
      expect(Number(count!.n)).toBe(1);
    });

    it("refuses an expired quote (409)", async () => {
      const start = new Date(Date.now() - 60_000);
      ctx().setNow(start);
      const made = (await (await post(ctx(), "", { rows: [{ model: IPHONE, grade: "A", quantity: 1 }] })).json()) as Json;
      ctx().setNow(new Date(start.getTime() + (BUSINESS_QUOTE_VALID_DAYS + 1) * 86_400_000));
      // days later the buyer signs in again (the earlier access token expired with the clock)
      const res = await accept(made.quoteId, { payout: sepa }, await accessTokenFor(ctx(), business.email));
      expect(res.status).toBe(409);
      expect((await res.json()).type).toMatch(/quote_expired$/);
    });

    it(`30 units in one trade with 30 units; from ${BUSINESS_COLLECTION_MIN_UNITS} units a collection window is required and a pickup requested`, async () => {
      const made = (await (
        await post(ctx(), "", {
          rows: [
            { model: IPHONE, grade: "A", quantity: 12 },
            { model: IPHONE, grade: "C", quantity: 10 },
            { model: PIXEL, grade: "B", quantity: 7 },
            { model: PIXEL, grade: "D", quantity: 1, imei: IMEI },
          ],
        })
      ).json()) as Json;
      expect(made.unitCount).toBe(30);
      const without = await accept(made.quoteId, { payout: sepa }, business.token);
      expect(without.status).toBe(422);
      expect(((await without.json()) as Json).errors[0].field).toBe("collection");
      const res = await accept(made.quoteId, { payout: sepa, collection: collection() }, business.token);
      expect(res.status).toBe(201);
      const { tradeNumber } = (await res.json()) as Json;
      const [trade] = await rows<{ id: number; total_cents: number }>(
        ctx().database.db,
        sql`select id, total_cents from trades where trade_number = ${tradeNumber}`,
      );
      const lines = await rows<{ quantity: number }>(
        ctx().database.db,
        sql`select quantity from trade_lines where trade_id = ${trade!.id}`,
      );
      expect(lines).toHaveLength(4);
      expect(lines.reduce((n, l) => n + Number(l.quantity), 0)).toBe(30);
      expect(Number(trade!.total_cents)).toBe(made.totalCents);
      const pickups = await rows<{ state: string; window_from: string }>(
        ctx().database.db,
        sql`select state, window_from from pickups where trade_id = ${trade!.id}`,
      );
      expect(pickups).toEqual([{ state: "requested", window_from: collection().windowFrom }]);
      // the confirmation says when the carrier comes, and offers no label to print (decision 0120)
      await ctx().deps.mailer.flush();
      const mail = mailsTo(ctx(), business.email).find((m) => m.includes(tradeNumber))!;
      expect(mail).toContain(`zwischen ${collection().windowFrom} und ${collection().windowTo} Uhr`);
      expect(mail).not.toContain("/label?token=");
    });
  });
});

describe("volume settings", () => {
  it("default to the tiers from BUSINESS_VOLUME_MIN_UNITS, read per edition, and stop the start when malformed", () => {
    const c = loadConfig({});
    expect(c.BUSINESS_VOLUME_TIERS[0]).toEqual({ minUnits: 10, percent: 2 });
    expect(c.BUSINESS_VOLUME_TIERS_BY_EDITION).toBeUndefined();
    expect(loadConfig({ BUSINESS_VOLUME_TIERS: "off" }).BUSINESS_VOLUME_TIERS).toEqual([]);
    expect(loadConfig({ BUSINESS_VOLUME_TIERS_BY_EDITION: "de=5:1;en=20:3" }).BUSINESS_VOLUME_TIERS_BY_EDITION).toEqual({
      de: [{ minUnits: 5, percent: 1 }],
      en: [{ minUnits: 20, percent: 3 }],
    });
    expect(() => loadConfig({ BUSINESS_VOLUME_TIERS: "10%" })).toThrow(/BUSINESS_VOLUME_TIERS/);
    expect(() => loadConfig({ BUSINESS_VOLUME_TIERS_BY_EDITION: "fr=10:2" })).toThrow(/BUSINESS_VOLUME_TIERS_BY_EDITION/);
  });
});

/**
 * The DATEV payout journal through the back-office API (issue 32, decision 0114), on PGlite and
 * PostgreSQL: a confirmed run with one SEPA and one PayPal trade, one of them returned two days
 * later, and a store trade paid with a partner's voucher; the file is read back with csv-parse
 * (Windows-1252, CRLF): header fields, DATEV's column names, each booking's amount, accounts, date
 * and document fields. Roles (401, 403 for support and catalog, admin allowed, 404 on a shop host),
 * bad periods (422), missing consultant and client numbers (409), the audit row.
 */
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DATEV_COLUMNS } from "../../core/books/index.ts";
import { createStoreTrade } from "../../core/partner-users/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, payoutRunsRequest, staffTokens } from "../../tests/helpers/staff.ts";
import { sealingOf, storeClerk, walkInTrade } from "../../tests/helpers/store-trades.ts";
import { placeTestTrade, smartphoneOffer, toPayoutPending, uniqueTradeEmail } from "../../tests/helpers/trades.ts";

/** "123,45" from integer cents, written here independently of the writer. */
const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;

// Berlin: 10 March 10:00, 11 March 09:00, 12 March 16:00 (CET), the download on 1 April 10:00:00.123 (CEST)
const CONFIRMED = new Date("2031-03-10T09:00:00Z");
const VOUCHER = new Date("2031-03-11T08:00:00Z");
const RETURNED = new Date("2031-03-12T15:00:00Z");
const DOWNLOAD = new Date("2031-04-01T08:00:00.123Z");

describeEachDatabase(
  "DATEV payout journal",
  (ctx) => {
    let payoutA: string;
    let payoutB: string;
    let admin: string;
    let support: string;
    let catalog: string;
    let sepa: { tradeNumber: string; cents: number };
    let paypal: { tradeNumber: string; cents: number };
    let store: { tradeNumber: string; cents: number };
    let runId: number;
    const emails: Record<string, string> = {};

    /** Logs in at the app's current clock (sessions count their idle time on it). */
    const token = async (who: string) => (await staffTokens(ctx(), emails[who]!)).accessToken;
    const journal = (query: string, tokenOf: string | null, host = BACKOFFICE) =>
      ctx().request(`/api/backoffice/books/datev.csv${query}`, { host, headers: tokenOf ? bearer(tokenOf) : {} });
    const centsOf = async (tradeNumber: string) =>
      (
        await rows<{ cents: number }>(ctx().database.db, sql`select total_cents as cents from trades where trade_number = ${tradeNumber}`)
      )[0]!.cents;

    beforeAll(async () => {
      for (const [who, roles] of [
        ["payoutA", ["payout"]],
        ["payoutB", ["payout"]],
        ["admin", ["admin"]],
        ["support", ["support"]],
        ["catalog", ["catalog", "inspector"]],
      ] as const)
        emails[who] = await makeStaff(ctx(), [...roles]);

      ctx().setNow(CONFIRMED);
      [payoutA, payoutB] = [await token("payoutA"), await token("payoutB")];
      const s = await placeTestTrade(ctx());
      const p = await placeTestTrade(ctx(), { paypal: true, email: uniqueTradeEmail("paypal") });
      for (const t of [s, p]) await toPayoutPending(ctx(), t.tradeNumber);
      sepa = { tradeNumber: s.tradeNumber, cents: await centsOf(s.tradeNumber) };
      paypal = { tradeNumber: p.tradeNumber, cents: await centsOf(p.tradeNumber) };
      const made = await payoutRunsRequest(ctx(), "", payoutA, { edition: "de" });
      expect(made.status).toBe(201);
      runId = ((await made.json()) as { runId: number }).runId;
      expect((await payoutRunsRequest(ctx(), `/${runId}/confirm`, payoutB, {})).status).toBe(200);

      ctx().setNow(VOUCHER);
      const { context } = await storeClerk(ctx(), "Kette Journal", "Filiale Mitte");
      const offer = await smartphoneOffer(ctx());
      const storeTrade = await createStoreTrade(
        ctx().database.db,
        context,
        walkInTrade(offer.offerId, "Walter", "Laufkunde", "walter@example.com"),
        VOUCHER,
        sealingOf(ctx()),
      );
      store = { tradeNumber: storeTrade.tradeNumber, cents: storeTrade.voucher.amountCents };

      ctx().setNow(RETURNED);
      payoutB = await token("payoutB");
      const returned = await payoutRunsRequest(ctx(), `/${runId}/items/${sepa.tradeNumber}/returned`, payoutB, {
        reason: "AC04 account closed",
      });
      expect(returned.status).toBe(200);

      ctx().setNow(DOWNLOAD);
      [payoutA, admin, support, catalog] = (await Promise.all(["payoutA", "admin", "support", "catalog"].map(token))) as [
        string,
        string,
        string,
        string,
      ];
    }, 120_000);

    it("answers 401 without a token, 403 to support and catalog users, 404 on a shop host; admin may download", async () => {
      const q = "?from=2031-03-01&to=2031-03-31&edition=de";
      expect((await journal(q, null)).status).toBe(401);
      for (const t of [support, catalog]) {
        const denied = await journal(q, t);
        expect(denied.status).toBe(403);
        expect(denied.headers.get("content-type")).toMatch(/problem\+json/);
      }
      expect((await journal(q, payoutA, "de.localhost")).status).toBe(404);
      expect((await journal(q, admin)).status).toBe(200);
    });

    it("serves the period's bookings as a DATEV Buchungsstapel in Windows-1252 that reads back field by field", async () => {
      const res = await journal("?from=2031-03-01&to=2031-03-31&edition=de", payoutA);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-type")).toBe("text/csv; charset=windows-1252");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="EXTF_Buchungsstapel_2031-03-01_2031-03-31_de.csv"');
      const bytes = new Uint8Array(await res.arrayBuffer());
      // "ü" of "Gegenkonto (ohne BU-Schlüssel)" is the one byte 0xFC, not UTF-8's two
      expect(bytes.includes(0xfc)).toBe(true);
      expect(bytes.includes(0xc3)).toBe(false);
      const text = new TextDecoder("windows-1252").decode(bytes);
      expect(text.endsWith("\r\n")).toBe(true);
      expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

      const [header, columns, ...bookings] = parse(text, { delimiter: ";", relaxColumnCount: true, recordDelimiter: "\r\n" }) as string[][];
      expect(header).toHaveLength(31);
      expect(header!.slice(0, 5)).toEqual(["EXTF", "700", "21", "Buchungsstapel", "13"]);
      expect(header![5]).toBe("20310401100000123"); // created, in Berlin time with milliseconds
      expect(header!.slice(10, 16)).toEqual(["29098", "55003", "20310101", "4", "20310301", "20310331"]);
      expect(header![16]).toBe("Sellback Auszahlungen de");
      expect(header![21]).toBe("EUR");
      expect(columns).toEqual([...DATEV_COLUMNS]);
      expect(columns!.slice(0, 14)).toContain("Gegenkonto (ohne BU-Schlüssel)");
      for (const b of bookings) {
        expect(b).toHaveLength(125);
        expect(b[0]).toMatch(/^\d{1,10},\d{2}$/);
        expect(b[1]).toBe("S");
        expect(Number(b[9]!.slice(2))).toBe(3); // every Belegdatum in March
      }

      const fields = (b: string[]) => ({
        amount: b[0],
        account: b[6],
        contra: b[7],
        taxKey: b[8],
        date: b[9],
        document1: b[10],
        document2: b[11],
        text: b[13],
      });
      const of = (tradeNumber: string) => bookings.filter((b) => b[10] === tradeNumber).map(fields);
      expect(of(sepa.tradeNumber)).toEqual([
        {
          amount: euros(sepa.cents),
          account: "3200",
          contra: "1200",
          taxKey: "",
          date: "1003",
          document1: sepa.tradeNumber,
          document2: `PR${runId}`,
          text: `Ankauf ${sepa.tradeNumber}`,
        },
        {
          amount: euros(sepa.cents),
          account: "1200",
          contra: "3200",
          taxKey: "",
          date: "1203",
          document1: sepa.tradeNumber,
          document2: `PR${runId}`,
          text: `Rückbuchung Ankauf ${sepa.tradeNumber} AC04 account closed`,
        },
      ]);
      expect(of(paypal.tradeNumber)).toEqual([
        {
          amount: euros(paypal.cents),
          account: "3200",
          contra: "1210",
          taxKey: "",
          date: "1003",
          document1: paypal.tradeNumber,
          document2: `PR${runId}`,
          text: `Ankauf ${paypal.tradeNumber}`,
        },
      ]);
      expect(of(store.tradeNumber)).toEqual([
        {
          amount: euros(store.cents),
          account: "3200",
          contra: "1700",
          taxKey: "",
          date: "1103",
          document1: store.tradeNumber,
          document2: "",
          text: `Ankauf ${store.tradeNumber} Gutschein Kette Journal`,
        },
      ]);
      // in date order
      const dates = bookings.map((b) => b[9]!.slice(2) + b[9]!.slice(0, 2));
      expect(dates).toEqual([...dates].sort());
    });

    it("keeps to the period and the edition, and audits each download", async () => {
      const march10 = parse(
        new TextDecoder("windows-1252").decode(
          new Uint8Array(await (await journal("?from=2031-03-10&to=2031-03-10&edition=de", payoutA)).arrayBuffer()),
        ),
        { delimiter: ";", relaxColumnCount: true },
      ) as string[][];
      const documents = march10.slice(2).map((b) => b[10]);
      expect(documents).toContain(sepa.tradeNumber);
      expect(documents).not.toContain(store.tradeNumber);
      expect(march10.slice(2).filter((b) => b[10] === sepa.tradeNumber)).toHaveLength(1);

      const austria = await journal("?from=2031-03-01&to=2031-03-31&edition=at", payoutA);
      expect(austria.headers.get("content-disposition")).toContain("EXTF_Buchungsstapel_2031-03-01_2031-03-31_at.csv");
      const atText = new TextDecoder("windows-1252").decode(new Uint8Array(await austria.arrayBuffer()));
      expect(atText).not.toContain(sepa.tradeNumber);
      expect(atText.split("\r\n")).toHaveLength(3); // header, columns, the empty end

      const all = await journal("?from=2031-03-01&to=2031-03-31", payoutA);
      expect(all.headers.get("content-disposition")).toContain("_all.csv");
      expect(new TextDecoder("windows-1252").decode(new Uint8Array(await all.arrayBuffer()))).toContain(store.tradeNumber);

      const audit = await rows<{ staff_email: string; target: string; after: { bookings: number; totalCents: number } }>(
        ctx().database.db,
        sql`select staff_email, target, after from audit_log where action = 'books.datev.export' and target = 'books:2031-03-01..2031-03-31:de' order by id`,
      );
      expect(audit.map((a) => a.staff_email)).toEqual([emails.admin, emails.payoutA]);
      expect(audit[1]!.after.bookings).toBeGreaterThanOrEqual(4);
      expect(audit[1]!.after.totalCents).toBeGreaterThanOrEqual(2 * sepa.cents + paypal.cents + store.cents);
    });

    it("refuses bad periods with 422 naming the field: no day, the wrong order, over 366 days, across the fiscal or calendar year, unknown edition", async () => {
      for (const [query, field] of [
        ["", "from"],
        ["?from=2031-02-30&to=2031-03-31", "from"],
        ["?from=01.03.2031&to=2031-03-31", "from"],
        ["?from=2031-03-31&to=2031-03-01", "to"],
        ["?from=2030-01-01&to=2031-01-02", "to"],
        ["?from=2031-12-01&to=2032-01-31", "to"],
        ["?from=2031-03-01&to=2031-03-31&edition=xx", "edition"],
      ] as const) {
        const res = await journal(query, payoutA);
        expect(res.status, query).toBe(422);
        const problem = (await res.json()) as { errors?: { field: string }[] };
        expect(
          problem.errors?.map((e) => e.field),
          query,
        ).toContain(field);
      }
      const crossing = (await (await journal("?from=2031-12-01&to=2032-01-31", payoutA)).json()) as { errors: { message: string }[] };
      expect(crossing.errors[0]!.message).toMatch(/fiscal year/);
    });

    it("answers 409 naming the settings when DATEV's consultant and client numbers are missing", async () => {
      const config = ctx().deps.config;
      const saved = { consultant: config.DATEV_CONSULTANT_NUMBER, client: config.DATEV_CLIENT_NUMBER };
      config.DATEV_CONSULTANT_NUMBER = undefined;
      config.DATEV_CLIENT_NUMBER = undefined;
      try {
        const res = await journal("?from=2031-03-01&to=2031-03-31&edition=de", payoutA);
        expect(res.status).toBe(409);
        const problem = (await res.json()) as { type: string; errors: { field: string }[] };
        expect(problem.type).toMatch(/datev_settings_missing$/);
        expect(problem.errors.map((e) => e.field)).toEqual(["DATEV_CONSULTANT_NUMBER", "DATEV_CLIENT_NUMBER"]);
      } finally {
        config.DATEV_CONSULTANT_NUMBER = saved.consultant;
        config.DATEV_CLIENT_NUMBER = saved.client;
      }
    });
  },
  { env: { DATEV_CONSULTANT_NUMBER: "29098", DATEV_CLIENT_NUMBER: "55003" } },
);

describe("DATEV journal settings", () => {
  it("are checked at start", async () => {
    const { loadConfig } = await import("../config/config.server.ts");
    expect(() => loadConfig({ NODE_ENV: "test", DATEV_FISCAL_YEAR_START: "0229" })).toThrow(/DATEV_FISCAL_YEAR_START/);
    expect(() => loadConfig({ NODE_ENV: "test", DATEV_ACCOUNT_PAYPAL: "12" })).toThrow(/DATEV_ACCOUNT_PAYPAL/);
    expect(() => loadConfig({ NODE_ENV: "test", DATEV_CONSULTANT_NUMBER: "999" })).toThrow(/DATEV_CONSULTANT_NUMBER/);
    expect(
      loadConfig({
        NODE_ENV: "test",
        DATEV_ACCOUNT_LENGTH: "5",
        DATEV_ACCOUNT_PURCHASES: "32000",
        DATEV_ACCOUNT_BANK: "12000",
        DATEV_ACCOUNT_PAYPAL: "12100",
        DATEV_ACCOUNT_VOUCHERS: "70001",
      }),
    ).toMatchObject({ DATEV_ACCOUNT_LENGTH: 5 });
  });
});

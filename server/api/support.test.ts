/**
 * Customer service in the back office (issue 14, decision 0041), on PGlite and PostgreSQL: roles,
 * search by every key, the mail log (a trade confirmation is logged), resend, the inbox's answer,
 * the GDPR export, and erasure refused with an open trade and done once it is final.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  customers,
  mailLog,
  newsletterSubscriptions,
  paymentAccounts,
  reviews,
  trades,
} from "../../db/schema/index.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { bearer, BACKOFFICE, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

const CUSTOMER_IBAN = "DE02120300000000202051";

const api = (ctx: TestContext, path: string, token: string | null, init: { method?: string; json?: unknown } = {}) =>
  ctx.request(`/api/backoffice/support${path}`, { host: BACKOFFICE, ...(token ? { headers: bearer(token) } : {}), ...init });

async function contactMessage(ctx: TestContext, email: string, tradeNumber?: string): Promise<number> {
  const res = await ctx.request("/api/contact", {
    host: "fr.localhost",
    clientAddress: uniqueClientAddress(),
    json: { subject: "paymentQuestions", name: "Claire Dubois", email, tradeNumber, message: "Quand vais-je recevoir mon paiement ?" },
  });
  expect(res.status).toBeLessThan(300);
  const [row] = await ctx.database.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(sql`id desc`)
    .limit(1);
  return row!.id;
}

const finalize = (ctx: TestContext, tradeNumber: string, state: string) =>
  ctx.database.db.update(trades).set({ state }).where(eq(trades.tradeNumber, tradeNumber));

describeEachDatabase("back office: customer service", (ctx) => {
  let support: string;
  let admin: string;
  let catalog: string;
  let payout: string;
  let customerEmail: string;
  let customerId: string;
  let customerNumber: string;
  let customerTrade: string;
  let guestEmail: string;
  let guestTrade: string;

  beforeAll(async () => {
    support = (await staffTokens(ctx(), await makeStaff(ctx(), ["support"]))).accessToken;
    admin = (await staffTokens(ctx(), await makeStaff(ctx(), ["admin"]))).accessToken;
    catalog = (await staffTokens(ctx(), await makeStaff(ctx(), ["catalog"]))).accessToken;
    payout = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    customerEmail = await registerActivated(ctx(), {
      emailPrefix: "service",
      payment: { paymentType: 13, iban: CUSTOMER_IBAN, accountHolder: "Erika Mustermann" },
    });
    const [c] = await ctx()
      .database.db.select({ id: customers.id, number: customers.customerNumber })
      .from(customers)
      .where(eq(customers.email, customerEmail));
    customerId = c!.id;
    customerNumber = c!.number;
    customerTrade = (await placeTestTrade(ctx(), { email: customerEmail, bearerToken: await accessTokenFor(ctx(), customerEmail) }))
      .tradeNumber;
    guestEmail = uniqueTradeEmail("guest-service");
    guestTrade = (await placeTestTrade(ctx(), { email: guestEmail })).tradeNumber;
    await ctx().deps.mailer.flush();
  });

  describe("who may call it", () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/search?q=SB-1000001"],
      ["GET", "/customers/x"],
      ["GET", "/customers/x/export"],
      ["POST", "/customers/x/erase"],
      ["GET", "/guests/SB-1000001"],
      ["POST", "/guests/SB-1000001/erase"],
      ["POST", "/mails/1/resend"],
      ["GET", "/inbox"],
      ["GET", "/inbox/1"],
      ["POST", "/inbox/1/answer", { answer: "Bonjour" }],
    ];
    it("answers 401 without a token and 403 to catalog and payout users", async () => {
      for (const [method, path, json] of calls) {
        expect((await api(ctx(), path, null, { method, ...(json ? { json } : {}) })).status, `${method} ${path}`).toBe(401);
        for (const token of [catalog, payout])
          expect((await api(ctx(), path, token, { method, ...(json ? { json } : {}) })).status, `${method} ${path}`).toBe(403);
      }
    });
    it("is not there on a shop host", async () => {
      const res = await ctx().request("/api/backoffice/support/inbox", { host: "de.localhost", headers: bearer(support) });
      expect(res.status).toBe(404);
    });
    it("answers private, no-store", async () => {
      const res = await api(ctx(), "/inbox", admin);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    });
  });

  describe("search", () => {
    type Result = {
      customers: { customerId: string; email: string }[];
      trades: { tradeNumber: string; payout: string | null; customerId: string | null; email: string }[];
    };
    const search = async (q: string, by?: string) => {
      const res = await api(ctx(), `/search?q=${encodeURIComponent(q)}${by ? `&by=${by}` : ""}`, support);
      expect(res.status, q).toBe(200);
      return (await res.json()) as Result;
    };
    it("finds a trade and its customer by trade number", async () => {
      const found = await search(customerTrade.toLowerCase().replace("-", ""));
      expect(found.trades.map((t) => t.tradeNumber)).toEqual([customerTrade]);
      expect(found.customers.map((c) => c.customerId)).toEqual([customerId]);
    });
    it("finds a customer and their trades by customer number", async () => {
      const found = await search(customerNumber.toLowerCase());
      expect(found.customers.map((c) => c.customerId)).toEqual([customerId]);
      expect(found.trades.map((t) => t.tradeNumber)).toEqual([customerTrade]);
    });
    it("finds by e-mail (part of it) and by name", async () => {
      const byMail = await search(guestEmail.toUpperCase());
      expect(byMail.trades.map((t) => t.tradeNumber)).toEqual([guestTrade]);
      const byCustomerMail = await search(customerEmail.slice(0, customerEmail.indexOf("@")), "email");
      expect(byCustomerMail.customers.map((c) => c.customerId)).toEqual([customerId]);
      const byName = await search("erika mustermann");
      expect(byName.customers.map((c) => c.customerId)).toContain(customerId);
      const byTradeName = await search("Inge Prüfer", "name");
      expect(byTradeName.trades.map((t) => t.tradeNumber)).toEqual(expect.arrayContaining([customerTrade, guestTrade]));
    });
    describe("without accents and by any part of an e-mail (decision 0083)", () => {
      let schroederId: string;
      let schroederTrade: string;
      let muratEmail: string;
      let muratTrade: string;
      beforeAll(async () => {
        const email = await registerActivated(ctx(), { emailPrefix: "schroeder" });
        const [c] = await ctx()
          .database.db.update(customers)
          .set({ firstName: "Jürgen", lastName: "Schröder" })
          .where(eq(customers.email, email))
          .returning({ id: customers.id });
        schroederId = c!.id;
        schroederTrade = (await placeTestTrade(ctx(), { email, bearerToken: await accessTokenFor(ctx(), email) })).tradeNumber;
        await ctx()
          .database.db.update(trades)
          .set({ firstName: "Jürgen", lastName: "Schröder" })
          .where(eq(trades.tradeNumber, schroederTrade));
        // a guest's address with a dot and digits: murat.17.<pid>.<n>@example.com
        muratEmail = uniqueTradeEmail("murat.17");
        muratTrade = (await placeTestTrade(ctx(), { email: muratEmail })).tradeNumber;
      });
      it("finds Schröder from schroder, schroeder and SCHRÖDER, by name and by anything", async () => {
        for (const [q, by] of [["schroder"], ["schroeder"], ["SCHRÖDER"], ["jurgen schroder", "name"], ["Schroder", "name"]] as const) {
          const found = await search(q, by);
          expect(
            found.customers.map((c) => c.customerId),
            q,
          ).toEqual([schroederId]);
          expect(
            found.trades.map((t) => t.tradeNumber),
            q,
          ).toEqual([schroederTrade]);
        }
        // a name search does not find by e-mail: "schroeder" is this customer's e-mail prefix too
        expect((await search("schroeder-", "name")).customers).toEqual([]);
      });
      it("finds a guest by part of their e-mail (murat.17), with or without the by=email key", async () => {
        for (const [q, by] of [["murat.17"], ["MURAT.17"], ["murat.17", "email"], ["t.17.", "email"]] as const) {
          const found = await search(q, by);
          expect(
            found.trades.map((t) => t.tradeNumber),
            q,
          ).toEqual([muratTrade]);
          expect(found.trades[0]!.email, q).toBe(muratEmail);
        }
        // a name search does not look at e-mails
        expect((await search("murat.17", "name")).trades).toEqual([]);
      });
      it("takes % and _ as typed, not as wildcards", async () => {
        for (const q of ["murat_17", "murat%17", "%urat.17", "mura_.17"]) {
          const found = await search(q);
          expect(found.trades, q).toEqual([]);
          expect(found.customers, q).toEqual([]);
        }
        for (const q of ["schr_der", "schr%der"]) expect((await search(q, "name")).customers, q).toEqual([]);
      });
    });
    it("finds by IBAN ending without ever answering the IBAN", async () => {
      const byAccount = await search("2051");
      expect(byAccount.customers.map((c) => c.customerId)).toEqual([customerId]);
      const longer = await search("0202 051", "iban");
      expect(longer.customers.map((c) => c.customerId)).toEqual([customerId]);
      expect((await search("9202051", "iban")).customers).toEqual([]);
      const byTrade = await search("3000", "iban");
      expect(byTrade.trades.map((t) => t.tradeNumber)).toEqual(expect.arrayContaining([customerTrade, guestTrade]));
      const text = JSON.stringify(byTrade) + JSON.stringify(byAccount);
      expect(text).not.toContain("DE89370400440532013000");
      expect(text).not.toContain(CUSTOMER_IBAN);
      expect(byTrade.trades[0]!.payout).toMatch(/^DE89 •+ 3000$/);
    });
    it("refuses too short or missing queries with 422", async () => {
      for (const q of ["?q=300&by=iban", "?q=ab", "?q=", "", `?q=${"x".repeat(101)}`, "?q=Erika&by=trade", "?q=abc&by=phone"]) {
        const res = await api(ctx(), `/search${q}`, support);
        expect(res.status, q).toBe(422);
        expect(res.headers.get("content-type")).toMatch(/problem\+json/);
      }
    });
  });

  describe("customer view, mail log and resend", () => {
    type View = {
      customer: { email: string; payoutAccounts: { ibanMasked: string }[] };
      trades: { tradeNumber: string }[];
      mails: {
        id: number;
        kind: string;
        tradeNumber: string | null;
        status: string;
        resendable: boolean;
        messageId: string | null;
        subject: string;
      }[];
      erasure: { possibleNow: boolean; openTrades: string[] };
    };
    it("shows the customer's data masked, trades and the logged trade confirmation", async () => {
      const res = await api(ctx(), `/customers/${customerId}`, support);
      expect(res.status).toBe(200);
      const view = (await res.json()) as View;
      expect(view.customer.email).toBe(customerEmail);
      expect(view.customer.payoutAccounts[0]!.ibanMasked).toBe("DE02 •••• 2051");
      expect(JSON.stringify(view)).not.toContain(CUSTOMER_IBAN);
      expect(view.trades.map((t) => t.tradeNumber)).toEqual([customerTrade]);
      const confirmation = view.mails.find((m) => m.kind === "trade.confirmation");
      expect(confirmation).toMatchObject({ tradeNumber: customerTrade, status: "sent", resendable: true });
      expect(confirmation!.messageId).toMatch(/^<.+@.+>$/);
      expect(confirmation!.subject).toContain(customerTrade);
      // the activation mail is logged too, and never resent (a one-time link)
      expect(view.mails.find((m) => m.kind === "account.activation")).toMatchObject({ resendable: false });
      expect(view.erasure).toEqual({ possibleNow: false, openTrades: [customerTrade] });
    });

    it("resends the trade confirmation, logged and audited", async () => {
      const view = (await (await api(ctx(), `/customers/${customerId}`, support)).json()) as View;
      const confirmation = view.mails.find((m) => m.kind === "trade.confirmation")!;
      const before = mailsTo(ctx(), customerEmail).filter((m) => m.includes(customerTrade)).length;
      const res = await api(ctx(), `/mails/${confirmation.id}/resend`, support, { method: "POST" });
      expect(res.status).toBe(200);
      const { mailId } = (await res.json()) as { mailId: number };
      expect(mailId).toBeGreaterThan(confirmation.id);
      expect(mailsTo(ctx(), customerEmail).filter((m) => m.includes(customerTrade)).length).toBe(before + 1);
      const [logged] = await ctx().database.db.select().from(mailLog).where(eq(mailLog.id, mailId));
      expect(logged).toMatchObject({ kind: "trade.confirmation", resentFrom: confirmation.id, status: "sent", recipient: customerEmail });
      const [entry] = await ctx()
        .database.db.select()
        .from(auditLog)
        .where(eq(auditLog.target, `mail:${confirmation.id}`));
      expect(entry).toMatchObject({ action: "support.mail_resend" });
    });

    it("refuses to resend a one-time link (409) and an unknown mail (404)", async () => {
      const view = (await (await api(ctx(), `/customers/${customerId}`, support)).json()) as View;
      const activation = view.mails.find((m) => m.kind === "account.activation")!;
      expect((await api(ctx(), `/mails/${activation.id}/resend`, support, { method: "POST" })).status).toBe(409);
      expect((await api(ctx(), "/mails/2147483000/resend", support, { method: "POST" })).status).toBe(404);
      expect((await api(ctx(), "/mails/abc/resend", support, { method: "POST" })).status).toBe(422);
    });

    it("shows a guest by their trade, and sends a customer's trade to the customer's view", async () => {
      const res = await api(ctx(), `/guests/${guestTrade}`, support);
      expect(res.status).toBe(200);
      const view = (await res.json()) as View;
      expect(view.customer.email).toBe(guestEmail);
      expect(view.trades.map((t) => t.tradeNumber)).toEqual([guestTrade]);
      expect(view.mails.map((m) => m.kind)).toContain("trade.confirmation");
      const registered = await api(ctx(), `/guests/${customerTrade}`, support);
      expect(registered.status).toBe(409);
      expect(((await registered.json()) as { customerId: string }).customerId).toBe(customerId);
      expect((await api(ctx(), "/guests/SB-9999999", support)).status).toBe(404);
      expect((await api(ctx(), "/guests/nope", support)).status).toBe(422);
      expect((await api(ctx(), "/customers/no-such-customer", support)).status).toBe(404);
    });
  });

  describe("inbox", () => {
    it("lists open messages, answers one by mail in its language and marks it answered", async () => {
      const email = uniqueTradeEmail("contact");
      const id = await contactMessage(ctx(), email);
      const list = (await (await api(ctx(), "/inbox?status=open&edition=fr", support)).json()) as {
        items: { id: number; status: string }[];
        counts: { open: number };
      };
      expect(list.items.map((m) => m.id)).toContain(id);
      expect(list.counts.open).toBeGreaterThan(0);
      const one = await api(ctx(), `/inbox/${id}`, support);
      expect(((await one.json()) as { message: string; subjectLabel: string }).message).toContain("Quand vais-je");

      const res = await api(ctx(), `/inbox/${id}/answer`, support, { json: { answer: "Le paiement part sous 24 heures.\n\nBien à vous" } });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id, status: "answered", answer: "Le paiement part sous 24 heures.\n\nBien à vous" });
      await ctx().deps.mailer.flush();
      const answer = mailsTo(ctx(), email).find((m) => m.includes("Notre r"));
      expect(answer).toBeDefined();
      expect(answer).toContain("Le paiement part sous 24 heures.");
      expect(answer).toContain("Quand vais-je recevoir mon paiement");
      const [logged] = await ctx()
        .database.db.select()
        .from(mailLog)
        .where(sql`${mailLog.recipient} = ${email} and ${mailLog.kind} = 'support.answer'`);
      expect(logged).toMatchObject({ status: "sent" });
      const [audit] = await ctx()
        .database.db.select()
        .from(auditLog)
        .where(eq(auditLog.target, `contact:${id}`));
      expect(audit).toMatchObject({
        action: "support.contact_answer",
        after: { status: "answered", answerLength: "Le paiement part sous 24 heures.\n\nBien à vous".length },
      });
      expect(JSON.stringify(audit)).not.toContain("paiement");

      const answered = (await (await api(ctx(), "/inbox?status=answered", support)).json()) as { items: { id: number }[] };
      expect(answered.items.map((m) => m.id)).toContain(id);
      expect((await api(ctx(), `/inbox/${id}/answer`, support, { json: { answer: "encore" } })).status).toBe(409);
    });

    it("refuses bad input with 4xx", async () => {
      const id = await contactMessage(ctx(), uniqueTradeEmail("contact-bad"));
      expect((await api(ctx(), `/inbox/${id}/answer`, support, { json: { answer: "   " } })).status).toBe(422);
      expect((await api(ctx(), `/inbox/${id}/answer`, support, { json: { answer: "x".repeat(10_001) } })).status).toBe(422);
      expect((await api(ctx(), `/inbox/${id}/answer`, support, { json: { answer: 5 } })).status).toBe(422);
      expect((await api(ctx(), `/inbox/${id}/answer`, support, { json: "{" })).status).toBe(400);
      expect((await api(ctx(), "/inbox/999999999/answer", support, { json: { answer: "Hallo" } })).status).toBe(404);
      expect((await api(ctx(), "/inbox?status=closed", support)).status).toBe(422);
      expect((await api(ctx(), "/inbox?edition=nl", support)).status).toBe(422);
      expect((await api(ctx(), "/inbox/0", support)).status).toBe(422);
    });
  });

  describe("GDPR", () => {
    it("exports the customer's data without a full IBAN or tracking token", async () => {
      const res = await api(ctx(), `/customers/${customerId}/export`, support);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="sellback-export-C\d{7}\.json"$/);
      const data = (await res.json()) as {
        account: { email: string; passwordHash?: string };
        paymentAccounts: { iban: string }[];
        trades: { tradeNumber: string; trackingToken?: string; totalCents: number }[];
        mails: { kind: string }[];
      };
      expect(data.account.email).toBe(customerEmail);
      expect(data.account.passwordHash).toBeUndefined();
      expect(data.paymentAccounts[0]!.iban).toMatch(/^DE02 .*51$/);
      expect(data.trades.map((t) => t.tradeNumber)).toEqual([customerTrade]);
      expect(data.trades[0]!.trackingToken).toBeUndefined();
      expect(data.mails.map((m) => m.kind)).toContain("trade.confirmation");
      const text = JSON.stringify(data);
      expect(text).not.toContain(CUSTOMER_IBAN);
      expect(text).not.toContain("DE89370400440532013000");
      const guest = await api(ctx(), `/guests/${guestTrade}/export`, support);
      expect(guest.status).toBe(200);
      expect(((await guest.json()) as { guest: { email: string } }).guest.email).toBe(guestEmail);
    });

    it("refuses erasure while a trade is open and erases once it is final, keeping the amounts", async () => {
      const contactId = await contactMessage(ctx(), customerEmail, customerTrade);
      const refused = await api(ctx(), `/customers/${customerId}/erase`, support, { method: "POST" });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        type: expect.stringContaining("support_erasure_open_trades"),
        openTrades: [customerTrade],
      });
      expect((await ctx().database.db.select().from(customers).where(eq(customers.id, customerId))).length).toBe(1);

      await finalize(ctx(), customerTrade, "paid");
      const [before] = await ctx().database.db.select().from(trades).where(eq(trades.tradeNumber, customerTrade));
      await ctx().database.db.insert(reviews).values({
        tradeId: before!.id,
        edition: "de",
        rating: 5,
        comment: "Alles bestens, Erika aus Berlin",
        authorName: "Erika M.",
        commentStatus: "published",
        createdAt: new Date(),
      });
      await ctx()
        .database.db.insert(newsletterSubscriptions)
        .values({ edition: "at", email: customerEmail, emailHash: `hash-${customerId}`, status: "confirmed", firstName: "Erika" });
      const res = await api(ctx(), `/customers/${customerId}/erase`, support, { method: "POST" });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ erased: true, trades: 1, contactMessages: 1, newsletter: 1, reviews: 1 });

      const db = ctx().database.db;
      expect(await db.select().from(customers).where(eq(customers.id, customerId))).toEqual([]);
      expect(await db.select().from(paymentAccounts).where(eq(paymentAccounts.customerId, customerId))).toEqual([]);
      expect(await db.select().from(contactMessages).where(eq(contactMessages.id, contactId))).toEqual([]);
      const [after] = await db.select().from(trades).where(eq(trades.tradeNumber, customerTrade));
      expect(after).toMatchObject({
        email: "deleted@invalid",
        firstName: "-",
        lastName: "-",
        street: "-",
        customerId: null,
        accountHolder: null,
        totalCents: before!.totalCents,
        state: "paid",
        zip: before!.zip,
      });
      expect(after!.iban).not.toContain("0532013000");
      expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, customerEmail))).toEqual([]);
      const [review] = await db.select().from(reviews).where(eq(reviews.tradeId, before!.id));
      expect(review).toMatchObject({ rating: 5, authorName: "-", comment: null, commentStatus: "none" });
      const mails = await db.select().from(mailLog).where(eq(mailLog.tradeNumber, customerTrade));
      expect(mails.length).toBeGreaterThan(0);
      for (const m of mails) expect(m).toMatchObject({ recipient: "deleted@invalid", subject: "-", customerId: null, resend: null });
      expect(await db.select().from(mailLog).where(eq(mailLog.recipient, customerEmail))).toEqual([]);
      const [audit] = await db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.target} = ${`customer:${customerId}`} and ${auditLog.action} = 'support.erase'`);
      expect(audit).toMatchObject({ action: "support.erase" });
      expect(JSON.stringify(audit)).not.toContain(customerEmail);
      expect(JSON.stringify(audit)).not.toContain("Mustermann");
      expect((await api(ctx(), `/customers/${customerId}`, support)).status).toBe(404);
      expect(
        (await api(ctx(), `/search?q=${customerTrade}`, support).then((r) => r.json())) as { trades: { email: string }[] },
      ).toMatchObject({ trades: [{ email: "deleted@invalid" }] });
    });

    it("erases a guest once their trades are final", async () => {
      expect((await api(ctx(), `/guests/${guestTrade}/erase`, admin, { method: "POST" })).status).toBe(409);
      await finalize(ctx(), guestTrade, "cancelled");
      const res = await api(ctx(), `/guests/${guestTrade}/erase`, admin, { method: "POST" });
      expect(res.status).toBe(200);
      const [after] = await ctx().database.db.select().from(trades).where(eq(trades.tradeNumber, guestTrade));
      expect(after).toMatchObject({ email: "deleted@invalid", lastName: "-", state: "cancelled" });
      expect((await api(ctx(), `/guests/${guestTrade}`, support)).status).toBe(404);
    });
  });

  describe("mail log retention", () => {
    // last: the worker runs every job due by then (the trades' deadlines too)
    it("deletes rows older than two years with the contact messages' daily job", async () => {
      const db = ctx().database.db;
      const row = (subject: string, sentAt: Date) => ({
        edition: "de",
        kind: "other",
        recipient: "alt@example.com",
        subject,
        status: "sent",
        sentAt,
      });
      await db
        .insert(mailLog)
        .values([row("keep-edge", new Date("2030-03-10T08:00:00Z")), row("drop-old", new Date("2030-03-10T07:59:59Z"))]);
      ctx().setNow(new Date("2032-03-10T08:00:00Z"));
      try {
        const worker = createJobWorker(ctx().deps);
        await worker.sweep();
        await worker.runDue();
      } finally {
        ctx().setNow(null);
      }
      const left = await db.select({ subject: mailLog.subject }).from(mailLog).where(eq(mailLog.recipient, "alt@example.com"));
      expect(left.map((r) => r.subject)).toEqual(["keep-edge"]);
    });
  });
});

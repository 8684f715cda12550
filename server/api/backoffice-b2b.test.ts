/**
 * The back office's B2B pipeline API (issue 33, decision 0123) on PGlite and PostgreSQL: who may
 * read (account_manager, support, admin) and who may change (account_manager, admin); a lead from
 * the landing form found by stage, search and manager, assigned and moved on, each change audited
 * with before and after; its mails; quotes by stage (open, sent, accepted, expired by state or by
 * validity) at the app's clock; companies' trades with units; assigning a company's manager moves
 * its open quotes.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pipelineWaiting } from "../../core/b2b-pipeline/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { placeTestTrade, uniqueClientAddress } from "../../tests/helpers/trades.ts";

type Json = Record<string, unknown>;
interface List {
  items: Json[];
  counts: Record<string, number>;
  total: number;
}
/** The answer of a GET, as a list or a view. */
const listOf = async (res: Response) => (await res.json()) as List;
interface View {
  lead: Json;
  company: Json;
  quote: Json;
  mails: Json[];
  quotes: Json[];
  trades: Json[];
  rows: Json[];
  creditNotes: Json[];
  pickups: Json[];
}
const viewOf = async (res: Response) => (await res.json()) as View;

const NOW = new Date("2026-12-01T10:00:00Z");
const day = 24 * 60 * 60 * 1000;

const call = (ctx: TestContext, path: string, token: string | null, json?: unknown) =>
  ctx.request(`/api/backoffice/b2b${path}`, {
    host: BACKOFFICE,
    method: json === undefined ? "GET" : "POST",
    ...(json === undefined ? {} : { json }),
    headers: token ? bearer(token) : {},
  });

const staffId = async (ctx: TestContext, email: string) =>
  (await rows<{ id: string }>(ctx.database.db, sql`select id from staff_users where email = ${email}`))[0]!.id;

const auditOf = (ctx: TestContext, target: string) =>
  rows<{ action: string; staff_email: string; before: Json; after: Json }>(
    ctx.database.db,
    sql`select action, staff_email, before, after from audit_log where target = ${target} order by id`,
  );

/** A lead through the landing page's form (de), as a business sends it. */
async function postLead(ctx: TestContext, company: string, email: string): Promise<number> {
  const res = await ctx.request("/api/b2b/leads", {
    host: "de.localhost",
    clientAddress: uniqueClientAddress(),
    json: { company, contactName: "Erika Pipeline", email, deviceCount: 60, categories: ["smartphones"], message: "60 iPhones" },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function insertCompany(ctx: TestContext, name: string, leadId: number | null): Promise<number> {
  const [r] = await rows<{ id: number }>(
    ctx.database.db,
    sql`insert into companies (edition, name, vat_id, street, house_number, zip, city, country, lead_id)
        values ('de', ${name}, 'DE123456789', 'Hauptstraße', '1', '10115', 'Berlin', 'DE', ${leadId}) returning id`,
  );
  return r!.id;
}

async function insertQuote(
  ctx: TestContext,
  q: { companyId: number; state?: string; validUntil: Date; sentAt?: Date | null; units?: number; totalCents?: number },
): Promise<{ id: number; number: string }> {
  const [r] = await rows<{ id: number; number: string }>(
    ctx.database.db,
    sql`insert into b2b_quotes (public_id, edition, state, source, client_key, company_id, unit_count, total_cents, created_at, valid_until, sent_at)
        values (${randomBytes(12).toString("base64url")}, 'de', ${q.state ?? "open"}, 'json', 'test', ${q.companyId}, ${q.units ?? 3},
                ${q.totalCents ?? 45_000}, ${new Date(NOW.getTime() - 3 * day).toISOString()}::timestamptz,
                ${q.validUntil.toISOString()}::timestamptz, ${q.sentAt ? q.sentAt.toISOString() : null}::timestamptz)
        returning id, number`,
  );
  return r!;
}

describeEachDatabase("Back office: B2B pipeline API", (ctx) => {
  const tokens: Record<string, string> = {};
  let managerEmail: string;
  let managerId: string;
  let supportId: string;
  const tag = randomBytes(3).toString("hex");

  beforeAll(async () => {
    // the clock first: access tokens are issued and checked by it
    ctx().setNow(NOW);
    for (const role of ["account_manager", "support", "inspector", "payout", "catalog", "admin"] as const) {
      const email = await makeStaff(ctx(), [role]);
      tokens[role] = (await staffTokens(ctx(), email)).accessToken;
      if (role === "account_manager") managerEmail = email;
      if (role === "support") supportId = await staffId(ctx(), email);
    }
    managerId = await staffId(ctx(), managerEmail);
  });
  afterAll(() => ctx().setNow(null));

  it("lets account managers, support and admins read; refuses inspector, payout and catalog (403) and no session (401)", async () => {
    for (const role of ["account_manager", "support", "admin"]) {
      for (const list of ["/leads", "/quotes", "/trades"]) {
        const res = await call(ctx(), list, tokens[role]!);
        expect(res.status, `${role} ${list}`).toBe(200);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
      }
    }
    for (const role of ["inspector", "payout", "catalog"]) {
      for (const list of ["/leads", "/quotes", "/trades", "/leads/1", "/companies/1"])
        expect((await call(ctx(), list, tokens[role]!)).status).toBe(403);
      expect((await call(ctx(), "/leads/1/status", tokens[role]!, { status: "won" })).status).toBe(403);
      expect((await call(ctx(), "/companies/1/manager", tokens[role]!, { managerId: null })).status).toBe(403);
    }
    expect((await call(ctx(), "/leads", null)).status).toBe(401);
    expect((await call(ctx(), "/leads/1/manager", null, { managerId: null })).status).toBe(401);
    // support reads, but does not change
    expect((await call(ctx(), "/leads/1/status", tokens.support!, { status: "won" })).status).toBe(403);
    expect((await call(ctx(), "/quotes/Q-100001/manager", tokens.support!, { managerId: null })).status).toBe(403);
  });

  it("finds a new lead, assigns it to the account manager and moves it on; every change audited, a repeat records nothing", async () => {
    const company = `Pipeline ${tag} GmbH`;
    const email = `einkauf.${tag}@pipeline.example`;
    const leadId = await postLead(ctx(), company, email);
    const am = tokens.account_manager!;

    const listed = await listOf(await call(ctx(), `/leads?stage=new&q=${encodeURIComponent(`pipeline ${tag}`)}`, am));
    expect(listed.items).toEqual([
      expect.objectContaining({ id: leadId, company, status: "new", manager: null, deviceCount: 60, companyId: null }),
    ]);
    expect(listed.counts).toMatchObject({ new: 1, contacted: 0 });
    expect(listed.total).toBe(1);

    // a support user is no account manager: 422 on the field, nothing changed
    const wrong = await call(ctx(), `/leads/${leadId}/manager`, am, { managerId: supportId });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ errors: [{ field: "managerId" }] });

    const assigned = await call(ctx(), `/leads/${leadId}/manager`, am, { managerId });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({ leadId, changed: true, manager: { id: managerId, email: managerEmail } });
    const mine = await listOf(await call(ctx(), `/leads?manager=mine&q=${tag}`, am));
    expect(mine.items.map((l) => l.id)).toEqual([leadId]);
    expect(mine.items[0]!.manager).toMatchObject({ id: managerId });
    expect((await listOf(await call(ctx(), `/leads?manager=unassigned&q=${tag}`, am))).items).toEqual([]);

    const moved = await call(ctx(), `/leads/${leadId}/status`, am, { status: "contacted" });
    expect(await moved.json()).toEqual({ leadId, status: "contacted", changed: true });
    expect(await (await call(ctx(), `/leads/${leadId}/status`, am, { status: "contacted" })).json()).toMatchObject({ changed: false });
    expect((await call(ctx(), `/leads?stage=new&q=${tag}`, am)).status).toBe(200);
    const contacted = await listOf(await call(ctx(), `/leads?stage=contacted&q=${tag}`, am));
    expect(contacted.items.map((l) => l.id)).toEqual([leadId]);
    expect(contacted.counts).toMatchObject({ new: 0, contacted: 1 });

    expect(await auditOf(ctx(), `lead:${leadId}`)).toEqual([
      { action: "b2b.lead.manager", staff_email: managerEmail, before: { managerId: null }, after: { managerId } },
      { action: "b2b.lead.status", staff_email: managerEmail, before: { status: "new" }, after: { status: "contacted" } },
    ]);

    // the lead's page data: its mails (the acknowledgement to its address, the team's copy)
    const detail = await viewOf(await call(ctx(), `/leads/${leadId}`, tokens.support!));
    expect(detail.lead).toMatchObject({ id: leadId, status: "contacted", phone: null, categories: ["smartphones"], message: "60 iPhones" });
    const kinds = detail.mails.map((m) => `${m.direction} ${m.kind}`).sort();
    // (an invitation to the contact may follow the form's two mails: decision 0116)
    expect(kinds).toEqual(expect.arrayContaining(["out b2b.ack", "out b2b.team"]));
    expect(detail.mails.every((m) => m.address === email || m.kind === "b2b.team")).toBe(true);
  });

  it("pages 25 leads at a time, newest first, with the total and the number of pages", async () => {
    const am = tokens.account_manager!;
    const word = `seite${tag}`;
    await rows(
      ctx().database.db,
      sql`insert into b2b_leads (edition, company, contact_name, email, device_count, categories, created_at)
          select 'en', ${word} || ' ' || g, 'Page Contact', 'p' || g || '@page.example', 12, '["laptops"]'::jsonb,
                 ${NOW.toISOString()}::timestamptz - (g || ' minutes')::interval
            from generate_series(1, 27) g`,
    );
    const first = await listOf(await call(ctx(), `/leads?q=${word}&edition=en`, am));
    expect(first).toMatchObject({ total: 27, page: 1, pages: 2 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ company: `${word} 1` });
    const second = await listOf(await call(ctx(), `/leads?q=${word}&edition=en&page=2`, am));
    expect(second.items.map((l) => l.company)).toEqual([`${word} 26`, `${word} 27`]);
    expect((await listOf(await call(ctx(), `/leads?q=${word}&edition=de`, am))).total).toBe(0);
  });

  it("counts what waits for the dashboard: new leads and quotes not yet sent, by edition", async () => {
    const before = await pipelineWaiting(ctx().database.db, NOW, "en");
    await rows(
      ctx().database.db,
      sql`insert into b2b_leads (edition, company, contact_name, email, device_count, categories, status)
          values ('en', 'Wait A', 'W', 'wa@x.example', 12, '[]'::jsonb, 'new'), ('en', 'Wait B', 'W', 'wb@x.example', 12, '[]'::jsonb, 'new'),
                 ('en', 'Wait C', 'W', 'wc@x.example', 12, '[]'::jsonb, 'contacted'), ('de', 'Wait D', 'W', 'wd@x.example', 12, '[]'::jsonb, 'new')`,
    );
    const companyId = await insertCompany(ctx(), `Wait ${tag}`, null);
    await rows(ctx().database.db, sql`update companies set edition = 'en' where id = ${companyId}`);
    for (const q of [
      { validUntil: new Date(NOW.getTime() + day) },
      { validUntil: new Date(NOW.getTime() + day), sentAt: NOW },
      { validUntil: new Date(NOW.getTime() - day) },
    ]) {
      const made = await insertQuote(ctx(), { companyId, ...q });
      await rows(ctx().database.db, sql`update b2b_quotes set edition = 'en' where id = ${made.id}`);
    }
    expect(await pipelineWaiting(ctx().database.db, NOW, "en")).toEqual({
      newLeads: before.newLeads + 2,
      quotesToSend: before.quotesToSend + 1,
    });
  });

  it("answers bad input with 4xx problem details", async () => {
    const am = tokens.account_manager!;
    for (const path of [
      "/leads?stage=maybe",
      "/quotes?stage=new",
      "/trades?stage=flying",
      "/leads?edition=xx",
      "/leads?manager=a%20b",
      `/leads?q=${"x".repeat(101)}`,
    ])
      expect((await call(ctx(), path, am)).status, path).toBe(422);
    expect((await call(ctx(), "/leads/abc", am)).status).toBe(422);
    expect((await call(ctx(), "/leads/999999999", am)).status).toBe(404);
    expect((await call(ctx(), "/companies/999999999", am)).status).toBe(404);
    expect((await call(ctx(), "/quotes/Q-999999", am)).status).toBe(404);
    expect((await call(ctx(), "/quotes/nope", am)).status).toBe(422);
    const bad = await call(ctx(), "/leads/999999999/status", am, { status: "won" });
    expect(bad.status).toBe(404);
    expect(bad.headers.get("content-type")).toMatch(/problem\+json/);
    expect((await call(ctx(), "/leads/1/status", am, { status: "sold" })).status).toBe(422);
    expect((await call(ctx(), "/leads/1/manager", am, { managerId: 42 })).status).toBe(422);
  });

  it("lists quotes by stage at the app's clock and companies' trades with units; a company's manager moves to its open quotes", async () => {
    const am = tokens.account_manager!;
    const name = `Flotte ${tag} AG`;
    const companyId = await insertCompany(ctx(), name, null);
    const open = await insertQuote(ctx(), { companyId, validUntil: new Date(NOW.getTime() + 10 * day) });
    const sent = await insertQuote(ctx(), {
      companyId,
      validUntil: new Date(NOW.getTime() + 10 * day),
      sentAt: new Date(NOW.getTime() - day),
    });
    const lapsed = await insertQuote(ctx(), {
      companyId,
      validUntil: new Date(NOW.getTime() - 1000),
      sentAt: new Date(NOW.getTime() - 2 * day),
    });
    const accepted = await insertQuote(ctx(), { companyId, state: "accepted", validUntil: new Date(NOW.getTime() + day), units: 1 });
    const { tradeNumber } = await placeTestTrade(ctx());
    await rows(
      ctx().database.db,
      sql`update trades set company_id = ${companyId}, b2b_quote_id = ${accepted.id} where trade_number = ${tradeNumber}`,
    );
    await rows(
      ctx().database.db,
      sql`update b2b_quotes set trade_id = (select id from trades where trade_number = ${tradeNumber}) where id = ${accepted.id}`,
    );

    const all = await listOf(await call(ctx(), `/quotes?q=${encodeURIComponent(name)}`, am));
    expect(all.counts).toEqual({ open: 1, sent: 1, accepted: 1, expired: 1 });
    const stageOf = Object.fromEntries(all.items.map((q) => [q.number, q.stage]));
    expect(stageOf).toEqual({ [open.number]: "open", [sent.number]: "sent", [lapsed.number]: "expired", [accepted.number]: "accepted" });
    expect(all.items.find((q) => q.number === accepted.number)).toMatchObject({ tradeNumber, companyId, companyName: name });
    const expired = await listOf(await call(ctx(), `/quotes?stage=expired&q=${encodeURIComponent(name)}`, am));
    expect(expired.items.map((q) => q.number)).toEqual([lapsed.number]);
    const byNumber = await listOf(await call(ctx(), `/quotes?q=${sent.number.toLowerCase()}`, am));
    expect(byNumber.items.map((q) => q.number)).toEqual([sent.number]);
    // a day later the open quote is still open; 11 days later it has expired too
    ctx().setNow(new Date(NOW.getTime() + 11 * day));
    const later = (await staffTokens(ctx(), managerEmail)).accessToken;
    expect((await listOf(await call(ctx(), `/quotes?q=${encodeURIComponent(name)}`, later))).counts).toEqual({
      open: 0,
      sent: 0,
      accepted: 1,
      expired: 3,
    });
    ctx().setNow(NOW);

    const trades = await listOf(await call(ctx(), `/trades?q=${encodeURIComponent(name)}`, am));
    expect(trades.items).toEqual([
      expect.objectContaining({
        tradeNumber,
        state: "created",
        units: 1,
        companyId,
        companyName: name,
        quoteNumber: accepted.number,
        manager: null,
      }),
    ]);
    expect(trades.counts.created).toBe(1);
    expect((await listOf(await call(ctx(), `/trades?stage=paid&q=${encodeURIComponent(name)}`, am))).items).toEqual([]);
    expect((await listOf(await call(ctx(), `/trades?edition=fr&q=${encodeURIComponent(name)}`, am))).items).toEqual([]);

    const res = await call(ctx(), `/companies/${companyId}/manager`, am, { managerId });
    expect(res.status).toBe(200);
    const moved = (await res.json()) as Json & { quotes: string[] };
    expect(moved).toMatchObject({ companyId, changed: true, manager: { id: managerId } });
    expect(moved.quotes).toEqual([open.number, sent.number, lapsed.number].sort());
    const [entry] = await auditOf(ctx(), `company:${companyId}`);
    expect(entry).toMatchObject({ action: "b2b.company.manager", before: { managerId: null }, after: { managerId, quotes: moved.quotes } });
    const mineTrades = await listOf(await call(ctx(), `/trades?manager=mine&q=${encodeURIComponent(name)}`, am));
    expect(mineTrades.items[0]!.manager).toMatchObject({ id: managerId });
    const mineQuotes = await listOf(await call(ctx(), `/quotes?manager=mine&q=${encodeURIComponent(name)}`, am));
    expect(mineQuotes.total).toBe(3);

    // one quote back to nobody
    const cleared = await call(ctx(), `/quotes/${sent.number}/manager`, tokens.admin!, { managerId: null });
    expect(await cleared.json()).toMatchObject({ number: sent.number, manager: null, changed: true });
    expect((await auditOf(ctx(), `quote:${sent.number}`)).map((a) => a.action)).toEqual(["b2b.quote.manager"]);

    const company = await viewOf(await call(ctx(), `/companies/${companyId}`, tokens.support!));
    expect(company.company).toMatchObject({
      id: companyId,
      name,
      vatId: "DE123456789",
      vatStatus: "unchecked",
      accountManager: { id: managerId },
    });
    expect(company.quotes).toHaveLength(4);
    expect(company.trades.map((t) => t.tradeNumber)).toEqual([tradeNumber]);
    expect(company.creditNotes).toEqual([]);
    expect(company.pickups).toEqual([]);

    const quote = await viewOf(await call(ctx(), `/quotes/${accepted.number.toLowerCase()}`, am));
    expect(quote.quote).toMatchObject({ number: accepted.number, stage: "accepted", tradeNumber, unitCount: 1 });
    expect(quote.rows).toEqual([]);
  });
});

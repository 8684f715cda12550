import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, onTestFinished } from "vitest";
import {
  checkUncheckedVatIds,
  checkVies,
  inviteByToken,
  scheduleVatChecks,
  VAT_CHECK_JOB,
  viesSettingsFor,
} from "../../core/company/index.server.ts";
import { JOB_HANDLERS } from "../jobs/worker.server.ts";
import { accessTokenFor, freshTestIp, registerActivated } from "../../tests/helpers/accounts.ts";
import { INSIDE_WINDOWS } from "../../tests/helpers/clock.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { startFakeVies, type FakeVies } from "../../tests/helpers/fake-vies.ts";

const company = {
  name: "Muster GmbH",
  vatId: "de 113 866 163",
  street: "Friedrichstraße",
  houseNumber: "12",
  zip: "10117",
  city: "Berlin",
  country: "DE",
  invoicing: "credit_note",
};

/** The decoded mails to `email`, oldest first. */
function mailsTo(ctx: TestContext, email: string): string[] {
  const folder = ctx.deps.mailer.folder!;
  return readdirSync(folder)
    .sort()
    .map((f) =>
      readFileSync(path.join(folder, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((m) => m.includes(`To: ${email}`));
}
const inviteTokenIn = (mail: string | undefined) => /[?&]invite=([A-Za-z0-9_-]{43})/.exec(mail ?? "")?.[1] ?? null;

type Rows<T> = { rows: T[] };

describeEachDatabase("Business accounts API", (ctx) => {
  const call = (p: string, opts: { token?: string; method?: string; json?: unknown; host?: string } = {}) =>
    ctx().request(`/api/b2b${p}`, {
      host: opts.host ?? "de.localhost",
      method: opts.method ?? (opts.json === undefined ? "GET" : "POST"),
      clientAddress: freshTestIp(),
      ...(opts.json === undefined ? {} : { json: opts.json }),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });

  /** An activated customer with a company of its own (owner): its e-mail and access token. */
  async function owner(prefix: string, fields: Record<string, unknown> = {}) {
    const email = await registerActivated(ctx(), { emailPrefix: prefix });
    const token = await accessTokenFor(ctx(), email);
    const res = await call("/company", { token, json: { ...company, ...fields } });
    expect(res.status).toBe(201);
    return { email, token, body: await res.json() };
  }
  async function consumer(prefix: string) {
    const email = await registerActivated(ctx(), { emailPrefix: prefix });
    return { email, token: await accessTokenFor(ctx(), email) };
  }
  async function invite(ownerToken: string, email: string) {
    const res = await call("/company/invites", { token: ownerToken, json: { email } });
    expect(res.status).toBe(201);
    const token = inviteTokenIn(mailsTo(ctx(), email).at(-1));
    expect(token).not.toBeNull();
    return { invite: await res.json(), token: token! };
  }

  it("creates a company with the caller as owner, the VAT ID normalized and unchecked", async () => {
    const { body, token } = await owner("b2b-owner");
    expect(body.role).toBe("owner");
    expect(body.company).toMatchObject({ name: "Muster GmbH", vatId: "DE113866163", vatStatus: "unchecked", invoicing: "credit_note" });
    expect(body.members).toHaveLength(1);
    expect(body.members[0].role).toBe("owner");
    const read = await call("/company", { token });
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect((await read.json()).company.id).toBe(body.company.id);
    // a second company for the same customer: 409
    const again = await call("/company", { token, json: company });
    expect(again.status).toBe(409);
    expect((await again.json()).type).toMatch(/\/company_exists$/);
  });

  it("refuses VAT IDs with a wrong format, check digit or country, and postcodes of another country, naming the field", async () => {
    const { token } = await consumer("b2b-vat");
    for (const [vatId, message] of [
      ["DE113866164", /Prüfziffer/],
      ["DE12345", /Format/],
      ["ATU15159209", /Kürzel/],
    ] as const) {
      const res = await call("/company", { token, json: { ...company, vatId } });
      expect(res.status).toBe(422);
      const problem = await res.json();
      expect(problem.errors.find((e: { field: string }) => e.field === "vatId")?.message).toMatch(message);
    }
    const zip = await call("/company", { token, json: { ...company, country: "AT", vatId: "ATU15159209" } });
    expect(zip.status).toBe(422);
    expect((await zip.json()).errors.map((e: { field: string }) => e.field)).toEqual(["zip"]);
    const austrian = await call("/company", {
      token,
      json: { ...company, country: "AT", zip: "1010", city: "Wien", vatId: "ATU15159209" },
    });
    expect(austrian.status).toBe(201);
    expect((await austrian.json()).company).toMatchObject({ country: "AT", vatId: "ATU15159209" });
  });

  it("is a 404 on editions that are not business editions, and a 401 without a bearer", async () => {
    const { token } = await consumer("b2b-fr");
    expect((await call("/company", { token, host: "fr.localhost" })).status).toBe(404);
    expect((await call("/company", { token, host: "at.localhost", json: company })).status).toBe(404);
    expect((await call("/company")).status).toBe(401);
    expect((await call("/company", { json: company })).status).toBe(401);
  });

  it("lets only members read and only the owner change, invite, withdraw and remove", async () => {
    const a = await owner("b2b-a");
    const b = await owner("b2b-b");
    const stranger = await consumer("b2b-stranger");
    // a consumer account: no company
    const none = await call("/company", { token: stranger.token });
    expect(none.status).toBe(403);
    expect((await none.json()).type).toMatch(/\/not_company_member$/);
    expect((await call("/company/invites", { token: stranger.token, json: { email: "x@example.com" } })).status).toBe(403);
    // a member who is not the owner
    const colleague = await consumer("b2b-colleague");
    const { invite: open, token: link } = await invite(a.token, colleague.email);
    const accepted = await call(`/invites/${link}/accept`, { token: colleague.token, method: "POST" });
    expect(accepted.status).toBe(200);
    const asMember = await accepted.json();
    expect(asMember).toMatchObject({ role: "member", invites: [] });
    expect(asMember.company.id).toBe(a.body.company.id);
    const memberPatch = await call("/company", { token: colleague.token, method: "PATCH", json: { invoicing: "invoice" } });
    expect(memberPatch.status).toBe(403);
    expect((await memberPatch.json()).type).toMatch(/\/not_company_owner$/);
    expect((await call("/company/invites", { token: colleague.token, json: { email: "y@example.com" } })).status).toBe(403);
    expect((await call(`/company/invites/${open.id}`, { token: colleague.token, method: "DELETE" })).status).toBe(403);
    expect((await call(`/company/members/${a.body.members[0].id}`, { token: colleague.token, method: "DELETE" })).status).toBe(403);
    // another company's owner cannot withdraw A's invitation or remove A's member
    const second = await invite(a.token, "later@example.com");
    expect((await call(`/company/invites/${second.invite.id}`, { token: b.token, method: "DELETE" })).status).toBe(404);
    const colleagueId = asMember.members.find((m: { role: string }) => m.role === "member").id;
    expect((await call(`/company/members/${colleagueId}`, { token: b.token, method: "DELETE" })).status).toBe(404);
    // the owner changes, withdraws, removes
    const patched = await call("/company", { token: a.token, method: "PATCH", json: { invoicing: "invoice" } });
    expect(patched.status).toBe(200);
    expect((await patched.json()).company.invoicing).toBe("invoice");
    const address = await call("/company", { token: a.token, method: "PATCH", json: { street: "Neue Straße" } });
    expect(address.status).toBe(422);
    expect((await call(`/company/invites/${second.invite.id}`, { token: a.token, method: "DELETE" })).status).toBe(204);
    expect(await inviteByToken(ctx().database.db, second.token, new Date())).toBeNull();
    expect((await call(`/company/members/${a.body.members[0].id}`, { token: a.token, method: "DELETE" })).status).toBe(409);
    expect((await call(`/company/members/${colleagueId}`, { token: a.token, method: "DELETE" })).status).toBe(204);
    expect((await call("/company", { token: colleague.token })).status).toBe(403);
  });

  it("accepts an invitation once, only for a customer without a company, and never after 7 days", async () => {
    const a = await owner("b2b-once");
    const other = await owner("b2b-other");
    const first = await consumer("b2b-first");
    const { token: link } = await invite(a.token, first.email);
    // a customer of another company cannot take it
    const taken = await call(`/invites/${link}/accept`, { token: other.token, method: "POST" });
    expect(taken.status).toBe(409);
    expect((await call(`/invites/${link}/accept`, { token: first.token, method: "POST" })).status).toBe(200);
    const second = await consumer("b2b-second");
    const reused = await call(`/invites/${link}/accept`, { token: second.token, method: "POST" });
    expect(reused.status).toBe(404);
    expect((await reused.json()).type).toMatch(/\/invite_invalid$/);
    expect((await call(`/invites/${"x".repeat(43)}/accept`, { token: second.token, method: "POST" })).status).toBe(404);
    // expiry: the clock moves past the 7 days
    const { token: late } = await invite(a.token, second.email);
    ctx().setNow(new Date(Date.now() + 7 * 24 * 3600 * 1000 + 60_000));
    onTestFinished(() => ctx().setNow(null));
    // a week on, the customer signs in again (the earlier access token expired with the clock)
    const secondLater = await accessTokenFor(ctx(), second.email);
    expect((await call(`/invites/${late}/accept`, { token: secondLater, method: "POST" })).status).toBe(404);
  });

  it("refuses inviting a member again, and limits invitations per company and day", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    onTestFinished(() => ctx().setNow(null));
    const a = await owner("b2b-limit");
    const again = await call("/company/invites", { token: a.token, json: { email: a.email } });
    expect(again.status).toBe(409);
    expect((await call("/company/invites", { token: a.token, json: { email: "not-an-address" } })).status).toBe(422);
    for (let i = 0; i < 20; i++) {
      expect((await call("/company/invites", { token: a.token, json: { email: `c${i}@example.com` } })).status).toBe(201);
    }
    const over = await call("/company/invites", { token: a.token, json: { email: "c21@example.com" } });
    expect(over.status).toBe(429);
    const list = await (await call("/company", { token: a.token })).json();
    expect(list.invites).toHaveLength(20);
    expect(list.invites[0]).not.toHaveProperty("tokenHash");
  });

  it("stores only the SHA-256 of an invitation's token", async () => {
    const a = await owner("b2b-hash");
    const { invite: open, token } = await invite(a.token, "hash@example.com");
    const r = (await ctx().database.db.execute(sql`select token_hash from company_invites where id = ${open.id}`)) as unknown as Rows<{
      token_hash: string;
    }>;
    expect(r.rows[0]!.token_hash).not.toContain(token);
    expect(r.rows[0]!.token_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("turns the landing form's lead into an owner invitation whose link registers the company from the lead", async () => {
    const email = `lead-${Date.now()}@example.com`;
    const lead = await ctx().request("/api/b2b/leads", {
      host: "de.localhost",
      clientAddress: freshTestIp(),
      json: { company: "Leads AG", contactName: "Lea Lead", email, deviceCount: 40, categories: ["laptops"] },
    });
    expect(lead.status).toBe(201);
    const { id: leadId } = await lead.json();
    const link = inviteTokenIn(mailsTo(ctx(), email).at(-1));
    expect(link).not.toBeNull();
    const found = await inviteByToken(ctx().database.db, link, new Date());
    expect(found).toMatchObject({ role: "owner", companyId: null, leadId, lead: { company: "Leads AG", contactName: "Lea Lead" } });
    // registered through the API: accepting needs the company's fields
    const me = await consumer("b2b-lead");
    const bare = await call(`/invites/${link}/accept`, { token: me.token, method: "POST" });
    expect(bare.status).toBe(422);
    const accepted = await call(`/invites/${link}/accept`, { token: me.token, json: { company: { ...company, name: "Leads AG" } } });
    expect(accepted.status).toBe(200);
    const body = await accepted.json();
    expect(body).toMatchObject({ role: "owner", company: { name: "Leads AG" } });
    const r = (await ctx().database.db.execute(sql`select lead_id from companies where id = ${body.company.id}`)) as unknown as Rows<{
      lead_id: number;
    }>;
    expect(r.rows[0]!.lead_id).toBe(leadId);
  });

  it("documents nothing personal in the invitation's answer beyond the invited address", async () => {
    const a = await owner("b2b-answer");
    const res = await call("/company/invites", { token: a.token, json: { email: "Answer@Example.com" } });
    expect(await res.json()).toEqual({
      id: expect.any(Number),
      email: "answer@example.com",
      role: "member",
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
  });
});

describeEachDatabase("VIES check of VAT IDs", (ctx) => {
  let vies: FakeVies;
  beforeAll(async () => {
    vies = await startFakeVies();
  });
  afterAll(() => vies.close());

  async function companyWith(vatId: string | null): Promise<number> {
    const r = (await ctx().database.db.execute(
      sql`insert into companies (edition, name, vat_id, street, house_number, zip, city, country)
          values ('de', 'VIES GmbH', ${vatId}, 'Weg', '1', '10115', 'Berlin', 'DE') returning id`,
    )) as unknown as Rows<{ id: number }>;
    return r.rows[0]!.id;
  }
  const statusOf = async (id: number) =>
    (
      (await ctx().database.db.execute(sql`select vat_status, vat_checked_at from companies where id = ${id}`)) as unknown as Rows<{
        vat_status: string;
        vat_checked_at: Date | null;
      }>
    ).rows[0]!;

  it("speaks the REST API's shapes: valid, invalid, a member state unavailable, 429, time-out", async () => {
    const settings = { baseUrl: vies.baseUrl, timeoutMs: 300 };
    vies.registered.add("DE113866163");
    vies.mode = "ok";
    expect(await checkVies(settings, "DE113866163")).toMatchObject({ outcome: "valid" });
    expect(vies.requests.at(-1)).toEqual({ countryCode: "DE", vatNumber: "113866163" });
    expect(await checkVies(settings, "DE231969187")).toMatchObject({ outcome: "invalid" });
    vies.mode = "ms_unavailable";
    expect(await checkVies(settings, "DE113866163")).toEqual({ outcome: "unavailable", error: "MS_UNAVAILABLE" });
    vies.mode = "rate_limited";
    expect(await checkVies(settings, "DE113866163")).toEqual({ outcome: "unavailable", error: "GLOBAL_MAX_CONCURRENT_REQ" });
    vies.mode = "timeout";
    expect(await checkVies(settings, "DE113866163")).toEqual({ outcome: "unavailable", error: "TIMEOUT" });
    vies.mode = "ok";
  });

  it("is scheduled hourly only while VIES_CHECK is on, and the worker knows the job", async () => {
    const db = ctx().database.db;
    const at = new Date("2026-11-30T09:10:00Z");
    expect(await scheduleVatChecks(db, at, viesSettingsFor({ VIES_CHECK: "off", VIES_BASE_URL: vies.baseUrl }))).toBe(false);
    const on = viesSettingsFor({ VIES_CHECK: "on", VIES_BASE_URL: `${vies.baseUrl}/` });
    expect(on?.baseUrl).toBe(vies.baseUrl);
    expect(await scheduleVatChecks(db, at, on)).toBe(true);
    expect(await scheduleVatChecks(db, new Date("2026-11-30T09:50:00Z"), on)).toBe(false);
    expect(await scheduleVatChecks(db, new Date("2026-11-30T10:05:00Z"), on)).toBe(true);
    expect(JOB_HANDLERS[VAT_CHECK_JOB]).toBeDefined();
    expect(ctx().deps.config.VIES_CHECK).toBe("off");
  });

  it("the job stores valid and invalid with the time, and leaves an unavailable answer unchecked", async () => {
    const settings = { baseUrl: vies.baseUrl, timeoutMs: 1000 };
    vies.registered.add("DE265265318");
    const good = await companyWith("DE265265318");
    const bad = await companyWith("DE231969187");
    const without = await companyWith(null);
    const now = new Date("2026-11-30T10:00:00Z");
    vies.mode = "ms_unavailable";
    await checkUncheckedVatIds(ctx().database.db, settings, now);
    expect((await statusOf(good)).vat_status).toBe("unchecked");
    vies.mode = "ok";
    await checkUncheckedVatIds(ctx().database.db, settings, now);
    expect(await statusOf(good)).toMatchObject({ vat_status: "valid" });
    expect(new Date((await statusOf(good)).vat_checked_at!).toISOString()).toBe(now.toISOString());
    expect((await statusOf(bad)).vat_status).toBe("invalid");
    expect(await statusOf(without)).toMatchObject({ vat_status: "unchecked", vat_checked_at: null });
  });
});

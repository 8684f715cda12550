/**
 * The back office's API (issue 12, decision 0023): only on its host; staff bearer tokens of its
 * own audience; roles; TOTP with recovery codes; login limits; sessions ending idle and in all;
 * the trade queue and detail; the audit log and its export.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../core/shared/index.server.ts";
import { STAFF_ROLES, type StaffRole } from "../../core/staff/index.ts";
import { seedDevStaff } from "../../db/seed/staff.server.ts";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { prepareStaff } from "../runtime/staff-startup.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { accessTokenFor, registerActivated } from "../../tests/helpers/accounts.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import {
  BACKOFFICE,
  bearer,
  codeAt,
  enrolTotp,
  makeStaff,
  STAFF_PASSWORD,
  staffLoginRequest,
  staffTestIp,
  staffTokens,
} from "../../tests/helpers/staff.ts";

/** Every back-office call with a body where it needs one. */
const CALLS: { method: string; path: string; json?: unknown }[] = [
  { method: "GET", path: "/api/backoffice/trades" },
  { method: "GET", path: "/api/backoffice/trades/SB-1000001" },
  { method: "GET", path: "/api/backoffice/audit" },
  { method: "GET", path: "/api/backoffice/auth/me" },
  { method: "POST", path: "/api/backoffice/auth/logout" },
  { method: "POST", path: "/api/backoffice/auth/totp/enrol" },
  { method: "POST", path: "/api/backoffice/auth/totp/confirm", json: { code: "123456" } },
  { method: "POST", path: "/api/backoffice/auth/password", json: { currentPassword: "x", newPassword: "y" } },
];

const call = (ctx: TestContext, c: (typeof CALLS)[number], opts: { host?: string; headers?: Record<string, string> } = {}) =>
  ctx.request(c.path, {
    host: opts.host ?? BACKOFFICE,
    method: c.method,
    headers: opts.headers ?? {},
    ...(c.json ? { json: c.json } : {}),
  });

async function placeTrade(ctx: TestContext, firstName: string): Promise<string> {
  const { offerId } = await smartphoneOffer(ctx);
  const res = await ctx.request("/api/trade/trades", {
    host: "de.localhost",
    clientAddress: uniqueClientAddress(),
    headers: { "idempotency-key": `bo-${Math.random()}` },
    json: {
      offers: [{ offerId, quantity: 1 }],
      customer: { email: uniqueTradeEmail("bo"), firstName, lastName: "Queue" },
      address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
      payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: `${firstName} Queue` },
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { tradeNumber: string }).tradeNumber;
}

describeEachDatabase("back-office API", (ctx) => {
  const tokens = new Map<StaffRole, string>();
  const emails = new Map<StaffRole, string>();
  let customerToken = "";
  let tradeA = "";
  let tradeB = "";

  beforeAll(async () => {
    for (const role of STAFF_ROLES) {
      emails.set(role, await makeStaff(ctx(), [role]));
      tokens.set(role, (await staffTokens(ctx(), emails.get(role)!)).accessToken);
    }
    customerToken = await accessTokenFor(ctx(), await registerActivated(ctx(), { emailPrefix: "bo-customer" }));
    tradeA = await placeTrade(ctx(), "Annegret");
    tradeB = await placeTrade(ctx(), "Bartholomäus");
    await ctx().database.db.execute(
      sql`update trades set state = 'received', created_at = now() - interval '20 days' where trade_number = ${tradeB}`,
    );
  }, 120_000);

  describe("host and authentication", () => {
    it("a shop host answers no back-office call (404), whoever asks", async () => {
      for (const c of CALLS) {
        for (const host of ["localhost", "de.localhost", "b2bwidget.de.localhost"]) {
          const res = await call(ctx(), c, { host, headers: bearer(tokens.get("admin")!) });
          expect(res.status, `${c.method} ${c.path} on ${host}`).toBe(404);
          expect(res.headers.get("content-type")).toContain("application/problem+json");
        }
      }
      expect((await staffLoginRequest(ctx(), { email: "admin@staff.example", password: "x" }, staffTestIp(), "localhost")).status).toBe(
        404,
      );
    });

    it("the back-office host answers no shop API call (404)", async () => {
      const res = await ctx().request("/api/trade/offers", { host: BACKOFFICE, json: { deviceId: 1, answers: [] } });
      expect(res.status).toBe(404);
      expect((await ctx().request("/api/content/imprint", { host: BACKOFFICE })).status).toBe(404);
    });

    it("a guest, a customer's bearer token and a forged token get 401 on every call", async () => {
      for (const c of CALLS) {
        for (const headers of [{}, bearer(customerToken), bearer("not.a.token")]) {
          const res = await call(ctx(), c, { headers });
          expect(res.status, `${c.method} ${c.path}`).toBe(401);
          expect(res.headers.get("content-type")).toContain("application/problem+json");
        }
      }
    });

    it("a staff token is no customer token", async () => {
      const res = await ctx().request("/api/customers/customers", { host: "de.localhost", headers: bearer(tokens.get("admin")!) });
      expect(res.status).toBe(401);
    });

    it("answers are never cached, indexed or framed", async () => {
      const res = await ctx().request("/api/backoffice/trades", { host: BACKOFFICE, headers: bearer(tokens.get("support")!) });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    });
  });

  describe("roles", () => {
    it("every role reads the queue and a trade; only admin reads the audit log", async () => {
      for (const role of STAFF_ROLES) {
        const h = bearer(tokens.get(role)!);
        expect((await ctx().request("/api/backoffice/trades", { host: BACKOFFICE, headers: h })).status, role).toBe(200);
        expect((await ctx().request(`/api/backoffice/trades/${tradeA}`, { host: BACKOFFICE, headers: h })).status, role).toBe(200);
        const audit = await ctx().request("/api/backoffice/audit", { host: BACKOFFICE, headers: h });
        expect(audit.status, role).toBe(role === "admin" ? 200 : 403);
      }
    });

    it("a person may hold several roles", async () => {
      const email = await makeStaff(ctx(), ["inspector", "admin"]);
      const { accessToken } = await staffTokens(ctx(), email);
      const me = await (await ctx().request("/api/backoffice/auth/me", { host: BACKOFFICE, headers: bearer(accessToken) })).json();
      expect(me.roles.sort()).toEqual(["admin", "inspector"]);
      expect((await ctx().request("/api/backoffice/audit", { host: BACKOFFICE, headers: bearer(accessToken) })).status).toBe(200);
    });
  });

  describe("trade queue", () => {
    const queue = async (query: string) => {
      const res = await ctx().request(`/api/backoffice/trades${query}`, { host: BACKOFFICE, headers: bearer(tokens.get("inspector")!) });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        items: { tradeNumber: string; state: string; customerName: string; devices: number }[];
        total: number;
        counts: Record<string, number>;
        pageSize: number;
      };
    };

    it("lists every trade oldest first with counts per state, 50 to a page", async () => {
      const all = await queue("");
      expect(all.pageSize).toBe(50);
      const numbers = all.items.map((i) => i.tradeNumber);
      expect(numbers.indexOf(tradeB)).toBeLessThan(numbers.indexOf(tradeA));
      expect(all.items.find((i) => i.tradeNumber === tradeA)).toMatchObject({
        devices: 1,
        customerName: "Annegret Queue",
        state: "created",
        edition: "de",
      });
      expect(all.counts.received).toBeGreaterThanOrEqual(1);
      expect(all.counts.created).toBeGreaterThanOrEqual(1);
    });

    it("filters by state, edition and age, and searches number, name and e-mail", async () => {
      expect((await queue("?state=received")).items.map((i) => i.tradeNumber)).toContain(tradeB);
      expect((await queue("?state=received")).items.map((i) => i.tradeNumber)).not.toContain(tradeA);
      expect((await queue("?edition=fr")).items.map((i) => i.tradeNumber)).not.toContain(tradeA);
      expect((await queue("?edition=de")).items.map((i) => i.tradeNumber)).toContain(tradeA);
      const old = (await queue("?age=14")).items.map((i) => i.tradeNumber);
      expect(old).toContain(tradeB);
      expect(old).not.toContain(tradeA);
      expect((await queue(`?q=${tradeA}`)).items.map((i) => i.tradeNumber)).toEqual([tradeA]);
      expect((await queue(`?q=${tradeA.slice(3)}`)).items.map((i) => i.tradeNumber)).toEqual([tradeA]);
      expect((await queue(`?q=${encodeURIComponent("bartholomäus")}`)).items.map((i) => i.tradeNumber)).toEqual([tradeB]);
      expect((await queue("?q=bo.")).total).toBeGreaterThanOrEqual(2);
      expect((await queue("?q=%25")).items.map((i) => i.tradeNumber)).toEqual([]);
    });

    it("refuses a bad filter with a 422 naming it", async () => {
      const res = await ctx().request("/api/backoffice/trades?state=flying&page=0", {
        host: BACKOFFICE,
        headers: bearer(tokens.get("inspector")!),
      });
      expect(res.status).toBe(422);
      const fields = ((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
      expect(fields).toEqual(["page", "state"]);
    });

    it("shows a trade with its lines, answers, masked IBAN and timeline; an unknown one is 404", async () => {
      const res = await ctx().request(`/api/backoffice/trades/${tradeA}`, { host: BACKOFFICE, headers: bearer(tokens.get("support")!) });
      const trade = await res.json();
      expect(trade.tradeNumber).toBe(tradeA);
      expect(trade.customer.firstName).toBe("Annegret");
      expect(trade.payment.ibanMasked).toMatch(/^DE89 [• ]+00$/);
      expect(JSON.stringify(trade)).not.toContain("DE89370400440532013000");
      expect(trade).not.toHaveProperty("trackingToken");
      expect(trade.lines[0].answers.length).toBeGreaterThan(0);
      expect(trade.lines[0].answers[0].question).toBeTruthy();
      expect(trade.events.map((e: { state: string }) => e.state)).toEqual(["created"]);
      const missing = await ctx().request("/api/backoffice/trades/SB-9999999", {
        host: BACKOFFICE,
        headers: bearer(tokens.get("support")!),
      });
      expect(missing.status).toBe(404);
    });
  });

  describe("login, second factor, sessions", () => {
    it("wrong password and unknown user give the same 401; the login is audited", async () => {
      const email = await makeStaff(ctx(), ["support"]);
      const wrong = await staffLoginRequest(ctx(), { email, password: "nope-nope-nope" });
      const unknown = await staffLoginRequest(ctx(), { email: "nobody@staff.example", password: "nope-nope-nope" });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect((await wrong.json()).type).toBe((await unknown.json()).type);
      const missing = await staffLoginRequest(ctx(), { email: "" });
      expect(missing.status).toBe(422);
      const found = await rows<{ action: string }>(
        ctx().database.db,
        sql`select action from audit_log where lower(staff_email) = ${email.toLowerCase()} order by id`,
      );
      expect(found.map((r) => r.action)).toEqual(["auth.login_failed"]);
    });

    it("TOTP: enrol, then every login needs a fresh code; recovery codes work once each", async () => {
      const now = new Date("2031-05-05T10:00:00Z");
      ctx().setNow(now);
      try {
        const email = await makeStaff(ctx(), ["inspector"]);
        const { accessToken } = await staffTokens(ctx(), email);
        const { secret, recoveryCodes } = await enrolTotp(ctx(), accessToken, now);
        expect(recoveryCodes).toHaveLength(10);
        expect(new Set(recoveryCodes).size).toBe(10);

        const noCode = await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD });
        expect(noCode.status).toBe(401);
        expect((await noCode.json()).type).toContain("otp_required");
        expect((await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD, otp: "000000" })).status).toBe(401);

        // the enrolment used the code of `now`: the next step's code logs in, once
        const later = new Date(now.getTime() + 30_000);
        ctx().setNow(later);
        const code = await codeAt(secret, later);
        expect((await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD, otp: code })).status).toBe(200);
        const replay = await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD, otp: code });
        expect(replay.status).toBe(401);
        expect((await replay.json()).type).toContain("invalid_otp");
        // one step of drift is accepted, two are not
        const next = new Date(later.getTime() + 30_000);
        ctx().setNow(new Date(next.getTime() + 30_000));
        expect((await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD, otp: await codeAt(secret, next) })).status).toBe(200);
        ctx().setNow(new Date(next.getTime() + 120_000));
        expect((await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD, otp: await codeAt(secret, next) })).status).toBe(401);

        const recovery = await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD, otp: recoveryCodes[3]!.toUpperCase() });
        expect(recovery.status).toBe(200);
        expect((await recovery.json()).recoveryCodesLeft).toBe(9);
        expect((await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD, otp: recoveryCodes[3] })).status).toBe(401);

        const again = await ctx().request("/api/backoffice/auth/totp/enrol", {
          host: BACKOFFICE,
          method: "POST",
          headers: bearer(accessToken),
        });
        expect(again.status).toBe(409);
        const start = await ctx().request("/api/backoffice/auth/me", { host: BACKOFFICE, headers: bearer(accessToken) });
        expect(JSON.stringify(await start.json())).not.toContain(secret);
      } finally {
        ctx().setNow(null);
      }
    });

    it("10 failed logins per account in 15 minutes, then 429 with Retry-After, also with the right password", async () => {
      ctx().setNow(new Date("2031-06-01T10:01:00Z"));
      try {
        const email = await makeStaff(ctx(), ["support"]);
        for (let i = 0; i < 10; i++) expect((await staffLoginRequest(ctx(), { email, password: `wrong-${i}-password` })).status).toBe(401);
        const blocked = await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD });
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
        ctx().setNow(new Date("2031-06-01T10:16:00Z"));
        expect((await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD })).status).toBe(200);
      } finally {
        ctx().setNow(null);
      }
    });

    it("50 failed logins per client address in 15 minutes, then 429", async () => {
      ctx().setNow(new Date("2031-06-02T10:01:00Z"));
      try {
        const address = staffTestIp();
        for (let i = 0; i < 50; i++) {
          expect(
            (await staffLoginRequest(ctx(), { email: `nobody-${i}@staff.example`, password: "wrong-password-1" }, address)).status,
          ).toBe(401);
        }
        const email = await makeStaff(ctx(), ["support"]);
        expect((await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD }, address)).status).toBe(429);
        expect((await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD }, staffTestIp())).status).toBe(200);
      } finally {
        ctx().setNow(null);
      }
    });

    it("refresh rotates; a used refresh token, 30 minutes idle or 10 hours in all end the session", async () => {
      const t0 = new Date("2031-07-01T08:00:00Z");
      ctx().setNow(t0);
      try {
        const email = await makeStaff(ctx(), ["payout"]);
        const first = await staffTokens(ctx(), email);
        const refresh = (token: string) =>
          ctx().request("/api/backoffice/auth/refresh", { host: BACKOFFICE, method: "POST", headers: { "refresh-token": token } });
        let res = await refresh(first.refreshToken);
        expect(res.status).toBe(200);
        let pair = (await res.json()) as { accessToken: string; refreshToken: string };
        expect((await refresh(first.refreshToken)).status).toBe(401);
        // a customer's refresh token is unknown here
        expect((await refresh("A".repeat(43))).status).toBe(401);

        // every 29 minutes: alive, until 10 hours are over
        let now = t0;
        for (let i = 0; i < 25; i++) {
          now = new Date(now.getTime() + 29 * 60_000);
          ctx().setNow(now);
          res = await refresh(pair.refreshToken);
          if (now.getTime() - t0.getTime() >= 10 * 3600_000) {
            expect(res.status).toBe(401);
            break;
          }
          expect(res.status, `after ${i + 1} × 29 min`).toBe(200);
          pair = await res.json();
        }
        expect(now.getTime() - t0.getTime()).toBeGreaterThanOrEqual(10 * 3600_000);

        ctx().setNow(t0);
        const second = await staffTokens(ctx(), email);
        ctx().setNow(new Date(t0.getTime() + 30 * 60_000));
        expect((await refresh(second.refreshToken)).status).toBe(401);
      } finally {
        ctx().setNow(null);
      }
    });

    it("logout ends the session: its access and refresh tokens stop working", async () => {
      const email = await makeStaff(ctx(), ["catalog"]);
      const { accessToken, refreshToken } = await staffTokens(ctx(), email);
      const out = await ctx().request("/api/backoffice/auth/logout", { host: BACKOFFICE, method: "POST", headers: bearer(accessToken) });
      expect(out.status).toBe(200);
      expect((await ctx().request("/api/backoffice/trades", { host: BACKOFFICE, headers: bearer(accessToken) })).status).toBe(401);
      expect(
        (
          await ctx().request("/api/backoffice/auth/refresh", {
            host: BACKOFFICE,
            method: "POST",
            headers: { "refresh-token": refreshToken },
          })
        ).status,
      ).toBe(401);
    });

    it("a forced password change comes before anything else", async () => {
      const email = await makeStaff(ctx(), ["admin"], { mustChangePassword: true });
      const { accessToken } = await staffTokens(ctx(), email);
      const blocked = await ctx().request("/api/backoffice/trades", { host: BACKOFFICE, headers: bearer(accessToken) });
      expect(blocked.status).toBe(403);
      expect((await blocked.json()).type).toContain("password_change_required");
      const weak = await ctx().request("/api/backoffice/auth/password", {
        host: BACKOFFICE,
        headers: bearer(accessToken),
        json: { currentPassword: STAFF_PASSWORD, newPassword: "short" },
      });
      expect(weak.status).toBe(422);
      const changed = await ctx().request("/api/backoffice/auth/password", {
        host: BACKOFFICE,
        headers: bearer(accessToken),
        json: { currentPassword: STAFF_PASSWORD, newPassword: "A-new-staff-password-9" },
      });
      expect(changed.status).toBe(200);
      expect((await ctx().request("/api/backoffice/trades", { host: BACKOFFICE, headers: bearer(accessToken) })).status).toBe(200);
    });
  });

  describe("audit log", () => {
    it("records logins with who and when, filters, pages and exports CSV; nobody can change it", async () => {
      const admin = bearer(tokens.get("admin")!);
      const res = await ctx().request("/api/backoffice/audit?action=auth.", { host: BACKOFFICE, headers: admin });
      const page = (await res.json()) as { entries: { action: string; staffEmail: string; at: string }[]; total: number };
      expect(page.total).toBeGreaterThan(5);
      expect(page.entries.every((e) => e.action.startsWith("auth."))).toBe(true);
      const mine = await ctx().request(`/api/backoffice/audit?staff=${encodeURIComponent(emails.get("admin")!.toUpperCase())}`, {
        host: BACKOFFICE,
        headers: admin,
      });
      const own = (await mine.json()) as { entries: { action: string; staffEmail: string; at: string; after: { kind: string } }[] };
      expect(own.entries.map((e) => e.action)).toEqual(["auth.login"]);
      expect(own.entries[0]!.after.kind).toBe("api");
      expect(Date.now() - Date.parse(own.entries[0]!.at)).toBeLessThan(10 * 60_000);

      const today = new Date().toISOString().slice(0, 10);
      const csv = await ctx().request(`/api/backoffice/audit?format=csv&action=auth.login&from=${today}&to=${today}`, {
        host: BACKOFFICE,
        headers: admin,
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toContain("text/csv");
      expect(csv.headers.get("content-disposition")).toContain("attachment");
      const lines = (await csv.text()).trim().split("\r\n");
      expect(lines[0]).toBe("id,at,staff_id,staff_email,action,target,before,after");
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.slice(1).every((l) => l.includes('"auth.login"'))).toBe(true);

      const none = await ctx().request("/api/backoffice/audit?from=2001-01-01&to=2001-01-02", { host: BACKOFFICE, headers: admin });
      expect((await none.json()).total).toBe(0);
      expect((await ctx().request("/api/backoffice/audit?from=yesterday", { host: BACKOFFICE, headers: admin })).status).toBe(422);

      await expect(ctx().database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
      await expect(ctx().database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    });
  });

  describe("development staff", () => {
    it("are seeded once per role, and production refuses to start while any exists", async () => {
      await ctx().database.db.execute(sql`delete from staff_users where email like '%@staff.sellback.test'`);
      await expect(prepareStaff(ctx().database.db, { NODE_ENV: "production" })).resolves.toBeNull();
      // seedDevStaff only fills a database without staff; here other tests' staff exist
      expect(await seedDevStaff(ctx().database.db, TEST_HASHING)).toBe(false);
      await ctx().database.db.execute(
        sql`insert into staff_users (id, email, display_name, password_hash, roles) values ('dev-x', 'Admin@Staff.Sellback.Test', 'x', 'x', '{admin}')`,
      );
      await expect(prepareStaff(ctx().database.db, { NODE_ENV: "production" })).rejects.toThrow(/Refusing to start in production/);
      await ctx().database.db.execute(sql`delete from staff_users where id = 'dev-x'`);
    });

    it("a development database gets one user per role who can log in", async () => {
      await ctx().database.db.execute(sql`delete from staff_users`);
      expect(await prepareStaff(ctx().database.db, { NODE_ENV: "development" }, TEST_HASHING)).toBe("seeded");
      for (const role of STAFF_ROLES) {
        const res = await staffLoginRequest(ctx(), { email: `${role}@staff.sellback.test`, password: `dev-${role}-password` });
        expect(res.status, role).toBe(200);
      }
      expect(await prepareStaff(ctx().database.db, { NODE_ENV: "development" }, TEST_HASHING)).toBeNull();
    });
  });
});

describeEachDatabase(
  "back-office API in production",
  (ctx) => {
    it("a staff user without TOTP must enrol before anything else", async () => {
      const email = await makeStaff(ctx(), ["support"]);
      const { accessToken } = await staffTokens(ctx(), email);
      const blocked = await ctx().request("/api/backoffice/trades", { host: BACKOFFICE, headers: bearer(accessToken) });
      expect(blocked.status).toBe(403);
      expect((await blocked.json()).type).toContain("totp_enrolment_required");
      const now = new Date();
      ctx().setNow(now);
      try {
        await enrolTotp(ctx(), accessToken, now);
      } finally {
        ctx().setNow(null);
      }
      expect((await ctx().request("/api/backoffice/trades", { host: BACKOFFICE, headers: bearer(accessToken) })).status).toBe(200);
    });
  },
  { env: { NODE_ENV: "production", DATABASE_URL: "postgres://unused@127.0.0.1/unused", SESSION_SECRET: "p".repeat(40) } },
);

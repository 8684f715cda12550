/**
 * Issue 27 item 11 (decision 0071) on PGlite and PostgreSQL: the staff password change is limited
 * like the login (a wrong current password counts as a failed login of the account; at 10 in 15
 * minutes every attempt is 429), and a password change, a role change or a deactivation ends every
 * other session of the user: another web session's cookie finds no session (the page sends it to
 * the login and clears the cookie), another client's access and refresh tokens answer 401. The
 * session that changed the password keeps working.
 */
import { describe, expect, it } from "vitest";
import { changeStaffAccess, changeStaffPassword, staffIdByEmail, staffLogin } from "../../core/staff/index.server.ts";
import { ProblemError } from "../../core/shared/index.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, STAFF_PASSWORD, staffLoginRequest, staffTestIp, staffTokens } from "../../tests/helpers/staff.ts";
import { openStaffPage, requireStaffPage, STAFF_COOKIE } from "../sessions/backoffice.server.ts";
import type { PageContext } from "../http/page-context.server.ts";
import { staffEnvFrom } from "../sessions/staff-env.server.ts";

const NEW_PASSWORD = "Ein-neues-Staff-Passwort-7";

const me = (ctx: TestContext, accessToken: string) =>
  ctx.request("/api/backoffice/auth/me", { host: BACKOFFICE, headers: bearer(accessToken) });
const refresh = (ctx: TestContext, refreshToken: string) =>
  ctx.request("/api/backoffice/auth/refresh", { host: BACKOFFICE, method: "POST", headers: { "refresh-token": refreshToken } });
const changePassword = (
  ctx: TestContext,
  accessToken: string,
  currentPassword: string,
  newPassword: string,
  clientAddress = staffTestIp(),
) =>
  ctx.request("/api/backoffice/auth/password", {
    host: BACKOFFICE,
    headers: bearer(accessToken),
    json: { currentPassword, newPassword },
    clientAddress,
  });

/** A web login (what the login page does): the cookie's token and the session's context. */
async function webLogin(ctx: TestContext, email: string, password = STAFF_PASSWORD) {
  return staffLogin(staffEnvFrom(ctx.deps, staffTestIp()), { email, password }, "web");
}

/**
 * What a browser with this session cookie gets on a back-office page: "page" (the session is
 * alive), else the redirect to the login, with the cookie cleared.
 */
async function cookieAnswer(ctx: TestContext, token: string): Promise<"page" | { location: string; clearsCookie: boolean }> {
  const pageCtx: PageContext = {
    deps: ctx.deps,
    edition: "en",
    mode: "default",
    surface: "backoffice",
    locale: "en",
    nonce: "n",
    clientKey: staffTestIp(),
  };
  const url = new URL(`http://${BACKOFFICE}/trades`);
  const page = await openStaffPage(pageCtx, new Request(url, { headers: { cookie: `${STAFF_COOKIE}=${encodeURIComponent(token)}` } }));
  try {
    requireStaffPage(page, url);
    return "page";
  } catch (err) {
    if (!(err instanceof Response)) throw err;
    return {
      location: err.headers.get("location") ?? "",
      clearsCookie: page.setCookies.some((c) => c.startsWith(`${STAFF_COOKIE}=;`) && c.includes("Max-Age=0")),
    };
  }
}
const loggedOut = { location: "/login", clearsCookie: true };

describeEachDatabase("staff sessions end on a password, role or active change (issue 27 item 11)", (ctx) => {
  describe("the password change is limited like the login", () => {
    it("10 wrong current passwords in 15 minutes, then 429 with Retry-After, also with the right one, and the login too", async () => {
      ctx().setNow(new Date("2031-09-01T10:01:00Z"));
      try {
        const email = await makeStaff(ctx(), ["support"]);
        const { accessToken, refreshToken } = await staffTokens(ctx(), email);
        const statuses: number[] = [];
        for (let i = 0; i < 15; i++) statuses.push((await changePassword(ctx(), accessToken, `wrong-${i}-password`, NEW_PASSWORD)).status);
        expect(statuses).toEqual([...Array(10).fill(422), ...Array(5).fill(429)]);
        const blocked = await changePassword(ctx(), accessToken, STAFF_PASSWORD, NEW_PASSWORD);
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await blocked.json()).type).toContain("rate_limited");
        // the count is the account's login count: the login is refused as well
        expect((await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD })).status).toBe(429);
        // the next window: the right current password changes it
        ctx().setNow(new Date("2031-09-01T10:16:00Z"));
        // 15 minutes on, the access token has expired: the back office refreshes it, as its client does
        const refreshed = await refresh(ctx(), refreshToken);
        expect(refreshed.status).toBe(200);
        const { accessToken: later } = (await refreshed.json()) as { accessToken: string };
        expect((await changePassword(ctx(), later, STAFF_PASSWORD, NEW_PASSWORD)).status).toBe(200);
        expect((await staffLoginRequest(ctx(), { email, password: NEW_PASSWORD })).status).toBe(200);
      } finally {
        ctx().setNow(null);
      }
    });

    it("a wrong current password answers 422 on the field and is audited", async () => {
      const email = await makeStaff(ctx(), ["payout"]);
      const { accessToken } = await staffTokens(ctx(), email);
      const res = await changePassword(ctx(), accessToken, "not-my-password-1", NEW_PASSWORD);
      expect(res.status).toBe(422);
      expect(JSON.stringify(await res.json())).toContain("currentPassword");
      const admin = await staffTokens(ctx(), await makeStaff(ctx(), ["admin"]));
      const audit = await ctx().request(`/api/backoffice/audit?staff=${encodeURIComponent(email)}&action=auth.password_change_failed`, {
        host: BACKOFFICE,
        headers: bearer(admin.accessToken),
      });
      expect(((await audit.json()) as { total: number }).total).toBe(1);
    });
  });

  describe("a password change ends every other session and token of the user", () => {
    it("made through the API: another cookie and another bearer client are logged out; the changing bearer keeps working", async () => {
      const email = await makeStaff(ctx(), ["inspector"]);
      const web = await webLogin(ctx(), email);
      const other = await staffTokens(ctx(), email);
      const changer = await staffTokens(ctx(), email);
      const bystander = await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]));
      expect(await cookieAnswer(ctx(), web.token)).toBe("page");
      expect((await me(ctx(), other.accessToken)).status).toBe(200);

      expect((await changePassword(ctx(), changer.accessToken, STAFF_PASSWORD, NEW_PASSWORD)).status).toBe(200);

      expect(await cookieAnswer(ctx(), web.token)).toEqual(loggedOut);
      expect((await me(ctx(), other.accessToken)).status).toBe(401);
      expect((await ctx().request("/api/backoffice/trades", { host: BACKOFFICE, headers: bearer(other.accessToken) })).status).toBe(401);
      expect((await refresh(ctx(), other.refreshToken)).status).toBe(401);
      // the session that made the change
      expect((await me(ctx(), changer.accessToken)).status).toBe(200);
      expect((await ctx().request("/api/backoffice/trades", { host: BACKOFFICE, headers: bearer(changer.accessToken) })).status).toBe(200);
      expect((await refresh(ctx(), changer.refreshToken)).status).toBe(200);
      // another staff user's session is not touched
      expect((await me(ctx(), bystander.accessToken)).status).toBe(200);
    });

    it("made on the password page (the web session): the bearer clients are logged out, the page's session stays", async () => {
      const email = await makeStaff(ctx(), ["catalog"], { mustChangePassword: true });
      const web = await webLogin(ctx(), email);
      const secondWeb = await webLogin(ctx(), email);
      const api = await staffTokens(ctx(), email);
      // what the page's action does with its session
      await changeStaffPassword(staffEnvFrom(ctx().deps, staffTestIp()), web.context, STAFF_PASSWORD, NEW_PASSWORD);
      expect(await cookieAnswer(ctx(), web.token)).toBe("page");
      expect(await cookieAnswer(ctx(), secondWeb.token)).toEqual(loggedOut);
      expect((await me(ctx(), api.accessToken)).status).toBe(401);
      expect((await refresh(ctx(), api.refreshToken)).status).toBe(401);
    });
  });

  describe("a role change or a deactivation ends every session of the user", () => {
    it("a role change: cookie and bearer are logged out; a new login has the new roles", async () => {
      const email = await makeStaff(ctx(), ["inspector"]);
      const id = (await staffIdByEmail(ctx().database.db, email))!;
      const web = await webLogin(ctx(), email);
      const api = await staffTokens(ctx(), email);
      const admin = await makeStaff(ctx(), ["admin"]);

      // the same roles again change nothing
      expect(await changeStaffAccess(ctx().database.db, id, { roles: ["inspector"] }, { now: new Date() })).toEqual({
        changed: false,
        sessionsEnded: 0,
      });
      expect((await me(ctx(), api.accessToken)).status).toBe(200);

      const result = await changeStaffAccess(
        ctx().database.db,
        id,
        { roles: ["support"] },
        { now: new Date(), by: { id: "script", email: admin } },
      );
      expect(result).toEqual({ changed: true, sessionsEnded: 2 });
      expect(await cookieAnswer(ctx(), web.token)).toEqual(loggedOut);
      expect((await me(ctx(), api.accessToken)).status).toBe(401);
      expect((await refresh(ctx(), api.refreshToken)).status).toBe(401);
      const fresh = await staffTokens(ctx(), email);
      const now = (await (await me(ctx(), fresh.accessToken)).json()) as { roles: string[] };
      expect(now.roles).toEqual(["support"]);
    });

    it("a deactivation: cookie and bearer are logged out, the login is refused, and activating again revives no old session", async () => {
      const email = await makeStaff(ctx(), ["payout"]);
      const id = (await staffIdByEmail(ctx().database.db, email))!;
      const web = await webLogin(ctx(), email);
      const api = await staffTokens(ctx(), email);

      expect(await changeStaffAccess(ctx().database.db, id, { active: false }, { now: new Date() })).toEqual({
        changed: true,
        sessionsEnded: 2,
      });
      expect(await cookieAnswer(ctx(), web.token)).toEqual(loggedOut);
      expect((await me(ctx(), api.accessToken)).status).toBe(401);
      expect((await staffLoginRequest(ctx(), { email, password: STAFF_PASSWORD })).status).toBe(403);

      expect(await changeStaffAccess(ctx().database.db, id, { active: true }, { now: new Date() })).toEqual({
        changed: true,
        sessionsEnded: 0,
      });
      expect(await cookieAnswer(ctx(), web.token)).toEqual(loggedOut);
      expect((await me(ctx(), api.accessToken)).status).toBe(401);
      expect((await refresh(ctx(), api.refreshToken)).status).toBe(401);
      expect((await me(ctx(), (await staffTokens(ctx(), email)).accessToken)).status).toBe(200);
    });

    it("refuses no roles, unknown roles and an unknown user", async () => {
      const id = (await staffIdByEmail(ctx().database.db, await makeStaff(ctx(), ["support"])))!;
      const problem = async (p: Promise<unknown>) =>
        p.then(
          () => null,
          (err: unknown) => (err instanceof ProblemError ? err.status : err),
        );
      expect(await problem(changeStaffAccess(ctx().database.db, id, { roles: [] }, { now: new Date() }))).toBe(422);
      expect(await problem(changeStaffAccess(ctx().database.db, id, { roles: ["boss" as never] }, { now: new Date() }))).toBe(422);
      expect(await problem(changeStaffAccess(ctx().database.db, "no-such-staff", { active: false }, { now: new Date() }))).toBe(404);
    });
  });
});

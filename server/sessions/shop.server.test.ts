/**
 * The web session (decision 0013) against both databases: tokens only in httpOnly SameSite=Lax
 * cookies, refresh before customer calls, cleared session when the refresh fails or the customer
 * is gone, signed CSRF token.
 */
import { beforeAll, expect, it } from "vitest";
import { deleteCustomer, login } from "../../core/account/index.server.ts";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { registerActivated, TEST_PASSWORD } from "../../tests/helpers/accounts.ts";
import type { PageContext } from "../http/page-context.server.ts";
import { parseCookies } from "../http/cookies.server.ts";
import { accountSession, accountEnvOf, endSession, requireCsrf, startSession } from "./shop.server.ts";

const PASSWORD = TEST_PASSWORD;
let ip = 1;
const freshIp = () => `10.202.${(ip >> 8) & 255}.${ip++ & 255}`;

describeEachDatabase("web session", (ctx) => {
  beforeAll(() => {
    ctx().deps.passwordHashing = TEST_HASHING;
  });
  const pageCtx = (): PageContext => ({
    deps: ctx().deps,
    edition: "de",
    mode: "default" as PageContext["mode"],
    locale: "de",
    nonce: "n",
    clientKey: freshIp(),
  });
  const req = (cookies: Record<string, string> = {}) =>
    new Request("http://de.localhost/account", {
      headers: {
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
          .join("; "),
      },
    });
  /** The cookies a response would set, as name → {value, attributes}. */
  const setCookies = (list: string[]) =>
    new Map(list.map((c) => [c.split("=")[0]!, { value: decodeURIComponent(c.split(";")[0]!.split("=").slice(1).join("=")), raw: c }]));

  const activatedCustomer = () =>
    registerActivated(ctx(), { emailPrefix: "sitzung", payment: { paymentType: 2, paypalEmail: "erika@example.com" } });

  it("login sets httpOnly SameSite=Lax token cookies and a new CSRF cookie; the next request knows the customer", async () => {
    const email = await activatedCustomer();
    const c = pageCtx();
    const s = await accountSession(c, req());
    expect(s.customerId).toBeNull();
    const csrfBefore = s.csrf;
    startSession(s, await login(accountEnvOf(c), { username: email, password: PASSWORD, remember: true }));
    const set = setCookies(s.setCookies);
    for (const name of ["sb_access", "sb_refresh", "sb_csrf"]) {
      expect(set.get(name)!.raw).toContain("HttpOnly");
      expect(set.get(name)!.raw).toContain("SameSite=Lax");
      expect(set.get(name)!.raw).not.toContain("Secure"); // test config is not production
    }
    expect(set.get("sb_refresh")!.raw).toMatch(/Max-Age=2592000/);
    expect(s.csrf).not.toBe(csrfBefore);
    const next = await accountSession(
      pageCtx(),
      req({ sb_access: set.get("sb_access")!.value, sb_refresh: set.get("sb_refresh")!.value, sb_csrf: set.get("sb_csrf")!.value }),
    );
    expect(next.customer?.email).toBe(email);
    expect(next.setCookies).toEqual([]);
  });

  it("an expired access token is refreshed (rotation) once per request; a reused refresh token logs out", async () => {
    const email = await activatedCustomer();
    const pair = await login(accountEnvOf(pageCtx()), { username: email, password: PASSWORD, remember: false });
    const c = pageCtx();
    const request = req({ sb_refresh: pair.refresh_token });
    const [a, b] = await Promise.all([accountSession(c, request), accountSession(c, request)]);
    expect(a).toBe(b); // memoised per request: the refresh token is used once
    expect(a.customer?.email).toBe(email);
    const set = setCookies(a.setCookies);
    expect(set.get("sb_refresh")!.value).not.toBe(pair.refresh_token);
    expect(set.get("sb_refresh")!.raw).not.toContain("Max-Age"); // no "remember": a browser-session cookie
    // The old refresh token again (stolen copy): the session is cleared.
    const replay = await accountSession(pageCtx(), req({ sb_refresh: pair.refresh_token }));
    expect(replay.customerId).toBeNull();
    expect(setCookies(replay.setCookies).get("sb_refresh")!.raw).toContain("Max-Age=0");
    // …and the whole family is revoked: the rotated token is dead too.
    const after = await accountSession(pageCtx(), req({ sb_refresh: set.get("sb_refresh")!.value }));
    expect(after.customerId).toBeNull();
  });

  it("a deleted customer's still-valid access token ends the session; logout clears and revokes", async () => {
    const email = await activatedCustomer();
    const pair = await login(accountEnvOf(pageCtx()), { username: email, password: PASSWORD, remember: false });
    const s = await accountSession(pageCtx(), req({ sb_access: pair.access_token, sb_refresh: pair.refresh_token }));
    expect(s.customerId).not.toBeNull();
    await endSession(s);
    expect(s.customerId).toBeNull();
    expect(setCookies(s.setCookies).get("sb_access")!.raw).toContain("Max-Age=0");
    const refreshed = await accountSession(pageCtx(), req({ sb_refresh: pair.refresh_token }));
    expect(refreshed.customerId).toBeNull();

    const email2 = await activatedCustomer();
    const pair2 = await login(accountEnvOf(pageCtx()), { username: email2, password: PASSWORD, remember: false });
    const s2 = await accountSession(pageCtx(), req({ sb_access: pair2.access_token }));
    expect(await deleteCustomer(ctx().database.db, s2.customerId!)).toBe(true);
    const gone = await accountSession(pageCtx(), req({ sb_access: pair2.access_token }));
    expect(gone.customerId).toBeNull();
    expect(setCookies(gone.setCookies).get("sb_access")!.raw).toContain("Max-Age=0");
  });

  it("the CSRF field must be the HMAC of this browser's cookie", async () => {
    const first = await accountSession(pageCtx(), req());
    const cookie = parseCookies(first.setCookies.join("; ").replace(/; (Path|HttpOnly|SameSite)[^;]*/g, "")).get("sb_csrf")!;
    const s = await accountSession(pageCtx(), req({ sb_csrf: cookie }));
    const form = (v: string) => {
      const f = new FormData();
      f.set("csrf", v);
      return f;
    };
    expect(() => requireCsrf(s, form(first.csrf))).not.toThrow();
    expect(() => requireCsrf(s, form(""))).toThrow();
    expect(() => requireCsrf(s, form(first.csrf.slice(0, -1) + (first.csrf.endsWith("A") ? "B" : "A")))).toThrow();
    const other = await accountSession(pageCtx(), req({ sb_csrf: "x".repeat(32) }));
    expect(() => requireCsrf(other, form(first.csrf))).toThrow();
  });
});

/**
 * The back office's API from a browser test's Node side, for specs with a server of their own:
 * a development staff user's bearer calls and sign-in on the login page, and a German guest trade taken to `payout_pending` by
 * the admin (received, inspected with the first answers, completed) for the payout specs.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { firstAnswers, placeApiTrade, type ApiTrade } from "./api-trade.ts";
import { expect } from "./fixtures.ts";

const BO = "backoffice.localhost";

export interface StaffLogin {
  email: string;
  password: string;
}

export const DEV_ADMIN: StaffLogin = { email: "admin@staff.sellback.test", password: "dev-admin-password" };
export const DEV_PAYOUT: StaffLogin = { email: "payout@staff.sellback.test", password: "dev-payout-password" };

/** Calls of the back-office API on the server at `port` as `who` (signed in through the API). */
export async function staffApiOn(request: APIRequestContext, port: number, who: StaffLogin) {
  const call = (method: "get" | "post", pathname: string, data?: unknown, token?: string) =>
    request[method](`http://127.0.0.1:${port}${pathname}`, {
      headers: { host: `${BO}:${port}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      data,
    });
  const login = await call("post", "/api/backoffice/auth/login", who);
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return (method: "get" | "post", pathname: string, data?: unknown) => call(method, pathname, data, accessToken);
}

/** A German guest trade of one iPhone paid out by SEPA, on the server at `port`, taken to payout_pending by the admin. */
export async function pendingTradeOn(request: APIRequestContext, port: number, emailPrefix: string): Promise<ApiTrade> {
  const trade = await placeApiTrade(request, { edition: "de", port, email: `${emailPrefix}-${crypto.randomUUID()}@example.com` });
  const admin = await staffApiOn(request, port, DEV_ADMIN);
  expect((await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/receive`, { devicesFound: 1 })).status()).toBe(200);
  const { items } = (await (await admin("get", `/api/backoffice/trades/${trade.tradeNumber}/inspection`)).json()) as {
    items: { itemId: number }[];
  };
  for (const item of items) {
    const res = await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/items/${item.itemId}/inspection`, {
      answers: firstAnswers(trade.device),
      serial: `SN${item.itemId}S`,
      erasure: { method: "nist_clear", tool: "Blancco", result: "passed" },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const complete = await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/inspection/complete`, {});
  expect(complete.status(), await complete.text()).toBe(200);
  expect(((await complete.json()) as { state: string }).state).toBe("payout_pending");
  return trade;
}

/** `who` signs in on the login page at `loginUrl` (the server's back-office host) by keyboard. */
export async function signInOn(page: Page, loginUrl: string, who: StaffLogin) {
  await page.goto(loginUrl);
  await page.locator("#email").fill(who.email);
  await page.locator("#password").fill(who.password);
  await page.locator("#otp").press("Enter");
  await expect(page).toHaveURL(/\/trades$/);
}

/** Logs out; the log-out post is answered before the next page opens (else the session would still be there). */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

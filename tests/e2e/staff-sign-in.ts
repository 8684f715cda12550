/**
 * A development staff user ({role}@staff.sellback.test, password dev-{role}-password) signs in on the
 * back office's login page by keyboard. The admin holds every role and keeps no second factor (other
 * specs turn TOTP on for the inspector), so specs that act as an inspector sign in as the admin.
 */
import type { Page } from "@playwright/test";
import { expect, hostUrl } from "./fixtures.ts";

export async function signInDevStaff(page: Page, role: "admin" | "catalog" | "payout" | "support" = "admin") {
  await page.goto(hostUrl("backoffice.localhost", "/login"));
  await page.locator("#email").fill(`${role}@staff.sellback.test`);
  await page.locator("#password").fill(`dev-${role}-password`);
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/(trades|dashboard)$/);
}

/**
 * Full-page screenshots at 390 and 1366 px into SCREENSHOT_DIR (nothing when it is unset), for
 * looking at a page after a change: `SCREENSHOT_DIR=/tmp/shots npx playwright test <file>`.
 */
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";

export async function screenshots(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

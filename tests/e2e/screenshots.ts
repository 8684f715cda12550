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

/**
 * A spec's screenshots into `dir`: full page at the desktop width (height 900) and at 390 px
 * (height 844), then the desktop viewport again. With SCREENSHOTS=off (`npm test`'s default, where
 * nobody looks at them) only the last step, so the spec goes on in the same viewport. `settleMs`
 * waits after each resize, the last one included (a frame that reports its new height to its
 * parent first, so the next click meets it settled).
 */
export function shooterFor(dir: string, { desktop = 1366, settleMs = 0 }: { desktop?: number; settleMs?: number } = {}) {
  return async (page: Page, name: string): Promise<void> => {
    if (process.env.SCREENSHOTS === "off") {
      // no pictures, the same viewport after the call as with them
      const size = page.viewportSize();
      if (size?.width === desktop && size.height === 900) return;
      await page.setViewportSize({ width: desktop, height: 900 });
      if (settleMs) await page.waitForTimeout(settleMs);
      return;
    }
    for (const width of [desktop, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      if (settleMs) await page.waitForTimeout(settleMs);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: desktop, height: 900 });
    if (settleMs) await page.waitForTimeout(settleMs);
  };
}

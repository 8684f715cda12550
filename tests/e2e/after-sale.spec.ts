/**
 * After the sale (issue 31, decision 0107), in de and fr:
 * - the thank-you page lists the steps: what to switch off on the device (an iPhone: "Find My"),
 *   and the parcel's last day, day 30 after the trade in the edition's date format; beside them at
 *   1366 px the trade's summary; how the offer's days and the parcel's days relate;
 * - the offer page and the confirmation e-mail carry the same explanation;
 * - the tracking page at 390 px: its timeline, and the devices table as stacked rows, nothing
 *   wider than the viewport.
 * axe on each page; SCREENSHOT_DIR=… takes each page at 390 and 1366 px.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { pathFor } from "../../core/editions/index.ts";
import { formatMessage } from "../../core/shared/index.ts";
import { OFFER_VALIDITY_DAYS } from "../../core/offer/index.ts";
import { SHIPPING_DEADLINE_DAYS } from "../../core/trade/index.ts";
import { apiOffer, placeApiTrade } from "./api-trade.ts";
import { expect, expectAccessible, hostUrl, PORT, test, uiMessages } from "./fixtures.ts";
import { mailsTo } from "./mails.ts";
import { screenshots } from "./screenshots.ts";

const EDITIONS = ["de", "fr"] as const;
type Edition = (typeof EDITIONS)[number];
const LOCALE: Record<Edition, string> = { de: "de-DE", fr: "fr-FR" };
/** The editions' business time zones, whose calendar days the deadline counts (core/editions/time-zone.ts). */
const ZONE: Record<Edition, string> = { de: "Europe/Berlin", fr: "Europe/Paris" };

const text = (edition: Edition, key: string, vars?: Record<string, string | number>) =>
  formatMessage(LOCALE[edition], uiMessages(edition)[key]!, vars);

/**
 * Day 30 after the trade's day in the edition's zone, as the edition writes a date (dd.mm.yy in
 * Germany, dd/mm/yy in France), worked out here from the trade's creation and the constant.
 */
function parcelLastDay(edition: Edition, createdAt: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE[edition], year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date(createdAt))
    .split("-")
    .map(Number);
  const last = new Date(Date.UTC(parts[0]!, parts[1]! - 1, parts[2]! + SHIPPING_DEADLINE_DAYS));
  const [y, m, d] = [last.getUTCFullYear() % 100, last.getUTCMonth() + 1, last.getUTCDate()].map((n) => String(n).padStart(2, "0"));
  return edition === "de" ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** The trade as its tracking token shows it through the API: its creation time and device name. */
async function tradeRead(request: APIRequestContext, edition: Edition, tradeNumber: string, token: string) {
  const res = await request.get(`http://127.0.0.1:${PORT}/api/trade/trades/${tradeNumber}?token=${encodeURIComponent(token)}`, {
    headers: { host: `${edition}.localhost:${PORT}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { createdAt: string; lines: { deviceName: string }[] };
}

/** The explanation's paragraphs as the edition words them, every figure from its constant. */
const explanation = (edition: Edition) => [
  text(edition, "afterSale.deadlines.offer", { offerDays: OFFER_VALIDITY_DAYS }),
  text(edition, "afterSale.deadlines.parcel", { parcelDays: SHIPPING_DEADLINE_DAYS }),
];

async function expectExplanation(page: Page, edition: Edition) {
  const box = page.getByTestId("deadlines-explained");
  await expect(box.getByRole("heading")).toHaveText(text(edition, "afterSale.deadlines.title"));
  for (const paragraph of explanation(edition)) await expect(box).toContainText(paragraph);
}

for (const edition of EDITIONS) {
  test(`${edition}: the thank-you page lists the steps with the parcel's last day; offer page and mail say the same`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const trade = await placeApiTrade(request, { edition });
    const read = await tradeRead(request, edition, trade.tradeNumber, trade.trackingToken);
    const deadline = parcelLastDay(edition, read.createdAt);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(
      hostUrl(`${edition}.localhost`, `${pathFor(edition, "thankYou")}?trade=${trade.tradeNumber}&token=${trade.trackingToken}`),
    );
    const steps = page.getByTestId("next-steps");
    // an iPhone: "Find My" off first, named by the device
    await expect(page.getByTestId("reset-step")).toHaveCount(1);
    await expect(page.getByTestId("reset-step")).toHaveText(
      text(edition, "afterSale.reset.apple", { names: read.lines[0]!.deviceName, count: 1 }),
    );
    await expect(steps.locator("li").first()).toHaveAttribute("data-testid", "reset-step");
    // the parcel's last day: day 30 after the trade, in the edition's date format
    await expect(page.getByTestId("hand-in-step")).toContainText(
      text(edition, "afterSale.handIn", { deadline, days: SHIPPING_DEADLINE_DAYS }),
    );
    await expect(page.getByTestId("hand-in-step")).toContainText(deadline);
    await expectExplanation(page, edition);
    // the width used: the trade's summary beside the steps
    const main = (await page.locator(".after-sale__main").boundingBox())!;
    const side = (await page.locator(".after-sale__side").boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(main.x + main.width);
    expect(side.y).toBeLessThan(main.y + main.height);
    await expectAccessible(page, "thank-you with steps");
    await screenshots(page, `after-sale-thank-you-${edition}`);

    // the confirmation mail: the same steps and explanation
    await expect.poll(() => mailsTo(trade.email).length, { message: "confirmation mail" }).toBeGreaterThan(0);
    const mail = mailsTo(trade.email).at(-1)!;
    expect(mail).toContain(text(edition, "afterSale.handIn", { deadline, days: SHIPPING_DEADLINE_DAYS }));
    expect(mail).toContain(text(edition, "afterSale.deadlines.title"));
    for (const paragraph of explanation(edition)) expect(mail).toContain(paragraph);

    // the offer page: the same explanation under the breakdown
    const offer = await apiOffer(request, { edition });
    await page.goto(hostUrl(`${edition}.localhost`, `${pathFor(edition, "pdp", { pdp: "apple-iphone-15-128gb" })}?offer=${offer.offerId}`));
    await expect(page.locator("[data-offer-price]")).toBeVisible();
    await expectExplanation(page, edition);
    await expectAccessible(page, "offer with the deadlines explained");
    await screenshots(page, `after-sale-offer-${edition}`);
  });

  test(`${edition}: the tracking page at 390 px shows the timeline and the devices as stacked rows, nothing cut off`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const trade = await placeApiTrade(request, { edition, devices: 2 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(
      hostUrl(
        `${edition}.localhost`,
        `${pathFor(edition, "tradeTracking", { tradeNumber: trade.tradeNumber })}?token=${trade.trackingToken}`,
      ),
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText(trade.tradeNumber);
    await expect(page.getByTestId("timeline")).toBeVisible();
    await expect(page.getByTestId("timeline").locator("li")).not.toHaveCount(0);
    const table = page.getByRole("table", { name: uiMessages(edition)["tracking.devices"] });
    await expect(table.locator("tbody tr")).toHaveCount(2);
    // no sideways scroll, every cell inside the viewport, each value with its label
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const cells = await table.locator("td").evaluateAll((tds) =>
      tds.map((td) => {
        const r = td.getBoundingClientRect();
        return { left: r.left, right: r.right, label: getComputedStyle(td, "::before").content };
      }),
    );
    expect(cells.length).toBe(10);
    for (const cell of cells) {
      expect(cell.left).toBeGreaterThanOrEqual(0);
      expect(cell.right).toBeLessThanOrEqual(390);
    }
    // the device's name heads its block; the other four values carry their column's name
    expect(cells.filter((c) => c.label !== "none").map((c) => c.label)).toContain(`"${uiMessages(edition)["checkout.cart.lineTotal"]}"`);
    await expectAccessible(page, "tracking at 390 px");
    await screenshots(page, `after-sale-tracking-${edition}`);
  });
}

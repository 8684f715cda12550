/**
 * Content pages and the contact page without hydration (decision 0051): only the content-page
 * island, no React or router chunk, in de, fr and it; the privacy page's withdrawal stores the
 * refusal with scripts; the contact form is sent once however often it is submitted. axe on each
 * page.
 */
import { CONTENT_SLUGS, pathFor, type EditionId } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, scriptsOf, test } from "./fixtures.ts";

/** Chunks of the hydrated pages (React, router, shared modules, route modules): never on an island page. */
const HYDRATION_CHUNK = /\/assets\/(entry\.client|react|shared|components|jsx-runtime|root|content|contact|manifest|rolldown-runtime)[-.]/;
const ISLAND = /\/assets\/island-content-page-[\w-]+\.js$/;

const editions: EditionId[] = ["de", "fr", "it"];

test.describe("content and contact pages without hydration (decision 0051)", () => {
  for (const edition of editions) {
    test(`${edition}: imprint, FAQ, privacy and contact load only the content-page island`, async ({ page }) => {
      const scripts = scriptsOf(page);
      const slugs = CONTENT_SLUGS[edition];
      for (const path of [
        pathFor(edition, "content", { slug: slugs.imprint }),
        pathFor(edition, "content", { slug: slugs.faq }),
        pathFor(edition, "content", { slug: slugs.privacy }),
        pathFor(edition, "contact"),
      ]) {
        scripts.length = 0;
        await page.goto(hostUrl(`${edition}.localhost`, path));
        await page.waitForLoadState("networkidle");
        expect(
          scripts.filter((s) => ISLAND.test(s)),
          path,
        ).toHaveLength(1);
        expect(
          scripts.filter((s) => HYDRATION_CHUNK.test(s)),
          path,
        ).toEqual([]);
        expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterManifest" in window)).toBe(false);
        await expect(page.locator("h1")).toHaveCount(1);
        await expectAccessible(page);
      }
    });
  }

  test.describe("withdrawing on the privacy page", () => {
    test.use({ consent: "true" });

    test("de: the refusal is stored at once and the personalisation cookie is gone", async ({ page, context }) => {
      await context.addCookies([{ name: "personalisation", value: "lastCategory%3Asmartphones", url: hostUrl("de.localhost") }]);
      await page.goto(hostUrl("de.localhost", "/content/datenschutz#cookie-settings"));
      const section = page.getByRole("region", { name: "Cookie-Einstellungen" });
      await section.getByRole("button").click();
      await expect(section.getByRole("status")).toBeVisible();
      await expect.poll(() => page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
      expect((await context.cookies()).map((c) => c.name)).not.toContain("personalisation");
      await expectAccessible(page, "consent withdrawn");
    });
  });

  test("de: the contact form is sent once, however often it is submitted", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/kontakt"));
    let posts = 0;
    page.on("request", (req) => {
      if (req.method() === "POST") posts++;
    });
    await page.getByLabel("Betreff").selectOption("paymentQuestions");
    await page.getByLabel("Ihr Name").fill("Max Muster");
    await page.getByLabel("E-Mail-Adresse").fill("max@example.com");
    await page.getByLabel("Ihre Nachricht").fill(`Zweimal abgeschickt ${Date.now()}`);
    // two submits in one task: the second is dropped before the first answer arrives
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>("form[data-submit-once]")!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page).toHaveURL(/\/kontakt\?sent=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Vielen Dank" })).toBeVisible();
    expect(posts).toBe(1);
  });

  // no shop page hydrates any more (the checkout since decision 0132: tests/e2e/checkout-island.spec.ts; the
  // account pages since decision 0133); a client navigation into an island page is a document load
  // (app/lib/document-load.ts) wherever a hydrated page remains
});

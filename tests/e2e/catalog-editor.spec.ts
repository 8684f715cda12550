/**
 * The catalog editor in a browser (issue 14, decision 0039): the development catalog user creates
 * a device through the form (a bad slug first: the error summary), gives it a German name, hides
 * another device (made through the API), and the German shop shows the new name on the device
 * page and in search, and no longer finds the hidden device (its page answers 404). A form also
 * works without JavaScript (errors, and what was typed, come back). Test devices
 * of their own, so other specs on the same server never meet a renamed or hidden seed device.
 * axe on every catalog page; screenshots at 1366 and 390 px.
 */
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { pathFor } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";

const BO = "backoffice.localhost";
const SHOTS = "test-results/catalog-editor";
const EMAIL = "catalog@staff.sellback.test";
const PASSWORD = "dev-catalog-password";

const shoot = shooterFor(SHOTS);

/** The catalog API as the development catalog user (Node side, back-office Host). */
async function catalogApi(request: APIRequestContext) {
  const host = { host: `${BO}:${PORT}` };
  const login = await request.post(`http://127.0.0.1:${PORT}/api/backoffice/auth/login`, {
    headers: host,
    data: { email: EMAIL, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { ...host, authorization: `Bearer ${accessToken}` };
  return {
    get: async (path: string) => (await request.get(`http://127.0.0.1:${PORT}/api/backoffice/catalog${path}`, { headers })).json(),
    post: (path: string, data: unknown) => request.post(`http://127.0.0.1:${PORT}/api/backoffice/catalog${path}`, { headers, data }),
  };
}

/** Six random letters: names and slugs of this run's devices that no other run shares. */
const letterSuffix = () =>
  Math.random()
    .toString(36)
    .slice(2, 8)
    .replace(/[^a-z]/g, "x");

const searchUrl = (host: string, edition: "de" | "en", q: string) =>
  hostUrl(host, `${pathFor(edition, "search")}?q=${encodeURIComponent(q)}`);

test.describe("catalog editor", () => {
  test.use({ allowStatuses: [404, 422] });

  test("a catalog user creates and renames a device for the German edition and hides another; the German shop follows at once", async ({
    page,
    request,
    newPage,
  }) => {
    test.setTimeout(180_000);
    const r = letterSuffix();
    const api = await catalogApi(request);
    const { series } = (await api.get("/series?category=cameras")) as { series: { id: string; name: string; manufacturer: string }[] };
    const home = series[0]!;
    const hiddenSlug = `testkamera-versteck-${r}`;
    const made = await api.post("/devices", {
      name: `${home.manufacturer} Testkamera Versteck ${r}`,
      model: `Testkamera Versteck ${r}`,
      slug: hiddenSlug,
      seriesId: home.id,
      releaseYear: 2000,
      releaseMonth: 1,
      searchTerms: [`hid${r}`],
    });
    expect(made.status()).toBe(201);
    const hiddenId = ((await made.json()) as { id: number }).id;

    // before: the shop finds the device that will be hidden
    await page.goto(searchUrl("de.localhost", "de", `hid${r}`));
    await expect(page.locator(".device-card__name")).toHaveText([`${home.manufacturer} Testkamera Versteck ${r}`]);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(hostUrl(BO, "/login"));
    await page.locator("#email").fill(EMAIL);
    await page.locator("#password").fill(PASSWORD);
    await page.locator("#password").press("Enter");
    await expect(page).toHaveURL(/\/trades$/);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Catalog", exact: true }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Catalog" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "catalog");

    // a new device through the form: a bad slug first
    await page.getByRole("navigation", { name: "Catalog" }).getByRole("link", { name: "New device" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New device" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Series").selectOption(home.id);
    await page.getByLabel("Name", { exact: true }).fill(`${home.manufacturer} Testkamera ${r}`);
    await page.getByLabel("Model").fill(`Testkamera ${r}`);
    await page.getByLabel("Slug (web address)").fill("Test Kamera!");
    await page.getByLabel("Release year").fill("2000");
    await page.getByLabel("Release month").fill("2");
    await page.getByLabel("Extra search terms").fill(`ren${r}`);
    await page.getByRole("button", { name: "Create" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("There is a problem");
    await expect(summary.getByRole("link")).toHaveText([
      "Slug (web address): Use lower-case letters, digits and single hyphens (for example apple-iphone-15-128gb).",
    ]);
    await expect(page.getByLabel("Slug (web address)")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "errors");
    await shoot(page, "device-new-errors");
    await page.getByLabel("Slug (web address)").fill(`testkamera-${r}`);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(/\/catalog\/devices\/\d+\?saved=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    // its name in the German edition
    await page.getByLabel("Name in Germany (de)").fill(`${home.manufacturer} Testkamera Nachtblau ${r}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    await expect(page.getByLabel("Name in Germany (de)")).toHaveValue(`${home.manufacturer} Testkamera Nachtblau ${r}`);
    await expect(page.getByRole("link", { name: "Prices of this device" })).toHaveAttribute("href", /\/prices\/devices\/\d+$/);
    await expectAccessible(page);
    await shoot(page, "device-edit");

    // hide the other one, found by its search term
    await page.goto(hostUrl(BO, `/catalog?q=hid${r}`));
    await page.getByRole("link", { name: `${home.manufacturer} Testkamera Versteck ${r}` }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/devices/${hiddenId}$`));
    await page.getByRole("button", { name: "Hide in the shop" }).click();
    await expect(page.getByTestId("visibility")).toHaveText("Hidden");
    await expect(page.getByRole("button", { name: "Show in the shop again" })).toBeVisible();
    await expectAccessible(page, "hidden");
    await page.goto(hostUrl(BO, "/catalog?hidden=only"));
    await expect(page.getByRole("link", { name: `${home.manufacturer} Testkamera Versteck ${r}` })).toBeVisible();

    // the other catalog pages
    for (const [path, name] of [
      ["/catalog/questions?category=cameras", "questions"],
      ["/catalog/manufacturers", "manufacturers"],
      [`/catalog/series/${home.id}`, "series"],
      ["/catalog/categories/cameras", "category"],
      ["/catalog/series/new", "series-new"],
    ] as const) {
      await page.goto(hostUrl(BO, path));
      await expect(page.locator("h1")).toBeVisible();
      await expectAccessible(page);
      await shoot(page, name);
    }
    await page.goto(hostUrl(BO, "/catalog/questions?category=cameras&edition=de"));
    await expectAccessible(page, "de texts");

    // without JavaScript: the form posts, the error summary shows, and what was typed stays
    const plain = await newPage({ javaScriptEnabled: false });
    await plain.goto(hostUrl(BO, "/login"));
    await plain.locator("#email").fill(EMAIL);
    await plain.locator("#password").fill(PASSWORD);
    await plain.locator("#password").press("Enter");
    await expect(plain).toHaveURL(/\/trades$/);
    await plain.goto(hostUrl(BO, `/catalog/devices/${hiddenId}`));
    await plain.getByLabel("Model").fill("");
    await plain.getByLabel("Name in Austria (at)").fill(`Testkamera Österreich ${r}`);
    await plain.getByRole("button", { name: "Save", exact: true }).click();
    await expect(plain.getByRole("alert")).toContainText("Model: Enter the model.");
    await expect(plain.getByLabel("Name in Austria (at)")).toHaveValue(`Testkamera Österreich ${r}`);
    await expect(plain.getByLabel("Model")).toHaveValue("");
    await plain.getByLabel("Model").fill(`Testkamera Versteck ${r}`);
    await plain.getByRole("button", { name: "Save", exact: true }).click();
    await expect(plain.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    await expect(plain.getByLabel("Name in Austria (at)")).toHaveValue(`Testkamera Österreich ${r}`);

    // the German shop: the new name on the device page and in search; the hidden device gone
    await page.goto(hostUrl("de.localhost", pathFor("de", "pdp", { pdp: `testkamera-${r}` })));
    await expect(page.locator("h1")).toContainText(`${home.manufacturer} Testkamera Nachtblau ${r}`);
    await page.goto(searchUrl("de.localhost", "de", `ren${r}`));
    await expect(page.locator(".device-card__name")).toHaveText([`${home.manufacturer} Testkamera Nachtblau ${r}`]);
    await page.goto(searchUrl("localhost", "en", `ren${r}`));
    await expect(page.locator(".device-card__name")).toHaveText([`${home.manufacturer} Testkamera ${r}`]);
    await page.goto(searchUrl("de.localhost", "de", `hid${r}`));
    await expect(page.locator(".device-card__name")).toHaveCount(0);
    const gone = await page.goto(hostUrl("de.localhost", pathFor("de", "pdp", { pdp: hiddenSlug })));
    expect(gone!.status()).toBe(404);
  });
});

test("the editor's device page sets and removes the device's photo (a file that is no picture is refused); the shop shows it, then the drawing again", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const r = letterSuffix();
  const api = await catalogApi(request);
  const { series } = (await api.get("/series?category=monitors")) as { series: { id: string; manufacturer: string }[] };
  const slug = `testmonitor-foto-${r}`;
  const made = await api.post("/devices", {
    name: `${series[0]!.manufacturer} Testmonitor Foto ${r}`,
    model: `Testmonitor Foto ${r}`,
    slug,
    seriesId: series[0]!.id,
    releaseYear: 2020,
    releaseMonth: 5,
    searchTerms: [],
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { id: number }).id;
  const shopPicture = async () => {
    await page.goto(hostUrl("de.localhost", pathFor("de", "pdp", { pdp: slug })));
    return page.locator(".pdp__head img").first().getAttribute("src");
  };
  expect(await shopPicture()).toMatch(/^\/images\/devices\//);

  // nobody without a catalog session: a form post from outside changes nothing
  const outside = await request.post(`http://127.0.0.1:${PORT}/catalog/devices/${id}/photo`, {
    headers: { host: `${BO}:${PORT}`, origin: `http://${BO}:${PORT}` },
    multipart: { intent: "remove" },
    maxRedirects: 0,
  });
  expect(outside.status()).not.toBe(200);
  expect([302, 303, 401, 403]).toContain(outside.status());

  await page.goto(hostUrl(BO, "/login"));
  await page.locator("#email").fill(EMAIL);
  await page.locator("#password").fill(PASSWORD);
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/trades$/);
  await page.goto(hostUrl(BO, `/catalog/devices/${id}`));
  const card = page.locator("#device-photo");
  await expect(card).toContainText("No photo yet");
  await expectAccessible(page, "no photo");

  // a file that is no picture: said so, nothing stored
  await card.getByLabel("Photo file").setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture") });
  await card.getByRole("button", { name: "Upload photo" }).click();
  await expect(card.getByRole("alert")).toBeVisible();
  await expect(card.getByTestId("device-photo")).toHaveCount(0);

  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#1d6b8a" } })
    .jpeg()
    .toBuffer();
  await card.getByLabel("Photo file").setInputFiles({ name: "monitor.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await card.getByRole("button", { name: "Upload photo" }).click();
  await expect(card.getByRole("status")).toContainText("The photo is saved");
  await expect(card.getByTestId("device-photo")).toHaveAttribute(
    "src",
    new RegExp(`^/images/photos/catalog/devices/${id}/[0-9a-f]{16}-\\d+\\.webp$`),
  );
  await expect.poll(() => card.getByTestId("device-photo").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page, "with photo");
  expect(await shopPicture()).toMatch(new RegExp(`^/images/photos/catalog/devices/${id}/`));

  await page.goto(hostUrl(BO, `/catalog/devices/${id}`));
  await page.locator("#device-photo").getByRole("button", { name: "Remove photo" }).click();
  await expect(page.locator("#device-photo").getByRole("status")).toContainText("The photo is removed");
  await expect(page.locator("#device-photo").getByTestId("device-photo")).toHaveCount(0);
  expect(await shopPicture()).toMatch(/^\/images\/devices\//);
});

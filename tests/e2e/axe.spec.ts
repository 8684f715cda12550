/**
 * The axe runner every browser test uses (tests/e2e/axe.ts, decision 0141) finds what axe finds: a
 * violation in the page and one inside a frame of another origin (the widget's case), and nothing
 * on a clean page. The pages are served by the browser context itself (no shop involved).
 */
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const page = (title: string, main: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${main}</main></body></html>`;

test("the axe runner reports violations in the page and in a frame of another origin, none on a clean page", async ({ browser }) => {
  const context = await browser.newContext();
  await context.route("http://top.test/", (r) =>
    r.fulfill({
      contentType: "text/html",
      body: page("Top", '<button></button><iframe title="Frame" src="http://framed.test/"></iframe>'),
    }),
  );
  await context.route("http://framed.test/", (r) => r.fulfill({ contentType: "text/html", body: page("Framed", '<img src="data:,">') }));
  await context.route("http://clean.test/", (r) => r.fulfill({ contentType: "text/html", body: page("Clean", "<p>Nothing to find.</p>") }));
  const tab = await context.newPage();

  await tab.goto("http://top.test/");
  await expect(tab.frameLocator("iframe").locator("img")).toBeAttached();
  const found = (await axeViolations(tab)).map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" > ")).join(", ")}`);
  expect(found).toContain("button-name button");
  expect(found).toContain("image-alt iframe > img");

  await tab.goto("http://clean.test/");
  expect(await axeViolations(tab)).toEqual([]);
  await context.close();
});

/**
 * The offer limit on the device page (issue 27 item 4, decision 0068): after the address's offers
 * through the API, the condition form answers 429, keeps the answers and says why above the
 * questions. The count's window is ten minutes of the server's clock, so this file starts a server
 * of its own (a fresh data folder, the same build) whose clock starts a minute into a window
 * (CLOCK_FILE): the test never crosses into the next one.
 */
import { OFFER_LIMITS } from "../../core/offer/index.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { answerQuestions } from "./sell-steps.ts";

const DEVICE = "/produkte/apple-iphone-15-128gb";
let own: OwnServer;
const url = (p = "/") => own.url(p);

test.use({ consent: "true", allowStatuses: [429] });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // a minute into a ten-minute window of the server's clock (it runs on from there)
  const windowMs = OFFER_LIMITS.perAddress.windowSeconds * 1000;
  own = await startOwnServer("offer-limit", { at: new Date(Math.floor(Date.now() / windowMs) * windowMs + 60_000) });
});

test.afterAll(() => own?.stop());

test("de: over the offer limit the device page keeps the answers and says why (429)", async ({ page, request }) => {
  await page.goto(url(DEVICE));
  // the page's device and the first answer to each of its questions, as the API takes them
  const viewItem = JSON.parse((await page.locator("[data-view-item]").getAttribute("data-view-item"))!) as { items: { item_id: string }[] };
  const device = Number(viewItem.items[0]!.item_id);
  const answers = await page.locator("form[data-offer-form] fieldset.question").evaluateAll((sets) =>
    sets.map((set) => {
      const radio = set.querySelector<HTMLInputElement>('input[type="radio"]')!;
      return { questionId: Number(radio.name.slice(1)), answerId: Number(radio.value) };
    }),
  );
  expect(answers.length).toBeGreaterThan(0);
  // the address's offers through the API from the test's Node side (127.0.0.1 with the edition's
  // Host; the same X-Forwarded-For as the page's)
  const offerBody = { deviceId: device, answers };
  for (let i = 0; i < OFFER_LIMITS.perAddress.perWindow; i++) {
    const res = await request.post(own.url("/api/trade/offers", "127.0.0.1"), {
      headers: { host: `de.localhost:${own.port}` },
      data: offerBody,
    });
    expect(res.status()).toBe(201);
  }
  await answerQuestions(page);
  const posted = page.waitForResponse((res) => res.request().method() === "POST" && new URL(res.url()).pathname === DEVICE);
  await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
  const answer = await posted;
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page.locator("#offer-form-error")).toHaveText(/Zu viele Angebote in kurzer Zeit/);
  await expect(page).not.toHaveURL(/\?offer=/);
  // the answers are kept: every question's first answer is still chosen
  for (const a of answers) await expect(page.locator(`input[name="q${a.questionId}"][value="${a.answerId}"]`)).toBeChecked();
  await expectAccessible(page, "offer limit");
});

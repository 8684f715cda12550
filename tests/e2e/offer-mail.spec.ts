/**
 * "Send me this offer" (issue 34, decision 0127) on a server of this file's own whose clock the
 * test moves (CLOCK_FILE) and whose job worker polls every 250 ms. A first offer is mailed through
 * the API with the reminder ticked, and its mail's "no reminder" link withdraws it on the link's
 * page. A second offer is made on the device page and kept by mail with the form below it (an
 * address refused first, then sent with the reminder ticked). The clock moves to two days before
 * the offers run out: the job sends the second offer's reminder, and none for the withdrawn one
 * (its row is due first, so it was decided before the reminder that is waited for). The links'
 * pages then say what happened; an unknown link is a 404 page. axe on every page; screenshots at
 * 1366 and 390 px of the form, its answer and the link's page. Without JavaScript the form posts
 * and the page answers the same.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { REMINDER_DAYS_BEFORE } from "../../core/offer-mail/index.ts";
import { OFFER_VALIDITY_DAYS } from "../../core/offer/index.ts";
import { linksIn, readMails } from "../helpers/mails.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";
import { answerQuestions } from "./sell-steps.ts";

const DEVICE = "/produkte/apple-iphone-15-128gb";
const DAY = 86_400_000;
/** Five minutes into an hour of the machine's clock (the page checks an offer's validity against it too). */
const START = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 5 * 60_000);

test.use({ consent: "true", allowStatuses: [404, 422] });
test.describe.configure({ mode: "serial" });

const shoot = shooterFor("test-results/offer-mail");
let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  own = await startOwnServer("offer-mail", { at: START, env: { JOB_POLL_MS: "250" }, timeoutMs: 240_000 });
});

test.afterAll(() => own?.stop());

const mailsTo = (to: string) => readMails(`${own.dataDir}/mail`, to);
const stopLink = (mail: string) => linksIn(mail).find((l) => l.includes("/offer-reminder/stop/"));

/** The device and the first answer to each of its questions, as the API takes them, from the device page. */
async function deviceAnswers(page: Page) {
  const viewItem = JSON.parse((await page.locator("[data-view-item]").getAttribute("data-view-item"))!) as { items: { item_id: string }[] };
  const answers = await page.locator("form[data-offer-form] fieldset.question").evaluateAll((sets) =>
    sets.map((set) => {
      const radio = set.querySelector<HTMLInputElement>('input[type="radio"]')!;
      return { questionId: Number(radio.name.slice(1)), answerId: Number(radio.value) };
    }),
  );
  return { deviceId: Number(viewItem.items[0]!.item_id), answers };
}

/** A POST to this server's API as the de shop's client (from the test's Node side). */
const postApi = (request: APIRequestContext, pathname: string, data: unknown) =>
  request.post(own.url(pathname, "127.0.0.1"), { headers: { host: `de.localhost:${own.port}` }, data });

test("an offer kept by mail, its one reminder two days before it runs out, and the link that withdraws it", async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const withdrawn = "behalten.ohne-erinnerung@example.com";
  const reminded = "behalten@example.com";

  // the first offer, mailed through the API with the reminder ticked
  await page.goto(own.url(DEVICE));
  const made = await postApi(request, "/api/trade/offers", await deviceAnswers(page));
  expect(made.status()).toBe(201);
  const { offerId: firstOffer } = (await made.json()) as { offerId: string };
  const mailed = await postApi(request, "/api/offer-mails", { offerId: firstOffer, email: withdrawn, reminder: true });
  expect(mailed.status()).toBe(201);
  expect(mailed.headers()["cache-control"]).toBe("private, no-store");
  const [firstMail] = mailsTo(withdrawn);
  expect(firstMail).toContain("Wir zahlen Ihnen");
  expect(linksIn(firstMail!).some((l) => l.endsWith(`${DEVICE}?offer=${firstOffer}`))).toBe(true);

  // its "no reminder" link: a page with a button (the link alone changes nothing), then the answer
  const link = stopLink(firstMail!)!;
  expect(link).toMatch(new RegExp(`^http://de\\.localhost:${own.port}/offer-reminder/stop/`));
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erinnerung an Ihr Angebot");
  await expect(page.locator(".lead")).toContainText("Apple iPhone 15");
  await expectAccessible(page, "offer reminder: withdraw");
  await shoot(page, "reminder-stop");
  await page.getByRole("button", { name: "Keine Erinnerung, bitte" }).click();
  await expect(page.locator(".lead")).toHaveText("Erledigt: Zu diesem Angebot kommt keine Erinnerung.");
  await expect(page.locator("[data-reminder-state]")).toHaveAttribute("data-reminder-state", "withdrawn");
  await shoot(page, "reminder-stopped");

  // the second offer on the device page, kept with the form below it
  await page.goto(own.url(DEVICE));
  await answerQuestions(page);
  await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
  await expect(page).toHaveURL(/\?offer=/);
  const secondOffer = new URL(page.url()).searchParams.get("offer")!;
  const form = page.locator("#offer-mail");
  await expect(form.getByRole("heading", { level: 2 })).toHaveText("Angebot merken");
  const tick = form.getByLabel(`Einmal erinnern: ${REMINDER_DAYS_BEFORE} Tage vor Ablauf des Angebots`);
  await expect(tick).not.toBeChecked();
  await expectAccessible(page, "offer with the offer mail form");
  await shoot(page, "form");
  // a wrong address: 422, the page keeps the offer and says what is wrong
  await form.getByLabel("Ihre E-Mail-Adresse").fill("behalten@");
  await tick.check();
  await form.getByRole("button", { name: "Angebot per E-Mail senden" }).click();
  await expect(form.locator("#offer-mail-email-error")).toHaveText("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  await expect(form.getByLabel("Ihre E-Mail-Adresse")).toHaveValue("behalten@");
  await expect(tick).toBeChecked();
  await expectAccessible(page, "offer mail refused");
  await form.getByLabel("Ihre E-Mail-Adresse").fill(reminded);
  await form.getByRole("button", { name: "Angebot per E-Mail senden" }).click();
  const due = new Date(START.getTime() + (OFFER_VALIDITY_DAYS - REMINDER_DAYS_BEFORE) * DAY);
  await expect(page.getByTestId("offer-mail-sent")).toContainText(`An ${reminded} gesendet.`);
  await expect(page.getByTestId("offer-mail-sent")).toContainText("Wir erinnern Sie einmal, am");
  await expect(page).toHaveURL(new RegExp(`\\?offer=${secondOffer}#offer-mail$`));
  await expectAccessible(page, "offer mail sent");
  await shoot(page, "sent");
  const [secondMail] = mailsTo(reminded);
  expect(secondMail).toContain("Ihre Antworten");
  expect(linksIn(secondMail!).some((l) => l.endsWith(`${DEVICE}?offer=${secondOffer}`))).toBe(true);
  expect(mailsTo(reminded)).toHaveLength(1);

  // two days before the offers run out: the job sends the second offer's reminder, none for the first
  own.setTime(new Date(due.getTime() + 10 * 60_000));
  await expect.poll(() => mailsTo(reminded).length, { timeout: 60_000 }).toBe(2);
  expect(mailsTo(reminded)[1]).toContain("Ihr Angebot für Apple iPhone 15");
  expect(mailsTo(reminded)[1]).toContain("Um diese Erinnerung haben Sie gebeten");
  expect(mailsTo(withdrawn)).toHaveLength(1);

  // the links' pages say what happened
  await page.goto(stopLink(secondMail!)!);
  await expect(page.locator("[data-reminder-state]")).toHaveAttribute("data-reminder-state", "sent");
  await expect(page.locator(".lead")).toHaveText("Die Erinnerung zu diesem Angebot wurde schon gesendet. Eine weitere kommt nicht.");
  await expectAccessible(page, "offer reminder already sent");
  await page.goto(link);
  await expect(page.locator("[data-reminder-state]")).toHaveAttribute("data-reminder-state", "withdrawn");
  const unknown = await page.goto(own.url(`/offer-reminder/stop/${"A".repeat(43)}`));
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId("offer-reminder-unknown")).toContainText("Dieser Link ist unbekannt");
  await expectAccessible(page, "offer reminder: unknown link");
});

test("without JavaScript the form below an offer posts and the page answers with the offer still shown", async ({
  page,
  request,
  newPage,
}) => {
  await page.goto(own.url(DEVICE));
  const made = await postApi(request, "/api/trade/offers", await deviceAnswers(page));
  expect(made.status()).toBe(201);
  const { offerId } = (await made.json()) as { offerId: string };
  const plain = await newPage({ javaScriptEnabled: false });
  await plain.goto(own.url(`${DEVICE}?offer=${offerId}`));
  const form = plain.locator("#offer-mail");
  await form.getByLabel("Ihre E-Mail-Adresse").fill("ohne.skript@example.com");
  await form.getByRole("button", { name: "Angebot per E-Mail senden" }).click();
  await expect(plain.getByTestId("offer-mail-sent")).toHaveText(/^An ohne\.skript@example\.com gesendet\./);
  await expect(plain.locator(`[data-offer="${offerId}"]`)).toBeVisible();
  expect(mailsTo("ohne.skript@example.com")).toHaveLength(1);
});

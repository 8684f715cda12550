/**
 * The seller's self-test beside the inspector's finding on the clarification page (decision 0125),
 * on PGlite and PostgreSQL, through the real flow: an offer made with a signed self-test (touch,
 * both cameras, microphone, speaker passed) and one without, one trade, received and inspected
 * through the back-office API with the function question found `function_defective` for both (and
 * the display found deeply scratched on the self-tested one), the inspection completed so the
 * clarification opens; then the page's loader as React Router calls it and its view rendered with
 * the page's strings: the self-tested device shows "your self-test passed … our inspector found …"
 * per question the checks bear on, the other device no self-test section at all; the same in the
 * quick-answer view.
 */
import { sql } from "drizzle-orm";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { deviceById } from "../../../core/catalog/index.server.ts";
import type { QuestionView } from "../../../core/catalog/index.ts";
import { formatDate } from "../../../core/editions/index.ts";
import { rows } from "../../../core/shared/index.server.ts";
import { compiledMessagesFor } from "../../../core/shared/index.server.ts";
import { pageContext, type PageContext } from "../../../server/http/page-context.server.ts";
import { describeEachDatabase, type TestContext } from "../../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../../tests/helpers/staff.ts";
import { placeTestTrade, topSmartphone, uniqueClientAddress } from "../../../tests/helpers/trades.ts";
import { I18nProvider } from "../../i18n/i18n.tsx";
import { messagesForPage } from "../../i18n/message-scopes.ts";
import { selfTestsBesideFindings } from "./clarification-self-test.server.ts";
import { ClarificationDevices, QuickAnswer } from "./clarification-view.tsx";
import { loader } from "./clarification.tsx";

const host = "de.localhost";
const iphone = { screenWidth: 393, screenHeight: 852, pixelRatio: 3, platform: "iPhone", touchPoints: 5 };
/** Touch, both cameras, microphone and speaker (and the colour fields) passed; vibration skipped, motion unsupported. */
const CHECKS = [
  { id: "touch", status: "passed" },
  { id: "pixels", status: "passed" },
  { id: "frontCamera", status: "passed" },
  { id: "backCamera", status: "passed" },
  { id: "microphone", status: "passed" },
  { id: "speaker", status: "passed" },
  { id: "vibration", status: "skipped" },
  { id: "motion", status: "unsupported" },
];
const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };
const DEFECT = "Das Gerät hat einen Defekt: Nicht alle Funktionen arbeiten.";
const SCRATCHES = "Das Display hat tiefe Kratzer.";
const FUNCTION_Q = "Lässt sich das Gerät einschalten und funktioniert es einwandfrei?";
const DISPLAY_Q = "In welchem Zustand ist das Display?";
const LIMITS =
  "Ein Browser kann nicht nachweisen, auf welchem Gerät ein Selbsttest lief. Deshalb hat unser Prüfer das Gerät selbst untersucht.";

/** A Luhn-valid IMEI from 14 digits. */
function imei(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(first14[13 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${first14}${(10 - (sum % 10)) % 10}`;
}

const answersFor = (questions: QuestionView[], override: Record<string, string> = {}) =>
  questions.map((q) => ({
    questionId: q.id,
    answerId: override[q.code] ? q.answers.find((a) => a.code === override[q.code])!.id : q.answers[0]!.id,
  }));

/** The visible text of an HTML fragment (tags dropped, React's escapes undone, spaces collapsed). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Each device's article of the rendered page, by its heading (the device's name). */
function articles(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of html.split('data-testid="clarification-device"').slice(1)) {
    const article = part.slice(0, part.indexOf("</article>"));
    out.set(textOf(/<h2[^>]*>(.*?)<\/h2>/.exec(article)![1]!), article);
  }
  return out;
}

/** The self-test section of a device's markup: its list items' texts and its closing line; null when there is none. */
function selfTestSection(markup: string): { heading: string; items: string[]; limits: string } | null {
  const count = markup.split('data-testid="clarification-self-test"').length - 1;
  if (count === 0) return null;
  expect(count).toBe(1);
  const start = markup.indexOf('data-testid="clarification-self-test"');
  const section = markup.slice(start, markup.indexOf("</section>", start));
  return {
    heading: textOf(/<h4[^>]*>(.*?)<\/h4>/.exec(section)![1]!),
    items: [...section.matchAll(/<li>(.*?)<\/li>/g)].map((m) => textOf(m[1]!)),
    limits: textOf(/<p>(.*?)<\/p>/.exec(section)![1]!),
  };
}

interface LoaderData {
  page: string;
  clarification: Parameters<typeof selfTestsBesideFindings>[1];
  selfTests: Awaited<ReturnType<typeof selfTestsBesideFindings>>;
  quickOfferId: string | null;
  mainPath: string;
  csrf: string;
}

describeEachDatabase("the clarification page shows the seller's self-test beside the findings", (ctx) => {
  let inspector: Record<string, string> = {};

  beforeAll(async () => {
    inspector = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken);
  }, 120_000);

  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(ctx().database.db, query))[0]!;
  const staffPost = (p: string, json?: unknown) =>
    ctx().request(p, { host: BACKOFFICE, headers: inspector, ...(json === undefined ? { method: "POST" } : { json }) });

  /** The page's loader as React Router calls it on the de shop, a guest with the link; its data. */
  async function load(path: string, params: Record<string, string>): Promise<LoaderData> {
    const context = new RouterContextProvider();
    context.set(pageContext, {
      deps: ctx().deps,
      edition: "de",
      mode: "default",
      surface: "shop",
      locale: "de",
      nonce: "n",
      clientKey: uniqueClientAddress(),
    } as PageContext);
    const url = new URL(`http://${host}${path}`);
    const result = (await loader({ context, params, request: new Request(url), url } as never)) as unknown as {
      data: LoaderData;
      init: { status?: number } | null;
    };
    expect(result.init?.status ?? 200).toBe(200);
    return result.data;
  }

  /** The page's view with the loader's data and the clarification page's strings, as the server renders it. */
  async function render(path: string, view: () => ReactNode): Promise<string> {
    const messages = messagesForPage(compiledMessagesFor("de"), ["clarification", "clarificationQuickAnswer"]);
    const Page = () => createElement(I18nProvider, { edition: "de", messages, children: view() });
    const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: [path] });
    await router.navigate(path);
    return renderToStaticMarkup(createElement(RouterProvider, { router }));
  }

  /** A trade of an iPhone 15 offered with the self-test and the dearest smartphone without, both found defective; its open clarification. */
  async function clarified(ctx: TestContext) {
    const [phone] = await rows<{ id: number }>(
      ctx.database.db,
      sql`select id from devices where model like 'iPhone 15 %GB' and not hidden order by id limit 1`,
    );
    const tested = (await deviceById(ctx.database.db, "de", Number(phone!.id), { shop: true }))!;
    const signed = await ctx.request("/api/self-test", {
      host,
      json: { deviceId: tested.id, checks: CHECKS, hardware: iphone },
      clientAddress: uniqueClientAddress(),
    });
    expect(signed.status).toBe(201);
    const { token, result } = (await signed.json()) as { token: string; result: { at: string } };
    const offer = async (json: unknown) => {
      const res = await ctx.request("/api/trade/offers", { host, json, clientAddress: uniqueClientAddress() });
      expect(res.status).toBe(201);
      return ((await res.json()) as { offerId: string }).offerId;
    };
    const withTest = await offer({ deviceId: tested.id, answers: answersFor(tested.questions!), selfTest: token });
    const other = await topSmartphone(ctx);
    expect(other.id).not.toBe(tested.id);
    const withoutTest = await offer({ deviceId: other.id, answers: other.answers });
    const stored = await one<{ with_test: unknown; without_test: unknown }>(
      sql`select (select self_test from offers where id = ${withTest}) as with_test, (select self_test from offers where id = ${withoutTest}) as without_test`,
    );
    expect(stored.with_test).toMatchObject({ deviceId: tested.id, at: result.at });
    expect(stored.without_test).toBeNull();

    const { tradeNumber } = await placeTestTrade(ctx, { offerIds: [withTest, withoutTest] });
    expect((await staffPost(`/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound: 2 })).status).toBe(200);
    const lines = await rows<{ id: number; offer_id: string; device_id: number }>(
      ctx.database.db,
      sql`select l.id, l.offer_id, l.device_id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber} order by l.position`,
    );
    expect(lines.map((l) => l.offer_id)).toEqual([withTest, withoutTest]);
    const inspect = (itemId: number, questions: QuestionView[], override: Record<string, string>, n: string) =>
      staffPost(`/api/backoffice/trades/${tradeNumber}/items/${itemId}/inspection`, {
        answers: answersFor(questions, override),
        imei: imei(`4901542032${n}`),
        erasure: ERASURE,
      });
    const first = await inspect(
      Number(lines[0]!.id),
      tested.questions!,
      { function: "function_defective", display: "display_deep_scratches" },
      "3751",
    );
    expect(first.status).toBe(200);
    expect(((await first.json()) as { differences: { questionCode: string; finding: string }[] }).differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionCode: "function", finding: DEFECT }),
        expect.objectContaining({ questionCode: "display", finding: SCRATCHES }),
      ]),
    );
    const second = await inspect(Number(lines[1]!.id), other.questions, { function: "function_defective" }, "3762");
    expect(second.status).toBe(200);
    const done = await staffPost(`/api/backoffice/trades/${tradeNumber}/inspection/complete`);
    expect(done.status).toBe(200);
    const { clarificationId } = (await done.json()) as { clarificationId: string };
    expect(clarificationId).toBeTruthy();
    return { tradeNumber, clarificationId, withTest, withoutTest, at: result.at };
  }

  it("the self-tested device's differing answers name the passed checks and the inspector's finding; the other device has none", async () => {
    ctx().setNow(null);
    const c = await clarified(ctx());
    const path = `/clarification/${c.clarificationId}/${c.tradeNumber}`;
    const data = await load(path, { id: c.clarificationId, trade: c.tradeNumber });
    expect(data.page).toBe("clarification");
    // the devices by the offer they were sold with (itemId is the clarification item's id)
    expect(data.clarification.devices.map((d) => d.oldOffer?.offerId)).toEqual([c.withTest, c.withoutTest]);
    const [testedItem, otherItem] = data.clarification.devices.map((d) => d.itemId) as [number, number];
    expect(testedItem).not.toBe(otherItem);
    // both devices were found with a defect; only the one whose offer carried the self-test gets rows
    for (const d of data.clarification.devices)
      expect(d.findings.answers.map((a) => (a as { finding?: string }).finding)).toContain(DEFECT);

    const checks = ["touch", "frontCamera", "backCamera", "microphone", "speaker"];
    expect(Object.keys(data.selfTests).map(Number)).toEqual([testedItem]);
    const beside = data.selfTests[testedItem]!;
    expect(beside.at).toBe(c.at);
    expect(beside.rows).toHaveLength(2);
    expect(beside.rows).toEqual(
      expect.arrayContaining([
        { question: FUNCTION_Q, found: DEFECT, checks },
        { question: DISPLAY_Q, found: SCRATCHES, checks: ["touch", "pixels"] },
      ]),
    );
    // the helper on the body the page builds gives the same
    expect(await selfTestsBesideFindings(ctx().database.db, data.clarification)).toEqual(data.selfTests);

    // the page as the shop renders it: the section under the self-tested device, none under the other
    const html = await render(path, () =>
      createElement(ClarificationDevices, { clarification: data.clarification, csrf: data.csrf, error: null, selfTests: data.selfTests }),
    );
    const byName = articles(html);
    expect(byName.size).toBe(2);
    const [testedArticle, otherArticle] = data.clarification.devices.map((d) => byName.get(d.deviceName)!);
    expect(testedArticle).toBeDefined();
    expect(otherArticle).toBeDefined();
    expect(selfTestSection(otherArticle!)).toBeNull();
    const section = selfTestSection(testedArticle!)!;
    const date = formatDate(new Date(c.at), "de");
    expect(section.heading).toBe("Ihr Selbsttest");
    expect(section.items).toHaveLength(2);
    expect(section.items).toEqual(
      expect.arrayContaining([
        `${FUNCTION_Q} Ihr Selbsttest am ${date} war erfolgreich: Touchscreen, Frontkamera, Rückkamera, Mikrofon, Lautsprecher. Unser Prüfer hat festgestellt: ${DEFECT}`,
        `${DISPLAY_Q} Ihr Selbsttest am ${date} war erfolgreich: Touchscreen, Bildschirmfarben. Unser Prüfer hat festgestellt: ${SCRATCHES}`,
      ]),
    );
    for (const item of section.items) expect(item).not.toMatch(/Vibration|Bewegungssensoren|clarification\.selfTest/);
    expect(section.limits).toBe(LIMITS);
  });

  it("the quick-answer view shows the section for the self-tested device and not for the other", async () => {
    ctx().setNow(null);
    const c = await clarified(ctx());
    const main = await load(`/clarification/${c.clarificationId}/${c.tradeNumber}`, { id: c.clarificationId, trade: c.tradeNumber });
    expect(main.clarification.devices.map((d) => d.oldOffer?.offerId)).toEqual([c.withTest, c.withoutTest]);
    for (const d of main.clarification.devices) {
      const offerId = d.newOffer!.offerId;
      const path = `/clarificationQuickAnswer/${c.clarificationId}/${c.tradeNumber}/${offerId}`;
      const data = await load(path, { id: c.clarificationId, trade: c.tradeNumber, offerid: offerId });
      expect(data.page).toBe("clarificationQuickAnswer");
      expect(data.quickOfferId).toBe(offerId);
      const html = await render(path, () =>
        createElement(QuickAnswer, {
          clarification: data.clarification,
          offerId,
          csrf: data.csrf,
          mainPath: data.mainPath,
          error: null,
          selfTests: data.selfTests,
        }),
      );
      const section = selfTestSection(html);
      if (d.oldOffer?.offerId === c.withoutTest) expect(section).toBeNull();
      else {
        expect(section!.items).toHaveLength(2);
        expect(section!.items.join("\n")).toContain(
          `${FUNCTION_Q} Ihr Selbsttest am ${formatDate(new Date(c.at), "de")} war erfolgreich: Touchscreen, Frontkamera, Rückkamera, Mikrofon, Lautsprecher. Unser Prüfer hat festgestellt: ${DEFECT}`,
        );
        expect(section!.limits).toBe(LIMITS);
      }
    }
  });
});

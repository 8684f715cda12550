/**
 * Every link in every mail starts with the shop's configured origin (mailOrigin, decision 0018):
 * outside production the edition's local host on PORT, in production the edition's https shop
 * URL. A forged Host port or X-Forwarded-Host never reaches a mail. The production suite also
 * pins what only production does on the API: Secure cookies and HSTS.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { deviceById } from "../../core/catalog/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { registrationBody } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { linksIn, mailsTo } from "../../tests/helpers/mails.ts";

const FORGED = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
let ip = 1;
const freshIp = () => `10.77.${(ip >> 8) & 255}.${ip++ & 255}`;
const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.com`;

/** Sends a trade confirmation, a newsletter confirmation and an activation mail to fresh addresses, each on `host` with forged forwarding headers. */
async function sendEveryMail(ctx: () => TestContext, host: string): Promise<string[]> {
  const request = (p: string, json: unknown, headers: Record<string, string> = {}) =>
    ctx().request(p, { host, json, headers: { ...FORGED, ...headers }, clientAddress: freshIp() });
  const [row] = await rows<{ id: number }>(
    ctx().database.db,
    sql`select d.id from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' where d.category_id = 'smartphones' and not d.generated order by p.base_price_cents desc limit 1`,
  );
  const device = (await deviceById(ctx().database.db, "de", Number(row!.id)))!;
  const answers = device.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
  const offer = await request("/api/trade/offers", { deviceId: device.id, answers });
  expect(offer.status).toBe(201);
  const tradeTo = unique("trade");
  const trade = await request(
    "/api/trade/trades",
    {
      offers: [{ offerId: ((await offer.json()) as { offerId: string }).offerId, quantity: 1 }],
      customer: { email: tradeTo, firstName: "Erika", lastName: "Mustermann", phone: null },
      address: { street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
      payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" },
    },
    { "idempotency-key": `mail-links-${randomBytes(6).toString("hex")}` },
  );
  expect(trade.status).toBe(201);
  const newsletterTo = unique("news");
  expect((await request("/api/newsletter/subscribe", { email: newsletterTo, consent: true })).status).toBe(202);
  const accountTo = unique("konto");
  const registered = await request("/api/account/register", registrationBody(accountTo));
  expect(registered.status).toBeLessThan(300);
  await ctx().deps.mailer.flush();
  const mails = [tradeTo, newsletterTo, accountTo].map((to) => {
    const [mail] = mailsTo(ctx(), to);
    expect(mail, `a mail to ${to}`).toBeDefined();
    return mail!;
  });
  // the mail's own links: the trade page, the label, the newsletter confirmation, the activation
  expect(mails[0]).toMatch(/\/trade\/SB-\d+\?token=/);
  expect(mails[1]).toMatch(/\/newsletter\/confirm\//);
  expect(mails[2]).toMatch(/\/account\?token=/);
  return mails;
}

/** The links that lead into the shop (not the brand's other sites, e.g. the buy shop). */
const shopLinks = (mail: string, origin: string) =>
  linksIn(mail).filter((l) => /\/(trade|api|newsletter|account)\b/.test(new URL(l).pathname) || l.startsWith(origin));

describeEachDatabase("mail links outside production", (ctx) => {
  it("come from the edition's local host on PORT, never from the request's Host port or X-Forwarded-Host", async () => {
    for (const mail of await sendEveryMail(ctx, "de.localhost:9999")) {
      const links = shopLinks(mail, "http://de.localhost:3000");
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^http:\/\/de\.localhost:3000\//);
      expect(mail).not.toContain("evil.example");
      expect(mail).not.toContain(":9999");
    }
  });
});

describeEachDatabase(
  "production configuration (API)",
  (ctx) => {
    it("mail links come from the edition's https shop URL, whatever Host the request named", async () => {
      for (const host of ["de.localhost:9999", "www.sellback.de"]) {
        for (const mail of await sendEveryMail(ctx, host)) {
          const links = shopLinks(mail, "https://www.sellback.de");
          expect(links.length).toBeGreaterThan(0);
          for (const link of links) expect(link).toMatch(/^https:\/\/www\.sellback\.de\//);
          expect(mail).not.toMatch(/http:\/\/|localhost|evil\.example/);
        }
      }
    });

    it("sends HSTS on every answer, and cookies only over HTTPS", async () => {
      const health = await ctx().request("/api/health", { host: "sellback.de" });
      expect(health.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
      const id = await ctx().request("/api/client-id", { host: "sellback.de", clientAddress: freshIp() });
      expect(id.status).toBe(200);
      const cookies = id.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(;|$)/);
      const missing = await ctx().request("/api/no-such-thing", { host: "sellback.de" });
      expect(missing.headers.get("strict-transport-security")).toMatch(/^max-age=63072000/);
    });
  },
  { env: { NODE_ENV: "production", DATABASE_URL: "postgres://settings-check-only/x", SESSION_SECRET: "p".repeat(48) } },
);

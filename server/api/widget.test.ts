/**
 * The b2bWidget's server side (decision 0045) on PGlite and PostgreSQL: frame-ancestors per partner
 * key (registered origins only; unknown, inactive or foreign-kind key → an explanation nobody may
 * frame), the key carried through links, forms and redirects, the partner recorded on offers and
 * trades only from a looked-up key (a partner id sent by the client is ignored), and the demo page
 * only on the demo hosts.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { announceChange } from "../../core/changes/index.ts";
import { editions } from "../../core/editions/index.ts";
import { createOffer } from "../../core/offer/index.server.ts";
import { rows, translator } from "../../core/shared/index.server.ts";
import { partners } from "../../db/schema/index.ts";
import { deviceById } from "../../core/catalog/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { createApp } from "../app.server.ts";
import { widgetPartnerOf } from "../http/widget-partner.server.ts";

const WIDGET = "b2bwidget.de.localhost";
const ORIGINS = ["http://partner.localhost:4322", "https://shop.example"];

async function addPartner(ctx: TestContext, over: Partial<typeof partners.$inferInsert> = {}) {
  const row = {
    id: randomUUID(),
    key: `k${randomUUID().replaceAll("-", "").slice(0, 23)}`,
    name: "Elektro Test",
    kind: "retail",
    origins: ORIGINS,
    active: true,
    ...over,
  };
  await ctx.database.db.insert(partners).values(row);
  return row;
}

const frameAncestorsOf = (res: Response) => /frame-ancestors ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

/** The app with a stand-in for React Router's pages: a small page, or a redirect for /weiter. */
function appWithPages(ctx: TestContext) {
  return createApp(ctx.deps, {
    pages: async (request) => {
      const url = new URL(request.url);
      if (url.pathname === "/weiter")
        return new Response(null, { status: 303, headers: { location: "/produkte/x?offer=abc#offer-title" } });
      return new Response(
        '<!doctype html><html><body><a href="/kontakt">K</a><form method="post" action="/checkout"></form></body></html>',
        {
          headers: { "content-type": "text/html; charset=utf-8" },
        },
      );
    },
  });
}
const get = (app: ReturnType<typeof createApp>, host: string, path: string) => app.request(`http://${host}${path}`, { headers: { host } });

describeEachDatabase("b2bWidget (decision 0045)", (ctx) => {
  let retail: Awaited<ReturnType<typeof addPartner>>;
  beforeAll(async () => {
    retail = await addPartner(ctx());
  });

  describe("frame-ancestors per partner key", () => {
    it("lists exactly the partner's registered origins on its widget pages", async () => {
      const res = await get(appWithPages(ctx()), WIDGET, `/?partner=${retail.key}`);
      expect(res.status).toBe(200);
      expect(frameAncestorsOf(res)).toBe(ORIGINS.join(" "));
      expect(res.headers.get("x-frame-options")).toBeNull();
    });

    it("lets nobody frame a widget page without a key, or a page of another host with the key", async () => {
      expect(frameAncestorsOf(await get(appWithPages(ctx()), WIDGET, "/"))).toBe("'none'");
      expect(frameAncestorsOf(await get(appWithPages(ctx()), "de.localhost", `/?partner=${retail.key}`))).toBe("'none'");
    });

    it("answers an unknown or malformed key with a short explanation nobody may frame", async () => {
      for (const key of ["unknown-partner-key", "a b", retail.id]) {
        const res = await get(appWithPages(ctx()), WIDGET, `/?partner=${encodeURIComponent(key)}`);
        expect(res.status).toBe(404);
        expect(frameAncestorsOf(res)).toBe("'none'");
        const html = await res.text();
        expect(html).toContain(translator(editions.de.messagesLocale)("widget.unknownPartner.title"));
        expect(html).not.toContain("<script");
      }
    });

    it("refuses an inactive partner once the change is announced (the per-process cache is cleared)", async () => {
      const p = await addPartner(ctx());
      expect(frameAncestorsOf(await get(appWithPages(ctx()), WIDGET, `/?partner=${p.key}`))).toBe(ORIGINS.join(" "));
      await ctx().database.db.update(partners).set({ active: false }).where(eq(partners.id, p.id));
      await announceChange(ctx().database.db, "partners");
      const res = await get(appWithPages(ctx()), WIDGET, `/?partner=${p.key}`);
      expect(res.status).toBe(404);
      expect(frameAncestorsOf(res)).toBe("'none'");
    });

    it("embeds a retail partner on the b2bwidget host only, an agan chain on the aganwidget host only", async () => {
      const agan = await addPartner(ctx(), { kind: "agan", origins: ["https://till.example"] });
      expect((await get(appWithPages(ctx()), WIDGET, `/?partner=${agan.key}`)).status).toBe(404);
      expect((await get(appWithPages(ctx()), "aganwidget.de.localhost", `/?partner=${retail.key}`)).status).toBe(404);
      expect(frameAncestorsOf(await get(appWithPages(ctx()), "aganwidget.de.localhost", `/?partner=${agan.key}`))).toBe(
        "https://till.example",
      );
    });

    it("a partner without origins may be framed by nobody", async () => {
      const p = await addPartner(ctx(), { origins: [] });
      expect(frameAncestorsOf(await get(appWithPages(ctx()), WIDGET, `/?partner=${p.key}`))).toBe("'none'");
    });
  });

  describe("the key rides along", () => {
    it("on every same-origin link and form, and the page loads the frame script with the partner's origins", async () => {
      const html = await (await get(appWithPages(ctx()), WIDGET, `/?partner=${retail.key}`)).text();
      expect(html).toContain(`href="/kontakt?partner=${retail.key}"`);
      expect(html).toContain(`action="/checkout?partner=${retail.key}"`);
      expect(html).toMatch(
        new RegExp(
          `<script src="/widget-frame.js" nonce="[^"]+" data-partner="${retail.key}" data-origins="\\[&#34;http://partner.localhost:4322&#34;,&#34;https://shop.example&#34;\\]"></script></body>`,
        ),
      );
    });

    it("through a same-origin redirect", async () => {
      const res = await get(appWithPages(ctx()), WIDGET, `/weiter?partner=${retail.key}`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/produkte/x?offer=abc&partner=${retail.key}#offer-title`);
    });
  });

  describe("partner recorded", () => {
    it("takes the partner only from an active key of the host's kind", async () => {
      const url = (key: string) => new URL(`http://${WIDGET}/checkout?partner=${encodeURIComponent(key)}`);
      const db = ctx().database.db;
      expect((await widgetPartnerOf(db, "b2bWidget", url(retail.key)))?.id).toBe(retail.id);
      expect(await widgetPartnerOf(db, "default", url(retail.key))).toBeNull();
      expect(await widgetPartnerOf(db, "b2bWidget", url(retail.id))).toBeNull();
      expect(await widgetPartnerOf(db, "b2bWidget", new URL(`http://${WIDGET}/checkout`))).toBeNull();
    });

    it("on the offer (the device page's action passes the looked-up partner's id)", async () => {
      const db = ctx().database.db;
      const [device] = await rows<{ id: number }>(
        db,
        sql`select d.id from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' where d.category_id = 'smartphones' and not d.generated order by p.base_price_cents desc limit 1`,
      );
      const d = (await deviceById(db, "de", Number(device!.id)))!;
      const answers = d.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
      const offer = await createOffer(db, "de", { deviceId: d.id, answers }, new Date(), { partnerId: retail.id });
      const [stored] = await rows<{ partner_id: string | null }>(db, sql`select partner_id from offers where id = ${offer.offerId}`);
      expect(stored!.partner_id).toBe(retail.id);
    });

    it("ignores a partner id the client sends to the API (offer and trade)", async () => {
      const { offerId } = await smartphoneOffer(ctx(), WIDGET);
      const forged = await ctx().request("/api/trade/offers", {
        host: WIDGET,
        json: { deviceId: 1, answers: [], partnerId: retail.id, partner: retail.key },
      });
      expect(forged.status).toBeLessThan(500);
      const res = await ctx().request("/api/trade/trades", {
        host: WIDGET,
        clientAddress: uniqueClientAddress(),
        headers: { "idempotency-key": `forged-${randomUUID()}` },
        json: {
          offers: [{ offerId, quantity: 1 }],
          customer: { email: uniqueTradeEmail("forged"), firstName: "Fritz", lastName: "Fälscher" },
          address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
          payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Fritz Fälscher" },
          partnerId: retail.id,
          partner: retail.key,
        },
      });
      expect(res.status).toBeLessThan(500);
      const [offerRow] = await rows<{ partner_id: string | null }>(
        ctx().database.db,
        sql`select partner_id from offers where id = ${offerId}`,
      );
      expect(offerRow!.partner_id).toBeNull();
      if (res.status === 201) {
        const { tradeNumber } = (await res.json()) as { tradeNumber: string };
        const [t] = await rows<{ partner_id: string | null }>(
          ctx().database.db,
          sql`select partner_id from trades where trade_number = ${tradeNumber}`,
        );
        expect(t!.partner_id).toBeNull();
      }
    });
  });

  describe("demo page", () => {
    it("is served on the demo hosts only, embedding the widget host's script with the demo key", async () => {
      const res = await ctx().request("/dev/widget-demo", { host: "partner.localhost:4322" });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(
        '<script src="http://b2bwidget.de.localhost:4322/embed.js" data-partner="demo-retail-partner" async></script>',
      );
      expect(res.headers.get("content-security-policy")).toContain("frame-src http://b2bwidget.de.localhost:4322");
      expect((await ctx().request("/dev/widget-demo", { host: "partner2.localhost:4322" })).status).toBe(200);
      expect((await ctx().request("/dev/widget-demo", { host: "de.localhost" })).status).toBe(404);
      expect((await ctx().request("/dev/widget-demo", { host: WIDGET })).status).toBe(404);
    });
  });
});

describeEachDatabase(
  "b2bWidget demo page in production",
  (ctx) => {
    it("does not exist", async () => {
      expect((await ctx().request("/dev/widget-demo", { host: "partner.localhost" })).status).toBe(404);
    });
  },
  { env: { NODE_ENV: "production", DATABASE_URL: "postgres://x/y", SESSION_SECRET: "s".repeat(48) } },
);

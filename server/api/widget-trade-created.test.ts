/**
 * Issue 27 item 12 (decision 0071) on PGlite and PostgreSQL: the widget's thank-you page hands the
 * frame script a trade to announce (`data-trade`, posted as `trade_created` to the partner's page)
 * only with the checkout's proof: made for this trade number and this partner, less than 15
 * minutes old (the app clock). A bare `?trade=`, another trade's or another partner's proof, an
 * expired or altered one: the page marks itself as the thank-you page and announces nothing.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { TRADE_CREATED_PARAM, TRADE_CREATED_SECONDS, tradeCreatedProof } from "../../core/widget/index.server.ts";
import { partners } from "../../db/schema/index.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { createApp } from "../app.server.ts";

const WIDGET = "b2bwidget.de.localhost";

async function addPartner(ctx: TestContext) {
  const row = {
    id: randomUUID(),
    key: `k${randomUUID().replaceAll("-", "").slice(0, 23)}`,
    name: "Elektro Test",
    kind: "retail",
    origins: ["https://shop.example"],
    active: true,
  };
  await ctx.database.db.insert(partners).values(row);
  return row;
}

/** The app with a stand-in for React Router's pages (as server/api/widget.test.ts does). */
const appWithPages = (ctx: TestContext) =>
  createApp(ctx.deps, {
    pages: async () =>
      new Response("<!doctype html><html><body><p>Danke</p></body></html>", { headers: { "content-type": "text/html; charset=utf-8" } }),
  });

/** The frame script's tag on a widget page: what it was told to announce. */
async function frameScript(ctx: TestContext, path: string): Promise<{ thankYou: boolean; trade: string | null }> {
  const res = await appWithPages(ctx).request(`http://${WIDGET}${path}`, { headers: { host: WIDGET } });
  expect(res.status).toBe(200);
  const tag = /<script src="\/widget-frame.js"[^>]*>/.exec(await res.text())?.[0];
  expect(tag).toBeDefined();
  return { thankYou: tag!.includes('data-thank-you="1"'), trade: /data-trade="([^"]*)"/.exec(tag!)?.[1] ?? null };
}

const thankYou = (key: string, trade: string, proof?: string) =>
  `/thankYou?${new URLSearchParams({ trade, token: "t".repeat(43), partner: key, ...(proof === undefined ? {} : { [TRADE_CREATED_PARAM]: proof }) })}`;

describeEachDatabase("the widget's thank-you page announces only a trade its checkout just created (issue 27 item 12)", (ctx) => {
  let partner: Awaited<ReturnType<typeof addPartner>>;
  let other: Awaited<ReturnType<typeof addPartner>>;
  const secret = () => ctx().deps.secrets.sessionSecret;
  const t0 = new Date("2031-10-01T10:00:00Z");
  beforeAll(async () => {
    partner = await addPartner(ctx());
    other = await addPartner(ctx());
  });

  it("announces the trade with the checkout's proof, until 15 minutes are over", async () => {
    const proof = tradeCreatedProof(secret(), partner.id, "SB-1000042", t0);
    try {
      ctx().setNow(t0);
      expect(await frameScript(ctx(), thankYou(partner.key, "SB-1000042", proof))).toEqual({ thankYou: true, trade: "SB-1000042" });
      ctx().setNow(new Date(t0.getTime() + (TRADE_CREATED_SECONDS - 1) * 1000));
      expect((await frameScript(ctx(), thankYou(partner.key, "SB-1000042", proof))).trade).toBe("SB-1000042");
      ctx().setNow(new Date(t0.getTime() + TRADE_CREATED_SECONDS * 1000));
      expect(await frameScript(ctx(), thankYou(partner.key, "SB-1000042", proof))).toEqual({ thankYou: true, trade: null });
    } finally {
      ctx().setNow(null);
    }
  });

  it("announces nothing for a bare number, another trade's or another partner's proof, or an altered one", async () => {
    ctx().setNow(t0);
    try {
      const proof = tradeCreatedProof(secret(), partner.id, "SB-1000042", t0);
      const none = { thankYou: true, trade: null };
      expect(await frameScript(ctx(), thankYou(partner.key, "SB-1000042"))).toEqual(none);
      expect(await frameScript(ctx(), thankYou(partner.key, "SB-1000043", proof))).toEqual(none);
      expect(await frameScript(ctx(), thankYou(other.key, "SB-1000042", proof))).toEqual(none);
      const [expires, mac] = proof.split(".") as [string, string];
      expect(await frameScript(ctx(), thankYou(partner.key, "SB-1000042", `${Number(expires) + 3600}.${mac}`))).toEqual(none);
      expect(
        await frameScript(ctx(), thankYou(partner.key, "SB-1000042", `${expires}.${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`)),
      ).toEqual(none);
      expect(await frameScript(ctx(), thankYou(partner.key, "SB-1000042", ""))).toEqual(none);
      // another server secret's proof
      expect(
        await frameScript(ctx(), thankYou(partner.key, "SB-1000042", tradeCreatedProof("another secret", partner.id, "SB-1000042", t0))),
      ).toEqual(none);
      // the other partner's own proof works in its own frame only
      const otherProof = tradeCreatedProof(secret(), other.id, "SB-1000044", t0);
      expect((await frameScript(ctx(), thankYou(other.key, "SB-1000044", otherProof))).trade).toBe("SB-1000044");
      expect(await frameScript(ctx(), thankYou(partner.key, "SB-1000044", otherProof))).toEqual(none);
    } finally {
      ctx().setNow(null);
    }
  });

  it("marks only the thank-you page", async () => {
    expect(await frameScript(ctx(), `/?partner=${partner.key}&trade=SB-1000042`)).toEqual({ thankYou: false, trade: null });
  });
});

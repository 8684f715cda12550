/**
 * The back office's redirects, content pages and vouchers (issue 14, decision 0040) through the API
 * on PGlite and PostgreSQL: who may call it, the checks (no page shadowed, no open redirect, no
 * loop; content limits; voucher rules), that the shop answers with the change at once, the change
 * signal and the audit entries.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { onChange, type ChangeTopic } from "../../core/changes/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { refreshSeededContent } from "../../db/seed/content.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { bearer, BACKOFFICE, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";

type Json = Record<string, unknown>;
let seq = 0;

describeEachDatabase("back office: redirects, content pages, vouchers", (ctx) => {
  let catalog: string;
  let admin: string;
  const heard: ChangeTopic[] = [];
  let stopListening: () => void = () => {};

  beforeAll(async () => {
    catalog = (await staffTokens(ctx(), await makeStaff(ctx(), ["catalog"]))).accessToken;
    admin = (await staffTokens(ctx(), await makeStaff(ctx(), ["admin"]))).accessToken;
    stopListening = onChange(["redirects", "content", "vouchers"], (topic) => heard.push(topic));
  });
  afterAll(() => stopListening());

  const bo = (path: string, init: { method?: string; json?: unknown; token?: string | null } = {}) =>
    ctx().request(`/api/backoffice${path}`, {
      host: BACKOFFICE,
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      ...(init.json === undefined ? {} : { json: init.json }),
      headers: init.token === null ? {} : bearer(init.token ?? catalog),
    });
  const shop = (path: string, host = "de.localhost") => ctx().request(path, { host, redirect: "manual" });
  const problemFields = async (res: Response) => (await res.json()) as { errors?: { field: string; message: string }[]; chain?: string[] };
  const audit = (action: string, target: string) =>
    rows<{ before: Json | null; after: Json | null; staff_email: string }>(
      ctx().database.db,
      sql`select before, after, staff_email from audit_log where action = ${action} and target = ${target} order by id`,
    );
  const redirectBody = (over: Json = {}) => ({ edition: "de", sourcePath: `/alt-${++seq}`, target: "/kontakt", ...over });

  it("answers 401 without a token and 403 to payout, support and inspector users, on every resource", async () => {
    const payout = (await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken;
    const support = (await staffTokens(ctx(), await makeStaff(ctx(), ["support"]))).accessToken;
    const inspector = (await staffTokens(ctx(), await makeStaff(ctx(), ["inspector", "support"]))).accessToken;
    const calls: [string, string, unknown?][] = [
      ["GET", "/redirects"],
      ["POST", "/redirects", redirectBody()],
      ["GET", "/content"],
      ["PUT", "/content/de/about", { title: "x", description: "x", markdown: "x" }],
      ["POST", "/content/preview", { edition: "de", markdown: "x" }],
      ["GET", "/vouchers"],
      ["DELETE", "/vouchers/de/WILLKOMMEN10"],
    ];
    for (const [method, path, json] of calls) {
      expect((await bo(path, { method, json, token: null })).status, `${method} ${path} without token`).toBe(401);
      for (const token of [payout, support, inspector])
        expect((await bo(path, { method, json, token })).status, `${method} ${path}`).toBe(403);
    }
    expect((await bo("/redirects", { token: admin })).status).toBe(200);
    expect((await bo("/vouchers")).status).toBe(200);
    // the back-office API does not exist on a shop host
    expect((await ctx().request("/api/backoffice/redirects", { host: "de.localhost", headers: bearer(catalog) })).status).toBe(404);
  });

  it("creates a redirect that the shop answers at once, with the chosen status, and audits it", async () => {
    const before = heard.length;
    const res = await bo("/redirects", { json: { edition: "de", sourcePath: "/Sommer-Aktion/", target: "/content/agb", status: 302 } });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { id: number; sourcePath: string; external: boolean };
    expect(made).toMatchObject({ sourcePath: "/sommer-aktion", external: false });
    expect(heard.slice(before)).toEqual(["redirects"]);

    const hit = await shop("/sommer-aktion?utm=x");
    expect(hit.status).toBe(302);
    expect(hit.headers.get("location")).toBe("/content/agb?utm=x");
    expect((await shop("/sommer-aktion", "at.localhost")).status).toBe(404);
    const lookup = await ctx().request(`/api/redirects?path=${encodeURIComponent("/SOMMER-AKTION")}`, { host: "de.localhost" });
    expect(await lookup.json()).toEqual({ target: "/content/agb", status: 302, external: false });

    const [entry] = await audit("redirect.create", `redirect:${made.id}`);
    expect(entry).toMatchObject({
      before: null,
      after: { edition: "de", sourcePath: "/sommer-aktion", target: "/content/agb", status: 302, external: false },
    });

    // changed: the shop follows the new target at once; deleted: the path is gone at once
    const changed = await bo(`/redirects/${made.id}`, {
      method: "PUT",
      json: { edition: "de", sourcePath: "/sommer-aktion", target: "/kontakt", status: 301 },
    });
    expect(changed.status).toBe(200);
    expect((await shop("/sommer-aktion")).headers.get("location")).toBe("/kontakt");
    const [update] = await audit("redirect.update", `redirect:${made.id}`);
    expect(update).toMatchObject({ before: { target: "/content/agb", status: 302 }, after: { target: "/kontakt", status: 301 } });
    expect((await bo(`/redirects/${made.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await shop("/sommer-aktion")).status).toBe(404);
    expect((await bo(`/redirects/${made.id}`)).status).toBe(404);
    expect(await audit("redirect.delete", `redirect:${made.id}`)).toHaveLength(1);
  });

  it("lists, filters and searches redirects", async () => {
    const res = await bo("/redirects?edition=fr&q=vendre-ipad");
    expect(res.status).toBe(200);
    const list = (await res.json()) as { items: { sourcePath: string; edition: string }[]; total: number };
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ edition: "fr", sourcePath: "/vendre-ipad" });
    const all = (await (await bo("/redirects?q=%25")).json()) as { total: number };
    expect(all.total).toBe(0);
  });

  it("refuses loops and too long chains, naming the paths", async () => {
    expect((await bo("/redirects", { json: { edition: "de", sourcePath: "/kreis-a", target: "/kreis-b" } })).status).toBe(201);
    const loop = await bo("/redirects", { json: { edition: "de", sourcePath: "/kreis-b", target: "/Kreis-A/" } });
    expect(loop.status).toBe(422);
    const body = await problemFields(loop);
    expect(body.errors).toEqual([{ field: "target", message: "This redirect would make a loop." }]);
    expect(body.chain).toEqual(["/kreis-b", "/kreis-a", "/kreis-b"]);
    const self = await bo("/redirects", { json: { edition: "de", sourcePath: "/selbst", target: "/selbst?x=1" } });
    expect(self.status).toBe(422);

    for (const [from, to] of [
      ["/k1", "/k2"],
      ["/k2", "/k3"],
      ["/k3", "/k4"],
    ])
      expect((await bo("/redirects", { json: { edition: "de", sourcePath: from, target: to } })).status).toBe(201);
    const long = await bo("/redirects", { json: { edition: "de", sourcePath: "/k0", target: "/k1" } });
    expect(long.status).toBe(422);
    expect((await problemFields(long)).chain).toEqual(["/k0", "/k1", "/k2", "/k3", "/k4"]);
    // the same paths in another edition are no loop
    expect((await bo("/redirects", { json: { edition: "at", sourcePath: "/kreis-b", target: "/kreis-a" } })).status).toBe(201);
  });

  it("refuses open redirects unless marked external, and pages and reserved paths as sources", async () => {
    for (const target of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "evil.example"]) {
      const res = await bo("/redirects", { json: redirectBody({ target }) });
      expect(res.status, target).toBe(422);
      expect((await problemFields(res)).errors?.[0]?.field).toBe("target");
    }
    expect((await bo("/redirects", { json: redirectBody({ target: "http://partner.example.com/", external: true }) })).status).toBe(422);
    expect((await bo("/redirects", { json: redirectBody({ target: "https://sellback.de/agb", external: true }) })).status).toBe(422);
    const external = await bo("/redirects", {
      json: redirectBody({ sourcePath: "/partner-shop", target: "https://partner.example.com/de?a=1", external: true }),
    });
    expect(external.status).toBe(201);
    const hit = await shop("/partner-shop?x=1");
    expect(hit.status).toBe(301);
    expect(hit.headers.get("location")).toBe("https://partner.example.com/de?a=1");

    for (const sourcePath of [
      "/kontakt",
      "/content/agb",
      "/produkte/apple-iphone-15-128gb",
      "/api/redirects",
      "/robots.txt",
      "//evil",
      "/a?b=1",
    ]) {
      const res = await bo("/redirects", { json: redirectBody({ sourcePath }) });
      expect(res.status, sourcePath).toBe(422);
      expect((await problemFields(res)).errors?.[0]?.field).toBe("sourcePath");
    }
    const taken = await bo("/redirects", { json: redirectBody({ sourcePath: "/AGB.html" }) });
    expect(taken.status).toBe(422);
    expect((await problemFields(taken)).errors?.[0]).toEqual({
      field: "sourcePath",
      message: "This edition already has a redirect for this path.",
    });
  });

  it("answers 4xx problem documents to bad input, never 5xx", async () => {
    const bad: [string, string, unknown][] = [
      ["POST", "/redirects", { edition: "xx", sourcePath: "/a", target: "/b" }],
      ["POST", "/redirects", redirectBody({ status: 303 })],
      ["POST", "/redirects", redirectBody({ sourcePath: "/a\u0000b" })],
      ["PUT", "/redirects/999999", redirectBody()],
      ["PUT", "/content/de/nope", { title: "x", description: "x", markdown: "x" }],
      ["PUT", "/content/de/about", { title: "", description: "x", markdown: "x" }],
      ["PUT", "/content/de/about", { title: "x", description: "x", markdown: "x".repeat(50_001) }],
      [
        "POST",
        "/vouchers",
        { code: "x", edition: "de", kind: "percent", percent: 10, validFrom: "2026-01-01T00:00:00Z", validUntil: "2027-01-01T00:00:00Z" },
      ],
    ];
    for (const [method, path, json] of bad) {
      const res = await bo(path, { method, json });
      expect([404, 422], `${method} ${path}`).toContain(res.status);
      expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    }
  });

  it("previews with the shop's renderer and shows an edit on the shop's content page at once", async () => {
    const markdown =
      "## Wer wir sind\n\nRegister: {{company.registerNumber}}\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>";
    const preview = await bo("/content/preview", { json: { edition: "de", title: "Über uns", markdown } });
    expect(preview.status).toBe(200);
    const rendered = (await preview.json()) as { html: string; title: string };
    expect(rendered.html).toContain("<h2>Wer wir sind</h2>");
    expect(rendered.html).not.toContain("{{company.registerNumber}}");
    expect(rendered.html).not.toMatch(/<script|href="javascript|<img|onerror/);
    expect(rendered.html).toContain("<a>x</a>");

    const before = heard.length;
    const saved = await bo("/content/de/about", {
      method: "PUT",
      json: { title: "Über uns – neu", description: "Wer hinter Sellback steht.", markdown },
    });
    expect(saved.status).toBe(200);
    expect(heard.slice(before)).toEqual(["content"]);
    const page = (await (await ctx().request("/api/content/ueber-uns", { host: "de.localhost" })).json()) as {
      title: string;
      description: string;
      html: string;
    };
    expect(page).toMatchObject({ title: "Über uns – neu", description: "Wer hinter Sellback steht.", html: rendered.html });
    const [entry] = await audit("content.update", "content:de:about");
    expect(entry?.after).toMatchObject({ title: "Über uns – neu", markdown });
    expect((entry?.before as Json).title).not.toBe("Über uns – neu");

    // the seed refresh on start leaves a page staff edited alone
    await refreshSeededContent(ctx().database.db);
    const again = (await (await bo("/content/de/about")).json()) as { title: string; editedAt: string | null };
    expect(again.title).toBe("Über uns – neu");
    expect(again.editedAt).not.toBeNull();
    const list = (await (await bo("/content?edition=de")).json()) as { pages: { key: string }[] };
    expect(list.pages).toHaveLength(12);
  });

  {
    const checkout = async (code: string, email = uniqueTradeEmail("gutschein")) => {
      const { offerId } = await smartphoneOffer(ctx());
      return ctx().request("/api/trade/trades", {
        host: "de.localhost",
        clientAddress: uniqueClientAddress(),
        headers: { "idempotency-key": `voucher-${process.pid}-${++seq}` },
        json: {
          offers: [{ offerId, quantity: 1 }],
          customer: { email, firstName: "Inge", lastName: "Prüfer" },
          address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
          payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Inge Prüfer" },
          voucher: code,
        },
      });
    };
    const voucher = (over: Json = {}) => ({
      code: `herbst${++seq}`,
      edition: "de",
      kind: "fixed",
      bonusCents: 2000,
      validFrom: "2025-01-01T00:00:00Z",
      validUntil: "2099-01-01T00:00:00+01:00",
      maxUsesPerCustomer: 1,
      ...over,
    });

    it("creates a voucher the checkout takes at once, counts its uses, refuses deleting it and deactivates it", async () => {
      const before = heard.length;
      const res = await bo("/vouchers", { json: voucher({ code: "herbst-bonus" }) });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        code: "HERBST-BONUS",
        kind: "fixed",
        bonusCents: 2000,
        percent: null,
        active: true,
        maxUses: null,
        uses: 0,
      });
      expect(heard.slice(before)).toEqual(["vouchers"]);

      const placed = await checkout("herbst-bonus");
      expect(placed.status).toBe(201);
      const [trade] = await rows<{ voucher_code: string; voucher_bonus_cents: number }>(
        ctx().database.db,
        sql`select voucher_code, voucher_bonus_cents from trades where trade_number = ${((await placed.json()) as { tradeNumber: string }).tradeNumber}`,
      );
      expect(trade).toEqual({ voucher_code: "HERBST-BONUS", voucher_bonus_cents: 2000 });
      const one = (await (await bo("/vouchers/de/herbst-bonus")).json()) as { uses: number };
      expect(one.uses).toBe(1);
      const listed = (await (await bo("/vouchers?edition=de&q=HERBST-B")).json()) as { items: { code: string; uses: number }[] };
      expect(listed.items).toEqual([expect.objectContaining({ code: "HERBST-BONUS", uses: 1 })]);

      const del = await bo("/vouchers/de/HERBST-BONUS", { method: "DELETE" });
      expect(del.status).toBe(409);
      const off = await bo("/vouchers/de/HERBST-BONUS", {
        method: "PUT",
        json: { ...voucher(), code: undefined, edition: undefined, active: false },
      });
      expect(off.status).toBe(200);
      expect(await off.json()).toMatchObject({ active: false, uses: 1 });
      const refused = await checkout("HERBST-BONUS");
      expect(refused.status).toBe(422);
      const [entry] = await audit("voucher.update", "voucher:de:HERBST-BONUS");
      expect(entry).toMatchObject({ before: { active: true }, after: { active: false } });
    });

    it("deletes an unused voucher, and checks code, amounts, dates and limits", async () => {
      const made = (await (await bo("/vouchers", { json: voucher({ kind: "percent", bonusCents: null, percent: 7.5 }) })).json()) as {
        code: string;
        percent: number;
      };
      expect(made.percent).toBe(7.5);
      expect((await bo("/vouchers", { json: voucher({ code: made.code.toLowerCase() }) })).status).toBe(422);
      expect((await bo(`/vouchers/de/${made.code}`, { method: "DELETE" })).status).toBe(200);
      expect((await bo(`/vouchers/de/${made.code}`)).status).toBe(404);
      expect(await audit("voucher.delete", `voucher:de:${made.code}`)).toHaveLength(1);

      const refusals: [Json, string][] = [
        [{ code: "ab" }, "code"],
        [{ code: "MIT LEER" }, "code"],
        [{ kind: "percent", bonusCents: null, percent: 100 }, "percent"],
        [{ kind: "percent", bonusCents: null, percent: 0 }, "percent"],
        [{ kind: "percent", bonusCents: null, percent: 10.555 }, "percent"],
        [{ kind: "percent", bonusCents: 500, percent: 10 }, "bonusCents"],
        [{ bonusCents: 0 }, "bonusCents"],
        [{ bonusCents: 12.5 }, "bonusCents"],
        [{ bonusCents: null }, "bonusCents"],
        [{ validUntil: "2024-12-31T23:59:59Z" }, "validUntil"],
        [{ validFrom: "gestern" }, "validFrom"],
        [{ maxUses: 0 }, "maxUses"],
        [{ maxUsesPerCustomer: -1 }, "maxUsesPerCustomer"],
        [{ edition: "xx" }, "edition"],
      ];
      for (const [over, field] of refusals) {
        const res = await bo("/vouchers", { json: voucher(over) });
        expect(res.status, JSON.stringify(over)).toBe(422);
        expect(
          (await problemFields(res)).errors?.map((e) => e.field),
          JSON.stringify(over),
        ).toContain(field);
      }
    });
  }
});

/**
 * Unknown hosts are misdirected (issue 27 item 13, decision 0072): the API, the pages and the files
 * answer a 421 problem on a host outside the host map, and nothing behind them runs (no contact
 * message stored, no mail). The health probes answer on any host, as a load balancer or systemd
 * asks them (`curl http://127.0.0.1:3001/api/ready`). Every spelling of a known host is served,
 * and a trusted proxy's X-Forwarded-Host is what counts.
 */
import { existsSync, readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

const UNKNOWN = [
  "evil.example",
  "127.0.0.1:3000",
  "[::1]:3000",
  "10.1.2.3",
  "sellback.de.evil.example",
  "www.de.localhost",
  "partner.localhost:3000",
];
const PROXY = "127.0.0.1";
let ip = 1;
const freshIp = () => `10.72.${(ip >> 8) & 255}.${ip++ & 255}`;
const message = (email: string) => ({
  subject: "orderStatus",
  name: "Erika Mustermann",
  email,
  message: "Wo ist mein Geld für das iPhone?",
});

describeEachDatabase(
  "unknown hosts",
  (ctx) => {
    const storedFor = async (email: string) =>
      (await rows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from contact_messages where email = ${email}`))[0]!.n;
    const mails = () => (existsSync(ctx().deps.mailer.folder!) ? readdirSync(ctx().deps.mailer.folder!).length : 0);

    it("answer 421 with a problem document for the API, the pages and the files; nothing is stored or mailed", async () => {
      await ctx().deps.mailer.flush();
      const mailsBefore = mails();
      for (const host of UNKNOWN) {
        const email = `misdirected-${ip}@example.com`;
        const post = await ctx().request("/api/contact", { host, json: message(email), clientAddress: freshIp() });
        expect(post.status, host).toBe(421);
        expect(post.headers.get("content-type")).toContain("application/problem+json");
        const problem = (await post.json()) as Record<string, unknown>;
        expect(problem).toMatchObject({
          type: "https://sellback.com/problems/misdirected_request",
          status: 421,
          title: "This server does not serve that host.",
        });
        expect(problem.requestId).toEqual(expect.any(String));
        expect(await storedFor(email)).toBe(0);
        for (const path of ["/", "/produkte/uebersicht-smartphones", "/api/openapi.json", "/favicon.svg", "/speculation-rules.json"])
          expect((await ctx().request(path, { host, clientAddress: freshIp() })).status, `${host}${path}`).toBe(421);
      }
      await ctx().deps.mailer.flush();
      expect(mails()).toBe(mailsBefore);
    });

    it("the health probes answer on any host", async () => {
      for (const host of [...UNKNOWN, "de.localhost"]) {
        expect((await ctx().request("/api/health", { host })).status, host).toBe(200);
        expect((await ctx().request("/api/ready", { host })).status, host).toBe(200);
        // metrics are off in this configuration: their own 404, not a 421
        expect((await ctx().request("/metrics", { host })).status, host).toBe(404);
      }
    });

    it("every spelling of a known host is served: port, case, trailing dot, www. before a production host", async () => {
      for (const host of [
        "de.localhost",
        "DE.LOCALHOST.:8080",
        "localhost:3000",
        "sellback.de",
        "WWW.Sellback.DE:443",
        "test.sellback.fr",
        "backoffice.localhost",
      ]) {
        const res = await ctx().request("/api/contact", { host, json: {}, clientAddress: freshIp() });
        // the shop's validation (422), or the back office's "no such API" (404): not misdirected
        expect(res.status, host).not.toBe(421);
        expect(res.status, host).toBeLessThan(500);
      }
      const email = `known-${ip}@example.com`;
      expect(
        (await ctx().request("/api/contact", { host: "Fr.Localhost.:9", json: message(email), clientAddress: freshIp() })).status,
      ).toBe(201);
      expect(await storedFor(email)).toBe(1);
    });

    it("behind a trusted proxy, its X-Forwarded-Host counts: unknown is 421, known is served", async () => {
      const via = (forwardedHost: string) =>
        ctx().request("/api/contact", {
          host: "127.0.0.1:3001",
          json: {},
          clientAddress: PROXY,
          headers: { "x-forwarded-host": forwardedHost, "x-forwarded-for": freshIp() },
        });
      expect((await via("evil.example")).status).toBe(421);
      expect((await via("www.sellback.de")).status).toBe(422);
      // the proxy's own probe, with the instance's address as Host
      expect((await ctx().request("/api/ready", { host: "127.0.0.1:3001", clientAddress: PROXY })).status).toBe(200);
      // a direct client's X-Forwarded-Host is ignored: its own Host decides
      expect(
        (
          await ctx().request("/api/contact", {
            host: "evil.example",
            json: {},
            clientAddress: freshIp(),
            headers: { "x-forwarded-host": "de.localhost" },
          })
        ).status,
      ).toBe(421);
    });
  },
  { env: { TRUST_PROXY: PROXY } },
);

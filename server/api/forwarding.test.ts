/**
 * Forwarding headers (X-Forwarded-For/-Host/-Proto) count only from a proxy TRUST_PROXY names
 * (decision 0018): a direct client's made-up headers change neither whose limit a request counts
 * against, nor the edition, nor the URL the pages see.
 */
import { expect, it } from "vitest";
import { createApp } from "../app.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";

const valid = { subject: "orderStatus", name: "Erika Mustermann", email: "erika@example.com", message: "Wo ist mein Geld für das iPhone?" };
const invalidEmail = { ...valid, email: "not-an-email" };
const GERMAN = /gültige E-Mail-Adresse/;
const FRENCH = /adresse e-mail valide/;

const contact = (ctx: () => TestContext, body: unknown, clientAddress: string, headers: Record<string, string> = {}) =>
  ctx().request("/api/contact", { host: "de.localhost", json: body, clientAddress, headers });

const emailMessage = async (res: Response) => {
  expect(res.status).toBe(422);
  const problem = (await res.json()) as { errors: { field: string; message: string }[] };
  return problem.errors.find((e) => e.field === "email")!.message;
};

/** What the pages (React Router) are handed: the request's URL and Host header. */
async function pageRequestSeen(ctx: () => TestContext, clientAddress: string, headers: Record<string, string>) {
  const app = createApp(ctx().deps, {
    pages: async (request) => Response.json({ url: request.url, host: request.headers.get("host"), body: await request.text() }),
  });
  const socket = { remoteAddress: clientAddress, remotePort: 40000, remoteFamily: clientAddress.includes(":") ? "IPv6" : "IPv4" };
  const res = await app.request(
    "http://de.localhost:3000/kontakt?x=1",
    {
      method: "POST",
      body: "name=a",
      headers: { host: "de.localhost:3000", "content-type": "application/x-www-form-urlencoded", ...headers },
    },
    { incoming: { socket } },
  );
  return (await res.json()) as { url: string; host: string; body: string };
}

const forged = { "x-forwarded-for": "203.0.113.99", "x-forwarded-host": "fr.localhost", "x-forwarded-proto": "https" };

describeEachDatabase("forwarding headers without TRUST_PROXY", (ctx) => {
  it("a direct client's X-Forwarded-For does not give it fresh addresses: its limit counts against its socket address", async () => {
    for (let i = 0; i < 5; i++)
      expect((await contact(ctx, valid, "198.51.100.20", { "x-forwarded-for": `203.0.113.${i + 1}` })).status).toBe(201);
    const limited = await contact(ctx, valid, "198.51.100.20", { "x-forwarded-for": "203.0.113.77" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // the same client spelled as an IPv4-mapped IPv6 socket address is the same client
    expect((await contact(ctx, valid, "::ffff:198.51.100.20")).status).toBe(429);
    expect((await contact(ctx, valid, "198.51.100.21")).status).toBe(201);
  });

  it("X-Forwarded-Host does not pick the edition: Host does", async () => {
    expect(await emailMessage(await contact(ctx, invalidEmail, "198.51.100.22", forged))).toMatch(GERMAN);
  });

  it("the pages see the real scheme and Host, not the forwarded ones", async () => {
    const seen = await pageRequestSeen(ctx, "198.51.100.23", forged);
    expect(seen).toEqual({ url: "http://de.localhost:3000/kontakt?x=1", host: "de.localhost:3000", body: "name=a" });
  });
});

describeEachDatabase(
  "forwarding headers with TRUST_PROXY",
  (ctx) => {
    const PROXY = "192.0.2.10";

    it("the limit counts against the address the trusted proxy appended, whatever the client put before it", async () => {
      for (let i = 0; i < 5; i++)
        expect((await contact(ctx, valid, PROXY, { "x-forwarded-for": `10.0.0.${i}, 203.0.113.50` })).status).toBe(201);
      expect((await contact(ctx, valid, PROXY, { "x-forwarded-for": "7.7.7.7, 203.0.113.50" })).status).toBe(429);
      expect((await contact(ctx, valid, PROXY, { "x-forwarded-for": "203.0.113.51" })).status).toBe(201);
      // the proxy itself is not the client of the limited requests
      expect((await contact(ctx, valid, PROXY)).status).toBe(201);
    });

    it("X-Forwarded-Host from the trusted proxy picks the edition", async () => {
      expect(
        await emailMessage(
          await contact(ctx, invalidEmail, PROXY, { "x-forwarded-for": "203.0.113.52", "x-forwarded-host": "fr.localhost" }),
        ),
      ).toMatch(FRENCH);
    });

    it("the pages see the forwarded scheme and host, so the browser's Origin matches", async () => {
      const seen = await pageRequestSeen(ctx, PROXY, {
        "x-forwarded-for": "203.0.113.53",
        "x-forwarded-host": "www.sellback.de",
        "x-forwarded-proto": "https",
      });
      expect(seen).toEqual({ url: "https://www.sellback.de/kontakt?x=1", host: "www.sellback.de", body: "name=a" });
    });

    it("a client that is not the trusted proxy is still judged by its socket and Host", async () => {
      for (let i = 0; i < 5; i++)
        expect((await contact(ctx, valid, "198.51.100.30", { "x-forwarded-for": `203.0.113.${60 + i}` })).status).toBe(201);
      expect((await contact(ctx, valid, "198.51.100.30", { "x-forwarded-for": "203.0.113.70" })).status).toBe(429);
      expect(await emailMessage(await contact(ctx, invalidEmail, "198.51.100.31", forged))).toMatch(GERMAN);
      expect((await pageRequestSeen(ctx, "198.51.100.32", forged)).url).toBe("http://de.localhost:3000/kontakt?x=1");
    });
  },
  { env: { TRUST_PROXY: "192.0.2.10/32" } },
);

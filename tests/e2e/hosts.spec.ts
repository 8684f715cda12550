/**
 * Hosts (issue 27 item 13, decision 0072), on the built server: a page's canonical and hreflang
 * links (and the footer's edition links) come from the configured hosts — locally the edition's
 * `*.localhost` on the server's PORT — whatever spelling of the Host asked (another port, upper
 * case, a trailing dot), so every spelling gets the same bytes. A Host outside the host map gets a
 * 421 problem (also through the trusted proxy's X-Forwarded-Host), while /api/health and
 * /api/ready answer on any host, as a load balancer asks them.
 */
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { PORT } from "./fixtures.ts";

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** GET on the own server with exactly these headers (fetch would replace the Host; *.localhost is not resolved by Node). */
const get = (path: string, headers: Record<string, string>) =>
  new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: PORT, path, headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body }));
    });
    req.on("error", reject);
    req.end();
  });

const linkHref = (html: string, attrs: RegExp) => {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) if (attrs.test(tag)) return /href="([^"]*)"/.exec(tag)?.[1];
  return undefined;
};

test("canonical, hreflang and edition links name the configured hosts, whatever spelling of the Host asked", async () => {
  const own = `http://de.localhost:${PORT}`;
  const pages = ["/", "/produkte/apple-iphone-15-128gb"];
  for (const path of pages) {
    const bodies = new Set<string>();
    for (const host of [`de.localhost:${PORT}`, `DE.LOCALHOST.:${PORT}`, "de.localhost:1", "de.localhost"]) {
      const res = await get(path, { host, "accept-encoding": "identity" });
      expect(res.status, `${host}${path}`).toBe(200);
      expect(linkHref(res.body, /rel="canonical"/), host).toBe(`${own}${path}`);
      const origin = (attrs: RegExp) => new URL(linkHref(res.body, attrs) ?? "about:blank").origin;
      expect(origin(/hreflang="fr"/i), host).toBe(`http://fr.localhost:${PORT}`);
      expect(origin(/hreflang="x-default"/i), host).toBe(`http://localhost:${PORT}`);
      expect(res.body, host).toContain(`href="http://it.localhost:${PORT}/"`);
      expect(res.body, host).not.toMatch(/de\.localhost:1\b|DE\.LOCALHOST|localhost\/|localhost\.:/);
      bodies.add(res.body.replace(/nonce="[^"]*"|"nonce":"[^"]*"/g, ""));
    }
    // one page for every spelling (the page cache keeps it once)
    expect(bodies.size, path).toBe(1);
  }
});

test("an unknown Host gets a 421 problem; the health probes answer on any host", async () => {
  for (const host of [`127.0.0.1:${PORT}`, `[::1]:${PORT}`, "evil.example", `sellback.de.evil.example:${PORT}`]) {
    for (const path of ["/", "/produkte/apple-iphone-15-128gb", "/api/openapi.json"]) {
      const res = await get(path, { host });
      expect(res.status, `${host}${path}`).toBe(421);
      expect(res.type).toContain("application/problem+json");
      expect(JSON.parse(res.body)).toMatchObject({ status: 421, type: "https://sellback.com/problems/misdirected_request" });
    }
    expect((await get("/api/health", { host })).status, host).toBe(200);
    expect((await get("/api/ready", { host })).status, host).toBe(200);
  }
  // this server trusts its loopback proxy (playwright.config.ts): the forwarded host is the one that counts
  expect((await get("/", { host: `de.localhost:${PORT}`, "x-forwarded-host": "evil.example" })).status).toBe(421);
  expect((await get("/", { host: `127.0.0.1:${PORT}`, "x-forwarded-host": `de.localhost:${PORT}` })).status).toBe(200);
});

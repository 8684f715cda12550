/**
 * The home page's personalisation cookie sent twice (issue 27 item 14), on the built server with
 * its page cache: the page and the cache read the Cookie header with one parser
 * (server/http/cookies.server.ts: a name sent twice keeps its first value, names trimmed), so a
 * visitor whose browser sends `personalisation =…; personalisation=…` gets the variant the page
 * renders for the first value, and that page is never given to a visitor whose cookie names the
 * other category.
 */
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { PORT } from "./fixtures.ts";

/** The home page for a Cookie header (node:http: exactly this header, no cookie jar), and the category its "continue" link offers. */
const offered = (cookie: string) =>
  new Promise<string | null>((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: PORT, path: "/", headers: { host: `de.localhost:${PORT}`, cookie }, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => {
          if (res.statusCode !== 200) return reject(new Error(`home answered ${res.statusCode}`));
          resolve(/class="continue-category"><a href="[^"]*\/([^"/]+)"/.exec(body)?.[1] ?? null);
        });
      },
    );
    req.on("error", reject);
    req.end();
  });

test("a personalisation cookie sent twice gets its first value's variant, and cannot poison another visitor's page", async () => {
  // "%3a" (lower-case hex) spells the value as no other test does, so the first answer is a render, not a hit
  const duplicated = "personalisation =lastCategory%3atablets; personalisation=lastCategory%3Asmartphones";
  expect(await offered(duplicated)).toBe("tablets");
  // the visitor whose only cookie names tablets gets tablets, from the render and then from the cache
  for (let i = 0; i < 2; i++) expect(await offered("personalisation=lastCategory%3atablets")).toBe("tablets");
  for (let i = 0; i < 2; i++) expect(await offered("personalisation=lastCategory%3Asmartphones")).toBe("smartphones");
  // again, in the other order
  expect(await offered("locale=de; personalisation=lastCategory%3Asmartphones; personalisation =lastCategory%3Atablets")).toBe(
    "smartphones",
  );
  expect(await offered(duplicated)).toBe("tablets");
  // an undecodable first value counts as not sent, for the page and the cache alike
  expect(await offered("personalisation=%E0%A4%A; personalisation=lastCategory%3Atablets")).toBe("tablets");
  expect(await offered("personalisation=lastCategory%3Ano-such-category")).toBeNull();
});

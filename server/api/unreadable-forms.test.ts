/**
 * Issue 27 item 8: a body that is no readable form (a broken multipart body, a multipart type
 * without a boundary, text or JSON where a form is expected) answers a 4xx problem document in
 * the caller's language, never a 500: on the photo upload API, and on every page's form action
 * (checked here with a stand-in pages handler that reads the form as React Router's actions do;
 * tests/e2e/hostile-requests.spec.ts sends the same bodies to the built server's real pages).
 */
import { expect, it } from "vitest";
import { editions, type EditionId } from "../../core/editions/index.ts";
import { translator } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { createApp } from "../app.server.ts";

const BROKEN = { "content-type": "multipart/form-data; boundary=abc" };
const t = (edition: EditionId) => translator(editions[edition].messagesLocale);

/** The app with a pages handler that reads the form like a page action and echoes field `a`. */
function appWithFormPage(ctx: TestContext) {
  return createApp(ctx.deps, {
    pages: async (request) => {
      if (request.method === "GET") return new Response("the page", { headers: { "content-type": "text/plain" } });
      const form = await request.formData();
      return new Response(`a=${String(form.get("a"))}`, { headers: { "content-type": "text/plain" } });
    },
  });
}

const post = (app: ReturnType<typeof createApp>, host: string, path: string, init: RequestInit) =>
  app.request(
    `http://${host}${path}`,
    { method: "POST", ...init, headers: { host, ...(init.headers as Record<string, string>) } },
    { incoming: { socket: { remoteAddress: "198.51.100.27" } } },
  );

describeEachDatabase("unreadable form bodies", (ctx) => {
  it("the photo upload API: a broken multipart body is a 400 problem, not a 500", async () => {
    const { accessToken } = await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]));
    for (const [label, headers, body] of [
      ["garbage", BROKEN, "garbage"],
      ["no boundary", { "content-type": "multipart/form-data" }, "--abc\r\n\r\n"],
      ["unterminated part", BROKEN, '--abc\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8'],
    ] as const) {
      const res = await ctx().request("/api/backoffice/trades/SB-1000001/items/1/photos", {
        host: BACKOFFICE,
        method: "POST",
        headers: { ...headers, ...bearer(accessToken) },
        body,
      });
      expect(res.status, label).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(await res.json()).toMatchObject({
        status: 400,
        title: "The request could not be read.",
        detail: "The form data could not be read.",
      });
    }
  });

  it("a page's form action: broken multipart 400, no form 415, in the edition's language; good forms reach the action", async () => {
    const app = appWithFormPage(ctx());
    for (const [edition, host, path] of [
      ["de", "de.localhost", "/kontakt"],
      ["fr", "fr.localhost", "/contact"],
      ["it", "it.localhost", "/contatti"],
      ["en", "localhost", "/contact"],
      ["es", "es.localhost", "/contacto"],
    ] as const) {
      const broken = await post(app, host, path, { headers: BROKEN, body: "garbage" });
      expect(broken.status, host).toBe(400);
      expect(broken.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(await broken.json()).toMatchObject({
        status: 400,
        title: t(edition)("problem.bad_request"),
        detail: t(edition)("problem.detail.invalidForm"),
      });
      for (const [label, init] of [
        ["text", { headers: { "content-type": "text/plain" }, body: "a=1" }],
        ["JSON", { headers: { "content-type": "application/json" }, body: '{"a":1}' }],
        ["no body", {}],
      ] as const) {
        const res = await post(app, host, path, init);
        expect(res.status, `${label} on ${host}`).toBe(415);
        expect(await res.json()).toMatchObject({
          status: 415,
          title: t(edition)("problem.not_a_form"),
          detail: t(edition)("problem.detail.notAForm"),
        });
      }
    }
    expect(t("de")("problem.detail.invalidForm")).toBe("Die Formulardaten konnten nicht gelesen werden.");
    // a good form still reaches the action whole: urlencoded, and multipart (checked from a copy)
    const good = new FormData();
    good.set("a", "Grüße");
    good.set("photo", new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg", { type: "image/jpeg" }));
    const multipart = await post(app, "de.localhost", "/kontakt", { body: good });
    expect(multipart.status).toBe(200);
    expect(await multipart.text()).toBe("a=Grüße");
    const urlencoded = await post(app, "de.localhost", "/kontakt", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=%ZZ%E0",
    });
    expect(urlencoded.status).toBe(200);
    const page = await app.request(
      "http://de.localhost/kontakt",
      { headers: { host: "de.localhost" } },
      { incoming: { socket: { remoteAddress: "198.51.100.27" } } },
    );
    expect(page.status).toBe(200);
  });
});

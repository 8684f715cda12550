/**
 * Request bodies above their limit (1 MB for JSON and forms) are refused with a localized 413
 * problem document before anything parses them: by Content-Length, and for a chunked body
 * without one by counting its bytes as they arrive (the rest is never read).
 */
import { expect, it } from "vitest";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { BODY_LIMITS } from "../middleware/body-limit.server.ts";

/** A JSON search body padded to `bytes` bytes. */
function jsonOfSize(bytes: number): string {
  const head = '{"search":{"type":"devicesText","text":"iphone"},"application":"devices-de","resultSize":5,"pad":"';
  return head + "x".repeat(bytes - head.length - 2) + '"}';
}

/** A body stream without a length: `total` bytes in 64 KiB chunks, counting what was pulled. */
function trickle(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x78);
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

/** A de-edition POST whose body is a stream (sent chunked: no Content-Length). */
const postStream = (ctx: TestContext, path: string, type: string, body: ReadableStream<Uint8Array>) =>
  ctx.request(path, { host: "de.localhost", method: "POST", headers: { "content-type": type }, body, duplex: "half" } as RequestInit);

async function expectTooLarge(res: Response, title: RegExp) {
  expect(res.status).toBe(413);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  const problem = (await res.json()) as { status: number; type: string; title: string; detail: string };
  expect(problem.status).toBe(413);
  expect(problem.type).toMatch(/payload_too_large$/);
  expect(problem.title).toMatch(title);
  expect(problem.detail).toContain(String(BODY_LIMITS.json));
}

describeEachDatabase("request body limits", (ctx) => {
  it("a JSON body over 1 MB with Content-Length: 413 problem in the edition's language", async () => {
    const body = jsonOfSize(BODY_LIMITS.json + 1);
    for (const [host, title] of [
      ["de.localhost", /zu groß/],
      ["fr.localhost", /trop volumineuse/],
      ["localhost", /too large/],
    ] as const) {
      const res = await ctx().request("/api/trade/searches", {
        host,
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(body.length) },
        body,
      });
      await expectTooLarge(res, title);
    }
  });

  it("a body of exactly 1 MB still reaches the API (and is answered by its validation)", async () => {
    const body = jsonOfSize(BODY_LIMITS.json);
    const res = await ctx().request("/api/trade/searches", {
      host: "de.localhost",
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(422);
  });

  it("a chunked JSON body without Content-Length: 413 after 1 MB, the rest of a 100 MB body is never read", async () => {
    const { stream, pulled } = trickle(100 * 1024 * 1024);
    await expectTooLarge(await postStream(ctx(), "/api/account/register", "application/json", stream), /zu groß/);
    expect(pulled.bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it("a page's form post over 1 MB: 413 before the page's action (with and without Content-Length)", async () => {
    const form = `email=a%40example.com&message=${"x".repeat(BODY_LIMITS.form)}`;
    const withLength = await ctx().request("/kontakt", {
      host: "de.localhost",
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(form.length) },
      body: form,
    });
    await expectTooLarge(withLength, /zu groß/);
    const { stream } = trickle(BODY_LIMITS.form + 64 * 1024);
    await expectTooLarge(await postStream(ctx(), "/kontakt", "application/x-www-form-urlencoded", stream), /zu groß/);
  });

  it("a business seller's device list (multipart) may be larger than a form, up to its own limit", async () => {
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set("file", new Blob(["Modell;Zustand\n", "x".repeat(bytes)], { type: "text/csv" }), "liste.csv");
      return ctx().request("/api/b2b/quotes", { host: "de.localhost", method: "POST", body: form });
    };
    // 3 MB passes the body limit and reaches the list's own checks (a list of one endless model name: 422)
    const fits = await upload(3 * 1024 * 1024);
    expect(fits.status).toBe(422);
    const over = await upload(BODY_LIMITS.deviceList);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { detail: string }).detail).toContain(String(BODY_LIMITS.deviceList));
  });
});

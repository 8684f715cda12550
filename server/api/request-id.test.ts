/**
 * Request ids (decision 0053): X-Request-Id from a trusted proxy when it looks like one, else a
 * new one; returned on every answer, in every log line of the request (also lines written deeper
 * down, through AsyncLocalStorage) and in every problem document.
 */
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { captureLog } from "../../tests/helpers/log-capture.ts";
import { createLifecycle } from "../runtime/lifecycle.server.ts";
import { currentRequestId, log, withRequestContext } from "../middleware/logging.server.ts";
import { REQUEST_ID_PATTERN } from "../middleware/request-id.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY = "127.0.0.1";
const parse = (lines: string[]) =>
  lines
    .flatMap((l) => l.split("\n"))
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("request id format", () => {
  it("accepts nginx's $request_id and UUIDs, refuses what could forge a log line or a header", () => {
    expect(REQUEST_ID_PATTERN.test("0f1e2d3c4b5a69788796a5b4c3d2e1f0")).toBe(true);
    expect(REQUEST_ID_PATTERN.test("3b241101-e2bb-4255-8caf-4136c566a962")).toBe(true);
    for (const bad of [
      "short",
      "a".repeat(129),
      "id with spaces 123",
      'abc"def12345',
      "abc\ndef12345",
      "-leading-dash-123",
      "ümlaut-12345678",
    ])
      expect(REQUEST_ID_PATTERN.test(bad), bad).toBe(false);
  });

  it("log lines inside a request context carry its id, also after awaits; outside none", async () => {
    const { lines } = await captureLog(async () => {
      await withRequestContext({ requestId: "ctx-test-0001" }, async () => {
        await new Promise((r) => setTimeout(r, 5));
        expect(currentRequestId()).toBe("ctx-test-0001");
        log("info", "deep down");
      });
      log("info", "outside");
    });
    const [inside, outside] = parse(lines);
    expect(inside).toMatchObject({ msg: "deep down", requestId: "ctx-test-0001" });
    expect(outside!.msg).toBe("outside");
    expect(outside!.requestId).toBeUndefined();
  });
});

describeEachDatabase("request ids without a trusted proxy", (ctx) => {
  it("makes a new id for every answer and ignores a client's own", async () => {
    const a = await ctx().request("/api/health");
    const b = await ctx().request("/api/health", { headers: { "x-request-id": "client-made-up-id-1234" } });
    expect(a.headers.get("x-request-id")).toMatch(UUID);
    expect(b.headers.get("x-request-id")).toMatch(UUID);
    expect(b.headers.get("x-request-id")).not.toBe(a.headers.get("x-request-id"));
  });

  it("is in the problem document, the same as the header", async () => {
    const res = await ctx().request("/api/no-such-route", { host: "de.localhost" });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { requestId: string; type: string };
    expect(body.type).toBe("https://sellback.com/problems/not_found");
    expect(body.requestId).toBe(res.headers.get("x-request-id"));
    // a refused body (body-limit middleware) and a redirect-less 404 page path too
    const big = await ctx().request("/api/contact", { host: "de.localhost", json: "x".repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { requestId: string }).requestId).toBe(big.headers.get("x-request-id"));
  });
});

describeEachDatabase(
  "request ids behind a trusted proxy",
  (ctx) => {
    it("takes the proxy's id when it looks like one, else makes a new one", async () => {
      const id = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
      const ok = await ctx().request("/api/health", { clientAddress: PROXY, headers: { "x-request-id": id } });
      expect(ok.headers.get("x-request-id")).toBe(id);
      const bad = await ctx().request("/api/health", {
        clientAddress: PROXY,
        headers: { "x-request-id": "has spaces and is long enough" },
      });
      expect(bad.headers.get("x-request-id")).toMatch(UUID);
      const long = await ctx().request("/api/health", { clientAddress: PROXY, headers: { "x-request-id": "a".repeat(200) } });
      expect(long.headers.get("x-request-id")).toMatch(UUID);
      // a direct client's header is not the proxy's
      const direct = await ctx().request("/api/health", { clientAddress: "192.0.2.77", headers: { "x-request-id": id } });
      expect(direct.headers.get("x-request-id")).not.toBe(id);
    });

    it("every log line of the request carries it: the request line and a handler's own line", async () => {
      const id = "req-from-nginx-0000000000000042";
      const lifecycle = createLifecycle();
      lifecycle.drain();
      ctx().deps.lifecycle = lifecycle;
      try {
        const { lines, result } = await captureLog(() =>
          ctx().request("/api/ready", { clientAddress: PROXY, headers: { "x-request-id": id } }),
        );
        expect(result.status).toBe(503);
        expect(((await result.json()) as { requestId: string }).requestId).toBe(id);
        const logged = parse(lines);
        expect(logged.map((l) => l.msg)).toEqual(expect.arrayContaining(["not ready", "request"]));
        for (const line of logged) expect(line.requestId, JSON.stringify(line)).toBe(id);
      } finally {
        delete ctx().deps.lifecycle;
      }
    });
  },
  { env: { TRUST_PROXY: PROXY } },
);

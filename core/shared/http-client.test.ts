import { describe, it, expect, vi } from "vitest";
import {
  createHttpClient,
  DEFAULT_RETRY_DELAY_MS,
  HttpError,
  IDEMPOTENT_METHODS,
  isHttpError,
  parseRetryAfterMs,
  resolveUrl,
  RETRY_STATUSES,
  retryDelayMs,
  shouldRetry,
  type HttpMethod,
} from "./http-client.ts";

const ALL_METHODS: HttpMethod[] = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
const NON_IDEMPOTENT: HttpMethod[] = ["POST", "PUT", "PATCH", "DELETE"];

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** A fake fetch that answers with the given responses in order (the last one repeats). */
function fakeFetch(...answers: Array<Response | Error | (() => Response)>) {
  let i = 0;
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const answer = answers[Math.min(i++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return typeof answer === "function" ? answer() : answer.clone();
  });
}

function client(fetchFn: ReturnType<typeof fakeFetch>, extra: Parameters<typeof createHttpClient>[0] = {}) {
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
  const http = createHttpClient({ fetch: fetchFn as unknown as typeof fetch, sleep, ...extra });
  return { http, sleep };
}

describe("constants", () => {
  it("match the spec", () => {
    expect([...IDEMPOTENT_METHODS].sort()).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });
});

describe("shouldRetry", () => {
  it("retries idempotent methods once on retry statuses", () => {
    for (const method of IDEMPOTENT_METHODS) {
      for (const status of RETRY_STATUSES) {
        expect(shouldRetry(method, status, 1), `${method} ${status}`).toBe(true);
        expect(shouldRetry(method, status, 2), `${method} ${status} second`).toBe(false);
      }
    }
  });

  it("never retries POST, PUT, PATCH, DELETE", () => {
    for (const method of NON_IDEMPOTENT) {
      for (const status of RETRY_STATUSES) expect(shouldRetry(method, status, 1)).toBe(false);
      expect(shouldRetry(method, "network", 1)).toBe(false);
    }
  });

  it("does not retry other statuses", () => {
    for (const status of [400, 401, 403, 404, 410, 422, 501, 505, 200]) {
      expect(shouldRetry("GET", status, 1), String(status)).toBe(false);
    }
  });

  it("retries network errors for idempotent methods only, once", () => {
    expect(shouldRetry("GET", "network", 1)).toBe(true);
    expect(shouldRetry("head", "network", 1)).toBe(true);
    expect(shouldRetry("GET", "network", 2)).toBe(false);
  });

  it("is case-insensitive on the method", () => {
    expect(shouldRetry("get", 503, 1)).toBe(true);
    expect(shouldRetry("post", 503, 1)).toBe(false);
  });
});

describe("Retry-After", () => {
  it("parses seconds and HTTP dates", () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    expect(parseRetryAfterMs("1", now)).toBe(1000);
    expect(parseRetryAfterMs(" 0 ", now)).toBe(0);
    expect(parseRetryAfterMs(new Date(now + 1500).toUTCString(), now)).toBe(1000); // HTTP dates have whole seconds
    expect(parseRetryAfterMs(new Date(now - 5000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfterMs("soon", now)).toBeNull();
    expect(parseRetryAfterMs(null, now)).toBeNull();
  });

  it("is honoured only up to 2 s", () => {
    expect(retryDelayMs("2", 0, 100)).toBe(2000);
    expect(retryDelayMs("1", 0, 100)).toBe(1000);
    expect(retryDelayMs("3", 0, 100)).toBe(100);
    expect(retryDelayMs("120", 0)).toBe(DEFAULT_RETRY_DELAY_MS);
    expect(retryDelayMs(null, 0, 100)).toBe(100);
    expect(DEFAULT_RETRY_DELAY_MS).toBeLessThanOrEqual(300);
  });
});

describe("resolveUrl", () => {
  it("joins base and path", () => {
    expect(resolveUrl("https://sellback.de/", "/api/x")).toBe("https://sellback.de/api/x");
    expect(resolveUrl("/api", "trade/offers")).toBe("/api/trade/offers");
    expect(resolveUrl(undefined, "/api/x")).toBe("/api/x");
    expect(resolveUrl("/api", "https://other.example/x")).toBe("https://other.example/x");
  });
});

describe("createHttpClient retries", () => {
  for (const method of ALL_METHODS) {
    for (const status of RETRY_STATUSES) {
      const expected = IDEMPOTENT_METHODS.includes(method) ? 2 : 1;
      it(`${method} ${status}: ${expected} attempt(s)`, async () => {
        const f = fakeFetch(json(status, { title: "busy" }));
        const { http, sleep } = client(f);
        const error = await http.request(method, "/x").catch((e: unknown) => e);
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(status);
        expect(f).toHaveBeenCalledTimes(expected);
        expect(sleep).toHaveBeenCalledTimes(expected - 1);
        for (const call of f.mock.calls) expect(call[1]?.method).toBe(method);
      });
    }
  }

  for (const status of [400, 401, 403, 404, 422, 501]) {
    it(`GET ${status}: not retried`, async () => {
      const f = fakeFetch(json(status, { title: "nope" }));
      const { http } = client(f);
      await expect(http.get("/x")).rejects.toMatchObject({ status });
      expect(f).toHaveBeenCalledTimes(1);
    });
  }

  it("returns the result of a successful retry", async () => {
    const f = fakeFetch(json(503, {}), json(200, { ok: 1 }));
    const { http } = client(f);
    await expect(http.get<{ ok: number }>("/x")).resolves.toEqual({ ok: 1 });
    expect(f).toHaveBeenCalledTimes(2);
  });

  it("retries a network error once for GET, then throws an HttpError with status 0", async () => {
    const f = fakeFetch(new TypeError("fetch failed"));
    const { http } = client(f);
    const error = await http.get("/x").catch((e: unknown) => e);
    expect(f).toHaveBeenCalledTimes(2);
    expect(isHttpError(error)).toBe(true);
    expect((error as HttpError).status).toBe(0);
    expect((error as HttpError).cause).toBeInstanceOf(TypeError);
  });

  it("recovers from one network error on GET", async () => {
    const f = fakeFetch(new TypeError("fetch failed"), json(200, [1, 2]));
    const { http } = client(f);
    await expect(http.get("/x")).resolves.toEqual([1, 2]);
  });

  it.each(NON_IDEMPOTENT)("does not retry a network error for %s", async (method) => {
    const f = fakeFetch(new TypeError("fetch failed"));
    const { http } = client(f);
    await expect(http.request(method, "/x", { body: { a: 1 } })).rejects.toMatchObject({ status: 0 });
    expect(f).toHaveBeenCalledTimes(1);
  });

  it("does not retry an aborted request and rethrows the abort", async () => {
    const controller = new AbortController();
    const abort = new DOMException("aborted", "AbortError");
    const f = vi.fn(async () => {
      controller.abort(abort);
      throw abort;
    });
    const { http } = client(f as unknown as ReturnType<typeof fakeFetch>);
    await expect(http.get("/x", { signal: controller.signal })).rejects.toBe(abort);
    expect(f).toHaveBeenCalledTimes(1);
  });

  it("waits Retry-After when it is at most 2 s, else the fixed delay", async () => {
    const f1 = fakeFetch(json(429, {}, { "retry-after": "2" }), json(200, {}));
    const c1 = client(f1, { retryDelayMs: 123 });
    await c1.http.get("/x");
    expect(c1.sleep).toHaveBeenCalledWith(2000, undefined);

    const f2 = fakeFetch(json(429, {}, { "retry-after": "30" }), json(200, {}));
    const c2 = client(f2, { retryDelayMs: 123 });
    await c2.http.get("/x");
    expect(c2.sleep).toHaveBeenCalledWith(123, undefined);

    const f3 = fakeFetch(json(503, {}), json(200, {}));
    const c3 = client(f3, { retryDelayMs: 77 });
    await c3.http.get("/x");
    expect(c3.sleep).toHaveBeenCalledWith(77, undefined);
  });

  it("uses a real short delay by default", async () => {
    vi.useFakeTimers();
    try {
      const f = fakeFetch(json(503, {}), json(200, { done: true }));
      const http = createHttpClient({ fetch: f as unknown as typeof fetch });
      let settled: unknown;
      const p = http.get("/x").then((v) => (settled = v));
      await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_DELAY_MS - 1);
      expect(f).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await p;
      expect(f).toHaveBeenCalledTimes(2);
      expect(settled).toEqual({ done: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops waiting when the signal aborts during the retry delay", async () => {
    vi.useFakeTimers();
    try {
      const f = fakeFetch(json(503, {}), json(200, {}));
      const http = createHttpClient({ fetch: f as unknown as typeof fetch, retryDelayMs: 250 });
      const controller = new AbortController();
      const p = http.get("/x", { signal: controller.signal });
      const assertion = expect(p).rejects.toMatchObject({ name: "AbortError" });
      await vi.advanceTimersByTimeAsync(10);
      controller.abort();
      await assertion;
      await vi.advanceTimersByTimeAsync(1000);
      expect(f).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("createHttpClient requests and responses", () => {
  it("sends JSON bodies with merged headers to baseUrl + path", async () => {
    const f = fakeFetch(json(201, { tradeId: "t1" }));
    const { http } = client(f, { baseUrl: "https://sellback.de/api/", headers: { "x-edition": "de", "x-a": "1" } });
    const result = await http.post(
      "/trade/trades",
      { offers: [{ offerId: "o1", quantity: 2 }] },
      { headers: { "Idempotency-Key": "k1", "x-a": "2" } },
    );
    expect(result).toEqual({ tradeId: "t1" });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe("https://sellback.de/api/trade/trades");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ offers: [{ offerId: "o1", quantity: 2 }] }));
    const headers = new Headers(init?.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("idempotency-key")).toBe("k1");
    expect(headers.get("x-edition")).toBe("de");
    expect(headers.get("x-a")).toBe("2");
    expect(headers.get("accept")).toContain("application/json");
  });

  it("sends no body and no content type for GET", async () => {
    const f = fakeFetch(json(200, {}));
    const { http } = client(f);
    await http.get("/x");
    const init = f.mock.calls[0]![1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has("content-type")).toBe(false);
  });

  it("the helpers use their methods", async () => {
    const f = fakeFetch(json(200, {}));
    const { http } = client(f);
    await http.put("/a", { x: 1 });
    await http.patch("/b", { y: 2 });
    await http.delete("/c");
    expect(f.mock.calls.map((c) => [c[0], c[1]?.method])).toEqual([
      ["/a", "PUT"],
      ["/b", "PATCH"],
      ["/c", "DELETE"],
    ]);
  });

  it("returns undefined for 204 and empty bodies", async () => {
    const { http } = client(fakeFetch(new Response(null, { status: 204 })));
    await expect(http.delete("/x")).resolves.toBeUndefined();
    const { http: http2 } = client(fakeFetch(new Response("", { status: 200 })));
    await expect(http2.get("/x")).resolves.toBeUndefined();
  });

  it("throws HttpError with the parsed problem details", async () => {
    const problem = {
      type: "about:blank",
      title: "Unprocessable",
      status: 422,
      detail: "Question q1 has no answer",
      errors: { q1: "missing" },
    };
    const { http } = client(fakeFetch(json(422, problem, { "content-type": "application/problem+json" })));
    const error = await http.post("/trade/offers", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    const e = error as HttpError;
    expect(e.status).toBe(422);
    expect(e.problem).toEqual(problem);
    expect(e.message).toBe("Question q1 has no answer");
    expect(e.method).toBe("POST");
    expect(e.url).toBe("/trade/offers");
  });

  it("falls back to title, then a generic message", async () => {
    const { http } = client(fakeFetch(json(404, { title: "Not Found" })));
    await expect(http.post("/x")).rejects.toThrow("Not Found");
    const { http: http2 } = client(fakeFetch(new Response("<html>oops</html>", { status: 500, headers: { "content-type": "text/html" } })));
    const e = (await http2.post("/x").catch((x: unknown) => x)) as HttpError;
    expect(e.message).toBe("Request failed with status 500");
    expect(e.problem).toBe("<html>oops</html>");
  });

  it("treats 599 as an error and 399 as success", async () => {
    const { http } = client(fakeFetch(json(599, {})));
    await expect(http.post("/x")).rejects.toMatchObject({ status: 599 });
    const { http: http2 } = client(fakeFetch(new Response(JSON.stringify({ r: 1 }), { status: 399 })));
    await expect(http2.post("/x")).resolves.toEqual({ r: 1 });
  });

  it("rejects invalid JSON in a JSON success response", async () => {
    const { http } = client(fakeFetch(new Response("{broken", { status: 200, headers: { "content-type": "application/json" } })));
    await expect(http.get("/x")).rejects.toBeInstanceOf(HttpError);
  });
});

import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../config/env.server.ts";
import { withRequestContext } from "./logging.server.ts";

/**
 * What an accepted `X-Request-Id` may look like: 8 to 128 characters of letters, digits and
 * `._:-` (nginx's `$request_id` is 32 hex digits, a UUID fits too). Anything else (spaces, quotes,
 * control characters, a very long value) is replaced, so a log line or a header cannot be forged.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The request id (decision 0053): the `X-Request-Id` a trusted proxy (TRUST_PROXY, decision 0018)
 * sent when it looks like one, else a new random UUID. A client's own header counts only through
 * the proxy, which sets it (nginx: `proxy_set_header X-Request-Id $request_id`). The id is
 * returned as `X-Request-Id` on every answer, is in every log line written while the request runs
 * (`log()` reads it from an AsyncLocalStorage, so core's lines have it too) and in every problem
 * document (`requestId`). Runs right after `forwarding`, which tells whether the peer is trusted.
 */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = chooseRequestId(c.req.header("x-request-id"), c.get("fromTrustedProxy"));
  c.set("requestId", id);
  await withRequestContext({ requestId: id }, () => next());
  setResponseHeader(c, "X-Request-Id", id);
};

/**
 * The rule on its own, for answers written before Hono sees the request (the page cache's node
 * listener): the offered id when a trusted proxy sent it and it looks like one, else a new UUID.
 */
export function chooseRequestId(offered: string | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && offered !== undefined && REQUEST_ID_PATTERN.test(offered) ? offered : randomUUID();
}

/** Sets a header on the answer, copying a response whose headers are immutable (Response.redirect). */
export function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(name, value);
    c.res = undefined;
    c.res = copy;
  }
}

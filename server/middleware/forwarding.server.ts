import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { clientKey } from "../http/client-key.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { resolveForwarding } from "../http/forwarding.ts";

/**
 * First thing after the deps: who the client is (its hashed address for rate limits), and, when
 * the socket peer is a proxy TRUST_PROXY names, the scheme and host the browser used. Those
 * replace the request's URL and Host header, so everything after this (edition from Host, React
 * Router's origin check of form posts, `c.req.url`) sees https://sellback.de/… as the browser did.
 * Without a trusted proxy every forwarding header is ignored (decision 0018).
 */
export const forwarding: MiddlewareHandler<AppEnv> = async (c, next) => {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  const f = resolveForwarding(c.get("deps").config.TRUST_PROXY, {
    socketAddress,
    forwardedFor: c.req.header("x-forwarded-for"),
    forwardedHost: c.req.header("x-forwarded-host"),
    forwardedProto: c.req.header("x-forwarded-proto"),
  });
  c.set("clientKey", clientKey(f.address));
  // whether headers such as X-Request-Id come from a trusted proxy (decision 0053)
  c.set("fromTrustedProxy", f.trustedPeer);
  if (f.host || f.proto) {
    const raw = c.req.raw;
    const url = new URL(raw.url);
    const host = f.host ?? url.host;
    const headers = new Headers(raw.headers);
    headers.set("host", host);
    const hasBody = raw.method !== "GET" && raw.method !== "HEAD";
    c.req.raw = new Request(`${f.proto ?? url.protocol.slice(0, -1)}://${host}${url.pathname}${url.search}`, {
      method: raw.method,
      headers,
      body: hasBody ? raw.body : null,
      signal: raw.signal,
      redirect: raw.redirect,
      ...(hasBody ? { duplex: "half" } : {}),
    } as RequestInit);
  }
  await next();
};

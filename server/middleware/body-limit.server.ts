import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ProblemError } from "../../core/shared/problem.ts";
import { problemResponse } from "../api/problem.server.ts";
import type { AppEnv } from "../env.server.ts";

/**
 * The largest request body per kind, in bytes. JSON and form posts (the API and the pages' form
 * actions alike) stay under 1 MB; the biggest legitimate one, a registration or a checkout, is a
 * few kilobytes. Uploads (wave 2: inspection photos, partner files) get their own kind and
 * constant here, mounted on their own paths through `UPLOAD_PATHS`, never chosen by the
 * client's Content-Type.
 */
export const BODY_LIMITS = {
  json: 1024 * 1024,
  form: 1024 * 1024,
} as const;

/**
 * Path prefixes whose bodies are uploads, with their limit. Empty until the first upload route;
 * each entry names its own constant above.
 */
export const UPLOAD_PATHS: readonly { prefix: string; maxBytes: number }[] = [];

/** Form posts by their Content-Type; anything else that is no upload counts as JSON. */
function limitFor(path: string, contentType: string): number {
  const upload = UPLOAD_PATHS.find((u) => path.startsWith(u.prefix));
  if (upload) return upload.maxBytes;
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType) ? BODY_LIMITS.form : BODY_LIMITS.json;
}

const tooLarge = (maxBytes: number) => new ProblemError(413, "payload_too_large", "problem.detail.payloadTooLarge", undefined, { maxBytes });

const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
function limiter(maxBytes: number): MiddlewareHandler<AppEnv> {
  let m = limiters.get(maxBytes);
  if (!m) {
    m = bodyLimit({ maxSize: maxBytes, onError: (c) => problemResponse(c, tooLarge(maxBytes)) }) as MiddlewareHandler<AppEnv>;
    limiters.set(maxBytes, m);
  }
  return m;
}

/**
 * Refuses a body above its limit with a 413 problem document before anything reads or parses
 * it: by Content-Length when sent, else by counting a chunked body's bytes as they arrive (the
 * body is then handed on from memory, so the API's JSON parsing and React Router's form
 * actions read the same bytes).
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => limiter(limitFor(c.req.path, c.req.header("content-type") ?? ""))(c, next);

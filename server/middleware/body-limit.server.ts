import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { LIST_MAX_BYTES } from "../../core/b2b-list/index.server.ts";
import { ProblemError } from "../../core/shared/index.ts";
import { problemResponse } from "../http/problem.server.ts";
import type { AppEnv } from "../config/env.server.ts";

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
  /** One inspection photo (10 MB, decision 0025) and the multipart envelope around it. */
  photo: 10 * 1024 * 1024 + 64 * 1024,
  /** One price CSV (2 MB, decision 0038) and the multipart envelope around it. */
  priceCsv: 2 * 1024 * 1024 + 64 * 1024,
  /** One bank file (camt.053/.054, 10 MB, decision 0113) and the multipart envelope around it. */
  bankFile: 10 * 1024 * 1024 + 64 * 1024,
  /** A business seller's device list (5 MB, decision 0117) and the multipart envelope around it. */
  deviceList: LIST_MAX_BYTES + 64 * 1024,
} as const;

/**
 * Paths whose bodies are uploads, with their limit (the whole path must match); each entry names
 * its own constant above. Inspection photos: the back-office API and the back-office page's
 * upload action (the back-office host only answers these).
 */
export const UPLOAD_PATHS: readonly { pattern: RegExp; maxBytes: number; types?: RegExp }[] = [
  { pattern: /^\/api\/backoffice\/trades\/[^/]+\/items\/\d+\/photos$/, maxBytes: BODY_LIMITS.photo },
  { pattern: /^\/trades\/[^/]+\/items\/\d+\/photos$/, maxBytes: BODY_LIMITS.photo },
  // a device's catalog photo (the catalog editor's API, decision 0104): the same limit
  { pattern: /^\/api\/backoffice\/catalog\/devices\/\d+\/photo$/, maxBytes: BODY_LIMITS.photo },
  // price CSVs (API and the back office's prices page), only as CSV or multipart: JSON stays at 1 MB
  { pattern: /^\/(api\/backoffice\/prices\/imports|prices)$/, maxBytes: BODY_LIMITS.priceCsv, types: /^(text\/csv|multipart\/form-data)/i },
  // bank files (camt.053/.054) uploaded through the API and the back office's bank files page (its form post, or
  // React Router's `.data` post of it with JavaScript), only as multipart: JSON stays at 1 MB
  {
    pattern: /^\/(api\/backoffice\/bank-files|payouts\/bank-files(\.data)?)$/,
    maxBytes: BODY_LIMITS.bankFile,
    types: /^multipart\/form-data/i,
  },
  // a business seller's device list (decision 0117): the quotes API and the new-quote page of the business editions
  // (its form post, or React Router's `.data` post of it), only as multipart: JSON and pasted rows stay at 1 MB
  {
    pattern: /^\/(api\/b2b\/quotes|b2b\/angebot(\.data)?|b2b\/quote(\.data)?)$/,
    maxBytes: BODY_LIMITS.deviceList,
    types: /^multipart\/form-data/i,
  },
];

/** Form posts by their Content-Type; anything else that is no upload counts as JSON. */
function limitFor(path: string, contentType: string): number {
  const upload = UPLOAD_PATHS.find((u) => u.pattern.test(path) && (!u.types || u.types.test(contentType)));
  if (upload) return upload.maxBytes;
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType) ? BODY_LIMITS.form : BODY_LIMITS.json;
}

const tooLarge = (maxBytes: number) =>
  new ProblemError(413, "payload_too_large", "problem.detail.payloadTooLarge", undefined, { maxBytes });

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
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  limiter(limitFor(c.req.path, c.req.header("content-type") ?? ""))(c, next);

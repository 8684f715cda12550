/**
 * A cached page (decision 0048): the body once, its gzip and brotli forms, the headers of each
 * answer ready to write, and a content security policy that names the hash of every inline script
 * instead of a per-response nonce, so the same bytes are valid for every visitor (and a CDN).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { checkHead, type CheckedHead } from "./checked-head.server.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

export interface PageEntry {
  readonly bodies: Readonly<Record<Encoding, Buffer>>;
  /** The headers of each encoding's answer, and of its 304, checked once for every hit (decision 0066). */
  readonly head: Readonly<Record<Encoding, CheckedHead>>;
  readonly notModified: Readonly<Record<Encoding, CheckedHead>>;
  /** Strong validators, one per encoding (they are different representations). */
  readonly etags: Readonly<Record<Encoding, string>>;
  readonly bytes: number;
}

/** Fixed cost counted per entry beside its bodies and headers (objects, arrays, the map slot). */
export const ENTRY_OVERHEAD_BYTES = 1024;
/** Heap per header of a checked head: its [name, value] pair and table slot (measured ≈ 77 bytes). */
const CHECKED_FIELD_BYTES = 80;

/** Headers that belong to one answer, never to the stored page. */
const PER_RESPONSE = new Set([
  "date",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "etag",
  "cache-control",
  "vary",
  "x-request-id",
  "server-timing",
  "content-security-policy",
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** The CSP source of every inline script that runs ('sha256-…'), in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs) || DATA_BLOCK.test(attrs)) continue;
    out.add(
      `'sha256-${createHash("sha256")
        .update(m[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...out];
}

/** The page without its render's nonce: `nonce=""` attributes and an empty value in the loader data. */
export function withoutNonce(html: string, nonce: string): string {
  return nonce ? html.replaceAll(nonce, "") : html;
}

export interface EntryInput {
  html: string;
  /** Headers of the rendered answer (after every middleware). */
  headers: Headers;
  /** The CSP for these script hashes. */
  csp: (scriptHashes: readonly string[]) => string;
  cacheControl: string;
  brotliQuality: number;
}

export async function buildEntry(input: EntryInput): Promise<PageEntry> {
  const identity = Buffer.from(input.html, "utf8");
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: input.brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const etags: Record<Encoding, string> = { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
  const bodies: Record<Encoding, Buffer> = { identity, gzip: gz, br };

  const common: string[] = [];
  input.headers.forEach((value, name) => {
    if (PER_RESPONSE.has(name) || name === "set-cookie") return;
    common.push(name, value);
  });
  for (const cookie of input.headers.getSetCookie()) common.push("set-cookie", cookie);
  common.push("content-security-policy", input.csp(inlineScriptHashes(input.html)));
  const validators = (enc: Encoding) => ["cache-control", input.cacheControl, "vary", "Accept-Encoding", "etag", etags[enc]];
  const head = {} as Record<Encoding, CheckedHead>;
  const notModified = {} as Record<Encoding, CheckedHead>;
  let headerBytes = 0;
  let fields = 0;
  for (const enc of ["identity", "gzip", "br"] as const) {
    const encoding = enc === "identity" ? [] : ["content-encoding", enc];
    const list = [...common, ...validators(enc), ...encoding, "content-length", String(bodies[enc].length)];
    // a 304 repeats the validators and caching headers (RFC 9110 §15.4.5), no body, no cookies
    const list304 = validators(enc);
    head[enc] = checkHead(list);
    notModified[enc] = checkHead(list304);
    headerBytes += list.reduce((n, s) => n + s.length, 0);
    fields += Object.keys(head[enc]).length + Object.keys(notModified[enc]).length;
  }
  return {
    bodies,
    head,
    notModified,
    etags,
    bytes: identity.length + gz.length + br.length + headerBytes + fields * CHECKED_FIELD_BYTES + ENTRY_OVERHEAD_BYTES,
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(accept: string | undefined): Encoding {
  if (!accept) return "identity";
  // browsers send a handful of distinct values: remembered
  let known = encodings.get(accept);
  if (!known) {
    known = parseEncoding(accept);
    if (encodings.size >= 256) encodings.clear();
    encodings.set(accept, known);
  }
  return known;
}
const encodings = new Map<string, Encoding>();

function parseEncoding(accept: string): Encoding {
  let br = false;
  let gz = false;
  for (const part of accept.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((p) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/.test(p));
    if (refused) continue;
    if (token === "br") br = true;
    else if (token === "gzip" || token === "x-gzip" || token === "*") gz = true;
  }
  return br ? "br" : gz ? "gzip" : "identity";
}

/** Does If-None-Match name one of the entry's validators (weak comparison, RFC 9110 §13.1.2)? */
export function matchesEtag(ifNoneMatch: string | undefined, entry: PageEntry): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  for (const raw of ifNoneMatch.split(",")) {
    const tag = raw.trim().replace(/^W\//, "");
    if (tag === entry.etags.identity || tag === entry.etags.gzip || tag === entry.etags.br) return true;
  }
  return false;
}

/**
 * Where a `next` (return-to) parameter may send a browser (decision 0070): only to a path of
 * this site. The value is resolved the way a browser resolves a Location header, with the URL
 * standard's parser against a stand-in origin, and is accepted only when
 *
 * - it is a string starting with a single `/` (a path, not a scheme or a host);
 * - it holds no control character, space-like trick or backslash, neither as sent nor once
 *   resolved (the URL parser drops tabs and line breaks and reads `\` as `/`, which is how
 *   `/\t/evil.example` becomes `//evil.example`);
 * - it resolves to the stand-in origin, and its resolved form (path, query, fragment) resolves to
 *   the same URL again: `/.//evil.example` resolves to the path `//evil.example`, which a browser
 *   would read as another host, so it is refused;
 * - when `within` is given, its resolved path is that prefix or below it (`/portal`, `/portal/…`).
 *
 * The answer is the resolved form (percent-encoded as the parser left it), else `fallback`.
 */
const BASE = "http://same-origin.invalid";
// C0 controls, DEL, C1 controls, and the separators a parser or a browser may strip or fold
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029\ufeff]/;

function resolve(path: string): URL | null {
  try {
    return new URL(path, BASE);
  } catch {
    return null;
  }
}

export function sameOriginPath(value: unknown, fallback: string, within?: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE.test(value)) return fallback;
  const resolved = resolve(value);
  if (resolved === null || resolved.origin !== BASE) return fallback;
  const path = resolved.pathname + resolved.search + resolved.hash;
  if (!path.startsWith("/") || path.startsWith("//") || UNSAFE.test(path)) return fallback;
  if (resolve(path)?.href !== resolved.href) return fallback;
  if (within !== undefined && resolved.pathname !== within && !resolved.pathname.startsWith(`${within}/`)) return fallback;
  return path;
}

/**
 * The one way the server reads a Cookie header (decision 0070): the pages, the sessions, the API
 * and the page cache all call `parseCookies`, so they agree on what a visitor sent.
 *
 * - It never throws. A value that is not valid percent-encoding (`foo=%E0%A4%A`, e.g. a cookie a
 *   sibling subdomain set for the whole domain) is ignored, as if it had not been sent; it must
 *   not lock anyone out of a page.
 * - A name sent twice keeps its FIRST (decodable) occurrence: browsers send the cookie with the
 *   most specific path first.
 * - Pairs without a name or without `=` are skipped; names and values are trimmed of spaces and
 *   tabs; a value in double quotes loses its quotes (RFC 6265's quoted cookie-value).
 */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || out.has(name)) continue;
    let raw = part.slice(i + 1).trim();
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    const value = decodeCookieValue(raw);
    if (value !== null) out.set(name, value);
  }
  return out;
}

/** One cookie's value, or undefined when it is absent or undecodable. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return parseCookies(header).get(name);
}

function decodeCookieValue(raw: string): string | null {
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

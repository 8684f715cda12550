/**
 * What may go into a log line. Logs never hold personal data or secrets: values under known
 * field names are replaced, free text is scrubbed of e-mail addresses, IBANs, tokens and bearer
 * credentials, and a database error is reduced to its SQLSTATE, its query text (never its
 * parameters) and its stack frames (an error's message and a driver's detail may quote the values).
 */

export const REDACTED = "[redacted]";

/** Field names (compared lower-case, without `_`/`-`) whose values are personal data or secrets. */
const SECRET_PARTS = [
  "password",
  "secret",
  "token",
  "authorization",
  "cookie",
  "iban",
  "bic",
  "email",
  "phone",
  "street",
  "birth",
  "paypal",
  "holder",
  "apikey",
  "credential",
];
const SECRET_KEYS = new Set([
  "name",
  "firstname",
  "lastname",
  "fullname",
  "username",
  "contactname",
  "company",
  "housenumber",
  "zip",
  "city",
  "address",
  "number",
  "params",
  "parameters",
  "values",
  "body",
  "querystring",
  "ip",
  "clientaddress",
  "remoteaddress",
  "identifier",
  "key",
]);

export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[_-]/g, "");
  return SECRET_KEYS.has(k) || SECRET_PARTS.some((part) => k.includes(part));
}

const PATTERNS: [RegExp, string][] = [
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, "$1 [redacted]"],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, "[jwt]"],
  [/([?&;\s"'](?:token|tracking-?token|refresh[_-]?token|access[_-]?token|password|key)=)[^&\s"';]+/gi, "$1[redacted]"],
  [/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi, "[email]"],
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g, "[iban]"],
  [/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "?"],
];

/** Free text with e-mail addresses, IBANs, JWTs, bearer credentials and `token=` values replaced. */
export function scrubText(text: string): string {
  return PATTERNS.reduce((t, [re, by]) => t.replace(re, by), text);
}

/** A copy of `value` safe to log: secret fields replaced, strings scrubbed, errors described. */
export function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return describeError(value);
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 6) return "[deep]";
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSecretKey(k) ? REDACTED : redact(v, depth + 1);
  return out;
}

interface ErrorDescription {
  name: string;
  message: string;
  code?: string;
  query?: string;
  stack?: string;
  cause?: ErrorDescription;
}

/** Only the `at …` lines of a stack: its first line repeats the message, which may quote values. */
const frames = (stack: string | undefined) =>
  stack
    ?.split("\n")
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 12)
    .join("\n");

/**
 * An error as it may be logged. A query error (Drizzle's DrizzleQueryError, a driver error with a
 * SQLSTATE) keeps its query text and code, never its parameters, message detail or hint.
 */
export function describeError(err: unknown, depth = 0): ErrorDescription {
  if (!(err instanceof Error)) return { name: typeof err, message: scrubText(String(err)).slice(0, 500) };
  const e = err as Error & { query?: unknown; params?: unknown; code?: unknown; cause?: unknown };
  const sqlState = typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  const isQuery = typeof e.query === "string" || "params" in e || sqlState !== undefined;
  const out: ErrorDescription = {
    name: e.name,
    message: isQuery ? (typeof e.query === "string" ? "query failed" : "database error") : scrubText(e.message).slice(0, 500),
  };
  if (sqlState) out.code = sqlState;
  else if (typeof e.code === "string") out.code = scrubText(e.code).slice(0, 40);
  if (typeof e.query === "string") out.query = e.query.slice(0, 500);
  const stack = frames(e.stack);
  if (stack) out.stack = stack;
  if (e.cause !== undefined && depth < 3) out.cause = describeError(e.cause, depth + 1);
  return out;
}

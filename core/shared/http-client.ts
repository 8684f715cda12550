/**
 * The one HTTP client of the app, with the spec's retry policy (§7):
 * one retry for GET, HEAD and OPTIONS, none for POST, PUT, PATCH and DELETE;
 * retried statuses 408, 409, 425, 429, 500, 502, 503, 504 (and network errors
 * for the idempotent methods); statuses 400–599 are errors; bodies are JSON.
 */

export type HttpMethod = "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Methods that get one retry. */
export const IDEMPOTENT_METHODS: readonly HttpMethod[] = Object.freeze(["GET", "HEAD", "OPTIONS"]);
/** Statuses that are retried (for idempotent methods only). */
export const RETRY_STATUSES: readonly number[] = Object.freeze([408, 409, 425, 429, 500, 502, 503, 504]);
/** One try plus one retry. */
export const MAX_ATTEMPTS = 2;
/** Longest `Retry-After` that is honoured; longer ones fall back to the fixed delay. */
export const MAX_RETRY_AFTER_MS = 2000;
/** The short fixed delay before a retry when no usable `Retry-After` is given. */
export const DEFAULT_RETRY_DELAY_MS = 250;
/** Marker for "the request failed without an HTTP status" (DNS, connection reset, offline, CORS). */
export const NETWORK_ERROR = "network";
export type NetworkError = typeof NETWORK_ERROR;

const RETRY_STATUS_SET = new Set(RETRY_STATUSES);
const IDEMPOTENT_SET = new Set<string>(IDEMPOTENT_METHODS);

/**
 * The pure retry rule. `attempt` is the 1-based number of the attempt that
 * just failed: after the first failure of a GET with a 503, `shouldRetry("GET", 503, 1)`
 * is true, after the second (`attempt` 2) it is false.
 */
export function shouldRetry(method: string, statusOrNetworkError: number | NetworkError, attempt: number): boolean {
  if (!IDEMPOTENT_SET.has(method.toUpperCase())) return false;
  if (!(attempt < MAX_ATTEMPTS)) return false;
  if (statusOrNetworkError === NETWORK_ERROR) return true;
  return RETRY_STATUS_SET.has(statusOrNetworkError);
}

/** Statuses 400–599 are errors. */
export function isErrorStatus(status: number): boolean {
  return status >= 400 && status <= 599;
}

/**
 * An HTTP error: `status` is the response status (0 for a network error),
 * `problem` the parsed JSON body (usually problem details: type, title,
 * status, detail, errors), `message` the problem's detail or title when present.
 */
export class HttpError extends Error {
  override readonly name = "HttpError";
  readonly status: number;
  readonly problem: unknown;
  readonly method: string;
  readonly url: string;

  constructor(status: number, problem: unknown, message?: string, options: { method?: string; url?: string; cause?: unknown } = {}) {
    super(message ?? messageFromProblem(status, problem), options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.problem = problem;
    this.method = options.method ?? "";
    this.url = options.url ?? "";
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

function messageFromProblem(status: number, problem: unknown): string {
  if (problem !== null && typeof problem === "object") {
    const { detail, title } = problem as { detail?: unknown; title?: unknown };
    if (typeof detail === "string" && detail.trim() !== "") return detail;
    if (typeof title === "string" && title.trim() !== "") return title;
  }
  return status === 0 ? "Network error" : `Request failed with status ${status}`;
}

/**
 * Parses a `Retry-After` header (delta seconds or an HTTP date) into
 * milliseconds from `now`; null when absent or unreadable.
 */
export function parseRetryAfterMs(value: string | null | undefined, now: number): number | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** Delay before a retry: `Retry-After` when it is at most 2 s, else the fixed delay. */
export function retryDelayMs(retryAfter: string | null | undefined, now: number, fixedDelayMs = DEFAULT_RETRY_DELAY_MS): number {
  const ms = parseRetryAfterMs(retryAfter, now);
  return ms !== null && ms <= MAX_RETRY_AFTER_MS ? ms : fixedDelayMs;
}

export interface RequestOptions {
  /** Sent as JSON (`JSON.stringify`) with `Content-Type: application/json`. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request outlive the page (an event sent right before a navigation). */
  keepalive?: boolean;
  /** The browser cache mode, e.g. "no-store" for a poll. */
  cache?: RequestCache;
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  /** Prefix for relative paths, e.g. "https://sellback.de" or "/api". */
  baseUrl?: string;
  /** Headers sent with every request (per-request headers win). */
  headers?: Record<string, string>;
  /** The fixed delay before a retry (default 250 ms). */
  retryDelayMs?: number;
  /** Waits before a retry; injectable for tests. Must reject when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Clock for HTTP-date `Retry-After` values. */
  now?: () => number;
}

export interface HttpClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, "body">): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export function resolveUrl(baseUrl: string | undefined, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || !baseUrl) return path;
  return `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

function isAbortError(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === "AbortError" || name === "TimeoutError";
}

/**
 * Frees an unread body. Not awaited: cancelling one branch of a tee'd stream
 * (a cloned Response) only settles once the other branch is cancelled too.
 */
function discardBody(response: Response): void {
  try {
    response.body?.cancel().catch(() => {});
  } catch {
    // locked or already used: nothing to free
  }
}

/** Reads a body as JSON; empty bodies are `undefined`; non-JSON text is returned as text. */
async function readBody(method: string, response: Response): Promise<{ ok: true; value: unknown } | { ok: false; text: string }> {
  if (method === "HEAD" || response.status === 204 || response.status === 205 || response.status === 304) {
    discardBody(response);
    return { ok: true, value: undefined };
  }
  const text = await response.text();
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const contentType = response.headers.get("content-type") ?? "";
    return /json/i.test(contentType) ? { ok: false, text } : { ok: true, value: text };
  }
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  // Looked up per call so a fetch installed later (polyfill, test stub) is used.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const fixedDelay = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const defaultHeaders = options.headers ?? {};

  async function request<T = unknown>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const m = method.toUpperCase();
    const url = resolveUrl(options.baseUrl, path);
    const { signal } = requestOptions;
    const headers = new Headers({ accept: "application/json, application/problem+json" });
    for (const [key, value] of Object.entries(defaultHeaders)) headers.set(key, value);
    for (const [key, value] of Object.entries(requestOptions.headers ?? {})) headers.set(key, value);
    let body: string | undefined;
    if (requestOptions.body !== undefined) {
      body = JSON.stringify(requestOptions.body);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
    }

    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: m,
          headers,
          body,
          signal,
          ...(requestOptions.keepalive ? { keepalive: true } : {}),
          ...(requestOptions.cache ? { cache: requestOptions.cache } : {}),
        });
      } catch (error) {
        if (isAbortError(error, signal)) throw error;
        if (shouldRetry(m, NETWORK_ERROR, attempt)) {
          await sleep(fixedDelay, signal);
          continue;
        }
        throw new HttpError(0, undefined, undefined, { method: m, url, cause: error });
      }

      if (isErrorStatus(response.status)) {
        if (shouldRetry(m, response.status, attempt)) {
          const delay = retryDelayMs(response.headers.get("retry-after"), now(), fixedDelay);
          discardBody(response);
          await sleep(delay, signal);
          continue;
        }
        let problem: unknown;
        try {
          const read = await readBody(m, response);
          problem = read.ok ? read.value : read.text;
        } catch {
          problem = undefined;
        }
        throw new HttpError(response.status, problem, undefined, { method: m, url });
      }

      const read = await readBody(m, response);
      if (!read.ok) {
        throw new HttpError(response.status, read.text, "Invalid JSON in response", { method: m, url });
      }
      return read.value as T;
    }
  }

  return {
    request,
    get: (path, o) => request("GET", path, o),
    post: (path, body, o) => request("POST", path, { ...o, body }),
    put: (path, body, o) => request("PUT", path, { ...o, body }),
    patch: (path, body, o) => request("PATCH", path, { ...o, body }),
    delete: (path, o) => request("DELETE", path, o),
  };
}

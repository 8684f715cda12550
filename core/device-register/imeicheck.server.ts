/**
 * The IMEIcheck.net adapter (decision 0096): `POST {base}/v1/checks` with `Authorization: Bearer
 * <token>` and `{"deviceId": "<IMEI>", "serviceId": <the account's blacklist service>}`; the
 * answer is the check `{id, status, service, deviceId, processedAt, properties}` where status is
 * successful | unsuccessful | failed | waiting | processing and, for a blacklist service,
 * `properties.gsmaBlacklisted` (boolean) says whether the IMEI is on the GSMA block list and
 * `properties.blacklistStatus` / `blacklistRecords` carry the register's words (e.g. "Stolen / Lost").
 * One call, no retries here: the caller decides (the inspection's job, the store's "try again").
 */
import { RegisterError, retryAfterSeconds, type DeviceRegister, type RegisterAnswer, type RegisterFinding } from "./types.ts";

export const IMEICHECK_PROVIDER = "imeicheck.net";

/** The most we read of an answer (a check is a few hundred bytes). */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface ImeiCheckSettings {
  token: string;
  serviceId: number;
  baseUrl: string;
  timeoutMs: number;
  /** fetch (tests may pass their own); the clock for Retry-After dates. */
  fetch?: typeof fetch;
  now?: () => Date;
}

const text = (v: unknown, max = 200) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim().slice(0, max) : "");

/** The register's words for a listed device → our finding: stolen before lost (the GSMA's "Stolen / Lost" is a theft report), else blocked. */
export function findingOf(words: string): RegisterFinding {
  if (/stolen|theft|gestohlen/i.test(words)) return "stolen";
  if (/\blost\b|verloren/i.test(words)) return "lost";
  return "blocked";
}

/** A check's JSON → an answer, or a RegisterError for anything that is no finished lookup. */
export function parseCheck(json: unknown): RegisterAnswer {
  const fail = (failure: "unavailable" | "invalid", message: string) => new RegisterError(IMEICHECK_PROVIDER, failure, 200, message);
  if (!json || typeof json !== "object") throw fail("invalid", "answer is no check object");
  const check = json as { id?: unknown; status?: unknown; properties?: unknown; service?: { title?: unknown } };
  const status = text(check.status, 20);
  if (status === "waiting" || status === "processing") throw fail("unavailable", `check is ${status}`);
  if (status === "failed") throw fail("unavailable", "check failed at the provider");
  if (status === "unsuccessful") throw fail("invalid", "the provider could not check this device");
  if (status !== "successful") throw fail("invalid", `unknown check status ${JSON.stringify(status)}`);
  const props = (check.properties && typeof check.properties === "object" ? check.properties : {}) as Record<string, unknown>;
  if (typeof props.gsmaBlacklisted !== "boolean") throw fail("invalid", "answer has no gsmaBlacklisted");
  const reference = typeof check.id === "string" || typeof check.id === "number" ? String(check.id).slice(0, 100) : null;
  const details: Record<string, unknown> = { gsmaBlacklisted: props.gsmaBlacklisted };
  for (const key of ["blacklistStatus", "blacklistRecords"] as const) if (text(props[key])) details[key] = text(props[key]);
  if (text(check.service?.title)) details.service = text(check.service?.title);
  if (!props.gsmaBlacklisted) return { result: "clear", reference, details };
  return {
    result: "blocked",
    finding: findingOf(`${details.blacklistStatus ?? ""} ${details.blacklistRecords ?? ""}`),
    reference,
    details,
  };
}

/** The provider's error text of a refused call ({message} or {errors}), for the log line. */
function errorText(json: unknown): string {
  if (!json || typeof json !== "object") return "";
  const j = json as { message?: unknown; errors?: unknown };
  return text(j.message) || text(JSON.stringify(j.errors ?? ""));
}

export function imeiCheckRegister(settings: ImeiCheckSettings): DeviceRegister {
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/v1/checks`;
  const now = settings.now ?? (() => new Date());
  return {
    provider: IMEICHECK_PROVIDER,
    async check(imei) {
      if (!/^\d{15}$/.test(imei)) throw new RegisterError(IMEICHECK_PROVIDER, "invalid", null, "not a normalized IMEI");
      const signal = AbortSignal.timeout(settings.timeoutMs);
      let status: number;
      let body: string;
      let retryAfter: string | null;
      try {
        const response = await (settings.fetch ?? fetch)(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${settings.token}`,
            "content-type": "application/json",
            accept: "application/json",
            "accept-language": "en",
          },
          body: JSON.stringify({ deviceId: imei, serviceId: settings.serviceId }),
          signal,
          redirect: "error",
        });
        status = response.status;
        retryAfter = response.headers.get("retry-after");
        if (Number(response.headers.get("content-length") ?? "0") > MAX_ANSWER_BYTES) {
          await response.body?.cancel();
          throw new RegisterError(IMEICHECK_PROVIDER, "invalid", status, "answer is too large");
        }
        body = await response.text();
      } catch (err) {
        if (err instanceof RegisterError) throw err;
        if (signal.aborted) throw new RegisterError(IMEICHECK_PROVIDER, "timeout", null, `no answer within ${settings.timeoutMs} ms`);
        const code = (err as { cause?: { code?: unknown } }).cause?.code;
        throw new RegisterError(
          IMEICHECK_PROVIDER,
          "unavailable",
          null,
          `connection failed${typeof code === "string" ? ` (${code})` : ""}`,
        );
      }
      let json: unknown = null;
      try {
        json = body && body.length <= MAX_ANSWER_BYTES ? JSON.parse(body) : null;
      } catch {
        json = null;
      }
      if (status === 200 || status === 201) return parseCheck(json);
      const said = errorText(json);
      const message = `HTTP ${status}${said ? `: ${said}` : ""}`;
      if (status === 401 || status === 403) throw new RegisterError(IMEICHECK_PROVIDER, "unauthorized", status, message);
      if (status === 429 || status >= 500)
        throw new RegisterError(IMEICHECK_PROVIDER, "unavailable", status, message, retryAfterSeconds(retryAfter, now()));
      throw new RegisterError(IMEICHECK_PROVIDER, "invalid", status, message);
    },
  };
}

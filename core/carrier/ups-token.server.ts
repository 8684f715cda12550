/**
 * The UPS OAuth client-credentials token (decision 0042), shared by the Shipping API
 * (ups.server.ts) and the Track API (ups-tracking.server.ts, decision 0093):
 * `POST {base}/security/v1/oauth/token` with basic auth of client id and secret and the form body
 * `grant_type=client_credentials`; kept until a minute before `expires_in`.
 * UPS errors are `{response: {errors: [{code, message}]}}`.
 */
import { basicAuth, carrierCall, shortText, type CarrierHttp } from "./http.server.ts";
import { CarrierError } from "./types.ts";

export interface UpsCredentials {
  clientId: string;
  clientSecret: string;
  /** The UPS account (shipper number), sent as x-merchant-id. */
  accountNumber: string;
  baseUrl: string;
}

interface UpsErrors {
  response?: { errors?: { code?: unknown; message?: unknown }[] };
}

/** "HTTP 400: 120100 Missing address" from a UPS error answer (no request data in it). */
export function upsErrorText(json: unknown, status: number): string {
  const errors = (json as UpsErrors | null)?.response?.errors ?? [];
  const first = errors
    .map((e) => `${shortText(e.code, 20)} ${shortText(e.message)}`.trim())
    .filter(Boolean)
    .slice(0, 3);
  return `HTTP ${status}${first.length ? `: ${first.join("; ")}` : ""}`;
}

/** Throws the CarrierError for a UPS answer that is not a success. */
export function upsFail(status: number, json: unknown, maybeCreated: boolean): never {
  if (status === 401 || status === 403) throw new CarrierError("UPS", "unauthorized", status, upsErrorText(json, status));
  if (status === 400 || status === 422) throw new CarrierError("UPS", "rejected", status, upsErrorText(json, status));
  if (status === 429 || status >= 500)
    throw new CarrierError("UPS", "unavailable", status, upsErrorText(json, status), maybeCreated && status !== 429 && status !== 503);
  throw new CarrierError("UPS", "invalid_response", status, upsErrorText(json, status), maybeCreated);
}

export interface UpsToken {
  /** A valid access token (fetched when there is none or it is about to expire). */
  get(): Promise<string>;
  /** Forgets the token (after a 401: the next get() fetches a new one). */
  reset(): void;
}

export function upsToken(settings: UpsCredentials, http: CarrierHttp = {}): UpsToken {
  const base = settings.baseUrl.replace(/\/+$/, "");
  let token: { value: string; until: number } | null = null;
  return {
    reset() {
      token = null;
    },
    async get() {
      if (token && token.until > Date.now()) return token.value;
      const { status, json } = await carrierCall(
        "UPS",
        `${base}/security/v1/oauth/token`,
        {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
            authorization: basicAuth(settings.clientId, settings.clientSecret),
            "x-merchant-id": settings.accountNumber,
          },
          body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
        },
        http,
        false,
      );
      if (status !== 200) upsFail(status, json, false);
      const answer = json as { access_token?: unknown; expires_in?: unknown } | null;
      const value = typeof answer?.access_token === "string" ? answer.access_token : "";
      if (!value) throw new CarrierError("UPS", "invalid_response", status, "token answer without access_token");
      // expires_in is seconds as a string ("14399"); keep the token until a minute before.
      const seconds = Number(answer?.expires_in ?? 0);
      token = { value, until: Date.now() + Math.max(0, (Number.isFinite(seconds) ? seconds : 0) - 60) * 1000 };
      return value;
    },
  };
}

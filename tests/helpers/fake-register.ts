/**
 * A local stand-in for the device register's API (IMEIcheck.net, decision 0096), answering in its
 * documented shapes so adapter, DB/API and browser tests never reach the provider:
 * - `POST /v1/checks` with `Authorization: Bearer <token>` and `{"deviceId", "serviceId"}`;
 * - a wrong or missing token → 401 `{"message": "Unauthenticated."}`;
 * - a body without a 15-digit deviceId or a numeric serviceId → 422 `{"message", "errors": {field: [text]}}`;
 * - otherwise 201 with the check: `{id, type: "api", status: "successful", orderId: null, service: {id, title},
 *   amount, deviceId, processedAt, properties: {imei, gsmaBlacklisted, blacklistStatus?}}`; an IMEI put in
 *   `listed` comes back blacklisted with its words ("Stolen / Lost", "Lost", "Blocked").
 * `mode` makes the next answers 429 with Retry-After, a 503 with Retry-After, a 500, a time-out
 * (no answer at all), a check still `processing`, or normal.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_REGISTER = { token: "fake-register-token", serviceId: 12 } as const;

export type FakeRegisterMode = "ok" | "rate_limited" | "unavailable" | "server_error" | "timeout" | "processing";

export interface FakeRegister {
  /** http://127.0.0.1:port, the adapter's base URL. */
  baseUrl: string;
  mode: FakeRegisterMode;
  /** Seconds sent in Retry-After with 429 and 503. */
  retryAfter: number;
  /** IMEIs the register lists, with its words for them. */
  listed: Map<string, string>;
  /** Requests received: path, lower-case headers, parsed body. */
  requests: { path: string; headers: Record<string, string | string[] | undefined>; body: unknown }[];
  /** The settings that switch the check on against this fake (for loadConfig or AppConfig). */
  settings(): { DEVICE_REGISTER_TOKEN: string; DEVICE_REGISTER_SERVICE_ID: number; DEVICE_REGISTER_BASE_URL: string };
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};

export async function startFakeRegister(): Promise<FakeRegister> {
  let serial = 0;
  const fake: Omit<FakeRegister, "baseUrl" | "close" | "settings"> = { mode: "ok", retryAfter: 120, listed: new Map(), requests: [] };
  const server: Server = createServer((req, res) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (data += c));
    req.on("end", () => {
      let body: unknown = null;
      try {
        body = data ? JSON.parse(data) : null;
      } catch {
        body = null;
      }
      fake.requests.push({ path: req.url ?? "", headers: req.headers, body });
      if (req.method !== "POST" || req.url !== "/v1/checks") return json(res, 404, { message: "Not Found" });
      if (req.headers.authorization !== `Bearer ${FAKE_REGISTER.token}`) return json(res, 401, { message: "Unauthenticated." });
      if (fake.mode === "timeout") return; // never answers; the adapter's time-out ends the call
      if (fake.mode === "rate_limited")
        return json(res, 429, { message: "Too Many Attempts." }, { "retry-after": String(fake.retryAfter) });
      if (fake.mode === "unavailable")
        return json(res, 503, { message: "Service Unavailable" }, { "retry-after": String(fake.retryAfter) });
      if (fake.mode === "server_error") return json(res, 500, { message: "Server Error" });
      const b = (body ?? {}) as { deviceId?: unknown; serviceId?: unknown };
      const errors: Record<string, string[]> = {};
      if (typeof b.deviceId !== "string" || !/^\d{15}$/.test(b.deviceId)) errors.deviceId = ["The device id field is invalid."];
      if (typeof b.serviceId !== "number") errors.serviceId = ["The service id field is required."];
      if (Object.keys(errors).length) return json(res, 422, { message: "The given data was invalid.", errors });
      const imei = b.deviceId as string;
      const words = fake.listed.get(imei);
      serial += 1;
      json(res, 201, {
        id: `fake-check-${serial}`,
        type: "api",
        status: fake.mode === "processing" ? "processing" : "successful",
        orderId: null,
        service: { id: b.serviceId, title: "Blacklist Status" },
        amount: "0.05",
        deviceId: imei,
        processedAt: Math.floor(Date.now() / 1000),
        properties:
          fake.mode === "processing"
            ? {}
            : { imei, gsmaBlacklisted: words !== undefined, ...(words !== undefined ? { blacklistStatus: words } : {}) },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    baseUrl,
    settings: () => ({
      DEVICE_REGISTER_TOKEN: FAKE_REGISTER.token,
      DEVICE_REGISTER_SERVICE_ID: FAKE_REGISTER.serviceId,
      DEVICE_REGISTER_BASE_URL: baseUrl,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeRegister;
}

/**
 * A local stand-in for the EU's VIES REST API (decision 0116), in its documented shapes, so the
 * adapter and job tests never reach the European Commission:
 * - `POST /check-vat-number` {countryCode, vatNumber} → 200 {countryCode, vatNumber, requestDate,
 *   valid, requestIdentifier, name, address}; `valid` is true for the IDs in `registered`
 *   ("DE113866163"), false for any other;
 * - `mode` "ms_unavailable" → 200 {actionSucceed: false, errorWrappers: [{error: "MS_UNAVAILABLE",
 *   message}]}; "rate_limited" → 429 with the GLOBAL_MAX_CONCURRENT_REQ error body; "timeout" →
 *   no answer (the adapter's time-out ends the call).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeViesMode = "ok" | "ms_unavailable" | "rate_limited" | "timeout";

export interface FakeVies {
  baseUrl: string;
  mode: FakeViesMode;
  registered: Set<string>;
  requests: { countryCode: string; vatNumber: string }[];
  close(): Promise<void>;
}

export async function startFakeVies(): Promise<FakeVies> {
  const hanging = new Set<import("node:http").ServerResponse>();
  const fake: FakeVies = {
    baseUrl: "",
    mode: "ok",
    registered: new Set(),
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/check-vat-number")
        return json(404, { actionSucceed: false, errorWrappers: [{ error: "NOT_FOUND" }] });
      let body: { countryCode?: string; vatNumber?: string };
      try {
        body = JSON.parse(raw);
      } catch {
        return json(400, {
          actionSucceed: false,
          errorWrappers: [{ error: "INVALID_INPUT", message: "The provided CountryCode is invalid or the VAT number is empty" }],
        });
      }
      fake.requests.push({ countryCode: body.countryCode ?? "", vatNumber: body.vatNumber ?? "" });
      if (fake.mode === "timeout") {
        hanging.add(res);
        return;
      }
      if (fake.mode === "ms_unavailable") {
        return json(200, {
          actionSucceed: false,
          errorWrappers: [{ error: "MS_UNAVAILABLE", message: "The application at the Member State is not replying or not available." }],
        });
      }
      if (fake.mode === "rate_limited") {
        return json(429, {
          actionSucceed: false,
          errorWrappers: [{ error: "GLOBAL_MAX_CONCURRENT_REQ", message: "The maximum number of concurrent requests has been reached." }],
        });
      }
      const valid = fake.registered.has(`${body.countryCode}${body.vatNumber}`);
      json(200, {
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        requestDate: "2026-11-30T08:00:00.000Z",
        valid,
        requestIdentifier: "",
        name: valid ? "---" : "---",
        address: valid ? "---" : "---",
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

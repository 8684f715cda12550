/**
 * The fake carrier's return, insurance and customs shapes (issue 30, decision 0095), answering as
 * the published documents say:
 * - DHL Parcel DE Returns API v1: `POST /parcel/de/shipping/returns/v1/orders?labelType=…` with
 *   `dhl-api-key` and basic auth; body `receiverId` (a receiver the account has: "deu"),
 *   `customerReference` (≤ 50), `shipper` (`name1`, `addressStreet`, `addressHouse`, `postalCode`,
 *   `city`), `itemWeight`, `itemValue` (EUR, GBP or CHF); 201 with `sstatus`, `shipmentNo`,
 *   `label.b64` (a PDF), `qrLabel.b64`, `routingCode`; errors as RFC 7807 `{title, status, detail}`:
 *   401, 400, 429 with Retry-After, 500 (`returns.mode`), and the fake's time-out and 503 modes.
 * - DHL Parcel DE Shipping v2: `services.additionalInsurance {currency: "EUR", value}` above the
 *   most DHL insures (25,000 €) or in another currency is refused with a validation message.
 * - UPS Shipping: `PackageServiceOptions.DeclaredValue` above 50,000 is refused; a return
 *   service needs `Package.Description`, and takes only a partial invoice (FormType "05" or "10");
 *   a parcel across the EU's customs border needs `InternationalForms` with product lines, an
 *   invoice ("01") its number, date, reason, currency and each line's unit value; such a parcel also
 *   needs the shipper's phone number and the receiver's attention name.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { crossesCustomsBorder } from "../../core/carrier/index.ts";

export const DHL_RETURNS_PATH = "/parcel/de/shipping/returns/v1";
/** The receiver id the fake's DHL account has (the Returns API's locations would list it). */
export const FAKE_DHL_RECEIVER_ID = "deu";
/** The most DHL's additional insurance books, in EUR; the most UPS takes as a declared value. */
export const FAKE_DHL_INSURANCE_MAX = 25_000;
export const FAKE_UPS_DECLARED_MAX = 50_000;

export type FakeReturnsMode = "ok" | "rate_limited" | "server_error";

export interface FakeReturns {
  /** rate_limited: 429 with Retry-After; server_error: 500; ok: normal answers. */
  mode: FakeReturnsMode;
  /** Seconds the 429 names in Retry-After. */
  retryAfterSeconds: number;
}

export function createFakeReturns(): FakeReturns {
  return { mode: "ok", retryAfterSeconds: 7 };
}

const get = (o: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), o);
const blank = (v: unknown) => v === undefined || v === null || v === "";

function problem(res: ServerResponse, status: number, title: string, detail: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/problem+json", ...headers });
  res.end(JSON.stringify({ title, status, detail }));
}

/** The validation problems of a Shipping v2 shipment's services (property paths below `shipments[0].`). */
export function dhlServiceProblems(shipment: unknown): string[] {
  const insurance = get(shipment, "services.additionalInsurance");
  if (insurance === undefined) return [];
  const value = get(insurance, "value");
  const ok = get(insurance, "currency") === "EUR" && typeof value === "number" && value > 0 && value <= FAKE_DHL_INSURANCE_MAX;
  return ok ? [] : ["services.additionalInsurance"];
}

/** UPS's refusal of a ship request's return service, declared value or customs forms, or null. */
export function upsServiceProblem(body: unknown): { code: string; message: string } | null {
  const s = get(body, "ShipmentRequest.Shipment");
  const pkg = (get(s, "Package") as unknown[] | undefined)?.[0];
  const declared = get(pkg, "PackageServiceOptions.DeclaredValue");
  if (declared !== undefined) {
    const value = Number(get(declared, "MonetaryValue"));
    if (!/^[A-Z]{3}$/.test(String(get(declared, "CurrencyCode") ?? "")) || !Number.isFinite(value) || value <= 0)
      return { code: "120100", message: "Missing or invalid declared value" };
    if (value > FAKE_UPS_DECLARED_MAX) return { code: "120541", message: "The declared value exceeds the maximum allowed" };
  }
  const returnService = get(s, "ReturnService");
  if (returnService !== undefined && blank(get(pkg, "Description")))
    return { code: "120100", message: "Missing or invalid Package Description for a return shipment" };
  const forms = get(s, "ShipmentServiceOptions.InternationalForms");
  const from = String(get(s, "ShipFrom.Address.CountryCode") ?? "");
  const to = String(get(s, "ShipTo.Address.CountryCode") ?? "");
  if (crossesCustomsBorder(from, to)) {
    if (!/^\d{1,15}$/.test(String(get(s, "Shipper.Phone.Number") ?? "")))
      return { code: "120100", message: "Missing or invalid shipper phone number" };
    if (blank(get(s, "ShipTo.AttentionName"))) return { code: "120100", message: "Missing or invalid ship to attention name" };
  }
  if (forms === undefined)
    return crossesCustomsBorder(from, to) ? { code: "120100", message: "An international shipment needs an invoice" } : null;
  const types = get(forms, "FormType");
  const type = Array.isArray(types) ? String(types[0]) : "";
  if (returnService !== undefined && type !== "05" && type !== "10")
    return { code: "120100", message: "A return shipment takes a partial invoice only" };
  const products = get(forms, "Product");
  if (!Array.isArray(products) || !products.length) return { code: "120100", message: "Missing or invalid Product" };
  for (const p of products) {
    const lines = get(p, "Description");
    if (!Array.isArray(lines) || !lines.length || lines.some((l) => typeof l !== "string" || !l || l.length > 35))
      return { code: "120100", message: "Missing or invalid Product Description" };
  }
  if (type === "01") {
    if (
      ["InvoiceNumber", "ReasonForExport", "CurrencyCode"].some((k) => blank(get(forms, k))) ||
      !/^\d{8}$/.test(String(get(forms, "InvoiceDate")))
    )
      return { code: "120100", message: "Missing or invalid invoice number, date, reason or currency" };
    if (products.some((p) => !(Number(get(p, "Unit.Value")) > 0) || blank(get(p, "Unit.Number"))))
      return { code: "120100", message: "Missing or invalid Product Unit" };
  }
  return null;
}

export interface ReturnsContext {
  apiKey: string;
  /** The basic authorization header the account's user and password make. */
  authorization: string;
  /** A shipment number made (pushed to the fake's `created`). */
  made(shipmentNo: string): void;
  pdf(text: string): Promise<Buffer>;
  next(): number;
}

/** Answers a request to the Returns API; false when the path is not its. */
export async function answerReturns(
  state: FakeReturns,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: unknown,
  ctx: ReturnsContext,
): Promise<boolean> {
  if (!path.startsWith(DHL_RETURNS_PATH)) return false;
  if (req.method !== "POST" || path !== `${DHL_RETURNS_PATH}/orders`) {
    problem(res, 404, "Not Found", "No such resource.");
    return true;
  }
  if (req.headers["dhl-api-key"] !== ctx.apiKey || req.headers.authorization !== ctx.authorization) {
    problem(res, 401, "Unauthorized", "The credentials you provided are invalid.");
    return true;
  }
  if (state.mode === "rate_limited") {
    problem(res, 429, "Too Many Requests", "You have exceeded the maximum number of requests per time unit.", {
      "retry-after": String(state.retryAfterSeconds),
    });
    return true;
  }
  if (state.mode === "server_error") {
    problem(res, 500, "Internal Server Error", "An unexpected error occurred.");
    return true;
  }
  const required = ["receiverId", "shipper.name1", "shipper.addressStreet", "shipper.addressHouse", "shipper.postalCode", "shipper.city"];
  const gaps = required.filter((p) => blank(get(body, p)));
  const currency = get(body, "itemValue.currency");
  if (currency !== undefined && !["EUR", "GBP", "CHF"].includes(String(currency))) gaps.push("itemValue.currency");
  if (String(get(body, "customerReference") ?? "").length > 50) gaps.push("customerReference");
  if (!/^[0-9A-Za-z]+([ -]?[0-9A-Za-z]+)*$/.test(String(get(body, "shipper.postalCode") ?? ""))) gaps.push("shipper.postalCode");
  if (!gaps.length && get(body, "receiverId") !== FAKE_DHL_RECEIVER_ID) gaps.push("receiverId");
  if (gaps.length) {
    problem(res, 400, "Bad Request", `Invalid value: ${[...new Set(gaps)].join(", ")}`);
    return true;
  }
  const shipmentNo = `99${String(3400000000 + ctx.next())}`;
  ctx.made(shipmentNo);
  const pdf = await ctx.pdf(`FAKE DHL RETOURE ${shipmentNo}`);
  res.writeHead(201, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      sstatus: { title: "Created", status: 201, detail: "Created" },
      shipmentNo,
      label: { b64: pdf.toString("base64") },
      routingCode: `40327653113+99000933090${String(ctx.next()).padStart(3, "0")}`,
    }),
  );
  return true;
}

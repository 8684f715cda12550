/**
 * The fake carrier's pickup shapes (issue 33, decision 0120), answering as the published documents say:
 * - DHL authentication (ROPC v1): `POST /parcel/de/account/auth/ropc/v1/token`, form
 *   `grant_type=password`, `client_id`, `client_secret`, `username`, `password` →
 *   `{access_token, token_type: "Bearer", expires_in: 1799}`; wrong credentials 401.
 * - DHL Parcel DE Pickup v3: `POST /parcel/de/transportation/pickup/v3/orders` with that bearer;
 *   a missing or wrong field → 422 with an array of `{errorCode, title, instance, detail}`;
 *   success → `{confirmation: {type: "ORDERPICKUP", value: {orderID (32 hex), pickupDate,
 *   freeOfCharge, pickupType: "EZA", confirmedShipments}}}`.
 * - UPS Pickup Creation: `POST /api/pickupcreation/{version}/pickup` with the UPS bearer; errors
 *   `{response: {errors: [{code, message}]}}`; success → `PickupCreationResponse.PRN`.
 * `pickups.mode`: "rejected" (the carrier refuses the order: DHL 422, UPS 400) or "rate_limited"
 * (429 with Retry-After); the fake's own `mode = "timeout"` makes every call hang.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export const DHL_PICKUP_PATH = "/parcel/de/transportation/pickup/v3";
export const DHL_ROPC_PATH = "/parcel/de/account/auth/ropc/v1/token";
/** The DHL API secret (ROPC client_secret) the fake accepts; the key, user and password are FAKE_DHL's. */
export const FAKE_DHL_API_SECRET = "fake-dhl-secret";
/** A billing number of procedure 08 (DHL Retoure with pickup). */
export const FAKE_DHL_PICKUP_BILLING = "33333333330801";

export type FakePickupMode = "ok" | "rejected" | "rate_limited";

export interface FakePickups {
  mode: FakePickupMode;
  retryAfterSeconds: number;
  /** Orders booked: carrier and reference. */
  booked: { carrier: "DHL" | "UPS"; reference: string; body: unknown }[];
}

export function createFakePickups(): FakePickups {
  return { mode: "ok", retryAfterSeconds: 11, booked: [] };
}

export interface PickupContext {
  dhl: { apiKey: string; user: string; password: string };
  upsTokens: ReadonlySet<string>;
  upsVersion: string;
  next: () => number;
}

const get = (o: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), o);
const blank = (v: unknown) => v === undefined || v === null || v === "";

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

const dhlTokens = new Set<string>();

/** Answers a pickup route; false when the path is not one. */
export function answerPickup(
  pickups: FakePickups,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  raw: string,
  body: unknown,
  ctx: PickupContext,
): boolean {
  if (req.method === "POST" && path === DHL_ROPC_PATH) {
    const form = new URLSearchParams(raw);
    const ok =
      form.get("grant_type") === "password" &&
      form.get("client_id") === ctx.dhl.apiKey &&
      form.get("client_secret") === FAKE_DHL_API_SECRET &&
      form.get("username") === ctx.dhl.user &&
      form.get("password") === ctx.dhl.password;
    if (!ok) {
      send(res, 401, { title: "Unauthorized", status: 401, detail: "Invalid credentials" });
      return true;
    }
    const token = `dhl-token-${ctx.next()}`;
    dhlTokens.add(token);
    send(res, 200, { access_token: token, token_type: "Bearer", expires_in: 1799 });
    return true;
  }
  if (req.method === "POST" && path === `${DHL_PICKUP_PATH}/orders`) {
    const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!dhlTokens.has(bearer) || req.headers["dhl-api-key"] !== undefined) {
      send(res, 401, { title: "Unauthorized", status: 401 });
      return true;
    }
    if (pickups.mode === "rate_limited") {
      send(res, 429, { title: "Too Many Requests", status: 429 }, { "retry-after": String(pickups.retryAfterSeconds) });
      return true;
    }
    const errors: { errorCode: number; title: string; instance: string; detail?: string }[] = [];
    const required = [
      "pickupLocation.pickupAddress.name1",
      "pickupLocation.pickupAddress.addressStreet",
      "pickupLocation.pickupAddress.addressHouse",
      "pickupLocation.pickupAddress.postalCode",
      "pickupLocation.pickupAddress.city",
      "pickupDetails.pickupDate.value",
    ];
    for (const p of required) if (blank(get(body, p))) errors.push({ errorCode: 400, title: "Missing required field", instance: p });
    if (!/^\d{10}\d{2}\w{2}$/.test(String(get(body, "customerDetails.billingNumber") ?? "")))
      errors.push({ errorCode: 456, title: "Unknown billingnumber", instance: "customerDetails.billingNumber" });
    if (get(body, "pickupLocation.type") !== "Address")
      errors.push({ errorCode: 400, title: "Invalid location type", instance: "pickupLocation.type" });
    if (get(body, "pickupDetails.pickupDate.type") !== "Date")
      errors.push({ errorCode: 400, title: "Invalid date type", instance: "pickupDetails.pickupDate.type" });
    const shipments = get(body, "shipmentDetails.shipments");
    if (!Array.isArray(shipments) || !shipments.length || shipments.some((s) => get(s, "transportationType") !== "PAKET"))
      errors.push({ errorCode: 400, title: "Invalid shipments", instance: "shipmentDetails.shipments" });
    if (String(get(body, "pickupLocation.pickupAddress.postalCode") ?? "").length > 7)
      errors.push({ errorCode: 400, title: "Value too long", instance: "pickupLocation.pickupAddress.postalCode" });
    if (pickups.mode === "rejected" && !errors.length)
      errors.push({ errorCode: 461, title: "Pickup date not possible", instance: "pickupDetails.pickupDate.value" });
    if (errors.length) {
      send(res, 422, errors);
      return true;
    }
    const orderID = `${String(ctx.next()).padStart(8, "0")}${"a1b2c3d4e5f6a7b8c9d0e1f2".slice(0, 24)}`;
    pickups.booked.push({ carrier: "DHL", reference: orderID, body });
    send(res, 200, {
      confirmation: {
        type: "ORDERPICKUP",
        value: {
          orderID,
          pickupDate: get(body, "pickupDetails.pickupDate.value"),
          freeOfCharge: false,
          pickupType: "EZA",
          confirmedShipments: (shipments as unknown[]).map(() => ({ transportationType: "PAKET", orderDate: "2026-12-01T10:00:00" })),
        },
      },
    });
    return true;
  }
  if (req.method === "POST" && path === `/api/pickupcreation/${ctx.upsVersion}/pickup`) {
    const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!ctx.upsTokens.has(bearer)) {
      send(res, 401, { response: { errors: [{ code: "250002", message: "Invalid Authentication Information." }] } });
      return true;
    }
    if (pickups.mode === "rate_limited") {
      send(
        res,
        429,
        { response: { errors: [{ code: "10429", message: "Rate Limit Exceeded" }] } },
        { "retry-after": String(pickups.retryAfterSeconds) },
      );
      return true;
    }
    const r = "PickupCreationRequest";
    const gaps = [
      `${r}.PickupDateInfo.PickupDate`,
      `${r}.PickupDateInfo.ReadyTime`,
      `${r}.PickupDateInfo.CloseTime`,
      `${r}.PickupAddress.CompanyName`,
      `${r}.PickupAddress.ContactName`,
      `${r}.PickupAddress.AddressLine`,
      `${r}.PickupAddress.City`,
      `${r}.PickupAddress.CountryCode`,
      `${r}.PickupAddress.ResidentialIndicator`,
      `${r}.PickupAddress.Phone.Number`,
      `${r}.PaymentMethod`,
      `${r}.RatePickupIndicator`,
      `${r}.AlternateAddressIndicator`,
      `${r}.Shipper.Account.AccountNumber`,
    ].filter((p) => blank(get(body, p)));
    const piece = (get(body, `${r}.PickupPiece`) as unknown[] | undefined)?.[0];
    if (!piece || ["ServiceCode", "Quantity", "DestinationCountryCode", "ContainerCode"].some((k) => blank(get(piece, k))))
      gaps.push(`${r}.PickupPiece`);
    if (!/^\d{8}$/.test(String(get(body, `${r}.PickupDateInfo.PickupDate`) ?? ""))) gaps.push(`${r}.PickupDateInfo.PickupDate`);
    if (gaps.length) {
      send(res, 400, { response: { errors: [{ code: "9500", message: `Missing or invalid ${gaps[0]}` }] } });
      return true;
    }
    if (pickups.mode === "rejected") {
      send(res, 400, { response: { errors: [{ code: "9510113", message: "The requested pickup date is not available" }] } });
      return true;
    }
    const prn = `2929${String(600000 + ctx.next())}E9CP`;
    pickups.booked.push({ carrier: "UPS", reference: prn, body });
    send(res, 200, {
      PickupCreationResponse: { Response: { ResponseStatus: { Code: "1", Description: "Success" } }, PRN: prn, RateStatus: { Code: "01" } },
    });
    return true;
  }
  return false;
}

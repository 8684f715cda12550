/**
 * DHL Parcel DE Pickup API v3 (Post & Parcel Germany; issue 33, decision 0120): a single collection
 * at any address in Germany ("Einzelabholung") on our billing number, the driver bringing a label
 * per parcel addressed to our warehouse (`pickupServices.printLabel.consignee`: the billing number
 * must be one of procedure 08, "DHL Retoure mit Abholung", in the business customer portal).
 * Sources: the API's OpenAPI document v3.0.0 (https://developer.dhl.com/api-reference/parcel-de-pickup-post-parcel-germany)
 * and the authentication API's (ROPC v1):
 * - token: `POST https://api-eu.dhl.com/parcel/de/account/auth/ropc/v1/token`, form
 *   `grant_type=password`, `client_id` (the API key), `client_secret` (the API secret), `username`
 *   and `password` (the portal user) → `{access_token, token_type: "Bearer", expires_in}` (about 30 minutes);
 * - order: `POST {base}/orders` (base `https://api-eu.dhl.com/parcel/de/transportation/pickup/v3`)
 *   with that bearer, body `PickupOrder`: `customerDetails.billingNumber`, `pickupLocation {type:
 *   "Address", pickupAddress {name1, name2, addressStreet, addressHouse, postalCode, city, country}}`,
 *   `businessHours [{timeFrom, timeUntil}]` (HH:MM), `contactPerson [{name, phone, email}]`,
 *   `pickupDetails {pickupDate {type: "Date", value}, totalWeight {uom: "g", value}, comment}`,
 *   `shipmentDetails.shipments [{transportationType: "PAKET", customerReference, pickupServices}]`;
 * - answer 200 `{confirmation: {type: "ORDERPICKUP", value: {orderID, pickupDate, freeOfCharge,
 *   pickupType, confirmedShipments}}}`; 422 an array of `{errorCode, title, instance, detail}`;
 *   400, 401, 403, 429, 500, 503 with a status text.
 * The token is kept until a minute before it expires; a 401 forgets it.
 */
import { carrierCall, shortText, type CarrierHttp } from "./http.server.ts";
import { CarrierError, type BookedPickup, type CarrierAddress, type PickupAdapter, type PickupBookingRequest } from "./types.ts";

export const DHL_PICKUP_DEFAULT_BASE_URL = "https://api-eu.dhl.com/parcel/de/transportation/pickup/v3";
/** The token path on the same host as the pickup API (`/parcel/de/account/auth/ropc/v1/token`). */
export const DHL_ROPC_TOKEN_PATH = "/parcel/de/account/auth/ropc/v1/token";

export interface DhlPickupSettings {
  apiKey: string;
  apiSecret: string;
  user: string;
  password: string;
  /** 14 characters; procedure 08 (DHL Retoure with pickup), so the driver can bring the labels. */
  billingNumber: string;
  baseUrl: string;
}

const cut = (value: string | null | undefined, max: number) => (value ?? "").trim().slice(0, max);

function dhlPickupAddress(a: CarrierAddress) {
  return {
    name1: cut(a.name, 50),
    ...(a.attention ? { name2: cut(a.attention, 50) } : {}),
    addressStreet: cut(a.street, 70),
    addressHouse: cut(a.houseNumber, 10),
    postalCode: cut(a.zip, 7),
    city: cut(a.city, 35),
    country: a.country.toUpperCase(),
  };
}

/** The body of `POST {base}/orders` (exported for the tests). */
export function dhlPickupBody(settings: Pick<DhlPickupSettings, "billingNumber">, request: PickupBookingRequest) {
  const parcels = Math.max(1, Math.min(request.parcels, 99));
  return {
    customerDetails: { billingNumber: settings.billingNumber },
    pickupLocation: { type: "Address", pickupAddress: dhlPickupAddress(request.address) },
    businessHours: [{ timeFrom: request.windowFrom, timeUntil: request.windowTo }],
    contactPerson: [
      {
        name: cut(request.address.attention ?? request.address.name, 50),
        ...(request.address.phone ? { phone: cut(request.address.phone, 50) } : {}),
        ...(request.address.email ? { email: cut(request.address.email, 250) } : {}),
      },
    ],
    pickupDetails: {
      pickupDate: { type: "Date", value: request.day },
      totalWeight: { uom: "g", value: Math.max(1, Math.round(request.weightGrams)) },
      ...(request.notes ? { comment: cut(request.notes, 100) } : {}),
    },
    shipmentDetails: {
      shipments: Array.from({ length: parcels }, () => ({
        transportationType: "PAKET",
        customerReference: cut(request.reference, 20),
        pickupServices: {
          printLabel: {
            consignee: {
              name1: cut(request.consignee.name, 50),
              ...(request.consignee.attention ? { name2: cut(request.consignee.attention, 50) } : {}),
              addressStreet: cut(request.consignee.street, 70),
              addressHouse: cut(request.consignee.houseNumber, 10),
              postalCode: cut(request.consignee.zip, 7),
              city: cut(request.consignee.city, 35),
              country: request.consignee.country.toUpperCase(),
            },
          },
        },
      })),
    },
  };
}

interface DhlPickupError {
  errorCode?: unknown;
  title?: unknown;
  instance?: unknown;
  detail?: unknown;
}

/** "HTTP 422: 456 Unknown billingnumber (customerDetails.billingNumber)": codes, titles and fields, never a value we sent. */
export function dhlPickupErrorText(json: unknown, status: number): string {
  const list: DhlPickupError[] = Array.isArray(json) ? json : json && typeof json === "object" ? [json as DhlPickupError] : [];
  const parts = list
    .slice(0, 3)
    .map((e) => {
      const code = typeof e.errorCode === "number" || typeof e.errorCode === "string" ? String(e.errorCode) : "";
      const where = shortText(e.instance, 80);
      return `${code} ${shortText(e.title, 120)}${where ? ` (${where})` : ""}`.trim();
    })
    .filter(Boolean);
  return `HTTP ${status}${parts.length ? `: ${parts.join("; ")}` : ""}`;
}

/** A 429's text with the wait the carrier asked for. */
export const withRetry = (text: string, retryAfter: string | null) =>
  retryAfter ? `${text} (retry after ${shortText(retryAfter, 40)} s)` : text;

function fail(status: number, json: unknown, maybeCreated: boolean): never {
  const text = dhlPickupErrorText(json, status);
  if (status === 401 || status === 403) throw new CarrierError("DHL", "unauthorized", status, text);
  if (status === 400 || status === 422) throw new CarrierError("DHL", "rejected", status, text);
  if (status === 429 || status >= 500)
    throw new CarrierError("DHL", "unavailable", status, text, maybeCreated && status >= 500 && status !== 503);
  throw new CarrierError("DHL", "invalid_response", status, text, maybeCreated);
}

export function dhlPickup(settings: DhlPickupSettings, http: CarrierHttp = {}): PickupAdapter {
  const base = settings.baseUrl.replace(/\/+$/, "");
  const tokenUrl = `${new URL(base).origin}${DHL_ROPC_TOKEN_PATH}`;
  let token: { value: string; until: number } | null = null;

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const form = new URLSearchParams({
      grant_type: "password",
      client_id: settings.apiKey,
      client_secret: settings.apiSecret,
      username: settings.user,
      password: settings.password,
    });
    const { status, json } = await carrierCall(
      "DHL",
      tokenUrl,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form.toString(),
      },
      http,
      false,
    );
    const answer = json as { access_token?: unknown; expires_in?: unknown } | null;
    if (status !== 200 || typeof answer?.access_token !== "string") {
      if (status === 200) throw new CarrierError("DHL", "invalid_response", status, "token answer without access_token");
      fail(status, json, false);
    }
    const seconds = Number(answer.expires_in) || 1800;
    token = { value: answer.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  return {
    name: "DHL",
    async bookPickup(request: PickupBookingRequest): Promise<BookedPickup> {
      const access = await bearer();
      const { status, json, retryAfter } = await carrierCall(
        "DHL",
        `${base}/orders`,
        {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${access}` },
          body: JSON.stringify(dhlPickupBody(settings, request)),
        },
        http,
        true,
      );
      if (status === 401) token = null;
      if (status === 429) throw new CarrierError("DHL", "unavailable", status, withRetry(dhlPickupErrorText(json, status), retryAfter));
      if (status !== 200 && status !== 201) fail(status, json, true);
      const value = (json as { confirmation?: { value?: { orderID?: unknown; pickupDate?: unknown } } } | null)?.confirmation?.value;
      if (typeof value?.orderID !== "string" || !value.orderID)
        throw new CarrierError("DHL", "invalid_response", status, "pickup answer without orderID", true);
      return {
        carrier: "DHL",
        reference: value.orderID,
        pickupDate: typeof value.pickupDate === "string" ? value.pickupDate : null,
      };
    },
  };
}

/**
 * DHL Parcel DE Shipping API v2 (Post & Parcel Germany; decision 0042): `POST {base}/orders`
 * with the `dhl-api-key` header and basic auth of the business customer portal user, one
 * shipment of product V01PAK (DHL Paket, domestic) on the billing number, the label as a
 * base64 PDF in the answer (`includeDocs=include`, `docFormat=PDF`). Errors come as the
 * documented status object (`title`, `statusCode` or `status`, `detail`) and, for a refused
 * shipment, `items[].sstatus` with `validationMessages[]`.
 *
 * Issue 30 (decision 0095): above DHL's included cover (500 €) the order books
 * `services.additionalInsurance {currency: "EUR", value}` for the parcel's value, capped at the
 * edition's insured amount. A customer's parcel to us within the included cover goes as DHL
 * Retoure when a receiver id is set: `POST {returns base}/orders?labelType=SHIPMENT_LABEL` of the
 * Parcel DE Returns API v1 (same key and basic auth; body `receiverId`, `customerReference`,
 * `shipmentReference`, `shipper` without a country, `itemWeight`, `itemValue`; answer 201 with
 * `shipmentNo` and `label.b64`, errors as RFC 7807 `{title, status, detail}`). Retoure has no
 * insurance service, so above the included cover DHL Paket with insurance wins.
 */
import { alpha3 } from "./countries.ts";
import { crossesCustomsBorder } from "./customs.ts";
import { basicAuth, carrierCall, shortText, type CarrierHttp } from "./http.server.ts";
import { euros, insuredAmountCents } from "./insurance.ts";
import {
  CarrierError,
  parcelValueCents,
  type CarrierAdapter,
  type CarrierAddress,
  type CarrierService,
  type CreatedShipment,
  type ShipmentRequest,
} from "./types.ts";

export const DHL_DEFAULT_BASE_URL = "https://api-eu.dhl.com/parcel/de/shipping/v2";
export const DHL_RETURNS_DEFAULT_BASE_URL = "https://api-eu.dhl.com/parcel/de/shipping/returns/v1";

export interface DhlSettings {
  apiKey: string;
  user: string;
  password: string;
  /** 14 characters: EKP (10 digits), procedure 01 for V01PAK, participation (2). */
  billingNumber: string;
  baseUrl: string;
  /** The customer portal's user group profile; default STANDARD_GRUPPENPROFIL. */
  profile?: string;
  /** DHL Retoure's receiver id for parcels sent from Germany (the Returns API's receiverId, e.g. "deu"); unset = no Retoure. */
  returnsReceiverId?: string;
  /** The Parcel DE Returns API; default DHL_RETURNS_DEFAULT_BASE_URL. */
  returnsBaseUrl?: string;
}

/**
 * The DHL product of a request (decision 0095): a customer's parcel from Germany within DHL's
 * included cover goes as Retoure when a receiver id is set; anything else as DHL Paket, with
 * additional insurance above the included cover (Retoure cannot book it, and insurance wins).
 */
export function dhlProduct(settings: DhlSettings, request: ShipmentRequest): { service: CarrierService; insuredCents: number | null } {
  const insuredCents = insuredAmountCents("DHL", parcelValueCents(request), request.insuranceCapCents);
  const retoure =
    request.kind === "shipping" && !!settings.returnsReceiverId && insuredCents === null && request.from.country.toUpperCase() === "DE";
  return { service: retoure ? "retoure" : "standard", insuredCents };
}

const cut = (value: string, max: number) => value.trim().slice(0, max);

function dhlAddress(a: CarrierAddress) {
  const country = alpha3(a.country);
  if (!country) throw new CarrierError("DHL", "rejected", null, `country ${a.country} is not served`);
  return {
    name1: cut(a.name, 50),
    ...(a.attention ? { name2: cut(a.attention, 50) } : {}),
    addressStreet: cut(a.street, 50),
    addressHouse: cut(a.houseNumber, 10),
    postalCode: cut(a.zip, 10),
    city: cut(a.city, 40),
    country,
  };
}

/** The request body of `POST /orders` for one shipment (exported for the tests' fake). */
export function dhlOrderBody(settings: DhlSettings, request: ShipmentRequest) {
  const { parcel } = request;
  // V01PAK is domestic: a parcel that crosses the customs border would need another product with customs details.
  if (crossesCustomsBorder(request.from.country, request.to.country))
    throw new CarrierError("DHL", "rejected", null, "DHL Paket (V01PAK) does not cross the customs border");
  const insuredCents = insuredAmountCents("DHL", parcelValueCents(request), request.insuranceCapCents);
  return {
    profile: settings.profile ?? "STANDARD_GRUPPENPROFIL",
    shipments: [
      {
        product: "V01PAK",
        billingNumber: settings.billingNumber,
        refNo: cut(request.reference, 35),
        shipper: dhlAddress(request.from),
        consignee: dhlAddress(request.to),
        details: {
          weight: { uom: "g", value: Math.max(1, Math.round(parcel.weightGrams)) },
          dim: { uom: "cm", length: parcel.lengthCm, width: parcel.widthCm, height: parcel.heightCm },
        },
        ...(insuredCents === null ? {} : { services: { additionalInsurance: { currency: "EUR", value: euros(insuredCents) } } }),
      },
    ],
  };
}

/** The request body of the Returns API's `POST /orders` (DHL Retoure; exported for the tests' fake). */
export function dhlReturnOrderBody(settings: DhlSettings, request: ShipmentRequest) {
  const { from } = request;
  if (!settings.returnsReceiverId) throw new CarrierError("DHL", "rejected", null, "no Retoure receiver id set");
  return {
    receiverId: settings.returnsReceiverId,
    // the first 30 characters are printed on the label
    customerReference: cut(request.reference, 30),
    shipmentReference: cut(request.reference, 50),
    // the sender's country is the receiver id's (Retoure from Germany)
    shipper: {
      name1: cut(from.name, 50),
      ...(from.attention ? { name2: cut(from.attention, 50) } : {}),
      addressStreet: cut(from.street, 50),
      addressHouse: cut(from.houseNumber, 10),
      postalCode: cut(from.zip, 10),
      city: cut(from.city, 40),
    },
    itemWeight: { uom: "g", value: Math.max(1, Math.round(request.parcel.weightGrams)) },
    itemValue: { currency: "EUR", value: euros(parcelValueCents(request)) },
  };
}

interface DhlStatus {
  title?: unknown;
  statusCode?: unknown;
  status?: unknown;
  detail?: unknown;
}
interface DhlItem {
  shipmentNo?: unknown;
  sstatus?: DhlStatus;
  label?: { b64?: unknown; fileFormat?: unknown };
  validationMessages?: { property?: unknown; validationMessage?: unknown; validationState?: unknown }[];
}
interface DhlAnswer extends DhlStatus {
  status?: DhlStatus | number;
  items?: DhlItem[];
}

/** "Bad Request (400): shipments[0].consignee.postalCode Error" — fields and states, never values. */
function describe(answer: DhlAnswer | null, httpStatus: number): string {
  const status = typeof answer?.status === "object" && answer.status ? answer.status : answer;
  const title = shortText(status?.title) || "error";
  const detail = shortText(status?.detail);
  const fields = (answer?.items ?? [])
    .flatMap((item) => item.validationMessages ?? [])
    .filter((m) => m.validationState !== "Warning")
    .map((m) => `${shortText(m.property, 80)} ${shortText(m.validationState, 20)}`.trim())
    .slice(0, 5);
  return `${title} (${httpStatus})${detail ? `: ${detail}` : ""}${fields.length ? ` [${fields.join("; ")}]` : ""}`;
}

function pdfOf(b64: unknown): Uint8Array | null {
  if (typeof b64 !== "string" || !b64) return null;
  const bytes = Buffer.from(b64, "base64");
  return bytes.subarray(0, 5).toString("latin1") === "%PDF-" ? new Uint8Array(bytes) : null;
}

/** The CarrierError for a DHL answer that is no success (both APIs answer the same status codes). */
function dhlFailure(status: number, answer: DhlAnswer | null): CarrierError | null {
  if (status === 401 || status === 403) return new CarrierError("DHL", "unauthorized", status, describe(answer, status));
  if (status === 400 || status === 422) return new CarrierError("DHL", "rejected", status, describe(answer, status));
  if (status === 429 || status >= 500)
    return new CarrierError("DHL", "unavailable", status, describe(answer, status), status !== 429 && status !== 503);
  if (status !== 200 && status !== 201 && status !== 207)
    return new CarrierError("DHL", "invalid_response", status, describe(answer, status), true);
  return null;
}

function madeShipment(shipmentNo: unknown, b64: unknown, status: number): { trackingNumber: string; labelPdf: Uint8Array } {
  const trackingNumber = typeof shipmentNo === "string" ? shipmentNo.trim() : "";
  const labelPdf = pdfOf(b64);
  if (!/^[A-Za-z0-9]{8,40}$/.test(trackingNumber) || !labelPdf) {
    throw new CarrierError("DHL", "invalid_response", status, "answer without a shipment number or a PDF label", true);
  }
  return { trackingNumber, labelPdf };
}

export function dhlCarrier(settings: DhlSettings, http: CarrierHttp = {}): CarrierAdapter {
  const base = settings.baseUrl.replace(/\/+$/, "");
  const returnsBase = (settings.returnsBaseUrl ?? DHL_RETURNS_DEFAULT_BASE_URL).replace(/\/+$/, "");

  async function post(url: string, body: unknown): Promise<{ status: number; answer: DhlAnswer | null }> {
    const { status, json } = await carrierCall(
      "DHL",
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "accept-language": "en-US",
          "dhl-api-key": settings.apiKey,
          authorization: basicAuth(settings.user, settings.password),
        },
        body: JSON.stringify(body),
      },
      http,
      true,
    );
    const answer = (json && typeof json === "object" ? json : null) as DhlAnswer | null;
    const failure = dhlFailure(status, answer);
    if (failure) throw failure;
    return { status, answer };
  }

  return {
    name: "DHL",
    async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
      const { service, insuredCents } = dhlProduct(settings, request);
      if (service === "retoure") {
        const body = dhlReturnOrderBody(settings, request);
        const { status, answer } = await post(`${returnsBase}/orders?labelType=SHIPMENT_LABEL`, body);
        const confirmation = answer as { shipmentNo?: unknown; label?: { b64?: unknown } } | null;
        return { carrier: "DHL", ...madeShipment(confirmation?.shipmentNo, confirmation?.label?.b64, status), service, insuredCents: null };
      }
      const body = dhlOrderBody(settings, request);
      const query = new URLSearchParams({ includeDocs: "include", docFormat: "PDF", printFormat: "A4", combine: "true" });
      const { status, answer } = await post(`${base}/orders?${query}`, body);
      const item = answer?.items?.[0];
      const itemStatus = Number(item?.sstatus?.statusCode ?? item?.sstatus?.status ?? 200);
      if (itemStatus >= 400) throw new CarrierError("DHL", "rejected", itemStatus, describe(answer, itemStatus));
      return { carrier: "DHL", ...madeShipment(item?.shipmentNo, item?.label?.b64, status), service, insuredCents };
    },
  };
}

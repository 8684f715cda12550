/**
 * DHL Parcel DE Shipping API v2 (Post & Parcel Germany; decision 0042): `POST {base}/orders`
 * with the `dhl-api-key` header and basic auth of the business customer portal user, one
 * shipment of product V01PAK (DHL Paket, domestic) on the billing number, the label as a
 * base64 PDF in the answer (`includeDocs=include`, `docFormat=PDF`). Errors come as the
 * documented status object (`title`, `statusCode` or `status`, `detail`) and, for a refused
 * shipment, `items[].sstatus` with `validationMessages[]`.
 */
import { alpha3 } from "./countries.ts";
import { basicAuth, carrierCall, shortText, type CarrierHttp } from "./http.server.ts";
import { CarrierError, type CarrierAdapter, type CarrierAddress, type CreatedShipment, type ShipmentRequest } from "./types.ts";

export const DHL_DEFAULT_BASE_URL = "https://api-eu.dhl.com/parcel/de/shipping/v2";

export interface DhlSettings {
  apiKey: string;
  user: string;
  password: string;
  /** 14 characters: EKP (10 digits), procedure 01 for V01PAK, participation (2). */
  billingNumber: string;
  baseUrl: string;
  /** The customer portal's user group profile; default STANDARD_GRUPPENPROFIL. */
  profile?: string;
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
      },
    ],
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

export function dhlCarrier(settings: DhlSettings, http: CarrierHttp = {}): CarrierAdapter {
  const base = settings.baseUrl.replace(/\/+$/, "");
  return {
    name: "DHL",
    async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
      const body = dhlOrderBody(settings, request);
      const query = new URLSearchParams({ includeDocs: "include", docFormat: "PDF", printFormat: "A4", combine: "true" });
      const { status, json } = await carrierCall(
        "DHL",
        `${base}/orders?${query}`,
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
      if (status === 401 || status === 403) throw new CarrierError("DHL", "unauthorized", status, describe(answer, status));
      if (status === 400 || status === 422) throw new CarrierError("DHL", "rejected", status, describe(answer, status));
      if (status === 429 || status >= 500)
        throw new CarrierError("DHL", "unavailable", status, describe(answer, status), status !== 429 && status !== 503);
      if (status !== 200 && status !== 201 && status !== 207)
        throw new CarrierError("DHL", "invalid_response", status, describe(answer, status), true);
      const item = answer?.items?.[0];
      const itemStatus = Number(item?.sstatus?.statusCode ?? item?.sstatus?.status ?? 200);
      if (itemStatus >= 400) throw new CarrierError("DHL", "rejected", itemStatus, describe(answer, itemStatus));
      const trackingNumber = typeof item?.shipmentNo === "string" ? item.shipmentNo.trim() : "";
      const labelPdf = pdfOf(item?.label?.b64);
      if (!/^[A-Za-z0-9]{8,40}$/.test(trackingNumber) || !labelPdf) {
        throw new CarrierError("DHL", "invalid_response", status, "answer without a shipment number or a PDF label", true);
      }
      return { carrier: "DHL", trackingNumber, labelPdf };
    },
  };
}

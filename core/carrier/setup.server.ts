/**
 * Which carrier adapter an edition uses (decision 0042): the edition's carrier is its footer
 * carrier (core/label carrierFor: DHL in de, UPS elsewhere), so the footer's promise and the label
 * agree; the adapter exists when that carrier's settings are complete, else null (the shop then
 * serves the local shipping note marked as a development label). Adapters are kept per settings
 * object, so the UPS token is reused between requests.
 */
import { companyFacts, type EditionId } from "../editions/index.ts";
import { carrierFor, warehouseFor } from "../label/index.ts";
import { dhlCarrier } from "./dhl.server.ts";
import type { CarrierHttp } from "./http.server.ts";
import type { CarrierAdapter, CarrierAddress, Parcel } from "./types.ts";
import { upsCarrier } from "./ups.server.ts";

export interface CarrierSettings {
  DHL_API_KEY?: string;
  DHL_USER?: string;
  DHL_PASSWORD?: string;
  DHL_BILLING_NUMBER?: string;
  DHL_BASE_URL: string;
  /** DHL Retoure (decision 0095): the Returns API's receiver id for parcels from Germany; unset = DHL Paket only. */
  DHL_RETURNS_RECEIVER_ID?: string;
  DHL_RETURNS_BASE_URL?: string;
  UPS_CLIENT_ID?: string;
  UPS_CLIENT_SECRET?: string;
  UPS_ACCOUNT_NUMBER?: string;
  UPS_BASE_URL: string;
  UPS_API_VERSION: string;
  CARRIER_TIMEOUT_MS: number;
}

/** The edition's receiving warehouse as a carrier address. */
export function warehouseAddress(edition: EditionId): CarrierAddress {
  const w = warehouseFor(edition);
  return {
    name: w.company,
    attention: w.attention,
    street: w.street,
    houseNumber: w.houseNumber,
    zip: w.zip,
    city: w.city,
    country: w.country,
    // the company's customer service number as the warehouse's contact (digits only)
    phone: phoneDigits(companyFacts(edition).phone),
  };
}

/** A printed phone number as the carriers take it: its digits, at most 15 ("+49 30 1234567" → "49301234567"). */
export function phoneDigits(printed: string): string {
  return printed
    .replace(/\([^)]*\)/g, "")
    .replace(/\D/g, "")
    .slice(0, 15);
}

/** One parcel for this many devices: 500 g of packing plus 400 g per device, a 30 × 20 × 10 cm box. */
export function parcelFor(devices: number): Parcel {
  return { weightGrams: Math.min(31_500, 500 + 400 * Math.max(1, devices)), lengthCm: 30, widthCm: 20, heightCm: 10 };
}

const adapters = new WeakMap<CarrierSettings, Map<EditionId, CarrierAdapter | null>>();

export function carrierAdapterFor(
  settings: CarrierSettings,
  edition: EditionId,
  http: Omit<CarrierHttp, "timeoutMs"> = {},
): CarrierAdapter | null {
  let byEdition = adapters.get(settings);
  if (!byEdition) adapters.set(settings, (byEdition = new Map()));
  if (byEdition.has(edition)) return byEdition.get(edition) ?? null;
  const options: CarrierHttp = { ...http, timeoutMs: settings.CARRIER_TIMEOUT_MS };
  let adapter: CarrierAdapter | null = null;
  const s = settings;
  if (carrierFor(edition) === "DHL" && s.DHL_API_KEY && s.DHL_USER && s.DHL_PASSWORD && s.DHL_BILLING_NUMBER) {
    adapter = dhlCarrier(
      {
        apiKey: s.DHL_API_KEY,
        user: s.DHL_USER,
        password: s.DHL_PASSWORD,
        billingNumber: s.DHL_BILLING_NUMBER,
        baseUrl: s.DHL_BASE_URL,
        returnsReceiverId: s.DHL_RETURNS_RECEIVER_ID,
        returnsBaseUrl: s.DHL_RETURNS_BASE_URL,
      },
      options,
    );
  } else if (carrierFor(edition) === "UPS" && s.UPS_CLIENT_ID && s.UPS_CLIENT_SECRET && s.UPS_ACCOUNT_NUMBER) {
    adapter = upsCarrier(
      {
        clientId: s.UPS_CLIENT_ID,
        clientSecret: s.UPS_CLIENT_SECRET,
        accountNumber: s.UPS_ACCOUNT_NUMBER,
        baseUrl: s.UPS_BASE_URL,
        version: s.UPS_API_VERSION,
        shipper: warehouseAddress(edition),
      },
      options,
    );
  }
  byEdition.set(edition, adapter);
  return adapter;
}

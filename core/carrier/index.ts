/**
 * Carrier labels (issue 14, decision 0042).
 * Pure: types, trackingUrl. Server only: the DHL and UPS adapters, carrierAdapterFor (the
 * edition's adapter from the settings, or null = development label), shippingLabel / returnLabel
 * (made once, stored), shipmentsByTrade.
 */
export * from "./types.ts";
export { trackingUrl, isCarrierName } from "./tracking-url.ts";
export { dhlCarrier, dhlOrderBody, DHL_DEFAULT_BASE_URL, type DhlSettings } from "./dhl.server.ts";
export { upsCarrier, upsShipmentBody, labelImageToPdf, UPS_DEFAULT_BASE_URL, UPS_DEFAULT_VERSION, type UpsSettings } from "./ups.server.ts";
export { carrierAdapterFor, parcelFor, warehouseAddress, type CarrierSettings } from "./setup.server.ts";
export {
  shippingLabel,
  returnLabel,
  shipmentsByTrade,
  CLAIM_MS,
  LABEL_RETRY_AFTER,
  type CarrierLabel,
  type ShipmentView,
} from "./labels.server.ts";
export type { CarrierHttp } from "./http.server.ts";

/** The carrier module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
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
export { trackingByTrade, journeysByTrade, type ParcelTrackingView } from "./tracking-view.server.ts";
export {
  trackingSetupFor,
  scheduleTrackingRun,
  runTracking,
  claimDueShipment,
  importTrackingEvents,
  trackingJobHandlers,
  TRACKING_JOB,
  type TrackingSetup,
  type TrackingSettings,
  type TrackingLog,
} from "./tracking-job.server.ts";
export { dhlTracking, dhlTrackingEvents, DHL_TRACKING_DEFAULT_BASE_URL } from "./dhl-tracking.server.ts";
export { upsTracking, upsTrackingEvents } from "./ups-tracking.server.ts";
export { dhlPickup, dhlPickupBody, DHL_PICKUP_DEFAULT_BASE_URL, type DhlPickupSettings } from "./dhl-pickup.server.ts";
export { upsPickup, upsPickupBody, UPS_PICKUP_STANDARD_SERVICE, type UpsPickupSettings } from "./ups-pickup.server.ts";

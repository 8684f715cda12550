/** Collection by the carrier (issue 33, decision 0120): server part. */
export * from "./index.ts";
export { requestPickup, pickupOfTrade, pickupById, pickupsInStates, type RequestPickupInput } from "./requests.server.ts";
export {
  bookPickup,
  markOwnFreight,
  pickupCarriersFor,
  pickupBookingRequest,
  pickupWeightGrams,
  type PickupSettings,
  type PickupCarriers,
  type StaffWho,
} from "./book.server.ts";

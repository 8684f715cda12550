/** Collection by the carrier (issue 33, decision 0120): the shapes every part shares. */
import { inputString, optionalText, requiredText, z } from "../shared/index.ts";

export const PICKUP_STATES = ["requested", "booked", "own_freight", "failed", "cancelled"] as const;
export type PickupState = (typeof PICKUP_STATES)[number];

export const PICKUP_CARRIERS = ["DHL", "UPS"] as const;
export type PickupCarrier = (typeof PICKUP_CARRIERS)[number];

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const windowTime = () => inputString({ error: "pickup.field.window" }).regex(HHMM, "pickup.field.window");

/** What the seller sends with an accepted quote: the window and who meets the driver. */
export const pickupRequestSchema = z.object({
  day: inputString({ error: "pickup.field.day" }).regex(/^\d{4}-\d{2}-\d{2}$/, "pickup.field.day"),
  windowFrom: windowTime(),
  windowTo: windowTime(),
  contactName: requiredText(80, "pickup.field.contactName"),
  phone: requiredText(25, "pickup.field.phone").regex(/^\+?[0-9 ()/-]{6,25}$/, "pickup.field.phone"),
  notes: optionalText(300, "pickup.field.notes", { multiline: true }),
});
export type PickupRequest = z.infer<typeof pickupRequestSchema>;

/** The collection address and contact as stored on the pickup (pickups.address). */
export interface PickupAddress {
  name: string;
  company?: string | null;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
  email?: string | null;
  notes?: string | null;
}

export interface PickupView {
  id: number;
  tradeId: number;
  tradeNumber: string;
  edition: string;
  day: string;
  windowFrom: string;
  windowTo: string;
  state: PickupState;
  carrier: PickupCarrier | null;
  reference: string | null;
  failure: string | null;
  address: PickupAddress;
  parcels: number;
  /** The trade's units (the sum of its lines' quantities). */
  units: number;
  companyName: string | null;
  bookedAt: string | null;
  bookedBy: string | null;
  createdAt: string;
}

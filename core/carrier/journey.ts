/**
 * A parcel's journey as the customer reads it (issue 30, decision 0094). Pure: from a shipment's
 * imported tracking events (core/carrier/tracking-view.server.ts, newest first) to the steps the
 * timeline, the tracking page and the account show, oldest first:
 *
 * - only our four statuses (handed over, in transit, delivered, problem); the carrier's "other"
 *   events (notices, customs, data received) stay with staff;
 * - a run of events of one status is one step (DHL reports "in transit" at every hub): the first
 *   of the run, when that status began; a problem is a step each time its reason changes;
 * - the carrier's own words only for a problem (its reason), and never the place: the events'
 *   locations and other texts can name the sender's town, a neighbour or a signature, which the
 *   customer's pages never showed (staff see everything).
 */
import type { CarrierName } from "./types.ts";

/** The shipment's latest tracking status (shipments.tracking_status); `label` before any event. */
export type ShipmentTrackingStatus = "label" | "handed_over" | "in_transit" | "delivered" | "problem";
/** One imported event's status (shipment_events.status). */
export type ShipmentEventStatus = "handed_over" | "in_transit" | "delivered" | "problem" | "other";
/** The statuses a customer sees as steps. */
export type JourneyStepStatus = Exclude<ShipmentEventStatus, "other">;

/**
 * Working days (Monday to Friday) staff have to receive a parcel after the carrier delivered it to
 * us: the tracking page promises its receipt within them, and the dashboard lists the parcels past
 * them (core/dashboard lateParcels).
 */
export const RECEIPT_WORKING_DAYS = 2;

export const SHIPMENT_TRACKING_STATUSES: readonly ShipmentTrackingStatus[] = ["label", "handed_over", "in_transit", "delivered", "problem"];

/** One imported carrier event as staff see it. */
export interface ParcelEventView {
  /** ISO instant the carrier gives for the event. */
  at: string;
  status: ShipmentEventStatus;
  /** The carrier's status code. */
  code: string;
  /** The carrier's text, as written. */
  description: string | null;
  /** City and country where the carrier names them. */
  location: string | null;
}

/** One step of the customer's view. */
export interface JourneyStep {
  at: string;
  status: JourneyStepStatus;
  /** The carrier's reason, for a problem only. */
  reason: string | null;
}

/** A parcel for the customer's pages: the label's facts (ShipmentView's) with its status and steps. */
export interface ParcelJourney {
  kind: "shipping" | "return";
  itemId: number | null;
  deviceName: string | null;
  carrier: CarrierName;
  trackingNumber: string;
  url: string;
  status: ShipmentTrackingStatus;
  /** When the latest event happened; null before any. */
  statusAt: string | null;
  /** Oldest first. */
  steps: JourneyStep[];
}

/**
 * Whether the carrier reports the trade's own parcel delivered to us: the trade is still `created`
 * until staff unpack it, but the customer can no longer cancel it (the page promises cancelling only
 * "as long as we have not received your parcel").
 */
export function shippingParcelDelivered(parcels: readonly Pick<ParcelJourney, "kind" | "status">[]): boolean {
  return parcels.some((p) => p.kind === "shipping" && p.status === "delivered");
}

export function isShipmentTrackingStatus(value: string): value is ShipmentTrackingStatus {
  return (SHIPMENT_TRACKING_STATUSES as readonly string[]).includes(value);
}

/** The customer's steps from a shipment's events (any order): oldest first, runs folded, no "other", no place. */
export function journeySteps(events: readonly Pick<ParcelEventView, "at" | "status" | "description">[]): JourneyStep[] {
  const steps: JourneyStep[] = [];
  const oldestFirst = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const e of oldestFirst) {
    if (e.status === "other") continue;
    const reason = e.status === "problem" ? (e.description?.trim() ?? "") || null : null;
    const last = steps.at(-1);
    if (last && last.status === e.status && last.reason === reason) continue;
    steps.push({ at: e.at, status: e.status, reason });
  }
  return steps;
}

/** The customer's view of a parcel that staff see with every event. */
export function parcelJourney(
  parcel: Omit<ParcelJourney, "steps"> & { events: readonly Pick<ParcelEventView, "at" | "status" | "description">[] },
): ParcelJourney {
  return {
    kind: parcel.kind,
    itemId: parcel.itemId,
    deviceName: parcel.deviceName,
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    url: parcel.url,
    status: parcel.status,
    statusAt: parcel.statusAt,
    steps: journeySteps(parcel.events),
  };
}

/**
 * Carrier labels (issue 14, decision 0042): one interface, one adapter per carrier (DHL Parcel DE
 * Shipping API v2, UPS Shipping API). An adapter turns a shipment request into the carrier's
 * request, and the carrier's answer into a tracking number and a PDF label, or a CarrierError.
 */

export type CarrierName = "DHL" | "UPS";

/** A postal address as the carriers need it; country is ISO 3166-1 alpha-2 (the trade's form). */
export interface CarrierAddress {
  /** A person's name, or the company's for a warehouse. */
  name: string;
  /** A second name line (the warehouse's department); optional. */
  attention?: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
  /** A phone number, digits only (UPS wants the shipper's on a parcel across a border). */
  phone?: string;
}

/** One parcel: weight in grams, sides in centimetres. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** One kind of device in a parcel, as an invoice line for customs (decision 0095). */
export interface ParcelItem {
  /** The goods description customs reads, in English ("Used smartphone"). */
  description: string;
  /** The device's name ("Apple iPhone 15 128 GB"). */
  name: string;
  quantity: number;
  /** The value of one device in cents (EUR): what we pay for it. */
  unitValueCents: number;
  /** The Harmonized System code (6 digits), or null when its category has none. */
  hsCode: string | null;
}

export interface ShipmentRequest {
  /** shipping: the customer's parcel to our warehouse; return: a device back to its owner. */
  kind: "shipping" | "return";
  from: CarrierAddress;
  to: CarrierAddress;
  parcel: Parcel;
  /** Our reference printed on the label (the trade number, with the item for returns). */
  reference: string;
  /** The devices inside (the trade's lines; the returned device): the parcel's value and its customs lines. */
  items: ParcelItem[];
  /**
   * The most the label insures the parcel for, in cents: the edition's insured amount (company
   * fact insuredShippingCents), the very figure its pages state (decision 0095).
   */
  insuranceCapCents: number;
  /** The day the label is made (a customs invoice's date). */
  date: Date;
}

/** The carrier product a label was made with: standard (DHL Paket, UPS Standard) or retoure (DHL Retoure, UPS Print Return Label). */
export type CarrierService = "standard" | "retoure";

export interface CreatedShipment {
  carrier: CarrierName;
  trackingNumber: string;
  /** The label as one PDF document. */
  labelPdf: Uint8Array;
  service: CarrierService;
  /** The value insured with the label in cents; null = none booked (within the carrier's included cover). */
  insuredCents: number | null;
}

/** The parcel's value in cents: the items' values (for a trade, the sum of its line totals). */
export function parcelValueCents(request: Pick<ShipmentRequest, "items">): number {
  return request.items.reduce((sum, item) => sum + item.quantity * item.unitValueCents, 0);
}

export interface CarrierAdapter {
  readonly name: CarrierName;
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
}

/**
 * Why a carrier call failed:
 * - unauthorized: the carrier refused our credentials (401/403), a configuration fault;
 * - rejected: the carrier refused the request (400/422: a field, an address);
 * - unavailable: the carrier answered 429 or 5xx, or could not be reached;
 * - timeout: no answer within the time-out (the shipment may or may not exist at the carrier);
 * - invalid_response: an answer we cannot read (no tracking number, no label).
 */
export type CarrierFailure = "unauthorized" | "rejected" | "unavailable" | "timeout" | "invalid_response";

/**
 * A failed carrier call. `maybeCreated` is true when the carrier may have made the shipment
 * anyway (a time-out or a broken connection after the request was sent): such a call is not
 * repeated at once (a shipment create is not idempotent; decision 0042).
 * The message names the carrier, the HTTP status and the carrier's error code and text, never
 * an address or a name.
 */
export class CarrierError extends Error {
  constructor(
    readonly carrier: CarrierName,
    readonly failure: CarrierFailure,
    readonly httpStatus: number | null,
    message: string,
    readonly maybeCreated = false,
  ) {
    super(`${carrier}: ${message}`);
    this.name = "CarrierError";
  }
}

/**
 * A collection by the carrier (issue 33, decision 0120): the business seller's parcels picked up at
 * their address on a day, within a window (HH:MM, the address's local time).
 */
export interface PickupBookingRequest {
  /** Our reference (the trade number): on the carrier's order and its confirmation. */
  reference: string;
  /** YYYY-MM-DD. */
  day: string;
  windowFrom: string;
  windowTo: string;
  /** The collection address: `name` the company, `attention` the person who hands the parcels over. */
  address: CarrierAddress & { email?: string | null };
  parcels: number;
  /** All parcels together. */
  weightGrams: number;
  /** Where the parcels go (our warehouse): DHL's driver brings labels addressed to it. */
  consignee: CarrierAddress;
  /** The seller's note for the driver ("gate 3"). */
  notes?: string | null;
}

export interface BookedPickup {
  carrier: CarrierName;
  /** The carrier's confirmation: DHL's order id, UPS's pickup request number (PRN). */
  reference: string;
  /** The day the carrier confirmed (YYYY-MM-DD), when it says. */
  pickupDate: string | null;
}

export interface PickupAdapter {
  readonly name: CarrierName;
  bookPickup(request: PickupBookingRequest): Promise<BookedPickup>;
}

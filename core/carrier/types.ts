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
}

/** One parcel: weight in grams, sides in centimetres. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface ShipmentRequest {
  /** shipping: the customer's parcel to our warehouse; return: a device back to its owner. */
  kind: "shipping" | "return";
  from: CarrierAddress;
  to: CarrierAddress;
  parcel: Parcel;
  /** Our reference printed on the label (the trade number, with the item for returns). */
  reference: string;
}

export interface CreatedShipment {
  carrier: CarrierName;
  trackingNumber: string;
  /** The label as one PDF document. */
  labelPdf: Uint8Array;
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

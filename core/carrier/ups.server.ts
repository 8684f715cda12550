/**
 * UPS Shipping API (decision 0042): an OAuth client-credentials token from
 * `POST {base}/security/v1/oauth/token` (basic auth of client id and secret, form body
 * `grant_type=client_credentials`; kept until shortly before `expires_in`), then
 * `POST {base}/api/shipments/{version}/ship` with the `ShipmentRequest` JSON. The tracking number
 * is `ShipmentResponse.ShipmentResults.PackageResults[0].TrackingNumber`; the label comes as a
 * base64 GIF (`LabelImageFormat` GIF: the REST API offers GIF, ZPL, EPL and SPL, no PDF), which
 * we turn into a one-page 4 × 6 inch PDF. Errors: `{response: {errors: [{code, message}]}}`.
 *
 * Issue 30 (decision 0095): a customer's parcel to us goes as a return shipment on our account
 * (`Shipment.ReturnService.Code` "9", UPS Print Return Label; a return needs `Package.Description`);
 * a device back to its owner as a normal shipment. Above UPS's included cover the package
 * declares its value, capped at the edition's insured amount
 * (`Package.PackageServiceOptions.DeclaredValue {Type: {Code: "01"}, CurrencyCode, MonetaryValue}`;
 * UPS takes a declared value on return shipments too, so both can be had). A parcel across the
 * EU's customs border (Great Britain) carries `ShipmentServiceOptions.InternationalForms`: a
 * partial invoice ("05", the only invoice a return service takes) or an invoice ("01") with a
 * product line per device: description, number, value, commodity code.
 */
import { randomUUID } from "node:crypto";
import { streetLine } from "../shared/index.ts";
import { crossesCustomsBorder } from "./customs.ts";
import { carrierCall, type CarrierHttp } from "./http.server.ts";
import { euros, insuredAmountCents } from "./insurance.ts";
import { upsFail, upsToken } from "./ups-token.server.ts";
import {
  CarrierError,
  parcelValueCents,
  type CarrierAdapter,
  type CarrierAddress,
  type CarrierService,
  type CreatedShipment,
  type ShipmentRequest,
} from "./types.ts";

export const UPS_DEFAULT_BASE_URL = "https://onlinetools.ups.com";
export const UPS_DEFAULT_VERSION = "v2409";

export interface UpsSettings {
  clientId: string;
  clientSecret: string;
  /** The UPS account (shipper number) the shipments are billed to. */
  accountNumber: string;
  baseUrl: string;
  version?: string;
  /** The shipper of record: our company at the edition's warehouse. */
  shipper: CarrierAddress;
}

const cut = (value: string, max: number) => value.trim().slice(0, max);

function upsAddress(a: CarrierAddress) {
  return {
    // UPS takes street and number as one line: in the country's order (decision 0108), "12 rue de Rivoli".
    AddressLine: [cut(streetLine(a), 35)],
    City: cut(a.city, 30),
    PostalCode: cut(a.zip, 9),
    CountryCode: a.country.toUpperCase(),
  };
}

/** A party; UPS wants an attention name and the shipper's phone when the parcel crosses a border, so both go whenever known. */
function party(a: CarrierAddress) {
  return {
    Name: cut(a.name, 35),
    AttentionName: cut(a.attention ?? a.name, 35),
    ...(a.phone ? { Phone: { Number: a.phone } } : {}),
    Address: upsAddress(a),
  };
}

/** The UPS product of a request: the customer's parcel to us as a return service, with a declared value above the included cover. */
export function upsProduct(request: ShipmentRequest): { service: CarrierService; insuredCents: number | null } {
  return {
    service: request.kind === "shipping" ? "retoure" : "standard",
    insuredCents: insuredAmountCents("UPS", parcelValueCents(request), request.insuranceCapCents),
  };
}

const money = (cents: number) => euros(cents).toFixed(2);
const yyyymmdd = (d: Date) => d.toISOString().slice(0, 10).replaceAll("-", "");

/** The customs invoice of a parcel across the EU's customs border, or null. */
function internationalForms(request: ShipmentRequest, returnService: boolean) {
  if (!crossesCustomsBorder(request.from.country, request.to.country)) return null;
  return {
    // a return service takes a partial invoice only (its invoice date is left blank by UPS)
    FormType: [returnService ? "05" : "01"],
    InvoiceNumber: cut(request.reference, 35),
    ...(returnService ? {} : { InvoiceDate: yyyymmdd(request.date) }),
    // the customer sells the devices to us; a device back to its owner is a return
    ReasonForExport: request.kind === "shipping" ? "SALE" : "RETURN",
    CurrencyCode: "EUR",
    Product: request.items.map((item) => ({
      Description: [cut(item.description, 35), cut(item.name, 35)],
      Unit: { Number: String(item.quantity), UnitOfMeasurement: { Code: "PCS" }, Value: money(item.unitValueCents) },
      ...(item.hsCode ? { CommodityCode: item.hsCode } : {}),
    })),
  };
}

/** The body of `POST /api/shipments/{version}/ship` for one package (exported for the tests' fake). */
export function upsShipmentBody(settings: UpsSettings, request: ShipmentRequest) {
  const { parcel } = request;
  const { service, insuredCents } = upsProduct(request);
  const returnService = service === "retoure";
  const forms = internationalForms(request, returnService);
  return {
    ShipmentRequest: {
      Request: { RequestOption: "nonvalidate", TransactionReference: { CustomerContext: cut(request.reference, 512) } },
      Shipment: {
        Description: "Used electronic devices",
        Shipper: { ...party(settings.shipper), ShipperNumber: settings.accountNumber },
        ShipFrom: party(request.from),
        ShipTo: party(request.to),
        PaymentInformation: { ShipmentCharge: [{ Type: "01", BillShipper: { AccountNumber: settings.accountNumber } }] },
        // 11 = UPS Standard (the road service within Europe)
        Service: { Code: "11", Description: "UPS Standard" },
        ...(returnService ? { ReturnService: { Code: "9", Description: "UPS Print Return Label" } } : {}),
        ...(forms ? { ShipmentServiceOptions: { InternationalForms: forms } } : {}),
        ReferenceNumber: [{ Value: cut(request.reference, 35) }],
        Package: [
          {
            ...(returnService ? { Description: "Used electronic devices" } : {}),
            Packaging: { Code: "02", Description: "Customer supplied package" },
            Dimensions: {
              UnitOfMeasurement: { Code: "CM" },
              Length: String(parcel.lengthCm),
              Width: String(parcel.widthCm),
              Height: String(parcel.heightCm),
            },
            PackageWeight: { UnitOfMeasurement: { Code: "KGS" }, Weight: (Math.max(100, parcel.weightGrams) / 1000).toFixed(1) },
            ...(insuredCents === null
              ? {}
              : {
                  PackageServiceOptions: {
                    DeclaredValue: { Type: { Code: "01" }, CurrencyCode: "EUR", MonetaryValue: money(insuredCents) },
                  },
                }),
          },
        ],
      },
      LabelSpecification: { LabelImageFormat: { Code: "GIF" }, HTTPUserAgent: "Mozilla/4.5" },
    },
  };
}

/** A UPS label image (GIF, landscape 6 × 4 inch) as a one-page portrait 4 × 6 inch PDF. */
export async function labelImageToPdf(image: Uint8Array): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp"); // loaded with the first label, not at start (decision 0134)
  const meta = await sharp(image).metadata();
  const png = await sharp(image)
    .rotate((meta.width ?? 0) > (meta.height ?? 0) ? 90 : 0)
    .png()
    .toBuffer();
  const { default: PDFDocument } = await import("pdfkit"); // loaded with the first PDF, not at start (decision 0134)
  const doc = new PDFDocument({ size: [288, 432], margin: 0, info: { Title: "UPS label" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  doc.image(png, 0, 0, { fit: [288, 432], align: "center", valign: "center" });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

export function upsCarrier(settings: UpsSettings, http: CarrierHttp = {}): CarrierAdapter {
  const base = settings.baseUrl.replace(/\/+$/, "");
  const version = settings.version ?? UPS_DEFAULT_VERSION;
  const token = upsToken(settings, http);

  async function ship(body: unknown): Promise<{ status: number; json: unknown }> {
    return carrierCall(
      "UPS",
      `${base}/api/shipments/${encodeURIComponent(version)}/ship`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          authorization: `Bearer ${await token.get()}`,
          transId: randomUUID().replaceAll("-", ""),
          transactionSrc: "sellback",
        },
        body: JSON.stringify(body),
      },
      http,
      true,
    );
  }

  return {
    name: "UPS",
    async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
      const body = upsShipmentBody(settings, request);
      let answer = await ship(body);
      if (answer.status === 401) {
        // The token was refused (expired early, revoked): nothing was created; one new token, one more try.
        token.reset();
        answer = await ship(body);
      }
      if (answer.status !== 200) upsFail(answer.status, answer.json, true);
      const results = (answer.json as { ShipmentResponse?: { ShipmentResults?: { PackageResults?: unknown } } } | null)?.ShipmentResponse
        ?.ShipmentResults;
      const packages = results?.PackageResults;
      const first = (Array.isArray(packages) ? packages[0] : packages) as
        | { TrackingNumber?: unknown; ShippingLabel?: { GraphicImage?: unknown } }
        | undefined;
      const trackingNumber = typeof first?.TrackingNumber === "string" ? first.TrackingNumber.trim() : "";
      const image = typeof first?.ShippingLabel?.GraphicImage === "string" ? Buffer.from(first.ShippingLabel.GraphicImage, "base64") : null;
      if (!/^[A-Za-z0-9]{8,40}$/.test(trackingNumber) || !image?.length) {
        throw new CarrierError("UPS", "invalid_response", answer.status, "answer without a tracking number or a label image", true);
      }
      let labelPdf: Uint8Array;
      try {
        labelPdf = await labelImageToPdf(new Uint8Array(image));
      } catch {
        throw new CarrierError("UPS", "invalid_response", answer.status, "label image is no readable GIF", true);
      }
      return { carrier: "UPS", trackingNumber, labelPdf, ...upsProduct(request) };
    },
  };
}

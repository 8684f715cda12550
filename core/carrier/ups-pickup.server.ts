/**
 * UPS Pickup API, Pickup Creation (issue 33, decision 0120): an on-call pickup of the business
 * seller's parcels at their address, billed to our UPS account. Source: UPS's published OpenAPI
 * document Pickup.yaml (github.com/UPS-API/api-documentation; developer.ups.com/api/reference/pickup):
 * - `POST {base}/api/pickupcreation/{version}/pickup` (base `https://onlinetools.ups.com`, test
 *   `https://wwwcie.ups.com`; version v2409) with the OAuth client-credentials bearer
 *   (ups-token.server.ts, the same token as labels and tracking) and the headers `transId` and
 *   `transactionSrc`;
 * - body `PickupCreationRequest`: `RatePickupIndicator` "N", `Shipper.Account {AccountNumber,
 *   AccountCountryCode}`, `PickupDateInfo {PickupDate YYYYMMDD, ReadyTime HHMM, CloseTime HHMM}`,
 *   `PickupAddress {CompanyName, ContactName, AddressLine, City, PostalCode, CountryCode,
 *   ResidentialIndicator "N", Phone.Number}`, `AlternateAddressIndicator` "Y" (not the account's
 *   address), `PickupPiece [{ServiceCode, Quantity, DestinationCountryCode, ContainerCode "01"}]`,
 *   `TotalWeight {Weight, UnitOfMeasurement "KGS"}`, `PaymentMethod` "01" (our shipper account),
 *   `SpecialInstruction`, `ReferenceNumber`;
 * - answer 200 `{PickupCreationResponse: {Response: {ResponseStatus: {Code: "1"}}, PRN}}` (the
 *   pickup request number); errors `{response: {errors: [{code, message}]}}` with 400, 401, 403, 429.
 * The piece's service is UPS Standard, "011" in the Pickup API's three-digit service codes (the
 * Shipping API's "11"; the document's own examples use "001", "012").
 */
import { randomUUID } from "node:crypto";
import { streetLine } from "../shared/index.ts";
import { carrierCall, type CarrierHttp } from "./http.server.ts";
import { withRetry } from "./dhl-pickup.server.ts";
import { upsErrorText, upsFail, upsToken } from "./ups-token.server.ts";
import { CarrierError, type BookedPickup, type PickupAdapter, type PickupBookingRequest } from "./types.ts";

export const UPS_PICKUP_STANDARD_SERVICE = "011";

export interface UpsPickupSettings {
  clientId: string;
  clientSecret: string;
  accountNumber: string;
  /** The account's country (ISO alpha-2): our company's. */
  accountCountry: string;
  baseUrl: string;
  version?: string;
}

const cut = (value: string | null | undefined, max: number) => (value ?? "").trim().slice(0, max);
const hhmm = (time: string) => time.replace(":", "");

/** The body of the Pickup Creation request (exported for the tests). */
export function upsPickupBody(settings: Pick<UpsPickupSettings, "accountNumber" | "accountCountry">, request: PickupBookingRequest) {
  const a = request.address;
  const kg = Math.max(0.1, Math.round(request.weightGrams / 100) / 10);
  return {
    PickupCreationRequest: {
      Request: { TransactionReference: { CustomerContext: cut(request.reference, 512) } },
      RatePickupIndicator: "N",
      Shipper: { Account: { AccountNumber: settings.accountNumber, AccountCountryCode: settings.accountCountry.toUpperCase() } },
      PickupDateInfo: {
        PickupDate: request.day.replaceAll("-", ""),
        ReadyTime: hhmm(request.windowFrom),
        CloseTime: hhmm(request.windowTo),
      },
      PickupAddress: {
        CompanyName: cut(a.name, 27),
        ContactName: cut(a.attention ?? a.name, 22),
        AddressLine: cut(streetLine(a), 73),
        City: cut(a.city, 50),
        PostalCode: cut(a.zip, 8),
        CountryCode: a.country.toUpperCase(),
        ResidentialIndicator: "N",
        Phone: { Number: cut(a.phone, 25) },
      },
      AlternateAddressIndicator: "Y",
      PickupPiece: [
        {
          ServiceCode: UPS_PICKUP_STANDARD_SERVICE,
          Quantity: String(Math.max(1, Math.min(request.parcels, 999))),
          DestinationCountryCode: request.consignee.country.toUpperCase(),
          ContainerCode: "01",
        },
      ],
      TotalWeight: { Weight: kg.toFixed(1), UnitOfMeasurement: "KGS" },
      OverweightIndicator: "N",
      PaymentMethod: "01",
      ...(request.notes ? { SpecialInstruction: cut(request.notes, 57) } : {}),
      ReferenceNumber: cut(request.reference, 35),
    },
  };
}

export function upsPickup(settings: UpsPickupSettings, http: CarrierHttp = {}): PickupAdapter {
  const base = settings.baseUrl.replace(/\/+$/, "");
  const version = settings.version ?? "v2409";
  const token = upsToken(settings, http);
  return {
    name: "UPS",
    async bookPickup(request: PickupBookingRequest): Promise<BookedPickup> {
      const access = await token.get();
      const { status, json, retryAfter } = await carrierCall(
        "UPS",
        `${base}/api/pickupcreation/${version}/pickup`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            authorization: `Bearer ${access}`,
            transId: randomUUID().replaceAll("-", ""),
            transactionSrc: "sellback",
          },
          body: JSON.stringify(upsPickupBody(settings, request)),
        },
        http,
        true,
      );
      if (status === 401) token.reset();
      if (status === 429) throw new CarrierError("UPS", "unavailable", status, withRetry(upsErrorText(json, status), retryAfter));
      if (status !== 200) upsFail(status, json, true);
      const answer = (json as { PickupCreationResponse?: { PRN?: unknown } } | null)?.PickupCreationResponse;
      if (typeof answer?.PRN !== "string" || !answer.PRN)
        throw new CarrierError("UPS", "invalid_response", status, "pickup answer without PRN", true);
      return { carrier: "UPS", reference: answer.PRN, pickupDate: request.day };
    },
  };
}

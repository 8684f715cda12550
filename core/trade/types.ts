import type { EditionId, ShopMode } from "../editions/index.ts";
import type { TradeState } from "./states.ts";

export interface TradeLineView {
  offerId: string;
  deviceId: number;
  deviceName: string;
  quantity: number;
  priceCents: number;
  /** The campaign bonus per device on top of the price (decision 0028); the line total includes it. */
  campaign: { id: number | null; name: string; bonusCents: number } | null;
  lineTotalCents: number;
  /** The higher price of the day paid at inspection over the offer (decision 0126), per device, in priceCents; absent when none. */
  priceRiseCents?: number;
  /** Analytics item_category2 of the offer. */
  condition: string;
  /** Analytics item_variant of the offer. */
  variant: string;
  category: string;
  manufacturer: string;
  /** The catalog category's key ("smartphones", "cameras") when the device is still in the catalog: the after-sale steps (decision 0107). */
  categoryId?: string;
}

export interface TradeEventView {
  state: TradeState;
  at: string;
  /** customer | staff | system | business_partner (decision 0024). */
  actor: string;
  /** The staff or business partner role that acted, if any (never the person). */
  actorRole: string | null;
  reason: string | null;
}

export interface TradeView {
  tradeId: number;
  tradeNumber: string;
  state: TradeState;
  edition: EditionId;
  mode: ShopMode;
  /** EUR decimal of totalCents. */
  total: number;
  totalCents: number;
  subtotalCents: number;
  /** Σ campaign bonus × quantity of the lines: part of the subtotal (decision 0028). */
  campaignBonusCents: number;
  voucher: { code: string; bonusCents: number } | null;
  lines: TradeLineView[];
  customer: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    guestAccountNumber: string | null;
    customerId: string | null;
  };
  address: { street: string; houseNumber: string; zip: string; city: string; country: string };
  /** The full IBAN never leaves the server: only its masked form. */
  /** `voucher`: a store trade paid with the partner's voucher at the till (decision 0046). */
  payment: {
    paymentType: number;
    method: "sepa" | "paypal" | "voucher";
    ibanMasked: string | null;
    accountHolder: string | null;
    paypalEmail: string | null;
  };
  trackingToken: string;
  /** "/api/trade/trades/{tradeNumber}/label?token=…" (relative to the edition's origin). */
  labelUrl: string;
  /**
   * A business trade the carrier collects (decision 0120): the window the seller picked (the
   * edition's zone), or own freight; such a trade has no label to print. Absent otherwise.
   */
  collection?: { day: string; windowFrom: string; windowTo: string; ownFreight: boolean };
  events: TradeEventView[];
  createdAt: string;
  partnerId: string | null;
  /** The partner's store that took the device in (agan store trades), else null. */
  storeId: number | null;
}

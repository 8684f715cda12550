/**
 * A fixed trade as the mails and the trade page see it (SB-1000042, one iPhone 15 for 505.00, the
 * voucher WILLKOMMEN10, SEPA with a masked IBAN, tracking token tok_123), for tests that render
 * it without a database; `overrides` changes single fields.
 */
import type { EditionId } from "../../core/editions/index.ts";
import type { TradeView } from "../../core/trade/index.ts";

export function sampleTradeView(edition: EditionId = "de", overrides: Partial<TradeView> = {}): TradeView {
  return {
    tradeId: 1,
    tradeNumber: "SB-1000042",
    state: "created",
    edition,
    mode: "default",
    total: 555.5,
    totalCents: 55550,
    subtotalCents: 50500,
    campaignBonusCents: 0,
    voucher: { code: "WILLKOMMEN10", bonusCents: 5050 },
    lines: [
      {
        offerId: "o1",
        deviceId: 1,
        deviceName: "Apple iPhone 15 <128 GB>",
        quantity: 1,
        priceCents: 50500,
        campaign: null,
        lineTotalCents: 50500,
        condition: "excellent",
        variant: "",
        category: "Smartphones",
        manufacturer: "Apple",
      },
    ],
    customer: {
      email: "erika@example.com",
      firstName: "Erika",
      lastName: "Mustermann",
      phone: null,
      guestAccountNumber: "G10000001",
      customerId: null,
    },
    address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
    payment: {
      paymentType: 13,
      method: "sepa",
      ibanMasked: "DE89 •••• •••• •••• •••• 00",
      accountHolder: "Erika Mustermann",
      paypalEmail: null,
    },
    trackingToken: "tok_123",
    labelUrl: "/api/trade/trades/SB-1000042/label?token=tok_123",
    events: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    partnerId: null,
    storeId: null,
    ...overrides,
  };
}

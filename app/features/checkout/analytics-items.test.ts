import { describe, expect, it } from "vitest";
import { analyticsItem, beginCheckoutEvent, purchaseEvent, variantOf } from "./analytics-items.ts";

const answers = [
  { questionCode: "function", answerCode: "function_ok" },
  { questionCode: "display", answerCode: "display_scratches" },
];

describe("analytics items", () => {
  it("joins question:answer codes with |", () => {
    expect(variantOf(answers)).toBe("function:function_ok|display:display_scratches");
    expect(variantOf([])).toBe("");
  });

  it("builds the spec's item from a cart line and its offer", () => {
    expect(
      analyticsItem({
        deviceId: "39",
        deviceName: "Apple iPhone 15",
        manufacturer: "Apple",
        category: "Smartphones",
        condition: "good",
        price: 19.999,
        quantity: 3,
        answers,
      }),
    ).toEqual({
      item_id: "39",
      item_brand: "Apple",
      item_name: "Apple iPhone 15",
      item_category: "Smartphones",
      item_category2: "good",
      price: 19.99,
      quantity: 3,
      item_variant: "function:function_ok|display:display_scratches",
    });
  });

  it("begin_checkout carries the value in EUR", () => {
    const event = beginCheckoutEvent([], 13999);
    expect(event).toEqual({ event: "begin_checkout", ecommerce: { currency: "EUR", value: 139.99, items: [] } });
  });

  it("purchase: trade number as transaction id, tax and shipping 0, voucher as coupon, items from the lines", () => {
    const event = purchaseEvent({
      tradeNumber: "SB-1000007",
      totalCents: 83600,
      voucher: "WILLKOMMEN10",
      lines: [
        {
          deviceId: 39,
          deviceName: "Apple iPhone 15",
          manufacturer: "Apple",
          category: "Smartphones",
          condition: "excellent",
          variant: "function:function_ok",
          priceCents: 38000,
          quantity: 2,
        },
      ],
    });
    expect(event).toEqual({
      event: "purchase",
      ecommerce: {
        transaction_id: "SB-1000007",
        value: 836,
        currency: "EUR",
        tax: 0,
        shipping: 0,
        coupon: "WILLKOMMEN10",
        items: [
          {
            item_id: "39",
            item_brand: "Apple",
            item_name: "Apple iPhone 15",
            item_category: "Smartphones",
            item_category2: "excellent",
            price: 380,
            quantity: 2,
            item_variant: "function:function_ok",
          },
        ],
      },
    });
    expect(purchaseEvent({ tradeNumber: "SB-1", totalCents: 0, voucher: null, lines: [] }).ecommerce.coupon).toBe("");
  });
});

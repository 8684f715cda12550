import { describe, expect, it } from "vitest";
import { tradeInputSchemaFor } from "../../../core/trade/index.ts";
import { emptyCheckoutValues, formFieldOf, payoutMethodOf, paymentTypeOf, readCheckoutForm, toTradeInput } from "./form-input.ts";

function form(entries: [string, string][]): FormData {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

const person: [string, string][] = [
  ["firstName", " Max "],
  ["lastName", "Muster"],
  ["email", "Max@Example.com "],
  ["phone", ""],
  ["street", "Hauptstraße"],
  ["houseNumber", "12a"],
  ["zip", " 10115 "],
  ["city", "Berlin"],
  ["country", "de"],
  ["acceptTerms", "on"],
  ["idempotencyKey", "key-1"],
];

/** The German trade input of `person` selling one offer for a SEPA payout, with some of the person's fields replaced. */
function sepaCheckout(replaced: [string, string][] = [], iban = "DE89 3704 0044 0532 0130 00") {
  const names = new Set(replaced.map(([k]) => k));
  const entries: [string, string][] = [
    ...person.filter(([k]) => !names.has(k)),
    ...replaced,
    ["offerId", "o1"],
    ["quantity", "1"],
    ["iban", iban],
    ["accountHolder", "Max"],
  ];
  return toTradeInput(readCheckoutForm(form(entries)), "DE");
}

describe("readCheckoutForm", () => {
  it("reads every field as a string and the offers as parallel lists", () => {
    const s = readCheckoutForm(
      form([
        ...person,
        ["offerId", "a".repeat(22)],
        ["quantity", "2"],
        ["offerId", "b".repeat(22)],
        ["quantity", "1"],
        ["paymentMethod", "sepa"],
      ]),
    );
    expect(s.offers).toEqual([
      { offerId: "a".repeat(22), quantity: 2 },
      { offerId: "b".repeat(22), quantity: 1 },
    ]);
    expect(s.idempotencyKey).toBe("key-1");
    expect(s.values.firstName).toBe(" Max ");
    expect(s.values.acceptTerms).toBe("on");
    expect(s.values.voucher).toBe("");
  });

  it("merges a repeated offer, skips blank ids and repairs bad quantities", () => {
    const s = readCheckoutForm(
      form([
        ["offerId", "x"],
        ["quantity", "3"],
        ["offerId", " "],
        ["quantity", "1"],
        ["offerId", "x"],
        ["quantity", "9"],
        ["offerId", "y"],
        ["quantity", "-4"],
      ]),
    );
    expect(s.offers).toEqual([
      { offerId: "x", quantity: 10 },
      { offerId: "y", quantity: 1 },
    ]);
  });

  it("treats a missing checkbox as not accepted and anything but paypal as SEPA", () => {
    const s = readCheckoutForm(form([["paymentMethod", "bitcoin"]]));
    expect(s.values.acceptTerms).toBe("");
    expect(s.values.paymentMethod).toBe("sepa");
    expect(readCheckoutForm(form([["paymentMethod", "paypal"]])).values.paymentMethod).toBe("paypal");
  });

  it("cuts overlong values", () => {
    expect(readCheckoutForm(form([["city", "x".repeat(10_000)]])).values.city).toHaveLength(500);
  });
});

describe("toTradeInput", () => {
  it("maps a SEPA checkout to the trade body with the chosen country", () => {
    const s = readCheckoutForm(
      form([
        ...person,
        ["offerId", "o1"],
        ["quantity", "1"],
        ["paymentMethod", "sepa"],
        ["iban", "de89 3704 0044 0532 0130 00"],
        ["accountHolder", " Max Muster "],
        ["bic", ""],
        ["paypalEmail", "ignored@example.com"],
        ["voucher", " willkommen10 "],
      ]),
    );
    expect(toTradeInput(s, "DE")).toEqual({
      offers: [{ offerId: "o1", quantity: 1 }],
      voucher: "willkommen10",
      customer: { email: "Max@Example.com", firstName: "Max", lastName: "Muster" },
      address: { street: "Hauptstraße", houseNumber: "12a", zip: "10115", city: "Berlin", country: "DE" },
      payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Max Muster" },
    });
  });

  it("maps PayPal to payment type 2 with only the PayPal address", () => {
    const s = readCheckoutForm(
      form([
        ...person.filter(([k]) => k !== "phone"),
        ["paymentMethod", "paypal"],
        ["paypalEmail", " pay@example.com "],
        ["iban", "DE89370400440532013000"],
        ["phone", "+49 30 123456"],
      ]),
    );
    const input = toTradeInput(s, "IT");
    expect(input.payment).toEqual({ paymentType: 2, paypalEmail: "pay@example.com" });
    expect(input.customer.phone).toBe("+49 30 123456");
    expect(input).not.toHaveProperty("voucher");
  });

  it("takes the chosen country (the trade schema checks it against the edition's), the edition's when none is sent", () => {
    const forged = sepaCheckout([["country", "XX"]]);
    expect(forged.address.country).toBe("XX");
    const refused = tradeInputSchemaFor("de").safeParse(forged);
    expect(refused.error!.issues.map((i) => [formFieldOf(i.path), i.message])).toEqual([["country", "trade.error.countryNotServed"]]);
    const none = toTradeInput(readCheckoutForm(form(person.filter(([k]) => k !== "country"))), "GB");
    expect(none.address.country).toBe("GB");
  });

  it("gives a body the trade schema accepts, and one it refuses with field paths the form knows", () => {
    const good = sepaCheckout();
    expect(tradeInputSchemaFor("de").safeParse(good).success).toBe(true);
    const bad = sepaCheckout([["zip", "1234"]], "DE00 0000");
    const result = tradeInputSchemaFor("de").safeParse(bad);
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => formFieldOf(i.path));
    expect(fields).toContain("zip");
    expect(fields).toContain("iban");
  });
});

describe("formFieldOf", () => {
  it("maps trade input paths to form fields", () => {
    expect(formFieldOf("address.zip")).toBe("zip");
    expect(formFieldOf(["payment", "iban"])).toBe("iban");
    expect(formFieldOf("payment.paymentType")).toBe("paymentMethod");
    expect(formFieldOf("customer.email")).toBe("email");
    expect(formFieldOf("voucher")).toBe("voucher");
    expect(formFieldOf("offers.0.offerId")).toBeNull();
    expect(formFieldOf("offers")).toBeNull();
    expect(formFieldOf("(body)")).toBeNull();
  });
});

describe("payout helpers", () => {
  it("knows the spec's payment types", () => {
    expect(paymentTypeOf("sepa")).toBe(13);
    expect(paymentTypeOf("paypal")).toBe(2);
    expect(payoutMethodOf("2")).toBe("paypal");
    expect(payoutMethodOf(null)).toBe("sepa");
    expect(emptyCheckoutValues("FR")).toMatchObject({ country: "FR", paymentMethod: "sepa", acceptTerms: "" });
  });
});

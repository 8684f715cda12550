import { describe, expect, it } from "vitest";
import { canTransition, isFinalState, TRADE_STATES, TRADE_TRANSITIONS } from "./states.ts";
import { tradeTotals, violatesB2BCap } from "./totals.ts";
import { tradeInputSchemaFor } from "./validation.ts";
import { SHIPPING_DEADLINE_DAYS } from "./constants.ts";
import { renderMail } from "../mail/index.server.ts";
import { composeTradeConfirmation } from "./mail.server.ts";
import { sampleTradeView } from "../../tests/helpers/trade-view.ts";

describe("trade states", () => {
  it("allow exactly the changes of decisions.md", () => {
    const allowed = TRADE_STATES.flatMap((from) => TRADE_STATES.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      [
        "created>received",
        "received>inspected",
        "inspected>payout_pending",
        "payout_pending>paid",
        "inspected>clarification",
        "clarification>payout_pending",
        "clarification>return_requested",
        "return_requested>returned",
        "created>cancelled",
        "created>expired",
      ].sort(),
    );
    expect(canTransition("received", "cancelled")).toBe(false);
    expect(canTransition("paid", "created")).toBe(false);
    // The one correction (decision 0037): a returned transfer, and only with its reason.
    expect(canTransition("paid", "payout_pending")).toBe(false);
    expect(canTransition("paid", "payout_pending", "payoutReturned")).toBe(true);
    expect(canTransition("paid", "created", "payoutReturned")).toBe(false);
    expect(["paid", "returned", "cancelled", "expired"].every((s) => isFinalState(s as never))).toBe(true);
    expect(Object.keys(TRADE_TRANSITIONS).sort()).toEqual([...TRADE_STATES].sort());
  });
});

describe("trade totals", () => {
  it("truncate each line: 0.1 × 3 = 0.30 and 19.999 × 7 = 139.99", () => {
    expect(tradeTotals([{ price: 0.1, quantity: 3 }], null)).toEqual({
      lineTotalsCents: [30],
      subtotalCents: 30,
      campaignBonusCents: 0,
      bonusCents: 0,
      totalCents: 30,
    });
    const t = tradeTotals(
      [
        { price: "19.999", quantity: 7 },
        { price: 0.1, quantity: 3 },
      ],
      null,
    );
    expect(t.lineTotalsCents).toEqual([13999, 30]);
    expect(t.totalCents).toBe(14029);
  });

  it("add a percent voucher truncated to cents, or a fixed bonus", () => {
    expect(tradeTotals([{ price: 123.45, quantity: 1 }], { kind: "percent", percent: 10 })).toMatchObject({
      subtotalCents: 12345,
      bonusCents: 1234,
      totalCents: 13579,
    });
    expect(tradeTotals([{ price: 50, quantity: 2 }], { kind: "fixed", cents: 1500 })).toMatchObject({
      subtotalCents: 10000,
      bonusCents: 1500,
      totalCents: 11500,
    });
  });

  it("pay each line's campaign bonus per device; a percent voucher counts on the prices without it (no bonus on a bonus)", () => {
    const t = tradeTotals(
      [
        { price: 123.45, quantity: 2, campaignBonusCents: 1234 },
        { price: 10, quantity: 1 },
      ],
      { kind: "percent", percent: 10 },
    );
    expect(t.lineTotalsCents).toEqual([24690 + 2468, 1000]);
    expect(t.campaignBonusCents).toBe(2468);
    expect(t.subtotalCents).toBe(28158);
    expect(t.bonusCents).toBe(2569); // 10 % of 256.90
    expect(t.totalCents).toBe(28158 + 2569);
  });

  it("refuse a B2B cart over 5,000 EUR, allow exactly 5,000, and only in the b2bWidget mode", () => {
    expect(violatesB2BCap("b2bWidget", 500_001)).toBe(true);
    expect(violatesB2BCap("b2bWidget", 500_000)).toBe(false);
    expect(violatesB2BCap("default", 900_000)).toBe(false);
    expect(violatesB2BCap("agan", 900_000)).toBe(false);
  });
});

const body = {
  offers: [{ offerId: "AAAAAAAAAAAAAAAAAAAAAA", quantity: 1 }],
  customer: { email: "Erika@Example.com", firstName: "Erika", lastName: "Mustermann" },
  address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "de" },
  payment: { paymentType: 13, iban: "de89 3704 0044 0532 0130 00", accountHolder: "Erika Mustermann" },
};
const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join(".")}=${i.message}`) ?? [];

describe("trade input", () => {
  it("normalizes a valid SEPA body (default payment type 13)", () => {
    const r = tradeInputSchemaFor("de").parse({ ...body, payment: { iban: body.payment.iban, accountHolder: "Erika Mustermann" } });
    expect(r.payment).toEqual({
      paymentType: 13,
      method: "sepa",
      iban: "DE89370400440532013000",
      bic: null,
      accountHolder: "Erika Mustermann",
      paypalEmail: null,
    });
    expect(r.customer.email).toBe("erika@example.com");
    expect(r.address.country).toBe("DE");
    expect(r.voucher).toBeNull();
  });

  it("checks the postal code by edition", () => {
    expect(fieldsOf(tradeInputSchemaFor("de").safeParse({ ...body, address: { ...body.address, zip: "1010" } }))).toEqual([
      "address.zip=trade.error.zip",
    ]);
    expect(tradeInputSchemaFor("at").safeParse({ ...body, address: { ...body.address, zip: "1010", country: "AT" } }).success).toBe(true);
    expect(fieldsOf(tradeInputSchemaFor("at").safeParse({ ...body, address: { ...body.address, zip: "10115", country: "AT" } }))).toEqual([
      "address.zip=trade.error.zip",
    ]);
    expect(fieldsOf(tradeInputSchemaFor("fr").safeParse({ ...body, address: { ...body.address, zip: "99123", country: "FR" } }))).toEqual([
      "address.zip=trade.error.zip",
    ]);
    expect(tradeInputSchemaFor("fr").safeParse({ ...body, address: { ...body.address, zip: "75001", country: "FR" } }).success).toBe(true);
  });

  it("takes only a country the edition ships from (decision 0019), with that country's postal code", () => {
    for (const country of ["XX", "AT", "GB", "de "]) {
      const r = tradeInputSchemaFor("de").safeParse({ ...body, address: { ...body.address, country } });
      if (country === "de ") expect(r.success).toBe(true);
      else expect(fieldsOf(r), country).toEqual(["address.country=trade.error.countryNotServed"]);
    }
    const en = (country: string, zip: string) =>
      fieldsOf(tradeInputSchemaFor("en").safeParse({ ...body, address: { ...body.address, country, zip } }));
    expect(en("GB", "SW1A 1AA")).toEqual([]);
    expect(en("IE", "D02 X285")).toEqual([]);
    expect(en("IE", "SW1A 1AA")).toEqual(["address.zip=trade.error.zip"]);
    expect(en("DE", "SW1A 1AA")).toEqual(["address.country=trade.error.countryNotServed"]);
  });

  it("requires a valid IBAN and holder for SEPA, an e-mail for PayPal, and reports all fields at once", () => {
    const bad = tradeInputSchemaFor("de").safeParse({
      ...body,
      address: { ...body.address, zip: "x" },
      payment: { paymentType: 13, iban: "DE89370400440532013001" },
    });
    expect(fieldsOf(bad).sort()).toEqual([
      "address.zip=trade.error.zip",
      "payment.accountHolder=trade.error.accountHolder",
      "payment.iban=trade.error.iban",
    ]);
    expect(fieldsOf(tradeInputSchemaFor("de").safeParse({ ...body, payment: { paymentType: 2 } }))).toEqual([
      "payment.paypalEmail=trade.error.paypalEmail",
    ]);
    const paypal = tradeInputSchemaFor("de").parse({
      ...body,
      payment: { paymentType: 2, paypalEmail: "Pay@Example.com", iban: "ignored" },
    });
    expect(paypal.payment).toEqual({
      paymentType: 2,
      method: "paypal",
      iban: null,
      bic: null,
      accountHolder: null,
      paypalEmail: "pay@example.com",
    });
    expect(fieldsOf(tradeInputSchemaFor("de").safeParse({ ...body, payment: { paymentType: 7 } }))).toContain(
      "payment.paymentType=trade.error.paymentType",
    );
  });

  it("refuses duplicate offers, quantities outside 1..10 and empty carts", () => {
    const o = body.offers[0]!;
    expect(fieldsOf(tradeInputSchemaFor("de").safeParse({ ...body, offers: [o, o] }))).toEqual([
      "offers.1.offerId=trade.error.duplicateOffer",
    ]);
    expect(fieldsOf(tradeInputSchemaFor("de").safeParse({ ...body, offers: [{ ...o, quantity: 11 }] }))).toEqual([
      "offers.0.quantity=trade.error.quantity",
    ]);
    expect(fieldsOf(tradeInputSchemaFor("de").safeParse({ ...body, offers: [] }))).toEqual(["offers=trade.error.offers"]);
  });
});

const trade = sampleTradeView();

describe("confirmation mail", () => {
  it("has the trade number, total, voucher, masked IBAN, next steps and absolute links, in the edition's language", async () => {
    const m = await renderMail(composeTradeConfirmation(trade, "http://de.localhost:3000/"));
    expect(m.subject).toBe("Ihr Verkauf SB-1000042 bei Sellback: die nächsten Schritte");
    expect(m.text).toContain("Gesamt: 555,50\u00a0€");
    expect(m.text).toContain("Gutschein WILLKOMMEN10: +50,50\u00a0€");
    expect(m.text).toContain("DE89 •••• •••• •••• •••• 00");
    expect(m.text).not.toContain("DE89370400440532013000");
    expect(m.text).toContain("http://de.localhost:3000/api/trade/trades/SB-1000042/label?token=tok_123");
    expect(m.text).toContain("http://de.localhost:3000/trade/SB-1000042?token=tok_123");
    // first what to switch off on the iPhone, then the label (decision 0107)
    expect(m.text).toMatch(/1\. Apple iPhone 15 <128 GB>: Schalten Sie „Wo ist\?“ aus/);
    expect(m.text).toMatch(/2\. Drucken Sie das Versandetikett/);
    // The one shipping deadline (decision 0019) with its last day (created 1 Jan 2026 in Berlin: day 30 is
    // 31 Jan), and how the offer's days relate to it, as on the offer and thank-you pages (decision 0107).
    expect(SHIPPING_DEADLINE_DAYS).toBe(30);
    expect(m.text).toContain("bis spätestens 31.01.26 bei uns eingehen, also innerhalb von 30 Tagen nach Ihrem Verkauf");
    expect(m.text).toContain("Wie die Fristen zusammenhängen");
    expect(m.text).toContain("Ein Angebot gilt 14 Tage ab dem Zeitpunkt, an dem Sie es erhalten");
    expect(m.html).toMatch(/<a href="http:\/\/de\.localhost:3000\/trade\/SB-1000042\?token=tok_123"[^>]*>Verkauf verfolgen<\/a>/);
    expect(m.html).toContain("Apple iPhone 15 &lt;128 GB&gt;");
    expect(m.html).toContain('lang="de"');
  });

  it("names a line's parts, the device price and the campaign bonus, without them when there is none (decision 0101)", async () => {
    const line = {
      ...trade.lines[0]!,
      priceCents: 45000,
      campaign: { id: 1, name: "Herbstbonus", bonusCents: 4500 },
      quantity: 2,
      lineTotalCents: 99000,
    };
    const m = await renderMail(
      composeTradeConfirmation({ ...trade, lines: [line], campaignBonusCents: 9000 }, "http://de.localhost:3000/"),
    );
    expect(m.text).toContain("- 2 × Apple iPhone 15 <128 GB>: 900,00\u00a0€ Gerätepreis + 90,00\u00a0€ Herbstbonus = 990,00\u00a0€\n");
    expect(m.text).not.toContain("oben enthalten");
    expect(m.html).toContain("900,00\u00a0€ Gerätepreis + 90,00\u00a0€ Herbstbonus = 990,00\u00a0€</li>");
    expect((await renderMail(composeTradeConfirmation(trade, "http://de.localhost:3000/"))).text).not.toContain("Herbstbonus");
  });

  it("speaks Italian in it and names the PayPal account", async () => {
    const m = await renderMail(
      composeTradeConfirmation(
        {
          ...trade,
          edition: "it",
          voucher: null,
          payment: { ...trade.payment, method: "paypal", paymentType: 2, ibanMasked: null, paypalEmail: "pay@example.com" },
        },
        "http://it.localhost:3000",
      ),
    );
    expect(m.subject).toBe("La tua vendita SB-1000042 su Sellback: i prossimi passi");
    expect(m.text).toContain("Ti paghiamo sul tuo conto PayPal pay@example.com.");
    expect(m.text).not.toContain("Buono");
  });
});

import { describe, expect, it } from "vitest";
import { xmllintErrors } from "../../tests/helpers/sepa.ts";
import { DEVELOPMENT_DEBTOR } from "./debtor.ts";
import { endToEndIdFor, messageIdFor } from "./ids.ts";
import { fitsInstantLimit, instantFilter, instantLimitCents, payoutRunRequestSchema, runRequestParts } from "./instant.ts";
import { buildSepaXml } from "./sepa.ts";

const at = new Date("2026-11-30T10:00:00Z");
const file = (instant?: boolean) =>
  buildSepaXml({
    messageId: messageIdFor(42),
    createdAt: at,
    executionDate: at,
    debtor: DEVELOPMENT_DEBTOR,
    instant,
    transfers: [1, 2].map((i) => ({
      tradeNumber: `SB-100000${i}`,
      endToEndId: endToEndIdFor(42, `SB-100000${i}`),
      amountCents: 12_345 * i,
      creditor: { name: "Erika Mustermann", iban: "DE89370400440532013000", bic: null },
    })),
  }).xml;

/** The payment information's payment type as written, between its control sum and its execution date. */
const paymentType = (xml: string) => /<CtrlSum>[^<]*<\/CtrlSum><PmtTpInf>(.*?)<\/PmtTpInf><ReqdExctnDt>/.exec(xml)?.[1];

describe("a SEPA Instant file (pain.001.001.09)", () => {
  it("says local instrument INST after the SEPA service level in the payment information, once, and validates against the EPC schema", () => {
    const xml = file(true);
    expect(paymentType(xml)).toBe("<SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>INST</Cd></LclInstrm>");
    expect(xml.split("<LclInstrm>").length).toBe(2);
    expect(xmllintErrors(xml)).toBe("");
  });

  it("a normal file has no local instrument, and is otherwise the same", () => {
    const xml = file(false);
    expect(paymentType(xml)).toBe("<SvcLvl><Cd>SEPA</Cd></SvcLvl>");
    expect(xml).not.toContain("LclInstrm");
    expect(xmllintErrors(xml)).toBe("");
    expect(file(true).replace("<LclInstrm><Cd>INST</Cd></LclInstrm>", "")).toBe(xml);
  });

  it("xmllint would refuse the instrument in the wrong place (the check can fail)", () => {
    const wrong = file(false).replace("<PmtTpInf><SvcLvl>", "<PmtTpInf><LclInstrm><Cd>INST</Cd></LclInstrm><SvcLvl>");
    expect(xmllintErrors(wrong)).not.toBe("");
  });
});

describe("an instant run's request and limit", () => {
  it("splits the request into the run's filters and instant; PayPal is never instant", () => {
    const body = payoutRunRequestSchema.parse({ edition: "de", method: "sepa", instant: true });
    expect(runRequestParts(body)).toEqual({ filter: { edition: "de", method: "sepa" }, instant: true });
    expect(runRequestParts(payoutRunRequestSchema.parse({}))).toEqual({ filter: {}, instant: false });
    const paypal = payoutRunRequestSchema.safeParse({ method: "paypal", instant: true });
    expect(paypal.success).toBe(false);
    expect(paypal.error?.issues[0]).toMatchObject({ path: ["method"], message: "backoffice.payoutInstant.error.paypal" });
    expect(payoutRunRequestSchema.safeParse({ method: "paypal", instant: false }).success).toBe(true);
    expect(payoutRunRequestSchema.safeParse({ instant: "yes" }).success).toBe(false);
    expect(payoutRunRequestSchema.safeParse({ instant: true, other: 1 }).success).toBe(false);
  });

  it("an instant run selects SEPA only, up to the limit in cents (inclusive)", () => {
    expect(instantFilter({ edition: "at" })).toEqual({ edition: "at", method: "sepa" });
    expect(instantFilter({ method: "paypal" })).toBeNull();
    expect(instantLimitCents(100_000)).toBe(10_000_000);
    expect(fitsInstantLimit(10_000_000, instantLimitCents(100_000))).toBe(true);
    expect(fitsInstantLimit(10_000_001, instantLimitCents(100_000))).toBe(false);
  });
});

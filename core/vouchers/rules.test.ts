import { describe, expect, it } from "vitest";
import { centsOf, dayBoundary, dayOf, decimalOf, voucherCreateSchema, voucherFormInput, voucherUpdateSchema } from "./rules.ts";

const base = { kind: "fixed", bonusCents: 1500, validFrom: "2026-01-01T00:00:00Z", validUntil: "2026-02-01T00:00:00Z" };
const fields = (v: unknown, schema: typeof voucherUpdateSchema | typeof voucherCreateSchema = voucherUpdateSchema) => {
  const r = schema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

describe("voucher rules", () => {
  it("takes a fixed and a percent voucher, with limits empty or at least 1", () => {
    expect(voucherUpdateSchema.parse(base)).toEqual({ ...base, percent: null, active: true, maxUsesPerCustomer: null, maxUses: null });
    expect(fields({ ...base, kind: "percent", bonusCents: null, percent: 99.99, maxUses: 1, maxUsesPerCustomer: 1 })).toEqual([]);
  });

  it("refuses percent 0 or 100 and more than two decimals, a bonus of 0 or a fraction of a cent, and mixed kinds", () => {
    const percent = { ...base, kind: "percent", bonusCents: null };
    expect(fields({ ...percent, percent: 0 })).toEqual(["percent:backoffice.vouchers.error.percent"]);
    expect(fields({ ...percent, percent: 100 })).toEqual(["percent:backoffice.vouchers.error.percent"]);
    expect(fields({ ...percent, percent: 1.005 })).toEqual(["percent:backoffice.vouchers.error.percent"]);
    expect(fields({ ...percent, percent: null })).toEqual(["percent:backoffice.vouchers.error.percent"]);
    expect(fields({ ...base, bonusCents: 0 })).toEqual(["bonusCents:backoffice.vouchers.error.bonus"]);
    expect(fields({ ...base, bonusCents: 10.5 })).toEqual(["bonusCents:backoffice.vouchers.error.bonus"]);
    expect(fields({ ...base, bonusCents: 100_001 })).toEqual(["bonusCents:backoffice.vouchers.error.bonus"]);
    expect(fields({ ...base, percent: 10 })).toEqual(["percent:backoffice.vouchers.error.percentWithBonus"]);
  });

  it("wants valid until after valid from, and limits of at least 1", () => {
    expect(fields({ ...base, validUntil: base.validFrom })).toEqual(["validUntil:backoffice.vouchers.error.validUntil"]);
    expect(fields({ ...base, maxUses: 0 })).toEqual(["maxUses:backoffice.vouchers.error.maxUses"]);
    expect(fields({ ...base, maxUsesPerCustomer: 1.5 })).toEqual(["maxUsesPerCustomer:backoffice.vouchers.error.maxUsesPerCustomer"]);
  });

  it("stores codes upper case and refuses other characters", () => {
    expect(voucherCreateSchema.parse({ ...base, code: " herbst_25 ", edition: "de" }).code).toBe("HERBST_25");
    for (const code of ["ab", "-ab", "ÄPFEL", "a b c", "x".repeat(41)])
      expect(fields({ ...base, code, edition: "de" }, voucherCreateSchema), code).toEqual(["code:backoffice.vouchers.error.code"]);
  });

  it("reads the form: decimal comma, euros to cents, days in the edition's time zone", () => {
    expect([decimalOf("7,5"), decimalOf(" 10 "), decimalOf(""), decimalOf("1e3")]).toEqual([7.5, 10, null, Number.NaN]);
    expect([centsOf("12,50"), centsOf("0.01"), centsOf("12,505")]).toEqual([1250, 1, Number.NaN]);
    // Berlin in winter is UTC+1: the day starts at 23:00 UTC the day before; "until" means to the end of that day
    expect(dayBoundary("2026-01-10", "de", "from")).toBe("2026-01-09T23:00:00.000Z");
    expect(dayBoundary("2026-01-10", "de", "until")).toBe("2026-01-10T23:00:00.000Z");
    expect(dayBoundary("2026-07-10", "en", "from")).toBe("2026-07-09T23:00:00.000Z");
    expect(dayBoundary("2026-02-30", "de", "from")).toBe("");
    expect(dayOf("2026-01-10T23:00:00.000Z", "de", "until")).toBe("2026-01-10");
    expect(dayOf("2026-01-09T23:00:00.000Z", "de", "from")).toBe("2026-01-10");
    const input = voucherFormInput(
      {
        kind: "fixed",
        bonus: "15",
        percent: "3",
        validFrom: "2026-01-10",
        validUntil: "2026-01-10",
        active: "on",
        maxUsesPerCustomer: "1",
        maxUses: "",
      },
      "de",
    );
    expect(voucherUpdateSchema.parse(input)).toMatchObject({
      kind: "fixed",
      bonusCents: 1500,
      percent: null,
      active: true,
      maxUsesPerCustomer: 1,
      maxUses: null,
    });
  });
});

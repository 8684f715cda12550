import { describe, expect, it } from "vitest";
import { b2bLeadSchema } from "./validation.ts";

const base = { company: "Muster GmbH", contactName: "Erika", email: "a@b.example", categories: ["laptops"] };

describe("B2B lead rules", () => {
  it("reads the device count from form text and rejects fractions, zero and huge numbers", () => {
    expect(b2bLeadSchema.parse({ ...base, deviceCount: " 25 " }).deviceCount).toBe(25);
    for (const deviceCount of ["2.5", "0", "100001", "", "zehn", -3])
      expect(b2bLeadSchema.safeParse({ ...base, deviceCount }).success, String(deviceCount)).toBe(false);
  });
  it("needs at least one known category and accepts phone numbers with common separators", () => {
    expect(b2bLeadSchema.safeParse({ ...base, deviceCount: 3, categories: [] }).success).toBe(false);
    expect(b2bLeadSchema.safeParse({ ...base, deviceCount: 3, categories: ["boats"] }).success).toBe(false);
    expect(b2bLeadSchema.parse({ ...base, deviceCount: 3, phone: "+49 (30) 123-45/67" }).phone).toBe("+49 (30) 123-45/67");
    expect(b2bLeadSchema.safeParse({ ...base, deviceCount: 3, phone: "call me" }).success).toBe(false);
    expect(b2bLeadSchema.parse({ ...base, deviceCount: 3, phone: "" }).phone).toBeUndefined();
  });
});

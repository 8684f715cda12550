import { describe, expect, it } from "vitest";
import { enrichSchema, isPlausibleBirthdate, subscribeSchema } from "./validation.ts";

describe("newsletter rules", () => {
  const today = new Date("2026-11-23T12:00:00Z");
  it("takes real dates of people aged 16 to 120", () => {
    expect(isPlausibleBirthdate("1990-02-28", today)).toBe(true);
    expect(isPlausibleBirthdate("2010-11-23", today)).toBe(true); // 16 today
    expect(isPlausibleBirthdate("2010-11-24", today)).toBe(false); // 16 tomorrow
    expect(isPlausibleBirthdate("1906-11-23", today)).toBe(true);
    expect(isPlausibleBirthdate("1905-11-22", today)).toBe(false);
    expect(isPlausibleBirthdate("1990-02-30", today)).toBe(false);
    expect(isPlausibleBirthdate("1990-2-3", today)).toBe(false);
  });
  it("lower-cases the address and requires explicit consent", () => {
    expect(subscribeSchema.parse({ email: " Max@Example.COM ", consent: true }).email).toBe("max@example.com");
    expect(subscribeSchema.safeParse({ email: "max@example.com", consent: "yes" }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: "max@example.com" }).success).toBe(false);
  });
  it("drops empty profile fields and duplicate interests", () => {
    const parsed = enrichSchema.parse({ emailHash: "A".repeat(64), firstName: "  ", interests: ["offers", "offers"], birthdate: "" });
    expect(parsed).toEqual({ emailHash: "a".repeat(64), firstName: undefined, interests: ["offers"], birthdate: undefined });
  });
});

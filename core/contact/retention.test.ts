import { describe, expect, it } from "vitest";
import { CONTACT_RETENTION_YEARS, contactRetentionCutoff } from "./retention.ts";

describe("contact message retention cut-off", () => {
  it("is two calendar years before now", () => {
    expect(CONTACT_RETENTION_YEARS).toBe(2);
    expect(contactRetentionCutoff(new Date("2026-11-25T10:00:00Z")).toISOString()).toBe("2024-11-25T10:00:00.000Z");
  });
  it("maps 29 February to 28 February two years back", () => {
    expect(contactRetentionCutoff(new Date("2028-02-29T00:00:00Z")).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });
});

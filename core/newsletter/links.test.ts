import { describe, expect, it } from "vitest";
import { enrichPath } from "./links.ts";

describe("enrichPath", () => {
  it("carries the hash", () => {
    expect(enrichPath("de", "ab".repeat(32))).toBe(`/newsletter/enrich/${"ab".repeat(32)}`);
  });
});

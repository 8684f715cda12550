import { describe, expect, it } from "vitest";
import { reviewAuthorName, reviewInputSchema, reviewInviteDueAt, summarize } from "./rules.ts";

describe("review rules", () => {
  it("averages to one decimal, half up, and says nothing without reviews", () => {
    expect(summarize(0, 0)).toEqual({ count: 0, average: null });
    expect(summarize(9, 2)).toEqual({ count: 2, average: 4.5 });
    expect(summarize(14, 3)).toEqual({ count: 3, average: 4.7 });
    expect(summarize(13, 3)).toEqual({ count: 3, average: 4.3 });
    expect(summarize(5 * 12_480, 12_480)).toEqual({ count: 12_480, average: 5 });
    expect(summarize(1 + 5 + 5 + 4, 4).average).toBe(3.8);
  });
  it("shows the first name and the initial, never more", () => {
    expect(reviewAuthorName("Erika", "Mustermann")).toBe("Erika M.");
    expect(reviewAuthorName(" Anna Lena ", "österreicher")).toBe("Anna Ö.");
    expect(reviewAuthorName("Łukasz", "")).toBe("Łukasz");
  });
  it("takes a rating 1 to 5 and an optional comment up to 1000 characters", () => {
    expect(reviewInputSchema.parse({ token: "t", rating: "4", comment: "  " })).toEqual({ token: "t", rating: 4, comment: null });
    for (const rating of [0, 6, 2.5, "x", null])
      expect(reviewInputSchema.safeParse({ token: "t", rating }).success, String(rating)).toBe(false);
    expect(reviewInputSchema.safeParse({ token: "t", rating: 5, comment: "x".repeat(1001) }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ token: "t", rating: 5, comment: "line\nbreak" }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ token: "t\u0000", rating: 5 }).success).toBe(false);
  });
});

describe("reviewInviteDueAt", () => {
  it("is the payment's time plus the delay in days", () => {
    expect(reviewInviteDueAt("2026-11-27T16:30:00.000Z", 3)?.toISOString()).toBe("2026-11-30T16:30:00.000Z");
    expect(reviewInviteDueAt("2026-11-27T16:30:00.000Z", 0)?.toISOString()).toBe("2026-11-27T16:30:00.000Z");
  });

  it("is null (due at once) for a job without a readable time of payment", () => {
    expect(reviewInviteDueAt(undefined, 3)).toBeNull();
    expect(reviewInviteDueAt(1_700_000_000_000, 3)).toBeNull();
    expect(reviewInviteDueAt("not a time", 3)).toBeNull();
  });
});

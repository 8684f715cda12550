import { describe, expect, it } from "vitest";
import { advanceAfterAnswer } from "./stepper.ts";

// moving, clamping and the start step: offer.test.ts

describe("question stepper state", () => {
  it("a pointer answer advances once, only from the question answered and never past the last", () => {
    expect(advanceAfterAnswer({ index: 1, count: 4 }, 1)).toEqual({ index: 2, count: 4 });
    // the visitor pressed Next (or Back) during the pause: no second move
    expect(advanceAfterAnswer({ index: 2, count: 4 }, 1)).toEqual({ index: 2, count: 4 });
    expect(advanceAfterAnswer({ index: 0, count: 4 }, 1)).toEqual({ index: 0, count: 4 });
    // the last question's answer stays (the submit button comes next)
    expect(advanceAfterAnswer({ index: 3, count: 4 }, 3)).toEqual({ index: 3, count: 4 });
  });
});

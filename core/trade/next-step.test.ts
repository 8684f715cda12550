import { describe, expect, it } from "vitest";
import { isFinalState, TRADE_STATES, TRADE_TRANSITIONS, tradeNextStep } from "./index.ts";

describe("tradeNextStep", () => {
  it("asks the seller to act only while the trade waits for them: the parcel, or the answer to a new offer", () => {
    expect(TRADE_STATES.filter((s) => tradeNextStep(s) === "send")).toEqual(["created"]);
    expect(TRADE_STATES.filter((s) => tradeNextStep(s) === "answer")).toEqual(["clarification"]);
  });

  it("has nothing to do for an ended trade, and something (even waiting) for every open one", () => {
    for (const state of TRADE_STATES) {
      const ended = TRADE_TRANSITIONS[state].length === 0;
      expect(tradeNextStep(state) === "none", state).toBe(ended);
      expect(isFinalState(state), state).toBe(ended);
    }
  });

  it("reads a state it does not know as waiting, not as a call to act", () => {
    expect(tradeNextStep("archived")).toBe("wait");
    expect(tradeNextStep("toString")).toBe("wait");
  });
});

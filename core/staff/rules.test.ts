import { describe, expect, it } from "vitest";
import { hasRole, sessionAlive, SESSION_IDLE_SECONDS, SESSION_TOTAL_SECONDS, STAFF_ROLES } from "./rules.ts";

describe("hasRole", () => {
  it("any staff user passes a check without roles", () => {
    for (const role of STAFF_ROLES) expect(hasRole([role], [])).toBe(true);
  });
  it("a user needs one of the required roles; admin holds every role", () => {
    expect(hasRole(["inspector"], ["inspector"])).toBe(true);
    expect(hasRole(["inspector"], ["payout"])).toBe(false);
    expect(hasRole(["support"], ["inspector", "payout"])).toBe(false);
    expect(hasRole(["support", "payout"], ["inspector", "payout"])).toBe(true);
    expect(hasRole(["admin"], ["payout"])).toBe(true);
    expect(hasRole([], ["support"])).toBe(false);
    expect(hasRole(["superuser"], ["admin"])).toBe(false);
  });
});

describe("sessionAlive", () => {
  const start = new Date("2030-01-01T08:00:00Z");
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it("ends after 30 minutes without use", () => {
    const s = { createdAt: start, lastSeenAt: start, endedAt: null };
    expect(sessionAlive(s, at(SESSION_IDLE_SECONDS - 1))).toBe(true);
    expect(sessionAlive(s, at(SESSION_IDLE_SECONDS))).toBe(false);
  });

  it("use moves the idle deadline, but 10 hours in all is the end", () => {
    const s = { createdAt: start, lastSeenAt: at(SESSION_TOTAL_SECONDS - 60), endedAt: null };
    expect(sessionAlive(s, at(SESSION_TOTAL_SECONDS - 1))).toBe(true);
    expect(sessionAlive(s, at(SESSION_TOTAL_SECONDS))).toBe(false);
    expect(SESSION_IDLE_SECONDS).toBe(1800);
    expect(SESSION_TOTAL_SECONDS).toBe(36_000);
  });

  it("a logged-out session is over at once", () => {
    expect(sessionAlive({ createdAt: start, lastSeenAt: start, endedAt: at(1) }, at(2))).toBe(false);
  });
});

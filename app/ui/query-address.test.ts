import { describe, expect, it } from "vitest";
import { queryAddress } from "./query-address.ts";

describe("queryAddress", () => {
  const query = new URLSearchParams("edition=de&recoveryLeft=3&page=2");
  it.each([
    ["sets a parameter in its place and removes one given null", { edition: "at", page: null }, [], "/trades?edition=at&recoveryLeft=3"],
    ["adds a parameter at the end", { state: "received" }, [], "/trades?edition=de&recoveryLeft=3&page=2&state=received"],
    ["keeps an empty value (all, where none means a default)", { status: "", page: null }, [], "/trades?edition=de&recoveryLeft=3&status="],
    ["leaves the one-time parameters out", { page: "3" }, ["recoveryLeft"], "/trades?edition=de&page=3"],
    ["has no bare '?'", { edition: null, recoveryLeft: null, page: null }, [], "/trades"],
  ] as const)("%s", (_, changes, drop, address) => {
    expect(queryAddress("/trades", query, changes, drop)).toBe(address);
  });
});

import { describe, expect, it } from "vitest";
import { benchArgs } from "./args.ts";

describe("benchArgs", () => {
  const args = benchArgs(["--seconds", "10", "--uncached", "--only", "list", "--kinds", "postgres,nope", "--rounds", "x"]);

  it("reads options, falling back when one is not given", () => {
    expect(args.number("seconds", 5)).toBe(10);
    expect(args.number("connections", 10)).toBe(10);
    expect(args.text("only", "both")).toBe("list");
    expect(args.text("database-url")).toBeUndefined();
    expect(args.text("database-url", "postgres://x")).toBe("postgres://x");
  });

  it("reads --name=value too", () => {
    expect(benchArgs(["--runs=1", "--pages=home,offer"]).number("runs", 3)).toBe(1);
    expect(benchArgs(["--runs=1", "--pages=home,offer"]).text("pages", "all")).toBe("home,offer");
  });

  it("reads switches", () => {
    expect(args.flag("uncached")).toBe(true);
    expect(args.flag("postgres")).toBe(false);
  });

  it("keeps a list's known values, all of them when it is not given", () => {
    expect(args.list("kinds", ["embedded", "postgres"])).toEqual(["postgres"]);
    expect(args.list("sizes", ["seed", "big"])).toEqual(["seed", "big"]);
  });

  it("refuses a number option that is not a number", () => {
    expect(() => args.number("rounds", 3)).toThrow('--rounds takes a number, not "x"');
    // a trailing option without its value counts as not given
    expect(benchArgs(["--rounds"]).number("rounds", 3)).toBe(3);
  });
});

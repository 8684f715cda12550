import { describe, it, expect } from "vitest";
import { LAYOUTS, isWidgetMode, layoutFor } from "./layouts.ts";
import { SHOP_MODES } from "./config.ts";

describe("layoutFor", () => {
  it.each([
    ["default", true, "home"],
    ["default", false, "default"],
    ["b2bWidget", true, "b2bwidget-home"],
    ["b2bWidget", false, "b2bwidget-default"],
    ["agan", true, "agan-default"],
    ["agan", false, "agan-default"],
    ["aganwidget", true, "aganwidget-default"],
    ["aganwidget", false, "aganwidget-default"],
  ] as const)("%s, home=%s → %s", (mode, isHome, layout) => {
    expect(layoutFor(mode, isHome)).toBe(layout);
  });

  it("home layouts are exactly the spec's four", () => {
    expect(SHOP_MODES.map((m) => layoutFor(m, true))).toEqual(["home", "b2bwidget-home", "agan-default", "aganwidget-default"]);
  });

  it("uses every layout of the spec", () => {
    const used = new Set(SHOP_MODES.flatMap((m) => [layoutFor(m, true), layoutFor(m, false)]));
    expect([...used].sort()).toEqual([...LAYOUTS].sort());
  });
});

describe("isWidgetMode", () => {
  it("is true only for the embedded modes", () => {
    expect(SHOP_MODES.filter(isWidgetMode)).toEqual(["b2bWidget", "aganwidget"]);
  });
});

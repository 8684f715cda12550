import { describe, expect, it } from "vitest";
import { mountPatterns } from "../../../core/editions/index.ts";
import { BACKOFFICE_ROUTES } from "./paths.ts";

describe("back-office paths", () => {
  it("never equal a shop path of any edition (one route tree serves both hosts)", () => {
    const shop = new Set(mountPatterns().map((p) => p.pattern.replace(/:\w+/g, ":")));
    for (const { path } of BACKOFFICE_ROUTES) expect(shop.has(`/${path}`.replace(/:\w+/g, ":")), path).toBe(false);
  });
});

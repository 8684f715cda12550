import { afterEach, describe, expect, it, vi } from "vitest";
import { navigationRules } from "./navigation-rules.ts";

/** A hydrated page of the de shop (or the agan portal): the body's edition and mode, a spied location. */
function browser(mode = "default") {
  const assign = vi.fn();
  vi.stubGlobal("document", { body: { dataset: { edition: "de", mode } } });
  vi.stubGlobal("window", { location: { assign } });
  return assign;
}

/** Runs the rule for a navigation; `next` answers "next" when the router may go on. */
function navigate(path: string, method = "GET"): Promise<string> {
  return navigationRules({ request: new Request(`http://de.localhost${path}`, { method }) }, () => Promise.resolve("next"));
}

const settledNow = (p: Promise<string>) => Promise.race([p, Promise.resolve("pending")]);

afterEach(() => vi.unstubAllGlobals());

describe("client navigations to island pages (decision 0133)", () => {
  it("a shop page that is an island page is left for by a full page load, with its query", async () => {
    const assign = browser();
    expect(await settledNow(navigate("/account/management?tab=1"))).toBe("pending");
    expect(assign).toHaveBeenCalledWith("/account/management?tab=1");
  });

  it("the checkout is an island page too (decision 0132): a page load", async () => {
    const assign = browser();
    expect(await settledNow(navigate("/checkout"))).toBe("pending");
    expect(assign).toHaveBeenCalledWith("/checkout");
  });

  it("a form post or a fetcher's post is no navigation to leave for", async () => {
    const assign = browser();
    expect(await navigate("/newsletter", "POST")).toBe("next");
    expect(assign).not.toHaveBeenCalled();
  });

  it("the store portal's pages are no shop pages", async () => {
    const assign = browser("agan");
    expect(await navigate("/portal")).toBe("next");
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("a path that is no page of the edition (the redirect lookup, spec §4)", () => {
  it("asks /api/redirects and follows an internal target in the router", async () => {
    const assign = browser();
    const fetch = vi.fn(() => Promise.resolve(Response.json({ target: "/content/datenschutz", external: false })));
    vi.stubGlobal("fetch", fetch);
    const answer = await navigate("/datenschutzerklaerung").catch((thrown: unknown) => thrown);
    expect(String((fetch.mock.calls[0] as unknown[] | undefined)?.[0])).toContain("/api/redirects?path=%2Fdatenschutzerklaerung");
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe("/content/datenschutz");
    expect(assign).not.toHaveBeenCalled();
  });

  it("leaves by a full page load for an external target", async () => {
    const assign = browser();
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json({ target: "https://example.com/x", external: true })));
    expect(await settledNow(navigate("/alt"))).toBe("pending");
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://example.com/x"));
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { isPrerendering, whenShown } from "./activation.ts";
import { track } from "./analytics.ts";
import { sendControlling } from "./controlling.ts";
import { startMarketing } from "./marketing.ts";
import { memoryStorage } from "../../tests/helpers/memory-storage.ts";

/** A document the browser prerenders until `show()` (the `prerenderingchange` event). */
class PrerenderedDocument extends EventTarget {
  prerendering = true;
  cookie = "";
  body = { dataset: { edition: "de" } };
  show() {
    this.prerendering = false;
    this.dispatchEvent(new Event("prerenderingchange"));
  }
}

/** A browser with consent given whose page is being prerendered. */
function prerenderedBrowser(href = "https://de.localhost/produkte/x") {
  const doc = new PrerenderedDocument();
  const local = memoryStorage();
  local.setItem("cookieConsent", "true");
  const session = memoryStorage();
  const win = Object.assign(new EventTarget(), {
    localStorage: local,
    sessionStorage: session,
    location: { href },
    document: doc,
    dataLayer: [] as unknown[],
  });
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", doc);
  vi.stubGlobal("location", win.location);
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 1, hash: "h".repeat(32) }), { status: 201 }));
  vi.stubGlobal("fetch", fetchMock);
  return { doc, win, session, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a prerendered page waits until it is shown", () => {
  it("whenShown runs at once on a shown page and at activation on a prerendered one", () => {
    const shown = { prerendering: false, addEventListener: vi.fn() };
    const now = vi.fn();
    whenShown(now, shown);
    expect(now).toHaveBeenCalledOnce();
    expect(shown.addEventListener).not.toHaveBeenCalled();

    const doc = new PrerenderedDocument();
    const later = vi.fn();
    expect(isPrerendering(doc)).toBe(true);
    whenShown(later, doc);
    expect(later).not.toHaveBeenCalled();
    doc.show();
    doc.show();
    expect(later).toHaveBeenCalledOnce();
    // no document (server rendering): at once
    const server = vi.fn();
    whenShown(server, undefined);
    expect(server).toHaveBeenCalledOnce();
  });

  it("analytics events reach the data layer only after activation", () => {
    const { doc, win } = prerenderedBrowser();
    track({ event: "view_item", ecommerce: { items: [] } });
    expect(win.dataLayer).toEqual([]);
    doc.show();
    expect(win.dataLayer).toEqual([{ event: "view_item", ecommerce: { items: [] } }]);
  });

  it("controlling events are posted only after activation", async () => {
    const { doc, fetchMock } = prerenderedBrowser();
    const sent = sendControlling({ eventName: "offer_generated" });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    doc.show();
    await sent;
    expect(fetchMock.mock.calls.map((c) => String((c as unknown[])[0]))).toContain("/api/controlling/controlling");
  });

  it("marketing parameters of a prerendered landing URL are neither kept nor sent before activation", async () => {
    const { doc, win, session, fetchMock } = prerenderedBrowser("https://de.localhost/produkte/x?gclid=G1");
    startMarketing(win as unknown as Window);
    await new Promise((r) => setTimeout(r, 20));
    expect(session.data.size).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    doc.show();
    await vi.waitFor(() => expect(fetchMock.mock.calls.map((c) => String((c as unknown[])[0]))).toContain("/api/controlling/controlling"));
  });
});

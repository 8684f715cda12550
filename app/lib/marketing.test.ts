import { afterEach, describe, expect, it, vi } from "vitest";
import { EDITIONS, editions, MARKETING_PARAMETERS } from "../../core/editions/index.ts";
import { applicationIdFor, CONTROLLING_EVENTS, controllingEventSchema } from "../../core/marketing/index.ts";
import { buildControllingEvent, readClientIdCookie, sendControlling } from "./controlling.ts";
import {
  captureMarketingParams,
  flushTouchpoints,
  marketingParamsOf,
  PENDING_KEY,
  startMarketing,
  touchpointEvent,
  type Touchpoint,
} from "./marketing.ts";
import { memoryStorage } from "../../tests/helpers/memory-storage.ts";

const HASH = "c".repeat(64);

/** A minimal browser: cookie, localStorage (consent), sessionStorage, body edition, location, fetch. */
function fakeBrowser(opts: { consent?: "true" | "false"; cookie?: string; href?: string; fetch?: typeof fetch }) {
  const local = memoryStorage();
  if (opts.consent) local.setItem("cookieConsent", opts.consent);
  const session = memoryStorage();
  const listeners = new Map<string, EventListener>();
  const doc = {
    cookie: opts.cookie ?? "",
    body: { dataset: { edition: "fr" } },
    addEventListener: (t: string, l: EventListener) => void listeners.set(`doc:${t}`, l),
    removeEventListener: (t: string) => void listeners.delete(`doc:${t}`),
  };
  const win = {
    localStorage: local,
    sessionStorage: session,
    location: { href: opts.href ?? "https://fr.localhost/" },
    document: doc,
    addEventListener: (t: string, l: EventListener) => void listeners.set(`win:${t}`, l),
    removeEventListener: (t: string) => void listeners.delete(`win:${t}`),
  };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", doc);
  vi.stubGlobal("location", win.location);
  const fetchMock = vi.fn(opts.fetch ?? (async () => new Response(JSON.stringify({ id: 7 }), { status: 201 })));
  vi.stubGlobal("fetch", fetchMock);
  return { win: win as unknown as Window, session, listeners, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("marketing parameter capture", () => {
  it("picks exactly the eleven tracked parameters from a landing URL", () => {
    // The list itself is the spec's (core/editions/config.test.ts); here: all of it is picked up.
    expect(MARKETING_PARAMETERS).toHaveLength(11);
    const url = `https://www.sellback.de/iphone?${MARKETING_PARAMETERS.map((p) => `${p}=v-${p}`).join("&")}&ref=x&utm_term=nope`;
    const params = marketingParamsOf(url);
    expect(Object.keys(params ?? {})).toEqual([...MARKETING_PARAMETERS]);
    expect(params?.utm_campaign).toBe("v-utm_campaign");
    expect(params).not.toHaveProperty("ref");
    expect(params).not.toHaveProperty("utm_term");
  });

  it("returns null without tracked parameters, ignores empty values and cuts long ones", () => {
    expect(marketingParamsOf("https://x.test/?ref=1&utm_source=")).toBeNull();
    expect(marketingParamsOf("not a url")).toBeNull();
    expect(marketingParamsOf(`https://x.test/?gclid=${"g".repeat(900)}`)?.gclid).toHaveLength(500);
    expect(marketingParamsOf("https://x.test/?awc=%20123%20&awc=456")).toEqual({ awc: "123" });
  });

  it("keeps a landing URL once per session in the pending list", () => {
    const storage = memoryStorage();
    const url = "https://fr.localhost/?fbclid=F1";
    expect(captureMarketingParams(url, storage)).toEqual({ url, params: { fbclid: "F1" } });
    expect(captureMarketingParams(url, storage)).toBeNull();
    expect(captureMarketingParams("https://fr.localhost/", storage)).toBeNull();
    captureMarketingParams("https://fr.localhost/?gclid=G2", storage);
    const pending = JSON.parse(storage.getItem(PENDING_KEY)!) as Touchpoint[];
    expect(pending.map((t) => t.params)).toEqual([{ fbclid: "F1" }, { gclid: "G2" }]);
  });

  it("builds a marketing_touchpoint event the server accepts, and flushes pending ones once", async () => {
    const storage = memoryStorage();
    captureMarketingParams("https://de.localhost/?gclid=abc&utm_medium=cpc", storage);
    const sent: unknown[] = [];
    expect(await flushTouchpoints(storage, async (e) => (sent.push(e), 1))).toBe(1);
    expect(sent).toEqual([
      {
        eventName: "marketing_touchpoint",
        url: "https://de.localhost/?gclid=abc&utm_medium=cpc",
        params: { gclid: "abc", utm_medium: "cpc" },
      },
    ]);
    expect(await flushTouchpoints(storage, async (e) => (sent.push(e), 1))).toBe(0);
    const body = buildControllingEvent(touchpointEvent({ url: "https://de.localhost/?gclid=abc", params: { gclid: "abc" } }), {
      edition: "de",
      href: "https://ignored/",
      clientId: null,
    });
    expect(controllingEventSchema.safeParse(body).success).toBe(true);
  });
});

describe("controlling event building", () => {
  it("application ids equal the editions' configured application codes", () => {
    for (const e of EDITIONS) expect(applicationIdFor(e)).toBe(editions[e].applicationCode);
    expect(CONTROLLING_EVENTS).toEqual(["marketing_touchpoint", "offer_add_to_cart", "offer_generated", "trade_created"]);
  });

  it("fills client id, application id and url, and drops empty fields", () => {
    const body = buildControllingEvent(
      { eventName: "offer_generated", offerId: "o1", revenue: 120.5, currency: "EUR", voucherCode: "", deviceId: 12, tradeId: null },
      { edition: "it", href: "https://it.localhost/vendere/x", clientId: HASH },
    );
    expect(body).toEqual({
      eventName: "offer_generated",
      offerId: "o1",
      revenue: 120.5,
      currency: "EUR",
      deviceId: 12,
      clientId: HASH,
      applicationId: "sellback-it",
      url: "https://it.localhost/vendere/x",
    });
    expect(controllingEventSchema.safeParse(body).success).toBe(true);
  });

  it("reads the clientId cookie", () => {
    expect(readClientIdCookie(`locale=de; clientId=${HASH}; x=1`)).toBe(HASH);
    expect(readClientIdCookie("locale=de")).toBeNull();
    expect(readClientIdCookie("clientId=<script>")).toBeNull();
  });
});

describe("browser behaviour (stubbed window)", () => {
  it("sendControlling posts the event with the cookie's client id", async () => {
    const { fetchMock } = fakeBrowser({ consent: "true", cookie: `clientId=${HASH}`, href: "https://fr.localhost/panier" });
    expect(await sendControlling({ eventName: "offer_add_to_cart", offerId: "o9" })).toBe(7);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/controlling/controlling");
    expect(JSON.parse(init.body as string)).toEqual({
      eventName: "offer_add_to_cart",
      offerId: "o9",
      clientId: HASH,
      applicationId: "sellback-fr",
      url: "https://fr.localhost/panier",
    });
  });

  it("a failed controlling call warns with the spec's message and never throws", async () => {
    fakeBrowser({ consent: "true", cookie: `clientId=${HASH}`, fetch: async () => new Response("{}", { status: 500 }) });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(sendControlling({ eventName: "trade_created", tradeId: "SB-1" })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith("error creating controlling order", expect.any(Error));
  });

  it("getClientId asks the API only after consent; a failure warns with the spec's message", async () => {
    // it asks once per page: a fresh module, since another file of this worker (decision 0142) may have asked already
    vi.resetModules();
    const { getClientId } = await import("./controlling.ts");
    const noConsent = fakeBrowser({});
    expect(await getClientId()).toBeNull();
    expect(noConsent.fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    const failing = fakeBrowser({ consent: "true", fetch: async () => Promise.reject(new TypeError("network down")) });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await getClientId()).toBeNull();
    expect(await getClientId()).toBeNull();
    // the one HTTP client: one try and the spec's one retry for a GET, then never again on this page
    expect(failing.fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith("error creating client id", expect.objectContaining({ name: "HttpError", status: 0 }));
  });

  it("startMarketing holds touchpoints until consent, then sends them; a refusal deletes them", async () => {
    const b = fakeBrowser({ href: "https://fr.localhost/?utm_source=mail&utm_campaign=nov", cookie: `clientId=${HASH}` });
    startMarketing(b.win);
    expect(b.fetchMock).not.toHaveBeenCalled();
    expect(b.session.getItem(PENDING_KEY)).toContain("utm_source");
    // the visitor accepts on the banner (its own handler stores the decision first)
    b.win.localStorage.setItem("cookieConsent", "true");
    b.listeners.get("doc:click")?.({ target: { closest: () => ({ dataset: { consentChoice: "true" } }) } } as unknown as Event);
    await vi.waitFor(() => expect(b.fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse((b.fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({
      eventName: "marketing_touchpoint",
      applicationId: "sellback-fr",
      params: { utm_source: "mail", utm_campaign: "nov" },
    });
    expect(b.session.getItem(PENDING_KEY)).toBeNull();
    vi.unstubAllGlobals();

    const r = fakeBrowser({ href: "https://fr.localhost/?gclid=X" });
    startMarketing(r.win);
    r.listeners.get("win:sellback:consent")?.(Object.assign(new Event("x"), { detail: { accepted: false } }));
    expect(r.session.data.size).toBe(0);
    expect(r.fetchMock).not.toHaveBeenCalled();
  });

  it("startMarketing sends at once with consent and captures nothing after a refusal", async () => {
    const yes = fakeBrowser({ consent: "true", href: "https://fr.localhost/?msclkid=M", cookie: `clientId=${HASH}` });
    startMarketing(yes.win);
    await vi.waitFor(() => expect(yes.fetchMock).toHaveBeenCalledTimes(1));
    startMarketing(yes.win); // a reload of the same landing URL is not a second touchpoint
    await new Promise((r) => setTimeout(r, 10));
    expect(yes.fetchMock).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    const no = fakeBrowser({ consent: "false", href: "https://fr.localhost/?msclkid=M" });
    startMarketing(no.win);
    expect(no.session.data.size).toBe(0);
    expect(no.fetchMock).not.toHaveBeenCalled();
  });
});

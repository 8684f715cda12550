/**
 * Debian's Chromium driven over the DevTools protocol directly, attached through the tab target.
 * Playwright attaches to page targets, and Chromium then refuses to prerender
 * (`PrerenderingDisabledByDevTools`: a session without tab-target support); attached through the
 * tab, prerendered pages work as for a visitor and show up as targets of their own (subtype
 * "prerender"), so a test can look inside one before it is shown. Used by the speculation-rules
 * browser test and bench/navigation.ts (decision 0052). Small on purpose: navigate, evaluate,
 * move the mouse, click, and the Preload domain's events.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumLaunch } from "./chromium.ts";

export interface CdpEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

interface TargetInfo {
  targetId: string;
  type: string;
  subtype?: string;
  url: string;
}

export interface PageTarget {
  sessionId: string;
  info: TargetInfo;
}

export class CdpChromium {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Set<(e: CdpEvent) => void>();
  /** Page targets attached through the tab, by session id (the tab's page and its prerenders). */
  readonly pages = new Map<string, PageTarget>();
  /** The page the visitor sees. */
  current = "";
  /** Every event received, for tests that look at Preload events afterwards. */
  readonly events: CdpEvent[] = [];

  private constructor(
    private readonly ws: WebSocket,
    private readonly child: ChildProcess,
    private readonly profile: string,
  ) {
    ws.addEventListener("message", (m) => {
      const msg = JSON.parse(String(m.data)) as { id?: number; result?: unknown; error?: { message: string } } & Partial<CdpEvent>;
      if (msg.id !== undefined) {
        const p = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        if (msg.error) p?.reject(new Error(msg.error.message));
        else p?.resolve(msg.result);
        return;
      }
      const event = { method: msg.method!, params: msg.params ?? {}, sessionId: msg.sessionId };
      this.events.push(event);
      this.track(event);
      for (const l of this.listeners) l(event);
    });
  }

  /** Starts Chromium (headless, its own profile; debugging port 0 = any free one) with one tab, attached through its tab target. */
  static async launch(opts: { debuggingPort?: number; headless?: boolean } = {}): Promise<CdpChromium> {
    const profile = mkdtempSync(path.join(tmpdir(), "sellback-cdp-"));
    const { executablePath, args } = chromiumLaunch([], "full browser");
    const child = spawn(
      executablePath,
      [
        ...args,
        ...(opts.headless === false ? [] : ["--headless=new"]),
        `--remote-debugging-port=${opts.debuggingPort ?? 0}`,
        `--user-data-dir=${profile}`,
        "--window-size=1280,900",
        "about:blank",
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    const wsUrl = await new Promise<string>((resolve, reject) => {
      let text = "";
      const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${text.slice(-500)}`)), 30_000);
      child.stderr!.on("data", (d: Buffer) => {
        text += String(d);
        const m = /DevTools listening on (ws:\S+)/.exec(text);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      child.once("exit", (code) => reject(new Error(`Chromium exited with ${code}: ${text.slice(-500)}`)));
    });
    const ws = new WebSocket(wsUrl);
    await new Promise((resolve, reject) => {
      ws.addEventListener("open", resolve, { once: true });
      ws.addEventListener("error", () => reject(new Error("cannot connect to Chromium")), { once: true });
    });
    const browser = new CdpChromium(ws, child, profile);
    const { targetInfos } = await browser.send<{ targetInfos: TargetInfo[] }>("Target.getTargets", { filter: [{}] });
    const tab = targetInfos.find((t) => t.type === "tab");
    if (!tab) throw new Error("no tab target");
    const { sessionId } = await browser.send<{ sessionId: string }>("Target.attachToTarget", { targetId: tab.targetId, flatten: true });
    await browser.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, sessionId);
    await browser.until(() => browser.current !== "", 10_000);
    return browser;
  }

  private track(e: CdpEvent) {
    if (e.method === "Target.attachedToTarget") {
      const { sessionId, targetInfo } = e.params as { sessionId: string; targetInfo: TargetInfo };
      if (targetInfo.type !== "page") return;
      this.pages.set(sessionId, { sessionId, info: targetInfo });
      if (targetInfo.subtype !== "prerender") this.current = sessionId;
      void this.send("Page.enable", {}, sessionId).catch(() => {});
      void this.send("Preload.enable", {}, sessionId).catch(() => {});
    } else if (e.method === "Target.targetInfoChanged") {
      const info = (e.params as { targetInfo: TargetInfo }).targetInfo;
      for (const p of this.pages.values()) {
        if (p.info.targetId !== info.targetId) continue;
        // a prerendered page that is shown loses its subtype: it is the tab's page now
        if (p.info.subtype === "prerender" && info.subtype !== "prerender") this.current = p.sessionId;
        p.info = info;
      }
    } else if (e.method === "Target.detachedFromTarget") {
      this.pages.delete((e.params as { sessionId: string }).sessionId);
    }
  }

  /** One protocol call; an answer that does not come within `timeoutMs` is an error. */
  send<T = unknown>(method: string, params: Record<string, unknown> = {}, sessionId?: string, timeoutMs = 30_000): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`no answer to ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          (resolve as (v: unknown) => void)(v);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  on(listener: (e: CdpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Polls `check` until it is true. */
  async until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = "condition"): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** Evaluates an expression in a page (the visible one by default); promises are awaited. */
  async evaluate<T>(expression: string, sessionId = this.current, timeoutMs = 30_000): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value?: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true }, sessionId, timeoutMs);
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value as T;
  }

  /** Loads a URL in the visible page and waits for its load event. */
  async navigate(url: string, timeoutMs = 30_000): Promise<void> {
    const session = this.current;
    let off = () => {};
    const loaded = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no load event for ${url}`)), timeoutMs);
      off = this.on((e) => {
        if (e.method === "Page.loadEventFired" && e.sessionId === session) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    try {
      await this.send("Page.navigate", { url }, session);
      await loaded;
    } finally {
      off();
    }
  }

  /** The centre of the first element matching `selector`, scrolled into view. */
  async centreOf(selector: string): Promise<{ x: number; y: number }> {
    const box = await this.evaluate<{ x: number; y: number } | null>(
      `(() => { const el = document.querySelector(${JSON.stringify(selector)}); if (!el) return null; el.scrollIntoView({ block: "center" }); const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
    );
    if (!box) throw new Error(`nothing matches ${selector}`);
    return box;
  }

  async hover(selector: string): Promise<{ x: number; y: number }> {
    const at = await this.centreOf(selector);
    await this.send("Input.dispatchMouseEvent", { type: "mouseMoved", x: at.x - 40, y: at.y }, this.current);
    await this.send("Input.dispatchMouseEvent", { type: "mouseMoved", ...at }, this.current);
    return at;
  }

  /**
   * Clicks at a point; answers the time of the click in epoch milliseconds, taken right before the
   * button is released (the click event), on the same wall clock as the pages'
   * `performance.timeOrigin`. (Asking the page for its own time stamp fails: a prerendered page
   * replaces it before the answer comes back.)
   */
  async click(at: { x: number; y: number }): Promise<number> {
    const session = this.current;
    await this.send("Input.dispatchMouseEvent", { type: "mousePressed", ...at, button: "left", clickCount: 1 }, session);
    const clickedAt = performance.timeOrigin + performance.now();
    await this.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...at, button: "left", clickCount: 1 }, session);
    return clickedAt;
  }

  /** The prerendered pages (not shown yet) attached right now. */
  prerendered(): PageTarget[] {
    return [...this.pages.values()].filter((p) => p.info.subtype === "prerender");
  }

  async close(): Promise<void> {
    this.ws.close();
    await new Promise<void>((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once("exit", () => resolve());
      this.child.kill("SIGTERM");
    });
    rmSync(this.profile, { recursive: true, force: true });
  }
}

/**
 * Paint timing of the page shown once it is `url` and has painted: epoch ms of its first
 * contentful paint. Every attached page is asked (a prerendered page that was shown is another
 * target than the page clicked in), and the one showing `url` becomes the browser's current page.
 */
export async function paintOf(
  browser: CdpChromium,
  url: string,
  timeoutMs = 20_000,
): Promise<{ paintAt: number; prerendered: boolean; prefetched: boolean }> {
  const end = Date.now() + timeoutMs;
  const expression = `(() => { const n = performance.getEntriesByType("navigation")[0]; const f = performance.getEntriesByName("first-contentful-paint")[0]; return n ? { url: location.href, shown: !document.prerendering && document.visibilityState === "visible", origin: performance.timeOrigin, fcp: f?.startTime, activationStart: n.activationStart, delivery: n.deliveryType } : null; })()`;
  for (;;) {
    for (const sessionId of new Set([browser.current, ...browser.pages.keys()])) {
      try {
        const r = await browser.evaluate<{
          url: string;
          shown: boolean;
          origin: number;
          fcp?: number;
          activationStart: number;
          delivery: string;
        } | null>(expression, sessionId);
        // a prerendered page paints when it is shown: what counts is the later of paint and activation
        if (r && r.shown && r.url === url && r.fcp !== undefined) {
          browser.current = sessionId;
          return {
            paintAt: r.origin + Math.max(r.fcp, r.activationStart),
            prerendered: r.activationStart > 0,
            prefetched: r.delivery === "navigational-prefetch",
          };
        }
      } catch {
        // a page that went away mid-call
      }
    }
    if (Date.now() > end) throw new Error(`no paint of ${url}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

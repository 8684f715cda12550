import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { islandLoaderScript } from "./loader.ts";

interface Added {
  type: string;
  src: string;
  attributes: Record<string, string>;
}

/** A browser just capable enough for the loader: timers, frames and paint entries are run by hand. */
function browser(opts: { hidden?: boolean; paintTiming?: boolean }) {
  const added: Added[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  let observer: { callback: (list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void; on: boolean } | null =
    null;
  class PerformanceObserver {
    static supportedEntryTypes = opts.paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(callback: NonNullable<typeof observer>["callback"]) {
      observer = { callback, on: false };
    }
    observe(o: { type: string; buffered: boolean }) {
      if (o.type === "paint" && observer) observer.on = true;
    }
    disconnect() {
      if (observer) observer.on = false;
    }
  }
  const context = {
    window: {} as Record<string, unknown>,
    PerformanceObserver,
    setTimeout: (fn: () => void) => timers.push(fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    document: {
      hidden: opts.hidden ?? false,
      createElement: () => {
        const el = {
          type: "",
          src: "",
          attributes: {} as Record<string, string>,
          setAttribute: (n: string, v: string) => (el.attributes[n] = v),
        };
        return el;
      },
      body: { appendChild: (el: Added) => added.push(el) },
    },
  };
  context.window.PerformanceObserver = PerformanceObserver;
  return {
    context,
    added,
    runTimers: () => timers.splice(0).forEach((fn) => fn()),
    runFrames: () => frames.splice(0).forEach((fn) => fn()),
    paint: (name: string) => {
      if (observer?.on)
        observer.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect: () => (observer!.on = false) });
    },
  };
}

const SCRIPT = islandLoaderScript("/assets/island-content-page-abc.js", "contact:0");

describe("the island loader (decision 0140)", () => {
  it("adds the island's module script when the first contentful paint is reported, with no timer, once", () => {
    const b = browser({ paintTiming: true });
    runInNewContext(SCRIPT, b.context);
    b.runFrames();
    b.runTimers();
    b.paint("first-paint");
    b.runTimers();
    expect(b.added).toEqual([]);
    b.paint("first-contentful-paint");
    expect(b.added).toEqual([
      {
        type: "module",
        src: "/assets/island-content-page-abc.js",
        attributes: { "data-island-route": "contact:0" },
        setAttribute: expect.any(Function),
      },
    ]);
    b.paint("first-contentful-paint");
    b.runTimers();
    expect(b.added).toHaveLength(1);
  });

  it("without paint timing, after the first frame; on a hidden (prerendered) page, at once", () => {
    const old = browser({ paintTiming: false });
    runInNewContext(SCRIPT, old.context);
    old.runTimers();
    expect(old.added).toEqual([]);
    old.runFrames();
    old.runTimers();
    expect(old.added.map((a) => a.src)).toEqual(["/assets/island-content-page-abc.js"]);

    const hidden = browser({ hidden: true, paintTiming: true });
    runInNewContext(SCRIPT, hidden.context);
    expect(hidden.added.map((a) => a.src)).toEqual(["/assets/island-content-page-abc.js"]);
  });

  it("cannot be ended early by what it carries", () => {
    expect(islandLoaderScript("/a.js", "</script><script>alert(1)")).not.toContain("</script>");
  });
});

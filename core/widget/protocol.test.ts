import { gzipSync } from "node:zlib";
import path from "node:path";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { addPartnerToHtml, addPartnerToLocation } from "./html.ts";
import {
  acceptFrameMessage,
  isExactOrigin,
  MAX_FRAME_HEIGHT,
  originOf,
  parentTargetOrigin,
  parseWidgetMessage,
  partnerKeyOf,
  withPartner,
} from "./protocol.ts";

const WIDGET = "http://b2bwidget.de.localhost:4322";
const frameWindow = { name: "frame" };
const resize = { source: "sellback-widget", type: "resize", height: 812 };

describe("embed script: which frame messages it accepts", () => {
  it("takes a message from the widget's origin and its own frame's window", () => {
    expect(acceptFrameMessage({ origin: WIDGET, source: frameWindow, data: resize }, WIDGET, frameWindow)).toEqual(resize);
  });
  it("refuses another origin, even one that only looks alike", () => {
    for (const origin of [
      "http://evil.localhost:4322",
      "http://b2bwidget.de.localhost:4323",
      "https://b2bwidget.de.localhost:4322",
      "null",
      "",
    ]) {
      expect(acceptFrameMessage({ origin, source: frameWindow, data: resize }, WIDGET, frameWindow)).toBeNull();
    }
  });
  it("refuses the right origin from another window (a second frame of the widget, a popup)", () => {
    expect(acceptFrameMessage({ origin: WIDGET, source: { name: "other" }, data: resize }, WIDGET, frameWindow)).toBeNull();
    expect(acceptFrameMessage({ origin: WIDGET, source: null, data: resize }, WIDGET, frameWindow)).toBeNull();
    expect(acceptFrameMessage({ origin: WIDGET, source: frameWindow, data: resize }, WIDGET, null)).toBeNull();
  });
  it("refuses everything when the script's own origin is unknown", () => {
    expect(acceptFrameMessage({ origin: WIDGET, source: frameWindow, data: resize }, null, frameWindow)).toBeNull();
  });
  it("reads the widget origin from the script's src exactly", () => {
    expect(originOf(`${WIDGET}/embed.js?v=1`)).toBe(WIDGET);
    expect(originOf("https://b2bwidget.sellback.de:443/embed.js")).toBe("https://b2bwidget.sellback.de");
    expect(originOf("javascript:alert(1)")).toBeNull();
    expect(originOf("https://user:pw@b2bwidget.sellback.de/embed.js")).toBeNull();
    expect(originOf("not a url")).toBeNull();
    expect(originOf("")).toBeNull();
  });
});

describe("frame: where it may post", () => {
  const registered = ["http://partner.localhost:4322", "https://shop.example"];
  it("posts to the passed origin only when the partner registered it exactly", () => {
    expect(parentTargetOrigin("http://partner.localhost:4322", registered)).toBe("http://partner.localhost:4322");
    expect(parentTargetOrigin("https://shop.example", registered)).toBe("https://shop.example");
  });
  it("posts nowhere for an unregistered, malformed or wildcard origin", () => {
    for (const o of [
      "http://partner2.localhost:4322",
      "https://shop.example/",
      "https://shop.example.evil.com",
      "HTTPS://SHOP.EXAMPLE",
      "*",
      "null",
      "",
      null,
      undefined,
    ]) {
      expect(parentTargetOrigin(o, registered)).toBeNull();
    }
    expect(parentTargetOrigin("https://shop.example", [])).toBeNull();
  });
  it("knows an exact origin", () => {
    expect(isExactOrigin("https://shop.example")).toBe(true);
    expect(isExactOrigin("https://shop.example/")).toBe(false);
    expect(isExactOrigin("https://shop.example:443")).toBe(false);
  });
});

describe("message validation", () => {
  it("accepts the three named messages with only their fields", () => {
    expect(parseWidgetMessage({ source: "sellback-widget", type: "ready" })).toEqual({ source: "sellback-widget", type: "ready" });
    expect(parseWidgetMessage({ source: "sellback-widget", type: "resize", height: 812.2 })).toEqual({
      source: "sellback-widget",
      type: "resize",
      height: 813,
    });
    expect(parseWidgetMessage({ source: "sellback-widget", type: "trade_created", tradeNumber: "DE-2611-ABCD12" })).toEqual({
      source: "sellback-widget",
      type: "trade_created",
      tradeNumber: "DE-2611-ABCD12",
    });
  });
  it("caps a runaway height", () => {
    expect(parseWidgetMessage({ source: "sellback-widget", type: "resize", height: 1e9 })).toMatchObject({ height: MAX_FRAME_HEIGHT });
  });
  it("refuses other sources, types, extra fields and bad values", () => {
    const bad: unknown[] = [
      null,
      "resize",
      [resize],
      { ...resize, source: "other" },
      { source: "sellback-widget", type: "navigate", url: "https://evil" },
      { ...resize, height: -1 },
      { ...resize, height: Number.NaN },
      { ...resize, height: "800" },
      { ...resize, email: "a@b.de" },
      { source: "sellback-widget", type: "trade_created", tradeNumber: "<img>" },
      { source: "sellback-widget", type: "trade_created", tradeNumber: "DE-1", token: "secret" },
      { source: "sellback-widget", type: "ready", extra: 1 },
    ];
    for (const data of bad) expect(parseWidgetMessage(data)).toBeNull();
  });
  it("checks the partner key's shape", () => {
    expect(partnerKeyOf("demo-retail-partner")).toBe("demo-retail-partner");
    expect(partnerKeyOf("a b")).toBeNull();
    expect(partnerKeyOf("x".repeat(65))).toBeNull();
    expect(partnerKeyOf(undefined)).toBeNull();
  });
});

describe("the partner key in every URL", () => {
  const base = `${WIDGET}/checkout?partner=k1234567`;
  it("adds the key to same-origin links, keeping their form", () => {
    expect(withPartner("/produkte/x", "k1234567", base)).toBe("/produkte/x?partner=k1234567");
    expect(withPartner("/produkte/x?offer=a#offer-title", "k1234567", base)).toBe("/produkte/x?offer=a&partner=k1234567#offer-title");
    expect(withPartner(`${WIDGET}/kontakt`, "k1234567", base)).toBe(`${WIDGET}/kontakt?partner=k1234567`);
    expect(withPartner("/x?partner=k1234567", "k1234567", base)).toBe("/x?partner=k1234567");
  });
  it("leaves other origins and fragments alone", () => {
    expect(withPartner("https://www.sellback.de/", "k1234567", base)).toBe("https://www.sellback.de/");
    expect(withPartner("mailto:a@b.de", "k1234567", base)).toBe("mailto:a@b.de");
    expect(withPartner("#main", "k1234567", base)).toBe("#main");
  });
  it("rewrites the links and forms of a page, nothing else", () => {
    const html =
      '<link rel="stylesheet" href="/assets/a.css"><a class="x" href="/kontakt">K</a><a href="/p?q=1&amp;s=2#t">P</a>' +
      '<a href="https://other.example/">O</a><a href="//cdn.example/x">C</a><form method="post" action="/checkout"></form><img src="/images/a.svg">' +
      '<a href="/x?partner=k1234567">Y</a>';
    expect(addPartnerToHtml(html, "k1234567")).toBe(
      '<link rel="stylesheet" href="/assets/a.css"><a class="x" href="/kontakt?partner=k1234567">K</a><a href="/p?q=1&amp;s=2&amp;partner=k1234567#t">P</a>' +
        '<a href="https://other.example/">O</a><a href="//cdn.example/x">C</a><form method="post" action="/checkout?partner=k1234567"></form><img src="/images/a.svg">' +
        '<a href="/x?partner=k1234567">Y</a>',
    );
  });
  it("keeps the key through a same-origin redirect only", () => {
    expect(addPartnerToLocation("/produkte/x?offer=a#offer-title", "k1234567")).toBe("/produkte/x?offer=a&partner=k1234567#offer-title");
    expect(addPartnerToLocation("https://elsewhere.example/", "k1234567")).toBe("https://elsewhere.example/");
    expect(addPartnerToLocation("//elsewhere.example/", "k1234567")).toBe("//elsewhere.example/");
  });
});

describe("embed.js size budget", () => {
  it("is at most 5 KB gzip, built as the client build builds it (IIFE, ES2019, minified)", async () => {
    const result = await esbuild.build({
      entryPoints: [path.resolve(import.meta.dirname, "../../app/widget/embed.ts")],
      bundle: true,
      format: "iife",
      target: "es2019",
      minify: true,
      write: false,
      legalComments: "none",
    });
    const source = result.outputFiles[0]!.text;
    const gzip = gzipSync(source, { level: 9 }).length;
    console.log(`embed.js: ${source.length} bytes, ${gzip} bytes gzip (budget 5120)`);
    expect(gzip).toBeLessThanOrEqual(5 * 1024);
    // nothing global but the IIFE
    expect(source.trimStart()).toMatch(/^("use strict";)?\((\(\)=>|function\(\))\{/);
  });
});

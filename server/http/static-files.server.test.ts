import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../config/env.server.ts";
import { listClientFiles, staticFileRoutes } from "./static-files.server.ts";

function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "sellback-static-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "images", "devices"), { recursive: true });
  writeFileSync(path.join(dir, "assets", "entry-abc.js"), "console.log(1)");
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "images", "devices", "x.svg"), "<svg/>");
  return dir;
}

function appWith(dir: string) {
  const app = new Hono<AppEnv>();
  app.route("/", staticFileRoutes(dir));
  app.all("*", (c) => c.text("page", 200));
  return app;
}

describe("client files", () => {
  it("lists every file once, as URL paths", () => {
    expect([...listClientFiles(clientDir())].sort()).toEqual(["/assets/entry-abc.js", "/favicon.svg", "/images/devices/x.svg"]);
  });

  it("serves the files with their cache lifetimes, and passes everything else on to the pages", async () => {
    const app = appWith(clientDir());
    const asset = await app.request("/assets/entry-abc.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toBe("console.log(1)");
    const icon = await app.request("/favicon.svg");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await app.request("/images/devices/x.svg")).text()).toBe("<svg/>");
    for (const page of ["/", "/produkte/apple-iphone-15-128gb", "/assets", "/images/", "/assets/missing.js", "/favicon.svg/x"]) {
      const res = await app.request(page);
      expect(await res.text(), page).toBe("page");
    }
  });

  it("HEAD of a file answers its length without a body", async () => {
    const res = await appWith(clientDir()).request("/favicon.svg", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe("6");
  });
});

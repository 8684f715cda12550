import { describe, expect, it } from "vitest";
import { deferRouteModules } from "./deferred-scripts.tsx";

// the shape React Router 8's <Scripts/> renders for a hydrated page (fog of war on)
const SCRIPT = `;
import * as route0 from "/assets/root-A.js";
import * as route1_clientLoader from "/assets/products-B.js";
import * as route1_main from "/assets/products-C.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-D.js"}};
  window.__reactRouterRouteModules = {"root":route0,"products":route1};

import("/assets/entry.client-D.js");`;

describe("deferRouteModules (decision 0051)", () => {
  it("waits for the hydration gate (or the first paint), then preloads and imports the same modules under the same names", () => {
    const out = deferRouteModules(SCRIPT, ["/assets/react-E.js", "/assets/root-A.js"])!;
    expect(out).not.toMatch(/^\s*import \* as/m);
    expect(out.indexOf("requestAnimationFrame")).toBeLessThan(out.indexOf("modulepreload"));
    // the hydration gate decides first (decision 0056), also when its script runs after this one;
    // the first paint only without it
    expect(out.indexOf("await (window.__sellbackHydrate ??")).toBeLessThan(out.indexOf("modulepreload"));
    expect(out).toContain('addEventListener("sellback:hydration-gate"');
    expect(out.indexOf("modulepreload")).toBeLessThan(out.indexOf("await Promise.all"));
    expect(out).toContain(
      'const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-A.js"), import("/assets/products-B.js"), import("/assets/products-C.js")]);',
    );
    expect(out).toContain('["/assets/react-E.js","/assets/root-A.js"]');
    // what follows the imports is kept as it was, the entry last
    expect(out).toContain("const route1 = {...route1_clientLoader,...route1_main};");
    expect(out.trim().endsWith('import("/assets/entry.client-D.js");')).toBe(true);
  });

  it("keeps a side-effect import (the manifest without fog of war)", () => {
    const out = deferRouteModules(`import "/assets/manifest-F.js";\nimport * as route0 from "/assets/root-A.js";\nwindow.x = route0;`, [])!;
    expect(out).toContain(
      'const [route0, _sideEffect0] = await Promise.all([import("/assets/root-A.js"), import("/assets/manifest-F.js")]);',
    );
  });

  it("leaves a script of another shape alone (null: <Scripts/> is rendered as it is)", () => {
    expect(deferRouteModules(" ", [])).toBeNull();
    expect(deferRouteModules(`import { a } from "/assets/x.js";\nimport * as route0 from "/assets/root-A.js";`, [])).toBeNull();
  });
});

/**
 * Hydration after the first paint (decision 0051) — since decision 0056 when the hydration gate
 * (app/lib/hydration-gate.ts, run by the `deferred-page` script before this one) says so — for the
 * hydrated pages after the cart: checkout, thank-you and the account pages. React Router's `<Scripts/>` puts a modulepreload for every chunk
 * into `<head>` and imports the route modules statically, so on a slow connection the first paint
 * waits behind ≈ 160 KB of JavaScript the paint does not need. Here the same scripts are rendered
 * without the preloads, and the route-module script waits for two animation frames (the first
 * paint) before it preloads the chunks and imports the same modules dynamically; then React Router's
 * entry hydrates as always. The pages' forms are plain posts that work before that, like without
 * JavaScript.
 *
 * This reads the elements `<Scripts/>` renders (its hooks run as part of this component): the
 * modulepreload links and the module script whose static `import * as routeN from "…";` lines are
 * rewritten. If a React Router upgrade changes that shape, nothing is rewritten and the page falls
 * back to `<Scripts/>` as it is (the browser tests check that hydration happens and no preload is in
 * the head).
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import type { PageId } from "../../core/editions/index.ts";
import { GATE_READY_EVENT } from "./hydration-gate-event.ts";

/**
 * The pages served this way: hydrated, after the cart, whose forms work without JavaScript; every
 * other shop page is an island page (decision 0133: the account pages, logged in too, since then).
 */
export const DEFERRED_HYDRATION_PAGES: ReadonlySet<PageId> = new Set<PageId>(["checkout"]);

const STATIC_IMPORT = /^\s*import \* as ([\w$]+) from ("[^"]+");\s*$/gm;
const SIDE_EFFECT_IMPORT = /^\s*import ("[^"]+");/gm;

/**
 * The route-module script of `<Scripts/>` turned into one that waits for the hydration gate (or,
 * without it, the first paint or a second in a tab that paints nothing), preloads `preloads` and
 * imports the modules dynamically.
 * Null when the script does not have the expected shape.
 */
export function deferRouteModules(source: string, preloads: string[]): string | null {
  const names: string[] = [];
  const urls: string[] = [];
  const rest = source
    .replace(STATIC_IMPORT, (_, name: string, url: string) => {
      names.push(name);
      urls.push(url);
      return "";
    })
    .replace(SIDE_EFFECT_IMPORT, (_, url: string) => {
      urls.push(url);
      return "";
    });
  if (names.length === 0 || /^\s*import\s/m.test(rest)) return null;
  const nameList = names.concat(urls.slice(names.length).map((_, i) => `_sideEffect${i}`));
  return [
    // The hydration gate's promise (app/lib/hydration-gate.ts, decision 0056). This script is
    // async, so it may run before the gate's script: then it waits for the gate's ready event (or
    // the script's load error, or ten seconds). Without a gate: the first paint, or a second in a
    // tab that paints nothing.
    "const paint = () => new Promise((go) => { requestAnimationFrame(() => requestAnimationFrame(go)); setTimeout(go, 1000); });",
    'const gateScript = document.querySelector("script[data-hydration-gate]");',
    `await (window.__sellbackHydrate ?? (gateScript ? new Promise((ready) => { addEventListener("${GATE_READY_EVENT}", ready, { once: true }); gateScript.addEventListener("error", ready, { once: true }); setTimeout(ready, 10000); }).then(() => window.__sellbackHydrate ?? paint()) : paint()));`,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${nameList.join(", ")}] = await Promise.all([${urls.map((u) => `import(${u})`).join(", ")}]);`,
    rest,
  ].join("\n");
}

function props(el: ReactElement): Record<string, unknown> {
  return el.props as Record<string, unknown>;
}

/** `<Scripts/>` with hydration after the first paint; the same element tree otherwise. */
export function DeferredScripts({ nonce }: { nonce?: string }) {
  // Scripts is called, not rendered, to read its output; its hooks belong to this component.
  const rendered: ReactNode = Scripts({ nonce });
  if (!isValidElement(rendered)) return rendered;
  const children = Children.toArray(props(rendered).children as ReactNode);
  const preloads: string[] = [];
  const kept: ReactNode[] = [];
  let rewritten = false;
  for (const child of children) {
    if (!isValidElement(child)) continue;
    if (child.type === "link" && props(child).rel === "modulepreload") {
      preloads.push(String(props(child).href));
      continue;
    }
    // the fragment of the context script and the route-module script
    const inner = Children.toArray(props(child).children as ReactNode).map((script) => {
      if (!isValidElement(script) || script.type !== "script" || props(script).type !== "module") return script;
      const html = (props(script).dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html ?? "";
      // in the browser the script is a blank placeholder (the server's text stays): nothing to rewrite
      if (html.trim() === "") {
        rewritten = true;
        return script;
      }
      const deferred = deferRouteModules(html, preloads);
      if (deferred === null) return script;
      rewritten = true;
      return cloneElement(script as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>, {
        dangerouslySetInnerHTML: { __html: deferred },
      });
    });
    kept.push(child.type === "script" || inner.length === 0 ? child : cloneElement(child, undefined, ...inner));
  }
  return rewritten ? <>{kept}</> : rendered;
}

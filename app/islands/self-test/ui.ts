/** The self-test island's small DOM helpers and its texts (framework-free, issue 34). */
import type { SelfTestTextKey } from "../../features/self-test/texts.ts";
import type { SelfTestCheckId } from "../../../core/self-test/index.ts";

export type CheckTextKey = `check.${SelfTestCheckId}.${"name" | "proves" | "cannot"}`;

/** The island's texts, rendered by the server (the island has no i18n); {name} placeholders filled here. */
export type Texts = (key: SelfTestTextKey | CheckTextKey, vars?: Record<string, string | number>) => string;

export function textsFrom(doc: Document, id: string): Texts {
  let table: Record<string, string> = {};
  try {
    table = JSON.parse(doc.getElementById(id)?.textContent ?? "{}") as Record<string, string>;
  } catch {
    /* an empty table shows the keys: better than no test at all */
  }
  return (key, vars = {}) => (table[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

/** An element with a class and children (text or nodes). */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className = "",
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

export function button(doc: Document, label: string, onClick: () => void, secondary = false): HTMLButtonElement {
  const b = el(doc, "button", secondary ? "secondary" : "", label);
  b.type = "button";
  b.addEventListener("click", onClick);
  return b;
}

/** A row of buttons. */
export const actions = (doc: Document, ...buttons: HTMLButtonElement[]) => el(doc, "p", "self-test__actions", ...buttons);

/**
 * A layer over the whole screen (touch grid, colour fields): full-screen where the browser allows
 * it (not on iPhones: Safari there has no full-screen for elements), a fixed layer over the page
 * otherwise, which covers the same area apart from the browser's own bars.
 */
export function openLayer(doc: Document, label: string): { layer: HTMLElement; close: () => void } {
  const layer = el(doc, "div", "self-test-layer");
  layer.setAttribute("role", "dialog");
  layer.setAttribute("aria-modal", "true");
  layer.setAttribute("aria-label", label);
  layer.tabIndex = -1;
  doc.body.append(layer);
  doc.documentElement.classList.add("self-test-open");
  const full = layer as HTMLElement & { webkitRequestFullscreen?: () => void };
  try {
    if (doc.fullscreenEnabled && full.requestFullscreen) full.requestFullscreen().catch(() => {});
    else full.webkitRequestFullscreen?.();
  } catch {
    /* the fixed layer is the fallback */
  }
  layer.focus();
  return {
    layer,
    close: () => {
      if (doc.fullscreenElement === layer) doc.exitFullscreen().catch(() => {});
      layer.remove();
      doc.documentElement.classList.remove("self-test-open");
    },
  };
}

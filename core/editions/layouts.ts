/**
 * Page layouts by shop mode (spec §2): default, home, agan-default, aganwidget-default,
 * b2bwidget-default, b2bwidget-home. Home pages use: home, b2bwidget-home, agan-default,
 * aganwidget-default (the agan modes have one layout for every page).
 */
import type { ShopMode } from "./config.ts";

export const LAYOUTS = ["default", "home", "agan-default", "aganwidget-default", "b2bwidget-default", "b2bwidget-home"] as const;
export type Layout = (typeof LAYOUTS)[number];

const LAYOUT_BY_MODE = {
  default: { home: "home", page: "default" },
  b2bWidget: { home: "b2bwidget-home", page: "b2bwidget-default" },
  agan: { home: "agan-default", page: "agan-default" },
  aganwidget: { home: "aganwidget-default", page: "aganwidget-default" },
} as const satisfies Record<ShopMode, { home: Layout; page: Layout }>;

/** The layout of a page in a shop mode; `isHome` is true for the home page ("/"). */
export function layoutFor(mode: ShopMode, isHome: boolean): Layout {
  const layouts = LAYOUT_BY_MODE[mode];
  return isHome ? layouts.home : layouts.page;
}

/** True for the partner widget modes that are embedded in a partner's site (iframe). */
export function isWidgetMode(mode: ShopMode): boolean {
  return mode === "b2bWidget" || mode === "aganwidget";
}

/**
 * The UI kit's settings (decision 0076): the words its pieces show and the look they take. The kit
 * imports nothing of the shop, so a surface's layout hands them in once with `KitProvider`; without
 * one, the pieces use the back-office look and the English words below.
 */
import { createContext, useContext, type ReactNode } from "react";

/** The words the kit's pieces show themselves. */
export interface KitText {
  /** Accessible name of the pager's `<nav>`. */
  pagerLabel: string;
  previous: string;
  next: string;
  /** "Page 2 of 5". */
  pageOf: (page: number, pages: number) => string;
  /** A filter form's submit button, and its link back to the unfiltered list. */
  apply: string;
  reset: string;
}

/** The class names of a surface: the back office (`bo-…`) or the store portal (`portal-…`). */
export type KitLook = "backoffice" | "portal";

export const ENGLISH_KIT_TEXT: KitText = {
  pagerLabel: "Pages",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  apply: "Apply filters",
  reset: "Reset",
};

interface Kit {
  text: KitText;
  look: KitLook;
  /** The zone every time on the surface is shown in (the operator's setting), with its name. */
  timeZone: string;
  /** The locale that names the zone ("CET" in en-GB, "MEZ" in de-DE). */
  locale: string;
}

/** The zone without a provider: the business time zone of the shop's own dates. */
export const KIT_TIME_ZONE = "Europe/Berlin";

const KitContext = createContext<Kit>({ text: ENGLISH_KIT_TEXT, look: "backoffice", timeZone: KIT_TIME_ZONE, locale: "en-GB" });

export function KitProvider({
  text = ENGLISH_KIT_TEXT,
  look,
  timeZone = KIT_TIME_ZONE,
  locale = "en-GB",
  children,
}: {
  text?: KitText;
  look: KitLook;
  timeZone?: string;
  locale?: string;
  children: ReactNode;
}) {
  return <KitContext.Provider value={{ text, look, timeZone, locale }}>{children}</KitContext.Provider>;
}

export function useKit(): Kit {
  return useContext(KitContext);
}

/** Class names per look. */
export const LOOKS = {
  backoffice: { page: "bo-page", wrap: "bo-table-wrap", table: "bo-table", num: "bo-num", empty: "bo-empty", focusableWrap: true },
  portal: { page: "portal-page", wrap: "portal-table-wrap", table: "portal-table", num: "num", empty: undefined, focusableWrap: false },
} as const;

/** Joins class names, leaving out the empty ones. */
export function classes(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(" ");
  return joined || undefined;
}

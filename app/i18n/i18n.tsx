import { createContext, useContext, type ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import {
  countryName,
  editions,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatStorage,
  pathFor,
  PRIVATE_PAGES,
  type EditionId,
  type PageId,
} from "../../core/editions/index.ts";
import { formatMessage, type CompiledMessage, type CompiledMessages, type MessageVars } from "../../core/shared/index.ts";

interface I18n {
  edition: EditionId;
  /** The page's strings, ICU messages parsed on the server (decision 0033). */
  messages: CompiledMessages;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ edition, messages, children }: I18n & { children: ReactNode }) {
  return <I18nContext.Provider value={{ edition, messages }}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useT outside I18nProvider");
  return value;
}

export type Translate = (key: string, vars?: MessageVars) => string;

const reported = new Set<string>();

/** A key the page's strings lack (app/i18n/message-scopes.ts): shown raw, and reported once. */
function missing(key: string): string {
  if (typeof document !== "undefined" && !reported.has(key)) {
    reported.add(key);
    console.error(`missing UI string "${key}": add its scope to app/i18n/message-scopes.ts`);
  }
  return key;
}

/** The current edition's UI strings for this page (fallbacks applied, scoped on the server). */
export function useT(): Translate {
  const { edition, messages } = useI18n();
  const locale = editions[edition].localeCode;
  return (key, vars) => formatMessage(locale, messages[key] ?? missing(key), vars);
}

/**
 * One message unformatted, for a framework-free script that formats it in the browser with a value
 * only it knows (a count): put `JSON.stringify(useMessage(key))` in a data attribute and format it
 * with `formatMessage(document.documentElement.lang, JSON.parse(…), vars)`.
 */
export function useMessage(): (key: string) => CompiledMessage {
  const { messages } = useI18n();
  return (key) => messages[key] ?? missing(key);
}

export function useEdition(): EditionId {
  return useI18n().edition;
}

export function useFormat() {
  const edition = useEdition();
  return {
    money: (cents: number) => formatMoney(cents, edition),
    date: (d: Date | string) => formatDate(typeof d === "string" ? new Date(d) : d, edition),
    number: (n: number) => formatNumber(n, edition),
    /** 10 → "10 %" (de, fr, es) or "10%" (en, it) */
    percent: (percent: number) => formatPercent(percent, edition),
    storage: (text: string) => formatStorage(text, edition),
    country: (code: string) => countryName(code, edition),
    config: editions[edition],
  };
}

export function usePath() {
  const edition = useEdition();
  return (page: PageId, params?: Record<string, string | number>) => pathFor(edition, page, params);
}

/**
 * Every internal link: the path is looked up for the current edition. On a hydrated page the
 * router fetches the next page's modules and data when the visitor shows intent (hover, focus,
 * touch), except for pages with personal data (decision 0052); island pages have no router, and
 * the speculation rules cover their links.
 */
export function LocalizedLink({ to, params, ...rest }: Omit<LinkProps, "to"> & { to: PageId; params?: Record<string, string | number> }) {
  const path = usePath();
  return <Link to={path(to, params)} prefetch={PRIVATE_PAGES.has(to) ? "none" : "intent"} {...rest} />;
}

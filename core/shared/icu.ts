/**
 * UI strings are ICU MessageFormat (decision 0033): `{name}`, `{count, plural, one {# device} other
 * {# devices}}`, `{n, number}`, `{share, number, percent}`, formatted by intl-messageformat in the
 * edition's locale. The server formats the source strings; the browser gets each message that has
 * ICU syntax already parsed (`CompiledMessage`, made by `compileMessages` in messages.server.ts)
 * and ships intl-messageformat without its parser (vite.config.ts and the islands' build alias it
 * to `no-parser.js`).
 */
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** A message as the browser gets it: the plain text, or the parsed ICU message. */
export type CompiledMessage = string | MessageFormatElement[];
export type Messages = Record<string, string>;
export type CompiledMessages = Record<string, CompiledMessage>;
export type MessageVars = Record<string, string | number | Date>;

/** Text without ICU syntax: shown as it is, no formatter needed (`''` is the ICU escape of one quote). */
export function isPlainMessage(text: string): boolean {
  return !/[{}]|''/.test(text);
}

const MAX_CACHED = 5000;
const byLocale = new Map<string, { text: Map<string, IntlMessageFormat>; ast: WeakMap<object, IntlMessageFormat> }>();

function formatterFor(locale: string, message: Exclude<CompiledMessage, "">): IntlMessageFormat {
  let cache = byLocale.get(locale);
  if (!cache) {
    cache = { text: new Map(), ast: new WeakMap() };
    byLocale.set(locale, cache);
  }
  if (typeof message === "string") {
    let f = cache.text.get(message);
    if (!f) {
      if (cache.text.size >= MAX_CACHED) cache.text.clear();
      f = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
      cache.text.set(message, f);
    }
    return f;
  }
  let f = cache.ast.get(message);
  if (!f) {
    f = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    cache.ast.set(message, f);
  }
  return f;
}

/** A message the server put in a data attribute as JSON (`useMessage` in app/i18n/i18n.tsx). */
export function messageFromData(json: string | undefined): CompiledMessage {
  try {
    const value: unknown = JSON.parse(json ?? '""');
    return typeof value === "string" || Array.isArray(value) ? (value as CompiledMessage) : "";
  } catch {
    return "";
  }
}

/**
 * Formats one message in `locale` (a BCP 47 tag such as "de-DE"). A message that cannot be
 * formatted (a missing variable, broken syntax: the consistency test in messages.test.ts keeps the
 * catalogs free of both) shows its source text rather than failing the page.
 */
export function formatMessage(locale: string, message: CompiledMessage, vars?: MessageVars): string {
  if (typeof message === "string" && isPlainMessage(message)) return message;
  try {
    const out = formatterFor(locale, message).format(vars);
    return Array.isArray(out) ? out.join("") : String(out);
  } catch {
    return typeof message === "string" ? message : "";
  }
}

/** UI strings per language with fallback: de-AT → de → en, and every language → en. */
import { MESSAGE_CATALOGS } from "../../messages/catalogs.ts";
import { parse } from "@formatjs/icu-messageformat-parser";
import { formatMessage, isPlainMessage, type CompiledMessages, type MessageVars, type Messages } from "./icu.ts";

export type MessagesLocale = "en" | "de" | "de-AT" | "es" | "fr" | "it";

const catalogs: Record<MessagesLocale, Messages> = MESSAGE_CATALOGS;
const { en, de, "de-AT": deAT } = catalogs;
const merged = new Map<MessagesLocale, Messages>();

/** The full message set of a locale, fallbacks applied. */
export function messagesFor(locale: MessagesLocale): Messages {
  let m = merged.get(locale);
  if (!m) {
    m = locale === "de-AT" ? { ...en, ...de, ...deAT } : { ...en, ...catalogs[locale] };
    merged.set(locale, m);
  }
  return m;
}

export function translator(locale: MessagesLocale) {
  const m = messagesFor(locale);
  // the language tag is the locale: its plural rules and number formats are the edition's
  // (en and en-GB, de and de-DE… format numbers alike; messages format no dates)
  return (key: string, vars?: MessageVars) => formatMessage(locale, m[key] ?? key, vars);
}

const compiled = new Map<MessagesLocale, CompiledMessages>();

/**
 * The message set as the browser gets it (decision 0033): each message with ICU syntax parsed here,
 * once per locale, so the browser's formatter needs no parser; plain texts stay strings.
 */
export function compiledMessagesFor(locale: MessagesLocale): CompiledMessages {
  let out = compiled.get(locale);
  if (!out) {
    out = {};
    for (const [key, text] of Object.entries(messagesFor(locale))) {
      out[key] = isPlainMessage(text) ? text : parse(text, { ignoreTag: true });
    }
    compiled.set(locale, out);
  }
  return out;
}

/** Keys present in English but missing in a language (for the completeness test). */
export function missingKeys(locale: Exclude<MessagesLocale, "de-AT">): string[] {
  return Object.keys(en).filter((k) => !(k in catalogs[locale]) && !(STAFF_ONLY.test(k) && !STAFF_LOCALES.includes(locale)));
}

/**
 * The back office (decision 0023), the partner portal of the German agan modes and the business
 * sellers' pages (`business.*`, issue 33: the de and en editions only) speak English and German
 * only: their strings exist in en and de.
 */
const STAFF_ONLY = /^(backoffice|portal|business)\./;
const STAFF_LOCALES: readonly MessagesLocale[] = ["en", "de"];

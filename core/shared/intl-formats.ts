/**
 * Intl formatters, one per locale and options. Building an `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` costs tens of microseconds (it loads the locale's data); formatting with
 * one is cheap. Pages that format in every render (the device page's campaign and percentages, the
 * footer's review score) take theirs from here instead of building new ones each time.
 * Bounded: the options in use are a handful per locale.
 */
const MAX_FORMATS = 500;
const formats = new Map<string, unknown>();

function memo<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormatOf(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memo("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormatOf(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return memo("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function listFormatOf(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return memo("list", locale, options, () => new Intl.ListFormat(locale, options));
}

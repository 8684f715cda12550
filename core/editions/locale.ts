/**
 * Locale lookup (spec §5, §8): the spec's language codes are de, at, es, fr, it and en (English
 * default); they equal the edition ids. Empty input → Error("missing locale"),
 * anything else unknown → Error("invalid locale").
 */
import { isEditionId, type EditionId } from "./config.ts";

export const MISSING_LOCALE = "missing locale";
export const INVALID_LOCALE = "invalid locale";

/** Resolves a language code (case-insensitive, surrounding whitespace ignored) to its edition. */
export function resolveLocale(input: string | undefined | null): EditionId {
  if (input == null) throw new Error(MISSING_LOCALE);
  const code = String(input).trim().toLowerCase();
  if (code === "") throw new Error(MISSING_LOCALE);
  if (!isEditionId(code)) throw new Error(INVALID_LOCALE);
  return code;
}

/**
 * The seeded editorial content pages of every edition, keyed by edition and page key.
 * Slugs per edition: core/editions/content-pages.ts. Pure data.
 */
import { content as at } from "./at.ts";
import { content as de } from "./de.ts";
import { content as en } from "./en.ts";
import { content as es } from "./es.ts";
import { content as fr } from "./fr.ts";
import { content as it } from "./it.ts";
import type { EditionContent } from "./types.ts";

export type { ContentSeed, EditionContent } from "./types.ts";

export const contentByEdition: Record<"en" | "de" | "at" | "es" | "fr" | "it", EditionContent> = {
  en,
  de,
  at,
  es,
  fr,
  it,
};

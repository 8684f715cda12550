/**
 * Shape of the seeded editorial content pages (terms, privacy, imprint, …) per edition.
 * The page keys and their slugs live in core/editions/content-pages.ts.
 */
import type { ContentPageKey } from "../../../core/editions/index.ts";

export interface ContentSeed {
  /** Page title, rendered as the page's h1. */
  title: string;
  /** Meta description, at most 155 characters. */
  description: string;
  /** Page body in plain Markdown (## headings and below, no HTML). */
  markdown: string;
}

export type EditionContent = Record<ContentPageKey, ContentSeed>;

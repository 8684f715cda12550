/**
 * The search box's suggestions (decision 0104): what one suggested device shows (name, picture,
 * "up to" price) and nothing else, so the answer stays small and can be cached by anyone (no
 * personal data). The picture is the device's `image` URL (the photo's fallback WebP or the
 * drawing), from which the browser builds the `<picture>` (pictureFromImage, core/catalog). The
 * price comes as the result cards write it (the one price rule, decision 0101: a running
 * campaign's bonus as a named part), so the browser formats nothing.
 */
import type { DeviceView } from "../catalog/index.ts";
import { inputString, z } from "../shared/index.ts";
import { MAX_QUERY_LENGTH } from "./query.ts";

/** Suggestions shown for one text. */
export const SUGGESTION_COUNT = 8;
/** Fewer characters than this show no suggestions (the search box asks only from here). */
export const MIN_SUGGESTION_LENGTH = 2;

export const suggestionQuery = z.object({ q: inputString().trim().min(MIN_SUGGESTION_LENGTH).max(MAX_QUERY_LENGTH) });

export const suggestionSchema = z.object({
  id: z.number().int(),
  name: inputString(),
  url: inputString(),
  /** The device's picture: a catalog photo's WebP or the drawing's SVG (relative to the shop). */
  image: inputString(),
  /** The device's "up to" figure as the result cards show it (price, with a running campaign's bonus, and their text); null without a price. */
  upTo: z
    .object({ priceCents: z.number().int().nonnegative(), totalCents: z.number().int().nonnegative(), text: inputString() })
    .strict()
    .nullable(),
});
export const suggestionsAnswer = z.object({ hits: z.array(suggestionSchema) });
export type Suggestion = z.infer<typeof suggestionSchema>;

/** A suggestion of a device with its "up to" figure (`upTo`: its parts in cents and their text in the edition's language). */
export const toSuggestion = (d: DeviceView, upTo: { priceCents: number; totalCents: number; text: string }): Suggestion => ({
  id: d.id,
  name: d.name,
  url: d.url,
  image: d.image,
  upTo: d.basePrice > 0 ? upTo : null,
});

/**
 * The order of search results (decision 0030), pure so that the typeahead and the results page
 * share it and it is tested without a database: relevance first (trigram similarity of the model
 * family to what was typed, real devices ahead of generated ones), then the model family (its best
 * static rank, then its name), then storage ascending ("iPhone 13 128 GB", "256 GB", "512 GB").
 * The results page can sort by newest or highest price instead; ties keep that order.
 */
import { modelVariant } from "../catalog/index.ts";

export const SEARCH_SORTS = ["relevance", "newest", "price"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchCandidate {
  id: number;
  model: string;
  generated: boolean;
  /** Static rank: real devices, popularity, newest (decision 0004). */
  searchRank: number;
  /** Trigram similarity of the model family to the typed words, 0…1. */
  similarity: number;
  categoryId: string;
  category: string;
  manufacturerId: string;
  manufacturer: string;
  releaseYear: number;
  releaseMonth: number;
  priceCents: number;
}

/** Real devices are worth this much similarity more than generated ones. */
export const REAL_DEVICE_BONUS = 0.2;

export function orderCandidates<T extends SearchCandidate>(list: readonly T[], sort: SearchSort = "relevance"): T[] {
  const meta = new Map<number, { relevance: number; family: string; storage: number; memory: number }>();
  const familyRank = new Map<string, number>();
  for (const c of list) {
    const v = modelVariant(c.model);
    const family = `${c.manufacturerId}|${v.family.toLowerCase()}`;
    meta.set(c.id, {
      relevance: c.similarity + (c.generated ? 0 : REAL_DEVICE_BONUS),
      family,
      storage: v.storageGb ?? -1,
      memory: v.memoryGb ?? -1,
    });
    familyRank.set(family, Math.max(familyRank.get(family) ?? Number.NEGATIVE_INFINITY, c.searchRank));
  }
  const byRelevance = (a: T, b: T) => {
    const ma = meta.get(a.id)!;
    const mb = meta.get(b.id)!;
    return (
      mb.relevance - ma.relevance ||
      familyRank.get(mb.family)! - familyRank.get(ma.family)! ||
      (ma.family < mb.family ? -1 : ma.family > mb.family ? 1 : 0) ||
      ma.storage - mb.storage ||
      ma.memory - mb.memory ||
      a.id - b.id
    );
  };
  const compare =
    sort === "newest"
      ? (a: T, b: T) => b.releaseYear * 100 + b.releaseMonth - (a.releaseYear * 100 + a.releaseMonth) || byRelevance(a, b)
      : sort === "price"
        ? (a: T, b: T) => b.priceCents - a.priceCents || byRelevance(a, b)
        : byRelevance;
  return [...list].sort(compare);
}

export interface Facet {
  id: string;
  name: string;
  count: number;
}

/** How many candidates each value has, by name; `filter` applies the other facet's choice. */
export function facetCounts<T extends SearchCandidate>(
  list: readonly T[],
  key: "category" | "manufacturer",
  filter: (c: T) => boolean,
): Facet[] {
  const counts = new Map<string, Facet>();
  for (const c of list) {
    if (!filter(c)) continue;
    const id = key === "category" ? c.categoryId : c.manufacturerId;
    const name = key === "category" ? c.category : c.manufacturer;
    const f = counts.get(id) ?? { id, name, count: 0 };
    f.count++;
    counts.set(id, f);
  }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name));
}

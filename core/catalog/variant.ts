/**
 * A device's model family and storage, read from its model name: the seed catalog makes one device
 * per storage size ("iPhone 13 128 GB") or per memory/storage configuration
 * ("MacBook Air 13 (M2, 2022) 8 GB / 256 GB"). Pure; the search orders by model family
 * (core/search/order.ts) and by the family's trigram similarity to the words (`modelFamily`).
 */
export interface ModelVariant {
  /** The model without its storage: "iPhone 13". */
  family: string;
  /** Storage in GB (the last size named), or null when the model names none. */
  storageGb: number | null;
  /** Memory in GB for "8 GB / 256 GB" configurations, else null. */
  memoryGb: number | null;
}

/** A trailing "128 GB", "1 TB" or "8 GB / 256 GB" (POSIX regex syntax: also used by PostgreSQL). */
export const FAMILY_PATTERN = " [0-9]+(\\.[0-9]+)? ?(GB|TB)( / [0-9]+(\\.[0-9]+)? ?(GB|TB))?$";
const FAMILY = new RegExp(FAMILY_PATTERN);
const SIZE = /([0-9]+(?:\.[0-9]+)?) ?(GB|TB)/g;

/** The model without a trailing storage, untrimmed: what `regexp_replace(model, FAMILY_PATTERN, '')` gives in SQL. */
export function modelFamily(model: string): string {
  return model.replace(FAMILY, "");
}

export function modelVariant(model: string): ModelVariant {
  const trimmed = model.trim();
  const match = FAMILY.exec(trimmed);
  if (!match) return { family: trimmed, storageGb: null, memoryGb: null };
  const sizes = [...match[0].matchAll(SIZE)].map((m) => Number(m[1]) * (m[2] === "TB" ? 1024 : 1));
  return {
    family: trimmed.slice(0, match.index).trim(),
    storageGb: sizes[sizes.length - 1] ?? null,
    memoryGb: sizes.length > 1 ? sizes[0]! : null,
  };
}

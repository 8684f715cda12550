import { CONTENT_SLUGS, EDITIONS, PAGES, type EditionId, type PageId } from "../../core/editions/index.ts";
import { checkCharacter } from "../../core/certificate-check/index.ts";
import { categories } from "../../db/seed/catalog-data/categories.ts";

/** A well-formed verification code (its check character fits) that no certificate has (decision 0130). */
const UNKNOWN_CODE_BODY = "000000000";

/** Sample parameters that exist in the seeded shop (catalog slugs come with the catalog issue). */
export function sampleParams(edition: EditionId): Record<string, string> {
  return {
    slug: CONTENT_SLUGS[edition].terms,
    id: "c0ffee00c0ffee00c0ffee00",
    trade: "SB-100001",
    offerid: "1",
    emailHash: "0a1b2c3d4e5f60718293a4b5c6d7e8f9",
    overview: categorySlug(edition, "laptops"),
    pdp: "apple-iphone-15-128gb",
    category: categorySlug(edition, "smartphones"),
    code: UNKNOWN_CODE_BODY + checkCharacter(UNKNOWN_CODE_BODY),
  };
}

export function categorySlug(edition: EditionId, key: string): string {
  const c = categories.find((x) => x.key === key)!;
  return c.slug[edition === "at" ? "de" : edition];
}

export interface SamplePath {
  edition: EditionId;
  page: PageId;
  path: string;
}

/** Every template of every page in every edition, filled with sample parameters. */
export function everyPath(pages: readonly PageId[] = Object.keys(PAGES) as PageId[]): SamplePath[] {
  const out: SamplePath[] = [];
  for (const edition of EDITIONS) {
    const params = sampleParams(edition);
    for (const page of pages) {
      for (const template of PAGES[page][edition]) {
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "x");
        out.push({ edition, page, path });
      }
    }
  }
  return out;
}

export const editionHost = (edition: EditionId) => (edition === "en" ? "localhost" : `${edition}.localhost`);

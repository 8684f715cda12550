import { pathFor, type EditionId } from "../editions/index.ts";

/** `/newsletter/enrich/{emailHash}`: the table's first enrich template has no hash, so it is appended. */
export function enrichPath(edition: EditionId, emailHash: string): string {
  return `${pathFor(edition, "newsletterEnrich")}/${encodeURIComponent(emailHash)}`;
}

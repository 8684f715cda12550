import { editions, pathFor, resolveHost, type EditionId } from "../editions/index.ts";

/**
 * The origin put into links in e-mails. A known host (production, test, stage, local) is used as
 * it came; an unknown Host header never reaches a mail (it could point the link, and its token,
 * to a foreign site): the edition's canonical shop URL is used instead.
 */
export function mailOrigin(edition: EditionId, hostHeader: string | null | undefined, protocol: string): string {
  const resolved = resolveHost(hostHeader);
  if (resolved.environment === "unknown" || resolved.edition !== edition || !hostHeader) return editions[edition].sellShopUrl;
  const host = hostHeader.split(",")[0]!.trim().toLowerCase();
  const scheme = resolved.environment === "local" ? (protocol === "https:" ? "https:" : "http:") : "https:";
  return `${scheme}//${host}`;
}

/** `/newsletter/enrich/{emailHash}`: the table's first enrich template has no hash, so it is appended. */
export function enrichPath(edition: EditionId, emailHash: string): string {
  return `${pathFor(edition, "newsletterEnrich")}/${encodeURIComponent(emailHash)}`;
}

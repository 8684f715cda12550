/** Why a stored offer cannot go into a trade now, before its use is checked (pure). */
import type { EditionId } from "../editions/index.ts";
import type { OfferView } from "../offer/index.ts";

export type OfferRefusal = "trade.error.offerNotFound" | "trade.error.offerExpired" | "trade.error.noOffer";

/**
 * Not found (or another edition's: answered alike), expired at `now`, or "no offer"; null when the
 * offer may be traded (whether a trade used it already is checked under its lock).
 */
export function offerRefusal(
  offer: Pick<OfferView, "edition" | "validUntil" | "noOffer"> | undefined,
  edition: EditionId,
  now: Date,
): OfferRefusal | null {
  if (!offer || offer.edition !== edition) return "trade.error.offerNotFound";
  if (Date.parse(offer.validUntil) <= now.getTime()) return "trade.error.offerExpired";
  if (offer.noOffer) return "trade.error.noOffer";
  return null;
}

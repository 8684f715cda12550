/**
 * The offer API as the cart uses it: read an offer back (its device, condition, answers and whether
 * a trade used it), and re-price an expired or used offer by asking for a new one with the same answers.
 */
import type { CartLine } from "../../../core/cart/index.ts";
import { cartLineOf as lineOf } from "../../lib/cart-line.ts";
import { createHttpClient, HttpError } from "../../../core/shared/index.ts";
import type { OfferView } from "../../../core/offer/index.ts";

/** The offer as `GET /api/trade/offers/{offerId}` answers it. */
export type OfferDetails = Omit<OfferView, "edition" | "priceCents">;

const api = createHttpClient({ baseUrl: "/api/trade" });

export function fetchOffer(offerId: string): Promise<OfferDetails> {
  return api.get<OfferDetails>(`/offers/${encodeURIComponent(offerId)}`);
}

/** A cart line for an offer (the device as the offer priced it). */
export function cartLineOf(offer: OfferDetails, quantity: number): CartLine {
  return lineOf(offer, offer.device.slug, quantity);
}

/**
 * Did the shop answer that the offer (or its device, or its answers) no longer exists? Only then
 * may a cart line go: a network error, a busy server or a request cut off because the visitor is
 * leaving the page says nothing about the offer, and the checkout keeps the line.
 */
export function isGone(err: unknown): boolean {
  return err instanceof HttpError && (err.status === 404 || err.status === 422);
}

/**
 * A fresh offer for the same device and answers as an expired or used one (`offer`, null when the
 * answers no longer give an offer: a question changed, or the device is gone), and whether a trade
 * had used the old one (decision 0019). Any other failure is thrown.
 */
export async function repriceOffer(offerId: string): Promise<{ offer: OfferDetails | null; used: boolean }> {
  let used = false;
  try {
    const old = await fetchOffer(offerId);
    used = old.used;
    const fresh = await api.post<OfferDetails>("/offers", {
      deviceId: old.deviceId,
      answers: old.answers.map((a) => ({ questionId: a.questionId, answerId: a.answerId })),
    });
    return { offer: fresh.noOffer ? null : fresh, used };
  } catch (err) {
    if (isGone(err)) return { offer: null, used };
    throw err;
  }
}

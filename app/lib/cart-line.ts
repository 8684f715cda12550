import type { CartAnswer, CartLine } from "../../core/cart/index.ts";

/** What a cart line takes from an offer, as the offer page has it or as the trade API answers it. */
export interface OfferForCart {
  offerId: string;
  deviceId: string | number;
  device: { name: string; image?: string | null | undefined };
  price: number;
  campaign?: { name: string; bonusCents: number } | null | undefined;
  validUntil: string;
  answers: readonly CartAnswer[];
}

/** The browser cart line of an offer (spec §3 fields; the price is the server offer's), at the device's page `deviceUrl`. */
export function cartLineOf(offer: OfferForCart, deviceUrl: string, quantity: number): CartLine {
  return {
    offerId: offer.offerId,
    deviceId: String(offer.deviceId),
    deviceName: offer.device.name,
    deviceUrl,
    ...(offer.device.image ? { image: offer.device.image } : {}),
    price: offer.price,
    ...(offer.campaign ? { campaign: { name: offer.campaign.name, bonus: offer.campaign.bonusCents / 100 } } : {}),
    quantity,
    validUntil: offer.validUntil,
    answers: offer.answers.map((a) => ({ questionCode: a.questionCode, answerCode: a.answerCode })),
  };
}

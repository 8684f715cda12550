import { inputString, z } from "../shared/index.ts";

const id = (key: string) => z.number({ error: key }).int(key).positive(key).max(2_147_483_647, key);

/**
 * POST /api/trade/offers and the product page's form action: {deviceId, answers, selfTest?}; selfTest
 * is the token of POST /api/self-test (decision 0125), verified by createOffer.
 */
export const offerInputSchema = z.object({
  deviceId: id("offer.error.deviceId"),
  answers: z
    .array(z.object({ questionId: id("offer.error.questionId"), answerId: id("offer.error.answerId") }), { error: "offer.error.answers" })
    .max(50, "validation.tooLong"),
  selfTest: inputString({ error: "offer.error.selfTestForged" }).max(6100, "offer.error.selfTestForged").optional(),
});

export type OfferInput = z.infer<typeof offerInputSchema>;

/** Offer ids are 22 characters of base64url (16 random bytes). */
export const OFFER_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

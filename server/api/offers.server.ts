import { Hono } from "hono";
import { z } from "zod";
import { offerInputSchema, type OfferView } from "../../core/offer/index.ts";
import { countOfferRequest, createOffer, getOffer } from "../../core/offer/index.server.ts";
import { selfTestKey } from "../../core/self-test/index.server.ts";
import { nowFrom, ProblemError, inputString } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { parseWith, readJson } from "../http/problem.server.ts";

export const offerParams = z.object({ offerId: inputString().min(1).max(100) });

/** The offer as the API answers it (decisions.md "API contracts"). */
export function offerBody(o: OfferView) {
  return {
    offerId: o.offerId,
    deviceId: o.deviceId,
    price: o.price,
    campaign: o.campaign,
    total: o.total,
    currency: o.currency,
    validUntil: o.validUntil,
    createdAt: o.createdAt,
    answers: o.answers,
    breakdown: o.breakdown,
    noOffer: o.noOffer,
    condition: o.condition,
    variant: o.variant,
    device: o.device,
    used: o.used,
  };
}

export const offersApi = new Hono<AppEnv>()
  .post("/", async (c) => {
    const input = await readJson(c, offerInputSchema);
    const db = c.get("deps").database.db;
    const now = nowFrom(c.get("deps"));
    // every well-formed request counts, refused ones too (OFFER_LIMITS, decision 0068)
    await countOfferRequest(db, c.get("clientKey"), now);
    const deps = c.get("deps");
    const offer = await createOffer(db, c.get("edition"), input, now, { selfTestKey: selfTestKey(deps.config, deps.secrets) });
    c.header("Cache-Control", "no-store");
    return c.json(offerBody(offer), 201);
  })
  .get("/:offerId", async (c) => {
    const { offerId } = parseWith(offerParams, { offerId: c.req.param("offerId") });
    const offer = await getOffer(c.get("deps").database.db, c.get("edition"), offerId);
    if (!offer) throw new ProblemError(404, "not_found", "problem.detail.noOffer");
    c.header("Cache-Control", "no-store");
    return c.json(offerBody(offer));
  });

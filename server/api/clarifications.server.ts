/**
 * The clarification API (decisions.md "API contracts", decision 0026):
 * GET  /api/clarifications/{id}/{trade} — findings, photos, old and new price per device (with the
 *      offer's breakdown), deadline, the new offers still open;
 * POST /api/clarifications/{id}/{trade} {offerId, answer: accept|return} — one device at a time;
 * POST /api/clarifications/{id}/{trade}/accept-all — every open device's new price at once (decision 0119).
 * The link's id is the secret: its holder may read and answer. A bearer token of another customer
 * than the trade's owner is refused with the same 404 as an unknown link. Unknown → 404, expired
 → 410 on GET (an answered one still reads, with its answers); POST: device already answered → 409, expired → 410.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { customerPhotoPath } from "../../core/inspection/index.ts";
import {
  acceptAllClarification,
  answerClarification,
  getClarification,
  type ClarificationView,
} from "../../core/clarification/index.server.ts";
import { enforceRateLimit } from "../../core/rate-limit/index.server.ts";
import { nowFrom, inputString, ProblemError } from "../../core/shared/index.ts";
import { TRADE_LIMITS } from "../../core/trade/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { customerFromBearer } from "./account.server.ts";
import { parseWith, readJson } from "../http/problem.server.ts";

export const clarificationParamsSchema = z.object({ id: inputString().min(1).max(100), trade: inputString().min(1).max(40) });
export const clarificationAnswerSchema = z.object({ offerId: inputString().min(1).max(100), answer: z.enum(["accept", "return"]) });

/**
 * A finding's photo (an inspection photo id) as the trade's customer reads it: the trade's photo
 * route with its tracking token, since the clarification link and the tracking link go to the same
 * person (decision 0026).
 */
const photoUrls = (view: Pick<ClarificationView, "tradeNumber" | "trackingToken">, photoId: string) => ({
  url: customerPhotoPath(view.tradeNumber, photoId, "web", view.trackingToken),
  thumbUrl: customerPhotoPath(view.tradeNumber, photoId, "thumb", view.trackingToken),
});

/** The client's answer: prices as EUR decimals, photo keys as URLs, the customer id left out. */
export function clarificationBody(view: ClarificationView) {
  const offer = (o: ClarificationView["devices"][number]["oldOffer"]) =>
    o
      ? {
          offerId: o.offerId,
          price: o.price,
          campaign: o.campaign,
          total: o.total,
          totalCents: o.totalCents,
          currency: o.currency,
          condition: o.condition,
          breakdown: o.breakdown,
          noOffer: o.noOffer,
        }
      : null;
  return {
    clarificationId: view.clarificationId,
    tradeNumber: view.tradeNumber,
    state: view.state,
    createdAt: view.createdAt,
    deadline: view.deadline,
    open: view.open,
    devices: view.devices.map((d) => ({
      itemId: d.itemId,
      deviceName: d.deviceName,
      quantity: d.quantity,
      oldOffer: offer(d.oldOffer),
      newOffer: offer(d.newOffer),
      findings: {
        answers: d.findings.answers ?? [],
        notes: d.findings.notes ?? null,
        noOfferReason: d.findings.noOfferReason ?? null,
        photos: (d.findings.photos ?? []).map((id) => photoUrls(view, String(id))),
      },
      answer: d.answer,
      answeredAt: d.answeredAt,
    })),
  };
}

/** The clarification when the caller may see it (any state), else the 404 of an unknown link. */
async function authorized(c: Context<AppEnv>): Promise<{ view: ClarificationView; customerId: string | null }> {
  const { id, trade } = parseWith(clarificationParamsSchema, { id: c.req.param("id"), trade: c.req.param("trade") });
  c.header("Cache-Control", "private, no-store");
  c.header("Referrer-Policy", "no-referrer");
  const view = await getClarification(c.get("deps").database.db, id, trade, nowFrom(c.get("deps")));
  const customerId = c.req.header("authorization") ? await customerFromBearer(c) : null;
  if (!view || view.edition !== c.get("edition") || (customerId !== null && view.customerId !== customerId)) {
    throw new ProblemError(404, "not_found", "clarification.error.notFound");
  }
  return { view, customerId };
}

export const clarificationsApi = new Hono<AppEnv>()
  .get("/:id/:trade", async (c) => {
    const { view } = await authorized(c);
    if (view.state === "expired") throw new ProblemError(410, "clarification_expired", "clarification.error.expired");
    return c.json(clarificationBody(view));
  })
  .post("/:id/:trade", async (c) => {
    const deps = c.get("deps");
    const now = nowFrom(deps);
    await enforceRateLimit(deps.database.db, `clarification-answer:${c.get("clientKey")}`, TRADE_LIMITS.cancelPerAddress, now);
    const { view, customerId } = await authorized(c);
    const body = await readJson(c, clarificationAnswerSchema);
    const result = await answerClarification(deps.database.db, {
      clarificationId: view.clarificationId,
      tradeNumber: view.tradeNumber,
      offerId: body.offerId,
      answer: body.answer,
      by: customerId ? "customer" : "link",
      customerId,
      now,
    });
    const after = (await getClarification(deps.database.db, view.clarificationId, view.tradeNumber, now))!;
    return c.json({ ...clarificationBody(after), tradeState: result.tradeState });
  })
  .post("/:id/:trade/accept-all", async (c) => {
    const deps = c.get("deps");
    const now = nowFrom(deps);
    await enforceRateLimit(deps.database.db, `clarification-answer:${c.get("clientKey")}`, TRADE_LIMITS.cancelPerAddress, now);
    const { view, customerId } = await authorized(c);
    const result = await acceptAllClarification(deps.database.db, {
      clarificationId: view.clarificationId,
      tradeNumber: view.tradeNumber,
      by: customerId ? "customer" : "link",
      customerId,
      now,
    });
    const after = (await getClarification(deps.database.db, view.clarificationId, view.tradeNumber, now))!;
    return c.json({ ...clarificationBody(after), accepted: result.accepted, tradeState: result.tradeState });
  });

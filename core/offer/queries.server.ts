/** Offers: made on the server from a device and its answers, stored, read back by id. */
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { offers } from "../../db/schema/index.ts";
import { activeCampaigns } from "../campaign/index.server.ts";
import { campaignBonusCents, campaignFor, pageCampaign } from "../campaign/index.ts";
import { deviceById } from "../catalog/index.server.ts";
import { type StoredSelfTest, verifySelfTest } from "../self-test/index.server.ts";
import { editions, type EditionId } from "../editions/index.ts";
import { translator } from "../shared/index.server.ts";
import { fromCents, ProblemError, announceBusinessEvent } from "../shared/index.ts";
import { priceOffer } from "./pricing.ts";
import {
  OFFER_VALIDITY_DAYS,
  type OfferAnswer,
  type OfferCampaign,
  type OfferCondition,
  type OfferDevice,
  type OfferView,
  type PricedOffer,
} from "./types.ts";
import { OFFER_ID_PATTERN, type OfferInput } from "./validation.ts";

type OfferRow = typeof offers.$inferSelect;

/** 16 random bytes as base64url: 22 characters, unguessable. */
export function newOfferId(): string {
  return randomBytes(16).toString("base64url");
}

function toView(row: OfferRow, used = false): OfferView {
  const breakdown = row.breakdown as OfferView["breakdown"];
  const reasons = row.noOfferReasons;
  const snapshot = row.campaign as Omit<OfferCampaign, "bonusCents"> | null;
  const totalCents = row.priceCents + row.campaignBonusCents;
  return {
    offerId: row.id,
    deviceId: row.deviceId,
    edition: row.edition as EditionId,
    price: fromCents(row.priceCents),
    priceCents: row.priceCents,
    campaign: snapshot && row.campaignBonusCents > 0 ? { ...snapshot, bonusCents: row.campaignBonusCents } : null,
    total: fromCents(totalCents),
    totalCents,
    currency: "EUR",
    validUntil: row.validUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
    answers: row.answers as OfferAnswer[],
    breakdown,
    noOffer: reasons ? { reasons } : null,
    condition: row.condition as OfferCondition,
    variant: row.variant,
    device: row.device as OfferDevice,
    used,
  };
}

/**
 * Prices the device's answers (see priceOffer) and stores the offer, valid for 14 days from
 * `now`, with the bonus of the campaign running at `now` for the device (decision 0028; none for
 * a no-offer). Unknown device → 404 problem; missing, foreign or duplicate answers → 422 naming each
 * question ("answers.<questionCode>"). A self-test token (decision 0125) is verified against the
 * device and `now`: kept in offers.self_test when it is ours, else 422 `self_test_refused` and no
 * offer (the seller sends again without it, or runs the test again).
 */
export async function createOffer(
  db: Db,
  edition: EditionId,
  input: OfferInput,
  now: Date = new Date(),
  /** The widget partner whose frame asked (decision 0045): its id, checked by the caller; never client input. */
  opts: { partnerId?: string | null; selfTestKey?: string } = {},
): Promise<OfferView> {
  // a hidden device takes no new offers (decision 0039); offers made before keep theirs
  const device = await deviceById(db, edition, input.deviceId, { shop: true });
  if (!device) throw new ProblemError(404, "not_found", "problem.detail.noDevice");
  const selfTest = input.selfTest ? verifiedSelfTest(input.selfTest, opts.selfTestKey, device.id, now) : null;
  let priced: PricedOffer;
  try {
    priced = priceOffer(device, input.answers);
  } catch (err) {
    if (err instanceof ProblemError && err.status === 422) {
      const t = translator(editions[edition].messagesLocale);
      const names = (err.extra.questions as { question: string }[] | undefined)?.map((q) => q.question) ?? [];
      const detail = names.length ? t("offer.error.detail", { questions: [...new Set(names)].join(" · ") }) : undefined;
      throw new ProblemError(422, "validation", detail, err.errors, err.extra);
    }
    throw err;
  }
  const running = priced.noOffer
    ? null
    : campaignFor(
        await activeCampaigns(db, edition, now),
        { edition, categoryId: device.categoryId, manufacturerId: device.manufacturerId },
        now,
        priced.priceCents,
      );
  const bonusCents = running ? campaignBonusCents(running, priced.priceCents) : 0;
  const campaign = running && bonusCents > 0 ? running : null;
  const snapshot: OfferDevice = {
    id: device.id,
    name: device.name,
    slug: device.slug,
    url: device.url,
    image: device.image,
    category: device.category,
    categoryId: device.categoryId,
    manufacturer: device.manufacturer,
  };
  const [row] = await db
    .insert(offers)
    .values({
      id: newOfferId(),
      edition,
      deviceId: device.id,
      answers: priced.answers,
      priceCents: priced.priceCents,
      breakdown: priced.breakdown,
      noOfferReasons: priced.noOffer ? priced.noOffer.reasons : null,
      condition: priced.condition,
      variant: priced.variant,
      device: snapshot,
      campaignId: campaign?.id ?? null,
      campaign: campaign ? pageCampaign(campaign) : null,
      campaignBonusCents: campaign ? bonusCents : 0,
      partnerId: opts.partnerId ?? null,
      selfTest,
      createdAt: now,
      validUntil: new Date(now.getTime() + OFFER_VALIDITY_DAYS * 86_400_000),
    })
    .returning();
  announceBusinessEvent({ kind: "offer.created", edition });
  return toView(row!);
}

/** Messages of a refused self-test token, by the reason (the condition form shows the key). */
export const SELF_TEST_REFUSED = {
  forged: "offer.error.selfTestForged",
  foreign: "offer.error.selfTestForeign",
  expired: "offer.error.selfTestExpired",
} as const;

function verifiedSelfTest(token: string, key: string | undefined, deviceId: number, now: Date): StoredSelfTest {
  // callers that take a token pass the key; one without it is a programming error, not the seller's
  if (!key) throw new Error("createOffer: a self-test token needs opts.selfTestKey");
  const verdict = verifySelfTest(token, key, { deviceId, now });
  if (verdict.ok) return verdict.selfTest;
  const message = SELF_TEST_REFUSED[verdict.reason];
  throw new ProblemError(422, "self_test_refused", message, [{ field: "selfTest", message }]);
}

/** The edition's offer by id, with whether a trade has used it; null for an unknown or malformed id or another edition's offer. */
export async function getOffer(db: Db, edition: EditionId, offerId: string): Promise<OfferView | null> {
  if (!OFFER_ID_PATTERN.test(offerId)) return null;
  const [row] = await db
    .select({ offer: offers, used: sql<boolean>`exists (select 1 from trade_lines l where l.offer_id = "offers"."id")` })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.edition, edition)))
    .limit(1);
  return row ? toView(row.offer, Boolean(row.used)) : null;
}

/** Offers by id regardless of edition (the trade checks edition, expiry, no-offer and use itself; `used` is false here). */
export async function offersByIds(db: Db, ids: readonly string[]): Promise<Map<string, OfferView>> {
  const valid = ids.filter((id) => OFFER_ID_PATTERN.test(id));
  const found = new Map<string, OfferView>();
  if (!valid.length) return found;
  const list = await db.select().from(offers).where(inArray(offers.id, valid));
  for (const row of list) found.set(row.id, toView(row));
  return found;
}

/**
 * The back office's trade page as one read (issue 29, decision 0086): everything staff may see of a
 * trade in one place — per device the customer's answers next to the inspector's, each difference
 * with its price effect, the offer the customer got and the one after inspection (price, campaign
 * bonus, total, exactly as the customer's pages and mails show them), IMEI/serial, photos, the
 * erasure record and certificate, both notes (the internal one for staff only), the clarification
 * with each device's answer, returns, carrier labels, the payout (hold, runs) and the timeline
 * with who acted. Texts of questions and answers come in the staff language (en or de); the finding
 * text in the trade's edition, as the customer read it.
 *
 * Price effect of a difference: the found answer's change of the running price (the inspection's
 * new offer's breakdown) minus the customer's answer's (the locked offer's breakdown); the effects
 * of a device add up to its new price minus the old one. A device as described keeps its price
 * (effect 0); a device without an offer has no effect per answer, it goes back.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import {
  answerTexts,
  clarificationItems,
  clarifications,
  payoutRunItems,
  payoutRuns,
  staffUsers,
  tradeEvents,
  tradeInspections,
  tradeLines,
  tradePhotos,
} from "../../db/schema/index.ts";
import { trackingByTrade, type ParcelTrackingView } from "../carrier/index.server.ts";
import { registerChecksOf, type RegisterCheckView, type RegisterStatus } from "../device-register/index.server.ts";
import { isClarificationExpired, returnsOf, type TradeReturnView } from "../clarification/index.server.ts";
import { offersByIds } from "../offer/index.server.ts";
import type { OfferLine, OfferView } from "../offer/index.ts";
import { applyMultiplier } from "../shared/index.ts";
import { getTradeForStaff, payoutHolds, type PayoutHold, type StaffTradeView } from "../trade/index.server.ts";
import type { TradeState } from "../trade/index.ts";
import type { AnswerDifference, InspectionOutcome } from "./reprice.ts";
import { inspectionRecord, type InspectionView } from "./service.server.ts";

/** An offer's money as the customer saw it: the condition price, the campaign bonus on top, their sum. */
export interface StaffOfferMoney {
  priceCents: number;
  bonusCents: number;
  totalCents: number;
  campaignName: string | null;
}

/** One condition question: what the customer answered, what the inspector found, and the difference's price effect. */
export interface StaffAnswerRow {
  questionId: number;
  question: string;
  customer: string | null;
  /** Null while the device is not inspected. */
  found: string | null;
  differs: boolean;
  /** The found answer's finding text as the customer reads it (the trade's edition), when it differs. */
  finding: string | null;
  /** Cents; 0 when it makes no difference to the price, null when there is none to tell (not inspected, no offer). */
  effectCents: number | null;
}

export interface StaffDeviceView {
  itemId: number;
  position: number;
  deviceName: string;
  manufacturer: string;
  quantity: number;
  /** The offer the trade was made with (the customer's answers). */
  customerOffer: StaffOfferMoney;
  /** What the trade counts for this device now (per device): after an accepted new offer, its money. */
  current: StaffOfferMoney & { lineTotalCents: number };
  answers: StaffAnswerRow[];
  inspection:
    | (Pick<
        InspectionView,
        "outcome" | "imei" | "serial" | "notes" | "erasure" | "certificateNumber" | "inspectedAt" | "noOfferReasons" | "priceRiseCents"
      > & {
        /** Staff only. */
        internalNote: string | null;
        inspector: string;
        /** The new offer of a worse device (with the campaign bonus it kept). */
        newOffer: StaffOfferMoney | null;
      })
    | null;
  photoIds: number[];
  /**
   * The device register (decision 0096): the inspection's status (null: no check) and every answer
   * stored for the device, newest first (inspection and store), with the register's reference.
   */
  register: { status: RegisterStatus | null; checks: RegisterCheckView[] };
  /** The device's part in the clarification, when it had one. */
  clarification: { answer: "accept" | "return" | null; answeredAt: string | null; answeredBy: string | null; hasNewOffer: boolean } | null;
  return: TradeReturnView | null;
}

export interface StaffTimelineEntry {
  state: TradeState;
  at: string;
  actor: string;
  actorRole: string | null;
  /** The staff member who acted (display name and e-mail), when a staff member did. */
  who: string | null;
  reason: string | null;
}

export interface StaffPayoutRun {
  runId: number;
  runState: "open" | "confirmed";
  itemState: "included" | "paid" | "returned";
  amountCents: number;
  method: string;
  createdAt: string;
  createdBy: string;
  confirmedAt: string | null;
  confirmedBy: string | null;
  returnedAt: string | null;
  returnReason: string | null;
}

export interface StaffTradePage {
  trade: StaffTradeView;
  devices: StaffDeviceView[];
  clarification: { state: "open" | "answered" | "expired"; createdAt: string; deadline: string; closedAt: string | null } | null;
  returns: TradeReturnView[];
  /** The made labels with their tracking status and every imported carrier event, newest first (decision 0094). */
  shipments: ParcelTrackingView[];
  payout: { hold: PayoutHold | null; runs: StaffPayoutRun[] };
  timeline: StaffTimelineEntry[];
}

const money = (offer: OfferView | undefined): StaffOfferMoney | null =>
  offer
    ? {
        priceCents: offer.priceCents,
        bonusCents: offer.campaign?.bonusCents ?? 0,
        totalCents: offer.totalCents,
        campaignName: offer.campaign?.name ?? null,
      }
    : null;

type PricedLine = Pick<OfferLine, "questionId" | "answerId" | "effect">;

/** The price after applying `effects` in question order on `basePriceCents`, as core/offer prices. */
function priceAfter(basePriceCents: number, effects: readonly OfferLine["effect"][]): number {
  let running = basePriceCents;
  for (const e of effects) {
    if (e.kind === "multiplier") running = Math.max(0, applyMultiplier(running, e.value));
    else if (e.kind === "deduction") running = Math.max(0, running - e.cents);
    else running = 0;
  }
  return running;
}

/**
 * Pure: the price effect of each question, by question id (decision 0086). Going through the
 * questions in order, each differing answer is swapped from the customer's to the inspector's and
 * the device re-priced on the locked base price: its effect is the change that swap makes. An
 * answer as the customer gave it has no effect, and the effects add up to the new price minus the
 * old. A device as described keeps its price (every effect 0); without the inspector's priced
 * answers (not inspected, no offer) there is none to tell (null).
 */
export function answerEffects(
  outcome: InspectionOutcome | null,
  basePriceCents: number,
  customerLines: readonly PricedLine[],
  foundLines: readonly PricedLine[] | null,
): Map<number, number | null> {
  const effects = new Map<number, number | null>();
  if (outcome === "as_described") {
    for (const c of customerLines) effects.set(c.questionId, 0);
    return effects;
  }
  if (outcome !== "worse" || !foundLines) {
    for (const c of customerLines) effects.set(c.questionId, null);
    return effects;
  }
  const current = customerLines.map((c) => c.effect);
  let before = priceAfter(basePriceCents, current);
  customerLines.forEach((c, i) => {
    const found = foundLines.find((f) => f.questionId === c.questionId);
    if (!found || found.answerId === c.answerId) {
      effects.set(c.questionId, 0);
      return;
    }
    current[i] = found.effect;
    const after = priceAfter(basePriceCents, current);
    effects.set(c.questionId, after - before);
    before = after;
  });
  return effects;
}

/** The trade page's data for any staff role; null when the trade number is unknown. */
export async function staffTradePage(db: Db, tradeNumber: string, language: "en" | "de", now: Date): Promise<StaffTradePage | null> {
  const trade = await getTradeForStaff(db, tradeNumber, language);
  if (!trade) return null;
  const tradeId = trade.tradeId;
  const [lines, inspections, photos, clarification, events, runs, returns, shipments, holds, registerChecks] = await Promise.all([
    db.select().from(tradeLines).where(eq(tradeLines.tradeId, tradeId)).orderBy(asc(tradeLines.position)),
    db.select().from(tradeInspections).where(eq(tradeInspections.tradeId, tradeId)),
    db
      .select({ id: tradePhotos.id, lineId: tradePhotos.tradeLineId })
      .from(tradePhotos)
      .where(eq(tradePhotos.tradeId, tradeId))
      .orderBy(asc(tradePhotos.id)),
    db.select().from(clarifications).where(eq(clarifications.tradeId, tradeId)).limit(1),
    db
      .select({ e: tradeEvents, name: staffUsers.displayName, email: staffUsers.email })
      .from(tradeEvents)
      .leftJoin(staffUsers, and(eq(tradeEvents.actor, "staff"), eq(staffUsers.id, tradeEvents.actorId)))
      .where(eq(tradeEvents.tradeId, tradeId))
      .orderBy(asc(tradeEvents.at), asc(tradeEvents.id)),
    db
      .select({ item: payoutRunItems, run: payoutRuns })
      .from(payoutRunItems)
      .innerJoin(payoutRuns, eq(payoutRuns.id, payoutRunItems.runId))
      .where(eq(payoutRunItems.tradeId, tradeId))
      .orderBy(asc(payoutRuns.createdAt), asc(payoutRuns.id)),
    returnsOf(db, tradeId),
    trackingByTrade(db, null, [trade.tradeNumber]),
    payoutHolds(db, now, [tradeId]),
    registerChecksOf(db, tradeId),
  ]);
  const clar = clarification[0] ?? null;
  const items = clar ? await db.select().from(clarificationItems).where(eq(clarificationItems.clarificationId, clar.id)) : [];
  const offers = await offersByIds(db, [
    ...lines.map((l) => l.offerId),
    ...inspections.flatMap((i) => (i.newOfferId ? [i.newOfferId] : [])),
  ]);

  // Texts: the customer's questions and answers as getTradeForStaff has them (staff language); the
  // found answers in the staff language too (English where missing), their finding in the trade's edition.
  const foundAnswerIds = [...new Set(inspections.flatMap((i) => (i.answers as { answerId: number }[]).map((a) => a.answerId)))];
  const foundTexts = foundAnswerIds.length
    ? await db
        .select({ answerId: answerTexts.answerId, edition: answerTexts.edition, text: answerTexts.text, finding: answerTexts.finding })
        .from(answerTexts)
        .where(and(inArray(answerTexts.answerId, foundAnswerIds), inArray(answerTexts.edition, [language, "en", trade.edition])))
    : [];
  const textOf = (id: number, edition: string) => foundTexts.find((a) => a.answerId === id && a.edition === edition);
  const answerText = (id: number) => (textOf(id, language) ?? textOf(id, "en"))?.text ?? null;
  const findingText = (id: number) => textOf(id, trade.edition)?.finding ?? null;

  const devices: StaffDeviceView[] = lines.map((line) => {
    const locked = offers.get(line.offerId);
    const row = inspections.find((i) => i.tradeLineId === line.id) ?? null;
    const newOffer = row?.newOfferId ? offers.get(row.newOfferId) : undefined;
    const found = row ? (row.answers as { questionId: number; answerId: number }[]) : null;
    // `finding`: the finding text the inspection stored with a difference (what the customer was shown), when it did
    const differences = row ? (row.differences as (AnswerDifference & { finding?: string | null })[]) : [];
    const customerLines = locked?.breakdown.lines ?? [];
    const effects = row
      ? answerEffects(
          row.outcome as InspectionOutcome,
          locked?.breakdown.basePriceCents ?? 0,
          customerLines,
          newOffer?.breakdown.lines ?? null,
        )
      : null;
    const customerAnswers = trade.lines.find((l) => l.position === line.position)?.answers ?? [];
    const answers: StaffAnswerRow[] = customerAnswers.map((q) => {
      const foundId = found?.find((a) => a.questionId === q.questionId)?.answerId ?? null;
      const differs = foundId !== null && foundId !== q.answerId;
      const stored = differences.find((d) => d.questionId === q.questionId);
      return {
        questionId: q.questionId,
        question: q.question,
        customer: q.answer,
        found: foundId === null ? null : differs ? (answerText(foundId) ?? stored?.foundText ?? null) : q.answer,
        differs,
        finding: differs ? (stored?.finding ?? findingText(foundId)) : null,
        effectCents: effects?.get(q.questionId) ?? null,
      };
    });
    const item = items.find((i) => i.tradeLineId === line.id);
    const customerOffer = money(locked) ?? {
      priceCents: line.priceCents,
      bonusCents: line.campaignBonusCents,
      totalCents: line.priceCents + line.campaignBonusCents,
      campaignName: null,
    };
    const accepted = item?.answer === "accept" && item.newOfferId ? money(offers.get(item.newOfferId)) : null;
    return {
      itemId: line.id,
      position: line.position,
      deviceName: line.deviceName,
      manufacturer: line.manufacturer,
      quantity: line.quantity,
      customerOffer,
      current: {
        priceCents: line.priceCents,
        bonusCents: line.campaignBonusCents,
        totalCents: line.priceCents + line.campaignBonusCents,
        campaignName: line.campaignBonusCents > 0 ? (line.campaignName ?? accepted?.campaignName ?? customerOffer.campaignName) : null,
        lineTotalCents: line.lineTotalCents,
      },
      answers,
      inspection: row
        ? {
            outcome: row.outcome as InspectionOutcome,
            ...inspectionRecord(row),
            inspector: row.staffEmail,
            newOffer: money(newOffer),
            noOfferReasons: row.noOfferReasons ?? null,
            priceRiseCents: row.priceRiseCents,
          }
        : null,
      photoIds: photos.filter((p) => p.lineId === line.id).map((p) => p.id),
      register: { status: (row?.registerStatus as RegisterStatus | null) ?? null, checks: registerChecks.get(line.id) ?? [] },
      clarification: item
        ? {
            answer: (item.answer as "accept" | "return" | null) ?? null,
            answeredAt: item.answeredAt?.toISOString() ?? null,
            answeredBy: item.answeredBy,
            hasNewOffer: item.newOfferId !== null,
          }
        : null,
      return: returns.find((r) => r.itemId === line.id) ?? null,
    };
  });

  const who = (name: string | null, email: string | null) => (email ? (name ? `${name} (${email})` : email) : null);
  return {
    trade,
    devices,
    clarification: clar
      ? {
          state:
            clar.state === "open" && isClarificationExpired(clar.deadlineAt, now)
              ? "expired"
              : (clar.state as "open" | "answered" | "expired"),
          createdAt: clar.createdAt.toISOString(),
          deadline: clar.deadlineAt.toISOString(),
          closedAt: clar.closedAt?.toISOString() ?? null,
        }
      : null,
    returns,
    shipments: shipments.get(trade.tradeNumber) ?? [],
    payout: {
      hold: holds.get(tradeId) ?? null,
      runs: runs.map(({ item, run }) => ({
        runId: run.id,
        runState: run.state as "open" | "confirmed",
        itemState: item.state as "included" | "paid" | "returned",
        amountCents: item.amountCents,
        method: item.method,
        createdAt: run.createdAt.toISOString(),
        createdBy: run.createdByEmail,
        confirmedAt: run.confirmedAt?.toISOString() ?? null,
        confirmedBy: run.confirmedByEmail,
        returnedAt: item.returnedAt?.toISOString() ?? null,
        returnReason: item.returnReason,
      })),
    },
    timeline: events.map(({ e, name, email }) => ({
      state: e.state as TradeState,
      at: e.at.toISOString(),
      actor: e.actor,
      actorRole: e.actorRole ?? null,
      who: who(name, email),
      reason: e.reason,
    })),
  };
}

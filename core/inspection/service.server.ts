/**
 * Inspection of a received trade (decision 0025): per device the inspector's answers re-priced
 * against the offer locked in the trade, IMEI or serial, notes and the data erasure; then the
 * outcome for the whole trade: all as described → `inspected` → `payout_pending` (mail), any
 * device worse or without an offer → `inspected` → `clarification` (core/clarification). Every
 * step writes its audit row in the same transaction as the change it records.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { answerTexts, offers, tradeInspections, tradeLines, tradePhotos, trades } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { deviceById } from "../catalog/index.server.ts";
import { openClarification } from "../clarification/index.server.ts";
import type { EditionId } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { newOfferId } from "../offer/index.server.ts";
import { OFFER_VALIDITY_DAYS, type OfferAnswer, type OfferView } from "../offer/index.ts";
import { translator } from "../shared/index.server.ts";
import { ProblemError, describeError } from "../shared/index.ts";
import { sendTradeNotice, getTradeByNumber, changeTradeState, type TradeTx } from "../trade/index.server.ts";
import type { StaffActor } from "../trade/index.server.ts";
import type { TradeView } from "../trade/index.ts";
import { renderCertificatePdf } from "./certificate.server.ts";
import type { ErasureMethod, ErasureResult } from "./erasure.ts";
import { deviceIdentifier } from "./imei.ts";
import type { InspectionInput } from "./input.ts";
import { certificateNumber, customerCertificatePath } from "./paths.ts";
import { applyPriceRises } from "./price-rise.server.ts";
import { keptCampaign, repriceInspection, type AnswerDifference, type InspectionOutcome } from "./reprice.ts";
import type { PageCampaign } from "../campaign/index.ts";
import type { DeviceRegister, RegisterStatus } from "../device-register/index.ts";
import { applyRegisterOutcome, lineOfTrade, registerEffect, registerOutcomeFor } from "./register.server.ts";
import { certificateVerification, issueCertificateCheck, type CertificateKey } from "../certificate-check/index.server.ts";

export interface InspectionView {
  itemId: number;
  position: number;
  outcome: InspectionOutcome;
  oldPriceCents: number;
  priceCents: number;
  /** The higher price of the day paid over the locked one (decision 0126); included in priceCents, 0 when none. */
  priceRiseCents: number;
  oldOfferId: string;
  newOfferId: string | null;
  differences: AnswerDifference[];
  noOfferReasons: string[] | null;
  imei: string | null;
  serial: string | null;
  /** The customer-facing addition to the finding texts (the inspector's words, shown as such). */
  notes: string | null;
  /** Staff only: never in a clarification, a mail or a customer's page. */
  internalNote: string | null;
  erasure: { method: ErasureMethod; tool: string; result: ErasureResult };
  certificateNumber: string;
  /** The certificate's public verification code for /verify/{code} (decision 0130); null until issued. */
  verifyCode: string | null;
  /** The device register's check of the IMEI (decision 0096): null = none (check off, or no IMEI) | pending | clear | blocked. */
  registerStatus: RegisterStatus | null;
  operator: string;
  inspectedAt: string;
}

type InspectionRow = typeof tradeInspections.$inferSelect;

/** What an inspection recorded about the device itself, as the staff views show it (the inspection API and the trade page). */
export function inspectionRecord(row: InspectionRow) {
  return {
    imei: row.imei,
    serial: row.serial,
    notes: row.notes,
    internalNote: row.internalNote,
    erasure: { method: row.erasureMethod as ErasureMethod, tool: row.erasureTool, result: row.erasureResult as ErasureResult },
    certificateNumber: row.certificateNumber,
    verifyCode: row.verifyCode,
    inspectedAt: row.inspectedAt.toISOString(),
  };
}

function toView(row: InspectionRow, line: { id: number; position: number; offerId: string; priceCents: number }): InspectionView {
  return {
    itemId: line.id,
    position: line.position,
    outcome: row.outcome as InspectionOutcome,
    // the line takes a risen price when the inspection completes (decision 0126): the old one is the price without the rise
    oldPriceCents: row.priceRiseCents > 0 ? row.priceCents - row.priceRiseCents : line.priceCents,
    priceCents: row.priceCents,
    priceRiseCents: row.priceRiseCents,
    oldOfferId: line.offerId,
    newOfferId: row.newOfferId,
    differences: row.differences as AnswerDifference[],
    noOfferReasons: row.noOfferReasons ?? null,
    ...inspectionRecord(row),
    registerStatus: (row.registerStatus as RegisterStatus | null) ?? null,
    operator: row.staffEmail,
  };
}

const notFoundItem = () => new ProblemError(404, "not_found", "problem.detail.noTrade");

/** 409 unless the trade is `received` (inspection happens between the parcel's arrival and the outcome). */
function notReceived(locale: string, tradeNumber: string, state: string): ProblemError {
  const t = translator(locale === "de" ? "de" : "en");
  return new ProblemError(
    409,
    "trade_state_conflict",
    t("backoffice.inspection.notReceived", { tradeNumber, state: t(`tracking.state.${state}`) }),
    undefined,
    { state },
  );
}

const lineColumns = {
  id: tradeLines.id,
  position: tradeLines.position,
  offerId: tradeLines.offerId,
  priceCents: tradeLines.priceCents,
  deviceId: tradeLines.deviceId,
  deviceName: tradeLines.deviceName,
};

/** The trade's row, locked for the rest of the transaction (inspection and completion of one trade never interleave). */
async function lockTrade(tx: TradeTx, tradeNumber: string) {
  const [trade] = await tx
    .select({ id: trades.id, tradeNumber: trades.tradeNumber, edition: trades.edition, state: trades.state })
    .from(trades)
    .where(eq(trades.tradeNumber, tradeNumber))
    .for("update");
  return trade ?? null;
}

/** Records (or replaces) one device's inspection while the trade is `received`; a worse device gets a new offer. */
/** A business quote's offer keeps its binding and volume percent at inspection (decision 0118); null for a shop offer. */
function quoteTermsOf(breakdown: object): { adjustmentCents: number; volumePercent: number } | undefined {
  const b = breakdown as { quoteAdjustmentCents?: number; volume?: { percent?: number } };
  if (b.quoteAdjustmentCents === undefined && b.volume === undefined) return undefined;
  return { adjustmentCents: Number(b.quoteAdjustmentCents ?? 0), volumePercent: Number(b.volume?.percent ?? 0) };
}

export async function recordInspection(args: {
  db: Db;
  tradeNumber: string;
  itemId: number;
  input: InspectionInput;
  staff: StaffActor;
  now: Date;
  locale: string;
  /** The device register (decision 0096); null or unset = the check is off. */
  register?: DeviceRegister | null;
  /** Signs the certificate's public facts (decision 0130); unset = the daily back-fill job issues its code and signature. */
  certificateKey?: CertificateKey;
}): Promise<InspectionView> {
  const { db, input, staff, now } = args;
  const { imei, serial, errors } = deviceIdentifier(input);
  const fieldErrors = errors.map((e) => ({ field: e.field, message: `backoffice.inspection.${e.problem}` }));
  if (fieldErrors.length) throw new ProblemError(422, "validation", undefined, fieldErrors);
  // The register is asked before the transaction, so a slow register never holds the trade's lock;
  // only for a device of a received trade (anything else is refused below, without a paid lookup).
  const registerOutcome =
    imei && args.register && (await lineOfTrade(db, args.tradeNumber, args.itemId))?.state === "received"
      ? await registerOutcomeFor(args.register, imei)
      : null;

  return db.transaction(async (tx) => {
    const trade = await lockTrade(tx, args.tradeNumber);
    if (!trade) throw notFoundItem();
    const [line] = await tx
      .select(lineColumns)
      .from(tradeLines)
      .where(and(eq(tradeLines.id, args.itemId), eq(tradeLines.tradeId, trade.id)));
    if (!line) throw notFoundItem();
    if (trade.state !== "received") throw notReceived(args.locale, trade.tradeNumber, trade.state);
    const [locked] = await tx.select().from(offers).where(eq(offers.id, line.offerId));
    const edition = trade.edition as EditionId;
    const device = await deviceById(tx as unknown as Db, edition, line.deviceId);
    if (!locked || !device) throw new ProblemError(409, "conflict", "backoffice.inspection.noDevice");
    const lockedBreakdown = locked.breakdown as OfferView["breakdown"];
    const repriced = repriceInspection(
      device,
      {
        basePriceCents: lockedBreakdown.basePriceCents,
        priceCents: line.priceCents,
        answers: locked.answers as OfferAnswer[],
        quote: quoteTermsOf(lockedBreakdown),
      },
      input.answers,
    );
    // What the customer will read for each differing answer: its finding text in the trade's edition.
    const findings = await findingTexts(
      tx as unknown as Db,
      edition,
      repriced.differences.map((d) => d.found),
    );
    for (const d of repriced.differences) d.finding = findings.get(d.found) ?? null;
    const register = registerEffect(registerOutcome, edition);
    // a device the register lists gets no offer, whatever its condition
    const blocked = register.status === "blocked";
    const outcome = blocked ? "no_offer" : repriced.outcome;
    const priceCents = blocked ? 0 : repriced.priceCents;
    const priceRiseCents = blocked ? 0 : repriced.priceRiseCents;
    const reasons = repriced.priced.noOffer?.reasons ?? null;
    let newOffer: string | null = null;
    if (outcome === "worse") {
      newOffer = newOfferId();
      // The new offer keeps the campaign of the offer the trade was made with (decision 0028): its
      // percent of the new price, or its fixed amount, even after the campaign has ended.
      const kept = keptCampaign(locked.campaign as PageCampaign | null, locked.campaignBonusCents, repriced.priced.priceCents);
      await tx.insert(offers).values({
        id: newOffer,
        edition,
        deviceId: line.deviceId,
        answers: repriced.priced.answers,
        priceCents: repriced.priced.priceCents,
        breakdown: repriced.priced.breakdown,
        noOfferReasons: null,
        condition: repriced.priced.condition,
        variant: repriced.priced.variant,
        device: locked.device,
        campaignId: kept ? locked.campaignId : null,
        campaign: kept ? locked.campaign : null,
        campaignBonusCents: kept?.bonusCents ?? 0,
        createdAt: now,
        validUntil: new Date(now.getTime() + OFFER_VALIDITY_DAYS * 86_400_000),
      });
    }
    const values = {
      tradeId: trade.id,
      tradeLineId: line.id,
      answers: repriced.priced.answers,
      differences: repriced.differences,
      outcome,
      priceCents,
      priceRiseCents,
      newOfferId: newOffer,
      noOfferReasons: blocked ? [...(reasons ?? []), register.noOfferReason!] : reasons,
      registerStatus: register.status,
      imei,
      serial,
      notes: input.notes || null,
      internalNote: input.internalNote || null,
      erasureMethod: input.erasure.method,
      erasureTool: input.erasure.tool,
      erasureResult: input.erasure.result,
      certificateNumber: certificateNumber(trade.tradeNumber, line.position + 1),
      staffId: staff.id,
      staffEmail: staff.email,
      inspectedAt: now,
    };
    const [before] = await tx
      .select({ outcome: tradeInspections.outcome, priceCents: tradeInspections.priceCents })
      .from(tradeInspections)
      .where(eq(tradeInspections.tradeLineId, line.id));
    const [row] = await tx
      .insert(tradeInspections)
      .values(values)
      .onConflictDoUpdate({ target: tradeInspections.tradeLineId, set: values })
      .returning();
    // the certificate's public code (kept when re-recorded) and the signature of its facts as now recorded (decision 0130)
    if (args.certificateKey) await issueCertificateCheck(tx as unknown as Db, row!.id, args.certificateKey);
    if (registerOutcome && imei)
      await applyRegisterOutcome(tx as unknown as Db, { tradeId: trade.id, tradeLineId: line.id, imei, outcome: registerOutcome, now });
    await recordAudit(tx as unknown as Db, {
      ...byStaff(staff, now),
      action: "trade.inspect",
      target: `trade:${trade.tradeNumber}:item:${line.id}`,
      before: before ?? null,
      after: {
        outcome,
        priceCents,
        priceRiseCents,
        registerStatus: register.status,
        newOfferId: newOffer,
        erasure: input.erasure.result,
        differs: repriced.differences.map((d) => d.questionCode),
      },
    });
    return toView(row!, line);
  });
}

/** The finding texts (answer_texts.finding) of the given answers in one edition, by answer id; answers without one are left out. */
export async function findingTexts(db: Db, edition: EditionId, answerIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(answerIds)].filter((id) => Number.isSafeInteger(id));
  if (!ids.length) return new Map();
  const rows = await db
    .select({ answerId: answerTexts.answerId, finding: answerTexts.finding })
    .from(answerTexts)
    .where(and(eq(answerTexts.edition, edition), inArray(answerTexts.answerId, ids)));
  return new Map(rows.filter((r) => r.finding?.trim()).map((r) => [r.answerId, r.finding!]));
}

/** Every device of a trade with its inspection (null while not inspected) and photo ids. */
export async function inspectionsOf(
  db: Db,
  tradeId: number,
): Promise<
  { itemId: number; position: number; deviceId: number; deviceName: string; inspection: InspectionView | null; photoIds: number[] }[]
> {
  const lines = await db.select(lineColumns).from(tradeLines).where(eq(tradeLines.tradeId, tradeId)).orderBy(asc(tradeLines.position));
  const rows = await db.select().from(tradeInspections).where(eq(tradeInspections.tradeId, tradeId));
  const photos = await db
    .select({ id: tradePhotos.id, lineId: tradePhotos.tradeLineId })
    .from(tradePhotos)
    .where(eq(tradePhotos.tradeId, tradeId))
    .orderBy(asc(tradePhotos.id));
  return lines.map((line) => {
    const row = rows.find((r) => r.tradeLineId === line.id);
    return {
      itemId: line.id,
      position: line.position,
      deviceId: line.deviceId,
      deviceName: line.deviceName,
      inspection: row ? toView(row, line) : null,
      photoIds: photos.filter((p) => p.lineId === line.id).map((p) => p.id),
    };
  });
}

/** One device's inspection with what its certificate needs; null when the trade has no such item or it is not inspected. */
export async function certificateData(db: Db, tradeId: number, itemId: number) {
  const [row] = await db
    .select({ inspection: tradeInspections, deviceName: tradeLines.deviceName })
    .from(tradeInspections)
    .innerJoin(tradeLines, eq(tradeLines.id, tradeInspections.tradeLineId))
    .where(and(eq(tradeInspections.tradeId, tradeId), eq(tradeInspections.tradeLineId, itemId)));
  return row ?? null;
}

export interface CompletedInspection {
  state: "payout_pending" | "clarification";
  clarificationId?: string;
}

/**
 * Completes the inspection of a `received` trade whose devices are all inspected: `inspected`,
 * then `payout_pending` (all as described; mail) or `clarification` (any device worse or without
 * an offer; openClarification mails the customer), all in one transaction.
 */
export async function completeInspection(args: {
  db: Db;
  mailer: Mailer;
  originFor: (trade: TradeView) => string;
  tradeNumber: string;
  staff: StaffActor;
  now: Date;
  locale: string;
}): Promise<CompletedInspection> {
  const { db, staff, now } = args;
  const actor = { kind: "staff" as const, role: staff.role, id: staff.id };
  const result = await db.transaction(async (tx) => {
    const trade = await lockTrade(tx, args.tradeNumber);
    if (!trade) throw notFoundItem();
    if (trade.state !== "received") throw notReceived(args.locale, trade.tradeNumber, trade.state);
    const items = await inspectionsOf(tx as unknown as Db, trade.id);
    const missing = items.filter((i) => !i.inspection).map((i) => i.position + 1);
    if (missing.length) {
      const t = translator(args.locale === "de" ? "de" : "en");
      throw new ProblemError(
        409,
        "inspection_incomplete",
        t("backoffice.inspection.incomplete", { positions: missing.join(", ") }),
        undefined,
        { missing },
      );
    }
    // the register has not answered for these devices yet: the inspection waits (decision 0096)
    const pending = items.filter((i) => i.inspection!.registerStatus === "pending").map((i) => i.position + 1);
    if (pending.length) {
      const t = translator(args.locale === "de" ? "de" : "en");
      throw new ProblemError(409, "register_pending", t("backoffice.register.pending", { positions: pending.join(", ") }), undefined, {
        pending,
      });
    }
    const differing = items.filter((i) => i.inspection!.outcome !== "as_described");
    // the higher price of the day (decision 0126) goes into the lines and totals before the outcome reads them
    const priceRise = await applyPriceRises(tx as unknown as Db, trade.id);
    const audit = (before: string, after: string, extra: Record<string, unknown> = {}) =>
      recordAudit(tx as unknown as Db, {
        ...byStaff(staff, now),
        action: "trade.inspection_complete",
        target: `trade:${trade.tradeNumber}`,
        before: { state: before },
        after: { state: after, ...(priceRise ? { priceRiseTotalCents: priceRise } : {}), ...extra },
      });
    await changeTradeState(tx as unknown as Db, {
      tradeId: trade.id,
      to: "inspected",
      expectFrom: "received",
      actor,
      reason: "inspected",
      now,
    });
    if (!differing.length) {
      await changeTradeState(tx as unknown as Db, {
        tradeId: trade.id,
        to: "payout_pending",
        expectFrom: "inspected",
        actor,
        reason: "asDescribed",
        now,
      });
      await audit("received", "payout_pending");
      return { state: "payout_pending" as const };
    }
    const opened = await openClarification(tx, {
      tradeId: trade.id,
      actor,
      now,
      items: differing.map((i) => {
        const inspection = i.inspection!;
        return {
          tradeLineId: i.itemId,
          oldOfferId: inspection.oldOfferId,
          newOfferId: inspection.outcome === "no_offer" ? null : inspection.newOfferId,
          findings: {
            answers: inspection.differences.map((d) => ({
              questionId: d.questionId,
              questionCode: d.questionCode,
              expected: d.expected,
              found: d.found,
              question: d.question,
              ...(d.expectedText ? { expectedText: d.expectedText } : {}),
              foundText: d.foundText,
              ...(d.finding ? { finding: d.finding } : {}),
            })),
            // The customer-facing addition only; the internal note stays with staff.
            notes: inspection.notes,
            photos: i.photoIds.map(String),
            noOfferReason: inspection.noOfferReasons?.join(" ") ?? null,
          },
        };
      }),
    });
    await audit("received", "clarification", { clarificationId: opened.clarificationId, devices: differing.map((i) => i.itemId) });
    return { state: "clarification" as const, clarificationId: opened.clarificationId };
  });
  if (result.state === "payout_pending") {
    const trade = (await getTradeByNumber(db, args.tradeNumber))!;
    void sendTradeNotice(args.mailer, trade, "payoutPending", args.originFor(trade)).catch((err: unknown) => {
      console.error(
        JSON.stringify({ level: "error", msg: "inspection mail failed", tradeNumber: trade.tradeNumber, err: describeError(err) }),
      );
    });
  }
  return result;
}

/** The device's erasure certificate as PDF, or null when the trade has no such inspected device. */
export async function certificatePdf(
  db: Db,
  trade: { tradeId: number; tradeNumber: string; edition: EditionId },
  itemId: number,
  /** The public page's origin and the signing key, for the QR code, code and signature (decision 0130); unset = none printed. */
  verify?: { origin: string; key: CertificateKey },
): Promise<{ pdf: Uint8Array; number: string } | null> {
  if (!Number.isSafeInteger(itemId)) return null;
  const found = await certificateData(db, trade.tradeId, itemId);
  if (!found) return null;
  const i = found.inspection;
  const pdf = await renderCertificatePdf({
    certificateNumber: i.certificateNumber,
    tradeNumber: trade.tradeNumber,
    edition: trade.edition,
    device: found.deviceName,
    imei: i.imei,
    serial: i.serial,
    method: i.erasureMethod as ErasureMethod,
    tool: i.erasureTool,
    result: i.erasureResult as ErasureResult,
    at: i.inspectedAt,
    operator: i.staffEmail,
    verification: verify ? await certificateVerification(db, i.id, verify.origin, verify.key) : null,
  });
  return { pdf, number: i.certificateNumber };
}

/** A certificate link for the customer's pages: the device and its PDF's path (with the trade's tracking token). */
export interface CertificateLink {
  itemId: number;
  deviceName: string;
  certificateNumber: string;
  href: string;
}

/** The erasure certificates of the given trades (devices erased and verified), by trade number, for the trades' owner. */
export async function certificateLinks(db: Db, tradeNumbers: readonly string[]): Promise<Map<string, CertificateLink[]>> {
  const found = new Map<string, CertificateLink[]>();
  if (!tradeNumbers.length) return found;
  const list = await db
    .select({
      tradeNumber: trades.tradeNumber,
      token: trades.trackingToken,
      itemId: tradeLines.id,
      deviceName: tradeLines.deviceName,
      certificateNumber: tradeInspections.certificateNumber,
    })
    .from(tradeInspections)
    .innerJoin(tradeLines, eq(tradeLines.id, tradeInspections.tradeLineId))
    .innerJoin(trades, eq(trades.id, tradeInspections.tradeId))
    .where(and(inArray(trades.tradeNumber, [...tradeNumbers]), eq(tradeInspections.erasureResult, "passed")))
    .orderBy(asc(tradeLines.position));
  for (const r of list) {
    const links = found.get(r.tradeNumber) ?? [];
    links.push({
      itemId: r.itemId,
      deviceName: r.deviceName,
      certificateNumber: r.certificateNumber,
      href: customerCertificatePath(r.tradeNumber, r.itemId, r.token),
    });
    found.set(r.tradeNumber, links);
  }
  return found;
}

/**
 * The store flow's customer step (its action's work, issue 29, decision 0084): the device's IMEI or
 * serial, the customer and the seller's identification (ID document and number, the declaration of
 * ownership; decision 0090) → the store trade with its voucher and the voucher mail. A refusal stays
 * the customer step: the stored offer with its answers (none lost), everything the clerk typed, and
 * the errors on their fields; the offer's own refusal (used, expired) is the step's error, and
 * without the offer the questions come again. The same with or without JavaScript (a plain post).
 */
import { createStoreTrade, storeTradeSchema, type PartnerContext } from "../../../core/partner-users/index.server.ts";
import { sendVoucherMail } from "../../../core/partner-users/index.server.ts";
import { offersByIds } from "../../../core/offer/index.server.ts";
import { deviceRegisterFor } from "../../../core/device-register/index.server.ts";
import type { OfferView } from "../../../core/offer/index.ts";
import { nowFrom, ProblemError, problemFormErrors, type ProblemFormErrors } from "../../../core/shared/index.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import type { PageContext } from "../../../server/http/page-context.server.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { valuesOf } from "../../features/offer/form-data.ts";
import type { FormValues } from "../../features/offer/types.ts";

/** What the customer step shows of the offer. */
export const offerStep = (offer: OfferView) => ({
  offerId: offer.offerId,
  totalCents: offer.totalCents,
  noOffer: offer.noOffer?.reasons ?? null,
  device: offer.device.name,
});
export type OfferStep = ReturnType<typeof offerStep>;

/** The fields of the customer step the clerk types (given back after a refusal). */
export const CUSTOMER_FIELDS = [
  "imei",
  "serial",
  "firstName",
  "lastName",
  "email",
  "street",
  "houseNumber",
  "zip",
  "city",
  "documentType",
  "documentNumber",
  "declaration",
] as const;

export type FinishOutcome =
  | { ok: true; tradeNumber: string }
  | {
      ok: false;
      status: number;
      step: "customer";
      offer: OfferStep;
      values: FormValues;
      typed: Record<string, string>;
      errors: ProblemFormErrors;
    }
  | {
      ok: false;
      status: number;
      step: "questions";
      offer: null;
      values: FormValues;
      errors: Record<string, string>;
      formError: string | null;
    };

export async function finishStoreTrade(
  deps: PageContext["deps"],
  user: PartnerContext,
  fields: Record<string, string>,
): Promise<FinishOutcome> {
  const db = deps.database.db;
  try {
    const input = parseWith(storeTradeSchema, fields);
    const trade = await createStoreTrade(
      db,
      user,
      input,
      nowFrom(deps),
      { sessionSecret: deps.secrets.sessionSecret },
      deviceRegisterFor(deps.config),
    );
    await sendVoucherMail(deps.mailer, mailOrigin(deps.config, "de"), input.email, {
      name: `${input.firstName} ${input.lastName}`,
      partnerName: user.partnerName,
      storeName: user.storeName,
      tradeNumber: trade.tradeNumber,
      voucher: trade.voucher,
    });
    return { ok: true, tradeNumber: trade.tradeNumber };
  } catch (err) {
    if (!(err instanceof ProblemError) || err.status >= 500) throw err;
    const offerError = err.errors?.find((e) => e.field === "offerId")?.message;
    const errors = problemFormErrors(err, {
      field: (f) => (f === "offerId" ? null : f),
      form: (e) => offerError ?? `problem.${e.code}`,
    });
    const offerId = (fields.offerId ?? "").slice(0, 40);
    const offer = offerId ? (await offersByIds(db, [offerId])).get(offerId) : undefined;
    if (!offer)
      return { ok: false, status: err.status, step: "questions", offer: null, values: {}, errors: {}, formError: errors.form ?? null };
    const typed = Object.fromEntries(CUSTOMER_FIELDS.map((k) => [k, (fields[k] ?? "").slice(0, 200)]));
    return { ok: false, status: err.status, step: "customer", offer: offerStep(offer), values: valuesOf(offer.answers), typed, errors };
  }
}

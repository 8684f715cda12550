/**
 * "Send me this offer" (decision 0127): when the one reminder is due, whether a mail may go for an
 * offer, and whether a due reminder still goes. Pure: the service and the job ask these.
 */

/** The reminder goes this many days before the offer's validity ends. */
export const REMINDER_DAYS_BEFORE = 2;

const DAY_MS = 86_400_000;

/**
 * Requests per client address: far above a seller mailing the few offers they compare, low enough
 * that a script cannot use the shop to mail strangers. The per-address limit (OFFER_MAILS_PER_ADDRESS
 * a UTC day) is a setting.
 */
export const OFFER_MAIL_LIMITS = {
  perClient: { perWindow: 10, windowSeconds: 60 * 60 },
  addressWindowSeconds: 24 * 60 * 60,
} as const;

/** Why no reminder went: the offer is in a trade, it ran out first, the link withdrew it, or an earlier mail of the same offer to the same address already reminded. */
export type ReminderSkip = "used" | "expired" | "withdrawn" | "repeat";

/**
 * When the reminder is due: REMINDER_DAYS_BEFORE days before `validUntil`; null when that moment
 * has passed at `now` (a reminder right after the mail that names the same date tells nothing).
 */
export function reminderDueAt(validUntil: Date, now: Date): Date | null {
  const due = new Date(validUntil.getTime() - REMINDER_DAYS_BEFORE * DAY_MS);
  return due > now ? due : null;
}

/** What the offer mail refuses: an unknown offer (404), one that cannot be sold (no offer: 422), a used or expired one (409). */
export type OfferMailRefusal =
  | { status: 404; code: "not_found"; detail: "problem.detail.noOffer" }
  | { status: 422; code: "offer_mail_no_offer"; detail: "offerMail.problem.noOffer" }
  | { status: 409; code: "offer_used"; detail: "offerMail.problem.used" }
  | { status: 409; code: "offer_expired"; detail: "offerMail.problem.expired" };

export function offerMailRefusal(
  offer: { noOffer: unknown; used: boolean; validUntil: string } | null,
  now: Date,
): OfferMailRefusal | null {
  if (!offer) return { status: 404, code: "not_found", detail: "problem.detail.noOffer" };
  if (offer.noOffer) return { status: 422, code: "offer_mail_no_offer", detail: "offerMail.problem.noOffer" };
  if (offer.used) return { status: 409, code: "offer_used", detail: "offerMail.problem.used" };
  if (!(Date.parse(offer.validUntil) > now.getTime())) return { status: 409, code: "offer_expired", detail: "offerMail.problem.expired" };
  return null;
}

/** A due reminder at `now`: it goes, or the reason it does not (the offer went into a trade, or ran out before the job came round). */
export function reminderOutcome(offer: { used: boolean; validUntil: Date }, now: Date): "send" | Extract<ReminderSkip, "used" | "expired"> {
  if (offer.used) return "used";
  if (offer.validUntil <= now) return "expired";
  return "send";
}

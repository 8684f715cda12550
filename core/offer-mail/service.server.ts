/**
 * "Send me this offer" (decision 0127): one mail with the offer to the address typed below it, and
 * with consent one reminder REMINDER_DAYS_BEFORE days before it runs out, which the mail's link can
 * withdraw. The rows live in offer_mails and go with their offer (foreign key cascade) or with the
 * person (support's erasure). The address is used for these mails only.
 */
import { and, asc, eq, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { offerMails } from "../../db/schema/index.ts";
import { hashToken, newOpaqueToken } from "../credentials/index.server.ts";
import { editions, type EditionId } from "../editions/index.ts";
import { mailMessage, type Mailer } from "../mail/index.server.ts";
import { getOffer } from "../offer/index.server.ts";
import { enforceRateLimit, hitRateLimit, recipientKey } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { offerMailContent, offerReminderContent, withdrawLink } from "./mails.server.ts";
import { OFFER_MAIL_LIMITS, offerMailRefusal, reminderDueAt, reminderOutcome, type ReminderSkip } from "./rules.ts";
import { WITHDRAW_TOKEN_PATTERN, type OfferMailInput } from "./validation.ts";

export interface OfferMailContext {
  db: Db;
  mailer: Mailer;
  edition: EditionId;
  /** The shop's origin for the mail's links (mailOrigin, never a request's Host). */
  origin: string;
  clientKey: string;
  now: Date;
  /** OFFER_MAILS_PER_ADDRESS: mails one address may be sent a UTC day. */
  perAddress: number;
}

export interface OfferMailSent {
  status: "sent";
  /** When the reminder will come; null without consent or when the offer runs out sooner. */
  reminderAt: string | null;
}

/**
 * Mails the offer. Refused: too many requests from the client or mails to the address (429,
 * nothing sent), an unknown offer of this edition (404), a no-offer (422), a used or expired one
 * (409). The reminder is stored only when ticked and still ahead.
 */
export async function sendOfferMail(ctx: OfferMailContext, input: OfferMailInput): Promise<OfferMailSent> {
  const { db, now, edition } = ctx;
  await enforceRateLimit(db, `offer-mail:${ctx.clientKey}`, OFFER_MAIL_LIMITS.perClient, now);
  const offer = await getOffer(db, edition, input.offerId);
  const refusal = offerMailRefusal(offer, now);
  if (refusal) throw new ProblemError(refusal.status, refusal.code, refusal.detail);
  if (!offer) throw new ProblemError(404, "not_found", "problem.detail.noOffer");
  // per address and UTC day, whoever asks; the key holds a hash of the address, never the address
  const hit = await hitRateLimit(
    db,
    `offer-mail-address:${recipientKey(input.email)}`,
    ctx.perAddress,
    OFFER_MAIL_LIMITS.addressWindowSeconds,
    now,
  );
  if (!hit.allowed)
    throw new ProblemError(429, "rate_limited", "offerMail.problem.addressLimit", undefined, { retryAfter: hit.retryAfterSeconds });
  const token = newOpaqueToken();
  const dueAt = input.reminder ? reminderDueAt(new Date(offer.validUntil), now) : null;
  await db.insert(offerMails).values({
    offerId: offer.offerId,
    edition,
    email: input.email,
    reminderConsent: input.reminder,
    sentAt: now,
    reminderDueAt: dueAt,
    withdrawTokenHash: hashToken(token),
  });
  const reminder = dueAt ? { at: dueAt, withdraw: withdrawLink(edition, ctx.origin, token) } : input.reminder ? "tooLate" : null;
  const mail = mailMessage({ from: editions[edition].contactSender, to: input.email }, offerMailContent(offer, ctx.origin, reminder), {
    kind: "offer.mailed",
    resend: null,
  });
  await ctx.mailer.send(mail);
  return { status: "sent", reminderAt: dueAt?.toISOString() ?? null };
}

/** What the withdraw link's page shows: the reminder still to come, or why none will. */
export type ReminderState = "pending" | "withdrawn" | "sent" | "over" | "none";

export interface ReminderLinkView {
  state: ReminderState;
  device: string;
  /** When the reminder is (or was) due; null without one. */
  dueAt: string | null;
}

type OfferMailRow = typeof offerMails.$inferSelect;

function stateOf(row: OfferMailRow): ReminderState {
  if (!row.reminderConsent || !row.reminderDueAt) return "none";
  if (row.remindedAt || row.reminderSkipped === "repeat") return "sent";
  if (row.reminderSkipped === "withdrawn") return "withdrawn";
  if (row.reminderSkipped) return "over";
  return "pending";
}

async function rowByToken(db: Db, edition: EditionId, token: string): Promise<OfferMailRow | null> {
  if (!WITHDRAW_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(offerMails)
    .where(and(eq(offerMails.withdrawTokenHash, hashToken(token)), eq(offerMails.edition, edition)));
  return row ?? null;
}

/** The reminder of the mail whose link carries `token`, in this edition; null for an unknown link. */
export async function reminderByToken(db: Db, edition: EditionId, token: string): Promise<ReminderLinkView | null> {
  const row = await rowByToken(db, edition, token);
  if (!row) return null;
  const offer = await getOffer(db, edition, row.offerId);
  return { state: stateOf(row), device: offer?.device.name ?? "", dueAt: row.reminderDueAt?.toISOString() ?? null };
}

/**
 * Withdraws the reminder of the link's mail, and of every other mail of the same offer to the
 * same address (the person said no to reminders about it). Repeating it is fine; a reminder
 * already sent stays sent. Null for an unknown link.
 */
export async function withdrawReminder(db: Db, edition: EditionId, token: string): Promise<ReminderLinkView | null> {
  const row = await rowByToken(db, edition, token);
  if (!row) return null;
  await db
    .update(offerMails)
    .set({ reminderSkipped: "withdrawn" })
    .where(
      and(
        eq(offerMails.offerId, row.offerId),
        sql`lower(${offerMails.email}) = ${row.email.toLowerCase()}`,
        isNull(offerMails.remindedAt),
        isNull(offerMails.reminderSkipped),
      ),
    );
  return reminderByToken(db, edition, token);
}

export interface ReminderRunContext {
  db: Db;
  mailer: Mailer;
  originFor: (edition: EditionId) => string;
  now: Date;
}

const BATCH = 100;

/** Marks a due row skipped, unless it was sent or skipped meanwhile. */
const skip = (db: Db, id: number, reason: ReminderSkip) =>
  db
    .update(offerMails)
    .set({ reminderSkipped: reason })
    .where(and(eq(offerMails.id, id), isNull(offerMails.remindedAt), isNull(offerMails.reminderSkipped)));

/**
 * Sends the reminders due at `now`, once each: a row is claimed (reminded_at set) before its mail
 * goes, so two runs never both send it; the other due rows of the same offer and address are
 * marked "repeat" (one reminder per offer and address). Not sent for an offer in a trade ("used")
 * or run out ("expired"). A failed delivery gives the claim back for the next run, and the run
 * fails so the job is retried.
 */
export async function sendDueReminders(ctx: ReminderRunContext): Promise<{ sent: number; skipped: number }> {
  const { db, now } = ctx;
  let sent = 0;
  let skipped = 0;
  let failed = 0;
  const seen = new Set<number>();
  for (;;) {
    const due = (
      await db
        .select()
        .from(offerMails)
        .where(and(lte(offerMails.reminderDueAt, now), isNull(offerMails.remindedAt), isNull(offerMails.reminderSkipped)))
        .orderBy(asc(offerMails.reminderDueAt), asc(offerMails.id))
        .limit(BATCH)
    ).filter((row) => !seen.has(row.id));
    if (!due.length) break;
    for (const row of due) {
      seen.add(row.id);
      const offer = await getOffer(db, row.edition as EditionId, row.offerId);
      const outcome = offer ? reminderOutcome({ used: offer.used, validUntil: new Date(offer.validUntil) }, now) : "expired";
      if (outcome !== "send" || !offer) {
        await skip(db, row.id, outcome === "send" ? "expired" : outcome);
        skipped++;
        continue;
      }
      const [claimed] = await db
        .update(offerMails)
        .set({ remindedAt: now })
        .where(and(eq(offerMails.id, row.id), isNull(offerMails.remindedAt), isNull(offerMails.reminderSkipped)))
        .returning({ id: offerMails.id });
      if (!claimed) continue;
      try {
        const mail = mailMessage(
          { from: editions[offer.edition].contactSender, to: row.email },
          offerReminderContent(offer, ctx.originFor(offer.edition)),
          { kind: "offer.reminder", resend: null },
        );
        await ctx.mailer.send(mail);
      } catch {
        await db.update(offerMails).set({ remindedAt: null }).where(eq(offerMails.id, row.id));
        failed++;
        continue;
      }
      sent++;
      const repeats = await db
        .update(offerMails)
        .set({ reminderSkipped: "repeat" })
        .where(
          and(
            eq(offerMails.offerId, row.offerId),
            sql`lower(${offerMails.email}) = ${row.email.toLowerCase()}`,
            ne(offerMails.id, row.id),
            isNull(offerMails.remindedAt),
            isNull(offerMails.reminderSkipped),
          ),
        )
        .returning({ id: offerMails.id });
      skipped += repeats.length;
    }
  }
  if (failed) throw new Error(`${failed} offer reminder(s) could not be delivered; they stay due`);
  return { sent, skipped };
}

/** Support's erasure of a person: the offer mails to their address (every edition). Answers how many went. */
export async function eraseOfferMailsOf(db: Db, email: string): Promise<number> {
  const gone = await db
    .delete(offerMails)
    .where(sql`lower(${offerMails.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: offerMails.id });
  return gone.length;
}

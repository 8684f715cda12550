import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { newsletterSubscriptions } from "../../db/schema/index.ts";
import { editions, type EditionId } from "../editions/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { mailMessage } from "../mail/index.server.ts";
import { MAILS_PER_RECIPIENT, enforceRateLimit, recipientMailAllowed } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { newsletterConfirmMail, newsletterKnownMail } from "./mails.ts";
import { emailHash, hashToken, newConfirmToken } from "./tokens.server.ts";
import type { EnrichInput, NewsletterInterest } from "./validation.ts";

/** Subscribe requests per client address; mails per address (so nobody is flooded). */
export const NEWSLETTER_LIMITS = {
  subscribe: { perWindow: 5, windowSeconds: 15 * 60 },
  mailsPerAddress: MAILS_PER_RECIPIENT,
  hashLookups: { perWindow: 30, windowSeconds: 15 * 60 },
} as const;
/** How long a confirmation link works. */
export const CONFIRM_TOKEN_DAYS = 7;

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

export interface NewsletterContext {
  db: Db;
  mailer: Mailer;
  secret: string;
  edition: EditionId;
  clientKey: string;
  /** The app's clock (rate-limit windows, link expiry). */
  now: Date;
}

/** The newsletter exists only where the edition's flag is on: elsewhere every call is a 404. */
export function requireNewsletter(edition: EditionId): void {
  if (!editions[edition].features.newsletter) throw new ProblemError(404, "not_found", "problem.detail.noNewsletter");
}

/**
 * Double opt-in, step 1. The answer never depends on whether the address is known (no
 * enumeration): a new or pending address gets a fresh confirmation link, an unsubscribed one too
 * (it starts again as pending), a confirmed one gets a mail saying it is already subscribed.
 */
export async function subscribe(ctx: NewsletterContext, email: string, origin: string): Promise<{ status: "pending" }> {
  requireNewsletter(ctx.edition);
  await enforceRateLimit(ctx.db, `newsletter:${ctx.clientKey}`, NEWSLETTER_LIMITS.subscribe, ctx.now);
  const address = email.trim().toLowerCase();
  const hash = emailHash(ctx.secret, address);
  const mailAllowed = await recipientMailAllowed(ctx.db, "newsletter", address, ctx.now);
  const { token, hash: tokenHash } = newConfirmToken();
  const expires = new Date(ctx.now.getTime() + CONFIRM_TOKEN_DAYS * 86_400_000);
  const [existing] = await ctx.db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, address), eq(newsletterSubscriptions.edition, ctx.edition)));
  const alreadyConfirmed = existing?.status === "confirmed";
  if (!alreadyConfirmed && mailAllowed) {
    await ctx.db
      .insert(newsletterSubscriptions)
      .values({
        edition: ctx.edition,
        email: address,
        emailHash: hash,
        status: "pending",
        confirmTokenHash: tokenHash,
        confirmTokenExpiresAt: expires,
      })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.email, newsletterSubscriptions.edition],
        set: {
          status: sql`case when ${newsletterSubscriptions.status} = 'confirmed' then 'confirmed' else 'pending' end`,
          confirmTokenHash: tokenHash,
          confirmTokenExpiresAt: expires,
          updatedAt: ctx.now,
        },
      });
  }
  if (!mailAllowed) return { status: "pending" };
  const content = alreadyConfirmed
    ? newsletterKnownMail(ctx.edition, origin, hash)
    : newsletterConfirmMail(ctx.edition, origin, token, CONFIRM_TOKEN_DAYS);
  await ctx.mailer.send(
    mailMessage({ from: editions[ctx.edition].contactSender, to: address }, content, {
      kind: alreadyConfirmed ? "newsletter.known" : "newsletter.confirm",
      resend: null,
    }),
  );
  return { status: "pending" };
}

/** Double opt-in, step 2: the link from the mail. Returns the e-mail hash, or null for an unknown or expired link. */
export async function confirm(db: Db, edition: EditionId, token: string, now: Date): Promise<{ emailHash: string } | null> {
  if (!editions[edition].features.newsletter || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), eq(newsletterSubscriptions.edition, edition)));
  if (!row || row.status === "unsubscribed" || !row.confirmTokenExpiresAt || row.confirmTokenExpiresAt <= now) return null;
  if (row.status === "pending")
    await db
      .update(newsletterSubscriptions)
      .set({ status: "confirmed", confirmedAt: now, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, row.id));
  return { emailHash: row.emailHash };
}

export interface SubscriptionView {
  emailHash: string;
  status: SubscriptionStatus;
  firstName: string | null;
  interests: NewsletterInterest[];
  birthdate: string | null;
}

/** A subscription by its hash in this edition, or null. */
export async function findByHash(db: Db, edition: EditionId, hash: string): Promise<SubscriptionView | null> {
  if (!editions[edition].features.newsletter || !/^[0-9a-f]{64}$/.test(hash)) return null;
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.emailHash, hash), eq(newsletterSubscriptions.edition, edition)));
  if (!row) return null;
  return {
    emailHash: row.emailHash,
    status: row.status as SubscriptionStatus,
    firstName: row.firstName,
    interests: row.interests as NewsletterInterest[],
    birthdate: row.birthdate,
  };
}

const unknownHash = () => new ProblemError(404, "newsletter_unknown_hash");

/** Profile enrichment of an active (pending or confirmed) subscription; fields left out are kept. */
export async function enrich(ctx: Omit<NewsletterContext, "mailer" | "secret">, input: EnrichInput): Promise<SubscriptionView> {
  requireNewsletter(ctx.edition);
  await enforceRateLimit(ctx.db, `newsletter-hash:${ctx.clientKey}`, NEWSLETTER_LIMITS.hashLookups, ctx.now);
  const current = await findByHash(ctx.db, ctx.edition, input.emailHash);
  if (!current || current.status === "unsubscribed") throw unknownHash();
  const set = {
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.interests !== undefined ? { interests: input.interests } : {}),
    ...(input.birthdate !== undefined ? { birthdate: input.birthdate } : {}),
    updatedAt: ctx.now,
  };
  await ctx.db
    .update(newsletterSubscriptions)
    .set(set)
    .where(and(eq(newsletterSubscriptions.emailHash, input.emailHash), eq(newsletterSubscriptions.edition, ctx.edition)));
  return (await findByHash(ctx.db, ctx.edition, input.emailHash))!;
}

/** Unsubscribes and forgets the profile; only the address stays, marked unsubscribed. Repeating it is fine. */
export async function unsubscribe(ctx: Omit<NewsletterContext, "mailer" | "secret">, hash: string): Promise<{ status: "unsubscribed" }> {
  requireNewsletter(ctx.edition);
  await enforceRateLimit(ctx.db, `newsletter-hash:${ctx.clientKey}`, NEWSLETTER_LIMITS.hashLookups, ctx.now);
  const current = await findByHash(ctx.db, ctx.edition, hash);
  if (!current) throw unknownHash();
  if (current.status !== "unsubscribed") {
    const now = ctx.now;
    await ctx.db
      .update(newsletterSubscriptions)
      .set({
        status: "unsubscribed",
        unsubscribedAt: now,
        updatedAt: now,
        firstName: null,
        interests: [],
        birthdate: null,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      })
      .where(and(eq(newsletterSubscriptions.emailHash, hash), eq(newsletterSubscriptions.edition, ctx.edition)));
  }
  return { status: "unsubscribed" };
}

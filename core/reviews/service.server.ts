/**
 * Customer reviews on the server (decision 0034): the invitation after a paid trade (a job), the
 * single-use link, the submission, the seal's figures (cached per edition), the slider's published
 * comments and their moderation by staff.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.server.ts";
import { reviewInvitations, reviews, trades } from "../../db/schema/index.ts";
import { announceChange, onChange } from "../changes/index.ts";
import { recordAudit } from "../audit/index.server.ts";
import { editions, pathFor, type EditionId } from "../editions/index.ts";
import { enqueueJob, type ClaimedJob } from "../jobs/index.server.ts";
import type { Mailer } from "../mail/index.server.ts";
import { enforceRateLimit } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { rows } from "../shared/index.server.ts";
import { mailMessage } from "../mail/index.server.ts";
import { composeReviewInvitation } from "./mail.server.ts";
import {
  REVIEW_INVITE_DELAY_DAYS_DEFAULT,
  REVIEW_INVITE_JOB,
  REVIEW_LINK_DAYS,
  REVIEW_SLIDER_SIZE,
  REVIEW_SUBMIT_LIMIT,
  reviewAuthorName,
  reviewInviteDueAt,
  summarize,
  type PublishedReview,
  type ReviewInput,
  type ReviewSummary,
} from "./rules.ts";

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The review page's path with the token (the page reads `?token=`, which the request log redacts). */
export function reviewLink(edition: EditionId, token: string, origin: string): string {
  return `${origin.replace(/\/$/, "")}${pathFor(edition, "review", {})}?token=${encodeURIComponent(token)}`;
}

export interface ReviewJobContext {
  db: Db;
  mailer: Mailer;
  originFor: (edition: EditionId) => string;
  now: Date;
  /** Days after the payment before the invitation goes out (setting REVIEW_INVITE_DELAY_DAYS). */
  reviewInviteDelayDays?: number;
}

/**
 * Invites the customer of a paid trade to review it, where the edition shows reviews (the seal):
 * a fresh single-use token (only its hash is stored; a retried job replaces an unused one) and the
 * mail with the link. Nothing when the trade is not paid, already reviewed or its link was used.
 */
export async function inviteToReview(ctx: ReviewJobContext, tradeId: number): Promise<boolean> {
  const [trade] = await ctx.db
    .select({
      id: trades.id,
      edition: trades.edition,
      state: trades.state,
      email: trades.email,
      firstName: trades.firstName,
      tradeNumber: trades.tradeNumber,
    })
    .from(trades)
    .where(eq(trades.id, tradeId));
  if (!trade || trade.state !== "paid") return false;
  const edition = trade.edition as EditionId;
  if (!editions[edition]?.reviewSeal) return false;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(ctx.now.getTime() + REVIEW_LINK_DAYS * 86_400_000);
  const saved = await rows<{ id: number }>(
    ctx.db,
    sql`insert into review_invitations (trade_id, edition, token_hash, created_at, expires_at)
      values (${trade.id}::int, ${edition}::text, ${hashOf(token)}::text, ${ctx.now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz)
      on conflict (trade_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at, expires_at = excluded.expires_at
      where review_invitations.used_at is null
      returning id`,
  );
  if (!saved.length) return false;
  const origin = ctx.originFor(edition);
  const mail = composeReviewInvitation({
    edition,
    origin,
    firstName: trade.firstName,
    tradeNumber: trade.tradeNumber,
    link: reviewLink(edition, token, origin),
    days: REVIEW_LINK_DAYS,
  });
  // a single-use link: logged, never resent (decision 0041)
  await ctx.mailer.send(
    mailMessage({ from: editions[edition].contactSender, to: trade.email }, mail, {
      kind: "review.invitation",
      tradeNumber: trade.tradeNumber,
      resend: null,
    }),
  );
  return true;
}

export const reviewJobHandlers: Record<string, (job: ClaimedJob, ctx: ReviewJobContext) => Promise<void>> = {
  /**
   * Enqueued at the payment; sends when the delay has passed since then, else schedules its own
   * sending at that time (a second job of the same kind, marked `due`, unique per trade).
   */
  async [REVIEW_INVITE_JOB](job, ctx) {
    const tradeId = Number(job.payload.tradeId);
    if (!Number.isInteger(tradeId)) return;
    const dueAt = job.payload.due
      ? null
      : reviewInviteDueAt(job.payload.paidAt, ctx.reviewInviteDelayDays ?? REVIEW_INVITE_DELAY_DAYS_DEFAULT);
    if (dueAt && dueAt.getTime() > ctx.now.getTime()) {
      await enqueueJob(ctx.db, {
        kind: REVIEW_INVITE_JOB,
        payload: { tradeId, due: true },
        runAt: dueAt,
        uniqueKey: `${REVIEW_INVITE_JOB}:${tradeId}:due`,
      });
      return;
    }
    await inviteToReview(ctx, tradeId);
  },
};

export type InvitationState = "open" | "used" | "expired" | "unknown";

/** What a link is worth now, in its edition (another edition's link is unknown there). */
export async function invitationState(
  db: Db,
  edition: EditionId,
  token: string,
  now: Date,
): Promise<{ state: InvitationState; authorName?: string }> {
  if (!TOKEN_SHAPE.test(token)) return { state: "unknown" };
  const inv = await invitationByToken(db, edition, token);
  if (!inv) return { state: "unknown" };
  if (inv.usedAt) return { state: "used" };
  if (inv.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  return { state: "open", authorName: reviewAuthorName(inv.firstName, inv.lastName) };
}

/** The edition's invitation of a link (its token), with the trade's name; undefined when there is none. */
async function invitationByToken(db: Pick<Db, "select">, edition: EditionId, token: string) {
  const [inv] = await db
    .select({
      id: reviewInvitations.id,
      tradeId: reviewInvitations.tradeId,
      usedAt: reviewInvitations.usedAt,
      expiresAt: reviewInvitations.expiresAt,
      firstName: trades.firstName,
      lastName: trades.lastName,
    })
    .from(reviewInvitations)
    .innerJoin(trades, eq(trades.id, reviewInvitations.tradeId))
    .where(and(eq(reviewInvitations.tokenHash, hashOf(token)), eq(reviewInvitations.edition, edition)));
  return inv;
}

/**
 * Stores the review of the link's trade and uses the link up, in one transaction (of two
 * concurrent submissions one wins; the other is the 409). Rate limited per client address.
 * 404 `review_link_unknown`, 409 `review_link_used`, 410 `review_link_expired`, 429.
 */
export async function submitReview(db: Db, edition: EditionId, input: ReviewInput, clientKey: string, now: Date): Promise<{ id: number }> {
  await enforceRateLimit(db, `review:${clientKey}`, REVIEW_SUBMIT_LIMIT, now);
  if (!TOKEN_SHAPE.test(input.token)) throw new ProblemError(404, "review_link_unknown", "review.error.unknown");
  const id = await db.transaction(async (tx) => {
    const inv = await invitationByToken(tx, edition, input.token);
    if (!inv) throw new ProblemError(404, "review_link_unknown", "review.error.unknown");
    if (inv.usedAt) throw new ProblemError(409, "review_link_used", "review.error.used");
    if (inv.expiresAt.getTime() <= now.getTime()) throw new ProblemError(410, "review_link_expired", "review.error.expired");
    const used = await tx
      .update(reviewInvitations)
      .set({ usedAt: now })
      .where(and(eq(reviewInvitations.id, inv.id), isNull(reviewInvitations.usedAt)))
      .returning({ id: reviewInvitations.id });
    if (!used.length) throw new ProblemError(409, "review_link_used", "review.error.used");
    const [row] = await tx
      .insert(reviews)
      .values({
        tradeId: inv.tradeId,
        edition,
        rating: input.rating,
        comment: input.comment,
        authorName: reviewAuthorName(inv.firstName, inv.lastName),
        commentStatus: input.comment ? "pending" : "none",
        createdAt: now,
      })
      .returning({ id: reviews.id });
    return row!.id;
  });
  await forgetSummaries(db);
  return { id };
}

/** The seal's figures and the slider are read at most once per SUMMARY_TTL_MS per edition and process. */
export const SUMMARY_TTL_MS = 5 * 60_000;

/**
 * A per-database, per-edition cache of one read, dropped on a new review or a decision here or, by
 * the change signal (core/changes), in any other instance.
 */
function editionCache<T>(read: (db: Db, edition: EditionId) => Promise<T>) {
  let caches = new WeakMap<Db, Map<EditionId, { at: number; value: Promise<T> }>>();
  return {
    get(db: Db, edition: EditionId, nowMs: number): Promise<T> {
      let cache = caches.get(db);
      if (!cache) caches.set(db, (cache = new Map()));
      const hit = cache.get(edition);
      if (hit && nowMs - hit.at < SUMMARY_TTL_MS) return hit.value;
      const value = read(db, edition);
      cache.set(edition, { at: nowMs, value });
      value.catch(() => cache.delete(edition));
      return value;
    },
    forgetAll: () => {
      caches = new WeakMap();
    },
  };
}

const summaries = editionCache(async (db, edition): Promise<ReviewSummary> => {
  const [r] = await rows<{ sum: number | string | null; count: number | string }>(
    db,
    sql`select coalesce(sum(rating), 0)::int as sum, count(*)::int as count from reviews where edition = ${edition}::text`,
  );
  return summarize(Number(r?.sum ?? 0), Number(r?.count ?? 0));
});
const sliders = editionCache((db, edition) => readPublished(db, edition, REVIEW_SLIDER_SIZE));

onChange("reviews", () => {
  summaries.forgetAll();
  sliders.forgetAll();
});

/** Every instance reads the seal and the slider afresh (this one at once). */
const forgetSummaries = (db: Db) => announceChange(db, "reviews");

/** Every rating of the edition counts, whatever its score or its comment's state. */
export function reviewSummary(db: Db, edition: EditionId, nowMs = Date.now()): Promise<ReviewSummary> {
  return summaries.get(db, edition, nowMs);
}

/** The newest published comments of the edition, for the slider. */
export function publishedReviews(db: Db, edition: EditionId, nowMs = Date.now()): Promise<PublishedReview[]> {
  return sliders.get(db, edition, nowMs);
}

async function readPublished(db: Db, edition: EditionId, limit: number): Promise<PublishedReview[]> {
  const found = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      authorName: reviews.authorName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.edition, edition), eq(reviews.commentStatus, "published")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return found.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment ?? "",
    authorName: r.authorName,
    createdAt: r.createdAt.toISOString(),
  }));
}

export interface PendingReview extends PublishedReview {
  edition: string;
}

/** Comments waiting for a decision, oldest first (staff). */
export async function pendingReviews(db: Db, limit = 50): Promise<PendingReview[]> {
  const found = await db
    .select({
      id: reviews.id,
      edition: reviews.edition,
      rating: reviews.rating,
      comment: reviews.comment,
      authorName: reviews.authorName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.commentStatus, "pending"))
    .orderBy(reviews.createdAt, reviews.id)
    .limit(limit);
  return found.map((r) => ({ ...r, comment: r.comment ?? "", createdAt: r.createdAt.toISOString() }));
}

/** Publishes or rejects a pending comment (its rating counts either way); 404 unknown, 409 decided. */
export async function moderateReview(db: Db, id: number, decision: "published" | "rejected", now: Date): Promise<void> {
  const updated = await db
    .update(reviews)
    .set({ commentStatus: decision, moderatedAt: now })
    .where(and(eq(reviews.id, id), eq(reviews.commentStatus, "pending")))
    .returning({ id: reviews.id });
  if (updated.length) return void (await forgetSummaries(db));
  const [exists] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
  throw exists
    ? new ProblemError(409, "review_decided", "review.error.decided")
    : new ProblemError(404, "not_found", "review.error.notFound");
}

export interface ReviewDecision {
  id: number;
  decision: "published" | "rejected";
  staff: { id: string; email: string };
  now: Date;
  clientKey?: string | null;
}

/** A staff decision on a pending comment with its audit entry, in one transaction (API and back-office page). */
export async function decideReview(db: Db, d: ReviewDecision): Promise<void> {
  await db.transaction(async (tx) => {
    await moderateReview(tx, d.id, d.decision, d.now);
    await recordAudit(tx, {
      at: d.now,
      staffId: d.staff.id,
      staffEmail: d.staff.email,
      action: `review.${d.decision}`,
      target: String(d.id),
      before: { commentStatus: "pending" },
      after: { commentStatus: d.decision },
      clientKey: d.clientKey ?? null,
    });
  });
}

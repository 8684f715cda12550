/**
 * Customer reviews, the pure part (decision 0034): constants, the input rule, the name shown with
 * a review and the seal's average. Browser-safe (the review page's form uses the schema's limits).
 */
import { inputString, optionalText, z } from "../shared/index.ts";

/** The job that invites a paid trade's customer (enqueued by the trade's change to `paid`). */
export const REVIEW_INVITE_JOB = "review.invite";
/**
 * Days the invitation waits after the trade is paid (the payout mail), so the customer is asked once
 * the money has arrived, not with the mail that announces it (issue 29). Setting REVIEW_INVITE_DELAY_DAYS.
 */
export const REVIEW_INVITE_DELAY_DAYS_DEFAULT = 3;

/**
 * When the invitation of a trade paid at `paidAt` is due; null when the job has no time of payment
 * (enqueued before the delay existed: due at once).
 */
export function reviewInviteDueAt(paidAt: unknown, delayDays: number): Date | null {
  if (typeof paidAt !== "string") return null;
  const paid = new Date(paidAt);
  if (Number.isNaN(paid.getTime())) return null;
  return new Date(paid.getTime() + delayDays * 86_400_000);
}

/** How long an invitation link works. */
export const REVIEW_LINK_DAYS = 60;
export const REVIEW_COMMENT_MAX = 1000;
/** Review submissions per client address (API and page share it). */
export const REVIEW_SUBMIT_LIMIT = { perWindow: 10, windowSeconds: 60 * 60 };
/** How many published comments the slider shows. */
export const REVIEW_SLIDER_SIZE = 8;

export const reviewInputSchema = z.object({
  token: inputString({ error: "review.error.link" }).trim().min(1, "review.error.link").max(100, "review.error.link"),
  rating: z.coerce
    .number({ error: "review.error.rating" })
    .int("review.error.rating")
    .min(1, "review.error.rating")
    .max(5, "review.error.rating"),
  comment: optionalText(REVIEW_COMMENT_MAX, "review.error.comment", { multiline: true }),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** The name a review is shown with: the first name and the last name's initial ("Erika M."). */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? "";
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export interface ReviewSummary {
  count: number;
  /** The mean rating rounded to one decimal (half up); null while there are no reviews. */
  average: number | null;
}

/** The seal's figures from the sum and count of the ratings. */
export function summarize(sum: number, count: number): ReviewSummary {
  if (count <= 0) return { count: 0, average: null };
  return { count, average: Math.round((sum * 10) / count + Number.EPSILON) / 10 };
}

export interface PublishedReview {
  id: number;
  rating: number;
  comment: string;
  authorName: string;
  createdAt: string;
}

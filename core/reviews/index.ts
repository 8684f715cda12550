/**
 * Customer reviews (decision 0034). Pure (browser-safe, also from ./rules.ts): constants, the
 * input schema, reviewAuthorName, summarize. Server only: invitations (job), submission, the
 * seal's summary, published and pending comments, moderation.
 */
export * from "./rules.ts";
export {
  inviteToReview,
  reviewJobHandlers,
  reviewLink,
  invitationState,
  submitReview,
  reviewSummary,
  publishedReviews,
  pendingReviews,
  moderateReview,
  decideReview,
  type ReviewDecision,
  SUMMARY_TTL_MS,
  type InvitationState,
  type PendingReview,
  type ReviewJobContext,
} from "./service.server.ts";

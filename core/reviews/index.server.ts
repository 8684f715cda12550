/** The reviews module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
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
export * from "./mail.server.ts";

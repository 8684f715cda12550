/**
 * Customer reviews (decision 0034). Pure (browser-safe, also from ./rules.ts): constants, the
 * input schema, reviewAuthorName, summarize. Server only: invitations (job), submission, the
 * seal's summary, published and pending comments, moderation.
 */
export * from "./rules.ts";

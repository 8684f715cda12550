/**
 * The reviews' OpenAPI entries (decision 0034), generated from the schemas the handlers validate
 * with (decision 0027); spread into openapi.server.ts.
 */
import { reviewInputSchema } from "../../core/reviews/index.ts";
import { reviewDecisionParams } from "./backoffice/reviews.server.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";

export const reviewsOpenApiPaths = pathsFromZod({
  "/api/reviews": {
    get: {
      summary:
        "The edition's review seal and newest published comments: {count, average (one decimal, null without reviews), reviews [{id, rating, comment, authorName, createdAt}]}",
      responses: { "200": "{count, average, reviews}" },
    },
    post: {
      summary:
        "Rate a paid trade through the single-use link of the invitation mail (token from ?token=); no login; the comment shows after moderation",
      body: reviewInputSchema,
      responses: {
        "201": "{id} of the stored review",
        "400": "Malformed request",
        "404": "Unknown link (also another edition's)",
        "409": "The link was used already",
        "410": "The link has expired",
        "415": "Not JSON",
        "422": "Invalid rating or comment",
        "429": "10 reviews per client address an hour (Retry-After)",
      },
    },
  },
  "/api/backoffice/reviews": {
    get: {
      summary: "Review comments waiting for a decision (support, admin; back-office host)",
      auth: "staff",
      responses: {
        "200": "{reviews [{id, edition, rating, comment, authorName, createdAt}]}",
        "401": "No staff token",
        "403": "Wrong role",
      },
    },
  },
  "/api/backoffice/reviews/{id}/{decision}": {
    post: {
      summary: "Publish or reject a pending review comment (support, admin; audited); the rating counts either way",
      auth: "staff",
      params: reviewDecisionParams,
      responses: {
        "200": "{id, commentStatus}",
        "401": "No staff token",
        "403": "Wrong role",
        "404": "Unknown review",
        "409": "Already decided",
        "422": "Invalid id or decision",
      },
    },
  },
});

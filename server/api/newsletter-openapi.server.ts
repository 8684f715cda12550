/**
 * OpenAPI paths of the newsletter and B2B lead calls (spread into openapi.server.ts), generated
 * from the schemas their handlers validate with (decision 0027).
 */
import { b2bLeadSchema } from "../../core/b2b/index.ts";
import { enrichSchema, subscribeSchema, unsubscribeSchema } from "../../core/newsletter/index.ts";
import { confirmSchema } from "./newsletter.server.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";

const noNewsletter = "Unknown hash or token, or the edition has no newsletter";
const common = { "400": "Malformed JSON", "415": "Not JSON", "422": "Invalid fields (per-field messages in the caller's language)" };
const hashNote = "emailHash is the HMAC-SHA256 of the lower-cased e-mail (from the mailed links).";

export const newsletterOpenApiPaths = pathsFromZod({
  "/api/newsletter/subscribe": {
    post: {
      summary: "Double opt-in, step 1: mails a confirmation link. The answer is the same for new, pending and confirmed addresses.",
      body: subscribeSchema,
      responses: {
        "202": '{status: "pending"}',
        "404": noNewsletter,
        "429": "5 requests per address in 15 minutes (Retry-After)",
        ...common,
      },
    },
  },
  "/api/newsletter/confirm": {
    post: {
      summary: "Double opt-in, step 2: the token from the mailed link (valid 7 days)",
      body: confirmSchema,
      responses: { "200": '{status: "confirmed", emailHash}', "404": noNewsletter, ...common },
    },
  },
  "/api/newsletter/enrich": {
    post: {
      summary: `Profile enrichment; fields left out are kept; birthdate YYYY-MM-DD, age 16 to 120. ${hashNote}`,
      body: enrichSchema,
      responses: {
        "200": "{emailHash, status, firstName, interests, birthdate}",
        "404": noNewsletter,
        "429": "Too many link look-ups (Retry-After)",
        ...common,
      },
    },
  },
  "/api/newsletter/unsubscribe": {
    post: {
      summary: `Unsubscribe and forget the profile; repeating it is fine. ${hashNote}`,
      body: unsubscribeSchema,
      responses: { "200": '{status: "unsubscribed"}', "404": noNewsletter, "429": "Too many link look-ups (Retry-After)", ...common },
    },
  },
  "/api/b2b/leads": {
    post: {
      summary:
        "A lead from the B2B landing page (de and the English set); mailed to the de B2B partner contact, acknowledged to the sender",
      body: b2bLeadSchema,
      responses: {
        "201": "{id}",
        "404": "The edition has no B2B landing page",
        "429": "5 leads per address an hour (Retry-After)",
        ...common,
      },
    },
  },
});

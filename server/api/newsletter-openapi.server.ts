/** OpenAPI paths of the newsletter and B2B lead calls (spread into openapi.server.ts). */
import { B2B_CATEGORIES, B2B_DEVICE_COUNT } from "../../core/b2b/validation.ts";
import { NEWSLETTER_INTERESTS } from "../../core/newsletter/validation.ts";

const problem = { $ref: "#/components/schemas/Problem" };
const p = (description: string) => ({ description, content: { "application/problem+json": { schema: problem } } });
const json = (schema: unknown) => ({ required: true, content: { "application/json": { schema } } });
const emailHash = { type: "string", pattern: "^[0-9a-f]{64}$", description: "HMAC-SHA256 of the lower-cased e-mail (from the mailed links)" };
const noNewsletter = p("Unknown hash or token, or the edition has no newsletter");
const common = { "400": p("Malformed JSON"), "415": p("Not JSON"), "422": p("Invalid fields (per-field messages in the caller's language)") };

export const newsletterOpenApiPaths: Record<string, unknown> = {
  "/api/newsletter/subscribe": {
    post: {
      summary: "Double opt-in, step 1: mails a confirmation link. The answer is the same for new, pending and confirmed addresses.",
      requestBody: json({ type: "object", required: ["email", "consent"], properties: { email: { type: "string", format: "email", maxLength: 254 }, consent: { const: true } } }),
      responses: { "202": { description: '{status: "pending"}' }, "404": noNewsletter, "429": p("5 requests per address in 15 minutes (Retry-After)"), ...common },
    },
  },
  "/api/newsletter/confirm": {
    post: {
      summary: "Double opt-in, step 2: the token from the mailed link (valid 7 days)",
      requestBody: json({ type: "object", required: ["token"], properties: { token: { type: "string", minLength: 20, maxLength: 100 } } }),
      responses: { "200": { description: '{status: "confirmed", emailHash}' }, "404": noNewsletter, ...common },
    },
  },
  "/api/newsletter/enrich": {
    post: {
      summary: "Profile enrichment; fields left out are kept",
      requestBody: json({
        type: "object",
        required: ["emailHash"],
        properties: {
          emailHash,
          firstName: { type: "string", maxLength: 60 },
          interests: { type: "array", items: { enum: [...NEWSLETTER_INTERESTS] } },
          birthdate: { type: "string", format: "date", description: "YYYY-MM-DD, age 16 to 120" },
        },
      }),
      responses: { "200": { description: "{emailHash, status, firstName, interests, birthdate}" }, "404": noNewsletter, "429": p("Too many link look-ups (Retry-After)"), ...common },
    },
  },
  "/api/newsletter/unsubscribe": {
    post: {
      summary: "Unsubscribe and forget the profile; repeating it is fine",
      requestBody: json({ type: "object", required: ["emailHash"], properties: { emailHash } }),
      responses: { "200": { description: '{status: "unsubscribed"}' }, "404": noNewsletter, "429": p("Too many link look-ups (Retry-After)"), ...common },
    },
  },
  "/api/b2b/leads": {
    post: {
      summary: "A lead from the B2B landing page (de and the English set); mailed to the de B2B partner contact, acknowledged to the sender",
      requestBody: json({
        type: "object",
        required: ["company", "contactName", "email", "deviceCount", "categories"],
        properties: {
          company: { type: "string", minLength: 2, maxLength: 200 },
          contactName: { type: "string", minLength: 1, maxLength: 100 },
          email: { type: "string", format: "email", maxLength: 254 },
          phone: { type: "string", maxLength: 40 },
          deviceCount: { type: "integer", minimum: B2B_DEVICE_COUNT.min, maximum: B2B_DEVICE_COUNT.max },
          categories: { type: "array", minItems: 1, items: { enum: [...B2B_CATEGORIES] } },
          message: { type: "string", maxLength: 5000 },
        },
      }),
      responses: { "201": { description: "{id}" }, "404": p("The edition has no B2B landing page"), "429": p("5 leads per address an hour (Retry-After)"), ...common },
    },
  },
};

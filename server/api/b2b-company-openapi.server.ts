/**
 * OpenAPI paths of the business accounts' calls (issue 33, decision 0116), spread into
 * openapi.server.ts; generated from the schemas their handlers validate with (decision 0027).
 */
import { companyPatchSchema, companySchema, inviteSchema } from "../../core/company/index.ts";
import { inputString, z } from "../../core/shared/index.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";
import { acceptSchema } from "./b2b-company.server.ts";

const answer =
  "{company, role, members: [{id, name, email, role, since}], invites: [{id, email, role, createdAt, expiresAt}] (the owner's only)} (Cache-Control: private, no-store)";
const common = {
  "401": "No or an invalid customer bearer token",
  "404": "Not a business edition (de, en)",
  "429": "60 changes per customer an hour, 120 reads a minute (Retry-After)",
};
const body = { "400": "Malformed JSON", "415": "Not JSON", "422": "Invalid fields (per-field messages in the caller's language)" };
const notMember = "The caller's account belongs to no company";
const notOwner = "The caller is not the company's owner (or belongs to none)";

export const b2bCompanyOpenApiPaths = pathsFromZod({
  "/api/b2b/company": {
    get: {
      summary:
        "The caller's company: details, VAT ID status (unchecked until the VIES lookup ran), members; open invitations for the owner",
      auth: "customer",
      responses: { "200": answer, "403": notMember, ...common },
    },
    post: {
      summary: "Registers a company with the caller as its owner (VAT ID optional: format and check digits per EU country)",
      auth: "customer",
      body: companySchema,
      responses: { "201": answer, "409": "The caller already belongs to a company", ...common, ...body },
    },
    patch: {
      summary: "The owner changes the billing address (all its fields together) and/or the invoicing choice",
      auth: "customer",
      body: companyPatchSchema,
      responses: { "200": answer, "403": notOwner, ...common, ...body },
    },
  },
  "/api/b2b/company/invites": {
    post: {
      summary: "The owner invites a colleague: an invitation valid 7 days, mailed as a link to the business registration page",
      auth: "customer",
      body: inviteSchema,
      responses: {
        "201": "{id, email, role, createdAt, expiresAt}",
        "403": notOwner,
        "409": "The address belongs to a member already",
        ...common,
        "429": "20 invitations per company a day; 60 changes per customer an hour (Retry-After)",
        ...body,
      },
    },
  },
  "/api/b2b/company/invites/{id}": {
    delete: {
      summary: "The owner withdraws an open invitation of the company",
      auth: "customer",
      params: z.object({ id: z.coerce.number().int().positive() }),
      responses: {
        "204": "Withdrawn",
        "403": notOwner,
        ...common,
        "404": "No open invitation with this id in the caller's company, or not a business edition",
      },
    },
  },
  "/api/b2b/company/members/{id}": {
    delete: {
      summary: "The owner removes a member (the account stays, without the company)",
      auth: "customer",
      params: z.object({ id: inputString().describe("The member's id from GET /api/b2b/company") }),
      responses: {
        "204": "Removed",
        "403": notOwner,
        "409": "The owner cannot be removed",
        ...common,
        "404": "No such member in the caller's company, or not a business edition",
      },
    },
  },
  "/api/b2b/invites/{token}/accept": {
    post: {
      summary:
        "Accepts an invitation (the token from the mailed link) for the caller: joins the company; the landing form's invitation creates the company from `company` (required then)",
      auth: "customer",
      params: z.object({ token: inputString().describe("The invitation link's token") }),
      body: acceptSchema,
      responses: {
        "200": answer,
        "409": "The caller already belongs to a company",
        ...common,
        "404": "Unknown, used, withdrawn or expired invitation, or not a business edition",
        ...body,
      },
    },
  },
});

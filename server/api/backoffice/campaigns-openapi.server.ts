/** The campaign editor's OpenAPI entries (decision 0028), from the schemas its handlers validate with. */
import { campaignInputSchema, campaignListQuery } from "../../../core/campaign/index.ts";
import { pathsFromZod } from "../../http/openapi-zod.server.ts";
import { campaignIdParams } from "./campaigns.server.ts";

const tags = ["back office"];
const denied = { "401": "No staff token", "403": "Neither catalog nor admin" } as const;
const campaign =
  "{id, edition, name, categoryIds, manufacturerIds, kind, percent, fixedCents, startsAt, endsAt, firstDay, lastDay, phase (planned|running|ended), offers}";

export const campaignsOpenApiPaths = pathsFromZod({
  "/api/backoffice/campaigns": {
    get: {
      summary: "Campaigns, newest end first, with the number of offers each gave a bonus (catalog, admin; back-office host)",
      tags,
      auth: "staff",
      query: campaignListQuery,
      responses: { "200": `{campaigns [${campaign}]}`, ...denied, "422": "Unknown edition" },
    },
    post: {
      summary: "Create a campaign planned in calendar days of the edition's time zone: a percent or a fixed amount in EUR (audited)",
      tags,
      auth: "staff",
      body: campaignInputSchema,
      responses: {
        "201": campaign,
        ...denied,
        "422": "Invalid field (unknown category or manufacturer, first day in the past, last day before the first…)",
      },
    },
  },
  "/api/backoffice/campaigns/{id}": {
    get: {
      summary: "One campaign",
      tags,
      auth: "staff",
      params: campaignIdParams,
      responses: { "200": campaign, ...denied, "404": "Unknown campaign", "422": "Invalid id" },
    },
    put: {
      summary:
        "Change a campaign: new offers get the new terms, offers made keep theirs; a begun campaign keeps its edition and first day, an ended one is not changed (audited)",
      tags,
      auth: "staff",
      params: campaignIdParams,
      body: campaignInputSchema,
      responses: { "200": campaign, ...denied, "404": "Unknown campaign", "422": "Invalid field or a change the campaign's phase refuses" },
    },
    delete: {
      summary: "Delete a campaign no offer used (audited)",
      tags,
      auth: "staff",
      params: campaignIdParams,
      responses: { "204": "Deleted", ...denied, "404": "Unknown campaign", "409": "Offers used it: end it instead", "422": "Invalid id" },
    },
  },
  "/api/backoffice/campaigns/{id}/end": {
    post: {
      summary: "End a running campaign now (audited)",
      tags,
      auth: "staff",
      params: campaignIdParams,
      responses: { "200": campaign, ...denied, "404": "Unknown campaign", "409": "The campaign is not running", "422": "Invalid id" },
    },
  },
});

/** The back office's redirect inputs (decision 0040): the same schemas for the API, the pages and the OpenAPI document. */
import { EDITIONS } from "../editions/index.ts";
import { inputString, z } from "../shared/index.ts";
import { REDIRECT_LIMITS, REDIRECT_STATUSES } from "./validation.ts";

export const REDIRECT_PAGE_SIZE = 50;

export const redirectInputSchema = z.object({
  edition: z.enum(EDITIONS, { error: "backoffice.redirects.error.edition" }).describe("The edition (its host) the source path belongs to"),
  sourcePath: inputString({ error: "backoffice.redirects.error.sourceFormat" })
    .trim()
    .min(1, "backoffice.redirects.error.sourceFormat")
    .max(REDIRECT_LIMITS.source * 3, "validation.tooLong")
    .describe(
      "A path of the edition that is no page of the shop, e.g. /alte-seite; one :hash placeholder may carry a hex hash into the target",
    ),
  target: inputString({ error: "backoffice.redirects.error.targetFormat" })
    .trim()
    .min(1, "backoffice.redirects.error.targetFormat")
    .max(REDIRECT_LIMITS.target, "validation.tooLong")
    .describe("A path on the same host (/content/agb), or with external: true an absolute https URL on another host"),
  status: z
    .literal(REDIRECT_STATUSES, { error: "backoffice.redirects.error.status" })
    .default(301)
    .describe("301 or 308 (permanent), 302 or 307 (temporary)"),
  external: z
    .boolean({ error: "backoffice.redirects.error.external" })
    .default(false)
    .describe("Allow an absolute https target on another host"),
});
export type RedirectInput = z.infer<typeof redirectInputSchema>;

export const redirectListQuerySchema = z.object({
  edition: z.enum(EDITIONS).optional().describe("Only this edition"),
  q: inputString().trim().max(200, "validation.tooLong").optional().describe("Part of the source path or the target"),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe("Pages of 50, oldest source first"),
});
export type RedirectListQuery = z.infer<typeof redirectListQuerySchema>;

export const redirectIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647).describe("The redirect's id") });

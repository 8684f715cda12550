/** The back office's content-page inputs (decision 0040): one schema for the API, the page and the OpenAPI document. */
import { CONTENT_PAGE_KEYS, EDITIONS } from "../editions/index.ts";
import { inputString, z } from "../shared/index.ts";

/** Title and description go into the page's <title> and meta description; the Markdown is one page's text. */
export const CONTENT_LIMITS = { title: 120, description: 300, markdown: 50_000 } as const;

const markdown = () =>
  inputString({ error: "backoffice.pages.error.markdown", multiline: true })
    .max(CONTENT_LIMITS.markdown, "validation.tooLong")
    .describe(`Markdown (at most ${CONTENT_LIMITS.markdown} characters); fact tokens such as {{company.registerNumber}} are filled in`);

export const contentUpdateSchema = z.object({
  title: inputString({ error: "backoffice.pages.error.title" })
    .trim()
    .min(1, "backoffice.pages.error.title")
    .max(CONTENT_LIMITS.title, "validation.tooLong"),
  description: inputString({ error: "backoffice.pages.error.description" })
    .trim()
    .min(1, "backoffice.pages.error.description")
    .max(CONTENT_LIMITS.description, "validation.tooLong"),
  markdown: markdown().refine((v) => v.trim().length > 0, "backoffice.pages.error.markdown"),
});
export type ContentUpdate = z.infer<typeof contentUpdateSchema>;

export const contentPreviewSchema = z.object({
  edition: z.enum(EDITIONS, { error: "backoffice.pages.error.edition" }).describe("The edition whose company facts fill the tokens"),
  title: inputString({ error: "backoffice.pages.error.title" }).max(CONTENT_LIMITS.title, "validation.tooLong").default(""),
  description: inputString({ error: "backoffice.pages.error.description" })
    .max(CONTENT_LIMITS.description, "validation.tooLong")
    .default(""),
  markdown: markdown(),
});

export const contentPageParams = z.object({
  edition: z.enum(EDITIONS).describe("The edition"),
  key: z.enum(CONTENT_PAGE_KEYS).describe("The page's key (the same in every edition; the slug is translated)"),
});

export const contentListQuery = z.object({ edition: z.enum(EDITIONS).optional().describe("Only this edition") });

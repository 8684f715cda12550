/**
 * The catalog editor's input rules (decision 0039), pure: slugs, ids, release dates, search
 * terms, per-edition texts and the answer effects. The API and the back-office forms validate
 * with these same schemas; messages are keys under `backoffice.catalog.error.*`.
 *
 * An effect is stored as core/offer reads it (AnswerView["effect"] without the per-edition
 * no-offer reason, which lives in the answer's texts): a multiplier 0 < m ≤ 1 with at most four
 * decimals (the column is numeric(6,4), and an answer never raises the price), a deduction of whole
 * cents, or "no offer".
 */
import { EDITIONS, type EditionId } from "../editions/index.ts";
import { inputString, z } from "../shared/index.ts";
import type { AnswerView } from "../catalog/index.ts";

/** Lower-case ASCII letters and digits in words joined by single hyphens: safe in every URL. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;
/** Question and answer codes (analytics item_variant "questionCode:answerCode"). */
export const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;
/** A search term: letters or digits first, then letters, digits, dot, plus, hyphen. */
export const TERM_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}.+-]*$/u;
export const MAX_TERMS = 40;
export const MAX_DEDUCTION_CENTS = 1_000_000;
export const MAX_ANSWERS = 12;
export const FIRST_RELEASE_YEAR = 1970;
export const LAST_RELEASE_YEAR = 2100;
export const DEVICE_PAGE_SIZE = 50;

export type StoredEffect = AnswerView["effect"] extends infer E ? (E extends { kind: "noOffer" } ? { kind: "noOffer" } : E) : never;

const err = (name: string) => `backoffice.catalog.error.${name}`;

/** Whether `value` has at most four decimals (what numeric(6,4) keeps exactly). */
export function hasFourDecimals(value: number): boolean {
  const scaled = value * 10_000;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export const isSlug = (value: string) => value.length <= SLUG_MAX && SLUG_PATTERN.test(value);

/** A field of the slug's form, its errors named by `key`. */
const slugShaped = (key: "slug" | "id") =>
  inputString({ error: err(key) })
    .trim()
    .min(1, err(key))
    .max(SLUG_MAX, "validation.tooLong")
    .regex(SLUG_PATTERN, err(key));
export const slugField = () => slugShaped("slug");
/** Ids of categories, manufacturers and series have the slug's form. */
export const idField = () => slugShaped("id");
const text = (max: number, key: string) =>
  inputString({ error: err(key) })
    .trim()
    .min(1, err(key))
    .max(max, "validation.tooLong");
const freeText = (max: number) => inputString({ multiline: true }).trim().max(max, "validation.tooLong");

export const effectSchema = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("multiplier"),
      value: z
        .number({ error: err("multiplier") })
        .gt(0, err("multiplier"))
        .max(1, err("multiplier"))
        .refine(hasFourDecimals, err("multiplierDecimals")),
    })
    .strict(),
  z
    .object({
      kind: z.literal("deduction"),
      cents: z
        .number({ error: err("deduction") })
        .int(err("deduction"))
        .min(1, err("deduction"))
        .max(MAX_DEDUCTION_CENTS, err("deduction")),
    })
    .strict(),
  z.object({ kind: z.literal("noOffer") }).strict(),
]);
// The editor can store nothing that pricing cannot read.
export const effectCheck: z.ZodType<StoredEffect> = effectSchema;

/** A record with some editions: `{de: {...}, at: {...}}`. */
const perEdition = <T extends z.ZodType>(schema: T) => z.partialRecord(z.enum(EDITIONS), schema);

export const searchTermsField = () =>
  z
    .array(inputString().trim().toLowerCase().min(1, err("term")).max(40, "validation.tooLong").regex(TERM_PATTERN, err("term")))
    .max(MAX_TERMS, "validation.tooMany");

const releaseYear = () =>
  z
    .number({ error: err("releaseYear") })
    .int(err("releaseYear"))
    .min(FIRST_RELEASE_YEAR, err("releaseYear"))
    .max(LAST_RELEASE_YEAR, err("releaseYear"));
const releaseMonth = () =>
  z
    .number({ error: err("releaseMonth") })
    .int(err("releaseMonth"))
    .min(1, err("releaseMonth"))
    .max(12, err("releaseMonth"));

/** A device's per-edition name: a text, or null to show the device's own name again. */
export const deviceTextSchema = z.object({ name: text(160, "name").nullable() }).strict();

const deviceFields = {
  name: text(160, "name"),
  model: text(160, "model"),
  slug: slugField(),
  seriesId: idField(),
  releaseYear: releaseYear(),
  releaseMonth: releaseMonth(),
  searchTerms: searchTermsField(),
  texts: perEdition(deviceTextSchema),
};
/** A new device: its category and manufacturer are its series' (one source of the links). */
export const deviceCreateSchema = z
  .object({ ...deviceFields, searchTerms: deviceFields.searchTerms.default([]), texts: deviceFields.texts.default({}) })
  .strict();
export const deviceUpdateSchema = z.object(deviceFields).partial().strict();
export type DeviceCreate = z.infer<typeof deviceCreateSchema>;
export type DeviceUpdate = z.infer<typeof deviceUpdateSchema>;

/** Texts of a manufacturer or series page in one edition. */
export const pageTextSchema = z
  .object({ content: freeText(5000), metaDescription: freeText(300), metaKeywords: freeText(500) })
  .partial()
  .strict();
export const categoryTextSchema = pageTextSchema
  .extend({ name: text(120, "name"), slug: slugField() })
  .partial()
  .strict();

const seriesFields = {
  name: text(160, "name"),
  slug: slugField(),
  categoryId: idField(),
  manufacturerId: idField(),
  top: z.boolean(),
  texts: perEdition(pageTextSchema),
};
/** A new series: its id is its slug. */
export const seriesCreateSchema = z
  .object({ ...seriesFields, top: seriesFields.top.default(false), texts: seriesFields.texts.default({}) })
  .strict();
export const seriesUpdateSchema = z.object(seriesFields).partial().strict();
export type SeriesCreate = z.infer<typeof seriesCreateSchema>;
export type SeriesUpdate = z.infer<typeof seriesUpdateSchema>;

const manufacturerFields = { name: text(120, "name"), slug: slugField(), texts: perEdition(pageTextSchema) };
/** A new manufacturer: its id is its slug. */
export const manufacturerCreateSchema = z.object({ ...manufacturerFields, texts: manufacturerFields.texts.default({}) }).strict();
export const manufacturerUpdateSchema = z.object(manufacturerFields).partial().strict();
export type ManufacturerCreate = z.infer<typeof manufacturerCreateSchema>;
export type ManufacturerUpdate = z.infer<typeof manufacturerUpdateSchema>;

export const categoryUpdateSchema = z
  .object({
    sortOrder: z.number().int().min(0).max(1000),
    topManufacturers: z.array(idField()).max(10, "validation.tooMany"),
    texts: perEdition(categoryTextSchema),
  })
  .partial()
  .strict();
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const questionTextSchema = z
  .object({ question: text(300, "question"), description: freeText(1000) })
  .partial()
  .strict();
export const answerTextSchema = z
  .object({
    text: text(200, "answerText"),
    help: freeText(500),
    noOfferReason: inputString({ multiline: true }).trim().max(500, "validation.tooLong").nullable(),
    /** What the inspector found, as the customer reads it when this answer differs from theirs (issue 29). */
    finding: inputString({ multiline: true }).trim().max(500, "validation.tooLong").nullable(),
  })
  .partial()
  .strict();
const codeField = () =>
  inputString({ error: err("code") })
    .trim()
    .min(1, err("code"))
    .max(60, "validation.tooLong")
    .regex(CODE_PATTERN, err("code"));
const sortOrder = () => z.number().int().min(0).max(10_000);

export const answerCreateSchema = z
  .object({ code: codeField(), sortOrder: sortOrder().optional(), effect: effectSchema, texts: perEdition(answerTextSchema).default({}) })
  .strict();
export const answerUpdateSchema = z
  .object({
    id: z.number().int().min(1).max(2_147_483_647),
    sortOrder: sortOrder(),
    effect: effectSchema,
    texts: perEdition(answerTextSchema),
  })
  .partial({ sortOrder: true, effect: true, texts: true })
  .strict();

/** A new question of a category, or of one device (then the device's own questions replace its category's). */
export const questionCreateSchema = z
  .object({
    categoryId: idField().optional(),
    deviceId: z.number().int().min(1).max(2_147_483_647).optional(),
    code: codeField(),
    sortOrder: sortOrder().optional(),
    texts: perEdition(questionTextSchema).default({}),
    answers: z.array(answerCreateSchema).min(2, err("answers")).max(MAX_ANSWERS, "validation.tooMany"),
  })
  .strict()
  .refine((q) => (q.categoryId === undefined) !== (q.deviceId === undefined), { message: err("questionOwner"), path: ["categoryId"] });
export const questionUpdateSchema = z
  .object({
    sortOrder: sortOrder(),
    texts: perEdition(questionTextSchema),
    /** Existing answers by id (change), new ones without (add). Answers are never deleted: open trades re-price with them. */
    answers: z.array(z.union([answerUpdateSchema, answerCreateSchema])).max(MAX_ANSWERS, "validation.tooMany"),
  })
  .partial()
  .strict();
export type QuestionCreate = z.infer<typeof questionCreateSchema>;
export type QuestionUpdate = z.infer<typeof questionUpdateSchema>;

export const deviceListQuerySchema = z
  .object({
    q: inputString().trim().max(120, "validation.tooLong").optional(),
    category: idField().optional(),
    manufacturer: idField().optional(),
    series: idField().optional(),
    hidden: z.enum(["only", "exclude", "all"]).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
  })
  .strict();
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;

/** The editions in their order, for forms. */
export const EDITOR_EDITIONS: readonly EditionId[] = EDITIONS;

/**
 * The words a device is found by: model, name, its per-edition names, series, manufacturer and
 * the extra terms, lower-cased, each once (the seed builds `search_text` the same way).
 */
export function searchTextOf(parts: {
  model: string;
  name: string;
  names: string[];
  series: string;
  manufacturer: string;
  terms: string[];
}): string {
  const words = [parts.model, parts.name, ...parts.names, parts.series, parts.manufacturer, ...parts.terms].join(" ").toLowerCase();
  return [...new Set(words.split(/\s+/).filter(Boolean))].join(" ");
}

/** The extra terms of a stored `search_text`: its words that the names do not already give. */
export function extraTermsOf(
  searchText: string,
  parts: { model: string; name: string; names: string[]; series: string; manufacturer: string },
): string[] {
  const derived = new Set(searchTextOf({ ...parts, terms: [] }).split(" "));
  return searchText.split(" ").filter((w) => w && !derived.has(w));
}

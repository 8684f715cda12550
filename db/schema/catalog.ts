import { sql } from "drizzle-orm";
import {
  customType,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Category → manufacturer → series → device (spec §3). Texts and slugs per edition. */
export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  sortOrder: integer("sort_order").notNull().default(0),
  topManufacturers: jsonb("top_manufacturers").$type<string[]>().notNull().default([]),
  thumbnail: text("thumbnail").notNull(),
});

export const categoryTexts = pgTable(
  "category_texts",
  {
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    metaDescription: text("meta_description").notNull(),
    metaKeywords: text("meta_keywords").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.edition] }), uniqueIndex("category_texts_slug").on(t.edition, t.slug)],
);

export const manufacturers = pgTable("manufacturers", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  thumbnail: text("thumbnail").notNull(),
});

export const manufacturerTexts = pgTable(
  "manufacturer_texts",
  {
    manufacturerId: text("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    content: text("content").notNull(),
    metaDescription: text("meta_description").notNull(),
    metaKeywords: text("meta_keywords").notNull(),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.edition] })],
);

export const series = pgTable(
  "series",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id),
    manufacturerId: text("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    top: boolean("top").notNull().default(false),
    thumbnail: text("thumbnail").notNull(),
  },
  (t) => [index("series_category_manufacturer").on(t.categoryId, t.manufacturerId)],
);

export const seriesTexts = pgTable(
  "series_texts",
  {
    seriesId: text("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    content: text("content").notNull(),
    metaDescription: text("meta_description").notNull(),
    metaKeywords: text("meta_keywords").notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.edition] })],
);

export const devices = pgTable(
  "devices",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    model: text("model").notNull(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id),
    manufacturerId: text("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    seriesId: text("series_id")
      .notNull()
      .references(() => series.id),
    releaseYear: smallint("release_year").notNull(),
    releaseMonth: smallint("release_month").notNull(),
    image: text("image").notNull(),
    thumbnail: text("thumbnail").notNull(),
    /** Model, name, manufacturer, series and the extra terms people type, lower-cased. */
    searchText: text("search_text").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    /** Static order of search results: real devices first, then popularity, then newest. */
    searchRank: integer("search_rank").notNull().default(0),
    popularity: integer("popularity").notNull().default(0),
    generated: boolean("generated").notNull().default(false),
    /** Hidden by the catalog team (decision 0039): gone from the shop; offers and trades keep it. */
    hidden: boolean("hidden").notNull().default(false),
  },
  (t) => [
    index("devices_hidden").on(t.id).where(sql`${t.hidden}`),
    /** The catalog editor's list, by name, in pages (decision 0039). */
    index("devices_name").on(t.name, t.id),
    /** A series' devices newest first, then by name: the sell-category page reads 100 per series and stops (decision 0049). */
    index("devices_series_release_name").on(t.seriesId, t.releaseYear.desc(), t.releaseMonth.desc(), t.name),
    /** Overviews in their exact order (newest, then name as sorted by `lower(name) collate "C"`, id): a page is read, not sorted (decision 0049). */
    index("devices_category_order").on(t.categoryId, t.releaseYear.desc(), t.releaseMonth.desc(), sql`lower(${t.name}) collate "C"`, t.id),
    index("devices_category_manufacturer_order").on(
      t.categoryId,
      t.manufacturerId,
      t.releaseYear.desc(),
      t.releaseMonth.desc(),
      sql`lower(${t.name}) collate "C"`,
      t.id,
    ),
    index("devices_manufacturer_release").on(t.manufacturerId, t.releaseYear.desc(), t.releaseMonth.desc()),
    index("devices_search_vector").using("gin", t.searchVector),
    index("devices_search_vector_real").using("gin", t.searchVector).where(sql`not ${t.generated}`),
    index("devices_search_rank").on(t.searchRank.desc()),
    /** The typeahead's generated devices in rank order, ties by id: a common prefix stops at the window (decisions 0049, 0059). */
    index("devices_generated_rank").on(t.searchRank.desc(), t.id).where(sql`${t.generated} and not ${t.hidden}`),
  ],
);

/** A device's name in one edition where it differs from `devices.name` (decision 0039). */
export const deviceTexts = pgTable(
  "device_texts",
  {
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.edition] })],
);

/** Base price of a flawless device, per edition, in cents. */
export const devicePrices = pgTable(
  "device_prices",
  {
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    basePriceCents: integer("base_price_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.edition] })],
);

/**
 * A device's catalog photo (decision 0030): the AVIF and WebP variants made by
 * core/catalog/photos.server.ts, as storage keys with their widths. No row: the drawing shows.
 */
export const devicePhotos = pgTable("device_photos", {
  deviceId: integer("device_id")
    .primaryKey()
    .references(() => devices.id, { onDelete: "cascade" }),
  variants: jsonb("variants").$type<{ key: string; format: "avif" | "webp"; width: number; height: number }[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Condition questions: per category, or per device where a device overrides its category's. */
export const questions = pgTable(
  "questions",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    categoryId: text("category_id").references(() => categories.id),
    deviceId: integer("device_id").references(() => devices.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("questions_category").on(t.categoryId), index("questions_device").on(t.deviceId)],
);

export const questionTexts = pgTable(
  "question_texts",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    question: text("question").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.edition] })],
);

export const answers = pgTable(
  "answers",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** multiplier | deduction | noOffer */
    effectKind: text("effect_kind").notNull(),
    multiplier: numeric("multiplier", { precision: 6, scale: 4 }),
    deductionCents: integer("deduction_cents"),
  },
  (t) => [index("answers_question").on(t.questionId)],
);

export const answerTexts = pgTable(
  "answer_texts",
  {
    answerId: integer("answer_id")
      .notNull()
      .references(() => answers.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    text: text("text").notNull(),
    help: text("help").notNull(),
    noOfferReason: text("no_offer_reason"),
    /** What the inspector found, as the customer reads it when this answer differs from theirs (issue 29). */
    finding: text("finding"),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.edition] })],
);

/** Every word devices are found by: the vocabulary that typos are corrected against. */
export const searchTerms = pgTable("search_terms", { term: text("term").primaryKey() }, (t) => [
  index("search_terms_trgm").using("gin", sql`${t.term} gin_trgm_ops`),
  /** "Does a known word start with …" (starts_with) without reading the whole vocabulary (decision 0049). */
  index("search_terms_prefix").using("spgist", t.term),
]);

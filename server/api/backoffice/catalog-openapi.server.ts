/**
 * The catalog editor's OpenAPI entries (decisions 0027 and 0039), from the zod schemas its
 * handlers validate with; spread into server/api/openapi.server.ts. Back-office host only; a staff
 * bearer with the role `catalog` or `admin`.
 */
import {
  categoryUpdateSchema,
  deviceCreateSchema,
  deviceListQuerySchema,
  deviceUpdateSchema,
  manufacturerCreateSchema,
  manufacturerUpdateSchema,
  questionCreateSchema,
  questionUpdateSchema,
  seriesCreateSchema,
  seriesUpdateSchema,
} from "../../../core/catalog-admin/index.ts";
import { z } from "../../../core/shared/index.ts";
import { pathsFromZod, type ZodOperation } from "../../http/openapi-zod.server.ts";
import { catalogIdParams, catalogNumberParams, questionQuerySchema, seriesQuerySchema } from "./catalog.server.ts";

const staff = { auth: "staff" as const, tags: ["back office", "catalog"] };
const denied = { "401": "No valid staff bearer token", "403": "Not a catalog or admin user (or a step is pending)" };
const write = {
  ...denied,
  "400": "Malformed JSON",
  "409": "The slug (or code) is taken",
  "415": "Not JSON",
  "422": "Invalid input, or an unknown parent (series, category, manufacturer): errors name each field",
};
const texts = "texts {edition: {...}} for en, de, at, es, fr, it";

const op = (summary: string, rest: Omit<ZodOperation, "summary">): ZodOperation => ({ summary, ...staff, ...rest });

/** Reading and changing one thing at `…/{id}` (the same answers for every kind but its name). */
const readAndChange = (thing: string, params: z.ZodObject, body: z.ZodType, summaries: { get: string; patch: string }) => {
  const found = { "200": `The ${thing}`, "404": `No such ${thing}` };
  return {
    get: op(summaries.get, { params, responses: { ...found, ...denied } }),
    patch: op(summaries.patch, { params, body, responses: { ...found, ...write } }),
  };
};
/** Making a new thing: 201 with it. */
const create = (thing: string, summary: string, body: z.ZodType, responses: Record<string, string> = {}) =>
  op(summary, { body, responses: { "201": `The ${thing}`, ...write, ...responses } });
/** Hiding or showing a device again. */
const visibility = (summary: string) =>
  op(summary, {
    params: catalogNumberParams,
    responses: { "200": "The device", ...denied, "404": "No such device", "422": "Invalid id" },
  });

export const catalogOpenApiPaths = pathsFromZod({
  "/api/backoffice/catalog/categories": {
    get: op(`Every category with its order, top manufacturers, device count and ${texts} (name, slug, content, meta)`, {
      responses: { "200": "{categories}", ...denied },
    }),
  },
  "/api/backoffice/catalog/categories/{id}": readAndChange("category", catalogIdParams, categoryUpdateSchema, {
    get: "One category",
    patch:
      "Change a category's order, top manufacturers or per-edition texts (slugs unique per edition; audited, shown in the shop at once)",
  }),
  "/api/backoffice/catalog/manufacturers": {
    get: op("Every manufacturer with series and device counts", { responses: { "200": "{manufacturers}", ...denied } }),
    post: create(
      "manufacturer",
      `A new manufacturer (its id is its slug) with ${texts} (content, meta; blank where not given)`,
      manufacturerCreateSchema,
    ),
  },
  "/api/backoffice/catalog/manufacturers/{id}": readAndChange("manufacturer", catalogIdParams, manufacturerUpdateSchema, {
    get: "One manufacturer with its per-edition texts",
    patch: "Change a manufacturer's name, slug or texts (audited)",
  }),
  "/api/backoffice/catalog/series": {
    get: op("Series, by category and/or manufacturer", {
      query: seriesQuerySchema,
      responses: { "200": "{series}", ...denied, "422": "Invalid filter" },
    }),
    post: create("series", "A new series of a category and manufacturer (its id is its slug)", seriesCreateSchema),
  },
  "/api/backoffice/catalog/series/{id}": readAndChange("series", catalogIdParams, seriesUpdateSchema, {
    get: "One series with its per-edition texts",
    patch: "Change a series (moving it to another category or manufacturer moves its devices along; audited)",
  }),
  "/api/backoffice/catalog/devices": {
    get: op("Devices (hidden ones too), by name; filter by words or id, category, manufacturer, series, hidden; pages of 50", {
      query: deviceListQuerySchema,
      responses: { "200": "{items, total, page, pageSize, pages}", ...denied, "422": "Invalid filter" },
    }),
    post: create(
      "device",
      "A new device in a series (category and manufacturer are the series'); no prices here (see the price editor)",
      deviceCreateSchema,
    ),
  },
  "/api/backoffice/catalog/devices/{id}": readAndChange("device", catalogNumberParams, deviceUpdateSchema, {
    get: "One device with its per-edition names, extra search terms, hidden flag and whether it has questions of its own",
    patch:
      "Change a device: name, model, slug, series, release year and month, search terms, per-edition names (null: the device's own name); audited",
  }),
  "/api/backoffice/catalog/devices/{id}/hide": {
    post: visibility(
      "Hide a device from the shop (search, lists, counts; its page answers 404; no new offers). Offers and trades made keep it",
    ),
  },
  "/api/backoffice/catalog/devices/{id}/unhide": { post: visibility("Show a hidden device in the shop again") },
  "/api/backoffice/catalog/devices/{id}/photo": {
    put: op(
      "Set the device's photo (decision 0104): AVIF and WebP at 120–960 px, 4:3, without metadata; the shop shows it instead of the drawing; audited",
      {
        params: catalogNumberParams,
        upload: { field: "photo", description: "A JPEG, PNG, WebP, AVIF or HEIC image up to 10 MB and 50 megapixels" },
        responses: {
          "200": "{deviceId, photo: the stored variants}",
          ...denied,
          "404": "No such device",
          "413": "Over 10 MB",
          "415": "Not multipart, or not an image",
          "422": "Invalid id or no photo part",
        },
      },
    ),
    delete: op("Remove the device's photo: the shop shows its drawing again; audited", {
      params: catalogNumberParams,
      responses: { "200": "{deviceId, photo: null}", ...denied, "404": "No such device", "422": "Invalid id" },
    }),
  },
  "/api/backoffice/catalog/questions": {
    get: op(
      "The condition questions of a category (shared) or of one device (its own replace the category's), with answers, effects and texts",
      {
        query: questionQuerySchema,
        responses: { "200": "{questions}", ...denied, "422": "Give category or device" },
      },
    ),
    post: create(
      "question",
      "A new question with at least two answers, for a category or one device; every edition needs its texts (and a reason for each no-offer answer)",
      questionCreateSchema,
      { "409": "The code is taken, or the device's first own question while trades of it wait for inspection" },
    ),
  },
  "/api/backoffice/catalog/questions/{id}": readAndChange("question", catalogNumberParams, questionUpdateSchema, {
    get: "One question with its answers",
    patch:
      "Change a question's order and texts, its answers' order, effects (multiplier 0 < m ≤ 1, deduction in cents, no offer) and texts; add answers (none are deleted). New offers use it at once; offers made keep their price",
  }),
});

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

export const catalogOpenApiPaths = pathsFromZod({
  "/api/backoffice/catalog/categories": {
    get: op(`Every category with its order, top manufacturers, device count and ${texts} (name, slug, content, meta)`, {
      responses: { "200": "{categories}", ...denied },
    }),
  },
  "/api/backoffice/catalog/categories/{id}": {
    get: op("One category", { params: catalogIdParams, responses: { "200": "The category", ...denied, "404": "No such category" } }),
    patch: op(
      "Change a category's order, top manufacturers or per-edition texts (slugs unique per edition; audited, shown in the shop at once)",
      {
        params: catalogIdParams,
        body: categoryUpdateSchema,
        responses: { "200": "The category", ...write, "404": "No such category" },
      },
    ),
  },
  "/api/backoffice/catalog/manufacturers": {
    get: op("Every manufacturer with series and device counts", { responses: { "200": "{manufacturers}", ...denied } }),
    post: op(`A new manufacturer (its id is its slug) with ${texts} (content, meta; blank where not given)`, {
      body: manufacturerCreateSchema,
      responses: { "201": "The manufacturer", ...write },
    }),
  },
  "/api/backoffice/catalog/manufacturers/{id}": {
    get: op("One manufacturer with its per-edition texts", {
      params: catalogIdParams,
      responses: { "200": "The manufacturer", ...denied, "404": "No such manufacturer" },
    }),
    patch: op("Change a manufacturer's name, slug or texts (audited)", {
      params: catalogIdParams,
      body: manufacturerUpdateSchema,
      responses: { "200": "The manufacturer", ...write, "404": "No such manufacturer" },
    }),
  },
  "/api/backoffice/catalog/series": {
    get: op("Series, by category and/or manufacturer", {
      query: seriesQuerySchema,
      responses: { "200": "{series}", ...denied, "422": "Invalid filter" },
    }),
    post: op("A new series of a category and manufacturer (its id is its slug)", {
      body: seriesCreateSchema,
      responses: { "201": "The series", ...write },
    }),
  },
  "/api/backoffice/catalog/series/{id}": {
    get: op("One series with its per-edition texts", {
      params: catalogIdParams,
      responses: { "200": "The series", ...denied, "404": "No such series" },
    }),
    patch: op("Change a series (moving it to another category or manufacturer moves its devices along; audited)", {
      params: catalogIdParams,
      body: seriesUpdateSchema,
      responses: { "200": "The series", ...write, "404": "No such series" },
    }),
  },
  "/api/backoffice/catalog/devices": {
    get: op("Devices (hidden ones too), by name; filter by words or id, category, manufacturer, series, hidden; pages of 50", {
      query: deviceListQuerySchema,
      responses: { "200": "{items, total, page, pageSize, pages}", ...denied, "422": "Invalid filter" },
    }),
    post: op("A new device in a series (category and manufacturer are the series'); no prices here (see the price editor)", {
      body: deviceCreateSchema,
      responses: { "201": "The device", ...write },
    }),
  },
  "/api/backoffice/catalog/devices/{id}": {
    get: op("One device with its per-edition names, extra search terms, hidden flag and whether it has questions of its own", {
      params: catalogNumberParams,
      responses: { "200": "The device", ...denied, "404": "No such device" },
    }),
    patch: op(
      "Change a device: name, model, slug, series, release year and month, search terms, per-edition names (null: the device's own name); audited",
      {
        params: catalogNumberParams,
        body: deviceUpdateSchema,
        responses: { "200": "The device", ...write, "404": "No such device" },
      },
    ),
  },
  "/api/backoffice/catalog/devices/{id}/hide": {
    post: op("Hide a device from the shop (search, lists, counts; its page answers 404; no new offers). Offers and trades made keep it", {
      params: catalogNumberParams,
      responses: { "200": "The device", ...denied, "404": "No such device", "422": "Invalid id" },
    }),
  },
  "/api/backoffice/catalog/devices/{id}/unhide": {
    post: op("Show a hidden device in the shop again", {
      params: catalogNumberParams,
      responses: { "200": "The device", ...denied, "404": "No such device", "422": "Invalid id" },
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
    post: op(
      "A new question with at least two answers, for a category or one device; every edition needs its texts (and a reason for each no-offer answer)",
      {
        body: questionCreateSchema,
        responses: {
          "201": "The question",
          ...write,
          "409": "The code is taken, or the device's first own question while trades of it wait for inspection",
        },
      },
    ),
  },
  "/api/backoffice/catalog/questions/{id}": {
    get: op("One question with its answers", {
      params: catalogNumberParams,
      responses: { "200": "The question", ...denied, "404": "No such question" },
    }),
    patch: op(
      "Change a question's order and texts, its answers' order, effects (multiplier 0 < m ≤ 1, deduction in cents, no offer) and texts; add answers (none are deleted). New offers use it at once; offers made keep their price",
      {
        params: catalogNumberParams,
        body: questionUpdateSchema,
        responses: { "200": "The question", ...write, "404": "No such question" },
      },
    ),
  },
});

/**
 * `/api/backoffice/catalog` (decision 0039): the catalog editor's API for the roles `catalog` and
 * `admin`: categories, manufacturers, series, devices (with their per-edition texts, hide and
 * unhide) and the condition questions with their answers' effects. Inputs are the zod schemas of
 * core/catalog-admin/rules.ts; every change is audited and announced (core/changes) by the core.
 */
import { Hono, type Context } from "hono";
import {
  createEditorDevice,
  createEditorManufacturer,
  createEditorQuestion,
  createEditorSeries,
  getEditorCategory,
  getEditorDevice,
  getEditorManufacturer,
  getEditorQuestion,
  getEditorSeries,
  listEditorCategories,
  listEditorDevices,
  listEditorManufacturers,
  listEditorQuestions,
  listEditorSeries,
  setDeviceHidden,
  updateEditorCategory,
  updateEditorDevice,
  updateEditorManufacturer,
  updateEditorQuestion,
  updateEditorSeries,
  type EditorActor,
} from "../../../core/catalog-admin/index.server.ts";
import {
  categoryUpdateSchema,
  deviceCreateSchema,
  deviceListQuerySchema,
  deviceUpdateSchema,
  idField,
  manufacturerCreateSchema,
  manufacturerUpdateSchema,
  questionCreateSchema,
  questionUpdateSchema,
  seriesCreateSchema,
  seriesUpdateSchema,
} from "../../../core/catalog-admin/index.ts";
import { nowFrom, inputString, z } from "../../../core/shared/index.ts";
import type { Db } from "../../../db/client.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { found } from "../../http/found.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

export const CATALOG_ROLES = ["catalog", "admin"] as const;

export const catalogIdParams = z.object({ id: idField().describe("The id (lower-case letters, digits, hyphens)") });
export const catalogNumberParams = z.object({
  id: inputString()
    .regex(/^[1-9]\d{0,8}$/, "validation.invalid")
    .describe("The id (a positive integer)"),
});
export const seriesQuerySchema = z.object({ category: idField().optional(), manufacturer: idField().optional() }).strict();
export const questionQuerySchema = z
  .object({
    category: idField().optional(),
    device: inputString()
      .regex(/^[1-9]\d{0,8}$/, "validation.invalid")
      .optional(),
  })
  .strict()
  .refine((q) => (q.category === undefined) !== (q.device === undefined), {
    message: "backoffice.catalog.error.questionOwner",
    path: ["category"],
  });

async function editor(c: Context<AppEnv>): Promise<EditorActor> {
  const staff = await requireStaff(c, ...CATALOG_ROLES);
  c.header("Cache-Control", "no-store");
  return { staffId: staff.staff.id, staffEmail: staff.staff.email, clientKey: c.get("clientKey") ?? null, now: nowFrom(c.get("deps")) };
}

const dbOf = (c: Context<AppEnv>) => c.get("deps").database.db;
const numberId = (c: Context<AppEnv>) => Number(parseWith(catalogNumberParams, c.req.param()).id);
const textId = (c: Context<AppEnv>) => parseWith(catalogIdParams, c.req.param()).id;
const query = (c: Context<AppEnv>) => Object.fromEntries(new URL(c.req.url).searchParams);

/** One editable kind of thing: how its id is read, and how it is read, changed and (maybe) made. */
interface Editable<Id, Update, Create> {
  what: string;
  id: (c: Context<AppEnv>) => Id;
  get: (db: Db, id: Id) => Promise<unknown>;
  update: [schema: z.ZodType<Update>, run: (db: Db, id: Id, input: Update, actor: EditorActor) => Promise<unknown>];
  create?: [schema: z.ZodType<Create>, run: (db: Db, input: Create, actor: EditorActor) => Promise<unknown>];
}

/** `POST path` (when it can be made), `GET path/:id` and `PATCH path/:id` of one editable kind. */
function editableRoutes<Id, Update, Create>(app: Hono<AppEnv>, path: string, thing: Editable<Id, Update, Create>): void {
  const { create } = thing;
  if (create)
    app.post(path, async (c) => {
      const actor = await editor(c);
      return c.json(await create[1](dbOf(c), await readJson(c, create[0]), actor), 201);
    });
  app.get(`${path}/:id`, async (c) => {
    await editor(c);
    return c.json(found(await thing.get(dbOf(c), thing.id(c)), `backoffice.catalog.error.${thing.what}NotFound`));
  });
  app.patch(`${path}/:id`, async (c) => {
    const actor = await editor(c);
    const id = thing.id(c);
    return c.json(await thing.update[1](dbOf(c), id, await readJson(c, thing.update[0]), actor));
  });
}

export const backofficeCatalogApi = new Hono<AppEnv>()
  .get("/categories", async (c) => {
    await editor(c);
    return c.json({ categories: await listEditorCategories(dbOf(c)) });
  })
  .get("/manufacturers", async (c) => {
    await editor(c);
    return c.json({ manufacturers: await listEditorManufacturers(dbOf(c)) });
  })
  .get("/series", async (c) => {
    await editor(c);
    const q = parseWith(seriesQuerySchema, query(c));
    return c.json({
      series: await listEditorSeries(dbOf(c), {
        ...(q.category ? { categoryId: q.category } : {}),
        ...(q.manufacturer ? { manufacturerId: q.manufacturer } : {}),
      }),
    });
  })
  .get("/devices", async (c) => {
    await editor(c);
    return c.json(await listEditorDevices(dbOf(c), parseWith(deviceListQuerySchema, query(c))));
  })
  .post("/devices/:id/hide", async (c) => {
    const actor = await editor(c);
    return c.json(await setDeviceHidden(dbOf(c), numberId(c), true, actor));
  })
  .post("/devices/:id/unhide", async (c) => {
    const actor = await editor(c);
    return c.json(await setDeviceHidden(dbOf(c), numberId(c), false, actor));
  })
  .get("/questions", async (c) => {
    await editor(c);
    const q = parseWith(questionQuerySchema, query(c));
    return c.json({
      questions: await listEditorQuestions(dbOf(c), q.category ? { categoryId: q.category } : { deviceId: Number(q.device) }),
    });
  });

editableRoutes(backofficeCatalogApi, "/categories", {
  what: "category",
  id: textId,
  get: getEditorCategory,
  update: [categoryUpdateSchema, updateEditorCategory],
});
editableRoutes(backofficeCatalogApi, "/manufacturers", {
  what: "manufacturer",
  id: textId,
  get: getEditorManufacturer,
  update: [manufacturerUpdateSchema, updateEditorManufacturer],
  create: [manufacturerCreateSchema, createEditorManufacturer],
});
editableRoutes(backofficeCatalogApi, "/series", {
  what: "series",
  id: textId,
  get: getEditorSeries,
  update: [seriesUpdateSchema, updateEditorSeries],
  create: [seriesCreateSchema, createEditorSeries],
});
editableRoutes(backofficeCatalogApi, "/devices", {
  what: "device",
  id: numberId,
  get: getEditorDevice,
  update: [deviceUpdateSchema, updateEditorDevice],
  create: [deviceCreateSchema, createEditorDevice],
});
editableRoutes(backofficeCatalogApi, "/questions", {
  what: "question",
  id: numberId,
  get: getEditorQuestion,
  update: [questionUpdateSchema, updateEditorQuestion],
  create: [questionCreateSchema, createEditorQuestion],
});

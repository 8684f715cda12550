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
  setEditorDevicePhoto,
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
import { nowFrom, inputString, ProblemError, z } from "../../../core/shared/index.ts";
import type { Db } from "../../../db/client.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { found } from "../../http/found.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { photoPart } from "./inspection.server.ts";
import { storageOf } from "../../config/storage.server.ts";
import { readFormBody } from "../../http/form-body.server.ts";

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

type Api = Hono<AppEnv>;
type IdOf<Id> = (c: Context<AppEnv>) => Id;
type Change<Id, Input> = (db: Db, id: Id, input: Input, actor: EditorActor) => Promise<unknown>;
type Create<Input> = (db: Db, input: Input, actor: EditorActor) => Promise<unknown>;

/** `GET path/:id`: one thing, or 404 `backoffice.catalog.error.<what>NotFound`. */
function readRoute<Id>(app: Api, path: string, id: IdOf<Id>, get: (db: Db, id: Id) => Promise<unknown>, what: string): void {
  app.get(`${path}/:id`, async (c) => {
    await editor(c);
    return c.json(found(await get(dbOf(c), id(c)), `backoffice.catalog.error.${what}NotFound`));
  });
}

/** `PATCH path/:id`: the id is checked before the body. */
function changeRoute<Id, Input>(app: Api, path: string, id: IdOf<Id>, schema: z.ZodType<Input>, change: Change<Id, Input>): void {
  app.patch(`${path}/:id`, async (c) => {
    const actor = await editor(c);
    const thingId = id(c);
    return c.json(await change(dbOf(c), thingId, await readJson(c, schema), actor));
  });
}

/** `POST path`: 201 with the new thing. */
function createRoute<Input>(app: Api, path: string, schema: z.ZodType<Input>, create: Create<Input>): void {
  app.post(path, async (c) => {
    const actor = await editor(c);
    return c.json(await create(dbOf(c), await readJson(c, schema), actor), 201);
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
  /** The device's photo (multipart, part `photo`; decision 0104): shown in the shop instead of the drawing. */
  .put("/devices/:id/photo", async (c) => {
    const actor = await editor(c);
    const id = numberId(c);
    if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? ""))
      throw new ProblemError(415, "unsupported_image", "backoffice.photo.missing", [
        { field: "photo", message: "backoffice.photo.missing" },
      ]);
    const { bytes } = await photoPart(await readFormBody(c.req.raw));
    return c.json(await setEditorDevicePhoto(dbOf(c), storageOf(c.get("deps")), id, bytes, actor));
  })
  .delete("/devices/:id/photo", async (c) => {
    const actor = await editor(c);
    return c.json(await setEditorDevicePhoto(dbOf(c), storageOf(c.get("deps")), numberId(c), null, actor));
  })
  .get("/questions", async (c) => {
    await editor(c);
    const q = parseWith(questionQuerySchema, query(c));
    return c.json({
      questions: await listEditorQuestions(dbOf(c), q.category ? { categoryId: q.category } : { deviceId: Number(q.device) }),
    });
  });

readRoute(backofficeCatalogApi, "/categories", textId, getEditorCategory, "category");
readRoute(backofficeCatalogApi, "/manufacturers", textId, getEditorManufacturer, "manufacturer");
readRoute(backofficeCatalogApi, "/series", textId, getEditorSeries, "series");
readRoute(backofficeCatalogApi, "/devices", numberId, getEditorDevice, "device");
readRoute(backofficeCatalogApi, "/questions", numberId, getEditorQuestion, "question");

changeRoute(backofficeCatalogApi, "/categories", textId, categoryUpdateSchema, updateEditorCategory);
changeRoute(backofficeCatalogApi, "/manufacturers", textId, manufacturerUpdateSchema, updateEditorManufacturer);
changeRoute(backofficeCatalogApi, "/series", textId, seriesUpdateSchema, updateEditorSeries);
changeRoute(backofficeCatalogApi, "/devices", numberId, deviceUpdateSchema, updateEditorDevice);
changeRoute(backofficeCatalogApi, "/questions", numberId, questionUpdateSchema, updateEditorQuestion);

createRoute(backofficeCatalogApi, "/manufacturers", manufacturerCreateSchema, createEditorManufacturer);
createRoute(backofficeCatalogApi, "/series", seriesCreateSchema, createEditorSeries);
createRoute(backofficeCatalogApi, "/devices", deviceCreateSchema, createEditorDevice);
createRoute(backofficeCatalogApi, "/questions", questionCreateSchema, createEditorQuestion);

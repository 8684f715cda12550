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
import { nowFrom, inputString, ProblemError, z } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
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
const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw new ProblemError(404, "not_found", `backoffice.catalog.error.${what}NotFound`);
  return value;
};
const query = (c: Context<AppEnv>) => Object.fromEntries(new URL(c.req.url).searchParams);

export const backofficeCatalogApi = new Hono<AppEnv>()
  .get("/categories", async (c) => {
    await editor(c);
    return c.json({ categories: await listEditorCategories(dbOf(c)) });
  })
  .get("/categories/:id", async (c) => {
    await editor(c);
    return c.json(found(await getEditorCategory(dbOf(c), textId(c)), "category"));
  })
  .patch("/categories/:id", async (c) => {
    const actor = await editor(c);
    const id = textId(c);
    return c.json(await updateEditorCategory(dbOf(c), id, await readJson(c, categoryUpdateSchema), actor));
  })
  .get("/manufacturers", async (c) => {
    await editor(c);
    return c.json({ manufacturers: await listEditorManufacturers(dbOf(c)) });
  })
  .post("/manufacturers", async (c) => {
    const actor = await editor(c);
    return c.json(await createEditorManufacturer(dbOf(c), await readJson(c, manufacturerCreateSchema), actor), 201);
  })
  .get("/manufacturers/:id", async (c) => {
    await editor(c);
    return c.json(found(await getEditorManufacturer(dbOf(c), textId(c)), "manufacturer"));
  })
  .patch("/manufacturers/:id", async (c) => {
    const actor = await editor(c);
    const id = textId(c);
    return c.json(await updateEditorManufacturer(dbOf(c), id, await readJson(c, manufacturerUpdateSchema), actor));
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
  .post("/series", async (c) => {
    const actor = await editor(c);
    return c.json(await createEditorSeries(dbOf(c), await readJson(c, seriesCreateSchema), actor), 201);
  })
  .get("/series/:id", async (c) => {
    await editor(c);
    return c.json(found(await getEditorSeries(dbOf(c), textId(c)), "series"));
  })
  .patch("/series/:id", async (c) => {
    const actor = await editor(c);
    const id = textId(c);
    return c.json(await updateEditorSeries(dbOf(c), id, await readJson(c, seriesUpdateSchema), actor));
  })
  .get("/devices", async (c) => {
    await editor(c);
    return c.json(await listEditorDevices(dbOf(c), parseWith(deviceListQuerySchema, query(c))));
  })
  .post("/devices", async (c) => {
    const actor = await editor(c);
    return c.json(await createEditorDevice(dbOf(c), await readJson(c, deviceCreateSchema), actor), 201);
  })
  .get("/devices/:id", async (c) => {
    await editor(c);
    return c.json(found(await getEditorDevice(dbOf(c), numberId(c)), "device"));
  })
  .patch("/devices/:id", async (c) => {
    const actor = await editor(c);
    const id = numberId(c);
    return c.json(await updateEditorDevice(dbOf(c), id, await readJson(c, deviceUpdateSchema), actor));
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
  })
  .post("/questions", async (c) => {
    const actor = await editor(c);
    return c.json(await createEditorQuestion(dbOf(c), await readJson(c, questionCreateSchema), actor), 201);
  })
  .get("/questions/:id", async (c) => {
    await editor(c);
    return c.json(found(await getEditorQuestion(dbOf(c), numberId(c)), "question"));
  })
  .patch("/questions/:id", async (c) => {
    const actor = await editor(c);
    const id = numberId(c);
    return c.json(await updateEditorQuestion(dbOf(c), id, await readJson(c, questionUpdateSchema), actor));
  });

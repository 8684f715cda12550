/**
 * `/api/backoffice/prices` and `/api/backoffice/devices/{deviceId}/prices` (issue 14, decision
 * 0038): catalog staff (and admin) export an edition's prices as CSV, upload a CSV for a diff
 * preview, apply a preview, preview and apply a bulk change by a percentage, and read or set one
 * device's prices with their history; a guarded change needs `confirm` and a `reason` (decision 0087).
 */
import { Hono, type Context } from "hono";
import { EDITIONS } from "../../../core/editions/index.ts";
import { cleanReason, DIFF_KINDS, parseBulkInput, PRICE_REASON_MAX, type PriceGuardSettings } from "../../../core/pricing-admin/index.ts";
import {
  applyBulkChange,
  applyPriceImport,
  BULK_BASIS,
  devicePricesOf,
  exportPricesCsv,
  previewBulkChange,
  priceImportOf,
  previewPriceImport,
  setDevicePrice,
  type PriceActor,
} from "../../../core/pricing-admin/index.server.ts";
import { nowFrom, inputString, ProblemError, z } from "../../../core/shared/index.ts";
import { PRICE_ROLES } from "../../../core/staff/index.ts";
import { type StaffContext } from "../../../core/staff/index.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { csvResponse } from "../../http/file-answers.server.ts";
import { found } from "../../http/found.server.ts";

export const editionQuery = z.object({ edition: z.enum(EDITIONS).describe("The edition whose prices the file holds") });
export const importParams = z.object({
  id: inputString()
    .regex(/^[A-Za-z0-9_-]{22}$/, "validation.invalid")
    .describe("The import's id from the upload's answer"),
});
export const importQuery = z.object({
  kind: z.enum(DIFF_KINDS).optional().describe("Only the rows of this kind"),
  page: z.coerce.number().int().min(1).max(10_000).optional().describe("Pages of 100 rows"),
});
export const deviceParams = z.object({ deviceId: z.coerce.number().int().min(1).max(2_147_483_647).describe("The device's id") });
export const devicePriceParams = deviceParams.extend({ edition: z.enum(EDITIONS).describe("The edition") });
/** A guarded change's confirmation and reason (decision 0087). */
const guardFields = {
  confirm: z.boolean().optional().describe("true: the caller confirms a guarded change (beyond the allowed step or above the ceiling)"),
  reason: inputString({ multiline: true })
    .max(PRICE_REASON_MAX, "validation.tooLong")
    .optional()
    .describe("Why: required with confirm for a guarded change; kept in the price history"),
};
export const devicePriceBody = z.object({
  price: z
    .union([z.number(), inputString().max(20, "validation.tooLong")])
    .describe("The base price in EUR: a number or a decimal text, at most two decimals, above 0 and at most 50,000"),
  ...guardFields,
});
const bulkFilterFields = {
  edition: z.enum(EDITIONS).describe("The edition whose prices change"),
  percent: z
    .union([z.number(), inputString().max(12, "validation.tooLong")])
    .describe("The change in percent: from -90 to +200, at most two decimals, not 0 (10 = ten percent more)"),
  category: inputString().max(64, "validation.tooLong").optional().describe("Only devices of this category id"),
  manufacturer: inputString().max(64, "validation.tooLong").optional().describe("Only devices of this manufacturer id"),
  releaseYear: z
    .union([z.number(), inputString().max(4, "validation.tooLong")])
    .optional()
    .describe("Only devices released in this year"),
};
export const bulkQuery = z.object(bulkFilterFields);
export const bulkBody = z.object({
  ...bulkFilterFields,
  basis: inputString()
    .regex(BULK_BASIS, "validation.invalid")
    .describe("The preview's basis: the apply is refused when the rows changed since"),
  ...guardFields,
});

/** The guard's settings (decision 0087): PRICE_STEP_PERCENT and PRICE_CEILING_EUR. */
export const priceGuardSettings = (config: { PRICE_STEP_PERCENT: number; PRICE_CEILING_EUR: number }): PriceGuardSettings => ({
  stepPercent: config.PRICE_STEP_PERCENT,
  ceilingCents: config.PRICE_CEILING_EUR * 100,
});

/** A bulk change's input by the one rule of the page and the API; 422 naming each bad field. */
function bulkInputOf(raw: Record<string, unknown>) {
  const parsed = parseBulkInput(raw);
  if (!parsed.ok) throw new ProblemError(422, "validation", undefined, parsed.errors);
  return parsed.input;
}

export const actorOf = (staff: StaffContext, clientKey: string | null | undefined): PriceActor => ({
  staffId: staff.staff.id,
  staffEmail: staff.staff.email,
  clientKey: clientKey ?? null,
});

/** The CSV of a request: a text/csv body, or the `file` part of a multipart form. */
async function csvOf(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; fileName: string | null }> {
  const type = c.req.header("content-type") ?? "";
  if (/^text\/csv\b/i.test(type)) return { bytes: new Uint8Array(await c.req.arrayBuffer()), fileName: null };
  if (/^multipart\/form-data\b/i.test(type)) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new ProblemError(400, "bad_request", "backoffice.prices.fileError.missing");
    }
    const file = form.get("file");
    if (!(file instanceof File))
      throw new ProblemError(422, "validation", undefined, [{ field: "file", message: "backoffice.prices.fileError.missing" }]);
    return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name || null };
  }
  throw new ProblemError(415, "unsupported_media_type", "backoffice.prices.fileError.type");
}

export const backofficePricesApi = new Hono<AppEnv>()
  .get("/export", async (c) => {
    await requireStaff(c, ...PRICE_ROLES);
    const { edition } = parseWith(editionQuery, c.req.query());
    const csv = await exportPricesCsv(c.get("deps").database.db, edition);
    return csvResponse(csv, `prices-${edition}.csv`);
  })
  .post("/imports", async (c) => {
    const staff = await requireStaff(c, ...PRICE_ROLES);
    const { edition } = parseWith(editionQuery, c.req.query());
    const { bytes, fileName } = await csvOf(c);
    const deps = c.get("deps");
    const preview = await previewPriceImport(deps.database.db, edition, bytes, actorOf(staff, c.get("clientKey")), nowFrom(deps), fileName);
    return c.json(await priceImportOf(deps.database.db, preview.id), 201);
  })
  .get("/imports/:id", async (c) => {
    await requireStaff(c, ...PRICE_ROLES);
    const { id } = parseWith(importParams, c.req.param());
    const { kind, page } = parseWith(importQuery, c.req.query());
    const db = c.get("deps").database.db;
    return c.json(found(await priceImportOf(db, id, { kind, page: page ?? 1 }), "backoffice.prices.problem.noImport"));
  })
  .post("/imports/:id/apply", async (c) => {
    const staff = await requireStaff(c, ...PRICE_ROLES);
    const { id } = parseWith(importParams, c.req.param());
    const deps = c.get("deps");
    return c.json(await applyPriceImport(deps.database.db, id, actorOf(staff, c.get("clientKey")), nowFrom(deps)));
  })
  .get("/bulk", async (c) => {
    await requireStaff(c, ...PRICE_ROLES);
    const input = bulkInputOf(parseWith(bulkQuery, c.req.query()));
    const deps = c.get("deps");
    return c.json(await previewBulkChange(deps.database.db, input, priceGuardSettings(deps.config)));
  })
  .post("/bulk", async (c) => {
    const staff = await requireStaff(c, ...PRICE_ROLES);
    const body = await readJson(c, bulkBody);
    const input = bulkInputOf(body);
    const deps = c.get("deps");
    return c.json(
      await applyBulkChange(deps.database.db, input, body.basis, actorOf(staff, c.get("clientKey")), nowFrom(deps), {
        settings: priceGuardSettings(deps.config),
        confirmed: body.confirm === true,
        reason: cleanReason(body.reason),
      }),
    );
  });

export const backofficeDevicePricesApi = new Hono<AppEnv>()
  .get("/:deviceId/prices", async (c) => {
    await requireStaff(c, ...PRICE_ROLES);
    const { deviceId } = parseWith(deviceParams, c.req.param());
    return c.json(found(await devicePricesOf(c.get("deps").database.db, deviceId), "problem.detail.noDevice"));
  })
  .put("/:deviceId/prices/:edition", async (c) => {
    const staff = await requireStaff(c, ...PRICE_ROLES);
    const { deviceId, edition } = parseWith(devicePriceParams, c.req.param());
    const { price, confirm, reason } = await readJson(c, devicePriceBody);
    const deps = c.get("deps");
    return c.json(
      await setDevicePrice(deps.database.db, deviceId, edition, price, actorOf(staff, c.get("clientKey")), nowFrom(deps), {
        settings: priceGuardSettings(deps.config),
        confirmed: confirm === true,
        reason: cleanReason(reason),
      }),
    );
  });

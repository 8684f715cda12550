/**
 * `/api/backoffice/vouchers` (decision 0040): vouchers with their usage count for catalog staff and
 * admins. A used voucher is deactivated, never deleted (409). Changes are audited and every
 * instance hears of them (topic `vouchers`).
 */
import { Hono } from "hono";
import { queryOf } from "../../../core/shared/index.ts";
import { createVoucher, deleteVoucher, getVoucher, listVouchers, updateVoucher } from "../../../core/vouchers/index.server.ts";
import { voucherCreateSchema, voucherListQuery, voucherParams, voucherUpdateSchema } from "../../../core/vouchers/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { SITE_ROLES } from "../../../core/staff/index.ts";
import { siteEditor } from "./site-actor.server.ts";
import { found } from "../../http/found.server.ts";

export const backofficeVouchersApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireStaff(c, ...SITE_ROLES);
    const query = parseWith(voucherListQuery, queryOf(new URL(c.req.url).searchParams));
    return c.json(await listVouchers(c.get("deps").database.db, query));
  })
  .post("/", async (c) => {
    const actor = await siteEditor(c);
    return c.json(await createVoucher(c.get("deps").database.db, await readJson(c, voucherCreateSchema), actor), 201);
  })
  .get("/:edition/:code", async (c) => {
    await requireStaff(c, ...SITE_ROLES);
    const { edition, code } = parseWith(voucherParams, c.req.param());
    return c.json(found(await getVoucher(c.get("deps").database.db, edition, code), "backoffice.vouchers.error.notFound"));
  })
  .put("/:edition/:code", async (c) => {
    const actor = await siteEditor(c);
    const { edition, code } = parseWith(voucherParams, c.req.param());
    return c.json(await updateVoucher(c.get("deps").database.db, edition, code, await readJson(c, voucherUpdateSchema), actor));
  })
  .delete("/:edition/:code", async (c) => {
    const actor = await siteEditor(c);
    const { edition, code } = parseWith(voucherParams, c.req.param());
    await deleteVoucher(c.get("deps").database.db, edition, code, actor);
    return c.json({ edition, code: code.toUpperCase(), deleted: true });
  });

/**
 * `/api/backoffice/redirects` (decision 0040): the shop's redirects for catalog staff and admins.
 * Writes are checked (no page shadowed, no open redirect, no loop) and audited, and every instance
 * hears of them (topic `redirects`).
 */
import { Hono } from "hono";
import { deleteRedirect, getRedirect, listRedirects, saveRedirect } from "../../../core/redirects/index.server.ts";
import { redirectIdParams, redirectInputSchema, redirectListQuerySchema } from "../../../core/redirects/index.ts";
import { ProblemError, queryOf } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { SITE_ROLES } from "../../../core/staff/index.ts";
import { siteActor } from "./site-actor.server.ts";

export const backofficeRedirectsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireStaff(c, ...SITE_ROLES);
    const query = parseWith(redirectListQuerySchema, queryOf(new URL(c.req.url).searchParams));
    return c.json(await listRedirects(c.get("deps").database.db, query));
  })
  .post("/", async (c) => {
    const staff = await requireStaff(c, ...SITE_ROLES);
    const input = await readJson(c, redirectInputSchema);
    return c.json(await saveRedirect(c.get("deps").database.db, input, siteActor(staff, c.get("clientKey"), c.get("deps"))), 201);
  })
  .get("/:id", async (c) => {
    await requireStaff(c, ...SITE_ROLES);
    const { id } = parseWith(redirectIdParams, c.req.param());
    const row = await getRedirect(c.get("deps").database.db, id);
    if (!row) throw new ProblemError(404, "not_found", "backoffice.redirects.error.notFound");
    return c.json(row);
  })
  .put("/:id", async (c) => {
    const staff = await requireStaff(c, ...SITE_ROLES);
    const { id } = parseWith(redirectIdParams, c.req.param());
    const input = await readJson(c, redirectInputSchema);
    return c.json(await saveRedirect(c.get("deps").database.db, input, siteActor(staff, c.get("clientKey"), c.get("deps")), id));
  })
  .delete("/:id", async (c) => {
    const staff = await requireStaff(c, ...SITE_ROLES);
    const { id } = parseWith(redirectIdParams, c.req.param());
    await deleteRedirect(c.get("deps").database.db, id, siteActor(staff, c.get("clientKey"), c.get("deps")));
    return c.json({ id, deleted: true });
  });

/**
 * `/api/backoffice/redirects` (decision 0040): the shop's redirects for catalog staff and admins.
 * Writes are checked (no page shadowed, no open redirect, no loop) and audited, and every instance
 * hears of them (topic `redirects`).
 */
import { Hono } from "hono";
import { deleteRedirect, getRedirect, listRedirects, saveRedirect } from "../../../core/redirects/index.server.ts";
import { redirectIdParams, redirectInputSchema, redirectListQuerySchema } from "../../../core/redirects/index.ts";
import { queryOf } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { SITE_ROLES } from "../../../core/staff/index.ts";
import { siteEditor } from "./site-actor.server.ts";
import { found } from "../../http/found.server.ts";

export const backofficeRedirectsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireStaff(c, ...SITE_ROLES);
    const query = parseWith(redirectListQuerySchema, queryOf(new URL(c.req.url).searchParams));
    return c.json(await listRedirects(c.get("deps").database.db, query));
  })
  .post("/", async (c) => {
    const actor = await siteEditor(c);
    return c.json(await saveRedirect(c.get("deps").database.db, await readJson(c, redirectInputSchema), actor), 201);
  })
  .get("/:id", async (c) => {
    await requireStaff(c, ...SITE_ROLES);
    const { id } = parseWith(redirectIdParams, c.req.param());
    return c.json(found(await getRedirect(c.get("deps").database.db, id), "backoffice.redirects.error.notFound"));
  })
  .put("/:id", async (c) => {
    const actor = await siteEditor(c);
    const { id } = parseWith(redirectIdParams, c.req.param());
    return c.json(await saveRedirect(c.get("deps").database.db, await readJson(c, redirectInputSchema), actor, id));
  })
  .delete("/:id", async (c) => {
    const actor = await siteEditor(c);
    const { id } = parseWith(redirectIdParams, c.req.param());
    await deleteRedirect(c.get("deps").database.db, id, actor);
    return c.json({ id, deleted: true });
  });

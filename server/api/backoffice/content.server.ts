/**
 * `/api/backoffice/content` (decision 0040): the content pages for catalog staff and admins; the
 * preview renders with the shop's own renderer (`renderContentPage`), so it never differs from the
 * shop. Changes are audited and every instance hears of them (topic `content`).
 */
import { Hono } from "hono";
import { getContentSource, listContentPages, updateContentPage, renderContentPage } from "../../../core/content/index.server.ts";
import { contentListQuery, contentPageParams, contentPreviewSchema, contentUpdateSchema } from "../../../core/content/index.ts";
import { queryOf } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { SITE_ROLES } from "../../../core/staff/index.ts";
import { siteEditor } from "./site-actor.server.ts";
import { found } from "../../http/found.server.ts";

export const backofficeContentApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireStaff(c, ...SITE_ROLES);
    const { edition } = parseWith(contentListQuery, queryOf(new URL(c.req.url).searchParams));
    return c.json({ pages: await listContentPages(c.get("deps").database.db, edition) });
  })
  .post("/preview", async (c) => {
    await requireStaff(c, ...SITE_ROLES);
    const { edition, ...page } = await readJson(c, contentPreviewSchema);
    return c.json(renderContentPage(edition, page));
  })
  .get("/:edition/:key", async (c) => {
    await requireStaff(c, ...SITE_ROLES);
    const { edition, key } = parseWith(contentPageParams, c.req.param());
    return c.json(found(await getContentSource(c.get("deps").database.db, edition, key), "problem.detail.noContentPage"));
  })
  .put("/:edition/:key", async (c) => {
    const actor = await siteEditor(c);
    const { edition, key } = parseWith(contentPageParams, c.req.param());
    return c.json(await updateContentPage(c.get("deps").database.db, edition, key, await readJson(c, contentUpdateSchema), actor));
  });

/**
 * `/api/backoffice/content` (decision 0040): the content pages for catalog staff and admins; the
 * preview renders with the shop's own renderer (`renderContentPage`), so it never differs from the
 * shop. Changes are audited and every instance hears of them (topic `content`).
 */
import { Hono } from "hono";
import { getContentSource, listContentPages, updateContentPage, renderContentPage } from "../../../core/content/index.server.ts";
import { contentListQuery, contentPageParams, contentPreviewSchema, contentUpdateSchema } from "../../../core/content/index.ts";
import { ProblemError, queryOf } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { SITE_ROLES } from "../../../core/staff/index.ts";
import { siteActor } from "./site-actor.server.ts";

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
    const page = await getContentSource(c.get("deps").database.db, edition, key);
    if (!page) throw new ProblemError(404, "not_found", "problem.detail.noContentPage");
    return c.json(page);
  })
  .put("/:edition/:key", async (c) => {
    const staff = await requireStaff(c, ...SITE_ROLES);
    const { edition, key } = parseWith(contentPageParams, c.req.param());
    const input = await readJson(c, contentUpdateSchema);
    return c.json(
      await updateContentPage(c.get("deps").database.db, edition, key, input, siteActor(staff, c.get("clientKey"), c.get("deps"))),
    );
  });

/**
 * `/api/backoffice/campaigns` (decision 0028): campaigns for staff with the role catalog (or
 * admin): list, read, create, change, end now, delete an unused one. Audited; every instance
 * shows the change at once (core/changes).
 */
import { Hono } from "hono";
import { campaignInputSchema, campaignListQuery } from "../../../core/campaign/index.ts";
import { deleteCampaign, endCampaign, listStaffCampaigns, saveCampaign, staffCampaign } from "../../../core/campaign/index.server.ts";
import { nowFrom, ProblemError, z } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

export const campaignIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647).describe("The campaign's id") });

const ROLE = "catalog" as const;

export const backofficeCampaignsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireStaff(c, ROLE);
    const { edition } = parseWith(campaignListQuery, c.req.query());
    return c.json({ campaigns: await listStaffCampaigns(c.get("deps").database.db, nowFrom(c.get("deps")), edition) });
  })
  .post("/", async (c) => {
    const staff = await requireStaff(c, ROLE);
    const input = await readJson(c, campaignInputSchema);
    const deps = c.get("deps");
    const saved = await saveCampaign(deps.database.db, null, input, {
      staff: staff.staff,
      now: nowFrom(deps),
      clientKey: c.get("clientKey"),
    });
    return c.json(saved, 201);
  })
  .get("/:id", async (c) => {
    await requireStaff(c, ROLE);
    const { id } = parseWith(campaignIdParams, c.req.param());
    const found = await staffCampaign(c.get("deps").database.db, id, nowFrom(c.get("deps")));
    if (!found) throw new ProblemError(404, "not_found", "backoffice.campaigns.error.notFound");
    return c.json(found);
  })
  .put("/:id", async (c) => {
    const staff = await requireStaff(c, ROLE);
    const { id } = parseWith(campaignIdParams, c.req.param());
    const input = await readJson(c, campaignInputSchema);
    const deps = c.get("deps");
    return c.json(
      await saveCampaign(deps.database.db, id, input, { staff: staff.staff, now: nowFrom(deps), clientKey: c.get("clientKey") }),
    );
  })
  .post("/:id/end", async (c) => {
    const staff = await requireStaff(c, ROLE);
    const { id } = parseWith(campaignIdParams, c.req.param());
    const deps = c.get("deps");
    return c.json(await endCampaign(deps.database.db, id, { staff: staff.staff, now: nowFrom(deps), clientKey: c.get("clientKey") }));
  })
  .delete("/:id", async (c) => {
    const staff = await requireStaff(c, ROLE);
    const { id } = parseWith(campaignIdParams, c.req.param());
    const deps = c.get("deps");
    await deleteCampaign(deps.database.db, id, { staff: staff.staff, now: nowFrom(deps), clientKey: c.get("clientKey") });
    return c.body(null, 204);
  });

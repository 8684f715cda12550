import { Hono } from "hono";
import { submitB2bLead } from "../../core/b2b/index.server.ts";
import { b2bLeadSchema } from "../../core/b2b/index.ts";
import { nowFrom } from "../../core/shared/index.ts";
import { mailOrigin } from "../config/config.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readJson } from "../http/problem.server.ts";

/** Leads from the B2B landing page (de and the English set). */
export const b2bApi = new Hono<AppEnv>().post("/leads", async (c) => {
  const input = await readJson(c, b2bLeadSchema);
  const deps = c.get("deps");
  const { id } = await submitB2bLead(
    deps.database.db,
    deps.mailer,
    mailOrigin(deps.config, c.get("edition")),
    c.get("edition"),
    input,
    c.get("clientKey"),
    nowFrom(deps),
  );
  return c.json({ id }, 201);
});

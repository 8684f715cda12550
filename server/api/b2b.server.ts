import { Hono } from "hono";
import { submitB2bLead } from "../../core/b2b/submit.server.ts";
import { b2bLeadSchema } from "../../core/b2b/validation.ts";
import type { AppEnv } from "../env.server.ts";
import { readJson } from "./problem.server.ts";

/** Leads from the B2B landing page (de and the English set). */
export const b2bApi = new Hono<AppEnv>().post("/leads", async (c) => {
  const input = await readJson(c, b2bLeadSchema);
  const { database, mailer } = c.get("deps");
  const { id } = await submitB2bLead(database.db, mailer, c.get("edition"), input, c.get("clientKey"));
  return c.json({ id }, 201);
});

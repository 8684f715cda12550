import { Hono } from "hono";
import { submitB2bLead } from "../../core/b2b/index.server.ts";
import { b2bLeadSchema } from "../../core/b2b/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { postMailedForm } from "./mailed-form.server.ts";

/** Leads from the B2B landing page (de and the English set). */
export const b2bApi = new Hono<AppEnv>().post("/leads", postMailedForm(b2bLeadSchema, submitB2bLead));

import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";

/** Business quotes (issue 33, decisions.md "Business sellers"). */
export const b2bQuotesApi = new Hono<AppEnv>();

import { Hono } from "hono";
import type { AppEnv } from "../../config/env.server.ts";

/** The business pipeline (issue 33): leads, quotes, companies. */
export const backofficeB2bApi = new Hono<AppEnv>();

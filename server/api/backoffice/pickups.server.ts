import { Hono } from "hono";
import type { AppEnv } from "../../config/env.server.ts";

/** Collections by the carrier (issue 33). */
export const backofficePickupsApi = new Hono<AppEnv>();

/** Price alerts with double opt-in (issue 34). */
import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";

export const priceAlertsApi = new Hono<AppEnv>();

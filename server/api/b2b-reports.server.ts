import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";

/** A business seller's certificates and sustainability reports (issue 33). */
export const b2bReportsApi = new Hono<AppEnv>();

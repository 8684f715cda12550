/** A model's price history and open figures (issue 34). */
import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";

export const deviceFactsApi = new Hono<AppEnv>();

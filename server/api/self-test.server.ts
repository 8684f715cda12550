/** The browser self-test's signed result (issue 34). */
import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";

export const selfTestApi = new Hono<AppEnv>();

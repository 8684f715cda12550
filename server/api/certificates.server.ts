/** Verifiable erasure certificates (issue 34). */
import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";

export const certificatesApi = new Hono<AppEnv>();

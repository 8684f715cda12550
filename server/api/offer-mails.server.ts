/** "Send me this offer" and its expiry reminder (issue 34). */
import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";

export const offerMailsApi = new Hono<AppEnv>();

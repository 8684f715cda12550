import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";

/** A business trade's credit note (issue 33). */
export const b2bCreditNotesApi = new Hono<AppEnv>();

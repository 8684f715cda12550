import { Hono } from "hono";
import type { AppEnv } from "../../config/env.server.ts";

/** Business trades' credit notes and sellers' invoices (issue 33). */
export const backofficeCreditNotesApi = new Hono<AppEnv>();

import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";

/** Business accounts (issue 33): companies, their users and invitations. */
export const b2bCompanyApi = new Hono<AppEnv>();

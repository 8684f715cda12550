/** Calibration: where customers and inspectors disagree (issue 34). */
import { Hono } from "hono";
import type { AppEnv } from "../../config/env.server.ts";

export const backofficeCalibrationApi = new Hono<AppEnv>();

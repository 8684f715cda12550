import { Hono } from "hono";
import { submitContact } from "../../core/contact/index.server.ts";
import { contactSchema } from "../../core/contact/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { postMailedForm } from "./mailed-form.server.ts";

export const contactApi = new Hono<AppEnv>().post("/", postMailedForm(contactSchema, submitContact));

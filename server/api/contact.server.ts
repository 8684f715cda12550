import { Hono } from "hono";
import { submitContact } from "../../core/contact/index.server.ts";
import { contactSchema } from "../../core/contact/index.ts";
import { nowFrom } from "../../core/shared/index.ts";
import { mailOrigin } from "../config/config.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readJson } from "../http/problem.server.ts";

export const contactApi = new Hono<AppEnv>().post("/", async (c) => {
  const input = await readJson(c, contactSchema);
  const deps = c.get("deps");
  const { id } = await submitContact(
    deps.database.db,
    deps.mailer,
    mailOrigin(deps.config, c.get("edition")),
    c.get("edition"),
    input,
    c.get("clientKey"),
    nowFrom(deps),
  );
  return c.json({ id }, 201);
});

import { Hono } from "hono";
import { z } from "zod";
import { confirm, enrich, requireNewsletter, subscribe, unsubscribe } from "../../core/newsletter/index.server.ts";
import { enrichSchema, subscribeSchema, unsubscribeSchema } from "../../core/newsletter/index.ts";
import { nowFrom, ProblemError, inputString } from "../../core/shared/index.ts";
import { mailOrigin } from "../config/config.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readJson } from "../http/problem.server.ts";

export const confirmSchema = z.object({ token: inputString().trim().min(20, "validation.invalid").max(100, "validation.tooLong") });

/** Newsletter double opt-in, profile and unsubscribe (decision 0010). */
export const newsletterApi = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    requireNewsletter(c.get("edition"));
    await next();
  })
  .post("/subscribe", async (c) => {
    const input = await readJson(c, subscribeSchema);
    const deps = c.get("deps");
    const edition = c.get("edition");
    const origin = mailOrigin(c.get("deps").config, edition);
    const result = await subscribe(
      {
        db: deps.database.db,
        mailer: deps.mailer,
        secret: deps.secrets.sessionSecret,
        edition,
        clientKey: c.get("clientKey"),
        now: nowFrom(deps),
      },
      input.email,
      origin,
    );
    return c.json(result, 202);
  })
  .post("/confirm", async (c) => {
    const { token } = await readJson(c, confirmSchema);
    const result = await confirm(c.get("deps").database.db, c.get("edition"), token, nowFrom(c.get("deps")));
    if (!result) throw new ProblemError(404, "newsletter_unknown_token");
    return c.json({ status: "confirmed", emailHash: result.emailHash });
  })
  .post("/enrich", async (c) => {
    const input = await readJson(c, enrichSchema);
    const view = await enrich(
      { db: c.get("deps").database.db, edition: c.get("edition"), clientKey: c.get("clientKey"), now: nowFrom(c.get("deps")) },
      input,
    );
    return c.json(view);
  })
  .post("/unsubscribe", async (c) => {
    const { emailHash } = await readJson(c, unsubscribeSchema);
    const result = await unsubscribe(
      { db: c.get("deps").database.db, edition: c.get("edition"), clientKey: c.get("clientKey"), now: nowFrom(c.get("deps")) },
      emailHash,
    );
    return c.json(result);
  });

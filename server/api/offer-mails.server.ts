/**
 * "Send me this offer" and its expiry reminder (decision 0127): `POST /api/offer-mails`. Public:
 * whoever holds the offer's unguessable id may have it mailed, within the limits per client and
 * per address. Answers are private, no-store (they name the reminder's date for an address).
 */
import { Hono } from "hono";
import { offerMailSchema } from "../../core/offer-mail/index.ts";
import { sendOfferMail } from "../../core/offer-mail/index.server.ts";
import { nowFrom } from "../../core/shared/index.ts";
import { mailOrigin } from "../config/config.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readJson } from "../http/problem.server.ts";

export const offerMailsApi = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  })
  .post("/", async (c) => {
    const input = await readJson(c, offerMailSchema);
    const deps = c.get("deps");
    const edition = c.get("edition");
    const result = await sendOfferMail(
      {
        db: deps.database.db,
        mailer: deps.mailer,
        edition,
        origin: mailOrigin(deps.config, edition),
        clientKey: c.get("clientKey"),
        now: nowFrom(deps),
        perAddress: deps.config.OFFER_MAILS_PER_ADDRESS,
      },
      input,
    );
    return c.json(result, 201);
  });

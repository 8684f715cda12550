/**
 * Price alerts (decision 0128): `POST /api/price-alerts` asks for one (double opt-in: the mail's
 * link confirms it on the page /price-alert/confirm/{token}); `POST /api/price-alerts/unsubscribe/{token}`
 * is the one-click unsubscribe of RFC 8058 that mail clients call from the List-Unsubscribe header
 * (any body, usually `List-Unsubscribe=One-Click`; the token is the only proof). Public; limits
 * per client and per address; answers private, no-store.
 */
import { Hono } from "hono";
import { priceAlertSchema, PRICE_ALERT_TOKEN, requestAlert, unsubscribeAlert } from "../../core/price-alert/index.server.ts";
import { inputString, nowFrom, z } from "../../core/shared/index.ts";
import { mailOrigin } from "../config/config.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { parseWith, readJson } from "../http/problem.server.ts";

export const unsubscribeParams = z.object({
  token: inputString().regex(PRICE_ALERT_TOKEN, "validation.invalid"),
});

export const priceAlertsApi = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  .post("/", async (c) => {
    const input = await readJson(c, priceAlertSchema);
    const deps = c.get("deps");
    const edition = c.get("edition");
    const result = await requestAlert(
      {
        db: deps.database.db,
        mailer: deps.mailer,
        secret: deps.secrets.sessionSecret,
        edition,
        clientKey: c.get("clientKey"),
        now: nowFrom(deps),
        perAddress: deps.config.PRICE_ALERTS_PER_ADDRESS,
      },
      input,
      mailOrigin(deps.config, edition),
    );
    return c.json(result, 202);
  })
  .post("/unsubscribe/:token", async (c) => {
    const { token } = parseWith(unsubscribeParams, { token: c.req.param("token") });
    const deps = c.get("deps");
    return c.json(await unsubscribeAlert({ db: deps.database.db, clientKey: c.get("clientKey"), now: nowFrom(deps) }, token));
  });
